import { useState } from 'react';
import { Redirect } from 'wouter';
import { horarioSaoPaulo } from '../../domain/comum/datas';
import type { TipoEvento } from '../../domain/cdl-varejo-inteligente/agenda';
import { mensagensRascunho } from '../../services/comum/rascunho';
import {
  assistenteEvento, eventoMachine, type EventoInput, type PassoEvento,
} from '../../machines/cdl-varejo-inteligente/evento.machine';
import { termoDoPasso, varejoTermoMachine } from '../../machines/cdl-varejo-inteligente/termo.machine';
import { avisos } from '../../services/comum/avisos';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { focarResumo } from '../comum/ResumoDeErros';
import { comAvisos } from '../comum/TermoAceite';
import { useAssistente } from '../comum/assistente';
import type { Agenda } from '../../contracts/cdl-varejo-inteligente.contract';
import { AgendaCalendario } from './AgendaCalendario';
import { EventoFormulario } from './EventoFormulario';
import { rotasVarejo } from './rotas';
import { ReservaAceita, TermoVarejoView } from './TermoVarejoView';
import './AgendaEvento.css';

const tipoDe = (agenda: Agenda | null): TipoEvento | null => (agenda ? (agenda.tipoReserva === 'rooftop' ? 'rooftop' : 'reuniao') : null);

/** The route of each step: the form of the agenda's kind, the Agenda, and the term of the agenda's kind. */
const rotasDoPasso = (tipo: TipoEvento, agendaId: number): Record<PassoEvento, string> => ({
  formulario: rotasVarejo[tipo].link({ agendaId }), agenda: rotasVarejo.agenda.link({ agendaId }),
  termo: (tipo === 'rooftop' ? rotasVarejo.termoRooftop : rotasVarejo.termoReuniao).link({ agendaId }),
});

const machine = eventoMachine.provide({
  actors: { termo: comAvisos(varejoTermoMachine) },
  actions: {
    showProblems: focarResumo,
    warn: ({ context }) => { if (context.notice) avisos.atencao(context.notice); },
  },
});

/**
 * Meeting room / rooftop reservation (spec §2 "Smart retail"): the event form and the Agenda with its time modal, one
 * wizard (machines/cdl-varejo-inteligente/evento.machine.ts) over the routes formulario/{reuniao|rooftop}/:agendaId and
 * agenda/:agendaId (the wizard kit: the address follows its step), whose draft (session storage) brings the fields and
 * the month back after a reload. CONFIRMAR opens the term step (termo/{reuniao|rooftop}/:agendaId): the hold and its
 * term; VOLTAR or a refusal there comes back to the Agenda, everything still chosen.
 */
export function EventoAssistente({ tipo: tipoDaRota, agendaId }: { tipo: TipoEvento | null; agendaId: number }) {
  const [input] = useState<EventoInput>(() => ({ agendaId, tipo: tipoDaRota, agora: horarioSaoPaulo(new Date()) }));
  // the address follows the wizard once the agenda (and so its kind) is known; a form of the other kind is left alone (below)
  const [state, send, , recuperado] = useAssistente(machine, assistenteEvento, {
    input, escopo: String(agendaId),
    rotas: (s) => {
      const t = tipoDe(s.context.agenda);
      return t && !(tipoDaRota && tipoDaRota !== t) ? rotasDoPasso(t, agendaId) : null;
    },
  });
  const [aviso] = useState(() => recuperado !== null);
  const agenda = state.context.agenda;
  const tipo = tipoDe(agenda);

  if (state.matches('sessionLost')) return null; // App is already on its way to login
  if (state.matches('leftToProducts')) return <Redirect to={rotasVarejo.produtos.link()} />;
  if (state.matches('accepted') && state.context.aceite) return <ReservaAceita aceite={state.context.aceite} />;
  // a draft of this agenda restored under a form of the other kind (a typed address): the products, as a wrong kind
  if (tipoDaRota && tipo && tipoDaRota !== tipo) return <Redirect to={rotasVarejo.produtos.link()} />;
  const titulo = <h1 id="titulo">{agenda ? `Reserva: ${agenda.espaco}` : 'Reserva de espaço'}</h1>;
  if (state.matches('loading')) return <section aria-labelledby="titulo">{titulo}<Carregando texto="Carregando o espaço…" /></section>;
  if (state.matches('loadFailed')) {
    return <section aria-labelledby="titulo">{titulo}<FalhaDeCarga mensagem={state.context.notice} onRetry={() => send({ type: 'retry' })} /></section>;
  }
  const termo = termoDoPasso(state);
  if (state.matches('term')) return termo && <TermoVarejoView termo={termo} />;
  const recuperadoAviso = aviso && <p className="aviso" role="status">{mensagensRascunho.recuperado}</p>;
  if (state.matches('form')) {
    return (
      <section aria-labelledby="titulo" className="varejo-evento">
        {titulo}
        {recuperadoAviso}
        <EventoFormulario context={state.context} send={send} />
      </section>
    );
  }
  return (
    <section aria-labelledby="titulo" className="varejo-evento">
      {titulo}
      {recuperadoAviso}
      <AgendaCalendario context={state.context} consultando={state.matches('loadingDay')} modalAberto={state.matches('choosingTime')} send={send} />
    </section>
  );
}
