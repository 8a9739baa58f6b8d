/**
 * What `npm run paths` reports for QA, per flow model: the covering set as numbered scenarios
 * (`clube-termo#3`), coverage of states and transitions, the refusals tried in each state, the
 * SPEC.md rules each path exercises; and, over every model, which rules no path exercises.
 * The text and the HTML report (relatorio-html.ts) both read `analisar`'s answer.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { em, LARGURA, linha, linhaDeRecusa, nomeDoEstado, nomeDoEvento, passosDoCenario, recusaVisivel } from './cenarios';
import type { Modelo, Recusa } from './modelos';
import {
  caminhosPorAresta, conjuntoDeCobertura, elementos, explorar, rotaAte, tentar,
  type Aresta, type Caminho, type Estado, type Grafo, type No, type Transicao,
} from './paths';
import { regraPorId, regras as todasAsRegras, type Regra } from './regras';

export type Cenario = {
  /** `clube-termo#3`: what `--executar` and `test:e2e -- --caminho` take. */
  id: string;
  numero: number;
  titulo: string;
  linhas: string[];
  regras: string[];
  estados: string[];
  transicoes: string[];
  caminho: Caminho;
};
/** A declared refusal, found in the graph and tried there. */
export type RecusaTentada = { recusa: Recusa; no: No | null; rota: Aresta[]; vale: boolean; linha: string };
/** The refusals of one state (as the first node of that state in breadth-first order shows them). */
export type RecusasDoEstado = { estado: string; nome: string; linhas: { texto: string; porque?: string; regras: string[] }[] };

export type Analise = {
  modelo: Modelo;
  grafo: Grafo;
  estados: Estado[];
  transicoes: Transicao[];
  /** Rule ids per state id and per transition label. */
  tags: Map<string, string[]>;
  cenarios: Cenario[];
  /** How many paths one per edge of the key graph would be (null when the graph was not explored in full). */
  antes: number | null;
  faltam: { estados: string[]; transicoes: string[] };
  recusas: RecusasDoEstado[];
  declaradas: RecusaTentada[];
  /** What is wrong with the model itself: unknown tags, refusals that do not hold. */
  erros: string[];
};

const regrasDe = (meta: Record<string, unknown> | undefined) => (Array.isArray(meta?.regras) ? meta.regras as string[] : []);
const unir = (...listas: string[][]) => [...new Set(listas.flat())].sort(ordemDasRegras);
/** §4.1a < §4.2a < §5.1a < §8.12a: by section, bullet, letter. */
export function ordemDasRegras(a: string, b: string) {
  const partes = (id: string) => /^§(\d+)\.(\d+)(\w*)$/.exec(id)?.slice(1) ?? [id, '0', ''];
  const [pa, pb] = [partes(a), partes(b)];
  return Number(pa[0]) - Number(pb[0]) || Number(pa[1]) - Number(pb[1]) || pa[2]!.localeCompare(pb[2]!);
}
const mesmoValor = (a: AnyMachineSnapshot, b: AnyMachineSnapshot) => JSON.stringify(a.value) === JSON.stringify(b.value);
const semNovaChamada = (antes: AnyMachineSnapshot, depois: AnyMachineSnapshot) =>
  Object.keys(depois.children).every((id) => id in antes.children && antes.children[id] === depois.children[id]);

/** The first node of the graph (breadth-first) in `estado` that passes `quando`. */
export function noDaRecusa(g: Grafo, recusa: Pick<Recusa, 'estado' | 'quando'>): No | null {
  return g.nos.find((n) => n.snapshot.status === 'active' && n.snapshot.matches(recusa.estado as never)
    && (recusa.quando?.(n.snapshot) ?? true)) ?? null;
}

/** Whether sending `evento` at `snapshot` is a refusal: the state stays and no call starts. */
export function recusado(modelo: Modelo, snapshot: AnyMachineSnapshot, evento: Recusa['evento']) {
  const { end, transitions } = tentar(modelo.machine, snapshot, evento);
  return { vale: !transitions.length || (mesmoValor(snapshot, end) && semNovaChamada(snapshot, end)), end: transitions.length ? end : null };
}

