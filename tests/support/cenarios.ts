/**
 * Generated paths as pt-BR scenarios QA can read: "Dado … / Quando … / Então …", one step a line,
 * no line over 160 characters. States and transitions are named by their XState `description`, written
 * in the machine (src/machines); a step ("Quando …") by the description of the transition it took, so a
 * guarded branch says its case ('clica em PRÓXIMO com o cadastro incompleto'). The model's `textos`
 * (tests/<produto>/<fluxo>.model.ts) holds only what the machine cannot say: a payload summed up in
 * words, a product's own words for a kit's state or button, the calls' names and answers, the facts
 * worth showing; where it has a word, it wins. Else the state key or the event type, quoted. Payloads are
 * never raw JSON; an actor's outcome reads as what the server answered.
 */
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import type { Modelo } from './modelos';
import { elementos, eventoDoUsuario, type Caminho, type PathEvent, type Passo, type Transicao } from './paths';

/** A flow's words that its machine's `description`s cannot say (a payload, a product's words for a kit, calls, facts). */
export type Textos = {
  /** State path (`editing`, `editing.browsing`) → a noun phrase, over the machine's: a product's words for a kit's state. */
  estados?: Record<string, string>;
  /**
   * Event type → what the user does, over the descriptions of its transitions: a function of the event that sums up
   * its payload ('escolhe para a logomarca logo.png'), or a product's words for a kit's button ('clica em Assinar termo').
   */
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

/** A state node's name: the model's word for it (a product's, over a kit's), else its `description`; else nothing. */
export function nomeDoNo(modelo: Pick<Modelo, 'textos'>, n: AnyStateNode): string | undefined {
  return modelo.textos?.estados?.[caminhoDoNo(n)] ?? n.description;
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

const cacheTransicoes = new WeakMap<object, Transicao[]>();
const transicoesDe = (modelo: Pick<Modelo, 'machine'>) => {
  let lista = cacheTransicoes.get(modelo.machine);
  if (!lista) cacheTransicoes.set(modelo.machine, (lista = elementos(modelo.machine).transicoes));
  return lista;
};
/**
 * The machine's words for an event: the description of the transition the step took (`transicoes`, its labels);
 * with none (a refusal takes no transition), the event's own name: the description of its first branch, the plain one.
 */
function descricaoDoEvento(modelo: Pick<Modelo, 'machine'>, tipo: string, transicoes?: string[]): string | undefined {
  const daqui = transicoes ? transicoesDe(modelo).find((t) => t.evento === tipo && transicoes.includes(t.label)) : undefined;
  if (daqui) return daqui.descricao;
  const doEvento = transicoesDe(modelo).filter((t) => t.evento === tipo && t.descricao);
  return (doEvento.find((t) => (t.ramo ?? 1) === 1) ?? doEvento[0])?.descricao;
}

/**
 * What happened, in words: what the user did, what the server answered, or a delay. The model's words first (a
 * payload summed up; a product's button); an actor's outcome as the server's answer when the model names the call;
 * else the description of the transition taken (`transicoes`: the step's, when there is a step).
 */
export function nomeDoEvento(modelo: Pick<Modelo, 'textos' | 'machine'>, evento: PathEvent, transicoes?: string[]): string {
  const texto = modelo.textos?.eventos?.[evento.type];
  if (typeof texto === 'function') return texto(evento as never);
  if (texto) return texto;
  const [, tipo, id] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(evento.type) ?? [];
  const dado = id && ('output' in evento ? evento.output : (evento as { error: unknown }).error);
  if (id && modelo.textos?.atores?.[id]) return desfecho(modelo, tipo!, id, dado);
  const descricao = descricaoDoEvento(modelo, evento.type, transicoes);
  if (descricao) return descricao;
  if (id) return desfecho(modelo, tipo!, id, dado);
  const [, atraso] = /^xstate\.after\.(\d+)\./.exec(evento.type) ?? [];
  if (atraso) return `passam ${Number(atraso) / 1000} s`;
  const { type, ...carga } = evento as { type: string };
  return `envia "${type}"${Object.keys(carga).length ? ` com ${resumir(carga)}` : ''}`;
}

/** "Então …": where the step leads. */
function entao(modelo: Modelo, antes: AnyMachineSnapshot, passo: Passo): string {
  const estado = nomeDoEstado(modelo, passo.state);
  const mesmo = JSON.stringify(antes.value) === JSON.stringify(passo.state.value);
  return `Então ${mesmo ? `continua ${em(estado)}` : `vai para ${estado}`}`;
}

/** A path as scenario lines (without its title): Dado the start, then Quando/Então per step. */
export function passosDoCenario(modelo: Modelo, caminho: Caminho): string[] {
  const [inicio, ...resto] = caminho.steps;
  const linhas = [dado(nomeDoEstado(modelo, inicio!.state))];
  let antes = inicio!.state;
  for (const passo of resto) {
    linhas.push(`Quando ${nomeDoEvento(modelo, passo.event, passo.transitions)}`, entao(modelo, antes, passo));
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
