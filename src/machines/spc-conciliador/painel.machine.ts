import { assign, fromPromise, setup } from 'xstate';
import type { SolicitacaoConciliador } from '../../contracts/spc-conciliador.contract';
import { formatBRL } from '../../domain/comum/dinheiro';
import { boletoEmAberto, type BoletoEmAberto } from '../../domain/comum/pagamentos';
import {
  mensagensPagamentoConciliador, ROTULOS_SOLICITACAO, situacaoExibida, STATUS_SOLICITACAO,
} from '../../domain/spc-conciliador/conciliador';
import { consultarSolicitacoes } from '../../services/spc-conciliador/solicitacoes.service';
import { aoFalhar, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';
import type { LinhaCarrinho } from '../comum/pagamento';

/** One request as the panel shows it: everything decided here, the view only draws it. */
export interface LinhaSolicitacao {
  solicitacaoId: number;
  plano: string;
  /** §4: status 0 shows the ticket status, any other 'Ativo' (domain situacaoExibida). */
  situacao: string;
  detalhes: LinhaCarrinho[];
  /** §4: Pagar only when the server says the request awaits payment (Classificado, term accepted, no open boleto). */
  pagar: boolean;
  /** The boleto awaiting payment ('Abrir boleto'), else null. */
  urlBoleto: string | null;
  /** That boleto's line to copy and due date (yyyy-mm-dd), shown under the request; else null. */
  boleto: BoletoEmAberto | null;
}

/** §4 Reconciliation request, as a panel row. */
export function linhaDaSolicitacao(s: SolicitacaoConciliador): LinhaSolicitacao {
  const emAndamento = s.status === STATUS_SOLICITACAO.emAndamento;
  return {
    solicitacaoId: s.solicitacaoId,
    plano: s.plano.descricao,
    situacao: situacaoExibida(s),
    detalhes: [
      { rotulo: ROTULOS_SOLICITACAO.cnpjs, valor: String(s.qtdeCNPJs) },
      { rotulo: ROTULOS_SOLICITACAO.operadoras, valor: s.operadoras.map((o) => o.descricao).join(', ') },
      { rotulo: ROTULOS_SOLICITACAO.mensalidade, valor: `${formatBRL(s.valorMensal)} por mês` },
      ...(emAndamento ? [{ rotulo: ROTULOS_SOLICITACAO.valorDevido, valor: formatBRL(s.valorDevido) }] : []),
    ],
    // §4: "any other status shows Ativo with no button", whatever else the answer says
    pagar: emAndamento && s.podePagar,
    urlBoleto: emAndamento ? s.urlBoleto : null,
    boleto: boletoEmAberto(emAndamento, s),
  };
}

/**
 * /produto/spc-conciliador/painel-conciliador (§2 "Requests list with pay button"): the associate's requests
 * with their status (§4), a Pagar link when one awaits payment and 'Abrir boleto' when a boleto is open;
 * empty: §8 'Nenhuma solicitação encontrado.'. 400 on the query: warning and the products screen (§8);
 * 401: login; no answer: inline retry.
 */
export const conciliadorPainelMachine = setup({
  types: {
    context: {} as { linhas: LinhaSolicitacao[]; notice: string | null },
    events: {} as { type: 'retry' },
  },
  actors: {
    loadRequests: fromPromise(() => consultarSolicitacoes()),
  },
  guards: {
    ...guardasDeFalha,
    noRequests: ({ event }) => 'output' in event && (event.output as SolicitacaoConciliador[]).length === 0,
  },
  actions: {
    /** Provided by the view: a warning toast with context.notice. */
    warn: () => {},
    keepRequests: assign({
      linhas: ({ event }) => ('output' in event ? (event.output as SolicitacaoConciliador[]).map(linhaDaSolicitacao) : []),
    }),
    keepServerMessage: assign({ notice: textoDaFalha(mensagensPagamentoConciliador.falhaDeRede) }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'conciliadorPainel',
  context: { linhas: [], notice: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'a consulta das solicitações em andamento',
      invoke: {
        id: 'loadRequests', src: 'loadRequests',
        onDone: [
          { guard: 'noRequests', target: 'empty', actions: 'keepRequests', description: 'o servidor responde sem solicitações' },
          { target: 'showing', actions: 'keepRequests', description: 'o servidor entrega as solicitações' },
        ],
        // §8: 400 on reconciliation query goes to products
        onError: aoFalhar(
          { target: 'leftToProducts', actions: ['keepServerMessage', 'warn'], description: 'o servidor recusa a consulta', meta: { regras: ['§8.12d'] } },
          falhouCarga,
        ),
      },
    },
    loadFailed: loadFailed({ descricao: 'a falha ao carregar as solicitações, com Tentar novamente' }),
    showing: { description: 'a lista de solicitações, com Pagar onde cabe', meta: { regras: ['§2.31a', '§4.11a', '§4.11b'] } },
    empty: { description: "a lista vazia: 'Nenhuma solicitação encontrado.'", meta: { regras: ['§8.16b'] } },
    leftToProducts: { type: 'final', description: 'a tela de produtos' },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)', meta: { regras: ['§8.12a'] } },
  },
});
