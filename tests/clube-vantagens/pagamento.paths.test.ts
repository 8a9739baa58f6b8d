import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { mensagensClube } from '../../src/domain/clube-vantagens/clube';
import { mensagensPagamento } from '../../src/domain/comum/pagamentos';
import { elementos } from '../support/paths';
import { CARRINHO_CLUBE, carrinhoDoClube, clubePagamentoMachine } from '../../src/machines/clube-vantagens/pagamento.machine';
import { responderFetch } from '../support/fetch';
import { clube } from '../support/fixtures';
import { testarModelo } from '../support/modelo';
import { cartaoAprovado, clubePagamentoModelo, compraAprovada, compraRecusada, HOJE } from './pagamento.model';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

testarModelo(clubePagamentoModelo, (agora, calls) => {
  // the credit card only (issue 11): never another method, offered or sent
  expect(agora.context.metodos).toEqual(agora.context.carrinho ? ['credito'] : []);
  expect([null, 'credito']).toContain(agora.context.metodo);
  for (const c of calls.filter((c) => c.id === 'loadCart')) expect(c.input).toBeNull();
  for (const c of calls.filter((c) => c.id === 'pay')) {
    // nothing leaves while the card has a problem: what was sent passes every check, in the contract's fields
    expect(c.input).toEqual({
      entrada: null, idempotencyKey: expect.stringMatching(UUID), metodo: 'credito',
      cartao: { nomeCartao: 'NINA N ASSOCIADA', numeroCartao: '4111111111111111', dataExpiracaoCartao: '12/30', codigoValidacaoCartao: '123' },
    });
  }
  // the attempt in flight is the current key: a retry sends it again, a new Pagar makes another
  if (agora.matches('paying')) expect((calls.at(-1)!.input as { idempotencyKey: string }).idempotencyKey).toBe(agora.context.idempotencyKey);
  if (agora.matches('cardForm')) expect(agora.context.carrinho).toMatchObject({ ...CARRINHO_CLUBE, permitidos: ['credito'] });
  // paid: the card is forgotten, and the toast says the server's text
  if (agora.matches('paid')) {
    expect(agora.context.cartao).toEqual({ nome: '', numero: '', validade: '', cvc: '' });
    expect(agora.context.notice).toBe(compraAprovada.mensagem);
  }
});

describe('a máquina do pagamento do clube: o formato só cartão do kit', () => {
  it('só cartão: nem escolha (o cartão já vem escolhido), nem boleto; com a carga (associado, clube já comprado)', () => {
    const estados = elementos(clubePagamentoMachine).estados.map((e) => e.caminho).sort();
    expect(estados).toEqual(['backToForm', 'cardForm', 'leftRefused', 'leftUnpayable', 'loadFailed', 'loading', 'noAnswer', 'paid', 'paying', 'sessionLost']);
  });
  it('o carrinho: Clube de Vantagens, R$ 120,00 por mês (§9)', () => {
    expect(CARRINHO_CLUBE).toEqual({ linhas: [{ rotulo: 'Clube de Vantagens', valor: 'R$\u00a0120,00 por mês' }], valor: 12_000 });
  });
});

