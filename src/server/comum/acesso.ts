import { and, eq } from 'drizzle-orm';
import type { QuemChama } from '../../contracts/comum/acesso';
import type { Perfil } from '../../domain/comum/perfil';
import type { Db, Tx } from '../db/database';
import { associados, carteira } from '../db/schema/comum';
import type { UsuarioSessao } from './context';

/**
 * A caller reaching what is not theirs. Thrown inside a route (inside its transaction, which then
 * rolls back: nothing is written); app.ts answers it, the same way in every product, and logs
 * `registro` (who tried what: ids and member codes, never a CPF or a name).
 */
export class AcessoNegado extends Error {
  constructor(readonly resposta: 'perfil' | 'naoEncontrado' | 'alheio', readonly registro: string) {
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
 * The associate a call acts for (§6), found inside the handler's transaction — pass the write's `tx`, so the check
 * and the write commit together; a read passes `db`. An associate's login: the member code of its session, never
 * one from the request (a `codSocio` it sends that is not its own: 404, as another's record). A consultant: the
 * requested `codSocio` if it is in the caller's carteira (`naCarteira`: FOR SHARE until the transaction ends), else
 * 404 whether or not the code exists. Staff: 403 (no route lets staff act for an associate yet). Which perfis reach
 * the handler at all is the route's metadata, checked in app.ts before this runs.
 */
export async function associadoAtendido(db: Db | Tx, usuario: UsuarioSessao, pedido: { codSocio?: string | undefined } = {}): Promise<string> {
  if (usuario.perfil === 'consultor') {
    if (pedido.codSocio === undefined) throw new AcessoNegado('naoEncontrado', `consultor ${usuario.id} não disse por qual associado age`);
    return (await naCarteira(db, usuario, pedido.codSocio)).codSocio;
  }
  exigirPerfil(usuario, 'associado');
  // usuarios_associado_tem_codigo: an associate's login always has one
  if (!usuario.codSocio) throw new Error(`login de associado ${usuario.id} sem codSocio`);
  if (pedido.codSocio !== undefined && pedido.codSocio !== usuario.codSocio) {
    throw new AcessoNegado('alheio', `associado ${usuario.codSocio} tentou agir pelo associado ${pedido.codSocio.slice(0, 20)}`);
  }
  return usuario.codSocio;
}

/** The consultant's carteira row of `codSocio`, if any (add `.for('share')` to hold it for a write). */
export const membroDaCarteira = (db: Db | Tx, consultorId: number, codSocio: string) =>
  db.select({ codSocio: carteira.codSocio }).from(carteira)
    .where(and(eq(carteira.consultorId, consultorId), eq(carteira.codSocio, codSocio))).limit(1);

/**
 * The consultant acting for `codSocio`: allowed only when the associate is in the caller's carteira,
 * checked on the server inside the write's transaction (the carteira row is locked, so it cannot leave
 * the carteira before the write commits; a read outside a transaction holds it for its one statement). Outside it, whether or not the code exists: AcessoNegado.
 */
export async function naCarteira(tx: Db | Tx, usuario: UsuarioSessao, codSocio: string): Promise<{ codSocio: string }> {
  exigirPerfil(usuario, 'consultor');
  const [membro] = await membroDaCarteira(tx, usuario.id, codSocio).for('share');
  if (!membro?.codSocio) throw new AcessoNegado('naoEncontrado', `consultor ${usuario.id} tentou agir pelo associado ${codSocio.slice(0, 20)}`);
  return { codSocio: membro.codSocio };
}

/**
 * Whether `codSocio` is a naoAssociado (no monthly slip, §6), read from its row, never from the session: a flag changed
 * since login counts. What a cart offers and how a purchase is paid follow it.
 */
export async function naoAssociadoDe(db: Db | Tx, codSocio: string): Promise<boolean> {
  const [dono] = await db.select({ naoAssociado: associados.naoAssociado }).from(associados).where(eq(associados.codSocio, codSocio));
  return dono?.naoAssociado ?? false;
}
