/**
 * The links the consultant area e-mails (issue 21): an invitation to join (filiacao: the Termo de Uso and a password)
 * and a new password ('Enviar Login', senha). A link carries 32 random bytes; the database keeps only their SHA-256,
 * so a read of the table yields no usable link. A link works once and for 7 days. It travels in the page's fragment
 * (/convite#<token>) and in request bodies, never in a URL a server logs. A carteira row has at most one open link
 * (issue 26): a new link, and a link used, end the row's others at once (they read expired).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { convites } from '../db/schema/cdl-consultor';
import { carteira } from '../db/schema/comum';

export const VALIDADE_CONVITE_MS = 7 * 24 * 60 * 60_000;
export type FinalidadeConvite = 'filiacao' | 'senha';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The portal's public address for links in e-mails: PORTAL_URL, never the request's Host header (a forged Host would
 * send the victim's link to another site). Default: the local server of the README.
 */
export const urlPublica = () => (process.env.PORTAL_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');

/** The page a link opens, the token in the fragment (browsers never send it to a server). */
export const linkDoConvite = (token: string, base = urlPublica()) => `${base}/convite#${token}`;

/**
 * Ends the open links of carteira row `carteiraId`: they expire now (an expired link's answer, 'Peça um novo convite ao
 * seu consultor'). Writers of one row's links meet on the carteira row's lock first (lerConvite's `travar`, the
 * consultant's FOR SHARE or FOR UPDATE), so two links of one row used at once never wait on each other's link.
 */
export async function encerrarConvites(tx: Tx, carteiraId: number, agora: Date): Promise<void> {
  await tx.update(convites).set({ expiraEm: agora }).where(and(
    eq(convites.carteiraId, carteiraId), isNull(convites.usadoEm), gt(convites.expiraEm, agora),
  ));
}

/** Whether carteira row `carteiraId` has an invitation to join that can still be used (not used, not expired). */
export async function conviteAberto(db: Db | Tx, carteiraId: number, agora: Date): Promise<boolean> {
  const [r] = await db.select({ n: count() }).from(convites).where(and(
    eq(convites.carteiraId, carteiraId), eq(convites.finalidade, 'filiacao'), isNull(convites.usadoEm), gt(convites.expiraEm, agora),
  ));
  return (r?.n ?? 0) > 0;
}

/**
 * Creates a link for carteira row `carteiraId` inside the caller's transaction, ending the row's other open links;
 * returns the token (only the e-mail ever holds it).
 */
export async function criarConvite(tx: Tx, c: { carteiraId: number; finalidade: FinalidadeConvite; enviadoPor: number; agora: Date }): Promise<string> {
  const token = randomBytes(32).toString('base64url'); // 256 random bits, 43 characters (TokenConvite)
  await encerrarConvites(tx, c.carteiraId, c.agora);
  await tx.insert(convites).values({
    carteiraId: c.carteiraId, finalidade: c.finalidade, tokenSha256: sha256(token), enviadoPor: c.enviadoPor,
    criadoEm: c.agora, expiraEm: new Date(c.agora.getTime() + VALIDADE_CONVITE_MS),
  });
  return token;
}

export type LeituraConvite =
  | { tipo: 'valido'; convite: { id: number; carteiraId: number; finalidade: FinalidadeConvite; enviadoPor: number } }
  /** Used: whose and what for (the page tells an invited company not registered yet that its consultant comes next). */
  | { tipo: 'usado'; carteiraId: number; finalidade: FinalidadeConvite }
  | { tipo: 'desconhecido' | 'expirado' };

/**
 * What link `token` is at `agora`. Pass the write's `tx` with `travar` to hold the row (FOR UPDATE) until it is marked
 * used: two tabs submitting one link at once, one wins and the other reads it used. Its carteira row is held first
 * (FOR UPDATE): two links of one row used at once are serialized there (the second reads itself ended).
 */
export async function lerConvite(db: Db | Tx, token: string, agora: Date, travar = false): Promise<LeituraConvite> {
  if (travar) {
    const [dono] = await db.select({ carteiraId: convites.carteiraId }).from(convites).where(eq(convites.tokenSha256, sha256(token)));
    if (dono) await db.select({ id: carteira.id }).from(carteira).where(eq(carteira.id, dono.carteiraId)).for('update');
  }
  const consulta = db.select({
    id: convites.id, carteiraId: convites.carteiraId, finalidade: convites.finalidade, enviadoPor: convites.enviadoPor,
    expiraEm: convites.expiraEm, usadoEm: convites.usadoEm,
  }).from(convites).where(eq(convites.tokenSha256, sha256(token)));
  const [c] = await (travar ? consulta.for('update') : consulta);
  if (!c) return { tipo: 'desconhecido' };
  if (c.usadoEm) return { tipo: 'usado', carteiraId: c.carteiraId, finalidade: c.finalidade };
  if (c.expiraEm.getTime() <= agora.getTime()) return { tipo: 'expirado' };
  return { tipo: 'valido', convite: { id: c.id, carteiraId: c.carteiraId, finalidade: c.finalidade, enviadoPor: c.enviadoPor } };
}

/**
 * Marks link `id` of row `carteiraId` used (after lerConvite(tx, …, travar) said it is valid, in the same transaction)
 * and ends the row's other open links: an older 'Enviar Login' link sets no second password after a newer one.
 */
export async function usarConvite(tx: Tx, c: { id: number; carteiraId: number }, agora: Date): Promise<void> {
  await tx.update(convites).set({ usadoEm: agora }).where(eq(convites.id, c.id));
  await encerrarConvites(tx, c.carteiraId, agora);
}
