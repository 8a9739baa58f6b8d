import { Redirect, useParams } from 'wouter';
import { EventoAssistente } from './EventoAssistente';
import { idDaAgenda } from './FormularioEventoView';
import { rotasVarejo } from './rotas';

/** §2 Agenda (agenda/:agendaId): year and month filters, the calendar and the time modal; the wizard's second step. */
export function AgendaView() {
  const agendaId = idDaAgenda(useParams<{ agendaId: string }>().agendaId);
  if (agendaId === null) return <Redirect to={rotasVarejo.produtos.link()} />;
  return <EventoAssistente key={agendaId} passo="agenda" tipo={null} agendaId={agendaId} />;
}
