import { Redirect, useParams } from 'wouter';
import type { TipoEvento } from '../../domain/cdl-varejo-inteligente/agenda';
import { EventoAssistente } from './EventoAssistente';
import { rotasVarejo } from './rotas';

/** A positive whole agenda id from the address, else null. */
export const idDaAgenda = (texto: string | undefined) => (texto && /^\d{1,9}$/.test(texto) && Number(texto) > 0 ? Number(texto) : null);

/** §2 meeting room / rooftop form (formulario/reuniao/:agendaId, formulario/rooftop/:agendaId): the wizard's first step. */
export function FormularioEventoView({ tipo }: { tipo: TipoEvento }) {
  const agendaId = idDaAgenda(useParams<{ agendaId: string }>().agendaId);
  if (agendaId === null) return <Redirect to={rotasVarejo.produtos.link()} />;
  return <EventoAssistente key={`${tipo}-${agendaId}`} passo="formulario" tipo={tipo} agendaId={agendaId} />;
}
