/**
 * Generated paths as pt-BR scenarios QA can read: "Dado … / Quando … / Então …", one step a line,
 * no line over 160 characters. States and transitions are named by their XState `description`; where a
 * machine has none yet, by the model's `textos` (tests/<produto>/<fluxo>.model.ts); else by the state
 * key or the event type, quoted. Payloads are summed up in words, never raw JSON; an actor's outcome
 * reads as what the server answered.
 */
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import type { Modelo } from './modelos';
import { eventoDoUsuario, transitionLabel, type Caminho, type PathEvent, type Passo } from './paths';

/** The words of a flow, where its machine has no `description` yet (states, events, calls, facts). */
export type Textos = {
  /** State path (`editing`, `editing.browsing`) → a noun phrase: 'o cadastro do anúncio'. */
  estados?: Record<string, string>;
  /** User event type → what the user does ('avança para as imagens'), or a function of the event that sums up its payload. */
  eventos?: Record<string, string | ((evento: never) => string)>;
  /** Invoke id → the call, as a noun phrase: 'o envio do anúncio'. */
  atores?: Record<string, string>;
  /** Invoke id → its output in words ('2 anúncios, 1 em vigor'). */
  respostas?: Record<string, (output: never) => string>;
  /** The context facts worth saying after the state ('de acordo marcado', "aviso 'Marque …'"); falsy entries are left out. */
  fatos?: (snapshot: AnyMachineSnapshot) => (string | false | null | undefined)[];
};

export const LARGURA = 160;
/** One line of at most 160 characters. */
export const linha = (texto: string) => (texto.length > LARGURA ? `${texto.slice(0, LARGURA - 1)}…` : texto);
const aspas = (texto: string, max = 70) => `'${texto.length > max ? `${texto.slice(0, max - 1)}…` : texto}'`;
const plural = (n: number, um: string, varios: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? um : varios}`;
const tamanho = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`
  : bytes >= 1024 ? `${Math.round(bytes / 1024)} kB` : `${bytes} B`);

/** A CPF shown as QA may see it in a report: 'CPF 529.***.***-25'. */
export const cpfMascarado = (cpf: string) => `CPF ${cpf.slice(0, 3)}.***.***-${cpf.slice(9)}`;

/** Any value in a few words: texts quoted (a CPF masked), files by name and size, lists by count, objects by their first fields. */
export function resumir(valor: unknown, nivel = 0): string {
  if (valor === null || valor === undefined) return 'nada';
  if (typeof valor === 'string') return /^\d{11}$/.test(valor) ? cpfMascarado(valor) : valor === '' ? 'vazio' : aspas(valor.trim() ? valor : `${valor}`);
  if (typeof valor === 'number') return valor.toLocaleString('pt-BR');
  if (typeof valor === 'boolean') return valor ? 'sim' : 'não';
  if (valor instanceof File) return `${valor.name} (${tamanho(valor.size)})`;
  if (valor instanceof Error) return aspas(valor.message);
  if (Array.isArray(valor)) {
    if (!valor.length) return 'nenhum';
    if (valor.every((v) => v instanceof File)) {
      const nomes = valor.slice(0, 3).map((f: File) => f.name).join(', ');
      return `${plural(valor.length, 'arquivo', 'arquivos')} (${nomes}${valor.length > 3 ? ', …' : ''})`;
    }
    if (valor.every((v) => typeof v === 'string') && nivel === 0 && valor.length <= 3) return valor.map((v: string) => resumir(v, 1)).join(', ');
    return plural(valor.length, 'item', 'itens');
  }
  if (typeof valor === 'object') {
    const campos = Object.entries(valor as Record<string, unknown>);
    const mensagem = (valor as { mensagem?: unknown }).mensagem;
    if (typeof mensagem === 'string') return aspas(mensagem);
    if (nivel > 0) return plural(campos.length, 'campo', 'campos');
    const partes = campos.slice(0, 4).map(([k, v]) => `${k} ${/senha/i.test(k) ? '••••••' : resumir(v, nivel + 1)}`);
    return partes.join(', ') + (campos.length > 4 ? ` e mais ${plural(campos.length - 4, 'campo', 'campos')}` : '');
  }
  return String(valor);
}

/** "a" + article: ao, à, aos, às ("responde à busca do termo"). */
export const a = (frase: string) => frase.replace(/^(o|os) /, 'a$1 ').replace(/^a /, 'à ').replace(/^as /, 'às ').replace(/^(?!(ao|aos|à|às) )/, 'a ');
/** "em" + article: no, na, nos, nas ("continua no termo"). */
export const em = (frase: string) => frase.replace(/^(o|a|os|as) /, (_, artigo: string) => `n${artigo} `).replace(/^(?!n[oa]s? )/, 'em ');
const dado = (frase: string) => `Dado ${frase}`;

/** The fact most flows show: the notice (a toast or an inline message) the machine keeps. */
export const aviso = (s: AnyMachineSnapshot) => {
  const notice = (s.context as { notice?: unknown } | undefined)?.notice;
  return typeof notice === 'string' && notice ? `aviso ${aspas(notice, 60)}` : null;
};

const nosAtivos = (s: AnyMachineSnapshot): AnyStateNode[] =>
  s._nodes.filter((n) => n.type === 'atomic' || n.type === 'final');
const caminhoDoNo = (n: AnyStateNode) => n.path.join('.');

/** A state node's name: its `description`, else the model's word for it, else its key quoted. */
export function nomeDoNo(modelo: Pick<Modelo, 'textos'>, n: AnyStateNode): string | undefined {
  return n.description ?? modelo.textos?.estados?.[caminhoDoNo(n)];
}

