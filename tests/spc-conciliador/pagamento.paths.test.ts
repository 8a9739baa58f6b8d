import { describe, expect, it } from 'vitest';
import { mensagensPagamento } from '../../src/domain/comum/pagamentos';
import { createActor, waitFor, type AnyMachineSnapshot } from 'xstate';
import { problemasDoCartao, type Carrinho } from '../../src/machines/comum/pagamento';
import { carrinhoDaSolicitacao, conciliadorPagamentoMachine } from '../../src/machines/spc-conciliador/pagamento.machine';
import { idDaRota } from '../../src/views/comum/rota';
import { responderFetch } from '../support/fetch';
import type { ActorCall } from '../support/paths';
import { testarModelo } from '../support/modelo';
import { ativa, comBoleto, emClassificacao, semAceite, solicitacao } from './painel.model';
import { conciliadorPagamentoModelo, conciliadorPagamentoNaoAssociadoModelo, HOJE } from './pagamento.model';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What every path of either model must keep, at every step. */
function verificar(agora: AnyMachineSnapshot, calls: ActorCall[]) {
  for (const c of calls.filter((c) => c.id === 'loadCart')) expect(c.input).toEqual({ solicitacaoId: 7 });
  for (const c of calls.filter((c) => c.id === 'pay')) {
    const pedido = c.input as { entrada: unknown; idempotencyKey: string; metodo: string; cartao?: Record<string, string> };
    expect(pedido.entrada).toEqual({ solicitacaoId: 7 });
    expect(pedido.idempotencyKey).toMatch(UUID);
    if (pedido.metodo === 'credito' || pedido.metodo === 'debito') {
      // nothing leaves while the card has a problem: what was sent passes every check, in the contract's fields
      expect(pedido.cartao).toEqual({ nomeCartao: 'JOANA T SILVA', numeroCartao: '4111111111111111', dataExpiracaoCartao: '12/30', codigoValidacaoCartao: '123' });
    } else {
      expect(pedido).not.toHaveProperty('cartao');
    }
  }
  // the attempt in flight is the current key: a retry sends it again, a new Pagar makes another
  if (agora.matches('paying')) expect((calls.at(-1)!.input as { idempotencyKey: string }).idempotencyKey).toBe(agora.context.idempotencyKey);
  if (agora.matches('cardForm')) expect(['credito', 'debito']).toContain(agora.context.metodo);
  if (agora.matches('paying')) expect(agora.context.metodo).not.toBeNull();
  // card data does not outlive the form: paid or another method forgets it
  if (agora.matches('paid') || agora.matches('boletoGenerated') || (agora.matches('choosing') && agora.context.metodo !== null)) {
    expect(agora.context.cartao).toEqual({ nome: '', numero: '', validade: '', cvc: '' });
  }
  if (agora.matches('choosing') || agora.matches('cardForm')) expect(agora.context.carrinho?.valor).toBe(44_800);
}
/** The methods offered: the product's the server's cart permits (issue 20), less those it rules out (issue 19). */
const oferecidos = (agora: AnyMachineSnapshot, metodos: string[]) => {
  const carrinho = agora.context.carrinho as Carrinho | null;
  // nothing is offered before the cart
  return carrinho ? metodos.filter((m) => carrinho.permitidos.includes(m as never) && !carrinho.indisponiveis?.some((i) => i.metodo === m)) : [];
};

testarModelo(conciliadorPagamentoModelo, (agora, calls) => {
  verificar(agora, calls);
  expect(agora.context.metodos).toEqual(oferecidos(agora, ['credito', 'debito', 'boleto', 'mensalidade']));
});

testarModelo(conciliadorPagamentoNaoAssociadoModelo, (agora, calls) => {
  verificar(agora, calls);
  // §6/DESIGN: a naoAssociado never has the monthly slip, offered or sent
  expect(agora.context.metodos).toEqual(oferecidos(agora, ['credito', 'debito', 'boleto']));
  expect(agora.context.metodo).not.toBe('mensalidade');
  for (const c of calls.filter((c) => c.id === 'pay')) expect((c.input as { metodo: string }).metodo).not.toBe('mensalidade');
});

describe('o que a tela de pagamento do conciliador paga (§4)', () => {
  it('uma solicitação do associado, aceita e a pagar: o carrinho Informações do Plano e o valor devido', () => {
    expect(carrinhoDaSolicitacao([ativa, solicitacao()], 7)).toEqual({
      linhas: [
        { rotulo: 'Plano', valor: 'Essencial' },
        { rotulo: 'Quantidade de CNPJ', valor: '2' },
        { rotulo: 'Operadoras', valor: 'Cielo, Rede, Stone' },
        { rotulo: 'Taxa de adesão', valor: 'R$\u00a0199,00' },
        // 448,00 = 199,00 of adhesion + 129,00 of the first month + the operators' one-time cost
        { rotulo: 'Custo de ativação das operadoras', valor: 'R$\u00a0120,00' },
        { rotulo: 'Mensalidade', valor: 'R$\u00a0129,00 por mês' },
      ],
      valor: 44_800,
      permitidos: ['credito', 'debito', 'boleto', 'mensalidade'],
      indisponiveis: [],
    });
  });
  it('sem data de aceite, sem Classificado, já paga, com boleto aberto, de outro associado ou inexistente: nada a pagar (o painel)', () => {
    const lista = [solicitacao(), ativa, emClassificacao, comBoleto, semAceite];
    for (const id of [5, 8, 9, 10, 999]) expect(carrinhoDaSolicitacao(lista, id), `#${id}`).toBeNull();
    // the acceptance date alone decides too, whatever else the answer says
    expect(carrinhoDaSolicitacao([solicitacao({ dtAceite: null })], 7)).toBeNull();
  });
  it('o número da rota: só dígitos dentro do int4; o resto não nomeia solicitação', () => {
    expect(idDaRota('7')).toBe(7);
    for (const t of [undefined, '', 'abc', '7a', '-1', '0', '1.5', '2147483648', '99999999999']) expect(idDaRota(t), String(t)).toBe(0);
  });
  it('os cartões do modelo: o aprovado passa em tudo; o de Luhn errado e o vencido não', () => {
    const ok = { nome: 'JOANA T SILVA', numero: '4111111111111111', validade: '1230', cvc: '123' };
    expect(problemasDoCartao(ok, HOJE)).toEqual({});
    expect(Object.keys(problemasDoCartao({ ...ok, numero: '4111111111111112', validade: '0120' }, HOJE))).toEqual(['numero', 'validade']);
  });
});

