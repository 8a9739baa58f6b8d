import { randomUUID } from 'node:crypto';
import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensagensPagamento } from '../../src/domain/comum/pagamentos';
import { ultimoDiaDeLiquidacao, vencimentoEmDiasUteis, vencimentoMinimoLiquidavel } from '../../src/server/comum/pagamentos/boleto';
import { CARTOES_DE_TESTE } from '../../src/server/comum/pagamentos/cartoes';
import type { PaymentGateway } from '../../src/server/comum/pagamentos/gateway';
import {
  cobrar, LIMITES_DE_RECUSAS, liquidarBoleto, respostaDaCobranca, type PedidoDeCobranca,
} from '../../src/server/comum/pagamentos/pagamentos.repo';
import { gatewaySandbox } from '../../src/server/comum/pagamentos/sandbox';
import { arquivos, associados, cobrancas } from '../../src/server/db/schema/comum';
import { abrirPortal, BANCO, fotografia, novoAssociado, requisicaoCrua, type Portal } from '../support/portal';

// The payment kit (src/server/comum/pagamentos/): cobrar on a real database, PGlite and PostgreSQL.

const AGORA = new Date('2026-11-19T15:00:00Z'); // Thursday; Friday 20/11 is a national holiday

/** The sandbox, counting what reaches it. */
function gatewayContado() {
  const chamadas = { cartao: 0, boleto: 0, mensalidade: 0 };
  const gateway: PaymentGateway = {
    autorizarCartao: (p) => { chamadas.cartao++; return gatewaySandbox.autorizarCartao(p); },
    registrarBoleto: (p) => { chamadas.boleto++; return gatewaySandbox.registrarBoleto(p); },
    lancarNaMensalidade: (p) => { chamadas.mensalidade++; return gatewaySandbox.lancarNaMensalidade(p); },
  };
  return { gateway, chamadas };
}

