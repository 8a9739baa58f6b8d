import { assign, fromPromise, setup } from 'xstate';
import type { Convite } from '../../contracts/cdl-consultor.contract';
import { problemasDoConvite, type CampoConvite } from '../../domain/cdl-consultor/convite';
import { textosKit } from '../../domain/comum/textos';
import { failedWith } from '../../services/comum/api';
import {
  aceitarConvite, baixarTermoConvite, consultarConvite, definirSenhaConvite, type NovaSenha,
} from '../../services/cdl-consultor/convite.service';
import { aoFalharSemSessao, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';

type Campo = 'senha' | 'confirmacao';
export type ConviteEvento =
  | { type: 'field.change'; field: Campo; value: string }
  | { type: 'agree.toggle' }
  | { type: 'pdf.download' }
  | { type: 'form.submit' }
  | { type: 'retry' };

export interface ConviteContexto {
  token: string;
  convite: Convite | null;
  agreed: boolean;
  senha: string;
  confirmacao: string;
  /** The form's problems after a send that found some (inline and in the summary). */
  problemas: Partial<Record<CampoConvite, string>>;
  /** Inline: a failed call's text (no answer, a refused form, the term that changed). */
  notice: string | null;
  /** The server's sentence for a link that cannot be used (unknown, used, expired): the page says only that. */
  motivo: string | null;
  /** The server's sentence once done. */
  feito: string | null;
}

const sem = (problemas: ConviteContexto['problemas'], campo: CampoConvite) =>
  Object.fromEntries(Object.entries(problemas).filter(([c]) => c !== campo)) as ConviteContexto['problemas'];
const status = (e: unknown) => (e as { status?: unknown } | null)?.status;

/** Typing and ticking: while the form is open, also while its PDF downloads (named actions: typed by the machine). */
const preencher = {
  'field.change': { actions: 'keepField', description: 'digita a senha ou a confirmação' },
  'agree.toggle': { actions: 'toggleAgreement', description: 'marca ou desmarca "Estou de acordo com o termo acima."' },
} as const;

/**
 * The invited company's page (/convite#<token>, public, issue 21 step 3): the link is read; an invitation shows the
 * Termo de Uso (its PDF on demand), 'Estou de acordo com o termo acima.' and a password with its confirmation, 'Aceitar
 * e criar senha'; 'Enviar Login''s link shows the password only, 'Criar senha'. Both end on the server's sentence.
 * There is no session: no 401. Where each outcome goes:
 * - a link the server will not take (404, 410; a 409 other than the term: the e-mail is a login already) → `invalid`,
 *   its sentence and the way to the login; also when it was used meanwhile in another tab (410 while sending);
 * - a form problem: inline under each field and in the summary (showProblems); a 400 from the server: inline;
 * - no answer (network, 5xx): inline `textosKit.falhaDeRede`; on the first load, the retry box;
 * - the term changed since the page opened (409 termoDesatualizado): its text inline, the box unticked, the term read again.
 */
export const conviteMachine = setup({
  types: {
    context: {} as ConviteContexto,
    events: {} as ConviteEvento,
    input: {} as { token: string },
  },
  actors: {
    loadInvitation: fromPromise<Convite, string>(({ input }) => consultarConvite(input)),
    downloadTerm: fromPromise<void, string>(({ input }) => baixarTermoConvite(input)),
    acceptInvitation: fromPromise<string, NovaSenha & { dtVersao: string }>(({ input }) => aceitarConvite(input)),
    setPassword: fromPromise<string, NovaSenha>(({ input }) => definirSenhaConvite(input)),
  },
  guards: {
    ...guardasDeFalha,
    isInvitation: ({ event }) => 'output' in event && (event.output as Convite).finalidade === 'filiacao',
    invitationFormOk: ({ context }) => Object.keys(problemasDoConvite({ ...context, aceito: context.agreed })).length === 0,
    passwordFormOk: ({ context }) => Object.keys(problemasDoConvite({ ...context, aceito: null })).length === 0,
    /** The server will not take this link any more (404, 409 other than the term, 410). */
    linkUnusable: ({ event }) => 'error' in event && failedWith(event.error, 'rejected') && status(event.error) !== 400,
    termChanged: ({ event }) => 'error' in event && failedWith(event.error, 'rejected') && status(event.error) === 409
      && (event.error as Error).message === textosKit.termoDesatualizado,
  },
  actions: {
    /** Provided by the view: the error summary takes focus. */
    showProblems: () => {},
    keepServerMessage: assign({ notice: textoDaFalha(textosKit.falhaDeRede) }),
    keepReason: assign({ motivo: textoDaFalha(textosKit.falhaDeRede) }),
    clearNotice: assign({ notice: null }),
    keepField: assign(({ context, event }) => (event.type === 'field.change'
      ? { [event.field]: event.value, problemas: sem(context.problemas, event.field) } : {})),
    toggleAgreement: assign(({ context }) => ({ agreed: !context.agreed, problemas: sem(context.problemas, 'aceite') })),
  },
}).createMachine({
  id: 'convite',
  context: ({ input }) => ({
    token: input.token, convite: null, agreed: false, senha: '', confirmacao: '', problemas: {}, notice: null, motivo: null, feito: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'o link do convite sendo lido',
      invoke: {
        id: 'loadInvitation', src: 'loadInvitation',
        input: ({ context }) => context.token,
        onDone: [
          { guard: 'isInvitation', target: 'invitation', actions: assign({ convite: ({ event }) => event.output }), description: 'o servidor entrega um convite com o Termo de Uso' },
          { target: 'password', actions: assign({ convite: ({ event }) => event.output }), description: 'o servidor entrega um link de nova senha' },
        ],
        onError: aoFalharSemSessao(
          { target: 'invalid', actions: 'keepReason', description: 'o servidor recusa o link (desconhecido, usado ou expirado)' },
          falhouCarga,
        ),
      },
    },
    loadFailed: loadFailed(),
    invitation: {
      description: 'o Termo de Uso para ler, o de acordo e a nova senha',
      initial: 'editing',
      states: {
        editing: {
          description: 'o formulário do convite',
          on: {
            ...preencher,
            'pdf.download': { target: 'downloading', actions: 'clearNotice', description: 'clica em Baixar PDF' },
            'form.submit': [
              { guard: 'invitationFormOk', target: 'sending', actions: assign({ problemas: {}, notice: null }), description: 'clica em Aceitar e criar senha' },
              {
                actions: [assign({ problemas: ({ context }) => problemasDoConvite({ ...context, aceito: context.agreed }) }), 'showProblems'],
                description: 'clica em Aceitar e criar senha sem o de acordo ou com a senha fora da regra',
              },
            ],
          },
        },
        downloading: {
          description: 'o PDF do termo baixando (o formulário continua aberto)',
          on: preencher,
          invoke: {
            id: 'downloadTerm', src: 'downloadTerm',
            input: ({ context }) => context.token,
            onDone: { target: 'editing', description: 'o PDF é salvo' },
            onError: aoFalharSemSessao(
              { target: '#convite.invalid', actions: 'keepReason', description: 'o servidor recusa o link (usado ou expirado enquanto lia)' },
              { target: 'editing', actions: 'keepServerMessage', description: 'o PDF fica sem resposta' },
            ),
          },
        },
        sending: {
          description: 'o aceite e a senha sendo gravados (Aguarde)',
          invoke: {
            id: 'acceptInvitation', src: 'acceptInvitation',
            input: ({ context }) => ({ token: context.token, dtVersao: context.convite!.termo!.dtVersao, senha: context.senha, confirmacao: context.confirmacao }),
            onDone: { target: '#convite.done', actions: assign({ feito: ({ event }) => event.output }), description: 'o servidor registra o aceite e a senha' },
            onError: [
              {
                guard: 'termChanged', target: '#convite.loading', actions: ['keepServerMessage', assign({ agreed: false })],
                description: 'o servidor recusa: o termo mudou depois de aberto; o termo atual é lido de novo',
              },
              { guard: 'linkUnusable', target: '#convite.invalid', actions: 'keepReason', description: 'o servidor recusa o link (usado em outra aba, expirado)' },
              ...aoFalharSemSessao(
                { target: 'editing', actions: 'keepServerMessage', description: 'o servidor recusa os dados (400)' },
                { target: 'editing', actions: 'keepServerMessage', description: 'o aceite fica sem resposta' },
              ),
            ],
          },
        },
      },
    },
    password: {
      description: 'a nova senha do link Enviar Login',
      initial: 'editing',
      states: {
        editing: {
          description: 'o formulário da nova senha',
          on: {
            'field.change': preencher['field.change'],
            'form.submit': [
              { guard: 'passwordFormOk', target: 'sending', actions: assign({ problemas: {}, notice: null }), description: 'clica em Criar senha' },
              {
                actions: [assign({ problemas: ({ context }) => problemasDoConvite({ ...context, aceito: null }) }), 'showProblems'],
                description: 'clica em Criar senha com a senha fora da regra',
              },
            ],
          },
        },
        sending: {
          description: 'a nova senha sendo gravada (Aguarde)',
          invoke: {
            id: 'setPassword', src: 'setPassword',
            input: ({ context }) => ({ token: context.token, senha: context.senha, confirmacao: context.confirmacao }),
            onDone: { target: '#convite.done', actions: assign({ feito: ({ event }) => event.output }), description: 'o servidor grava a nova senha' },
            onError: [
              { guard: 'linkUnusable', target: '#convite.invalid', actions: 'keepReason', description: 'o servidor recusa o link (usado em outra aba, expirado)' },
              ...aoFalharSemSessao(
                { target: 'editing', actions: 'keepServerMessage', description: 'o servidor recusa os dados (400)' },
                { target: 'editing', actions: 'keepServerMessage', description: 'a nova senha fica sem resposta' },
              ),
            ],
          },
        },
      },
    },
    invalid: { type: 'final', description: 'o link que não serve mais, com o motivo e o caminho do login' },
    done: { type: 'final', description: 'o aceite ou a senha gravados, com o caminho do login' },
  },
});
