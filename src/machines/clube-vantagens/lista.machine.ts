import { assign, fromPromise, setup } from 'xstate';
import { errosRemocao, mensagensClube } from '../../domain/clube-vantagens/clube';
import { sessionLost, textoDaFalha } from '../comum/falhas';
import {
  consultarPagina, LINHAS_POR_PAGINA, removerItem, type ItemLista, type PaginaLista, type TipoLista,
} from '../../services/clube-vantagens/lista.service';

interface Context {
  tipo: TipoLista;
  pagina: number;
  itens: ItemLista[];
  totalLinhas: number;
  /** The row waiting for the user's confirmation or being removed. */
  removendo: string | null;
  notice: string | null;
}

const ultimaPagina = (totalLinhas: number) => Math.max(1, Math.ceil(totalLinhas / LINHAS_POR_PAGINA));

/** One list of the club panel: paged by 5 (§9), with removal of a row after a confirmation. */
export const clubeListaMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { tipo: TipoLista },
    events: {} as
      | { type: 'page.go'; pagina: number } | { type: 'item.remove'; id: string }
      | { type: 'removal.confirm' } | { type: 'removal.cancel' } | { type: 'retry' },
  },
  actors: {
    loadPage: fromPromise<PaginaLista, { tipo: TipoLista; pagina: number }>(({ input }) => consultarPagina(input.tipo, input.pagina)),
    removeItem: fromPromise<string, { tipo: TipoLista; id: string }>(({ input }) => removerItem(input.tipo, input.id)),
  },
  guards: {
    pageExists: ({ context, event }) =>
      event.type === 'page.go' && event.pagina >= 1 && event.pagina <= ultimaPagina(context.totalLinhas) && event.pagina !== context.pagina,
    // a page emptied by removals (or by someone else) falls back to the last page that has rows
    pastTheEnd: ({ context, event }) =>
      'output' in event && (event.output as PaginaLista).itens.length === 0 && context.pagina > ultimaPagina((event.output as PaginaLista).totalLinhas),
    sessionLost,
  },
  actions: {
    /** Provided by the view: toasts. */
    celebrate: () => {},
    fail: () => {},
  },
}).createMachine({
  id: 'clubeLista',
  context: ({ input }) => ({ tipo: input.tipo, pagina: 1, itens: [], totalLinhas: 0, removendo: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPage', src: 'loadPage',
        input: ({ context }) => ({ tipo: context.tipo, pagina: context.pagina }),
        onDone: [
          { guard: 'pastTheEnd', target: 'loading', reenter: true, actions: assign({ pagina: ({ event }) => ultimaPagina(event.output.totalLinhas) }) },
          { target: 'showing', actions: assign({ itens: ({ event }) => event.output.itens, totalLinhas: ({ event }) => event.output.totalLinhas, notice: null }) },
        ],
        onError: [
          { guard: 'sessionLost', target: 'sessionLost' },
          // 400 (e.g. the club was cancelled: ads and users suspended) or no network: say why, offer a retry
          { target: 'loadFailed', actions: assign({ notice: textoDaFalha(mensagensClube.falhaDeRede) }) },
        ],
      },
    },
    loadFailed: { on: { retry: { target: 'loading', actions: assign({ notice: null }) } } },
    showing: {
      on: {
        'page.go': { guard: 'pageExists', target: 'loading', actions: assign({ pagina: ({ event }) => event.pagina, notice: null }) },
        'item.remove': { target: 'confirmingRemoval', actions: assign({ removendo: ({ event }) => event.id, notice: null }) },
      },
    },
    confirmingRemoval: {
      on: {
        'removal.confirm': 'removing',
        'removal.cancel': { target: 'showing', actions: assign({ removendo: null }) },
      },
    },
    removing: {
      invoke: {
        id: 'removeItem', src: 'removeItem',
        input: ({ context }) => ({ tipo: context.tipo, id: context.removendo! }),
        onDone: { target: 'loading', actions: [assign({ removendo: null, notice: ({ event }) => event.output }), 'celebrate'] },
        onError: [
          { guard: 'sessionLost', target: 'sessionLost' },
          { target: 'showing', actions: [assign({ removendo: null, notice: ({ context }) => errosRemocao[context.tipo] }), 'fail'] }, // §8
        ],
      },
    },
    sessionLost: { type: 'final' },
  },
});