export function analisar(modelo: Modelo): Analise {
  const grafo = explorar(modelo.machine, modelo.events, modelo.key, modelo.input, {
    procurar: (modelo.recusas ?? []).map((r) => (s: AnyMachineSnapshot) => s.status === 'active' && s.matches(r.estado as never) && (r.quando?.(s) ?? true)),
  });
  const caminhos = conjuntoDeCobertura(grafo);
  const { estados, transicoes } = elementos(modelo.machine);
  const erros: string[] = [];

  // rule tags: the machine's meta.regras, then the model's table (each key must name a state or a transition)
  const tags = new Map<string, string[]>();
  const chaves = new Map<string, string>();
  for (const e of estados) { chaves.set(e.caminho, e.id); chaves.set(e.id, e.id); tags.set(e.id, regrasDe(e.meta)); }
  for (const t of transicoes) { chaves.set(t.label, t.label); tags.set(t.label, regrasDe(t.meta)); }
  for (const [chave, ids] of Object.entries(modelo.regras ?? {})) {
    const alvo = chaves.get(chave);
    if (!alvo) { erros.push(`regras: "${chave}" não é estado nem transição de ${modelo.machine.id}`); continue; }
    tags.set(alvo, unir(tags.get(alvo)!, ids));
  }
  const marcadas: [string, string[]][] = [...tags, ...(modelo.recusas ?? []).map((r): [string, string[]] => [`recusa em ${r.estado}`, r.regras ?? []])];
  for (const [alvo, ids] of marcadas) {
    for (const id of ids) {
      const regra = regraPorId.get(id);
      if (!regra) erros.push(`${alvo}: regra ${id} não está em tests/support/regras.ts`);
      else if (!regra.fluxos.includes(modelo.nome)) erros.push(`${alvo}: regra ${id} não é de ${modelo.nome} (regras.ts, fluxos)`);
    }
  }

  const idsDeEstado = new Set(estados.map((e) => e.id)); // the machine's root is active too, but no state of the diagram
  const cenarios = caminhos.map((caminho, i): Cenario => {
    const estadosDoCaminho = [...new Set(caminho.steps.flatMap((p) => p.states))].filter((id) => idsDeEstado.has(id));
    const transicoesDoCaminho = [...new Set(caminho.steps.flatMap((p) => p.transitions))];
    const fim = caminho.steps.at(-1)!.state;
    const passos = caminho.steps.length - 1;
    return {
      id: `${modelo.nome}#${i + 1}`,
      numero: i + 1,
      titulo: `${fim.status === 'done' ? 'termina' : 'fica'} ${em(nomeDoEstado(modelo, fim, false))} (${passos} ${passos === 1 ? 'passo' : 'passos'})`,
      linhas: passosDoCenario(modelo, caminho),
      regras: unir(...[...estadosDoCaminho, ...transicoesDoCaminho].map((x) => tags.get(x) ?? [])),
      estados: estadosDoCaminho,
      transicoes: transicoesDoCaminho,
      caminho,
    };
  });

  const [estadosVistos, transicoesVistas] = [new Set(cenarios.flatMap((c) => c.estados)), new Set(cenarios.flatMap((c) => c.transicoes))];
  const faltam = {
    estados: estados.map((e) => e.id).filter((id) => !estadosVistos.has(id)),
    transicoes: transicoes.map((t) => t.label).filter((l) => !transicoesVistas.has(l)),
  };

  // declared refusals: found in the graph, tried there
  const declaradas = (modelo.recusas ?? []).map((recusa): RecusaTentada => {
    const no = noDaRecusa(grafo, recusa);
    if (!no) {
      erros.push(`recusa em ${recusa.estado}: nenhum nó do grafo está nesse estado${recusa.quando ? ' com essa condição' : ''}`);
      return { recusa, no, rota: [], vale: false, linha: '' };
    }
    const { vale, end } = recusado(modelo, no.snapshot, recusa.evento);
    if (!vale) erros.push(`recusa em ${recusa.estado}: a máquina aceita ${nomeDoEvento(modelo, recusa.evento)} (${recusa.porque})`);
    return { recusa, no, rota: rotaAte(no), vale, linha: linhaDeRecusa(modelo, recusa.evento, no.snapshot, end) };
  });

  // every state's refusals, as its first node shows them; a declared one says why
  const porValor = new Map<string, No>();
  for (const n of grafo.nos) if (n.explorado && n.snapshot.status === 'active') { const v = JSON.stringify(n.snapshot.value); if (!porValor.has(v)) porValor.set(v, n); }
  const recusas: RecusasDoEstado[] = [...porValor.entries()].map(([valor, no]) => {
    const nome = nomeDoEstado(modelo, no.snapshot, false);
    const vistos = new Set<string>();
    const linhas: RecusasDoEstado['linhas'] = [];
    for (const d of declaradas.filter((d) => d.no && mesmoValor(d.no.snapshot, no.snapshot))) {
      vistos.add(nomeDoEvento(modelo, d.recusa.evento));
      linhas.push({ texto: d.linha, porque: d.recusa.porque, regras: d.recusa.regras ?? [] });
    }
    for (const evento of no.recusados.filter(recusaVisivel)) {
      const quando = nomeDoEvento(modelo, evento);
      if (vistos.has(quando)) continue;
      vistos.add(quando);
      linhas.push({ texto: linhaDeRecusa(modelo, evento, no.snapshot, null), regras: [] });
    }
    return { estado: valor, nome, linhas };
  }).filter((r) => r.linhas.length);

  return { modelo, grafo, estados, transicoes, tags, cenarios, antes: caminhosPorAresta(grafo), faltam, recusas, declaradas, erros };
}

