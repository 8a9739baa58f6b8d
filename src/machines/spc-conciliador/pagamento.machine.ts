import type { SolicitacaoConciliador } from '../../contracts/spc-conciliador.contract';
import { formatBRL } from '../../domain/comum/dinheiro';
import { mensagensPagamentoConciliador, METODOS_CONCILIADOR, ROTULOS_SOLICITACAO } from '../../domain/spc-conciliador/conciliador';
import {
  consultarSolicitacoes, pagarCredito, pagarDebito, pagarMensalidade, registrarBoleto,
} from '../../services/spc-conciliador/solicitacoes.service';
import { criarPagamentoMachine, type Carrinho, type PedidoPagamento, type RespostaPagamento } from '../comum/pagamento';

/** What the payment screen names: the request of the route (pagamento-conciliador/:solicitacaoId). */
export interface EntradaConciliador { solicitacaoId: number }

export { METODOS_CONCILIADOR };

/**
 * The cart of request `solicitacaoId` among the associate's, or null when this screen has nothing to pay:
 * not one of theirs (or no such id), term not accepted (§4: "Payment screen stays only if the contract has an
 * acceptance date, else redirects to the panel"), or not awaiting payment (not Classificado, already Ativo,
 * a boleto open: the server's podePagar).
 */
export function carrinhoDaSolicitacao(lista: readonly SolicitacaoConciliador[], solicitacaoId: number): Carrinho | null {
  const s = lista.find((x) => x.solicitacaoId === solicitacaoId);
  if (!s || s.dtAceite === null || !s.podePagar) return null;
  const custoOperadoras = s.valorDevido - s.plano.taxaAdesao - s.valorMensal;
  return {
    linhas: [
      { rotulo: ROTULOS_SOLICITACAO.plano, valor: s.plano.descricao },
      { rotulo: ROTULOS_SOLICITACAO.cnpjs, valor: String(s.qtdeCNPJs) },
      { rotulo: ROTULOS_SOLICITACAO.operadoras, valor: s.operadoras.map((o) => o.descricao).join(', ') },
      { rotulo: ROTULOS_SOLICITACAO.taxaAdesao, valor: formatBRL(s.plano.taxaAdesao) },
      ...(custoOperadoras > 0 ? [{ rotulo: ROTULOS_SOLICITACAO.custoOperadoras, valor: formatBRL(custoOperadoras) }] : []),
      { rotulo: ROTULOS_SOLICITACAO.mensalidade, valor: `${formatBRL(s.valorMensal)} por mês` },
    ],
    valor: s.valorDevido,
    // the server's, for the request's associate (no monthly slip for a naoAssociado)
    permitidos: s.metodosPermitidos,
    indisponiveis: s.metodosIndisponiveis,
  };
}

/** Each method's call (§7): the request and the attempt's key, plus the card for card methods. */
function pagar(p: PedidoPagamento<EntradaConciliador>): Promise<RespostaPagamento> {
  const base = { solicitacaoId: p.entrada.solicitacaoId, idempotencyKey: p.idempotencyKey };
  switch (p.metodo) {
    case 'credito': return pagarCredito({ ...base, ...p.cartao });
    case 'debito': return pagarDebito({ ...base, ...p.cartao });
    case 'boleto': return registrarBoleto(base);
    case 'mensalidade': return pagarMensalidade(base);
  }
}

/**
 * /produto/spc-conciliador/pagamento-conciliador/:solicitacaoId (§2 Pagamento): the payment kit with the
 * reconciliation's four methods. It reads the requests list and pays only a request of the associate's that
 * awaits payment; any other id leaves for the panel (§4). After a payment the panel, 2 s later (§9).
 */
export const conciliadorPagamentoMachine = criarPagamentoMachine<EntradaConciliador>({
  id: 'conciliadorPagamento',
  metodos: METODOS_CONCILIADOR,
  carregar: async ({ solicitacaoId }) => (solicitacaoId ? carrinhoDaSolicitacao(await consultarSolicitacoes(), solicitacaoId) : null),
  pagar,
  mensagens: mensagensPagamentoConciliador,
});
