import { mensagensClube } from '../../src/domain/clube-vantagens/clube';
import { formatBRL } from '../../src/domain/comum/dinheiro';
import { mensagensPagamento } from '../../src/domain/comum/pagamentos';
import type { Carrinho, RespostaPagamento } from '../../src/machines/comum/pagamento';
import { CARRINHO_CLUBE, clubePagamentoMachine } from '../../src/machines/clube-vantagens/pagamento.machine';
import { ApiFailure } from '../../src/services/comum/api';
import { aviso } from '../support/cenarios';
import { clube, falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';
import { cartaoDeTeste, cartaoIncompleto, digitaNoCartao, eventosDoCartao, faltam, HOJE, situacaoDoCartao } from '../support/pagamento';

export { HOJE };

/** The sandbox's approved Visa (README), as the user types it. */
export const cartaoAprovado = cartaoDeTeste('NINA N ASSOCIADA');
/** The club already in force (read before the form, or bought in another tab meanwhile): the server's own 400 text. */
export const jaAdquirido = new ApiFailure('rejected', mensagensClube.jaAdquirido);
/** 409: the same key sent again with another card (the payments kit's text). */
export const chaveReutilizada = new ApiFailure('rejected', mensagensPagamento.chaveReutilizada);

/** What PagamentoCartaoClubeVantagens answers: bought (the club with its term to sign), or declined (§8, no club). */
export const compraAprovada = { sucesso: true, mensagem: mensagensClube.compraRealizada, clube: clube(false) };
export const compraRecusada = { sucesso: false, mensagem: mensagensPagamento.cartaoRecusado, clube: null };
/** The club not bought, as the server answers a naoAssociado (its card) and an associate (the monthly slip) (issue 20). */
export const carrinhoNaoAssociado: Carrinho = { ...CARRINHO_CLUBE, permitidos: ['credito'], indisponiveis: [] };
export const carrinhoAssociado: Carrinho = { ...CARRINHO_CLUBE, permitidos: ['mensalidade'], indisponiveis: [] };


/**
 * The club's payment screen (issue 11): a naoAssociado buys the club by credit card, the kit's card-only shape
 * with a load (machines/comum/pagamento.ts). The load's outcomes are what `carrinhoDoClube` answers: the cart (no
 * club yet), null (an associate: nothing to pay here), the club already bought (a refusal), 401, no network.
 */
export const clubePagamentoModelo = {
  nome: 'clube-pagamento',
  machine: clubePagamentoMachine,
  events: [
    { type: 'xstate.done.actor.loadCart', output: carrinhoNaoAssociado },
    // an associate: the server permits it the monthly slip only, which is the panel's (nothing to pay here)
    { type: 'xstate.done.actor.loadCart', output: carrinhoAssociado },
    { type: 'xstate.done.actor.loadCart', output: null },
    { type: 'xstate.error.actor.loadCart', error: jaAdquirido },
    { type: 'xstate.error.actor.loadCart', error: falhas.expirada },
    { type: 'xstate.error.actor.loadCart', error: falhas.rede },
    { type: 'retry' },
    { type: 'method.select', metodo: 'credito' }, { type: 'method.select', metodo: 'boleto' },
    ...eventosDoCartao(cartaoAprovado),
    { type: 'pay' }, { type: 'edit' },
    { type: 'xstate.done.actor.pay', output: compraAprovada },
    { type: 'xstate.done.actor.pay', output: compraRecusada },
    { type: 'xstate.error.actor.pay', error: jaAdquirido },
    { type: 'xstate.error.actor.pay', error: chaveReutilizada },
    { type: 'xstate.error.actor.pay', error: falhas.expirada },
    { type: 'xstate.error.actor.pay', error: falhas.rede },
  ] satisfies PathEvent<typeof clubePagamentoMachine>[],
  // the notice's text, not only whether there is one: a scenario shows each step's own message
  key: (s) => [s.value, s.context.metodo, faltam(s), Object.keys(s.context.problemas).length > 0, s.context.notice],
  input: { entrada: null, hoje: HOJE },
  // the kit's words are product-neutral: the club's exits, calls and answers are here
  textos: {
    estados: {
      leftUnpayable: 'o painel do clube (um associado compra na mensalidade, não aqui)',
      leftRefused: 'o painel do clube, com o aviso do servidor',
      paid: 'o pagamento concluído (o termo do clube em 2 s)',
    },
    eventos: {
      'method.select': (e: { metodo: string }) => (e.metodo === 'credito' ? 'escolhe cartão de crédito' : `escolhe ${e.metodo}`),
      'card.change': digitaNoCartao,
    },
    atores: { loadCart: 'a consulta do clube', pay: 'o pagamento no cartão' },
    respostas: {
      loadCart: (c: Carrinho | null) => (c?.permitidos.includes('credito') ? `sem clube: a compra no cartão, ${formatBRL(c.valor)} por mês`
        : c ? 'sem clube, e um associado: a compra é na mensalidade, no painel' : 'nada a pagar aqui'),
      pay: (r: RespostaPagamento) => (r.sucesso ? `clube comprado: '${r.mensagem ?? ''}'` : `cartão recusado: '${r.mensagem ?? ''}'`),
    },
    fatos: (s) => [
      situacaoDoCartao(s),
      Object.keys(s.context.problemas).length > 0 && `problemas à vista: ${Object.keys(s.context.problemas).join(', ')}`,
      aviso(s),
    ],
  },
  // rules this product's use of the kit implements (kit transitions: tagged here)
  regras: {
    paid: ['§9.12a'],
    'paying: done pay #2 if cardDeclined → cardForm': ['§8.11a'],
    'paying: error pay #2 if rejected → backToForm': ['§8.11b'],
    sessionLost: ['§8.12a'],
  },
  recusas: [
    { estado: 'cardForm', evento: { type: 'method.select', metodo: 'boleto' }, porque: 'o clube só se paga com cartão de crédito: não há boleto' },
    cartaoIncompleto,
    { estado: 'paying', evento: { type: 'pay' }, porque: 'um segundo Pagar enquanto o pagamento corre' },
  ],
} satisfies Modelo;
