import { assign, fromPromise, setup } from 'xstate';
import type { Credenciais, Usuario } from '../../contracts/comum/auth.contract';
import { mensagensLogin, problemaLogin } from '../../domain/comum/login';
import { entrar } from '../../services/comum/auth.service';
import { aoFalharSemSessao, aoProibir, guardasDeFalha, textoDaFalha } from './falhas';

type Field = 'email' | 'senha';

/** The login form: fill, submit, and either a user or the server's reason. */
export const loginMachine = setup({
  types: {
    context: {} as {
      email: string; senha: string; notice: string | null;
      /**
       * decided (issue 27): the server's sentence for credentials that are right but not a login yet (403: the invited
       * company before its registration). Not an error of the fields: the page says it as news.
       */
      pending: string | null;
    },
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
    keepPending: assign({ pending: textoDaFalha(mensagensLogin.falhaDeRede) }),
    clearPassword: assign({ senha: '' }),
  },
}).createMachine({
  id: 'login',
  context: { email: '', senha: '', notice: null, pending: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'o formulário de login',
      on: {
        'field.change': { actions: assign(({ event }) => ({ [event.field]: event.value, notice: null, pending: null })), description: 'digita no formulário' },
        'form.submit': [
          { guard: 'formOk', target: 'submitting', actions: assign({ notice: null, pending: null }), description: 'clica em Entrar' },
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
        onError: [
          aoProibir({
            target: 'editing', actions: ['clearPassword', 'keepPending'],
            description: 'o servidor reconhece a senha do convite de uma empresa ainda não cadastrada: cadastro em andamento (403)',
          }),
          ...aoFalharSemSessao(
            { target: 'editing', actions: ['clearPassword', 'keepServerMessage'], description: 'o servidor recusa o e-mail ou a senha' },
            { target: 'editing', actions: 'keepServerMessage', description: 'o login fica sem resposta' },
          ),
        ],
      },
    },
    done: { type: 'final', description: 'o portal, logado' },
  },
});
