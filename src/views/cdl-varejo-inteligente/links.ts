import type { Agenda, SimulacaoReserva } from '../../contracts/cdl-varejo-inteligente.contract';
import { rotasVarejo } from './rotas';

/** §2: where each kind of space is booked (products screen's links). */
export function linkDaAgenda(a: Pick<Agenda, 'agendaId' | 'tipoReserva'>): string {
  const agendaId = a.agendaId;
  switch (a.tipoReserva) {
    case 'reuniao': return rotasVarejo.reuniao.link({ agendaId });
    case 'rooftop': return rotasVarejo.rooftop.link({ agendaId });
    case 'estacao-trabalho': return rotasVarejo.estacao.link({ agendaId });
    case 'escritorio-virtual': return rotasVarejo.escritorio.link({ agendaId });
  }
}

/** Where the reservation was made: the term's VOLTAR, a 400 (§8 "go to agenda") and a 409 go back there. */
export function origemDaReserva(p: Pick<SimulacaoReserva, 'agendaId' | 'tipoReserva'>): string {
  const agendaId = p.agendaId;
  switch (p.tipoReserva) {
    case 'estacao-trabalho': return rotasVarejo.estacao.link({ agendaId });
    case 'escritorio-virtual': return rotasVarejo.escritorio.link({ agendaId });
    default: return rotasVarejo.agenda.link({ agendaId });
  }
}

/** The history entry's state the term goes back with after a 409: the chairs taken meanwhile, for the grid to show red. */
export const comConflito = (estacoes: number[]) => ({ conflito: estacoes });

/** The chairs a 409 named, from the history entry the term went back with ([] when none). */
export function conflitoDaEntrada(estado: unknown): number[] {
  const c = (estado as { conflito?: unknown } | null | undefined)?.conflito;
  return Array.isArray(c) ? c.filter((n): n is number => Number.isInteger(n)) : [];
}
