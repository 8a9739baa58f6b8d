import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { aoFalhar, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from './falhas';

/** A term as page text: the lines its PDF prints (the server renders both from the same lines). */
export interface TextoTermo {
  titulo: string;
  /** The accepting party's lines (name, CPF, e-mail…), shown under the title. */
  identificacao: string[];
  /** In order, unnumbered: the screen numbers them from 1, as the PDF does. */
  clausulas: string[];
}

/** A term ready to read and accept: its text, its PDF (base64) and the version an acceptance names. */
export interface TermoParaAceite {
  texto: TextoTermo;
  base64: string;
  nomeArquivo: string;
  dtVersao: string;
}

/** The texts the machine keeps for its screen (each product's, from its domain/). */
export interface MensagensTermo {
  /** No answer from the portal (network, 5xx) while loading; also the fallback for a 400 without mensagem. */
  falhaDeRede: string;
  /** §5: 'Terms checkbox must be ticked'. */
  marqueOAceite: string;
  /** §8: the acceptance failed for another reason than a 400 or a 401 (the club's 'Erro ao assinar o termo, tente novamente.'). */
  erroAoAceitar: string;
}

export type TermoEvento = { type: 'agree.toggle' } | { type: 'term.accept' } | { type: 'retry' } | { type: 'back' };

/**
 * The term-acceptance flow every product shares (spec §2 club, health, reconciliation, retail terms):
 * load the term, read it, tick 'Estou de acordo com o termo acima.', accept; VOLTAR leaves without accepting.
 * `entrada` is what a product's calls need to name its term (a health holder's CPF, a reservation's
 * event id), given as the actor's input; the club's term needs none.
 *
 * Where each outcome's message goes (one place each, STYLE §5):
 * - load refused (400/403): toast `warn`, and the screen leaves (leftToPanel): nothing left to show it inline;
 * - load without answer: inline, the retry box (loadFailed), no toast;
 * - accept without the checkbox: inline alert (§5, the user must fix it), no toast;
 * - accepted: toast `celebrate`, and the screen leaves (accepted);
 * - accept refused (400/403): toast `warn`, and the screen leaves (leftToPanel);
 * - accept without answer: inline alert on the still open term, no toast (the user clicks again);
 * - 401 (either call): neither; the session machine goes to login (sessionLost).
 * `warn` and `celebrate` are no-ops here: the view provides them (views/comum/TermoAceite `comAvisos`).
 */
export function criarTermoMachine<Entrada = undefined>({ id, carregar, aceitar, mensagens }: {
  /** The machine's id: the product's flow name (`clubeTermo`). */
  id: string;
  carregar: (entrada: Entrada) => Promise<TermoParaAceite>;
  /** Records the acceptance of the version read; answers the server's confirmation text. */
  aceitar: (pedido: { dtVersao: string; entrada: Entrada }) => Promise<string>;
  mensagens: MensagensTermo;
}) {
  return setup({
    types: {
      context: {} as { entrada: Entrada; termo: TermoParaAceite | null; agreed: boolean; notice: string | null },
      events: {} as TermoEvento,
      input: {} as Entrada,
    },
    // the actors' inputs are typed `unknown` inside: with a generic Entrada, xstate's setup cannot tell its two
    // actors apart (their done events merge); the machine alone passes `entrada` in, so the casts hold
    actors: {
      loadTerm: fromPromise<TermoParaAceite, unknown>(({ input }) => carregar(input as Entrada)),
      acceptTerm: fromPromise<string, { dtVersao: string; entrada: unknown }>(({ input }) => aceitar(input as { dtVersao: string; entrada: Entrada })),
    },
    guards: {
      agreed: ({ context }) => context.agreed,
      ...guardasDeFalha,
    },
    actions: {
      /** Provided by the view: toasts. */
      warn: () => {},
      celebrate: () => {},
      keepServerMessage: assign({ notice: textoDaFalha(mensagens.falhaDeRede) }),
      clearNotice: assign({ notice: null }),
      keepAcceptFailure: assign({ notice: mensagens.erroAoAceitar }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ entrada: input, termo: null, agreed: false, notice: null }),
    initial: 'loading',
    // product-neutral words (issue 10): a product's own (its button, where it goes) are in its test model
    states: {
      loading: {
        description: 'o termo carregando',
        invoke: {
          id: 'loadTerm', src: 'loadTerm', // id === src: test doubles rely on it
          input: ({ context }: { context: { entrada: Entrada } }) => context.entrada,
          onDone: { target: 'reading', actions: assign({ termo: ({ event }) => event.output }), description: 'o servidor entrega o termo' },
          // §8: a 400 on a term shows the server's mensagem as a warning and leaves (the product decides where)
          onError: aoFalhar({ target: 'leftToPanel', actions: ['keepServerMessage', 'warn'], description: 'o servidor recusa o termo' }, falhouCarga),
        },
      },
      loadFailed: loadFailed({ on: { back: { target: 'leftBack', description: 'clica em VOLTAR' } } }),
      reading: {
        description: 'o termo aberto para leitura',
        on: {
          'agree.toggle': {
            actions: assign({ agreed: ({ context }) => !context.agreed, notice: null }),
            description: 'marca ou desmarca "Estou de acordo com o termo acima."',
          },
          'term.accept': [
            { guard: 'agreed', target: 'accepting', actions: assign({ notice: null }), description: 'aceita o termo' },
            { actions: assign({ notice: mensagens.marqueOAceite }), description: 'aceita o termo sem o de acordo marcado' }, // §5: the checkbox must be ticked
          ],
          back: { target: 'leftBack', description: 'clica em VOLTAR' },
        },
      },
      accepting: {
        description: 'o aceite em andamento',
        // no `back` here: the acceptance is on its way, and leaving would not stop it
        invoke: {
          id: 'acceptTerm', src: 'acceptTerm',
          input: ({ context }) => ({ dtVersao: context.termo!.dtVersao, entrada: context.entrada }),
          onDone: { target: 'accepted', actions: [assign({ notice: ({ event }) => event.output }), 'celebrate'], description: 'o servidor registra o aceite' },
          onError: aoFalhar(
            { target: 'leftToPanel', actions: ['keepServerMessage', 'warn'], description: 'o servidor recusa o aceite' },
            { target: 'reading', actions: 'keepAcceptFailure', description: 'o aceite fica sem resposta' }, // §8, inline only
          ),
        },
      },
      accepted: { type: 'final', description: 'o termo aceito' },
      leftToPanel: { type: 'final', description: 'a saída do termo, recusado pelo servidor' },
      /** VOLTAR: left without accepting; the product decides where to. */
      leftBack: { type: 'final', description: 'a saída do termo por VOLTAR, sem aceitar' },
      sessionLost: { type: 'final', description: 'o login (sessão perdida)' },
    },
  });
}

export type TermoMachine<Entrada = undefined> = ReturnType<typeof criarTermoMachine<Entrada>>;
export type TermoSnapshot<Entrada = undefined> = SnapshotFrom<TermoMachine<Entrada>>;
