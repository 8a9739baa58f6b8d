import { useEffect, useRef, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import {
  conciliadorContratacaoMachine, passoDoEstado, rascunhoContratacao, type PassoConciliador,
} from '../../machines/spc-conciliador/contratacao.machine';
import { conciliadorTermoMachine } from '../../machines/spc-conciliador/termo.machine';
import { focarResumo } from '../comum/ResumoDeErros';
import { comAvisos } from '../comum/TermoAceite';
import { useMachineComRascunho } from '../comum/useRascunho';
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
const passoDaRota = (local: string) =>
  (Object.keys(ROTA_DO_PASSO) as PassoConciliador[]).find((p) => ROTA_DO_PASSO[p] === local) ?? null;

type Ator = ReturnType<typeof useMachineComRascunho<typeof contratacaoMachine>>[2];

/**
 * The address follows the wizard (STYLE §2: one actor over the step routes). When the machine moves (SELECIONAR →
 * Salvar, CONFIRMAR, VOLTAR) the address gets a new history entry; when the address moves by itself (first
 * mount, the browser's back/forward, a typed address) it asks the machine (`step.visit`) and, refused, is put
 * back where the machine is. So a reload of the term's address restores the summary from the draft and opens
 * the term again; the term's address without a choice shows the plans.
 */
function useEnderecoDoPasso(actor: Ator) {
  const [local, navegar] = useLocation();
  const ultimo = useRef<string | null>(null);
  const estado = actor.getSnapshot();
  const passo = passoDoEstado(estado);
  useEffect(() => {
    const rotaDaMaquina = passo && ROTA_DO_PASSO[passo];
    if (!rotaDaMaquina) return;
    if (ultimo.current !== null && rotaDaMaquina !== ultimo.current) {
      ultimo.current = rotaDaMaquina;
      if (local !== rotaDaMaquina) navegar(rotaDaMaquina);
      return;
    }
    ultimo.current = rotaDaMaquina;
    if (local === rotaDaMaquina) return;
    const pedido = passoDaRota(local);
    if (pedido) actor.send({ type: 'step.visit', passo: pedido });
    const agora = passoDoEstado(actor.getSnapshot());
    const destino = agora && ROTA_DO_PASSO[agora];
    if (!destino) return;
    ultimo.current = destino;
    if (destino !== local) navegar(destino, { replace: true });
  }, [actor, local, navegar, passo]);
}

/**
 * The contracting wizard (spec §2 "Reconciliation": Escolha de Plano, 'Dados Adicionais', summary, term) on the
 * routes planos, resumo-conciliador and termo-conciliador: one actor (machines/spc-conciliador/contratacao.machine.ts)
 * whose draft (`spc_conciliador`, local storage) brings the choice back after a reload or a re-login.
 */
export function Assistente() {
  const [state, send, actor, recuperado] = useMachineComRascunho(contratacaoMachine, rascunhoContratacao);
  // 'Recuperamos…' only when the draft held something chosen (the plans screen at rest is a draft too, an empty one)
  const [aviso] = useState(() => recuperado !== null && (state.context.escolha !== null || state.context.dialogo !== null));
  useEnderecoDoPasso(actor);

  if (state.matches('sessionLost')) return null; // App is already on its way to login
  if (state.matches('accepted') || state.matches('leftToPanel')) return <Redirect to={rotasConciliador.painel.link()} />;
  if (state.matches('summary')) return <ResumoView escolha={state.context.escolha!} send={send} recuperado={aviso} />;
  if (state.matches('term')) return <TermoConciliadorView termo={state.children.termo!} />;
  return <PlanosView escolha={state.context.escolha} dialogo={state.context.dialogo} send={send} recuperado={aviso} />;
}
