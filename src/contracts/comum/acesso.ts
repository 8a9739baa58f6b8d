import { PERFIS, type Perfil } from '../../domain/comum/perfil';

/**
 * Who may call a route, in its contract's `metadata` (a router's `metadata` covers all its routes). The
 * server reads it before it parses the body (app.ts): a caller of another perfil gets 403 whatever it sends.
 * `publica`: no session needed (the login). Perfis is a list: more than one kind of caller may share a route.
 */
export type QuemChama = { readonly perfis: readonly Perfil[] } | { readonly publica: true };

/** A route for sessions of these perfis only. */
export const para = (...perfis: Perfil[]) => ({ perfis }) satisfies QuemChama;

/** A route for any session. */
export const qualquerSessao = { perfis: PERFIS } as const satisfies QuemChama;

/** A route anyone may call, with or without a session. */
export const publica = { publica: true } as const satisfies QuemChama;

/** The caller a route's metadata names, or null when it names none (the server refuses to start then). */
export function quemChama(metadata: unknown): QuemChama | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const { perfis, publica: aberta } = metadata as { perfis?: unknown; publica?: unknown };
  if (aberta === true && perfis === undefined) return { publica: true };
  if (Array.isArray(perfis) && perfis.length > 0 && perfis.every((p) => PERFIS.includes(p))) return { perfis };
  return null;
}
