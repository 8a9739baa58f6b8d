import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Usuario } from '../../contracts/comum/auth.contract';
import { sair, usuarioAtual } from '../../services/comum/auth.service';
import { sessaoStore } from '../../services/comum/sessao.store';
import { apagarRascunhos, donoDoRascunho } from '../../services/comum/rascunho-varredura';
import { associadoStore } from '../../services/comum/associado.store';

/**
 * The portal's session: who is logged in, and the moment a 401 sends everyone to login. How a
 * session ended is a state of its own: `expired` (a 401: the login says so and goes back to where the
 * user was) or `signedOut` (SAIR: the next login starts at the products screen, whoever it is).
 * Drafts (services/comum/rascunho.ts): SAIR forgets every draft of this browser; a login forgets
 * everyone else's and the expired ones, and keeps its own (an expired session comes back to its form).
 * The associate acted for (services/comum/associado.store.ts, §3 associadoSelecionado) follows the same rule: a
 * session sets it (an associate itself; a consultant its own earlier choice, never another login's), SAIR forgets it.
 */
// the words QA reads (issue 10): the login form is drawn by four states; a login enters from any of them
const formulario = 'o formulário de login';
const entra = 'entra pelo formulário';

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
    actForUser: ({ context }) => { if (context.usuario) associadoStore.trigger.entrou({ usuario: context.usuario }); },
    forgetSelectedAssociate: () => associadoStore.trigger.saiu(),
  },
}).createMachine({
  id: 'sessao',
  context: { usuario: null },
  initial: 'checking',
  states: {
    checking: {
      description: 'a sessão sendo conferida (/login/me)',
      invoke: {
        id: 'loadUser', src: 'loadUser',
        onDone: [
          { guard: 'hasUser', target: 'authenticated', actions: assign({ usuario: ({ event }) => event.output }), description: 'o servidor diz quem está logado' },
          { target: 'anonymous', description: 'o servidor diz que ninguém está logado' },
        ],
        // no answer at start: show login, which tells the user when the network is down
        onError: { target: 'anonymous', description: 'a consulta fica sem resposta' },
      },
      // the login form is drawn while the session is checked: a login then wins over the check
      on: { 'session.started': { target: 'authenticated', actions: 'keepUser', description: entra } },
    },
    authenticated: {
      description: 'a sessão aberta',
      entry: ['sweepDrafts', 'actForUser'],
      invoke: { id: 'watchExpiry', src: 'watchExpiry' },
      on: {
        'session.expired': {
          target: 'expired', actions: 'forgetUser', description: 'uma chamada qualquer recebe 401 (sessão expirada)', meta: { regras: ['§8.12a'] },
        },
        'session.end': { target: 'loggingOut', description: 'clica em SAIR' },
      },
    },
    loggingOut: {
      description: 'a saída em andamento (SAIR)',
      // before the call: a logout the server never hears still forgets the drafts
      entry: ['forgetDrafts', 'forgetSelectedAssociate'],
      invoke: {
        id: 'logout', src: 'logout',
        onDone: { target: 'signedOut', actions: 'forgetUser', description: 'o servidor encerra a sessão' },
        onError: { target: 'signedOut', actions: 'forgetUser', description: 'a saída fica sem resposta' },
      },
    },
    anonymous: {
      description: `${formulario}, sem sessão`,
      on: { 'session.started': { target: 'authenticated', actions: 'keepUser', description: entra } },
    },
    expired: {
      description: `${formulario}, avisando que a sessão expirou`,
      on: { 'session.started': { target: 'authenticated', actions: 'keepUser', description: entra } },
    },
    signedOut: {
      description: `${formulario}, depois de SAIR`,
      on: { 'session.started': { target: 'authenticated', actions: 'keepUser', description: entra } },
    },
  },
});
