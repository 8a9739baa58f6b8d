/**
 * The payment kit (machines/comum/pagamento.ts): card checks before anything is sent, one idempotency key per
 * attempt (a retry after no answer reuses it, a new Pagar after a decline makes another), methods by product and
 * by the server's cart (issue 20: exactly the methods it permits, e.g. no monthly slip for a naoAssociado), a card-only product (the club, next) whose machine has no boleto
 * states and still covers every state, and card data that no draft can keep.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { mascaraDoNumero, mensagensCartao, mensagensPagamento } from '../../src/domain/comum/pagamentos';
import {
  criarPagamentoMachine, oferecidos, problemasDoCartao, type Carrinho, type DadosCartao, type PedidoPagamento,
  type RespostaPagamento,
} from '../../src/machines/comum/pagamento';
import { guardarRascunho, type Ambiente } from '../../src/services/comum/rascunho';
import { elementos } from '../support/paths';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import { testarModelo } from '../support/modelo';

const HOJE = '2026-11-25';
const VISA: DadosCartao = { nome: 'JOANA T SILVA', numero: '4111111111111111', validade: '1230', cvc: '123' };
const carrinho: Carrinho = { linhas: [{ rotulo: 'Plano', valor: 'Teste' }], valor: 12_000, permitidos: ['credito', 'debito', 'boleto', 'mensalidade'] };
const mensagens = { falhaDeRede: 'Sem rede.', pago: 'Pago!', mensalidadeRegistrada: 'Na mensalidade!', boletoGerado: 'Boleto!' };

describe('problemasDoCartao: o que o formulário diz antes de enviar', () => {
  it('um cartão válido não tem problema; cada campo vazio diz o que falta', () => {
    expect(problemasDoCartao(VISA, HOJE)).toEqual({});
    expect(problemasDoCartao({ nome: '  ', numero: '', validade: '', cvc: '' }, HOJE)).toEqual({
      nome: mensagensCartao.informeNome, numero: mensagensCartao.informeNumero,
      validade: mensagensCartao.informeValidade, cvc: mensagensCartao.informeCvc,
    });
  });
  it('número: Luhn, e uma bandeira que o portal aceita', () => {
    expect(problemasDoCartao({ ...VISA, numero: '4111111111111112' }, HOJE).numero).toBe(mensagensCartao.numeroInvalido);
    expect(problemasDoCartao({ ...VISA, numero: '411111111111' }, HOJE).numero).toBe(mensagensCartao.numeroInvalido); // 12 digits
    // Discover passes Luhn but is not taken
    expect(problemasDoCartao({ ...VISA, numero: '6011111111111117' }, HOJE).numero).toBe(mensagensCartao.bandeiraNaoAceita);
    expect(problemasDoCartao({ ...VISA, numero: '5555555555554444' }, HOJE)).toEqual({});
  });
  it('validade: MM/AA real, e vale até o último dia do mês em São Paulo', () => {
    expect(problemasDoCartao({ ...VISA, validade: '1126' }, HOJE)).toEqual({}); // November 2026, on 25 November
    expect(problemasDoCartao({ ...VISA, validade: '1126' }, '2026-12-01').validade).toBe(mensagensCartao.cartaoVencido);
    expect(problemasDoCartao({ ...VISA, validade: '1026' }, HOJE).validade).toBe(mensagensCartao.cartaoVencido);
    expect(problemasDoCartao({ ...VISA, validade: '1330' }, HOJE).validade).toBe(mensagensCartao.validadeInvalida);
    expect(problemasDoCartao({ ...VISA, validade: '12' }, HOJE).validade).toBe(mensagensCartao.validadeInvalida);
  });
  it('código de segurança: 4 dígitos na Amex, 3 nas outras', () => {
    const amex = { ...VISA, numero: '378282246310005' };
    expect(problemasDoCartao({ ...amex, cvc: '1234' }, HOJE)).toEqual({});
    expect(problemasDoCartao({ ...amex, cvc: '123' }, HOJE).cvc).toBe(mensagensCartao.cvcInvalido(4));
    expect(problemasDoCartao({ ...VISA, cvc: '1234' }, HOJE).cvc).toBe(mensagensCartao.cvcInvalido(3));
  });
  it('a máscara do número segue a bandeira: Amex 4-6-5, as outras de 4 em 4', () => {
    expect(mascaraDoNumero('3782')).toBe('0000 000000 00000');
    expect(mascaraDoNumero('4111')).toBe('0000 0000 0000 0000 000');
  });
});

describe('formas de pagamento', () => {
  it('oferecidas: as do produto que o carrinho do servidor permite e não exclui; a ordem é a do produto', () => {
    const todos = ['credito', 'debito', 'boleto', 'mensalidade'] as const;
    expect(oferecidos(todos, carrinho)).toEqual([...todos]);
    expect(oferecidos(todos, { ...carrinho, permitidos: ['mensalidade', 'boleto', 'debito', 'credito'] })).toEqual([...todos]);
    expect(oferecidos(['boleto', 'credito', 'mensalidade'], { ...carrinho, permitidos: ['credito', 'boleto'] })).toEqual(['boleto', 'credito']);
    expect(oferecidos(['credito'], { ...carrinho, permitidos: ['mensalidade'] })).toEqual([]);
    expect(oferecidos(todos, { ...carrinho, indisponiveis: [{ metodo: 'boleto', motivo: 'Tarde.' }] })).toEqual(['credito', 'debito', 'mensalidade']);
  });
});

/** A product's machine with a controllable `pagar`: each call waits for the test to answer it. */
function comPagarControlado(metodos: Parameters<typeof criarPagamentoMachine>[0]['metodos'], permitidos: Carrinho['permitidos'] = carrinho.permitidos) {
  const pedidos: PedidoPagamento<{ id: number }>[] = [];
  let responder: { ok: (r: RespostaPagamento) => void; falha: (e: unknown) => void } | null = null;
  const machine = criarPagamentoMachine<{ id: number }>({
    id: 'teste', metodos, mensagens,
    pagar: (p) => { pedidos.push(p); return new Promise((ok, falha) => { responder = { ok, falha }; }); },
  });
  const actor = createActor(machine, { input: { entrada: { id: 1 }, hoje: HOJE, carrinho: { ...carrinho, permitidos } } }).start();
  const preencher = (c: DadosCartao = VISA) => {
    for (const campo of ['nome', 'numero', 'validade', 'cvc'] as const) actor.send({ type: 'card.change', campo, valor: c[campo] });
  };
  const responda = async (r: RespostaPagamento | Error) => {
    const atual = responder!;
    responder = null;
    if (r instanceof Error) atual.falha(r); else atual.ok(r);
    await waitFor(actor as AnyActorRef, (s) => !s.matches('paying'));
  };
  return { actor, pedidos, preencher, responda };
}

