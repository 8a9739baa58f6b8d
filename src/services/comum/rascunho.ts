import { createActor, type AnyActorRef, type AnyStateMachine, type ContextFrom, type InputFrom, type Snapshot } from 'xstate';
import {
  chaveDoRascunho, navegador, PREFIXO, tentar, VALIDADE_RASCUNHO_MS, type Ambiente, type Envelope, type TipoArmazenamento,
} from './rascunho-varredura';

export {
  apagarRascunhos, chaveDoRascunho, donoDoRascunho, navegador, VALIDADE_RASCUNHO_MS, type Ambiente, type TipoArmazenamento,
} from './rascunho-varredura';

/**
 * Drafts (issue 9 §1, DESIGN "Drafts", STYLE §6): a flow's machine is saved as its persisted snapshot
 * under the flow's storage key while it rests, restored at the next mount (a reload, or the return
 * after a re-login), and forgotten when the flow ends. What is saved and for how long is decided in
 * docs/decisions/platform.md ("Drafts"):
 * - only resting states (a form waiting for the user): restoring a state that is calling the server
 *   would run the call again;
 * - never a `File`/`Blob` (the flow's `paraGuardar` takes them out; a snapshot still holding one is not
 *   saved) and never card data (a key named like a card field refuses the whole save);
 * - per login: the key is the spec's key plus a hash of the login's e-mail, and the envelope names the
 *   owner too, so X's draft is never restored for Y;
 * - 24 h after its last save a draft is gone; an older version, or one that does not restore into a
 *   resting state with the machine's context shape, is deleted, never half-restored;
 * - storage that throws (quota, disabled, Safari private mode) only means there is no draft.
 * The functions here are plain (storage, owner and clock come in); `views/comum/useRascunho.ts` is the
 * React side, and the session machine sweeps drafts at SAIR and at each login (`rascunho-varredura.ts`:
 * the envelope, the owner and the sweep, apart so that the initial route carries only them).
 */

/** Texts a view may show when a draft came back. */
export const mensagensRascunho = {
  recuperado: 'Recuperamos o que você tinha preenchido antes.',
  escolhaArquivos: 'Escolha os arquivos novamente: arquivos não ficam guardados no navegador.',
} as const;

export interface ConfigRascunho<TContext> {
  /** The spec's key (`cdlsaude_cadastro`, `spc_conciliador`, `reserva`), or the flow's name when the spec has none. */
  chave: string;
  /** Raise it whenever the context's shape or the states change: an older draft is then dropped. */
  versao: number;
  /** States in which the machine waits for the user: only these are saved (matched with `snapshot.matches`). */
  emRepouso: readonly string[];
  /** What may be stored: the context without what must not be (files, card data). Default: the context as is. */
  paraGuardar?: (context: TContext) => TContext;
  /**
   * What a restored context takes from a fresh one (the input's): "today" above all, since a draft may
   * come back the next day (`(salvo, fresco) => ({ ...salvo, hoje: fresco.hoje })`).
   */
  aoRestaurar?: (salvo: TContext, fresco: TContext) => TContext;
  /** A stricter check of a restored context than the shape check (e.g. a zod schema). */
  validar?: (context: TContext) => boolean;
  /** Default 'sessao' (gone with the tab); 'local' only where the spec says local storage. */
  armazenamento?: TipoArmazenamento;
  /** Final states that keep the draft (default ['sessionLost']: the user logs in and comes back to it). */
  finaisQueGuardam?: readonly string[];
}

/** A draft restored: the snapshot for `createActor`/`useMachine`, and whether files were left out. */
export interface RascunhoRecuperado {
  snapshot: Snapshot<unknown>;
  arquivosDeixados: boolean;
}

/** Card fields (the payment contracts' numeroCartao, dataExpiracaoCartao, codigoValidacaoCartao and the like). */
const CAMPO_DE_CARTAO = /cart[aã]o|card|cvv|cvc/i;
const ehArquivo = (v: unknown) => typeof Blob !== 'undefined' && v instanceof Blob;

/** What a value holds that must never be stored: files, card fields (by key name). */
function proibidos(valor: unknown): { arquivos: boolean; cartao: boolean } {
  const achado = { arquivos: false, cartao: false };
  const vistos = new WeakSet<object>();
  const andar = (v: unknown) => {
    if (ehArquivo(v)) { achado.arquivos = true; return; }
    if (typeof v !== 'object' || v === null || vistos.has(v)) return;
    vistos.add(v);
    for (const [k, filho] of Object.entries(v)) {
      if (CAMPO_DE_CARTAO.test(k)) achado.cartao = true;
      andar(filho);
    }
  };
  andar(valor);
  return achado;
}

export type ResultadoGuardar = 'guardado' | 'recusado' | 'falhou';

/**
 * Writes the machine's persisted snapshot (after `paraGuardar`). 'recusado': it still holds a file or
 * a card field, so nothing is written (a programming error the flow's tests catch); 'falhou': the
 * storage refused (the previous draft, if any, stays: an older resting state is still whole).
 */
export function guardarRascunho<TContext>(
  config: ConfigRascunho<TContext>, persistido: Snapshot<unknown> & { context?: unknown },
  lugar: { dono: string; escopo?: string }, ambiente: Ambiente = navegador,
): ResultadoGuardar {
  const context = persistido.context as TContext;
  const guardado = config.paraGuardar ? config.paraGuardar(context) : context;
  const snapshot = { ...persistido, context: guardado };
  const restou = proibidos(snapshot);
  if (restou.arquivos || restou.cartao) return 'recusado';
  const agora = ambiente.agora();
  const envelope: Envelope = {
    formatoRascunho: 1, versao: config.versao, dono: lugar.dono, salvoEm: agora, expiraEm: agora + VALIDADE_RASCUNHO_MS,
    arquivosDeixados: proibidos(context).arquivos, snapshot,
  };
  const texto = tentar(() => JSON.stringify(envelope), null);
  if (texto === null) return 'recusado';
  const s = ambiente.armazenamento(config.armazenamento ?? 'sessao');
  if (!s) return 'falhou';
  return tentar(() => { s.setItem(chaveDoRascunho(config.chave, lugar.dono, lugar.escopo), texto); return 'guardado' as const; }, 'falhou');
}

