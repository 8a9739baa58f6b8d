import { initClient, type AppRouter, type InitClientArgs } from '@ts-rest/core';
import { sessaoStore } from './sessao.store';

/**
 * Why a call failed, as machines branch on it: `kind` is an own field so graph tests can tell
 * two failures apart (STYLE.md §2). Network errors and 5xx stay plain Errors.
 */
export class ApiFailure extends Error {
  constructor(readonly kind: 'rejected' | 'unauthorized', message: string) {
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

/** A 400/403/404/409/413: the server's pt-BR mensagem, for the machine to show. */
export function rejected(body: { mensagem?: string } | undefined, fallback: string): never {
  throw new ApiFailure('rejected', body?.mensagem || fallback);
}
