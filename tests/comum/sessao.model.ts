import { loginMachine } from '../../src/machines/comum/login.machine';
import { sessaoMachine } from '../../src/machines/comum/sessao.machine';
import type { PathEvent } from '../support/paths';
import { falhas, usuario } from '../support/fixtures';
import type { Modelo } from '../support/modelos';

export const sessaoModelo = {
  nome: 'sessao',
  machine: sessaoMachine,
  events: [
    { type: 'xstate.done.actor.loadUser', output: usuario },
    { type: 'xstate.done.actor.loadUser', output: null },
    { type: 'xstate.error.actor.loadUser', error: falhas.rede },
    { type: 'session.started', usuario },
    { type: 'session.expired' },
    { type: 'session.end' },
    { type: 'xstate.done.actor.logout', output: undefined },
    { type: 'xstate.error.actor.logout', error: falhas.rede },
  ] satisfies PathEvent<typeof sessaoMachine>[],
  key: (s) => [s.value, s.context.usuario !== null],
} satisfies Modelo;

export const loginModelo = {
  nome: 'login',
  machine: loginMachine,
  events: [
    { type: 'field.change', field: 'email', value: 'associado@exemplo.com.br' },
    { type: 'field.change', field: 'senha', value: 'portal123' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.signIn', output: usuario },
    { type: 'xstate.error.actor.signIn', error: falhas.rejeitada },
    { type: 'xstate.error.actor.signIn', error: falhas.rede },
  ] satisfies PathEvent<typeof loginMachine>[],
  key: (s) => [s.value, s.context.email !== '', s.context.senha !== '', s.context.notice],
} satisfies Modelo;
