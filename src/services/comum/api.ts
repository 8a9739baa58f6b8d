import { initClient, type AppRouter, type InitClientArgs } from '@ts-rest/core';
import { sessaoStore } from './sessao.store';

/**
 * Why a call failed, as machines branch on it: `kind` is an own field so graph tests can tell
 * two failures apart (STYLE.md §2). Network errors and 5xx stay plain Errors. A refusal keeps the
 * server's answer whole: `status` (403 is "not yours", not "not found") and `detalhe`, the refusal's
 * body as the contract types it (health's per-life `vidas`), read with `detalheDe`.
 */
export class ApiFailure extends Error {
  constructor(
    readonly kind: 'rejected' | 'unauthorized', message: string,
    readonly status: number | null = null, readonly detalhe: unknown = null,
  ) {
    super(message);
  }
}

/** True when `error` is an ApiFailure of that kind. */
export function failedWith(error: unknown, kind: ApiFailure['kind']): boolean {
  return error instanceof ApiFailure && error.kind === kind;
}

/** The text a machine keeps from a failure: the server's mensagem, else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiFailure && error.message ? error.message : fallback;
}

const opcoes = {
  baseUrl: '',
  // plain query strings (`?linhas=5&pagina=1`), as the server and every other HTTP client read them
  throwOnUnknownStatus: true,
  credentials: 'same-origin',
  validateResponse: false,
} satisfies Omit<InitClientArgs, 'baseHeaders'>;

/** A typed client of one product's contract: each product chunk brings only its own. */
export function clienteDe<T extends AppRouter>(contract: T) {
  return initClient(contract, opcoes);
}

/** What a 401 means to the user; the login says it when the session ended that way (issue 9). */
export const SESSAO_EXPIRADA = 'Sua sessão expirou. Entre novamente.';

/** A 401: the session store learns it (App goes to login and back), and the caller gets 'unauthorized'. */
export function sessionExpired(message = SESSAO_EXPIRADA): never {
  sessaoStore.trigger.expirou();
  throw new ApiFailure('unauthorized', message);
}

/** A 400/403/404/409/413/429: the server's pt-BR mensagem (else `fallback`), for the machine to show, and the body whole. */
export function rejected(body: { mensagem?: string } | undefined, fallback: string, status: number | null = null): never {
  throw new ApiFailure('rejected', body?.mensagem || fallback, status, body ?? null);
}

/** The refusals a contract lists for a call's answers `R`, by status: what `detalhe` holds for that status. */
export type Recusa<R, S extends number = number> = R extends { status: infer T extends S; body: infer B } ? (T extends 200 | 401 ? never : B) : never;

/**
 * The body of a refusal with status `status` (e.g. 400), typed by the call's answers `R` as the contract lists them;
 * null for any other failure. Read, not trusted (the client does not validate answers): check optional fields.
 */
export function detalheDe<R, const S extends number>(error: unknown, status: S): Recusa<R, S> | null {
  return error instanceof ApiFailure && error.status === status ? error.detalhe as Recusa<R, S> : null;
}

/** Any answer of a call: its contract (strictStatusCodes) lists the statuses; every one but 200 is `{ mensagem }`. */
type Resposta = { status: number; body: unknown };

/** The body a contract's 200 carries, for the response union `R` of one call (or of several alike). */
export type Corpo200<R> = R extends { status: 200; body: infer B } ? B : never;

// the contract gives a 200 its body type: narrowing the status narrows the body with it
const respondeu200 = <R extends Resposta>(res: R): res is R & { status: 200; body: Corpo200<R> } => res.status === 200;

// read, not trusted: the client does not validate answers (validateResponse: false)
const mensagemDe = (body: unknown) =>
  typeof body === 'object' && body !== null && 'mensagem' in body && typeof body.mensagem === 'string' ? body.mensagem : undefined;

/**
 * A ts-rest answer as the screens use it: the 200 body, or a thrown ApiFailure. A 401 is an expired session
 * (`sessionExpired`: the session store learns it, the machine parks in sessionLost) unless `on401: 'rejected'`
 * (login: before any session a 401 is a wrong password). Any other listed status (400/403/404/409/413/429) is
 * 'rejected' with the server's mensagem, else `fallback`. A status the contract does not list never gets here:
 * the client (throwOnUnknownStatus) throws a plain Error, which machines treat as no answer, like the network.
 */
export function valorDe<R extends Resposta>(
  res: R, { on401 = 'unauthorized', fallback = '' }: { on401?: ApiFailure['kind']; fallback?: string } = {},
): Corpo200<R> {
  if (respondeu200(res)) return res.body;
  if (res.status === 401 && on401 === 'unauthorized') return sessionExpired();
  const mensagem = mensagemDe(res.body);
  // the whole body stays on the failure (detalhe), mensagem read apart: a refusal without one gets `fallback`
  throw new ApiFailure('rejected', mensagem || fallback, res.status, res.body ?? null);
}
