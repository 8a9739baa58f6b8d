import { Redirect, useParams } from 'wouter';
import type { TipoEvento } from '../../domain/cdl-varejo-inteligente/agenda';
import { EventoAssistente } from './EventoAssistente';
import { rotasVarejo } from './rotas';

/** A positive whole agenda id from the address, else null. */
export const idDaAgenda = (texto: string | undefined) => (texto && /^\d{1,9}$/.test(texto) && Number(texto) > 0 ? Number(texto) : null);

/**
 * The meeting room / rooftop wizard's routes: the form (formulario/reuniao/:agendaId, formulario/rooftop/:agendaId)
 * and the Agenda (agenda/:agendaId, §2: year and month filters, the calendar and the time modal; `tipo` null). Each
 * mounts this same component at the same place, so going from one step to the other keeps the one actor (the wizard
 * kit: the step comes from the address); another agenda is another wizard.
 */
export function FormularioEventoView({ tipo }: { tipo: TipoEvento | null }) {
  const agendaId = idDaAgenda(useParams<{ agendaId: string }>().agendaId);
  if (agendaId === null) return <Redirect to={rotasVarejo.produtos.link()} />;
  return <EventoAssistente key={agendaId} tipo={tipo} agendaId={agendaId} />;
}
