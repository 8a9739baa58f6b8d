/**
 * The staff console (/atendimento): its texts and the rules its screens share with the server. Pure: no clock,
 * no I/O. Staff work the one ticket table (DESIGN.md "Staff"); each product adds its ticket kinds here (what
 * closing one is called and records) and a reader of its request on the server (src/server/comum/atendimento/detalhes.ts).
 */
import { NOMES_STATUS_CHAMADO, type StatusChamado, type TipoChamado } from '../comum/chamados';
import { NOMES_DOS_PRODUTOS, type Produto } from '../comum/produtos';
import { textosKit } from '../comum/textos';

/** decided: 10 rows a page in the queue and in the boleto list (the consultant's table size, §9), no choice. */
export const LINHAS_ATENDIMENTO = 10;

/** A ticket's product by name; an unknown slug as it is. */
export const nomeDoProduto = (produto: string): string => NOMES_DOS_PRODUTOS[produto as Produto] ?? produto;

export const NOMES_DOS_TIPOS: Record<TipoChamado, string> = {
  documentacao: 'Documentação',
  atualizacao: 'Atualização cadastral',
  classificacao: 'Classificação',
};

/**
 * What closing a ticket of a kind is (the ticket page's button) and what it records (AtualizarChamado: status and
 * tipoSolucao; the comment is the solucao). A kind without an entry is shown, but not closed, from this console yet.
 */
export interface AcaoDoChamado {
  /** The button. */
  rotulo: string;
  status: Exclude<StatusChamado, 0>;
  tipoSolucao: string;
  /** The comment field's label. */
  rotuloComentario: string;
}
export const ACOES_DOS_TIPOS: Partial<Record<TipoChamado, AcaoDoChamado>> = {
  // docs/decisions/spc-conciliador.md: staff classify a reconciliation request by finalizing its ticket
  classificacao: { rotulo: 'Classificar', status: 2, tipoSolucao: 'Classificação', rotuloComentario: 'Comentário da classificação' },
};
export const acaoDoTipo = (tipo: TipoChamado): AcaoDoChamado | null => ACOES_DOS_TIPOS[tipo] ?? null;

/** Longest comment AtualizarChamado takes (its solucao). */
export const MAXIMO_COMENTARIO = 2000;

/** The comment a close needs: its problem, or null. */
export function problemaDoComentario(comentario: string): string | null {
  if (!comentario.trim()) return mensagensAtendimento.comentarioObrigatorio;
  if (comentario.trim().length > MAXIMO_COMENTARIO) return mensagensAtendimento.comentarioLongo;
  return null;
}

export const nomeDoStatus = (status: StatusChamado): string => NOMES_STATUS_CHAMADO[status];

/** pt-BR texts of the console (decided: SPEC.md names no staff screen). */
export const mensagensAtendimento = {
  tituloFila: 'Atendimento',
  tituloChamado: 'Chamado',
  tituloBoletos: 'Boletos aguardando pagamento',
  filaVazia: 'Nenhum chamado aberto.',
  boletosVazio: 'Nenhum boleto aguardando pagamento.',
  nenhumArquivo: 'Nenhum arquivo.',
  semPedido: 'Este tipo de chamado não traz a solicitação para esta tela.',
  semAcao: 'Este tipo de chamado ainda não é encerrado por esta tela.',
  chamadoEncerrado: 'Este chamado já foi encerrado.',
  comentarioObrigatorio: 'Escreva um comentário para classificar.',
  comentarioLongo: `O comentário pode ter no máximo ${MAXIMO_COMENTARIO} caracteres.`,
  falhaDeRede: textosKit.falhaDeRede,
  todosOsProdutos: 'Todos os produtos',
} as const;