describe('uma chave de idempotência por tentativa', () => {
  it('sem resposta, Tentar novamente reenvia a mesma tentativa com a mesma chave', async () => {
    const { actor, pedidos, preencher, responda } = comPagarControlado(['credito', 'boleto']);
    actor.send({ type: 'method.select', metodo: 'credito' });
    preencher();
    actor.send({ type: 'pay' });
    actor.send({ type: 'pay' }); // a double click: refused while paying
    expect(pedidos).toHaveLength(1);
    await responda(falhas.rede);
    expect(actor.getSnapshot().value).toBe('noAnswer');
    expect(actor.getSnapshot().context.notice).toBe(mensagensCartao.semResposta);
    actor.send({ type: 'retry' });
    expect(pedidos).toHaveLength(2);
    expect(pedidos[1]!.idempotencyKey).toBe(pedidos[0]!.idempotencyKey);
    expect(pedidos[1]).toEqual(pedidos[0]);
    await responda({ sucesso: true });
    expect(actor.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().context.notice).toBe('Pago!');
    // paid: the card is forgotten
    expect(actor.getSnapshot().context.cartao).toEqual({ nome: '', numero: '', validade: '', cvc: '' });
  });

  it('depois de uma recusa (§8), o próximo Pagar é outra tentativa, com outra chave; o formulário fica como estava', async () => {
    const { actor, pedidos, preencher, responda } = comPagarControlado(['credito', 'debito']);
    actor.send({ type: 'method.select', metodo: 'debito' });
    preencher({ ...VISA, numero: '4000000000009995' });
    actor.send({ type: 'pay' });
    await responda({ sucesso: false, mensagem: mensagensPagamento.cartaoRecusado });
    const s = actor.getSnapshot();
    expect(s.value).toBe('cardForm');
    expect(s.context.notice).toBe(mensagensPagamento.cartaoRecusado);
    expect(s.context.cartao.numero).toBe('4000000000009995');
    actor.send({ type: 'card.change', campo: 'numero', valor: '4111 1111 1111 1111' }); // the mask's spaces are not kept
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'pay' });
    expect(pedidos.map((p) => p.metodo)).toEqual(['debito', 'debito']);
    expect(pedidos[1]!.idempotencyKey).not.toBe(pedidos[0]!.idempotencyKey);
    expect(pedidos[1]).toMatchObject({ cartao: { numeroCartao: '4111111111111111', dataExpiracaoCartao: '12/30' } });
  });

  it('uma recusa do servidor (400/404/409) fica no formulário com a mensagem dele; Alterar dados depois da falta de resposta também gera outra chave', async () => {
    const { actor, pedidos, responda } = comPagarControlado(['credito', 'boleto']);
    actor.send({ type: 'method.select', metodo: 'boleto' });
    actor.send({ type: 'pay' });
    await responda(falhas.rede);
    actor.send({ type: 'edit' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'pay' });
    expect(pedidos[1]!.idempotencyKey).not.toBe(pedidos[0]!.idempotencyKey);
    await responda(falhas.rejeitada);
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.notice).toBe(falhas.rejeitada.message);
  });

  it('nada sai com o cartão inválido: Pagar mostra cada problema no seu campo; digitar um campo tira só o problema dele', () => {
    const { actor, pedidos, preencher } = comPagarControlado(['credito']);
    actor.send({ type: 'method.select', metodo: 'credito' });
    preencher({ ...VISA, numero: '4111111111111112', validade: '0120' });
    actor.send({ type: 'pay' });
    expect(pedidos).toEqual([]);
    expect(actor.getSnapshot().value).toBe('cardForm');
    expect(actor.getSnapshot().context.problemas).toEqual({ numero: mensagensCartao.numeroInvalido, validade: mensagensCartao.cartaoVencido });
    actor.send({ type: 'card.change', campo: 'numero', valor: VISA.numero });
    expect(actor.getSnapshot().context.problemas).toEqual({ validade: mensagensCartao.cartaoVencido });
    actor.send({ type: 'card.change', campo: 'validade', valor: '12/30' });
    actor.send({ type: 'pay' });
    expect(pedidos).toHaveLength(1);
  });

  it('um boleto gerado guarda a URL; a mensalidade diz o texto dela; outra forma esquece o cartão', async () => {
    const boleto = comPagarControlado(['credito', 'boleto', 'mensalidade']);
    boleto.actor.send({ type: 'method.select', metodo: 'credito' });
    boleto.preencher();
    boleto.actor.send({ type: 'method.select', metodo: 'boleto' });
    expect(boleto.actor.getSnapshot().context.cartao).toEqual({ nome: '', numero: '', validade: '', cvc: '' });
    boleto.actor.send({ type: 'pay' });
    expect(boleto.pedidos[0]).toEqual({ entrada: { id: 1 }, idempotencyKey: expect.any(String), metodo: 'boleto' });
    await boleto.responda({ sucesso: true, urlBoleto: '/api/arquivos/9' });
    expect(boleto.actor.getSnapshot()).toMatchObject({ value: 'boletoGenerated', context: { urlBoleto: '/api/arquivos/9', notice: 'Boleto!' } });

    const mensal = comPagarControlado(['credito', 'boleto', 'mensalidade']);
    mensal.actor.send({ type: 'method.select', metodo: 'mensalidade' });
    mensal.actor.send({ type: 'pay' });
    await mensal.responda({ sucesso: true });
    expect(mensal.actor.getSnapshot()).toMatchObject({ value: 'paid', context: { notice: 'Na mensalidade!' } });
  });

  it('o carrinho de um não associado (o servidor não permite a mensalidade): ela não é aceita, nem oferecida', () => {
    const { actor } = comPagarControlado(['credito', 'boleto', 'mensalidade'], ['credito', 'debito', 'boleto']);
    expect(actor.getSnapshot().can({ type: 'method.select', metodo: 'mensalidade' })).toBe(false);
    actor.send({ type: 'method.select', metodo: 'mensalidade' });
    expect(actor.getSnapshot().context.metodo).toBeNull();
    expect(actor.getSnapshot().context.metodos).toEqual(['credito', 'boleto']);
  });
});