/** Per rule, the scenarios (and declared refusals) that exercise it; the rules none does. */
export function rastrear(analises: Analise[]) {
  const por = new Map<string, string[]>(todasAsRegras.map((r) => [r.id, []]));
  for (const a of analises) {
    for (const c of a.cenarios) for (const id of c.regras) por.get(id)?.push(c.id);
    a.declaradas.forEach((d, i) => { for (const id of d.recusa.regras ?? []) if (d.vale) por.get(id)?.push(`${a.modelo.nome}!${i + 1}`); });
  }
  // the rules of the flows analysed (all of them, unless `--modelo` picked one)
  const nomes = new Set(analises.map((a) => a.modelo.nome));
  const linhas = todasAsRegras.filter((r) => !r.fluxos.length || r.fluxos.some((f) => nomes.has(f)))
    .map((regra) => ({ regra, caminhos: por.get(regra.id) ?? [] }));
  return {
    linhas,
    /** Rules of built flows that no path exercises and that do not say why: `npm run paths` fails on them. */
    semRastro: linhas.filter((l) => !l.caminhos.length && !l.regra.fora).map((l) => l.regra),
    /** Rules no machine implements, with the reason. */
    fora: linhas.filter((l) => !l.caminhos.length && l.regra.fora).map((l) => l.regra),
  };
}

