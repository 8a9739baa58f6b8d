/**
 * The staff console's ticket page: one ticket, open or closed, with its history (who changed what, when), its
 * files, the documents it reviews and the request it is about (its product's readers, detalhes.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { DetalheChamado } from '../../../contracts/comum/atendimento.contract';
import type { StatusChamado } from '../../../domain/comum/chamados';
import type { Db } from '../../db/database';
import { associados, chamados, historicoChamados, usuarios } from '../../db/schema/comum';
import { documentacaoDo, pedidoDoChamado, type RegistroDoAtendimento } from './detalhes';

/** Ticket `chamadoId` as staff work it; null when there is none. */
export async function detalheDoChamado(registro: RegistroDoAtendimento, db: Db, chamadoId: number, agora: Date): Promise<DetalheChamado | null> {
  const [c] = await db.select({
    chamadoId: chamados.id, codSocio: chamados.codSocio, nomeAssociado: associados.nome, produto: chamados.produto,
    tipo: chamados.tipo, label: chamados.label, status: chamados.status, abertoEm: chamados.abertoEm, atualizadoEm: chamados.atualizadoEm,
  }).from(chamados).innerJoin(associados, eq(associados.codSocio, chamados.codSocio)).where(eq(chamados.id, chamadoId));
  if (!c) return null;
  const documentacao = documentacaoDo(registro, c);
  const [historico, pedido, documentos] = await Promise.all([
    db.select({
      em: historicoChamados.em, status: historicoChamados.status, nomeUsuario: usuarios.nome,
      tipoSolucao: historicoChamados.tipoSolucao, solucao: historicoChamados.solucao,
    }).from(historicoChamados).innerJoin(usuarios, eq(usuarios.id, historicoChamados.usuarioId))
      .where(eq(historicoChamados.chamadoId, chamadoId)).orderBy(asc(historicoChamados.id)),
    pedidoDoChamado(registro, db, { id: c.chamadoId, produto: c.produto, tipo: c.tipo }, agora),
    documentacao ? documentacao.ler(db, c.chamadoId) : [],
  ]);
  const { abertoEm, atualizadoEm, status, ...resto } = c;
  return {
    // chamados_status: the database keeps it 0, 1 or 2
    chamado: { ...resto, status: status as StatusChamado, dataAbertura: abertoEm.toISOString(), dataAtualizacao: atualizadoEm.toISOString() },
    historico: historico.map((h) => ({ ...h, status: h.status as StatusChamado, em: h.em.toISOString() })),
    // the files a ticket holds are its documents' (documentos_chamado links them); other kinds hold none yet
    arquivos: documentos.map((d) => d.arquivo),
    documentos,
    pedido,
  };
}