describe(`pagamentos (${BANCO})`, () => {
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal(); });
  afterAll(async () => { await portal?.fechar(); });

  const cobrarAgora = (pedido: PedidoDeCobranca, gateway?: PaymentGateway) =>
    portal.deps.database.tx((tx) => cobrar(tx, pedido, { agora: AGORA, gateway }));
  const linhasDe = (codSocio: string) => portal.deps.database.db.select().from(cobrancas).where(eq(cobrancas.codSocio, codSocio)).orderBy(cobrancas.id);

  async function pedidoDeCartao(numero: string, extra: Partial<{ validade: string; cvc: string; referencia: string | null; valor: number; idempotencyKey: string }> = {}) {
    const { codSocio, id } = await novoAssociado(portal);
    return {
      codSocio,
      pedido: {
        metodo: 'credito', codSocio, usuarioId: id, produto: 'cdl-varejo-inteligente', idempotencyKey: extra.idempotencyKey ?? randomUUID(),
        descricao: 'Reserva de sala', valor: extra.valor ?? 15_000, referencia: extra.referencia === undefined ? 'reserva:1' : extra.referencia,
        cartao: { nome: 'JOANA T SILVA', numero, validade: extra.validade ?? '12/30', cvc: extra.cvc ?? (numero.startsWith('3') ? '7391' : '739') },
      } satisfies PedidoDeCobranca as PedidoDeCobranca,
    };
  }

  it('cartão aprovado: uma cobrança paga com bandeira e os 4 últimos; número e CVC não estão em linha nenhuma do banco', async () => {
    const numero = '5555555555554444';
    const { codSocio, pedido } = await pedidoDeCartao(numero, { cvc: '739' });
    const r = await cobrarAgora(pedido);
    expect(r).toMatchObject({ tipo: 'cobranca', repetida: false, cobranca: { situacao: 'paga', metodo: 'credito', bandeira: 'mastercard', finalCartao: '4444' } });
    expect(respostaDaCobranca(r)).toEqual({ status: 200, body: { sucesso: true } });
    const [linha, ...outras] = await linhasDe(codSocio);
    expect(outras).toEqual([]);
    expect(linha).toMatchObject({ situacao: 'paga', pagaEm: AGORA, motivoRecusa: null, valor: 15_000, referencia: 'reserva:1', pedidoSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // nothing of the card but brand and last four: no column holds the number, its first digits or the CVC
    for (const [coluna, valor] of Object.entries(linha!)) {
      const texto = valor instanceof Date ? valor.toISOString() : String(valor);
      expect(texto, coluna).not.toContain(numero.slice(0, 6));
      if (coluna !== 'pedidoSha256' && coluna !== 'idempotencyKey') expect(texto, coluna).not.toContain('739');
    }
    expect(JSON.stringify(await fotografia(portal))).not.toContain(numero); // nor any other table
  });

  it('cada cartão de teste que recusa: sucesso false com o texto do §8, o motivo gravado, nada pago', async () => {
    for (const c of CARTOES_DE_TESTE.filter((t) => t.resultado !== 'aprovado')) {
      const { codSocio, pedido } = await pedidoDeCartao(c.numero);
      const r = await cobrarAgora(pedido);
      expect(respostaDaCobranca(r), c.numero).toEqual({ status: 200, body: { sucesso: false, mensagem: mensagensPagamento.cartaoRecusado } });
      expect(await linhasDe(codSocio)).toMatchObject([{ situacao: 'recusada', motivoRecusa: c.resultado, pagaEm: null, finalCartao: c.numero.slice(-4) }]);
    }
    expect(mensagensPagamento.cartaoRecusado).toBe('Erro ao processar seu pagamento, verifique os dados do cartão e tente novamente.');
  });

  it('Luhn, CVC e validade (mês de São Paulo) recusam antes do processador', async () => {
    const casos = [
      { numero: '4111111111111112', extra: {}, motivo: 'numero_invalido' },
      { numero: '4111111111111111', extra: { cvc: '1234' }, motivo: 'cvc_invalido' },
      { numero: '4111111111111111', extra: { validade: '10/26' }, motivo: 'cartao_expirado' },
    ] as const;
    for (const caso of casos) {
      const { gateway, chamadas } = gatewayContado();
      const { codSocio, pedido } = await pedidoDeCartao(caso.numero, caso.extra);
      expect(respostaDaCobranca(await cobrarAgora(pedido, gateway))).toMatchObject({ status: 200, body: { sucesso: false } });
      expect(chamadas.cartao).toBe(0);
      expect(await linhasDe(codSocio)).toMatchObject([{ situacao: 'recusada', motivoRecusa: caso.motivo }]);
    }
    // 11/26 is still good on 19/11/2026 (São Paulo)
    const { pedido } = await pedidoDeCartao('4111111111111111', { validade: '11/26' });
    expect(await cobrarAgora(pedido)).toMatchObject({ cobranca: { situacao: 'paga' } });
  });

  it('mesma chave e mesmo pedido: a primeira resposta de novo, uma cobrança, o processador chamado uma vez', async () => {
    const { gateway, chamadas } = gatewayContado();
    const { codSocio, pedido } = await pedidoDeCartao('4111111111111111');
    const primeira = await cobrarAgora(pedido, gateway);
    const segunda = await cobrarAgora(pedido, gateway);
    expect(segunda).toEqual({ ...primeira, repetida: true });
    expect(chamadas.cartao).toBe(1);
    expect(await linhasDe(codSocio)).toHaveLength(1);
    // a declined attempt answers its decline again under its key
    const recusado = await pedidoDeCartao('4000000000009995');
    const r1 = await cobrarAgora(recusado.pedido);
    expect(await cobrarAgora(recusado.pedido)).toEqual({ ...r1, repetida: true });
  });

  it('mesma chave com outro pedido: conflito (409), nada gravado', async () => {
    const { pedido } = await pedidoDeCartao('4111111111111111');
    await cobrarAgora(pedido);
    const antes = await fotografia(portal);
    const outros: PedidoDeCobranca[] = [
      { ...pedido, valor: pedido.valor + 1 },
      { ...pedido, descricao: 'Outra coisa' },
      { ...pedido, metodo: 'mensalidade' } as PedidoDeCobranca,
      { ...pedido, cartao: { ...(pedido as { cartao: { numero: string } }).cartao, numero: '5555555555554444' } } as PedidoDeCobranca,
    ];
    for (const outro of outros) {
      const r = await cobrarAgora(outro);
      expect(r).toMatchObject({ tipo: 'recusa', motivo: 'chaveReutilizada' });
      expect(respostaDaCobranca(r)).toEqual({ status: 409, body: { mensagem: mensagensPagamento.chaveReutilizada } });
    }
    expect(await fotografia(portal)).toEqual(antes);
  });

  it('o mesmo item já pago com outra chave: 409; depois de uma recusa, outra chave paga', async () => {
    const recusado = await pedidoDeCartao('4100000000000019', { referencia: 'reserva:9' });
    expect(await cobrarAgora(recusado.pedido)).toMatchObject({ cobranca: { situacao: 'recusada' } });
    const pago = await cobrarAgora({ ...recusado.pedido, idempotencyKey: randomUUID(), cartao: { nome: 'J', numero: '4111111111111111', validade: '12/30', cvc: '123' } } as PedidoDeCobranca);
    expect(pago).toMatchObject({ tipo: 'cobranca', cobranca: { situacao: 'paga' } });
    const antes = await fotografia(portal);
    const deNovo = await cobrarAgora({ ...recusado.pedido, idempotencyKey: randomUUID(), metodo: 'boleto' } as PedidoDeCobranca);
    expect(respostaDaCobranca(deNovo)).toEqual({ status: 409, body: { mensagem: mensagensPagamento.jaCobrado } });
    expect(await fotografia(portal)).toEqual(antes);
    // another associate's reserva:9 is another thing
    const outro = await pedidoDeCartao('4111111111111111', { referencia: 'reserva:9' });
    expect(await cobrarAgora(outro.pedido)).toMatchObject({ cobranca: { situacao: 'paga' } });
  });

  it('mensalidade: lançada para o associado; recusada (400, nada gravado) para o não associado, em qualquer produto', async () => {
    const { codSocio, id } = await novoAssociado(portal);
    const pedido: PedidoDeCobranca = {
      metodo: 'mensalidade', codSocio, usuarioId: id, produto: 'spc-conciliador', idempotencyKey: randomUUID(), descricao: 'SPC Conciliador', valor: 9_900, referencia: 'conciliador:1',
    };
    const { gateway, chamadas } = gatewayContado();
    expect(respostaDaCobranca(await cobrarAgora(pedido, gateway))).toEqual({ status: 200, body: { sucesso: true } });
    expect(chamadas.mensalidade).toBe(1);
    expect(await linhasDe(codSocio)).toMatchObject([{ metodo: 'mensalidade', situacao: 'paga', pagaEm: AGORA, bandeira: null, finalCartao: null }]);

    // the flag is read from the associate's row at charge time
    await portal.deps.database.db.update(associados).set({ naoAssociado: true }).where(eq(associados.codSocio, codSocio));
    const antes = await fotografia(portal);
    for (const produto of ['spc-conciliador', 'cdl-varejo-inteligente', 'cdl-saude', 'clube-vantagens'] as const) {
      const r = await cobrarAgora({ ...pedido, produto, idempotencyKey: randomUUID(), referencia: `${produto}:2` }, gateway);
      expect(respostaDaCobranca(r)).toEqual({ status: 400, body: { mensagem: mensagensPagamento.semMensalidade } });
    }
    expect(chamadas.mensalidade).toBe(1);
    expect(await fotografia(portal)).toEqual(antes);
  });

  it('boleto: linha digitável válida (validador independente), vencimento em 3 dias úteis de São Paulo, PDF servido por /api/arquivos/:id', async () => {
    const { codSocio, id, cookie } = await novoAssociado(portal);
    const r = await cobrarAgora({
      metodo: 'boleto', codSocio, usuarioId: id, produto: 'cdl-varejo-inteligente', idempotencyKey: randomUUID(), descricao: 'Reserva de sala', valor: 25_990, referencia: 'reserva:3',
    });
    if (r.tipo !== 'cobranca') throw new Error('esperava uma cobrança');
    const { cobranca } = r;
    expect(cobranca).toMatchObject({ metodo: 'boleto', situacao: 'aguardando', vencimento: '2026-11-25' }); // 20/11 holiday, weekend
    expect(cobranca.vencimento).toBe(vencimentoEmDiasUteis('2026-11-19', 3));
    expect(isValidBoleto(cobranca.linhaDigitavel!)).toBe(true);
    expect(getBoletoInfo(cobranca.linhaDigitavel!, { referenceDate: AGORA })).toMatchObject({ amount: 25_990, expirationDate: new Date(2026, 10, 25) });
    expect(respostaDaCobranca(r)).toEqual({
      status: 200, body: { sucesso: true, urlBoleto: `/api/arquivos/${cobranca.arquivoId}`, linhaDigitavel: cobranca.linhaDigitavel, vencimento: '2026-11-25' },
    });

    const [arquivo] = await portal.deps.database.db.select().from(arquivos).where(eq(arquivos.id, cobranca.arquivoId!));
    expect(arquivo).toMatchObject({ codSocio, produto: 'cdl-varejo-inteligente', finalidade: 'boleto', mime: 'application/pdf' });
    const pdf = await fetch(`${portal.url}/api/arquivos/${cobranca.arquivoId}`, { headers: { cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const outro = await novoAssociado(portal);
    expect((await requisicaoCrua(portal, 'GET', `/api/arquivos/${cobranca.arquivoId}`, { cookie: outro.cookie })).status).toBe(404);

    // staff settles it once
    expect(await portal.deps.database.tx((tx) => liquidarBoleto(tx, cobranca.id, AGORA))).toBe(true);
    expect(await portal.deps.database.tx((tx) => liquidarBoleto(tx, cobranca.id, AGORA))).toBe(false);
    expect(await linhasDe(codSocio)).toMatchObject([{ situacao: 'paga', pagaEm: AGORA }]);
  });

  it('20 chamadas simultâneas com a mesma chave (duplo clique): uma cobrança, uma chamada ao processador, a mesma resposta para todas', async () => {
    const { gateway, chamadas } = gatewayContado();
    const { codSocio, pedido } = await pedidoDeCartao('4111111111111111');
    const respostas = await Promise.all(Array.from({ length: 20 }, () => cobrarAgora(pedido, gateway)));
    expect(await linhasDe(codSocio)).toHaveLength(1);
    expect(chamadas.cartao).toBe(1);
    expect(respostas.filter((r) => r.tipo === 'cobranca' && !r.repetida)).toHaveLength(1);
    for (const r of respostas) expect(r).toMatchObject({ tipo: 'cobranca', cobranca: { situacao: 'paga', id: (await linhasDe(codSocio))[0]!.id } });
  });

  it('20 chamadas simultâneas do mesmo item com chaves diferentes (duas abas): uma cobrança, 19 conflitos', async () => {
    const { gateway, chamadas } = gatewayContado();
    const { codSocio, pedido } = await pedidoDeCartao('4111111111111111', { referencia: 'reserva:20' });
    const respostas = await Promise.all(Array.from({ length: 20 }, () => cobrarAgora({ ...pedido, idempotencyKey: randomUUID() }, gateway)));
    expect(await linhasDe(codSocio)).toHaveLength(1);
    expect(chamadas.cartao).toBe(1);
    expect(respostas.filter((r) => r.tipo === 'cobranca')).toHaveLength(1);
    expect(respostas.filter((r) => r.tipo === 'recusa' && r.motivo === 'jaCobrado')).toHaveLength(19);
  });

  it('20 boletos simultâneos com a mesma chave: um boleto, um PDF', async () => {
    const { codSocio, id } = await novoAssociado(portal);
    const pedido: PedidoDeCobranca = {
      metodo: 'boleto', codSocio, usuarioId: id, produto: 'cdl-saude', idempotencyKey: randomUUID(), descricao: 'Plano de saúde', valor: 40_000, referencia: 'vida:1',
    };
    const respostas = await Promise.all(Array.from({ length: 20 }, () => cobrarAgora(pedido)));
    expect(await linhasDe(codSocio)).toHaveLength(1);
    expect(await portal.deps.database.db.select({ id: arquivos.id }).from(arquivos).where(eq(arquivos.codSocio, codSocio))).toHaveLength(1);
    expect(new Set(respostas.map((r) => r.tipo === 'cobranca' && r.cobranca.linhaDigitavel)).size).toBe(1);
  });

  // ── issue 19 ──

  const cobrarEm = (agora: Date | string, pedido: PedidoDeCobranca, gateway?: PaymentGateway) =>
    portal.deps.database.tx((tx) => cobrar(tx, pedido, { agora: new Date(agora), gateway }));
  async function pedidoDeBoleto(extra: Partial<{ referencia: string; pagoAntesDe: string | null }> = {}) {
    const { codSocio, id } = await novoAssociado(portal);
    const pedido: PedidoDeCobranca = {
      metodo: 'boleto', codSocio, usuarioId: id, produto: 'cdl-varejo-inteligente', idempotencyKey: randomUUID(), descricao: 'Reserva do rooftop',
      valor: 50_000, referencia: extra.referencia ?? 'reserva:77', pagoAntesDe: extra.pagoAntesDe,
    };
    return { codSocio, id, pedido };
  }

  describe('boleto que venceria depois do que ele paga (item 4)', () => {
    // issued Thu 19/11/2026: due Wed 25/11, the bank's notice by Mon 30/11
    it('o último dia de compensação precisa vir antes do dia do evento: 30/11 recusa (409, nada gravado, banco não chamado), 01/12 aceita', async () => {
      expect(ultimoDiaDeLiquidacao(vencimentoEmDiasUteis('2026-11-19', 3))).toBe('2026-11-30');
      const { gateway, chamadas } = gatewayContado();
      for (const pagoAntesDe of ['2026-11-20', '2026-11-30']) {
        const { pedido } = await pedidoDeBoleto({ pagoAntesDe });
        const antes = await fotografia(portal);
        const r = await cobrarAgora(pedido, gateway);
        expect(r).toMatchObject({ tipo: 'recusa', motivo: 'boletoForaDoPrazo' });
        expect(respostaDaCobranca(r)).toEqual({
          status: 409,
          body: { mensagem: `Boleto indisponível: o pagamento precisa estar confirmado antes de ${pagoAntesDe.split('-').reverse().join('/')}, e o banco pode levar até 30/11/2026 para confirmar um boleto emitido hoje. Escolha outra forma de pagamento.` },
        });
        expect(await fotografia(portal)).toEqual(antes);
      }
      expect(chamadas.boleto).toBe(0);
      const { pedido } = await pedidoDeBoleto({ pagoAntesDe: '2026-12-01' });
      expect(await cobrarAgora(pedido, gateway)).toMatchObject({ tipo: 'cobranca', cobranca: { situacao: 'aguardando', vencimento: '2026-11-25' } });
      // the same key the next day (a retry after no answer): its boleto again, not a refusal
      expect(await cobrarEm('2026-11-20T15:00:00Z', pedido, gateway)).toMatchObject({ tipo: 'cobranca', repetida: true });
      expect(chamadas.boleto).toBe(1);
    });
  });

  describe('boleto vencido é baixado e o item pode ser pago de novo (item 5)', () => {
    it('vencimentoMinimoLiquidavel: o primeiro vencimento ainda liquidável no dia', () => {
      for (const hoje of ['2026-11-30', '2026-12-01', '2027-02-15', '2027-02-17', '2026-12-26']) {
        const minimo = vencimentoMinimoLiquidavel(hoje);
        expect(ultimoDiaDeLiquidacao(minimo) >= hoje, hoje).toBe(true);
        const anterior = new Date(`${minimo}T12:00:00Z`);
        anterior.setUTCDate(anterior.getUTCDate() - 1);
        expect(ultimoDiaDeLiquidacao(anterior.toISOString().slice(0, 10)) < hoje, hoje).toBe(true);
      }
      expect(vencimentoMinimoLiquidavel('2026-12-01')).toBe('2026-11-26'); // due 25/11: last day 30/11
    });

    it('até o último dia (30/11 23:59 em São Paulo) o item está cobrado (409); a partir de 01/12 00:00 o boleto é baixado e outra cobrança passa', async () => {
      const { codSocio, pedido } = await pedidoDeBoleto({ referencia: 'conciliador:5' });
      const primeiro = await cobrarAgora(pedido);
      if (primeiro.tipo !== 'cobranca') throw new Error('esperava um boleto');
      const deNovo = { ...pedido, idempotencyKey: randomUUID() };
      expect(await cobrarEm('2026-12-01T02:59:59Z', deNovo)).toMatchObject({ tipo: 'recusa', status: 409, motivo: 'jaCobrado' });
      const segundo = await cobrarEm('2026-12-01T03:00:00Z', deNovo);
      expect(segundo).toMatchObject({ tipo: 'cobranca', repetida: false, cobranca: { situacao: 'aguardando', vencimento: '2026-12-04' } });
      expect(await linhasDe(codSocio)).toMatchObject([
        { id: primeiro.cobranca.id, situacao: 'baixada', pagaEm: null }, { situacao: 'aguardando' },
      ]);
      // staff cannot settle the written-off one
      expect(await portal.deps.database.tx((tx) => liquidarBoleto(tx, primeiro.cobranca.id, new Date('2026-12-01T03:00:00Z')))).toBe(false);
    });

    it('20 cobranças simultâneas do item com o boleto vencido: um boleto novo, 19 conflitos, o antigo baixado uma vez', async () => {
      const { codSocio, pedido } = await pedidoDeBoleto({ referencia: 'conciliador:6' });
      await cobrarAgora(pedido);
      const respostas = await Promise.all(Array.from({ length: 20 }, () =>
        cobrarEm('2026-12-02T15:00:00Z', { ...pedido, idempotencyKey: randomUUID() })));
      expect(respostas.filter((r) => r.tipo === 'cobranca')).toHaveLength(1);
      expect(respostas.filter((r) => r.tipo === 'recusa' && r.motivo === 'jaCobrado')).toHaveLength(19);
      expect((await linhasDe(codSocio)).map((l) => l.situacao)).toEqual(['baixada', 'aguardando']);
    });
  });

  describe('limite de tentativas de cartão (item 7)', () => {
    const recusado = '4000000000000002'; // declined by the issuer
    const cartaoDe = (numero: string, validade = '12/30') => ({ nome: 'JOANA T SILVA', numero, validade, cvc: '123' });

    it(`${LIMITES_DE_RECUSAS.porReferencia} recusas no mesmo item em uma hora: a próxima, mesmo aprovada, 429 sem chamar o processador nem gravar; uma hora depois da primeira, passa`, async () => {
      const { codSocio, pedido } = await pedidoDeCartao(recusado, { referencia: 'reserva:501', validade: '01/31' });
      const { gateway, chamadas } = gatewayContado();
      for (let i = 0; i < LIMITES_DE_RECUSAS.porReferencia; i++) {
        const r = await cobrarEm(new Date(AGORA.getTime() + i * 60_000), { ...pedido, idempotencyKey: randomUUID() }, gateway);
        expect(respostaDaCobranca(r)).toEqual({ status: 200, body: { sucesso: false, mensagem: mensagensPagamento.cartaoRecusado } });
      }
      const antes = await fotografia(portal);
      const aprovado = { ...pedido, idempotencyKey: randomUUID(), cartao: cartaoDe('4111111111111111') } as PedidoDeCobranca;
      const r = await cobrarEm('2026-11-19T15:10:00Z', aprovado, gateway);
      // the first decline was at 12:00 in São Paulo: one more at 13:00
      expect(respostaDaCobranca(r)).toEqual({ status: 429, body: { mensagem: mensagensPagamento.limiteDeTentativas('13:00') } });
      expect(r).toMatchObject({ motivo: 'limiteDeTentativas' });
      expect(chamadas.cartao).toBe(LIMITES_DE_RECUSAS.porReferencia);
      expect(await fotografia(portal)).toEqual(antes);
      // a key already used answers as it did, limit or not
      const primeira = { ...pedido, idempotencyKey: (await linhasDe(codSocio))[0]!.idempotencyKey };
      expect(await cobrarEm('2026-11-19T15:10:00Z', primeira, gateway)).toMatchObject({ tipo: 'cobranca', repetida: true });
      // the boleto and the monthly slip are no card attempts
      expect(await cobrarEm('2026-11-19T15:10:00Z', { ...pedido, metodo: 'mensalidade', idempotencyKey: randomUUID(), referencia: 'reserva:502' } as PedidoDeCobranca))
        .toMatchObject({ tipo: 'cobranca', cobranca: { situacao: 'paga' } });
      expect(await cobrarEm('2026-11-19T15:59:59Z', aprovado, gateway)).toMatchObject({ tipo: 'recusa', status: 429 });
      expect(await cobrarEm('2026-11-19T16:00:00Z', aprovado, gateway)).toMatchObject({ tipo: 'cobranca', cobranca: { situacao: 'paga' } });
    });

    it(`${LIMITES_DE_RECUSAS.porUsuario} recusas do mesmo login em itens diferentes e cartões diferentes: a próxima 429`, async () => {
      const { pedido } = await pedidoDeCartao(recusado);
      const cartoes = ['4000000000000002', '4000000000009995', '4100000000000019', '4000000000000069'];
      for (let i = 0; i < LIMITES_DE_RECUSAS.porUsuario; i++) {
        const r = await cobrarAgora({ ...pedido, idempotencyKey: randomUUID(), referencia: `reserva:6${i}`, cartao: cartaoDe(cartoes[i % 4]!, `0${1 + Math.floor(i / 4)}/32`) } as PedidoDeCobranca);
        expect(r, String(i)).toMatchObject({ tipo: 'cobranca', cobranca: { situacao: 'recusada' } });
      }
      const r = await cobrarAgora({ ...pedido, idempotencyKey: randomUUID(), referencia: 'reserva:699', cartao: cartaoDe('4111111111111111') } as PedidoDeCobranca);
      expect(r).toMatchObject({ tipo: 'recusa', status: 429 });
    });

    it(`o mesmo cartão (bandeira, 4 últimos, validade) recusado ${LIMITES_DE_RECUSAS.porCartao} vezes por associados diferentes: a próxima 429, outro vencimento passa`, async () => {
      for (let i = 0; i < LIMITES_DE_RECUSAS.porCartao; i++) {
        const { pedido } = await pedidoDeCartao(recusado, { validade: '07/33' });
        expect(await cobrarAgora(pedido)).toMatchObject({ cobranca: { situacao: 'recusada' } });
      }
      const { pedido } = await pedidoDeCartao(recusado, { validade: '07/33' });
      expect(await cobrarAgora(pedido)).toMatchObject({ tipo: 'recusa', status: 429 });
      const outra = await pedidoDeCartao(recusado, { validade: '08/33' });
      expect(await cobrarAgora(outra.pedido)).toMatchObject({ cobranca: { situacao: 'recusada' } });
    });

    it('20 tentativas simultâneas no mesmo item: só o limite chega ao processador, as outras 429', async () => {
      const { codSocio, pedido } = await pedidoDeCartao(recusado, { referencia: 'reserva:700', validade: '02/34' });
      const { gateway, chamadas } = gatewayContado();
      const respostas = await Promise.all(Array.from({ length: 20 }, () => cobrarAgora({ ...pedido, idempotencyKey: randomUUID() }, gateway)));
      expect(respostas.filter((r) => r.tipo === 'cobranca')).toHaveLength(LIMITES_DE_RECUSAS.porReferencia);
      expect(respostas.filter((r) => r.tipo === 'recusa' && r.status === 429)).toHaveLength(20 - LIMITES_DE_RECUSAS.porReferencia);
      expect(chamadas.cartao).toBe(LIMITES_DE_RECUSAS.porReferencia);
      expect(await linhasDe(codSocio)).toHaveLength(LIMITES_DE_RECUSAS.porReferencia);
    });

    it('a validade fica na linha (MM/AA), o número e o CVC não', async () => {
      const { codSocio, pedido } = await pedidoDeCartao(recusado, { validade: '03/35' });
      await cobrarAgora(pedido);
      expect(await linhasDe(codSocio)).toMatchObject([{ validadeCartao: '03/35', finalCartao: '0002', bandeira: 'visa' }]);
    });
  });
});
