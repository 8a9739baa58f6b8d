import { randomUUID } from 'node:crypto';
import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensagensPagamento } from '../../src/domain/comum/pagamentos';
import { vencimentoEmDiasUteis } from '../../src/server/comum/pagamentos/boleto';
import { CARTOES_DE_TESTE } from '../../src/server/comum/pagamentos/cartoes';
import type { PaymentGateway } from '../../src/server/comum/pagamentos/gateway';
import {
  cobrar, liquidarBoleto, respostaDaCobranca, type PedidoDeCobranca,
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
    expect(respostaDaCobranca(r)).toEqual({ status: 200, body: { sucesso: true, urlBoleto: `/api/arquivos/${cobranca.arquivoId}` } });

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
});
