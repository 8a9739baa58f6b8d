import type { Agenda } from '../../contracts/cdl-varejo-inteligente.contract';
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