describe('os dados do cartão não cabem num rascunho', () => {
  it('o kit de rascunhos recusa guardar um pagamento, mesmo vazio (a chave cartao)', () => {
    const { actor, preencher } = comPagarControlado(['credito']);
    actor.send({ type: 'method.select', metodo: 'credito' });
    preencher();
    const escrito: string[] = [];
    const ambiente: Ambiente = {
      armazenamento: () => ({ setItem: (_: string, v: string) => escrito.push(v) }) as unknown as Storage,
      agora: () => 0,
    };
    const config = { chave: 'pagamento', versao: 1, emRepouso: ['cardForm'] };
    expect(guardarRascunho(config, actor.getPersistedSnapshot(), { dono: 'x' }, ambiente)).toBe('recusado');
    expect(escrito).toEqual([]);
  });
});

// ── a product without boleto and without the monthly slip (the club's card, next): its own graph covers everything ──

const soCartao = criarPagamentoMachine<undefined>({
  id: 'soCartao', metodos: ['credito'], mensagens, pagar: () => Promise.resolve({ sucesso: true }),
});

describe('um produto só com cartão de crédito, sem carga', () => {
  it('não tem estados de carga nem de boleto, nem de escolha: o único cartão já vem escolhido', () => {
    const estados = elementos(soCartao).estados.map((e) => e.caminho);
    expect(estados.sort()).toEqual(['backToForm', 'cardForm', 'noAnswer', 'paid', 'paying', 'sessionLost']);
  });
});