describe('o que a tela de pagamento do clube vende (carrinhoDoClube)', () => {
  it('sem clube (ConsultarClubeVantagens 400): o carrinho, com as formas que o servidor permite a este associado (issue 20)', async () => {
    const fetch = responderFetch([400, { mensagem: mensagensClube.naoAdquirido, metodosPermitidos: ['credito'], metodosIndisponiveis: [] }]);
    await expect(carrinhoDoClube()).resolves.toEqual({ ...CARRINHO_CLUBE, permitidos: ['credito'], indisponiveis: [] });
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/Clube\/ConsultarClubeVantagens$/);
  });
  it('um associado: o servidor permite só a mensalidade, que é do painel, e a máquina sai para o painel (nada a pagar aqui)', async () => {
    responderFetch([400, { mensagem: mensagensClube.naoAdquirido, metodosPermitidos: ['mensalidade'], metodosIndisponiveis: [] }]);
    const actor = createActor(clubePagamentoMachine, { input: { entrada: null, hoje: HOJE } }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('leftUnpayable');
  });
  it('403 (quem não pode comprar, um consultor): uma recusa, não "sem clube"', async () => {
    responderFetch([403, { mensagem: 'Você não tem acesso a esta função.' }]);
    await expect(carrinhoDoClube()).rejects.toMatchObject({ kind: 'rejected', status: 403 });
  });
  it('um não associado com o clube (200): a recusa com o texto do servidor para a compra repetida', async () => {
    responderFetch([200, clube(false)]);
    await expect(carrinhoDoClube()).rejects.toMatchObject({ kind: 'rejected', message: mensagensClube.jaAdquirido });
  });
  it('401 e falta de rede seguem como vieram (login; Tentar novamente)', async () => {
    responderFetch([401, { mensagem: 'Sua sessão expirou. Entre novamente.' }]);
    await expect(carrinhoDoClube()).rejects.toMatchObject({ kind: 'unauthorized' });
    responderFetch([500, { mensagem: 'erro' }]);
    await expect(carrinhoDoClube()).rejects.not.toHaveProperty('kind');
  });
});

describe('a chamada do cartão (PagamentoCartaoClubeVantagens), pela máquina real', () => {
  const pagarCom = async (resposta: [number, unknown]) => {
    const fetch = responderFetch([400, { mensagem: mensagensClube.naoAdquirido, metodosPermitidos: ['credito'], metodosIndisponiveis: [] }], resposta);
    const actor = createActor(clubePagamentoMachine, { input: { entrada: null, hoje: HOJE } }).start();
    await waitFor(actor, (s) => s.value === 'cardForm');
    expect(actor.getSnapshot().context.metodo).toBe('credito');
    const cartao = { ...cartaoAprovado, nome: ' NINA N ASSOCIADA ' };
    for (const campo of ['nome', 'numero', 'validade', 'cvc'] as const) actor.send({ type: 'card.change', campo, valor: cartao[campo] });
    actor.send({ type: 'pay' });
    await waitFor(actor, (s) => s.value !== 'paying');
    return { actor, fetch };
  };

  it('aprovado: o corpo é o Cartao do contrato com a chave da tentativa; o toast é o texto do servidor', async () => {
    const { actor, fetch } = await pagarCom([200, compraAprovada]);
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(String(url)).toMatch(/\/api\/Clube\/PagamentoCartaoClubeVantagens$/);
    expect(JSON.parse(String(init.body))).toEqual({
      idempotencyKey: actor.getSnapshot().context.idempotencyKey,
      nomeCartao: 'NINA N ASSOCIADA', numeroCartao: '4111111111111111', dataExpiracaoCartao: '12/30', codigoValidacaoCartao: '123',
    });
    expect(actor.getSnapshot()).toMatchObject({ value: 'paid', context: { notice: mensagensClube.compraRealizada } });
    actor.stop();
  });
  it('recusado (sucesso false): de volta ao cartão, com o texto do §8, os dados como estavam', async () => {
    const { actor } = await pagarCom([200, compraRecusada]);
    expect(actor.getSnapshot()).toMatchObject({ value: 'cardForm', context: { notice: mensagensPagamento.cartaoRecusado, cartao: { numero: '4111111111111111' } } });
    actor.stop();
  });
  it('400 (clube já comprado em outra aba): a recusa do servidor como aviso, no formulário', async () => {
    const { actor } = await pagarCom([400, { mensagem: mensagensClube.jaAdquirido }]);
    expect(actor.getSnapshot()).toMatchObject({ value: 'cardForm', context: { notice: mensagensClube.jaAdquirido } });
    actor.stop();
  });
});
