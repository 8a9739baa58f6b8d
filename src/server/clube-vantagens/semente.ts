/** The club's demo data (db/seed.ts): two associates who bought it, one of them with the term signed. */
import { eq } from 'drizzle-orm';
import { PRECO_CLUBE, VERSAO_TERMO_CLUBE } from '../../domain/clube-vantagens/clube';
import type { ContextoDaSemente } from '../comum/modulo';
import type { Tx } from '../db/database';
import { clubes } from '../db/schema/clube-vantagens';
import { aceites, cobrancas } from '../db/schema/comum';
import { randomUUID } from 'node:crypto';

export async function semearClube(tx: Tx, { usuarios, agora }: ContextoDaSemente): Promise<void> {
  for (const codSocio of ['0001002', '0001003']) {
    await tx.insert(cobrancas).values({ codSocio, idempotencyKey: randomUUID(), descricao: 'Clube de Vantagens', valor: PRECO_CLUBE });
    await tx.insert(clubes).values({ codSocio, adquiridoEm: agora, valorMensal: PRECO_CLUBE });
  }
  const [aceite] = await tx.insert(aceites).values({
    usuarioId: usuarios['clube.ativo@exemplo.com.br']!, codSocio: '0001003', produto: 'clube-vantagens', finalidade: 'termo',
    dtVersao: VERSAO_TERMO_CLUBE, dtAceite: agora, ipOrigem: '127.0.0.1', browserData: 'seed', pdfSha256: null,
  }).returning({ id: aceites.id });
  await tx.update(clubes).set({ termoAceiteId: aceite!.id }).where(eq(clubes.codSocio, '0001003'));
}