/** Where the flow is, in words: the active state (with its parents' names when they have one) and the model's facts. */
export function nomeDoEstado(modelo: Pick<Modelo, 'textos'>, s: AnyMachineSnapshot, comFatos = true): string {
  const partes = nosAtivos(s).map((folha) => {
    const cadeia: AnyStateNode[] = [];
    for (let n: AnyStateNode | undefined = folha; n?.parent; n = n.parent) cadeia.unshift(n);
    const nomes = cadeia.map((n) => nomeDoNo(modelo, n)).filter(Boolean);
    return nomes.length ? nomes.join(', ') : `o estado "${caminhoDoNo(folha)}"`;
  });
  const fatos = comFatos ? (modelo.textos?.fatos?.(s) ?? []).filter(Boolean) : [];
  return partes.join(' e ') + (fatos.length ? ` (${fatos.join('; ')})` : '');
}

/** An actor's outcome as what the server answered. */
function desfecho(modelo: Pick<Modelo, 'textos'>, tipo: string, id: string, dado: unknown): string {
  const ator = modelo.textos?.atores?.[id] ?? `a chamada "${id}"`;
  if (tipo === 'done') {
    const resposta = modelo.textos?.respostas?.[id];
    const resumo = dado === undefined ? '' : `: ${resposta ? resposta(dado as never) : resumir(dado)}`;
    return `o servidor responde ${a(ator)}${resumo}`;
  }
  const erro = dado as { kind?: string; message?: string; name?: string } | undefined;
  if (erro?.kind === 'rejected') return `o servidor recusa ${ator}: ${aspas(erro.message ?? '')}`;
  if (erro?.kind === 'unauthorized') return `o servidor responde 401 ${a(ator)}: ${aspas(erro.message ?? '')}`;
  if (erro?.name === 'TypeError') return `${ator} fica sem resposta (falha de rede)`;
  return `${ator} falha: ${aspas(erro?.message ?? String(dado))}`;
}

/** What happened, in words: what the user did, what the server answered, or a delay. */
export function nomeDoEvento(modelo: Pick<Modelo, 'textos'>, evento: PathEvent): string {
  // the model's words first, for any event (a child machine's end reads better in its own words than as a server's answer)
  const texto = modelo.textos?.eventos?.[evento.type];
  if (typeof texto === 'function') return texto(evento as never);
  if (texto) return texto;
  const [, tipo, id] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(evento.type) ?? [];
  if (id) return desfecho(modelo, tipo!, id, 'output' in evento ? evento.output : (evento as { error: unknown }).error);
  const [, atraso] = /^xstate\.after\.(\d+)\./.exec(evento.type) ?? [];
  if (atraso) return `passam ${Number(atraso) / 1000} s`;
  const { type, ...carga } = evento as { type: string };
  return `envia "${type}"${Object.keys(carga).length ? ` com ${resumir(carga)}` : ''}`;
}

/** The descriptions of the transitions a step took, when the machine gives them. */
function efeitos(modelo: Modelo, passo: Passo): string[] {
  const porLabel = new Map(descricoesDeTransicao(modelo));
  return passo.transitions.map((t) => porLabel.get(t)).filter((d): d is string => !!d);
}
const cacheDescricoes = new WeakMap<object, [string, string][]>();
function descricoesDeTransicao(modelo: Modelo): [string, string][] {
  let lista = cacheDescricoes.get(modelo.machine);
  if (!lista) {
    lista = [];
    const visitar = (n: AnyStateNode) => {
      for (const ts of [...n.transitions.values(), n.always ?? []]) {
        for (const t of ts) {
          const d = (t as { description?: string }).description;
          if (d) lista!.push([transitionLabel(t), d]);
        }
      }
      for (const filho of Object.values(n.states)) visitar(filho);
    };
    visitar(modelo.machine.root);
    cacheDescricoes.set(modelo.machine, lista);
  }
  return lista;
}

/** "Então …": where the step leads, with the transitions' descriptions when there are. */
function entao(modelo: Modelo, antes: AnyMachineSnapshot, passo: Passo): string {
  const estado = nomeDoEstado(modelo, passo.state);
  const [efeito] = efeitos(modelo, passo);
  const mesmo = JSON.stringify(antes.value) === JSON.stringify(passo.state.value);
  const onde = mesmo ? `continua ${em(estado)}` : `vai para ${estado}`;
  return `Então ${efeito ? `${efeito}: ` : ''}${onde}`;
}

/** A path as scenario lines (without its title): Dado the start, then Quando/Então per step. */
export function passosDoCenario(modelo: Modelo, caminho: Caminho): string[] {
  const [inicio, ...resto] = caminho.steps;
  const linhas = [dado(nomeDoEstado(modelo, inicio!.state))];
  let antes = inicio!.state;
  for (const passo of resto) {
    linhas.push(`Quando ${nomeDoEvento(modelo, passo.event)}`, entao(modelo, antes, passo));
    antes = passo.state;
  }
  return linhas.map(linha);
}

/** A refusal in one line: "Quando … Então nada muda" (or "… Então continua em X", when only what is shown changes). */
export function linhaDeRecusa(modelo: Modelo, evento: PathEvent, antes: AnyMachineSnapshot, depois: AnyMachineSnapshot | null): string {
  const quando = `Quando ${nomeDoEvento(modelo, evento)}`;
  if (!depois || JSON.stringify(depois.context) === JSON.stringify(antes.context)) return linha(`${quando} Então nada muda`);
  const fatos = (modelo.textos?.fatos?.(depois) ?? []).filter(Boolean);
  return linha(`${quando} Então nada muda além do que se mostra${fatos.length ? `: ${fatos.join('; ')}` : ''}`);
}

/** Whether an event is worth showing as a refusal: only what the user does (an actor's outcome cannot come unasked). */
export const recusaVisivel = (e: PathEvent) => eventoDoUsuario(e);
