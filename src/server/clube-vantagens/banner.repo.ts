import { and, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { anunciosClube, bannersClube } from '../db/schema/clube-vantagens';

export async function listarBanners(db: Db, codSocio: string) {
  return db.select({
    bannerId: bannersClube.id, titulo: bannersClube.titulo, anuncioId: bannersClube.anuncioId,
    dtInicio: bannersClube.dtInicio, dtFim: bannersClube.dtFim, imagemId: bannersClube.imagemId,
  }).from(bannersClube)
    .where(and(eq(bannersClube.codSocio, codSocio), isNull(bannersClube.removidoEm)))
    .orderBy(desc(bannersClube.dtInicio), desc(bannersClube.id));
}

/**
 * The merchant's ad if live and current today, locked FOR SHARE until the banner is written:
 * a concurrent removal of the ad waits for us (or we see it removed), never a banner on a removed ad.
 * It reads an ad but only the banner flow asks, inside its own transaction: so it lives here.
 */
export async function anuncioEmVigorParaBanner(tx: Tx, codSocio: string, anuncioId: number, hoje: string) {
  const [anuncio] = await tx.select({ id: anunciosClube.id, dtInicio: anunciosClube.dtInicio, dtFim: anunciosClube.dtFim })
    .from(anunciosClube)
    .where(and(
      eq(anunciosClube.id, anuncioId), eq(anunciosClube.codSocio, codSocio), isNull(anunciosClube.removidoEm),
      lte(anunciosClube.dtInicio, hoje), gte(anunciosClube.dtFim, hoje),
    ))
    .for('share');
  return anuncio ?? null;
}

export async function inserirBanner(tx: Tx, banner: Omit<typeof bannersClube.$inferInsert, 'id' | 'criadoEm' | 'removidoEm'>) {
  const [linha] = await tx.insert(bannersClube).values(banner).returning({ id: bannersClube.id });
  return linha!.id;
}

export async function removerBanner(tx: Tx, codSocio: string, bannerId: number, agora: Date): Promise<boolean> {
  const removido = await tx.update(bannersClube).set({ removidoEm: agora })
    .where(and(eq(bannersClube.id, bannerId), eq(bannersClube.codSocio, codSocio), isNull(bannersClube.removidoEm)))
    .returning({ id: bannersClube.id });
  return removido.length > 0;
}
