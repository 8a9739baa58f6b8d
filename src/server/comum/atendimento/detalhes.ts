/**
 * What a ticket is about, by product and kind: the staff console's ticket page shows the associate's request
 * through the reader its product registers here. A product that opens a new kind of ticket adds one line (its
 * reader lives in its own folder, as src/server/spc-conciliador/atendimento.ts); a kind without one shows no request.
 * A product whose documentation tickets review documents registers their reader (DOCUMENTOS), and one whose data
 * updates staff apply registers how (ATUALIZACOES): those tickets then close only by their own route.
 */
import type { DocumentoEmAnalise, PedidoDoChamado, RevisaoDocumentacao } from '../../../contracts/comum/atendimento.contract';
import type { StatusChamado, TipoChamado } from '../../../domain/comum/chamados';
import { PRODUTOS, type Produto } from '../../../domain/comum/produtos';
import {
  aplicarAtualizacaoConsultor, documentosDaDocumentacaoConsultor, pedidoDaAtualizacaoConsultor, pedidoDaDocumentacaoConsultor,
  revisarDocumentacaoConsultor, type ResultadoAplicacao,
} from '../../cdl-consultor/atendimento';
import type { Db, Tx } from '../../db/database';
import { pedidoDaClassificacaoConciliador } from '../../spc-conciliador/atendimento';

export type { DocumentoEmAnalise, PedidoDoChamado, ResultadoAplicacao };

/** Reads the request behind ticket `chamadoId` at `agora` (a boleto's write-off depends on the day); null when there is none. */
export type LeitorDoPedido = (db: Db | Tx, chamadoId: number, agora: Date) => Promise<PedidoDoChamado | null>;
/** Reads the documents a documentation ticket reviews, in the order of its list. */
export type LeitorDosDocumentos = (db: Db | Tx, chamadoId: number) => Promise<DocumentoEmAnalise[]>;
/** The solution a ticket is finalized with. */
export interface Solucao { tipoSolucao: string; solucao: string }
/**
 * Writes staff's review of each document of an open documentation ticket (locked by the caller) and answers the
 * solution to finalize it with; 'incompleta', writing nothing, unless each document is reviewed exactly once.
 */
export type RevisorDaDocumentacao = (
  tx: Tx, chamadoId: number, revisoes: RevisaoDocumentacao['documentos'], por: number, agora: Date,
) => Promise<Solucao | 'incompleta'>;
/** Reader and reviewer of a product's documentation tickets. */
export interface Documentacao { ler: LeitorDosDocumentos; revisar: RevisorDaDocumentacao }
/** Applies a data-update ticket's change, in the caller's transaction with the ticket locked. */
export type AplicadorDaAtualizacao = (tx: Tx, chamadoId: number, agora: Date) => Promise<ResultadoAplicacao>;

/** The registry: product → ticket kind → reader. */
const LEITORES: { readonly [P in Produto]?: { readonly [T in TipoChamado]?: LeitorDoPedido } } = {
  'spc-conciliador': { classificacao: pedidoDaClassificacaoConciliador },
  'cdl-consultor': { documentacao: pedidoDaDocumentacaoConsultor, atualizacao: pedidoDaAtualizacaoConsultor },
};
/** Products whose documentation tickets hold documents to review (documentos_chamado). */
const DOCUMENTOS: { readonly [P in Produto]?: Documentacao } = {
  'cdl-consultor': { ler: documentosDaDocumentacaoConsultor, revisar: revisarDocumentacaoConsultor },
};
/** Products whose data-update tickets staff apply. */
const ATUALIZACOES: { readonly [P in Produto]?: AplicadorDaAtualizacao } = { 'cdl-consultor': aplicarAtualizacaoConsultor };

const ehProduto = (produto: string): produto is Produto => (PRODUTOS as readonly string[]).includes(produto);

/** The reader of a ticket's product and kind, if it has one. */
export function leitorDoPedido(produto: string, tipo: TipoChamado): LeitorDoPedido | null {
  return ehProduto(produto) ? LEITORES[produto]?.[tipo] ?? null : null;
}

/** The request behind a ticket, as its product reads it; null when its product and kind have no reader. */
export async function pedidoDoChamado(db: Db | Tx, chamado: { id: number; produto: string; tipo: TipoChamado }, agora: Date): Promise<PedidoDoChamado | null> {
  const leitor = leitorDoPedido(chamado.produto, chamado.tipo);
  return leitor ? leitor(db, chamado.id, agora) : null;
}

/** The reader and reviewer of a documentation ticket's documents, when the ticket's product reviews documents. */
export function documentacaoDo(chamado: { produto: string; tipo: TipoChamado }): Documentacao | null {
  return chamado.tipo === 'documentacao' && ehProduto(chamado.produto) ? DOCUMENTOS[chamado.produto] ?? null : null;
}

/** How a data-update ticket's change is applied, when its product has staff apply them. */
export function aplicadorDaAtualizacao(chamado: { produto: string; tipo: TipoChamado }): AplicadorDaAtualizacao | null {
  return chamado.tipo === 'atualizacao' && ehProduto(chamado.produto) ? ATUALIZACOES[chamado.produto] ?? null : null;
}

/** The 409s of AtualizarChamado for a ticket closed by its own route (mensagensAtendimento). */
export const mensagensEncerramento = {
  useConcluirAnalise: 'Use Concluir análise: cada documento do chamado precisa da sua revisão.',
  useAplicarAtualizacao: 'Use Aplicar atualização: finalizar sem aplicar deixaria os dados como estavam.',
} as const;

/**
 * Whether AtualizarChamado may close this ticket with `status`: a documentation ticket with documents closes only by
 * Concluir análise (cancelled, its documents would stay unreviewed and the member would read as approved); a data
 * update is finalized only by Aplicar atualização (refusing it, status 1, stays AtualizarChamado's).
 */
export function recusaDoEncerramento(chamado: { produto: string; tipo: TipoChamado }, status: Exclude<StatusChamado, 0>): string | null {
  if (documentacaoDo(chamado)) return mensagensEncerramento.useConcluirAnalise;
  if (status === 2 && aplicadorDaAtualizacao(chamado)) return mensagensEncerramento.useAplicarAtualizacao;
  return null;
}
