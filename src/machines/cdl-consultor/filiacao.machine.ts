import { assign, fromPromise, setup, type AnyEventObject } from 'xstate';
import { Email } from '../../contracts/comum/esquemas';
import { mensagensConsultor } from '../../domain/cdl-consultor/carteira';
import { failedWith, messageOf } from '../../services/comum/api';
import { solicitarFiliacao } from '../../services/cdl-consultor/consultor.service';
import { guardasDeFalha } from '../comum/falhas';

/** §5 Associate e-mail request: required and valid, else EMAIL_INVALIDO ('Informe um e-mail válido.'). */
export const problemaDoEmail = (email: string): string | null => {
  const r = Email().safeParse(email);
  return r.success ? null : r.error.issues[0]?.message ?? null;
};

/** 409 (already invited, or a login) and 429 (too many today) are about this e-mail: the server's sentence goes under the field. */
const refusedForTheEmail = ({ event }: { event: AnyEventObject }) => 'error' in event && failedWith(event.error, 'rejected')
  && [409, 429].includes((event.error as { status?: number | null }).status ?? 0);

export interface FiliacaoContext {
  email: string;
  /** The field's problem (§5, or the server's 409/429 sentence); shown after a send. */
  problema: string | null;
  /** The toast's text (the server's mensagem on success, §8 on failure). */
  notice: string | null;
}

/**
 * §2 Nova filiação: the future associate's e-mail; SOLICITAR sends EnviarEmailFuturoAssociado (disabled while it
 * goes). Success: the server's mensagem as a toast and the carteira (gerenciarAssociados); failure: §8 'Erro ao
 * solicitar declaração, tente novamente.' as a toast; 409/429: the server's sentence under the field.
 */
export const filiacaoMachine = setup({
  types: {
    context: {} as FiliacaoContext,
    events: {} as { type: 'email.change'; email: string } | { type: 'form.submit' },
  },
  actors: {
    requestAffiliation: fromPromise<string, { email: string }>(({ input }) => solicitarFiliacao(input.email)),
  },
  guards: {
    ...guardasDeFalha,
    refusedForTheEmail,
    emailOk: ({ context }) => problemaDoEmail(context.email) === null,
  },
  actions: {
    /** Provided by the view: toasts, and focus on the error summary. */
    celebrate: () => {},
    fail: () => {},
    showProblems: () => {},
  },
}).createMachine({
  id: 'filiacao',
  context: { email: '', problema: null, notice: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'o formulário de Nova filiação',
      on: {
        'email.change': {
          // once a send showed a problem, the field says what is wrong while it is typed
          actions: assign({ email: ({ event }) => event.email, problema: ({ context, event }) => (context.problema === null ? null : problemaDoEmail(event.email)) }),
          description: 'digita o e-mail',
        },
        'form.submit': [
          { guard: 'emailOk', target: 'sending', actions: assign({ problema: null, notice: null }), description: 'clica em SOLICITAR com um e-mail válido' },
          { actions: [assign({ problema: ({ context }) => problemaDoEmail(context.email) }), 'showProblems'], description: 'clica em SOLICITAR sem e-mail válido' },
        ],
      },
    },
    sending: {
      description: 'a solicitação em andamento (SOLICITAR desabilitado)',
      invoke: {
        id: 'requestAffiliation', src: 'requestAffiliation', input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'done', actions: [assign({ notice: ({ event }) => event.output }), 'celebrate'], description: 'o servidor envia o convite: a mensagem dele como aviso' },
        onError: [
          { guard: 'sessionLost', target: 'sessionLost', description: 'o servidor responde 401 (sessão expirada)' },
          {
            guard: 'refusedForTheEmail', target: 'editing', actions: [assign({ problema: ({ event }) => messageOf(event.error, mensagensConsultor.erroSolicitar) }), 'showProblems'],
            description: 'o servidor recusa este e-mail (409 ou 429): a frase dele sob o campo',
          },
          { target: 'editing', actions: [assign({ notice: mensagensConsultor.erroSolicitar }), 'fail'], description: "a falha: 'Erro ao solicitar declaração, tente novamente.'" },
        ],
      },
    },
    done: { type: 'final', description: 'a carteira (gerenciarAssociados)' },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)' },
  },
});
