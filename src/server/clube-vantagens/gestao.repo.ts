import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import { mensagensClube } from '../../domain/clube-vantagens/clube';
import { mensagensGestao } from '../../domain/clube-vantagens/gestao';
import { clubeVigente, type LinhaClube } from './clube.repo';
import type { Database, Db, Tx } from '../db/database';
import { clubes } from '../db/schema/clube-vantagens';

// What the ad, banner and club-user flows share: the club they manage, the clubs in force.

/**
 * The merchant's club when it may be managed: bought, term signed, cancellation not in effect.
 * Otherwise the pt-BR reason (the core club's texts, or the suspension after cancellation).
 */
export async function clubeParaGestao(
  db: Db | Tx, codSocio: string, agora: Date,
): Promise<{ ok: true; clube: LinhaClube } | { ok: false; mensagem: string }> {
  const clube = await clubeVigente(db, codSocio, agora);
  if (!clube) {
    const [antigo] = await db.select({ dt: clubes.dtCancelamento }).from(clubes).where(eq(clubes.codSocio, codSocio));
    return { ok: false, mensagem: antigo?.dt ? mensagensGestao.clubeCancelado(antigo.dt) : mensagensClube.naoAdquirido };
  }
  if (clube.termoAceiteId === null) return { ok: false, mensagem: mensagensClube.termoNaoAssinado };
  return { ok: true, clube };
}

/**
 * A management write in one transaction with its check (DESIGN.md): the club row is locked FOR SHARE, so
 * a purchase that would replace a cancelled club waits for the write, and what was checked is what is
 * written to. Outside a club that may be managed: the pt-BR reason and nothing written. Routes that read
 * a file first also check before reading it, only to refuse early.
 */
export async function naGestao<T>(
  database: Database, codSocio: string, agora: Date, escrita: (tx: Tx) => Promise<T>,
): Promise<{ ok: true; valor: T } | { ok: false; mensagem: string }> {
  return database.tx(async (tx) => {
    await tx.select({ codSocio: clubes.codSocio }).from(clubes).where(eq(clubes.codSocio, codSocio)).for('share');
    const g = await clubeParaGestao(tx, codSocio, agora);
    return g.ok ? { ok: true as const, valor: await escrita(tx) } : g;
  });
}


/**
 * Clubs in force: term signed and no cancellation in effect on `hoje`. The public reads filter on it
 * (§4: after a cancellation takes effect, ads and users are suspended).
 */
export const clubeEmVigor = (hoje: string) => and(
  isNotNull(clubes.termoAceiteId),
  or(isNull(clubes.dtCancelamento), gt(clubes.dtCancelamento, hoje)),
);
