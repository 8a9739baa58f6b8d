import { mensagensClube, mensagensPagamentoClube, PRECO_CLUBE } from '../../domain/clube-vantagens/clube';
import type { MetodoPagamento } from '../../domain/comum/pagamentos';
import { formatBRL } from '../../domain/comum/dinheiro';
import { consultarClube, pagarClubeComCartao, semClubeDe } from '../../services/clube-vantagens/clube.service';
import { ApiFailure } from '../../services/comum/api';
import { criarPagamentoMachine, type Carrinho, type PedidoPagamento, type RespostaPagamento } from '../comum/pagamento';

/** The club's payment screen names nothing: the club is the caller's associate's (the server's to know). */
export type EntradaClube = null;

/** Issue 11: one way to buy per kind of member; on this screen a naoAssociado pays by credit card, and only so. */
export const METODOS_CLUBE: readonly MetodoPagamento[] = ['credito'];

/** The cart's lines: the club at R$ 120,00 a month (§9), the first month charged now. */
export const CARRINHO_CLUBE: Pick<Carrinho, 'linhas' | 'valor'> = {
  linhas: [{ rotulo: 'Clube de Vantagens', valor: `${formatBRL(PRECO_CLUBE)} por mês` }],
  valor: PRECO_CLUBE,
};

/**
 * What this screen may sell, read before the form shows: no club (ConsultarClubeVantagens 400) is the cart, with the
 * methods the server permits this associate (issue 20: the card for a naoAssociado; an associate's monthly slip is not
 * this screen's, so the kit finds nothing to pay and leaves for the panel); a club already in force is the server's own
 * refusal text ('Você já possui o Clube de Vantagens.', a refusal: the panel with that warning). Any other refusal (403),
 * a 401 or no answer is thrown as it came (the kit's leftRefused, sessionLost and loadFailed).
 */
export async function carrinhoDoClube(): Promise<Carrinho | null> {
  try {
    await consultarClube();
  } catch (erro) {
    const semClube = semClubeDe(erro);
    if (semClube) return { ...CARRINHO_CLUBE, permitidos: semClube.metodosPermitidos ?? [], indisponiveis: semClube.metodosIndisponiveis ?? [] };
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
 * (a club already bought, or an associate, whom the server permits only the monthly slip, leaves for the panel); a declined card stays on the form with §8's text;
 * after a payment the club term, 2 s later (§9).
 */
export const clubePagamentoMachine = criarPagamentoMachine<EntradaClube>({
  id: 'clubePagamento',
  metodos: METODOS_CLUBE,
  carregar: carrinhoDoClube,
  pagar,
  mensagens: mensagensPagamentoClube,
});
