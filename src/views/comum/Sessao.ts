import { createActorContext } from '@xstate/react';
import { sessaoMachine } from '../../machines/comum/sessao.machine';

/** The session actor, one for the whole app. */
export const Sessao = createActorContext(sessaoMachine);
