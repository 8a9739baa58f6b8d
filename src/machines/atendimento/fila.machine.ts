import { assign, fromPromise, setup } from 'xstate';
import { LINHAS_ATENDIMENTO, mensagensAtendimento } from '../../domain/atendimento/atendimento';
import type { Produto } from '../../domain/comum/produtos';
import { consultarFila, type ChamadoAberto } from '../../services/atendimento/atendimento.service';
import { aoFalhar, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';
import { guardasDePagina, ultimaPagina } from '../comum/lista';

type PaginaFila = { chamados: ChamadoAberto[]; totalLinhas: number };

/**
 * The staff console's queue (/atendimento): open tickets of one product (or of all), oldest first, a page of
 * LINHAS_ATENDIMENTO at a time. A new product starts at page 1; the product chosen is kept in the address by the
 * view (`keepFilter`), so the ticket page can send staff back to it.
 */
export const atendimentoFilaMachine = setup({
  types: {
    context: {} as { produto: Produto | null; pagina: number; chamados: ChamadoAberto[]; totalLinhas: number; notice: string | null },
    input: {} as { produto: Produto | null },
    events: {} as { type: 'filter.set'; produto: Produto | null } | { type: 'page.go'; pagina: number } | { type: 'retry' },
  },
  actors: {
    loadQueue: fromPromise<PaginaFila, { produto: Produto | null; pagina: number }>(({ input }) => consultarFila(input.produto, input.pagina)),
  },
  guards: {
    otherProduct: ({ context, event }) => event.type === 'filter.set' && event.produto !== context.produto,
    // tickets closed meanwhile, by this or another staff member, can leave the page asked for past the end
    ...guardasDePagina<{ pagina: number; totalLinhas: number }, PaginaFila>(() => LINHAS_ATENDIMENTO, (p) => p.chamados.length === 0),
    ...guardasDeFalha,
  },
  actions: {
    /** Provided by the view: the product chosen goes into the address (/atendimento?produto=…). */
    keepFilter: () => {},
    keepServerMessage: assign({ notice: textoDaFalha(mensagensAtendimento.falhaDeRede) }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'atendimentoFila',
  context: ({ input }) => ({ produto: input.produto, pagina: 1, chamados: [], totalLinhas: 0, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'a fila de chamados carregando',
      invoke: {
        id: 'loadQueue', src: 'loadQueue',
        input: ({ context }) => ({ produto: context.produto, pagina: context.pagina }),
        onDone: [
          {
            guard: 'pastTheEnd', target: 'loading', reenter: true,
            actions: assign({ pagina: ({ event }) => ultimaPagina(event.output.totalLinhas, LINHAS_ATENDIMENTO) }),
            description: 'a página pedida passou do fim (chamados encerrados): volta à última',
          },
          {
            target: 'showing',
            actions: assign({ chamados: ({ event }) => event.output.chamados, totalLinhas: ({ event }) => event.output.totalLinhas }),
            description: 'o servidor entrega os chamados abertos, o mais antigo primeiro',
          },
        ],
        onError: aoFalhar(falhouCarga),
      },
      on: {
        // the product can change while a page loads (the filter, or the address): the load starts again for it
        'filter.set': {
          guard: 'otherProduct', target: 'loading', reenter: true, description: 'escolhe outro produto enquanto a fila carrega',
          actions: [assign({ produto: ({ event }) => event.produto, pagina: 1 }), 'keepFilter'],
        },
      },
    },
    loadFailed: loadFailed({ descricao: 'a falha ao carregar a fila, com Tentar novamente' }),
    showing: {
      description: 'a fila de chamados abertos',
      on: {
        'filter.set': {
          guard: 'otherProduct', target: 'loading', description: 'escolhe outro produto',
          actions: [assign({ produto: ({ event }) => event.produto, pagina: 1 }), 'keepFilter'],
        },
        'page.go': { guard: 'pageExists', target: 'loading', actions: assign({ pagina: ({ event }) => event.pagina }), description: 'vai para outra página' },
      },
    },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)', meta: { regras: ['§8.12a'] } },
  },
});
