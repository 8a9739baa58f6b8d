import { and, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { dataSaoPaulo } from '../../domain/comum/datas';
import type { Db, Tx } from '../db/database';
import { anunciosClube, bannersClube, clubes, imagensAnuncioClube } from '../db/schema/clube-vantagens';
import { clubeEmVigor } from './gestao.repo';
import { pagina } from '../db/paginacao';

/** A page of the merchant's live ads, newest first; tituloBanner is the banner on show now, else its latest. */
export async function listarAnuncios(db: Db, codSocio: string, hoje: string, linhas: number, numero: number) {
  const vivo = and(eq(anunciosClube.codSocio, codSocio), isNull(anunciosClube.removidoEm));
  const tituloBanner = sql<string | null>`(
    select b.titulo from ${bannersClube} b
    where b.anuncio_id = anuncios_clube.id and b.removido_em is null
    order by (b.dt_inicio <= ${hoje}::date and ${hoje}::date <= b.dt_fim) desc, b.dt_inicio desc
    limit 1)`;
  const { limit, offset } = pagina(linhas, numero);
  const [anuncios, [total]] = await Promise.all([
    db.select({
      anuncioId: anunciosClube.id, titulo: anunciosClube.titulo, tituloBanner,
      dtInicio: anunciosClube.dtInicio, dtFim: anunciosClube.dtFim, logomarcaId: anunciosClube.logomarcaId,
    }).from(anunciosClube).where(vivo).orderBy(desc(anunciosClube.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(anunciosClube).where(vivo),
  ]);
  return { anuncios, totalLinhas: total?.n ?? 0 };
}

export type NovoAnuncioRepo = Omit<typeof anunciosClube.$inferInsert, 'id' | 'criadoEm' | 'removidoEm'>;

/** Inserts the ad with its images (file ids in the order sent). */
export async function inserirAnuncio(tx: Tx, anuncio: NovoAnuncioRepo, imagensIds: readonly number[]): Promise<number> {
  const [linha] = await tx.insert(anunciosClube).values(anuncio).returning({ id: anunciosClube.id });
  const anuncioId = linha!.id;
  await tx.insert(imagensAnuncioClube).values(imagensIds.map((arquivoId, ordem) => ({ anuncioId, ordem, arquivoId })));
  return anuncioId;
}

/** Soft-removes the merchant's ad and the banners featuring it; false when it is not the merchant's live ad. */
export async function removerAnuncio(tx: Tx, codSocio: string, anuncioId: number, agora: Date): Promise<boolean> {
  const removido = await tx.update(anunciosClube).set({ removidoEm: agora })
    .where(and(eq(anunciosClube.id, anuncioId), eq(anunciosClube.codSocio, codSocio), isNull(anunciosClube.removidoEm)))
    .returning({ id: anunciosClube.id });
  if (removido.length === 0) return false;
  await tx.update(bannersClube).set({ removidoEm: agora })
    .where(and(eq(bannersClube.anuncioId, anuncioId), isNull(bannersClube.removidoEm)));
  return true;
}

// ── Public use (§4: after a cancellation takes effect, ads are suspended) ──────────────

/** The ads the public may see today: live, current, of a club in force. */
export async function anunciosPublicos(db: Db, agora: Date) {
  const hoje = dataSaoPaulo(agora);
  return db.select({
    anuncioId: anunciosClube.id, titulo: anunciosClube.titulo, descontoOferecido: anunciosClube.descontoOferecido,
    descricaoDesconto: anunciosClube.descricaoDesconto, dtInicio: anunciosClube.dtInicio, dtFim: anunciosClube.dtFim,
  }).from(anunciosClube)
    .innerJoin(clubes, eq(clubes.codSocio, anunciosClube.codSocio))
    .where(and(isNull(anunciosClube.removidoEm), lte(anunciosClube.dtInicio, hoje), gte(anunciosClube.dtFim, hoje), clubeEmVigor(hoje)))
    .orderBy(desc(anunciosClube.id));
}
