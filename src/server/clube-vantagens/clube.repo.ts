import { eq, sql } from 'drizzle-orm';
import type { ClubeVantagens } from '../../contracts/clube-vantagens.contract';
import { dataSaoPaulo } from '../../domain/comum/datas';
import type { Db, Tx } from '../db/database';
import { associados } from '../db/schema/comum';
import { clubes } from '../db/schema/clube-vantagens';

export type LinhaClube = typeof clubes.$inferSelect;

/** The associate's club, or null when never bought or when its cancellation already took effect. */
export async function clubeVigente(db: Db | Tx, codSocio: string, agora: Date): Promise<LinhaClube | null> {
  const [linha] = await db.select().from(clubes).where(eq(clubes.codSocio, codSocio));
  if (!linha) return null;
  return linha.dtCancelamento && linha.dtCancelamento <= dataSaoPaulo(agora) ? null : linha;
}

/**
 * Same read, serialising every club change of this associate for the rest of the transaction (two purchases,
 * cancels or discounts cannot both pass, from any of its logins). The lock is on the associate's row, which
 * exists before the first purchase: locking the club row locks nothing when there is none yet. NO KEY UPDATE
 * leaves foreign-key checks of other tables (acceptances, files, charges) unblocked.
 */
export async function clubeVigenteParaAlterar(tx: Tx, codSocio: string, agora: Date): Promise<LinhaClube | null> {
  await tx.execute(sql`select 1 from ${associados} where ${associados.codSocio} = ${codSocio} for no key update`);
  return clubeVigente(tx, codSocio, agora);
}

export function statusDoClube(linha: LinhaClube): ClubeVantagens {
  return {
    status: linha.dtCancelamento ? 'CANCELAMENTO_SOLICITADO' : 'ATIVO',
    termoAssinado: linha.termoAceiteId !== null,
    valorMensal: linha.valorMensal,
    dtCancelamento: linha.dtCancelamento,
    protocoloCancelamento: linha.protocoloCancelamento,
  };
}

export async function proximoProtocolo(tx: Tx, agora: Date): Promise<string> {
  // both drivers answer execute() with { rows }
  const { rows } = (await tx.execute(sql`select nextval('protocolo_seq')::text as n`)) as unknown as { rows: { n: string }[] };
  return `CLB-${dataSaoPaulo(agora).slice(0, 4)}-${rows[0]!.n.padStart(6, '0')}`;
}
