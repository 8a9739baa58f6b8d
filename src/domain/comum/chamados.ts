/**
 * Tickets (chamados): the staff's work on an associate's request (DESIGN.md "Staff"). SPEC §3 statuses:
 * 0 Aberto, 1 Cancelado, 2 Finalizado; a ticket leaves Aberto once, to one of the other two.
 */
export const TIPOS_CHAMADO = ['documentacao', 'atualizacao', 'classificacao'] as const;
export type TipoChamado = (typeof TIPOS_CHAMADO)[number];

export const STATUS_CHAMADO = { aberto: 0, cancelado: 1, finalizado: 2 } as const;
export type StatusChamado = (typeof STATUS_CHAMADO)[keyof typeof STATUS_CHAMADO];

export const NOMES_STATUS_CHAMADO: Record<StatusChamado, string> = { 0: 'Aberto', 1: 'Cancelado', 2: 'Finalizado' };