const soCartaoModelo = {
  nome: 'kit-pagamento-so-cartao',
  machine: soCartao,
  events: [
    { type: 'method.select', metodo: 'credito' }, { type: 'method.select', metodo: 'boleto' },
    { type: 'card.change', campo: 'nome', valor: VISA.nome }, { type: 'card.change', campo: 'numero', valor: VISA.numero },
    { type: 'card.change', campo: 'validade', valor: VISA.validade }, { type: 'card.change', campo: 'cvc', valor: VISA.cvc },
    { type: 'pay' }, { type: 'retry' }, { type: 'edit' },
    { type: 'xstate.done.actor.pay', output: { sucesso: true } },
    { type: 'xstate.done.actor.pay', output: { sucesso: false, mensagem: mensagensPagamento.cartaoRecusado } },
    { type: 'xstate.error.actor.pay', error: falhas.rejeitada },
    { type: 'xstate.error.actor.pay', error: falhas.expirada },
    { type: 'xstate.error.actor.pay', error: falhas.rede },
  ],
  key: (s) => [s.value, s.context.metodo, Object.keys(problemasDoCartao(s.context.cartao, s.context.hoje)), s.context.notice],
  input: { entrada: undefined, hoje: HOJE, carrinho },
} satisfies Modelo;

testarModelo(soCartaoModelo, (agora, calls) => {
  // the one method is chosen from the start; boleto is not a method here: never chosen, never sent
  expect(agora.context.metodo).toBe('credito');
  for (const c of calls) expect((c.input as { metodo: string }).metodo).toBe('credito');
});

it('sem carga e com um só cartão, começa no formulário do cartão com o carrinho da entrada', async () => {
  const actor = createActor(soCartao.provide({ actors: { pay: fromPromise<RespostaPagamento>(() => Promise.resolve({ sucesso: true })) } }),
    { input: { entrada: undefined, hoje: HOJE, carrinho } }).start();
  expect(actor.getSnapshot().value).toBe('cardForm');
  expect(actor.getSnapshot().context.carrinho).toEqual(carrinho);
  for (const campo of ['nome', 'numero', 'validade', 'cvc'] as const) actor.send({ type: 'card.change', campo, valor: VISA[campo] });
  actor.send({ type: 'pay' });
  await waitFor(actor, (s) => s.value === 'paid');
});