/** Deletes this flow's draft for this owner (the flow ended). */
export function apagarRascunho<TContext>(config: ConfigRascunho<TContext>, lugar: { dono: string; escopo?: string }, ambiente: Ambiente = navegador) {
  const s = ambiente.armazenamento(config.armazenamento ?? 'sessao');
  tentar(() => s?.removeItem(chaveDoRascunho(config.chave, lugar.dono, lugar.escopo)), undefined);
}

const classe = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/**
 * The restored context has the shape of a fresh one: every key of the fresh context, each of the same
 * kind (object, array, string…; null on either side matches anything), down through plain objects.
 * A field added without raising `versao` makes the draft fail here instead of restoring half a form.
 */
export function mesmoFormato(novo: unknown, salvo: unknown): boolean {
  if (novo === null || salvo === null || novo === undefined) return true;
  if (classe(novo) !== classe(salvo)) return false;
  if (classe(novo) !== 'object') return true;
  const s = salvo as Record<string, unknown>;
  return Object.entries(novo as Record<string, unknown>).every(([k, v]) => k in s && mesmoFormato(v, s[k]));
}

/**
 * Reads this flow's draft for this owner. Anything not restorable whole is deleted and `null` comes
 * back: not a draft envelope, unreadable JSON, another owner, another version, expired, a snapshot
 * that does not restore (xstate marks it `error`), a state that is not resting, a context of another
 * shape or failing `validar`.
 */
export function lerRascunho<TMachine extends AnyStateMachine>(
  machine: TMachine, config: ConfigRascunho<ContextFrom<TMachine>>,
  lugar: { dono: string; escopo?: string; input?: InputFrom<TMachine> }, ambiente: Ambiente = navegador,
): RascunhoRecuperado | null {
  const s = ambiente.armazenamento(config.armazenamento ?? 'sessao');
  if (!s) return null;
  const chave = chaveDoRascunho(config.chave, lugar.dono, lugar.escopo);
  const texto = tentar(() => s.getItem(chave), null);
  if (texto === null) return null;
  const recuperado = restaurar(machine, config, texto, lugar, ambiente.agora());
  if (!recuperado) tentar(() => s.removeItem(chave), undefined);
  return recuperado;
}

function restaurar<TMachine extends AnyStateMachine>(
  machine: TMachine, config: ConfigRascunho<ContextFrom<TMachine>>, texto: string,
  lugar: { dono: string; input?: InputFrom<TMachine> }, agora: number,
): RascunhoRecuperado | null {
  if (!texto.startsWith(PREFIXO)) return null;
  const envelope = tentar(() => JSON.parse(texto) as Envelope, null);
  if (!envelope || typeof envelope !== 'object') return null;
  if (envelope.versao !== config.versao || envelope.dono !== lugar.dono) return null;
  if (typeof envelope.expiraEm !== 'number' || !(agora < envelope.expiraEm)) return null;
  return tentar(() => {
    // a trial actor, never started: restoring runs no action and calls nothing
    const ensaio = (snapshot?: Snapshot<unknown>) => createActor(machine as AnyStateMachine, { input: lugar.input, snapshot }).getSnapshot();
    const fresco = ensaio();
    const restaurado = ensaio(envelope.snapshot);
    if (restaurado.status !== 'active' || !config.emRepouso.some((e) => restaurado.matches(e))) return null;
    if (!mesmoFormato(fresco.context, restaurado.context)) return null;
    const context = config.aoRestaurar ? config.aoRestaurar(restaurado.context, fresco.context) : restaurado.context;
    if (config.validar && !config.validar(context)) return null;
    return { snapshot: Object.assign({}, envelope.snapshot, { context }), arquivosDeixados: envelope.arquivosDeixados === true };
  }, null);
}

/** What to do with a snapshot the machine just took. */
export function decisao<TContext>(
  config: ConfigRascunho<TContext>, snapshot: { status: string; matches: (estado: never) => boolean },
): 'guardar' | 'apagar' | 'nada' {
  const casa = (estado: string) => snapshot.matches(estado as never);
  if (snapshot.status === 'done') return (config.finaisQueGuardam ?? ['sessionLost']).some(casa) ? 'nada' : 'apagar';
  if (snapshot.status === 'active' && config.emRepouso.some(casa)) return 'guardar';
  return 'nada';
}

/**
 * Follows a running actor: saves at resting states, deletes at a final one (but `sessionLost`'s).
 * Returns the unsubscribe.
 */
export function acompanharRascunho<TContext>(
  actor: AnyActorRef, config: ConfigRascunho<TContext>, lugar: { dono: string; escopo?: string },
  ambiente: Ambiente = navegador,
): () => void {
  const sub = actor.subscribe((snapshot: { status: string; matches: (estado: never) => boolean }) => {
    const fazer = decisao(config, snapshot);
    if (fazer === 'guardar') guardarRascunho(config, actor.getPersistedSnapshot() as Snapshot<unknown> & { context?: unknown }, lugar, ambiente);
    else if (fazer === 'apagar') apagarRascunho(config, lugar, ambiente);
  });
  return () => sub.unsubscribe();
}