describe('as chamadas de cada forma (§7), pela máquina real', () => {
  it('crédito, débito, boleto e mensalidade: a rota de cada uma, com a solicitação, a chave e (no cartão) os campos do contrato', async () => {
    const rotas = { credito: 'PagamentoCreditoSpcConciliador', debito: 'PagamentoDebitoSpcConciliador',
      boleto: 'RegistrarBoletoSpcConciliador', mensalidade: 'PagamentoBoletoMensalSpcConciliador' } as const;
    for (const [metodo, rota] of Object.entries(rotas) as [keyof typeof rotas, string][]) {
      const fetch = responderFetch([200, [solicitacao()]], [200, { sucesso: true, urlBoleto: metodo === 'boleto' ? '/api/arquivos/3' : null }]);
      const actor = createActor(conciliadorPagamentoMachine, { input: { entrada: { solicitacaoId: 7 }, hoje: HOJE } }).start();
      await waitFor(actor, (s) => s.value === 'choosing');
      actor.send({ type: 'method.select', metodo });
      const cartao = { nome: ' JOANA T SILVA ', numero: '4111111111111111', validade: '1230', cvc: '123' };
      for (const campo of ['nome', 'numero', 'validade', 'cvc'] as const) actor.send({ type: 'card.change', campo, valor: cartao[campo] });
      actor.send({ type: 'pay' });
      await waitFor(actor, (s) => s.value === 'paid' || s.value === 'boletoGenerated');
      const [url, init] = fetch.mock.calls.at(-1)!;
      expect(url, metodo).toMatch(new RegExp(`/api/Conciliador/${rota}$`));
      const corpo = JSON.parse(String(init.body)) as Record<string, unknown>;
      expect(corpo).toEqual({
        solicitacaoId: 7, idempotencyKey: actor.getSnapshot().context.idempotencyKey,
        ...(metodo === 'credito' || metodo === 'debito'
          ? { nomeCartao: 'JOANA T SILVA', numeroCartao: '4111111111111111', dataExpiracaoCartao: '12/30', codigoValidacaoCartao: '123' } : {}),
      });
      actor.stop();
    }
  });

  it('cartão além do limite de tentativas (429): a mensagem do servidor em aviso, de volta ao formulário como digitado, não "sem resposta"', async () => {
    const limite = mensagensPagamento.limiteDeTentativas('13:00');
    responderFetch([200, [solicitacao()]], [429, { mensagem: limite }]);
    const actor = createActor(conciliadorPagamentoMachine, { input: { entrada: { solicitacaoId: 7 }, hoje: HOJE } }).start();
    await waitFor(actor, (s) => s.value === 'choosing');
    actor.send({ type: 'method.select', metodo: 'credito' });
    const cartao = { nome: 'JOANA T SILVA', numero: '4111111111111111', validade: '1230', cvc: '123' };
    for (const campo of ['nome', 'numero', 'validade', 'cvc'] as const) actor.send({ type: 'card.change', campo, valor: cartao[campo] });
    actor.send({ type: 'pay' });
    await waitFor(actor, (s) => s.value === 'cardForm' && s.context.notice !== null);
    expect(actor.getSnapshot().context).toMatchObject({ notice: limite, cartao });
    actor.stop();
  });

  it('boleto gerado: a linha digitável e o vencimento da resposta ficam para a tela', async () => {
    const linha = '99990000040000000000000260000005816410000025990';
    responderFetch([200, [solicitacao()]], [200, { sucesso: true, urlBoleto: '/api/arquivos/3', linhaDigitavel: linha, vencimento: '2026-11-25' }]);
    const actor = createActor(conciliadorPagamentoMachine, { input: { entrada: { solicitacaoId: 7 }, hoje: HOJE } }).start();
    await waitFor(actor, (s) => s.value === 'choosing');
    actor.send({ type: 'method.select', metodo: 'boleto' });
    actor.send({ type: 'pay' });
    await waitFor(actor, (s) => s.value === 'boletoGenerated');
    expect(actor.getSnapshot().context).toMatchObject({ urlBoleto: '/api/arquivos/3', linhaDigitavel: linha, vencimento: '2026-11-25' });
    actor.stop();
  });
});
