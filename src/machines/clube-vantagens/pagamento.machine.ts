import { mensagensClube, mensagensPagamentoClube, PRECO_CLUBE } from '../../domain/clube-vantagens/clube';
import type { MetodoPagamento } from '../../domain/comum/pagamentos';
import { formatBRL } from '../../domain/comum/dinheiro';
import { consultarClube, pagarClubeComCartao } from '../../services/clube-vantagens/clube.service';
import { ApiFailure, failedWith } from '../../services/comum/api';
import { criarPagamentoMachine, type Carrinho, type PedidoPagamento, type RespostaPagamento } from '../comum/pagamento';

/** What the club's payment screen needs to know before it offers anything: whether the user is a naoAssociado. */
export interface EntradaClube { naoAssociado: boolean }

/** Issue 11: one way to buy per kind of member; on this screen a naoAssociado pays by credit card, and only so. */
export const METODOS_CLUBE: readonly MetodoPagamento[] = ['credito'];

/** The cart: the club at R$ 120,00 a month (§9), the first month charged now. */
export const CARRINHO_CLUBE: Carrinho = {
  linhas: [{ rotulo: 'Clube de Vantagens', valor: `${formatBRL(PRECO_CLUBE)} por mês` }],
  valor: PRECO_CLUBE,
};

/**
 * What this screen may sell, read before the form shows: an associate buys on the monthly slip, in the panel
 * (null: nothing to pay here); a club already in force is the server's own refusal text ('Você já possui o Clube
 * de Vantagens.', a refusal: the panel with that warning); no club (ConsultarClubeVantagens 400) is the cart.
 * A 401 or no answer is thrown as it came (the kit's sessionLost and loadFailed).
 */
export async function carrinhoDoClube({ naoAssociado }: EntradaClube): Promise<Carrinho | null> {
  if (!naoAssociado) return null;
  try {
    await consultarClube();
  } catch (erro) {
    if (failedWith(erro, 'rejected')) return CARRINHO_CLUBE;
    throw erro;
  }
  throw new ApiFailure('rejected', mensagensClube.jaAdquirido);
}

/** The card goes to PagamentoCartaoClubeVantagens with the attempt's key (a retry after no answer: the same key). */
function pagar(p: PedidoPagamento<EntradaClube>): Promise<RespostaPagamento> {
  if (p.metodo !== 'credito') return Promise.reject(new Error(`O Clube de Vantagens não aceita ${p.metodo}.`));
  return pagarClubeComCartao({ idempotencyKey: p.idempotencyKey, ...p.cartao });
}

/**
 * /produto/clube-vantagens/pagamento (issue 11): the payment kit with the credit card only. It reads the club first
 * (an associate or a club already bought leaves for the panel); a declined card stays on the form with §8's text;
 * after a payment the club term, 2 s later (§9).
 */
export const clubePagamentoMachine = criarPagamentoMachine<EntradaClube>({
  id: 'clubePagamento',
  metodos: METODOS_CLUBE,
  carregar: carrinhoDoClube,
  pagar,
  mensagens: mensagensPagamentoClube,
});
