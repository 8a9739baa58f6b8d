import { rota } from '../comum/rota';

/** The staff console's routes (DESIGN.md "Staff": /atendimento). */
export const rotasAtendimento = {
  /** The queue; ?produto=<slug> keeps the product chosen. */
  fila: rota('/atendimento'),
  chamado: rota('/atendimento/chamado/:chamadoId'),
  boletos: rota('/atendimento/boletos'),
} as const;

/** The queue of one product (or of all). */
export const filaDo = (produto: string | null) => (produto ? `${rotasAtendimento.fila.link()}?produto=${encodeURIComponent(produto)}` : rotasAtendimento.fila.link());
