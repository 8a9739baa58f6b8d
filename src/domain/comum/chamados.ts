/**
 * Tickets (chamados): the staff's work on an associate's request (DESIGN.md "Staff"). SPEC §3 statuses:
 * 0 Aberto, 1 Cancelado, 2 Finalizado; a ticket leaves Aberto once, to one of the other two.
 */
export const TIPOS_CHAMADO = ['documentacao', 'atualizacao', 'classificacao'] as const;
export type TipoChamado = (typeof TIPOS_CHAMADO)[number];

export const STATUS_CHAMADO = { aberto: 0, cancelado: 1, finalizado: 2 } as const;
export type StatusChamado = (typeof STATUS_CHAMADO)[keyof typeof STATUS_CHAMADO];

export const NOMES_STATUS_CHAMADO: Record<StatusChamado, string> = { 0: 'Aberto', 1: 'Cancelado', 2: 'Finalizado' };

/** A document's review comment (what is wrong, the consultant reads it): at most this many characters. */
export const MAXIMO_COMENTARIO_REVISAO = 500;
/** A documentation ticket's review, per document (issue 21): the console's inline errors and the contract's 400s. */
export const mensagensRevisao = {
  escolha: 'Marque OK ou INCORRETA.',
  comentario: 'Diga o que está incorreto no documento.',
  comentarioLongo: `O comentário pode ter no máximo ${MAXIMO_COMENTARIO_REVISAO} caracteres.`,
} as const;
