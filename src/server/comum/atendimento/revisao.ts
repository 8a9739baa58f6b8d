/**
 * Staff finishing a ticket whose close is its product's work (issue 21 steps 6 and 8): a documentation ticket with
 * one review per document (OK, or INCORRETA with what is wrong), a data update applied. Each in the caller's
 * transaction with the ticket locked FOR UPDATE (travarChamado) before its status is read: of two staff finishing one
 * ticket at once, the second waits and reads it closed. The product's part (detalhes.ts's registry) writes the
 * review or the change and answers the solution; a refusal writes nothing.
 */
import type { RevisaoDocumentacao } from '../../../contracts/comum/atendimento.contract';
import { STATUS_CHAMADO } from '../../../domain/comum/chamados';
import type { Tx } from '../../db/database';
import { encerrarTravado, travarChamado } from '../chamados';
import { aplicadorDaAtualizacao, documentacaoDo, type RegistroDoAtendimento } from './detalhes';

export type ResultadoRevisao = 'ok' | 'naoEncontrado' | 'jaEncerrado' | 'incompleta';
export type ResultadoAplicarAtualizacao = 'ok' | 'naoEncontrado' | 'jaEncerrado' | 'semCadastro';

/**
 * Finishes documentation ticket `revisao.chamadoId` with each document's review and finalizes it (status 2). Not a
 * documentation ticket of a product that reviews documents: 'naoEncontrado'.
 */
export async function revisarDocumentacao(
  registro: RegistroDoAtendimento, tx: Tx, revisao: { chamadoId: number; documentos: RevisaoDocumentacao['documentos'] }, por: number, agora: Date,
): Promise<ResultadoRevisao> {
  const chamado = await travarChamado(tx, revisao.chamadoId);
  const documentacao = chamado && documentacaoDo(registro, chamado);
  if (!chamado || !documentacao) return 'naoEncontrado';
  if (chamado.status !== STATUS_CHAMADO.aberto) return 'jaEncerrado';
  const solucao = await documentacao.revisar(tx, revisao.chamadoId, revisao.documentos, por, agora);
  if (solucao === 'incompleta') return 'incompleta';
  await encerrarTravado(tx, { chamadoId: revisao.chamadoId, status: STATUS_CHAMADO.finalizado, por, agora, ...solucao });
  return 'ok';
}

/**
 * Applies data-update ticket `chamadoId`'s change (its product's applier) and finalizes it. Not a data update of a
 * product whose updates staff apply, or its request gone: 'naoEncontrado'; the associate without a registration
 * to change: 'semCadastro'.
 */
export async function aplicarAtualizacao(registro: RegistroDoAtendimento, tx: Tx, chamadoId: number, por: number, agora: Date): Promise<ResultadoAplicarAtualizacao> {
  const chamado = await travarChamado(tx, chamadoId);
  const aplicar = chamado && aplicadorDaAtualizacao(registro, chamado);
  if (!chamado || !aplicar) return 'naoEncontrado';
  if (chamado.status !== STATUS_CHAMADO.aberto) return 'jaEncerrado';
  const r = await aplicar(tx, chamadoId, agora);
  if (r === 'semPedido') return 'naoEncontrado';
  if (r === 'semCadastro') return 'semCadastro';
  await encerrarTravado(tx, { chamadoId, status: STATUS_CHAMADO.finalizado, por, agora, ...r });
  return 'ok';
}
