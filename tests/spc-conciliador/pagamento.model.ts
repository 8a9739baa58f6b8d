import { formatBRL } from '../../src/domain/comum/dinheiro';
import { mensagensPagamento } from '../../src/domain/comum/pagamentos';
import type { Carrinho, RespostaPagamento } from '../../src/machines/comum/pagamento';
import { carrinhoDaSolicitacao, conciliadorPagamentoMachine } from '../../src/machines/spc-conciliador/pagamento.machine';
import { ApiFailure } from '../../src/services/comum/api';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';
import { cartaoDeTeste, cartaoIncompleto, digitaNoCartao, eventosDoCartao, faltam, HOJE, paraNaoAssociado, situacaoDoCartao } from '../support/pagamento';

export { HOJE };

type Snap = Parameters<Modelo['key']>[0];
import { consultaRecusada, solicitacao } from './painel.model';

/** The cart of the classified request #7 (Essencial, 2 CNPJ, 3 operators, R$ 448,00). */
export const carrinho = carrinhoDaSolicitacao([solicitacao()], 7)!;
/** The sandbox's approved Visa (README), as the user types it. */
export const cartaoAprovado = cartaoDeTeste('JOANA T SILVA');
/** 409: the request was paid, or has a boleto open, under another attempt (payment kit's jaCobrado). */
export const jaCobrado = new ApiFailure('rejected', mensagensPagamento.jaCobrado);


const eventos = [
  { type: 'xstate.done.actor.loadCart', output: carrinho },
  // the kit's branch: a cart whose server rules out all but one card opens the card form (reconciliation never does today)
  {
    type: 'xstate.done.actor.loadCart',
    output: { ...carrinho, indisponiveis: (['debito', 'boleto', 'mensalidade'] as const).map((metodo) => ({ metodo, motivo: `Sem ${metodo}.` })) },
  },
  { type: 'xstate.done.actor.loadCart', output: null },
  { type: 'xstate.error.actor.loadCart', error: consultaRecusada },
  { type: 'xstate.error.actor.loadCart', error: falhas.expirada },
  { type: 'xstate.error.actor.loadCart', error: falhas.rede },
  { type: 'retry' },
  { type: 'method.select', metodo: 'credito' }, { type: 'method.select', metodo: 'debito' },
  { type: 'method.select', metodo: 'boleto' }, { type: 'method.select', metodo: 'mensalidade' },
  ...eventosDoCartao(cartaoAprovado),
  { type: 'pay' }, { type: 'edit' },
  { type: 'xstate.done.actor.pay', output: { sucesso: true } },
  { type: 'xstate.done.actor.pay', output: { sucesso: false, mensagem: mensagensPagamento.cartaoRecusado } },
  { type: 'xstate.done.actor.pay', output: { sucesso: true, urlBoleto: '/api/arquivos/42' } },
  { type: 'xstate.done.actor.pay', output: { sucesso: false, mensagem: 'Não foi possível registrar o boleto agora.' } },
  { type: 'xstate.error.actor.pay', error: jaCobrado },
  { type: 'xstate.error.actor.pay', error: falhas.expirada },
  { type: 'xstate.error.actor.pay', error: falhas.rede },
] satisfies PathEvent<typeof conciliadorPagamentoMachine>[];

const resposta = (r: RespostaPagamento) => (r.urlBoleto ? `boleto em ${r.urlBoleto}` : r.sucesso ? 'sucesso'
  : `sem sucesso: '${r.mensagem ?? ''}'`);

/** What the reconciliation's payment screen shows and sends, in words (the kit's own are in its machine). */
const textos = {
  estados: {
    leftUnpayable: 'o painel de solicitações (nada a pagar nesta tela)',
    leftRefused: 'a tela de produtos, com o aviso do servidor',
    paid: 'o pagamento concluído (o painel em 2 s)',
    boletoGenerated: 'o boleto gerado, com Abrir boleto e o painel',
  },
  eventos: {
    'method.select': (e: { metodo: string }) => `escolhe ${{ credito: 'cartão de crédito', debito: 'cartão de débito', boleto: 'boleto', mensalidade: 'boleto mensal' }[e.metodo]}`,
    'card.change': digitaNoCartao,
  },
  atores: { loadCart: 'a consulta das solicitações', pay: 'o pagamento' },
  respostas: {
    loadCart: (c: Carrinho | null) => (c ? `solicitação a pagar, ${formatBRL(c.valor)}` : 'nada a pagar com este número'),
    pay: resposta,
  },
  fatos: (s: Snap) => [
    s.context.metodo && `forma ${s.context.metodo}`,
    situacaoDoCartao(s),
    Object.keys(s.context.problemas).length > 0 && `problemas à vista: ${Object.keys(s.context.problemas).join(', ')}`,
    aviso(s),
  ],
};

/** Rules this product's use of the kit implements (kit transitions: tagged here, STYLE "kits"). */
const regras = {
  choosing: ['§2.30a', '§9.12c'],
  paid: ['§9.12a'],
  'loading: done loadCart #3 → leftUnpayable': ['§4.11d'],
  'loading: error loadCart #2 if rejected → leftRefused': ['§8.12d'],
  'paying: done pay #3 if cardDeclined → cardForm': ['§8.11a'],
  'paying: done pay #4 → backToForm': ['§8.11b'],
  'paying: error pay #2 if rejected → backToForm': ['§8.11b'],
  sessionLost: ['§8.12a'],
};

// the notice's text, not only whether there is one: a scenario shows each step's own message
// metodos: what the server's cart left to choose (issue 19)
const chave = (s: Snap) => [s.value, s.context.metodo, s.context.metodos.length, faltam(s), Object.keys(s.context.problemas).length > 0, s.context.notice];

/** An associate: credit, debit, boleto and the monthly slip (§9). */
export const conciliadorPagamentoModelo = {
  nome: 'conciliador-pagamento',
  machine: conciliadorPagamentoMachine,
  events: eventos,
  key: chave,
  input: { entrada: { solicitacaoId: 7 }, hoje: HOJE },
  textos,
  regras,
  recusas: [
    { estado: 'paying', evento: { type: 'pay' }, porque: 'um segundo Pagar enquanto o pagamento corre' },
    cartaoIncompleto,
    { estado: 'choosing', evento: { type: 'card.change', campo: 'numero', valor: cartaoAprovado.numero }, porque: 'sem cartão escolhido não há formulário do cartão' },
  ],
} satisfies Modelo;

/** A naoAssociado (§6, DESIGN.md): the same screen without the monthly slip. */
export const conciliadorPagamentoNaoAssociadoModelo = {
  ...conciliadorPagamentoModelo,
  nome: 'conciliador-pagamento-nao-associado',
  // the server's carts permit no monthly slip (issue 20: computed from the associate's row, not the login)
  events: paraNaoAssociado(eventos),
  recusas: [
    {
      estado: 'choosing', evento: { type: 'method.select', metodo: 'mensalidade' },
      porque: 'não associado não tem boleto mensal: a forma não é oferecida nem aceita',
    },
    { estado: 'cardForm', evento: { type: 'method.select', metodo: 'mensalidade' }, porque: 'nem a partir do formulário do cartão' },
  ],
} satisfies Modelo;
