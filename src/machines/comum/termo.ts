import { assign, fromCallback, fromPromise, setup, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { aoSairDaPagina } from '../../services/comum/pagina';
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

/** `leave`: the page went away (the tab closing, a reload) while a held term was read: the hold is let go (sent by `guardHold`). */
export type TermoEvento = { type: 'agree.toggle' } | { type: 'term.accept' } | { type: 'retry' } | { type: 'back' } | { type: 'leave' };

/** How the term screen ended, as its final state says it: the machine's output, for a flow that invokes it (a wizard's step). */
export type SaidaDoTermo = 'accepted' | 'leftToPanel' | 'leftBack' | 'sessionLost';

/** What `aceitar` answers: the server's confirmation text, or an object carrying it with what else the product needs. */
export type RespostaDoAceite = string | { mensagem: string };

/** The machine's output: the final state reached, what `aceitar` answered (null unless accepted) and the last refusal. */
export interface FimDoTermo<Resposta extends RespostaDoAceite = string> {
  saida: SaidaDoTermo;
  resposta: Resposta | null;
  /** The refused call's error (its `detalhe`: retail's 409 names the chairs taken), null when nothing was refused. */
  falha: unknown;
}

/**
 * While a held term is read, its guard (invoked by the term's `reading`): the page going away sends `leave`, and the
 * term stopped from outside (its wizard stopped: the user went to another route, the component unmounted) lets the
 * hold go as it stops. XState 5 runs no exit action when an actor is stopped (statelyai/xstate#4630, by design); an
 * invoked callback's cleanup does run, on a stop and on a plain exit alike, so the cleanup tells them apart by its
 * term's status: 'stopped' only when the term itself was stopped, never when it moved on (accepting, VOLTAR, a final state).
 */
function guardaDaReserva<Termo>(liberar: (termo: Termo) => Promise<unknown>) {
  return fromCallback<{ type: 'leave' }, { termo: Termo; dono: AnyActorRef }>(({ input, sendBack }) => {
    const parar = aoSairDaPagina(() => sendBack({ type: 'leave' }));
    return () => {
      parar();
      if (input.dono.getSnapshot().status === 'stopped') void liberar(input.termo).catch(() => undefined);
    };
  });
}

const textoDaResposta = (r: RespostaDoAceite) => (typeof r === 'string' ? r : r.mensagem);

/** What `aceitar` receives: the version read, the product's input and the term loaded (what was shown is what is accepted). */
export interface PedidoDeAceite<Entrada, Termo> {
  dtVersao: string;
  entrada: Entrada;
  termo: Termo;
}

/**
 * The term-acceptance flow every product shares (spec §2 club, health, reconciliation, retail terms):
 * load the term, read it, tick 'Estou de acordo com o termo acima.', accept; VOLTAR leaves without accepting.
 * `entrada` is what a product's calls need to name its term (a health holder's CPF, a reservation's
 * event id, the reconciliation's choice), given as the actor's input; the club's term needs none.
 * `Termo` is what `carregar` answers (a product may carry more than the kit shows: the reconciliation's request
 * id and PDF hash); `aceitar` gets that very term back, so the acceptance names the term that was read.
 * The machine's output names the final state reached (`SaidaDoTermo`) and what `aceitar` answered: a wizard can invoke
 * it as its term step and go on with the acceptance's answer (retail's reservation status).
 *
 * Where each outcome's message goes (one place each, STYLE §5):
 * - load refused (400/403): toast `warn`, and the screen leaves (leftToPanel): nothing left to show it inline;
 * - load without answer: inline, the retry box (loadFailed), no toast;
 * - accept without the checkbox: inline alert (§5, the user must fix it), no toast;
 * - accepted: toast `celebrate`, and the screen leaves (accepted);
 * - accept refused (400/403): toast `warn`, and the screen leaves (leftToPanel);
 * - accept without answer: inline alert on the still open term, no toast (the user clicks again);
 * - accept refused because the term changed since it was loaded (`termoMudou`, e.g. a 409: another tab confirmed
 *   other choices): the server's text inline, the agreement unticked, and the current term loaded again;
 * - 401 (either call): neither; the session machine goes to login (sessionLost).
 * `warn` and `celebrate` are no-ops here: the view provides them (views/comum/TermoAceite `comAvisos`).
 */
export function criarTermoMachine<
  Entrada = undefined, Termo extends TermoParaAceite = TermoParaAceite, Resposta extends RespostaDoAceite = string,
>({
  id, carregar, aceitar, termoMudou, liberar, mensagens,
}: {
  /** The machine's id: the product's flow name (`clubeTermo`). */
  id: string;
  carregar: (entrada: Entrada) => Promise<Termo>;
  /**
   * Records the acceptance of the term read (its version, and whatever else the product's term carries); answers the
   * server's confirmation text, or an object with it (`mensagem`) and what else the product goes on with (the output's `resposta`).
   */
  aceitar: (pedido: PedidoDeAceite<Entrada, Termo>) => Promise<Resposta>;
  /** Whether an acceptance failed because the term changed since it was loaded: then it is loaded again. Absent: no such case. */
  termoMudou?: (erro: unknown) => boolean;
  /**
   * A term whose load holds something (retail's simulated reservation, 15 min) lets it go when left unaccepted: VOLTAR
   * waits for it (`releasing`, so the screen gone back to shows it free), and the other exits fire it and go on: a
   * refused acceptance, a lost session, the page going away (`leave`) and the term stopped while read (its wizard
   * stopped: another route). The machine does it (`guardHold`), never the view. Absent: nothing held.
   */
  liberar?: (termo: Termo) => Promise<unknown>;
  mensagens: MensagensTermo;
}) {
  const aceiteRecusado = { target: 'leftToPanel', actions: ['keepServerMessage', 'warn'], description: 'o servidor recusa o aceite' } as const;
  const aceiteSemResposta = { target: 'reading', actions: 'keepAcceptFailure', description: 'o aceite fica sem resposta' } as const; // §8, inline only
  const [sessao, recusa, semResposta] = aoFalhar(aceiteRecusado, aceiteSemResposta);
  // with a hold: VOLTAR releases it first, and leaving the screen any other way releases it on the way out
  const voltar = liberar ? { target: 'releasing', description: 'clica em VOLTAR: o que o termo segura é liberado' } as const
    : { target: 'leftBack', description: 'clica em VOLTAR' } as const;
  const comReserva = liberar ? {
    releasing: {
      description: 'a liberação do que o termo segurava, antes de voltar',
      invoke: {
        id: 'releaseHold', src: 'releaseHold',
        input: ({ context }: { context: { termo: Termo | null } }) => context.termo!,
        // without an answer it goes back anyway: what is held expires by itself
        onDone: { target: 'leftBack', description: 'o servidor libera' },
        onError: { target: 'leftBack', description: 'a liberação fica sem resposta: volta assim mesmo' },
      },
    },
    left: { type: 'final', entry: 'releaseHold', description: 'saiu da tela sem aceitar: o que o termo segurava é liberado', output: { saida: 'leftBack' } },
  } as const : {};
  // typed as nothing: the states every term has are the ones the views match; a held term's view matches these two by name
  const estadosDaReserva = comReserva as object;
  const sairDaLeitura = (liberar ? { leave: { target: 'left', description: 'a página sai sem aceitar (a aba fechada, recarregar)' } } : {}) as object;
  // while read, the hold is guarded: the page going away, or the term stopped (its wizard gone), lets it go
  const guardaDaLeitura = (liberar ? {
    invoke: { id: 'guardHold', src: 'guardHold', input: ({ context, self }: { context: { termo: Termo | null }; self: AnyActorRef }) => ({ termo: context.termo!, dono: self }) },
  } : {}) as object;
  const termoAtual = {
    guard: 'termChanged', target: 'loading', actions: ['keepServerMessage', 'forgetAgreement'],
    description: 'o servidor recusa o aceite: o termo mudou depois de aberto (outra aba); o termo atual é carregado',
  } as const;
  return setup({
    types: {
      // falha: the last refused call's error, whose detail a product may read when the screen leaves (retail's 409 chairs)
      context: {} as { entrada: Entrada; termo: Termo | null; agreed: boolean; notice: string | null; resposta: Resposta | null; falha: unknown },
      events: {} as TermoEvento,
      input: {} as Entrada,
      output: {} as FimDoTermo<Resposta>,
    },
    // the actors' inputs are typed `unknown` inside: with a generic Entrada, xstate's setup cannot tell its two
    // actors apart (their done events merge); the machine alone passes `entrada` in, so the casts hold
    actors: {
      loadTerm: fromPromise<Termo, unknown>(({ input }) => carregar(input as Entrada)),
      acceptTerm: fromPromise<Resposta, { dtVersao: string; entrada: unknown; termo: unknown }>(
        ({ input }) => aceitar(input as PedidoDeAceite<Entrada, Termo>),
      ),
      releaseHold: fromPromise<unknown, unknown>(({ input }) => liberar!(input as Termo)),
      // only a held term invokes it (`guardaDaLeitura`)
      guardHold: liberar ? guardaDaReserva(liberar) : fromCallback(() => undefined),
    },
    guards: {
      agreed: ({ context }) => context.agreed,
      termChanged: ({ event }) => 'error' in event && termoMudou !== undefined && termoMudou(event.error),
      ...guardasDeFalha,
    },
    actions: {
      /** Provided by the view: toasts. */
      warn: () => {},
      celebrate: () => {},
      keepServerMessage: assign({ notice: textoDaFalha(mensagens.falhaDeRede), falha: ({ event }) => ('error' in event ? event.error : null) }),
      clearNotice: assign({ notice: null }),
      keepAcceptFailure: assign({ notice: mensagens.erroAoAceitar }),
      forgetAgreement: assign({ agreed: false }),
      /** Fire and forget (the screen is going): what the loaded term holds, if the product's term holds anything. */
      releaseHold: ({ context }) => { if (liberar && context.termo) void liberar(context.termo).catch(() => undefined); },
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ entrada: input, termo: null, agreed: false, notice: null, resposta: null, falha: null }),
    // the final state reached (each one's output) and what the acceptance answered: what a flow invoking the term goes on with
    output: ({ context, event }) => ({ saida: (event.output as { saida: SaidaDoTermo }).saida, resposta: context.resposta, falha: context.falha }),
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
      ...estadosDaReserva,
      reading: {
        description: 'o termo aberto para leitura',
        ...guardaDaLeitura,
        on: {
          'agree.toggle': {
            actions: assign({ agreed: ({ context }) => !context.agreed, notice: null }),
            description: 'marca ou desmarca "Estou de acordo com o termo acima."',
          },
          'term.accept': [
            { guard: 'agreed', target: 'accepting', actions: assign({ notice: null }), description: 'aceita o termo' },
            { actions: assign({ notice: mensagens.marqueOAceite }), description: 'aceita o termo sem o de acordo marcado' }, // §5: the checkbox must be ticked
          ],
          back: voltar,
          ...sairDaLeitura,
        },
      },
      accepting: {
        description: 'o aceite em andamento',
        // no `back` here: the acceptance is on its way, and leaving would not stop it
        invoke: {
          id: 'acceptTerm', src: 'acceptTerm',
          // the term loaded is the term accepted: its version, and the whole term for what else the product must send back
          input: ({ context }) => ({ dtVersao: context.termo!.dtVersao, entrada: context.entrada, termo: context.termo! }),
          onDone: {
            target: 'accepted',
            actions: [assign({ notice: ({ event }) => textoDaResposta(event.output), resposta: ({ event }) => event.output }), 'celebrate'],
            description: 'o servidor registra o aceite',
          },
          // a product whose term can change under the user (termoMudou) has one more branch: the current term again
          onError: termoMudou ? [sessao, termoAtual, recusa, semResposta] : [sessao, recusa, semResposta],
        },
      },
      accepted: { type: 'final', description: 'o termo aceito', output: { saida: 'accepted' } },
      leftToPanel: { type: 'final', entry: 'releaseHold', description: 'a saída do termo, recusado pelo servidor', output: { saida: 'leftToPanel' } },
      /** VOLTAR: left without accepting; the product decides where to. */
      leftBack: { type: 'final', description: 'a saída do termo por VOLTAR, sem aceitar', output: { saida: 'leftBack' } },
      sessionLost: { type: 'final', entry: 'releaseHold', description: 'o login (sessão perdida)', output: { saida: 'sessionLost' } },
    },
  });
}

export type TermoMachine<Entrada = undefined, Termo extends TermoParaAceite = TermoParaAceite, Resposta extends RespostaDoAceite = string> =
  ReturnType<typeof criarTermoMachine<Entrada, Termo, Resposta>>;
export type TermoSnapshot<Entrada = undefined, Termo extends TermoParaAceite = TermoParaAceite, Resposta extends RespostaDoAceite = string> =
  SnapshotFrom<TermoMachine<Entrada, Termo, Resposta>>;