const percent = (parte: number, total: number) => `${total ? Math.floor((100 * parte) / total) : 100}%`;
/** The ids of a list of scenarios, short: `clube-termo#1, #3, #4`. */
export function listaDeCaminhos(ids: string[]): string {
  let anterior = '';
  return ids.map((id) => {
    const [nome, resto] = id.split(/(?=[#!])/);
    const curto = nome === anterior ? resto! : id;
    anterior = nome!;
    return curto;
  }).join(', ');
}

/** A model's header lines: coverage and the count before/after. */
export function resumoDoModelo(a: Analise): string[] {
  const [e, t] = [a.estados.length, a.transicoes.length];
  const [ec, tc] = [e - a.faltam.estados.length, t - a.faltam.transicoes.length];
  const regrasDoModelo = unir(...[...a.tags.values()]);
  return [
    `== ${a.modelo.nome} (máquina ${a.modelo.machine.id}) ==`,
    `Estados: ${ec}/${e} (${percent(ec, e)}) · Transições: ${tc}/${t} (${percent(tc, t)}) · `
      + `Caminhos: ${a.cenarios.length}${a.antes === null ? '' : ` (um por aresta do grafo seriam ${a.antes})`} · `
      + `Passos: ${a.cenarios.reduce((n, c) => n + c.caminho.steps.length - 1, 0)} · Nós do grafo: ${a.grafo.nos.length}${a.grafo.completo ? '' : ' (parcial)'}`,
    linha(`Regras: ${regrasDoModelo.length ? regrasDoModelo.join(', ') : 'nenhuma marcada'}`),
    ...a.faltam.estados.map((id) => `  FALTA estado: ${id}`),
    ...a.faltam.transicoes.map((l) => linha(`  FALTA transição: ${l}`)),
    ...a.erros.map((x) => linha(`  ERRO no modelo: ${x}`)),
  ];
}

const maiuscula = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
/** One state's refusals: the declared ones in full (with why), then the others in one "nada muda com" list. */
export function linhasDeRecusa(r: RecusasDoEstado): string[] {
  const saida = [`${maiuscula(em(r.nome))}:`];
  for (const l of r.linhas.filter((l) => l.porque)) {
    saida.push(`  ${l.texto}`, `    porque: ${l.porque}${l.regras.length ? ` [${l.regras.join(', ')}]` : ''}`);
  }
  const outras = r.linhas.filter((l) => !l.porque).map((l) => l.texto.replace(/^Quando /, '').replace(/ Então nada muda$/, ''));
  if (outras.length) {
    let atual = r.linhas.some((l) => l.porque) ? '  Nada muda também quando' : '  Nada muda quando';
    for (const [i, o] of outras.entries()) {
      const pedaco = `${i ? ';' : ''} ${o}`;
      if (atual.length + pedaco.length > LARGURA - 2) { saida.push(atual); atual = `   ${o}`; } else atual += pedaco;
    }
    saida.push(atual);
  }
  return saida;
}

/** The whole text report (`npm run paths`); `resumo` leaves the scenarios out. */
export function textoDoRelatorio(analises: Analise[], { resumo = false } = {}): string[] {
  const saida: string[] = [];
  for (const a of analises) {
    saida.push('', ...resumoDoModelo(a));
    if (resumo) continue;
    for (const c of a.cenarios) {
      saida.push('', linha(`Cenário ${c.id}: ${c.titulo}${c.regras.length ? ` [${c.regras.join(', ')}]` : ''}`), ...c.linhas.map((l) => linha(`  ${l}`)));
    }
    if (a.recusas.length) {
      saida.push('', 'Recusas (cada evento tentado no primeiro nó de cada estado):');
      for (const r of a.recusas) saida.push(...linhasDeRecusa(r).map((l) => linha(`  ${l}`)));
    }
  }
  const { linhas, semRastro, fora } = rastrear(analises);
  saida.push('', '== Regras do SPEC.md (tests/support/regras.ts) ==');
  for (const { regra, caminhos } of linhas) {
    if (caminhos.length) saida.push(linha(`${regra.id.padEnd(7)} ${listaDeCaminhos(caminhos)} — ${regra.texto}`));
  }
  if (fora.length) {
    saida.push('', 'Não rastreadas, com o motivo:');
    for (const r of fora) saida.push(linha(`${r.id.padEnd(7)} ${r.fora}`));
  }
  for (const r of semRastro) saida.push(linha(`FALTA rastrear ${r.id}: nenhum caminho passa por ela — ${r.texto}`));
  return saida;
}

/** What makes `npm run paths` fail: uncovered states or transitions, model errors, untraced rules. */
export function falhas(analises: Analise[]): string[] {
  return [
    ...analises.flatMap((a) => [
      ...a.faltam.estados.map((id) => `${a.modelo.nome}: estado sem caminho: ${id}`),
      ...a.faltam.transicoes.map((l) => `${a.modelo.nome}: transição sem caminho: ${l}`),
      ...a.erros.map((x) => `${a.modelo.nome}: ${x}`),
    ]),
    ...rastrear(analises).semRastro.map((r: Regra) => `regra ${r.id} sem caminho que a exercite`),
  ];
}

/** `clube-termo#3` → the model and its scenario, or why not. */
export function acharCenario(analises: Analise[], id: string): { analise: Analise; cenario: Cenario } {
  const [nome, numero] = id.split('#');
  const analise = analises.find((a) => a.modelo.nome === nome);
  if (!analise) throw new Error(`Fluxo "${nome}" não existe. Fluxos: ${analises.map((a) => a.modelo.nome).join(', ')}.`);
  const cenario = analise.cenarios[Number(numero) - 1];
  if (!cenario) throw new Error(`${nome} tem os caminhos #1 a #${analise.cenarios.length}; "${id}" não é um deles.`);
  return { analise, cenario };
}
