import { assign, fromPromise, setup } from 'xstate';
import type { ItemLista, PaginaLista } from '../../domain/comum/lista';
import { aoFalhar, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from './falhas';

export type { ItemLista, PaginaLista };

/** What a product gives the kit: how to read a page (of the filter chosen) and remove a row, and its texts. */
export interface ConfigLista<I, F = null> {
  id: string;
  /** Rows a page the user may choose from; the first is the default (products 5, the consultant 10/20/50). */
  linhasPorPagina: readonly number[];
  carregar: (input: I, pagina: number, linhas: number, filtro: F) => Promise<PaginaLista>;
  /**
   * A server-side filter (a product, a status, a search): its first value, from the input (the address, say). With
   * it the list takes `filter.set`, which reads page 1 of the new filter; the view's `keepFilter` may write it down.
   */
  filtroInicial?: (input: I) => F;
  /**
   * Where the list opens (issue 27: the page and its size kept in the address, so a reload or Back returns there): a
   * size not offered is the default; a page past the end falls back to the last (`pastTheEnd`).
   */
  posicaoInicial?: (input: I) => { pagina?: number; linhas?: number } | null;
  /** How a row is removed; a list without it has no removal (no Remover column, no confirmation states). */
  remover?: (input: I, id: string) => Promise<string>;
  /** Shown when a page cannot be read and the server said nothing (no network). */
  falhaDeRede: string;
  /** §8: what a failed removal says (read only when the list removes). */
  erroRemocao?: (input: I) => string;
  /**
   * A row action besides removal, confirmed in place (the staff's Liquidar): how it runs (the rows that offer it say
   * so, `ItemLista.acaoDisponivel`).
   * Done: a toast with the server's text (`celebrate`) and the page read again. Refused (someone got there first):
   * the server's text inline (`alerta`) and the page read again. No answer: the text inline, the rows as they were.
   */
  acao?: { executar: (input: I, id: string) => Promise<string> };
}

interface Context<I, F> {
  input: I;
  filtro: F;
  pagina: number;
  linhas: number;
  itens: ItemLista[];
  totalLinhas: number;
  /** The row waiting for the user's confirmation or being removed. */
  removendo: string | null;
  /** The row waiting for the confirmation of the row action, or taking it. */
  agindo: string | null;
  notice: string | null;
  /** What a refused (or unanswered) row action says, inline until the user pages, filters or acts again. */
  alerta: string | null;
}

/** The highest page a list asks for (the contracts' MAXIMO_PAGINA, contracts/comum/esquemas.ts: zod stays out of the kit). */
const PAGINA_MAXIMA = 100_000;

export const ultimaPagina = (totalLinhas: number, linhas: number) => Math.max(1, Math.ceil(totalLinhas / linhas));

/** What the paging guards read of a list's context: the page on screen, its size and the rows in all. */
type Paginada = { pagina: number; totalLinhas: number };

/**
 * The kit's paging guards: `pageExists` (page.go to another page that exists) and `pastTheEnd` (a page answered
 * empty past the last one: rows removed meanwhile). `linhas` reads the page size, `vazia` whether an answer has no rows.
 */
function guardasDePagina<C extends Paginada, P extends { totalLinhas: number }>(linhas: (context: C) => number, vazia: (pagina: P) => boolean) {
  return {
    pageExists: ({ context, event }: { context: C; event: { type: string; pagina?: number } }) => event.type === 'page.go'
      && event.pagina !== undefined && event.pagina >= 1 && event.pagina <= ultimaPagina(context.totalLinhas, linhas(context)) && event.pagina !== context.pagina,
    pastTheEnd: ({ context, event }: { context: C; event: object }) => 'output' in event && vazia(event.output as P)
      && context.pagina > ultimaPagina((event.output as P).totalLinhas, linhas(context)),
  };
}

/**
 * The paged-list kit's machine: pages of `linhasPorPagina`, a rows-per-page choice when there are several, and
 * removal of a row after a confirmation. Outcomes: a removal's success and failure are toasts (`celebrate`,
 * `fail`, provided by the view); a page that cannot be read is inline text with a retry, never a toast.
 */
export function criarListaMachine<I, F = null>(config: ConfigLista<I, F>) {
  const [linhasIniciais] = config.linhasPorPagina;
  const { remover, filtroInicial, acao, posicaoInicial } = config;
  const inicio = (input: I) => {
    const p = posicaoInicial?.(input);
    const linhas = p?.linhas !== undefined && config.linhasPorPagina.includes(p.linhas) ? p.linhas : linhasIniciais!;
    const pagina = p?.pagina !== undefined && Number.isSafeInteger(p.pagina) && p.pagina >= 1 ? Math.min(p.pagina, PAGINA_MAXIMA) : 1;
    return { pagina, linhas };
  };
  const mesmoFiltro = (a: F, b: F) => JSON.stringify(a) === JSON.stringify(b);
  // a filter change, from the list or while a page loads: page 1 of the new filter (the rows on screen are of the old one)
  const trocaDeFiltro = (descricao: string) => ({
    'filter.set': {
      guard: 'otherFilter' as const, target: 'loading' as const, reenter: true, description: descricao,
      actions: ['setFilter' as const, 'keepFilter' as const],
    },
  });
  // the removal's states, only where the list removes: the confirmation in place, then the call
  const estadosDeRemocao = {
    confirmingRemoval: {
      description: 'a confirmação da remoção',
      on: {
        'removal.confirm': { target: 'removing' as const, description: 'confirma a remoção' },
        'removal.cancel': { target: 'showing' as const, actions: 'cancelRemoval' as const, description: 'desiste de remover' },
      },
    },
    removing: {
      description: 'a remoção em andamento',
      invoke: {
        id: 'removeItem', src: 'removeItem' as const,
        input: ({ context }: { context: Context<I, F> }) => ({ input: context.input, id: context.removendo! }),
        onDone: { target: 'loading' as const, actions: ['keepRemovalMessage' as const, 'celebrate' as const], description: 'o servidor remove' },
        onError: aoFalhar({ target: 'showing', actions: ['keepRemovalFailure', 'fail'], description: 'a remoção falha' }),
      },
    },
  };
  // the row action's states, only where the list has one: the confirmation in place, then the call
  const estadosDaAcao = {
    confirmingAction: {
      description: 'a confirmação da ação na linha',
      on: {
        'action.confirm': { target: 'acting' as const, description: 'confirma a ação' },
        'action.cancel': { target: 'showing' as const, actions: 'forgetAction' as const, description: 'desiste da ação' },
      },
    },
    acting: {
      description: 'a ação na linha em andamento',
      invoke: {
        id: 'runAction', src: 'runAction' as const,
        input: ({ context }: { context: Context<I, F> }) => ({ input: context.input, id: context.agindo! }),
        onDone: { target: 'loading' as const, actions: ['forgetAction' as const, 'keepActionMessage' as const, 'celebrate' as const], description: 'o servidor conclui a ação' },
        onError: aoFalhar(
          { target: 'loading', actions: ['forgetAction', 'keepActionRefusal'], description: 'o servidor recusa a ação: a mensagem na tela e a página de novo' },
          { target: 'showing', actions: ['forgetAction', 'keepActionRefusal'], description: 'a ação fica sem resposta: a mensagem na tela' },
        ),
      },
    },
  };
  return setup({
    types: {
      context: {} as Context<I, F>,
      input: {} as I,
      events: {} as
        | { type: 'page.go'; pagina: number } | { type: 'rows.set'; linhas: number } | { type: 'item.remove'; id: string }
        | { type: 'removal.confirm' } | { type: 'removal.cancel' } | { type: 'retry' } | { type: 'filter.set'; filtro: F }
        | { type: 'action.ask'; id: string } | { type: 'action.confirm' } | { type: 'action.cancel' },
    },
    actors: {
      loadPage: fromPromise<PaginaLista, { input: I; pagina: number; linhas: number; filtro?: F }>(({ input }) =>
        config.carregar(input.input, input.pagina, input.linhas, (input.filtro ?? null) as F)),
      removeItem: fromPromise<string, { input: I; id: string }>(({ input }) =>
        (remover ? remover(input.input, input.id) : Promise.reject(new Error('Esta lista não remove.')))),
      runAction: fromPromise<string, { input: I; id: string }>(({ input }) =>
        (acao ? acao.executar(input.input, input.id) : Promise.reject(new Error('Esta lista não tem ação nas linhas.')))),
    },
    guards: {
      /** A row of this page that offers the action (a boleto of another bank is settled by its bank). */
      actionAvailable: ({ context, event }) => event.type === 'action.ask' && acao !== undefined
        && context.itens.some((item) => item.id === event.id && item.acaoDisponivel === true),
      otherFilter: ({ context, event }) => event.type === 'filter.set' && !mesmoFiltro(event.filtro, context.filtro),
      rowsOffered: ({ context, event }) =>
        event.type === 'rows.set' && config.linhasPorPagina.includes(event.linhas) && event.linhas !== context.linhas,
      // a page emptied by removals (or by someone else) falls back to the last page that has rows
      ...guardasDePagina<Context<I, F>, PaginaLista>((c) => c.linhas, (p) => p.itens.length === 0),
      ...guardasDeFalha,
    },
    actions: {
      /** Provided by the view: toasts. */
      celebrate: () => {},
      fail: () => {},
      /** Provided by the view: the filter chosen goes into the address. */
      keepFilter: () => {},
      setFilter: assign({ filtro: ({ context, event }) => (event.type === 'filter.set' ? event.filtro : context.filtro), pagina: 1, notice: null, alerta: null }),
      markRemoval: assign({ removendo: ({ context, event }) => (event.type === 'item.remove' ? event.id : context.removendo), notice: null }),
      keepServerMessage: assign({ notice: textoDaFalha(config.falhaDeRede) }),
      clearNotice: assign({ notice: null, alerta: null }),
      markAction: assign({ agindo: ({ context, event }) => (event.type === 'action.ask' ? event.id : context.agindo), alerta: null }),
      forgetAction: assign({ agindo: null }),
      keepActionMessage: assign({ notice: ({ event }) => ('output' in event ? String(event.output) : null), alerta: null }),
      keepActionRefusal: assign({ alerta: textoDaFalha(config.falhaDeRede) }),
      cancelRemoval: assign({ removendo: null }),
      keepRemovalMessage: assign({ removendo: null, notice: ({ event }) => ('output' in event ? String(event.output) : null) }),
      keepRemovalFailure: assign({ removendo: null, notice: ({ context }) => config.erroRemocao?.(context.input) ?? config.falhaDeRede }),
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => ({ input, filtro: (filtroInicial ? filtroInicial(input) : null) as F, ...inicio(input), itens: [], totalLinhas: 0, removendo: null, agindo: null, notice: null, alerta: null }),
    initial: 'loading',
    // product-neutral words (issue 10): what a product lists (ads, associates) is in its test model
    states: {
      loading: {
        description: 'a lista carregando',
        invoke: {
          id: 'loadPage', src: 'loadPage',
          // the filter only where the list has one: a list without it asks as it always did
          input: ({ context }) => ({ input: context.input, pagina: context.pagina, linhas: context.linhas, ...(filtroInicial ? { filtro: context.filtro } : {}) }),
          onDone: [
            {
              guard: 'pastTheEnd', target: 'loading', reenter: true,
              actions: assign({ pagina: ({ context, event }) => ultimaPagina(event.output.totalLinhas, context.linhas) }),
              description: 'a página pedida passou do fim: volta à última',
            },
            {
              target: 'showing',
              actions: assign({ itens: ({ event }) => event.output.itens, totalLinhas: ({ event }) => event.output.totalLinhas, notice: null }),
              description: 'o servidor entrega a página',
            },
          ],
          // a 400 (e.g. a cancelled club: its lists are suspended) or no network: say why, offer a retry
          onError: aoFalhar(falhouCarga),
        },
        ...(filtroInicial ? { on: trocaDeFiltro('troca o filtro enquanto a lista carrega') } : {}),
      },
      loadFailed: loadFailed({ descricao: 'a falha ao carregar a lista, com Tentar novamente' }),
      showing: {
        description: 'a lista',
        on: {
          'page.go': {
            guard: 'pageExists', target: 'loading', actions: assign({ pagina: ({ event }) => event.pagina, notice: null, alerta: null }), description: 'vai para outra página',
          },
          // only where there is a choice (a transition no event can take would be a state no path covers)
          ...(config.linhasPorPagina.length > 1 ? {
            // a new page size starts from page 1: the rows the user was looking at move to another page anyway
            'rows.set': {
              guard: 'rowsOffered' as const, target: 'loading' as const, description: 'escolhe quantos itens por página',
              actions: assign({ linhas: ({ event }: { event: { type: 'rows.set'; linhas: number } }) => event.linhas, pagina: 1, notice: null, alerta: null }),
            },
          } : {}),
          ...(filtroInicial ? trocaDeFiltro('troca o filtro') : {}),
          // only where the list removes (a transition no event can take would be a state no path covers)
          ...(remover ? { 'item.remove': { target: 'confirmingRemoval' as const, actions: 'markRemoval' as const, description: 'clica em remover' } } : {}),
          ...(acao ? { 'action.ask': { guard: 'actionAvailable' as const, target: 'confirmingAction' as const, actions: 'markAction' as const, description: 'clica na ação da linha' } } : {}),
        },
      },
      // only where the list removes: the confirmation in place, then the call
      // typed as always there (the state value names them); present only where the list removes
      ...(remover ? estadosDeRemocao : {} as typeof estadosDeRemocao),
      ...(acao ? estadosDaAcao : {} as typeof estadosDaAcao),
      sessionLost: { type: 'final', description: 'o login (sessão perdida)' },
    },
  });
}
