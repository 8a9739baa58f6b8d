/**
 * The failure kit (issue 9): every invoke's onError and the load-failed + retry pair, built once.
 *   setup({ …, guards: { ...guardasDeFalha, … }, actions: {                  // the context has `notice: string | null`
 *     keepServerMessage: assign({ notice: textoDaFalha(mensagens.falhaDeRede) }), clearNotice: assign({ notice: null }), … } })
 *   loading: { invoke: { …, onError: aoFalhar({ target: 'leftToPanel', actions: ['keepServerMessage', 'warn'] }, falhouCarga) } },
 *   loadFailed: loadFailed(),            // retry → 'loading'; loadFailed({ volta: 'loadingAds', on: { back: 'leftBack' } })
 *   saving: { invoke: { …, onError: aoFalhar({ target: 'editing', actions: ['keepServerMessage', 'fail'] }) } },
 *   sessionLost: { type: 'final' },
 * aoFalhar(recusa, semResposta): 401 → `sessionLost`; refused by the server (400/403/404/409/413/429) → `recusa`; no
 * answer (network, 5xx) → `semResposta`; one argument: both go there. Login (its 401 is a wrong password): aoFalharSemSessao.
 * The two actions are the machine's own `assign`s: an `assign` built outside createMachine (even setup's) is typed by the
 * machine's own events, not the error event, so a kit-made one does not fit; the named actions keep everything typed.
 * A message is a toast (`warn`/`fail`, provided by the view) or inline text (`notice` drawn by the view), never both.
 * Each branch may carry its `description` (the words QA reads, issue 10) and `meta: { regras }` (SPEC.md rule ids);
 * the kit's own branches (401, no answer on a load, retry) carry product-neutral words.
 */
import type { AnyEventObject } from 'xstate';
import { failedWith, messageOf } from '../../services/comum/api';

type ComEvento = { event: AnyEventObject };

/** Guard: the call failed because the session is gone (401): the machine parks in sessionLost. */
export const sessionLost = ({ event }: ComEvento) => 'error' in event && failedWith(event.error, 'unauthorized');

/** Guard: the server refused the call with a mensagem (400/403/404/409/413/429). */
export const rejected = ({ event }: ComEvento) => 'error' in event && failedWith(event.error, 'rejected');

/**
 * Guard: the server refused this caller the call (403: its perfil may not, 'Você não tem acesso a esta função.'): a
 * refusal to say, never read as an answer of the call ("no club" is a 400, not a 403).
 */
export const forbidden = ({ event }: ComEvento) => 'error' in event && failedWith(event.error, 'rejected')
  && (event.error as { status?: unknown }).status === 403;

/** The guards the kit's branches name: spread them into a machine's `setup({ guards })`. */
export const guardasDeFalha = { sessionLost, rejected, forbidden };

/** What a machine keeps from a failed call: the server's mensagem, else `fallback` (no network, 5xx). */
export const textoDaFalha = (fallback: string) => ({ event }: ComEvento) =>
  messageOf('error' in event ? event.error : undefined, fallback);

/** Where a failure goes: a target and/or actions, as in any transition of the machine, with its words and rule tags. */
type Desvio = {
  readonly target?: string; readonly actions?: unknown; readonly reenter?: boolean; readonly guard?: string;
  readonly description?: string; readonly meta?: { readonly regras?: readonly string[] };
};

/** The onError of an invoke where no session exists yet (login): refused → `recusa`, anything else → `semResposta`. */
export function aoFalharSemSessao<const R extends Desvio, const S extends Desvio>(recusa: R, semResposta: S) {
  return [{ ...recusa, guard: 'rejected' }, semResposta] as const;
}

type Sessao = { readonly guard: 'sessionLost'; readonly target: 'sessionLost'; readonly description: string };

/** The 403 branch to put before a refusal that means something else (a 400 "no club"): the caller may not, said as such. */
export function aoProibir<const D extends Desvio>(desvio: D) {
  return { ...desvio, guard: 'forbidden', description: desvio.description ?? 'o servidor recusa este login (403)' } as const;
}

/** The onError of an invoke: 401 → `sessionLost`; refused by the server → `recusa`; no answer (network, 5xx) → `semResposta`. */
export function aoFalhar<const D extends Desvio>(qualquerFalha: D): readonly [Sessao, D];
export function aoFalhar<const R extends Desvio, const S extends Desvio>(recusa: R, semResposta: S):
  readonly [Sessao, R & { readonly guard: 'rejected' }, S];
export function aoFalhar(recusa: Desvio, semResposta?: Desvio): readonly Desvio[] {
  const sessao: Sessao = { guard: 'sessionLost', target: 'sessionLost', description: 'o servidor responde 401 (sessão expirada)' };
  return semResposta ? [sessao, ...aoFalharSemSessao(recusa, semResposta)] : [sessao, recusa];
}

/** The onError branch of a load that got no usable answer: `loadFailed`, with the failure's text in `notice`. */
export const falhouCarga = { target: 'loadFailed', actions: 'keepServerMessage', description: 'a carga fica sem resposta (rede ou 5xx)' } as const;

/**
 * The `loadFailed` state: `retry` goes back to `volta` (default 'loading') and clears `notice`; `on` adds other events;
 * `descricao` names the state (default: the load in general).
 */
export function loadFailed<const V extends string = 'loading', const O extends object = {}>(
  { volta, on, descricao = 'a falha de carga, com Tentar novamente' }: { volta?: V; on?: O; descricao?: string } = {},
) {
  return {
    description: descricao,
    on: { ...on, retry: { target: volta ?? 'loading', actions: 'clearNotice', description: 'clica em Tentar novamente' } },
  } as const;
}
