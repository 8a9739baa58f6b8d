import type { Contexto } from './context';
import type { Tx } from '../db/database';
import { aceites } from '../db/schema/comum';

export interface NovoAceite {
  usuarioId: number;
  produto: 'clube-vantagens';
  finalidade: 'termo' | 'retencao' | 'cancelamento' | 'anuncio' | 'banner';
  dtVersao: string;
  /** What the client says of its browser (spec §3 browserData). */
  browserData: string;
  /** SHA-256 of the exact PDF shown, for term acceptances. */
  pdfSha256?: string;
}

/**
 * Records an acceptance (DESIGN.md): the server's clock, the request's address and User-Agent
 * come from the request context, never from what the client claims (its dtAceite and ipOrigem are ignored).
 */
export async function registrarAceite(tx: Tx, requisicao: Pick<Contexto, 'agora' | 'ip' | 'userAgent'>, a: NovoAceite): Promise<number> {
  const [linha] = await tx.insert(aceites).values({
    usuarioId: a.usuarioId, produto: a.produto, finalidade: a.finalidade, dtVersao: a.dtVersao,
    dtAceite: requisicao.agora, ipOrigem: requisicao.ip, userAgent: requisicao.userAgent.slice(0, 1000),
    browserData: a.browserData || requisicao.userAgent.slice(0, 1000), pdfSha256: a.pdfSha256 ?? null,
  }).returning({ id: aceites.id });
  return linha!.id;
}
