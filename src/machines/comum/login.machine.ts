import { assign, fromPromise, setup } from 'xstate';
import type { Credenciais, Usuario } from '../../contracts/comum/auth.contract';
import { mensagensLogin, problemaLogin } from '../../domain/comum/login';
import { entrar } from '../../services/comum/auth.service';
import { aoFalharSemSessao, guardasDeFalha, textoDaFalha } from './falhas';

type Field = 'email' | 'senha';

/** The login form: fill, submit, and either a user or the server's reason. */
export const loginMachine = setup({
  types: {
    context: {} as { email: string; senha: string; notice: string | null },
    events: {} as { type: 'field.change'; field: Field; value: string } | { type: 'form.submit' },
  },
  actors: {
    signIn: fromPromise<Usuario, Credenciais>(({ input }) => entrar(input)),
  },
  guards: {
    formOk: ({ context }) => problemaLogin(context.email, context.senha) === null,
    ...guardasDeFalha,
  },
  actions: {
    /** Provided by App: tells the session who logged in. */
    announce: (_, _usuario: Usuario) => {},
    keepServerMessage: assign({ notice: textoDaFalha(mensagensLogin.falhaDeRede) }),
    clearPassword: assign({ senha: '' }),
  },
}).createMachine({
  id: 'login',
  context: { email: '', senha: '', notice: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'o formulário de login',
      on: {
        'field.change': { actions: assign(({ event }) => ({ [event.field]: event.value, notice: null })), description: 'digita no formulário' },
        'form.submit': [
          { guard: 'formOk', target: 'submitting', actions: assign({ notice: null }), description: 'clica em Entrar' },
          {
            actions: assign({ notice: ({ context }) => problemaLogin(context.email, context.senha) }),
            description: 'clica em Entrar sem um e-mail válido ou sem a senha',
          },
        ],
      },
    },
    submitting: {
      description: 'o login em andamento',
      invoke: {
        id: 'signIn', src: 'signIn',
        input: ({ context }) => ({ email: context.email.trim(), senha: context.senha }),
        onDone: { target: 'done', actions: { type: 'announce', params: ({ event }) => event.output }, description: 'o servidor aceita o login' },
        // no session yet: a 401 here is a wrong password, refused like a 400 or a 429 (the service says so)
        onError: aoFalharSemSessao(
          { target: 'editing', actions: ['clearPassword', 'keepServerMessage'], description: 'o servidor recusa o e-mail ou a senha' },
          { target: 'editing', actions: 'keepServerMessage', description: 'o login fica sem resposta' },
        ),
      },
    },
    done: { type: 'final', description: 'o portal, logado' },
  },
});
