import { useState } from 'react';
import { Redirect } from 'wouter';
import {
  assistenteConciliador, conciliadorContratacaoMachine, type PassoConciliador,
} from '../../machines/spc-conciliador/contratacao.machine';
import { conciliadorTermoMachine } from '../../machines/spc-conciliador/termo.machine';
import { focarResumo } from '../comum/ResumoDeErros';
import { comAvisos } from '../comum/TermoAceite';
import { useAssistente } from '../comum/assistente';
import { PlanosView } from './PlanosView';
import { ResumoView } from './ResumoView';
import { TermoConciliadorView } from './TermoConciliadorView';
import { rotasConciliador } from './rotas';
import './conciliador.css';

const contratacaoMachine = conciliadorContratacaoMachine.provide({
  actors: { termo: comAvisos(conciliadorTermoMachine) },
  actions: { showProblems: focarResumo },
});

const ROTA_DO_PASSO: Record<PassoConciliador, string> = {
  planos: rotasConciliador.planos.link(),
  resumo: rotasConciliador.resumo.link(),
  termo: rotasConciliador.termo.link(),
};

/**
 * The contracting wizard (spec §2 "Reconciliation": Escolha de Plano, 'Dados Adicionais', summary, term) on the
 * routes planos, resumo-conciliador and termo-conciliador: one actor (machines/spc-conciliador/contratacao.machine.ts,
 * on the wizard kit: views/comum/assistente.ts) whose address follows its step and whose draft (`spc_conciliador`,
 * local storage) brings the choice back after a reload or a re-login.
 */
export function Assistente() {
  const [state, send, , recuperado] = useAssistente(contratacaoMachine, assistenteConciliador, { rotas: ROTA_DO_PASSO });
  // 'Recuperamos…' only when the draft held something chosen (the plans screen at rest is a draft too, an empty one)
  const [aviso] = useState(() => recuperado !== null && (state.context.escolha !== null || state.context.dialogo !== null));

  if (state.matches('sessionLost')) return null; // App is already on its way to login
  if (state.matches('accepted') || state.matches('leftToPanel')) return <Redirect to={rotasConciliador.painel.link()} />;
  if (state.matches('summary')) return <ResumoView escolha={state.context.escolha!} send={send} recuperado={aviso} />;
  if (state.matches('term')) return <TermoConciliadorView termo={state.children.termo!} />;
  return <PlanosView escolha={state.context.escolha} dialogo={state.context.dialogo} send={send} recuperado={aviso} />;
}
