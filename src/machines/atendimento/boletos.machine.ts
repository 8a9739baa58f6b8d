import { assign, fromPromise, setup } from 'xstate';
import { LINHAS_ATENDIMENTO, mensagensAtendimento } from '../../domain/atendimento/atendimento';
import { consultarBoletos, liquidarBoleto, type BoletoAguardando } from '../../services/atendimento/atendimento.service';
import { aoFalhar, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';
import { guardasDePagina, ultimaPagina } from '../comum/lista';

type PaginaBoletos = { boletos: BoletoAguardando[]; totalLinhas: number };

/**
 * Boletos awaiting payment (/atendimento/boletos), oldest first, a page at a time; Liquidar asks for a confirmation
 * in place, then settles a sandbox boleto. Settled: a toast with the server's confirmation and the page read again.
 * Refused (settled by another staff member first: 409): the server's text on the page, and the page read again.
 */
export const atendimentoBoletosMachine = setup({
  types: {
    context: {} as { pagina: number; boletos: BoletoAguardando[]; totalLinhas: number; liquidando: number | null; notice: string | null },
    events: {} as
      | { type: 'page.go'; pagina: number } | { type: 'settle.ask'; cobrancaId: number } | { type: 'settle.confirm' }
      | { type: 'settle.cancel' } | { type: 'retry' },
  },
  actors: {
    loadPage: fromPromise<PaginaBoletos, { pagina: number }>(({ input }) => consultarBoletos(input.pagina)),
    settleBoleto: fromPromise<string, { cobrancaId: number }>(({ input }) => liquidarBoleto(input.cobrancaId)),
  },
  guards: {
    // boletos settled meanwhile, by this or another staff member, can leave the page asked for past the end
    ...guardasDePagina<{ pagina: number; totalLinhas: number }, PaginaBoletos>(() => LINHAS_ATENDIMENTO, (p) => p.boletos.length === 0),
    /** A boleto of this page, of the sandbox (bank 999): another bank's is settled by its bank. */
    settleable: ({ context, event }) => event.type === 'settle.ask' && context.boletos.some((b) => b.cobrancaId === event.cobrancaId && b.sandbox),
    ...guardasDeFalha,
  },
  actions: {
    /** Provided by the view: a success toast with the server's confirmation. */
    celebrate: (_, _params: { texto: string }) => {},
    keepServerMessage: assign({ notice: textoDaFalha(mensagensAtendimento.falhaDeRede) }),
    clearNotice: assign({ notice: null }),
    forgetSettle: assign({ liquidando: null }),
  },
}).createMachine({
  id: 'atendimentoBoletos',
  context: { pagina: 1, boletos: [], totalLinhas: 0, liquidando: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'os boletos aguardando pagamento carregando',
      invoke: {
        id: 'loadPage', src: 'loadPage',
        input: ({ context }) => ({ pagina: context.pagina }),
        onDone: [
          {
            guard: 'pastTheEnd', target: 'loading', reenter: true,
            actions: assign({ pagina: ({ event }) => ultimaPagina(event.output.totalLinhas, LINHAS_ATENDIMENTO) }),
            description: 'a página pedida passou do fim (boletos liquidados): volta à última',
          },
          {
            target: 'showing',
            actions: assign({ boletos: ({ event }) => event.output.boletos, totalLinhas: ({ event }) => event.output.totalLinhas }),
            description: 'o servidor entrega os boletos, o mais antigo primeiro',
          },
        ],
        onError: aoFalhar(falhouCarga),
      },
    },
    loadFailed: loadFailed({ descricao: 'a falha ao carregar os boletos, com Tentar novamente' }),
    showing: {
      description: 'os boletos aguardando pagamento',
      on: {
        'page.go': {
          guard: 'pageExists', target: 'loading', actions: assign({ pagina: ({ event }) => event.pagina, notice: null }), description: 'vai para outra página',
        },
        'settle.ask': {
          guard: 'settleable', target: 'confirming', description: 'clica em Liquidar',
          actions: assign({ liquidando: ({ event }) => event.cobrancaId, notice: null }),
        },
      },
    },
    confirming: {
      description: 'a confirmação da liquidação',
      on: {
        'settle.confirm': { target: 'settling', description: 'confirma a liquidação' },
        'settle.cancel': { target: 'showing', actions: 'forgetSettle', description: 'desiste de liquidar' },
      },
    },
    settling: {
      description: 'a liquidação em andamento',
      invoke: {
        id: 'settleBoleto', src: 'settleBoleto',
        input: ({ context }) => ({ cobrancaId: context.liquidando! }),
        onDone: {
          target: 'loading', description: 'o servidor liquida o boleto',
          actions: ['forgetSettle', { type: 'celebrate', params: ({ event }) => ({ texto: event.output }) }],
        },
        onError: aoFalhar(
          { target: 'loading', actions: ['forgetSettle', 'keepServerMessage'], description: 'o servidor recusa (já liquidado): a mensagem na tela e os boletos de novo' },
          { target: 'showing', actions: ['forgetSettle', 'keepServerMessage'], description: 'a liquidação fica sem resposta: a mensagem na tela' },
        ),
      },
    },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)', meta: { regras: ['§8.12a'] } },
  },
});
