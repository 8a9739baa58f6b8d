import { rota } from '../comum/rota';
import type { TitulosDasRotas } from '../comum/titulos';

/** The staff console's routes (DESIGN.md "Staff": /atendimento). */
export const rotasAtendimento = {
  /** The queue; ?produto=<slug> keeps the product chosen. */
  fila: rota('/atendimento'),
  chamado: rota('/atendimento/chamado/:chamadoId'),
  boletos: rota('/atendimento/boletos'),
} as const;

/** The queue of one product (or of all). */
export const filaDo = (produto: string | null) => (produto ? `${rotasAtendimento.fila.link()}?produto=${encodeURIComponent(produto)}` : rotasAtendimento.fila.link());

/** Each page's name in the tab, for staff (useTitulosDoProduto); to anyone else the console is 'Página não encontrada'. */
export const TITULOS_ATENDIMENTO: TitulosDasRotas = [
  [rotasAtendimento.fila.padrao, 'Atendimento'],
  [rotasAtendimento.chamado.padrao, 'Chamado — Atendimento'],
  [rotasAtendimento.boletos.padrao, 'Boletos aguardando pagamento — Atendimento'],
];
