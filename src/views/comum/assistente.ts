import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import type { AnyActorRef, AnyStateMachine, ContextFrom, InputFrom } from 'xstate';
import type { Assistente } from '../../machines/comum/assistente';
import type { ConfigRascunho } from '../../services/comum/rascunho';
import { useMachineComRascunho } from './useRascunho';

type Estado = { matches: (v: never) => boolean; status: string };

/**
 * The address follows the wizard (STYLE §2: one actor over the step routes). When the machine moves (a Next, a
 * VOLTAR) the address gets a new history entry; when the address moves by itself (first mount, the browser's
 * back/forward, a typed address) it asks the machine (`step.visit`) and, refused, is put back where the machine
 * is. `rotas` is each step's address (null: not known yet, e.g. before the wizard's data came).
 */
export function useEnderecoDoAssistente<Passo extends string>(
  actor: AnyActorRef, passoDoEstado: (estado: Estado) => Passo | null, rotas: Record<Passo, string> | null,
) {
  const [local, navegar] = useLocation();
  const ultimo = useRef<string | null>(null);
  const passo = passoDoEstado(actor.getSnapshot() as Estado);
  // the addresses as a value: a new object with the same addresses is no change
  const chave = rotas && JSON.stringify(rotas);
  const enderecos = useMemo(() => (chave === null ? null : JSON.parse(chave) as Record<Passo, string>), [chave]);
  useEffect(() => {
    const rotas = enderecos;
    const rotaDaMaquina = passo && rotas && rotas[passo];
    if (!rotas || !rotaDaMaquina) return;
    if (ultimo.current !== null && rotaDaMaquina !== ultimo.current) {
      ultimo.current = rotaDaMaquina;
      if (local !== rotaDaMaquina) navegar(rotaDaMaquina);
      return;
    }
    ultimo.current = rotaDaMaquina;
    if (local === rotaDaMaquina) return;
    const pedido = (Object.keys(rotas) as Passo[]).find((p) => rotas[p] === local);
    if (pedido) actor.send({ type: 'step.visit', passo: pedido });
    const agora = passoDoEstado(actor.getSnapshot() as Estado);
    const destino = agora && rotas[agora];
    if (!destino) return;
    ultimo.current = destino;
    if (destino !== local) navegar(destino, { replace: true });
  }, [actor, local, navegar, passo, enderecos, passoDoEstado]);
}

/**
 * A wizard over its step routes (machines/comum/assistente.ts, built with `criarAssistente`): the actor with its draft
 * (restored at mount, saved at the resting states) and the address following its step. Mount it once for all the step
 * routes (the same component at the same place in the router), so the routes share the actor:
 *
 *   const [state, send, , recuperado] = useAssistente(conciliadorContratacaoMachine, assistenteConciliador, {
 *     rotas: { planos: rotas.planos.link(), resumo: rotas.resumo.link(), termo: rotas.termo.link() },
 *   });
 *
 * (The older form, `useAssistente(machine, rascunho, { passoDoEstado, rotas })`, still works for a wizard not yet on
 * `criarAssistente`.) Leaving its screens stops the actor (the component unmounts): what a step holds is let go by the
 * machine then (the term kit's `guardHold`), with no effect here.
 */
export function useAssistente<TMachine extends AnyStateMachine, Passo extends string>(
  machine: TMachine, assistente: Assistente<ContextFrom<TMachine>, Passo> | ConfigRascunho<ContextFrom<TMachine>>,
  { rotas, input, escopo, ...opcoes }: {
    /** Only with a bare draft config (the older form): which step a state shows. */
    passoDoEstado?: (estado: Estado) => Passo | null;
    /** Each step's address; may depend on the state (null until known): pass a function of the state. */
    rotas: Record<Passo, string> | null | ((estado: ReturnType<typeof useMachineComRascunho<TMachine>>[0]) => Record<Passo, string> | null);
    input?: InputFrom<TMachine>;
    escopo?: string;
  },
) {
  const doKit = 'passoDoEstado' in assistente;
  const rascunho = doKit ? assistente.rascunho : assistente;
  const passoDoEstado = doKit ? assistente.passoDoEstado : opcoes.passoDoEstado;
  if (!passoDoEstado) throw new Error('useAssistente: sem passoDoEstado (passe o assistente de criarAssistente)');
  const resultado = useMachineComRascunho(machine, rascunho, { input, escopo });
  const enderecos = typeof rotas === 'function' ? rotas(resultado[0]) : rotas;
  useEnderecoDoAssistente(resultado[2], passoDoEstado, enderecos);
  return resultado;
}
