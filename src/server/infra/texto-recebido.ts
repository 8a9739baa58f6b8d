import type { TsRestRequest } from '@ts-rest/serverless/fetch';
import { mensagensServidor, recusa } from './mensagens';

/** A NUL, or half of a surrogate pair: no text of a person has them, and PostgreSQL refuses to store them. */
const INVALIDO = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether any string in `valor` (an object's keys and values, a list, a File's name, at any depth)
 * has an invalid character. Walked with a stack of its own: hostile JSON nests deeper than the call stack.
 */
export function temCaractereInvalido(valor: unknown): boolean {
  const pendentes: unknown[] = [valor];
  while (pendentes.length) {
    const v = pendentes.pop();
    if (typeof v === 'string') {
      if (INVALIDO.test(v)) return true;
    } else if (v instanceof File) {
      if (INVALIDO.test(v.name)) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) pendentes.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const chave in v) {
        if (INVALIDO.test(chave)) return true;
        pendentes.push((v as Record<string, unknown>)[chave]);
      }
    }
  }
  return false;
}

/** The path as the router will decode it, or null when it cannot be decoded. */
function caminhoDecodificado(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * The last request step before a route (a request middleware of ts-rest's handler): a body, query or path with a NUL or a lone surrogate
 * (valid JSON escapes, valid in a URL) answers 400 here instead of failing in the database.
 * The query is plain, keys and values as the contract reads them; a %-escaped lone surrogate
 * (%ED%A0%80) is invalid UTF-8 and already decodes to U+FFFD, so there a NUL is what is left.
 */
export function recusarTextoInvalido(request: TsRestRequest): Response | void {
  const caminho = caminhoDecodificado(new URL(request.url).pathname);
  // the query as ts-rest's router parsed it for the contract
  if (caminho === null || temCaractereInvalido(caminho) || temCaractereInvalido(request.query) || temCaractereInvalido(request.content)) {
    return recusa(400, mensagensServidor.caractereInvalido);
  }
}
