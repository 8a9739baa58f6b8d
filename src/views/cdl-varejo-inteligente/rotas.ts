import { rota } from '../comum/rota';

/** Smart retail's routes (spec §2 "Smart retail"), each a path pattern and a link builder. */
export const rotasVarejo = {
  /** 'varejo': Meus espaços, where a finished payment lands (§2 "after payment route varejo"). */
  varejo: rota('/produto/cdl-varejo-inteligente'),
  produtos: rota('/produto/cdl-varejo-inteligente/produtos'),
  reuniao: rota('/produto/cdl-varejo-inteligente/formulario/reuniao/:agendaId'),
  rooftop: rota('/produto/cdl-varejo-inteligente/formulario/rooftop/:agendaId'),
  agenda: rota('/produto/cdl-varejo-inteligente/agenda/:agendaId'),
  estacao: rota('/produto/cdl-varejo-inteligente/estacao-trabalho/:agendaId'),
  /** The workstation's Dados da Reserva after the chairs were chosen. */
  dadosEstacao: rota('/produto/cdl-varejo-inteligente/formulario-estacao-trabalho/:agendaId'),
  escritorio: rota('/produto/cdl-varejo-inteligente/formulario-estacao-trabalho/:agendaId/escritorio-virtual'),
  /** Each wizard's term step (§2 termoVarejo), under the kind and agenda of its wizard: the wizard's own route. */
  termoReuniao: rota('/produto/cdl-varejo-inteligente/termo/reuniao/:agendaId'),
  termoRooftop: rota('/produto/cdl-varejo-inteligente/termo/rooftop/:agendaId'),
  termoEstacao: rota('/produto/cdl-varejo-inteligente/termo/estacao-trabalho/:agendaId'),
  termoEscritorio: rota('/produto/cdl-varejo-inteligente/termo/escritorio-virtual/:agendaId'),
  /** §2's term address without a wizard (a bookmark, §2's payment back link): nothing to show, the products. */
  termo: rota('/produto/cdl-varejo-inteligente/termo'),
  pagamento: rota('/produto/cdl-varejo-inteligente/pagamento/:eventoId'),
} as const;
