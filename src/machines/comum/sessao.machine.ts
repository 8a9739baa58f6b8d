import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Usuario } from '../../contracts/comum/auth.contract';
import { sair, usuarioAtual } from '../../services/comum/auth.service';
import { sessaoStore } from '../../services/comum/sessao.store';
import { apagarRascunhos, donoDoRascunho } from './rascunho-varredura';

/**
 * The portal's session: who is logged in, and the moment a 401 sends everyone to login. How a
 * session ended is a state of its own: `expired` (a 401: the login says so and goes back to where the
 * user was) or `signedOut` (SAIR: the next login starts at the products screen, whoever it is).
 * Drafts (machines/comum/rascunho.ts): SAIR forgets every draft of this browser; a login forgets
 * everyone else's and the expired ones, and keeps its own (an expired session comes back to its form).
 */
export const sessaoMachine = setup({
  types: {
    context: {} as { usuario: Usuario | null },
    events: {} as { type: 'session.started'; usuario: Usuario } | { type: 'session.end' } | { type: 'session.expired' },
  },
  actors: {
    loadUser: fromPromise(() => usuarioAtual()),
    logout: fromPromise(() => sair()),
    watchExpiry: fromCallback(({ sendBack }) => {
      const sub = sessaoStore.subscribe(() => sendBack({ type: 'session.expired' }));
      return () => sub.unsubscribe();
    }),
  },
  guards: {
    hasUser: ({ event }) => 'output' in event && event.output !== null,
  },
  actions: {
    keepUser: assign({ usuario: ({ event }) => (event.type === 'session.started' ? event.usuario : null) }),
    forgetUser: assign({ usuario: null }),
    sweepDrafts: ({ context }) => {
      const dono = donoDoRascunho(context.usuario);
      apagarRascunhos(dono === null ? null : { dono });
    },
    forgetDrafts: () => apagarRascunhos(null),
  },
}).createMachine({
  id: 'sessao',
  context: { usuario: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'loadUser', src: 'loadUser',
        onDone: [
          { guard: 'hasUser', target: 'authenticated', actions: assign({ usuario: ({ event }) => event.output }) },
          { target: 'anonymous' },
        ],
        // no answer at start: show login, which tells the user when the network is down
        onError: { target: 'anonymous' },
      },
      // the login form is drawn while the session is checked: a login then wins over the check
      on: { 'session.started': { target: 'authenticated', actions: 'keepUser' } },
    },
    authenticated: {
      entry: 'sweepDrafts',
      invoke: { id: 'watchExpiry', src: 'watchExpiry' },
      on: { 'session.expired': { target: 'expired', actions: 'forgetUser' }, 'session.end': 'loggingOut' },
    },
    loggingOut: {
      // before the call: a logout the server never hears still forgets the drafts
      entry: 'forgetDrafts',
      invoke: {
        id: 'logout', src: 'logout',
        onDone: { target: 'signedOut', actions: 'forgetUser' },
        onError: { target: 'signedOut', actions: 'forgetUser' },
      },
    },
    anonymous: { on: { 'session.started': { target: 'authenticated', actions: 'keepUser' } } },
    expired: { on: { 'session.started': { target: 'authenticated', actions: 'keepUser' } } },
    signedOut: { on: { 'session.started': { target: 'authenticated', actions: 'keepUser' } } },
  },
});
