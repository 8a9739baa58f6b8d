/**
 * What a ticket is about, by product and kind: the staff console's ticket page shows the associate's request
 * through the reader its product declares in its server module (`atendimento` of src/server/<produto>/modulo.ts,
 * listed in src/server/produtos.ts); a kind without one shows no request. A product whose documentation tickets
 * review documents declares their reader (`documentacao`), and one whose data updates staff apply declares how
 * (`atualizacao`): those tickets then close only by their own route. This file names no product.
 */
import type { DocumentoEmAnalise, PedidoDoChamado, RevisaoDocumentacao } from '../../../contracts/comum/atendimento.contract';
import type { StatusChamado, TipoChamado } from '../../../domain/comum/chamados';
import type { Db, Tx } from '../../db/database';

export type { DocumentoEmAnalise, PedidoDoChamado };

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
/** What applying a data update gave: the solution to finalize with, or why nothing was applied. */
export type ResultadoAplicacao = Solucao | 'semPedido' | 'semCadastro';
/** Applies a data-update ticket's change, in the caller's transaction with the ticket locked. */
export type AplicadorDaAtualizacao = (tx: Tx, chamadoId: number, agora: Date) => Promise<ResultadoAplicacao>;

/** What one product gives the staff desk: its readers per ticket kind, its documents' review, its data updates. */
export interface AtendimentoDoProduto {
  leitores?: { readonly [T in TipoChamado]?: LeitorDoPedido };
  documentacao?: Documentacao;
  atualizacao?: AplicadorDaAtualizacao;
}

/** The staff desk's registry, built once from the server's product modules: product → what it gives. */
export type RegistroDoAtendimento = ReadonlyMap<string, AtendimentoDoProduto>;

export function registroDoAtendimento(produtos: readonly { produto: string; atendimento?: AtendimentoDoProduto }[]): RegistroDoAtendimento {
  return new Map(produtos.flatMap((m) => (m.atendimento ? [[m.produto, m.atendimento] as const] : [])));
}

/** The reader of a ticket's product and kind, if it has one. */
export function leitorDoPedido(registro: RegistroDoAtendimento, produto: string, tipo: TipoChamado): LeitorDoPedido | null {
  return registro.get(produto)?.leitores?.[tipo] ?? null;
}

/** The request behind a ticket, as its product reads it; null when its product and kind have no reader. */
export async function pedidoDoChamado(
  registro: RegistroDoAtendimento, db: Db | Tx, chamado: { id: number; produto: string; tipo: TipoChamado }, agora: Date,
): Promise<PedidoDoChamado | null> {
  const leitor = leitorDoPedido(registro, chamado.produto, chamado.tipo);
  return leitor ? leitor(db, chamado.id, agora) : null;
}

/** The reader and reviewer of a documentation ticket's documents, when the ticket's product reviews documents. */
export function documentacaoDo(registro: RegistroDoAtendimento, chamado: { produto: string; tipo: TipoChamado }): Documentacao | null {
  return chamado.tipo === 'documentacao' ? registro.get(chamado.produto)?.documentacao ?? null : null;
}

/** How a data-update ticket's change is applied, when its product has staff apply them. */
export function aplicadorDaAtualizacao(registro: RegistroDoAtendimento, chamado: { produto: string; tipo: TipoChamado }): AplicadorDaAtualizacao | null {
  return chamado.tipo === 'atualizacao' ? registro.get(chamado.produto)?.atualizacao ?? null : null;
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
export function recusaDoEncerramento(
  registro: RegistroDoAtendimento, chamado: { produto: string; tipo: TipoChamado }, status: Exclude<StatusChamado, 0>,
): string | null {
  if (documentacaoDo(registro, chamado)) return mensagensEncerramento.useConcluirAnalise;
  if (status === 2 && aplicadorDaAtualizacao(registro, chamado)) return mensagensEncerramento.useAplicarAtualizacao;
  return null;
}
