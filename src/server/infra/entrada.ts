import type { AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { fundoDemais } from './json-raso';
import { limiteDaRotaDe, semEmbrulho } from './limite-corpo';
import { mensagensServidor, recusa } from './mensagens';
import { lerMultipart } from './multipart';

/** The media type of a Content-Type, its parameters aside: 'multipart/form-data; boundary=json' is multipart. */
export const tipoDeMidia = (tipo: string | null) => (tipo ?? '').split(';', 1)[0]!.trim().toLowerCase();

/** How many times each query key of `rota` may come: once, or a list's maximum for a key the contract reads as a list. */
function repeticoesDe(rota: AppRoute): Map<string, number> {
  const query = rota.query ? semEmbrulho(rota.query as z.ZodTypeAny) : null;
  const vezes = new Map<string, number>();
  if (!(query instanceof z.ZodObject)) return vezes;
  for (const [chave, campo] of Object.entries(query.shape as Record<string, z.ZodTypeAny>)) {
    const tipo = semEmbrulho(campo);
    vezes.set(chave, tipo instanceof z.ZodArray ? (tipo._def.maxLength?.value ?? 1) : 1);
  }
  return vezes;
}
const repeticoes = new WeakMap<AppRoute, Map<string, number>>();

/**
 * The refusal of a query that repeats a key more than its route takes (once, or a list's maximum): 400, naming the key
 * when the contract names it. One pass, a count per key (a repeated key read into ever-longer lists was quadratic:
 * 8 000 repeats took 250 ms); ts-rest's router, which reads the query the same way, then never meets more repeats
 * than the contract takes.
 */
export function recusaDaConsulta(rota: AppRoute, url: URL): Response | null {
  if (!url.search) return null;
  let maximos = repeticoes.get(rota);
  if (!maximos) repeticoes.set(rota, (maximos = repeticoesDe(rota)));
  const vezes = new Map<string, number>();
  for (const chave of url.searchParams.keys()) {
    const n = (vezes.get(chave) ?? 0) + 1;
    if (n > (maximos.get(chave) ?? 1)) return recusa(400, maximos.has(chave) ? `Valor inválido em "${chave}".` : mensagensServidor.corpoInvalido);
    vezes.set(chave, n);
  }
  return null;
}

/**
 * The body as the route's contract reads it, by the Content-Type's media type: JSON for a JSON route (nesting past
 * 32 refused before parsing), multipart/form-data for a multipart one; anything else with bytes in it is a 400.
 * Returns the content (undefined without a body) or the refusal. Only ever called on a body within its route's cap.
 */
export async function conteudoDe(rota: AppRoute, tipo: string | null, corpo: Uint8Array | null): Promise<{ conteudo: unknown } | Response> {
  if (corpo === null || corpo.byteLength === 0) return { conteudo: undefined };
  const midia = tipoDeMidia(tipo);
  if ('contentType' in rota && rota.contentType === 'multipart/form-data') {
    if (midia !== 'multipart/form-data') return recusa(400, mensagensServidor.corpoInvalido);
    const campos = await lerMultipart(corpo, tipo!, limiteDaRotaDe(rota).partes ?? 0);
    return campos instanceof Response ? campos : { conteudo: campos };
  }
  if (midia !== 'application/json' || fundoDemais(corpo)) return recusa(400, mensagensServidor.corpoInvalido);
  try {
    return { conteudo: JSON.parse(Buffer.from(corpo.buffer, corpo.byteOffset, corpo.byteLength).toString('utf8')) };
  } catch {
    return recusa(400, mensagensServidor.corpoInvalido);
  }
}
