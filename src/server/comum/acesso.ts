import { and, eq } from 'drizzle-orm';
import type { QuemChama } from '../../contracts/comum/acesso';
import type { Perfil } from '../../domain/comum/perfil';
import type { Db, Tx } from '../db/database';
import { carteira } from '../db/schema/comum';
import type { UsuarioSessao } from './context';

/**
 * A caller reaching what is not theirs. Thrown inside a route (inside its transaction, which then
 * rolls back: nothing is written); app.ts answers it, the same way in every product, and logs
 * `registro` (who tried what: ids and member codes, never a CPF or a name).
 */
export class AcessoNegado extends Error {
  constructor(readonly resposta: 'perfil' | 'naoEncontrado', readonly registro: string) {
    super(registro);
  }
}

/** Refuses any caller whose perfil is not one of `perfis` (a consultant or staff on an associate's route, and so on). */
export function exigirPerfil(usuario: UsuarioSessao, ...perfis: Perfil[]): void {
  if (!perfis.includes(usuario.perfil)) {
    throw new AcessoNegado('perfil', `${usuario.perfil} ${usuario.id} tentou uma rota de ${perfis.join(' ou ')}`);
  }
}

/** Refuses a caller the route's contract does not name (its metadata); app.ts asks before the body is read. */
export function exigirQuemChama(usuario: UsuarioSessao, quem: QuemChama): void {
  if ('perfis' in quem) exigirPerfil(usuario, ...quem.perfis);
}

/**
 * The associate acting on its own records: the member code its login belongs to, from the session,
 * never from the request. Two logins of one associate reach the same records.
 */
export function doAssociado(usuario: UsuarioSessao): string {
  exigirPerfil(usuario, 'associado');
  // usuarios_associado_tem_codigo: an associate's login always has one
  if (!usuario.codSocio) throw new Error(`login de associado ${usuario.id} sem codSocio`);
  return usuario.codSocio;
}

/** The consultant's carteira row of `codSocio`, if any (add `.for('share')` to hold it for a write). */
export const membroDaCarteira = (db: Db | Tx, consultorId: number, codSocio: string) =>
  db.select({ codSocio: carteira.codSocio }).from(carteira)
    .where(and(eq(carteira.consultorId, consultorId), eq(carteira.codSocio, codSocio))).limit(1);

/**
 * The consultant acting for `codSocio`: allowed only when the associate is in the caller's carteira,
 * checked on the server inside the write's transaction (the carteira row is locked, so it cannot leave
 * the carteira before the write commits). Outside it, whether or not the code exists: AcessoNegado.
 */
export async function naCarteira(tx: Tx, usuario: UsuarioSessao, codSocio: string): Promise<{ codSocio: string }> {
  exigirPerfil(usuario, 'consultor');
  const [membro] = await membroDaCarteira(tx, usuario.id, codSocio).for('share');
  if (!membro?.codSocio) throw new AcessoNegado('naoEncontrado', `consultor ${usuario.id} tentou agir pelo associado ${codSocio.slice(0, 20)}`);
  return { codSocio: membro.codSocio };
}
