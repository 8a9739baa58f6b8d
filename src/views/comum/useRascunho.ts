import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Actor, AnyStateMachine, ContextFrom, InputFrom, StateFrom } from 'xstate';
import {
  acompanharRascunho, donoDoRascunho, lerRascunho, type ConfigRascunho, type RascunhoRecuperado,
} from '../../services/comum/rascunho';
import { Sessao } from './Sessao';

/**
 * `useMachine` with a draft (kit in services/comum/rascunho.ts): at mount the logged-in user's draft
 * of this flow is restored if it is whole, then every resting state is saved and a final state
 * (but sessionLost) deletes it. The fourth item says a draft came back, and whether its files were
 * left out (the view tells the user to pick them again):
 *
 *   const [state, send, , recuperado] = useMachineComRascunho(anuncioMachine, rascunhoAnuncio);
 *   {recuperado?.arquivosDeixados && <p className="aviso" role="status">…</p>}
 *
 * `escopo` keeps several drafts of one flow apart for one login (a consultant's codSocio); remount the
 * view with `key` when it changes (STYLE §6). No logged-in user: no draft, the machine starts fresh.
 */
export function useMachineComRascunho<TMachine extends AnyStateMachine>(
  machine: TMachine,
  config: ConfigRascunho<ContextFrom<TMachine>>,
  opcoes: { input?: InputFrom<TMachine>; escopo?: string } = {},
): [StateFrom<TMachine>, Actor<TMachine>['send'], Actor<TMachine>, RascunhoRecuperado | null] {
  const dono = Sessao.useSelector((s) => donoDoRascunho(s.context.usuario));
  const { input, escopo } = opcoes;
  // read once per mount: the draft is the actor's starting snapshot, or nothing
  const [recuperado] = useState(() => (dono === null ? null : lerRascunho(machine, config, { dono, escopo, input })));
  const opcoesDoAtor = { input, snapshot: recuperado?.snapshot } as Parameters<typeof useMachine<TMachine>>[1];
  const [state, send, actor] = useMachine(machine, opcoesDoAtor);
  useEffect(() => (dono === null ? undefined : acompanharRascunho(actor, config, { dono, escopo })), [actor, config, dono, escopo]);
  return [state, send, actor, recuperado];
}
