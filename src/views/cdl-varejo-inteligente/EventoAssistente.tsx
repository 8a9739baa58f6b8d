import { useEffect, useMemo, useRef, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { horarioSaoPaulo } from '../../domain/comum/datas';
import type { TipoEvento } from '../../domain/cdl-varejo-inteligente/agenda';
import { donoDoRascunho, mensagensRascunho } from '../../services/comum/rascunho';
import {
  eventoMachine, passoDoEstado, rascunhoEvento, type EventoInput, type PassoEvento,
} from '../../machines/cdl-varejo-inteligente/evento.machine';
import { avisos } from '../../services/comum/avisos';
import { guardarReserva, lerReserva } from '../../services/cdl-varejo-inteligente/reserva';
import { Carregando } from '../comum/Carregando';
import { FalhaDeCarga } from '../comum/FalhaDeCarga';
import { focarResumo } from '../comum/ResumoDeErros';
import { Sessao } from '../comum/Sessao';
import { useMachineComRascunho } from '../comum/useRascunho';
import { AgendaCalendario } from './AgendaCalendario';
import { EventoFormulario } from './EventoFormulario';
import { rotasVarejo } from './rotas';
import './AgendaEvento.css';

type Ator = ReturnType<typeof useMachineComRascunho<typeof eventoMachine>>[2];

/**
 * The agenda whose wizard just moved to its other route: the next mount restores the draft as its own step, not as
 * something recovered after a reload (no 'Recuperamos…' between the form and the Agenda).
 */
let passagem: number | null = null;

/** The route of a step: the form of the agenda's kind, or the Agenda. */
function rotaDoPasso(passo: PassoEvento, tipo: TipoEvento, agendaId: number): string {
  return passo === 'agenda' ? rotasVarejo.agenda.link({ agendaId }) : rotasVarejo[tipo].link({ agendaId });
}

/**
 * The address follows the wizard (as the conciliador's Assistente): the form and the Agenda are two routes, each
 * mounting this wizard with its own actor restored from the draft. At the first resting state the route asks the
 * machine for its step (`step.visit`; the Agenda without a complete form is refused and the address goes back to the
 * form); afterwards, when the machine moves (PRÓXIMO, VOLTAR), the address gets a new history entry.
 */
function useEnderecoDoPasso(actor: Ator, pedido: PassoEvento, passo: PassoEvento | null, tipo: TipoEvento | null, agendaId: number) {
  const [, navegar] = useLocation();
  const ultimo = useRef<PassoEvento | null>(null);
  useEffect(() => {
    if (!passo || !tipo) return;
    if (ultimo.current === null) {
      if (passo !== pedido) actor.send({ type: 'step.visit', passo: pedido });
      const agora = passoDoEstado(actor.getSnapshot());
      ultimo.current = agora;
      if (agora && agora !== pedido) {
        passagem = agendaId;
        navegar(rotaDoPasso(agora, tipo, agendaId), { replace: true });
      }
      return;
    }
    if (passo !== ultimo.current) {
      ultimo.current = passo;
      passagem = agendaId;
      navegar(rotaDoPasso(passo, tipo, agendaId));
    }
  }, [actor, pedido, passo, tipo, agendaId, navegar]);
}

/**
 * Meeting room / rooftop reservation (spec §2 "Smart retail"): the event form and the Agenda with its time modal, one
 * wizard (machines/cdl-varejo-inteligente/evento.machine.ts) over the routes formulario/{reuniao|rooftop}/:agendaId and
 * agenda/:agendaId, whose draft (session storage) brings the fields and the month back after a reload. CONFIRMAR hands
 * the reservation to the term (§3 session `reserva`) and goes to termoVarejo.
 */
export function EventoAssistente({ passo: pedido, tipo: tipoDaRota, agendaId }: { passo: PassoEvento; tipo: TipoEvento | null; agendaId: number }) {
  const usuario = Sessao.useSelector((s) => s.context.usuario);
  const dono = donoDoRascunho(usuario);
  const [input] = useState<EventoInput>(() => ({
    agendaId, tipo: tipoDaRota, agora: horarioSaoPaulo(new Date()), anterior: dono ? lerReserva(dono) : null,
  }));
  const machine = useMemo(() => eventoMachine.provide({
    actions: {
      showProblems: focarResumo,
      warn: ({ context }) => { if (context.notice) avisos.atencao(context.notice); },
      handOff: ({ context }) => { if (dono && context.pedido) guardarReserva(dono, context.pedido); },
    },
  }), [dono]);
  const [state, send, actor, recuperado] = useMachineComRascunho(machine, rascunhoEvento, { input, escopo: String(agendaId) });
  const [aviso] = useState(() => recuperado !== null && passagem !== agendaId);
  useEffect(() => { passagem = null; }, []);
  const agenda = state.context.agenda;
  const tipo = agenda ? (agenda.tipoReserva === 'rooftop' ? 'rooftop' : 'reuniao') : null;
  useEnderecoDoPasso(actor, pedido, passoDoEstado(state), tipo, agendaId);

  if (state.matches('sessionLost')) return null; // App is already on its way to login
  if (state.matches('leftToProducts')) return <Redirect to={rotasVarejo.produtos.link()} />;
  if (state.matches('confirmed')) return <Redirect to={rotasVarejo.termo.link()} />;
  // a draft of this agenda restored under a form of the other kind (a typed address): the products, as a wrong kind
  if (tipoDaRota && tipo && tipoDaRota !== tipo) return <Redirect to={rotasVarejo.produtos.link()} />;
  const titulo = <h1 id="titulo">{agenda ? `Reserva: ${agenda.espaco}` : 'Reserva de espaço'}</h1>;
  if (state.matches('loading')) return <section aria-labelledby="titulo">{titulo}<Carregando texto="Carregando o espaço…" /></section>;
  if (state.matches('loadFailed')) {
    return <section aria-labelledby="titulo">{titulo}<FalhaDeCarga mensagem={state.context.notice} onRetry={() => send({ type: 'retry' })} /></section>;
  }
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
