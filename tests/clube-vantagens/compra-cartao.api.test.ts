import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cartao } from '../../src/contracts/comum/esquemas';
import { mensagensClube, PRECO_CLUBE, VERSAO_TERMO_CLUBE } from '../../src/domain/clube-vantagens/clube';
import { mensagensPagamento } from '../../src/domain/comum/pagamentos';
import { CARTOES_DE_TESTE } from '../../src/server/comum/pagamentos/cartoes';
import { clubes } from '../../src/server/db/schema/clube-vantagens';
import { associados, cobrancas } from '../../src/server/db/schema/comum';
import {
  abrirPortal, BANCO, fotografia, novoAssociado, novoLoginDe, relogioManual, requisicaoCrua, type Cliente, type Portal,
} from '../support/portal';

// Issue 11: a naoAssociado buys the discount club by credit card (PagamentoCartaoClubeVantagens), through the
// payments kit's `cobrar`, in the transaction that creates the club; an associate keeps AdquirirClubeVantagens (the slip).

const CAMINHO = '/api/Clube/PagamentoCartaoClubeVantagens';
const INICIO = '2026-11-22T15:00:00Z';
const APROVADO = '4111111111111111';
const CVC = '739';
/** The club right after a purchase: in force, term still to sign. */
const CLUBE_NOVO = { status: 'ATIVO', termoAssinado: false, valorMensal: 12_000, dtCancelamento: null, protocoloCancelamento: null };
const COMPRADO = { sucesso: true, mensagem: 'Clube de Vantagens adquirido! Assine o termo para começar a usar.', clube: CLUBE_NOVO };
const RECUSADO = { sucesso: false, mensagem: 'Erro ao processar seu pagamento, verifique os dados do cartão e tente novamente.', clube: null };

const cartao = (extra: Partial<Cartao> = {}): Cartao => ({
  idempotencyKey: randomUUID(), nomeCartao: 'DAVI T NAO ASSOCIADO', numeroCartao: APROVADO, dataExpiracaoCartao: '12/30', codigoValidacaoCartao: CVC, ...extra,
});

const aceite = { dtVersao: VERSAO_TERMO_CLUBE, browserData: 'Teste/1.0' };

describe(`Clube de Vantagens: compra no cartão por não associado (${BANCO})`, () => {
  let portal: Portal;
  const relogio = relogioManual(INICIO);
  beforeAll(async () => { portal = await abrirPortal({ relogio: relogio.relogio }); });
  afterAll(async () => { await portal?.fechar(); });
  beforeEach(() => { relogio.definir(INICIO); });

  /** A fresh non-associate (no monthly slip) with one login, logged in. */
  async function novoNaoAssociado() {
    const codSocio = `NA${randomUUID().slice(0, 8)}`; // non-associates' codes start with NA (platform.md)
    await portal.deps.database.db.insert(associados).values({ codSocio, nome: 'Davi Teste Não Associado', naoAssociado: true });
    return { codSocio, ...(await novoLoginDe(portal, codSocio, 'Davi Teste Não Associado')) };
  }
  const linhasDe = async (codSocio: string) => {
    const { db } = portal.deps.database;
    return {
      clube: (await db.select().from(clubes).where(eq(clubes.codSocio, codSocio)))[0] ?? null,
      cobrancas: await db.select().from(cobrancas).where(eq(cobrancas.codSocio, codSocio)).orderBy(cobrancas.id),
    };
  };
  const pagar = (cliente: Cliente, corpo: Cartao) => cliente.clube.pagamentoCartaoClubeVantagens({ body: corpo });

  describe('compra', () => {
    it('cartão aprovado: R$ 120,00 cobrados no crédito e o clube existe com o termo a assinar; número e CVC em lugar nenhum do banco', async () => {
      const { cliente, codSocio, id } = await novoNaoAssociado();
      // issue 20: no club, and how this associate may buy it: a naoAssociado by credit card
      expect(await cliente.clube.consultarClubeVantagens())
        .toMatchObject({ status: 400, body: { mensagem: mensagensClube.naoAdquirido, metodosPermitidos: ['credito'], metodosIndisponiveis: [] } });

      const corpo = cartao({ numeroCartao: '5555555555554444' });
      const r = await pagar(cliente, corpo);
      expect(r).toEqual(expect.objectContaining({ status: 200, body: COMPRADO }));

      const linhas = await linhasDe(codSocio);
      expect(linhas.cobrancas).toHaveLength(1);
      expect(linhas.cobrancas[0]).toMatchObject({
        metodo: 'credito', situacao: 'paga', produto: 'clube-vantagens', descricao: 'Clube de Vantagens', valor: PRECO_CLUBE,
        idempotencyKey: corpo.idempotencyKey, usuarioId: id, bandeira: 'mastercard', finalCartao: '4444', referencia: null, motivoRecusa: null,
      });
      expect(linhas.cobrancas[0]!.pagaEm!.getTime()).toBe(new Date(INICIO).getTime());
      expect(linhas.clube).toMatchObject({ valorMensal: PRECO_CLUBE, termoAceiteId: null, dtCancelamento: null });
      expect(linhas.clube!.adquiridoEm.getTime()).toBe(new Date(INICIO).getTime()); // server clock
      // nothing of the card but brand and last four
      for (const [coluna, valor] of Object.entries(linhas.cobrancas[0]!)) {
        const texto = valor instanceof Date ? valor.toISOString() : String(valor);
        expect(texto, coluna).not.toContain('555555');
        if (coluna !== 'pedidoSha256' && coluna !== 'idempotencyKey') expect(texto, coluna).not.toContain(CVC);
      }
      expect(JSON.stringify(await fotografia(portal))).not.toContain(corpo.numeroCartao);

      // the same club as one bought on the slip: consult, read the term, sign it
      expect(await cliente.clube.consultarClubeVantagens()).toMatchObject({ status: 200, body: CLUBE_NOVO });
      expect((await cliente.clube.buscarTermoClubeVantagens()).status).toBe(200);
      expect(await cliente.clube.aceitarTermoClubeVantagens({ body: aceite })).toMatchObject({ status: 200, body: { mensagem: mensagensClube.termoAssinado } });
      expect(await cliente.clube.consultarClubeVantagens()).toMatchObject({ status: 200, body: { status: 'ATIVO', termoAssinado: true } });
    });

    it('cada cartão recusado (processador ou checagem do portal): 200 sucesso false com o texto do §8, nenhum clube; outra chave depois compra', async () => {
      const recusas = [
        ...CARTOES_DE_TESTE.filter((t) => t.resultado !== 'aprovado').map((t) => ({ extra: { numeroCartao: t.numero }, motivo: t.resultado })),
        { extra: { numeroCartao: '4111111111111112' }, motivo: 'numero_invalido' }, // Luhn
        { extra: { dataExpiracaoCartao: '10/26' }, motivo: 'cartao_expirado' }, // October 2026 ended before 22/11/2026
        { extra: { numeroCartao: '378282246310005', codigoValidacaoCartao: '123' }, motivo: 'cvc_invalido' }, // Amex takes 4 digits
      ] as const;
      for (const { extra, motivo } of recusas) {
        const { cliente, codSocio } = await novoNaoAssociado();
        const r = await pagar(cliente, cartao(extra));
        expect(r, motivo).toEqual(expect.objectContaining({ status: 200, body: RECUSADO }));
        const linhas = await linhasDe(codSocio);
        expect(linhas.clube, motivo).toBeNull();
        expect(linhas.cobrancas, motivo).toMatchObject([{ situacao: 'recusada', motivoRecusa: motivo, pagaEm: null, metodo: 'credito' }]);
        expect(await cliente.clube.consultarClubeVantagens()).toMatchObject({ status: 400, body: { mensagem: mensagensClube.naoAdquirido } });
      }
      // a decline never blocks the purchase: a new press of Pagar (new key) with a good card buys
      const { cliente, codSocio } = await novoNaoAssociado();
      expect(await pagar(cliente, cartao({ numeroCartao: '4000000000009995' }))).toMatchObject({ status: 200, body: RECUSADO });
      expect(await pagar(cliente, cartao())).toMatchObject({ status: 200, body: COMPRADO });
      expect((await linhasDe(codSocio)).cobrancas.map((c) => c.situacao)).toEqual(['recusada', 'paga']);
    });

    it('um associado não paga no cartão (paga na mensalidade): 400 com o caminho certo e nada gravado', async () => {
      const { cliente, codSocio } = await novoAssociado(portal);
      const antes = await fotografia(portal);
      const r = await pagar(cliente, cartao());
      expect(r).toEqual(expect.objectContaining({ status: 400, body: { mensagem: mensagensClube.compraNaMensalidade } }));
      expect(mensagensClube.compraNaMensalidade).toBe('Para associados, o Clube de Vantagens é lançado na mensalidade: use "Adquirir Clube de Vantagens" no painel do clube.');
      expect(await fotografia(portal)).toEqual(antes);
      // and the slip is still its way
      expect(await cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: randomUUID() } })).toMatchObject({ status: 200, body: CLUBE_NOVO });
      expect((await linhasDe(codSocio)).cobrancas).toMatchObject([{ metodo: 'mensalidade', situacao: 'paga' }]);
    });

    it('o tipo de membro é lido do cadastro na hora da compra, não da sessão', async () => {
      const { cliente, codSocio } = await novoAssociado(portal); // logged in as an associate
      await portal.deps.database.db.update(associados).set({ naoAssociado: true }).where(eq(associados.codSocio, codSocio));
      expect(await cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: randomUUID() } }))
        .toMatchObject({ status: 400, body: { mensagem: mensagensClube.compraNoCartao } });
      expect(await pagar(cliente, cartao())).toMatchObject({ status: 200, body: COMPRADO });
    });

    it('o clube dos dados de demonstração: o não associado sem clube compra; com o clube já comprado, outra chave é 400 e nada gravado', async () => {
      const cliente = await portal.entrar('nao.associado@exemplo.com.br');
      expect(await pagar(cliente, cartao())).toMatchObject({ status: 200, body: COMPRADO });
      const antes = await fotografia(portal);
      expect(await pagar(cliente, cartao())).toEqual(expect.objectContaining({ status: 400, body: { mensagem: mensagensClube.jaAdquirido } }));
      expect(await fotografia(portal)).toEqual(antes);
    });
  });

  describe('idempotência (a mesma regra do kit de pagamentos)', () => {
    it('mesma chave e mesmo corpo: a mesma resposta, uma cobrança, um clube; outra chave depois: 400 já adquirido', async () => {
      const { cliente, codSocio } = await novoNaoAssociado();
      const corpo = cartao();
      const primeira = await pagar(cliente, corpo);
      expect(primeira).toMatchObject({ status: 200, body: COMPRADO });
      const linhas = await linhasDe(codSocio);
      relogio.avancar(30_000);
      const segunda = await pagar(cliente, corpo);
      expect(segunda).toEqual(expect.objectContaining({ status: 200, body: primeira.body }));
      expect(await linhasDe(codSocio)).toEqual(linhas);

      const antes = await fotografia(portal);
      expect(await pagar(cliente, cartao())).toMatchObject({ status: 400, body: { mensagem: mensagensClube.jaAdquirido } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('mesma chave de uma recusa: a recusa de novo (a chave é uma tentativa), nenhum clube', async () => {
      const { cliente, codSocio } = await novoNaoAssociado();
      const corpo = cartao({ numeroCartao: '4100000000000019' });
      expect(await pagar(cliente, corpo)).toMatchObject({ status: 200, body: RECUSADO });
      const antes = await fotografia(portal);
      expect(await pagar(cliente, corpo)).toMatchObject({ status: 200, body: RECUSADO });
      expect(await fotografia(portal)).toEqual(antes);
      expect((await linhasDe(codSocio)).clube).toBeNull();
    });

    it('mesma chave com outro cartão, aprovado ou recusado antes: 409 e nada gravado', async () => {
      for (const primeiro of [APROVADO, '4000000000000002']) {
        const { cliente } = await novoNaoAssociado();
        const corpo = cartao({ numeroCartao: primeiro });
        expect((await pagar(cliente, corpo)).status).toBe(200);
        const antes = await fotografia(portal);
        for (const outro of [{ numeroCartao: '5555555555554444' }, { dataExpiracaoCartao: '11/31' }]) {
          expect(await pagar(cliente, { ...corpo, ...outro }), primeiro)
            .toEqual(expect.objectContaining({ status: 409, body: { mensagem: mensagensPagamento.chaveReutilizada } }));
        }
        expect(await fotografia(portal)).toEqual(antes);
      }
    });

    it('a chave de uma compra na mensalidade reenviada no cartão (e vice-versa): 409 e nada gravado', async () => {
      const { cliente, codSocio } = await novoAssociado(portal);
      const chave = randomUUID();
      expect((await cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: chave } })).status).toBe(200);
      await portal.deps.database.db.update(associados).set({ naoAssociado: true }).where(eq(associados.codSocio, codSocio));
      let antes = await fotografia(portal);
      expect(await pagar(cliente, cartao({ idempotencyKey: chave }))).toMatchObject({ status: 409, body: { mensagem: mensagensPagamento.chaveReutilizada } });
      expect(await fotografia(portal)).toEqual(antes);

      const outro = await novoNaoAssociado();
      const corpo = cartao();
      expect((await pagar(outro.cliente, corpo)).status).toBe(200);
      await portal.deps.database.db.update(associados).set({ naoAssociado: false }).where(eq(associados.codSocio, outro.codSocio));
      antes = await fotografia(portal);
      expect(await outro.cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: corpo.idempotencyKey } }))
        .toMatchObject({ status: 409, body: { mensagem: mensagensPagamento.chaveReutilizada } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('depois da data efetiva do cancelamento: nova compra no cartão é nova assinatura; a chave antiga não cobra de novo', async () => {
      relogio.definir('2026-11-30T23:45:00-03:00');
      const { cliente, codSocio } = await novoNaoAssociado();
      const antiga = cartao();
      expect(await pagar(cliente, antiga)).toMatchObject({ status: 200, body: COMPRADO });
      expect((await cliente.clube.cancelarClubeVantagens({ body: aceite })).status).toBe(200);
      relogio.definir('2026-12-01T00:05:00-03:00');
      expect(await cliente.clube.consultarClubeVantagens()).toMatchObject({ status: 400, body: { mensagem: mensagensClube.naoAdquirido } });

      const antes = await fotografia(portal);
      expect(await pagar(cliente, antiga)).toMatchObject({ status: 400, body: { mensagem: mensagensClube.compraJaProcessada } });
      expect(await fotografia(portal)).toEqual(antes);

      expect(await pagar(cliente, cartao())).toMatchObject({ status: 200, body: COMPRADO });
      const linhas = await linhasDe(codSocio);
      expect(linhas.cobrancas.map((c) => c.situacao)).toEqual(['paga', 'paga']);
      expect(linhas.clube!.adquiridoEm.getTime()).toBe(new Date('2026-12-01T00:05:00-03:00').getTime());
    });

    it('20 chamadas simultâneas com a mesma chave (duplo clique): todas a mesma resposta, uma cobrança, um clube', async () => {
      const { cliente, codSocio } = await novoNaoAssociado();
      const corpo = cartao();
      const rs = await Promise.all(Array.from({ length: 20 }, () => pagar(cliente, corpo)));
      for (const r of rs) expect(r).toEqual(expect.objectContaining({ status: 200, body: COMPRADO }));
      const linhas = await linhasDe(codSocio);
      expect(linhas.cobrancas).toHaveLength(1);
      expect(linhas.clube).not.toBeNull();
    });

    it('20 chamadas simultâneas com chaves diferentes (abas): uma compra, 19 respostas 400 já adquirido, uma cobrança', async () => {
      const { cliente, codSocio } = await novoNaoAssociado();
      const rs = await Promise.all(Array.from({ length: 20 }, () => pagar(cliente, cartao())));
      expect(rs.filter((r) => r.status >= 500)).toEqual([]);
      expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
      expect(rs.find((r) => r.status === 200)).toMatchObject({ body: COMPRADO });
      const recusadas = rs.filter((r) => r.status === 400);
      expect(recusadas).toHaveLength(19);
      for (const r of recusadas) expect(r.body).toEqual({ mensagem: mensagensClube.jaAdquirido });
      expect((await linhasDe(codSocio)).cobrancas).toHaveLength(1);
    });

    it('20 chamadas simultâneas com a mesma chave de um cartão recusado: todas recusadas, uma cobrança recusada, nenhum clube', async () => {
      const { cliente, codSocio } = await novoNaoAssociado();
      const corpo = cartao({ numeroCartao: '4000000000009995' });
      const rs = await Promise.all(Array.from({ length: 20 }, () => pagar(cliente, corpo)));
      for (const r of rs) expect(r).toEqual(expect.objectContaining({ status: 200, body: RECUSADO }));
      const linhas = await linhasDe(codSocio);
      expect(linhas.cobrancas).toMatchObject([{ situacao: 'recusada', motivoRecusa: 'saldo_insuficiente' }]);
      expect(linhas.clube).toBeNull();
    });
  });

  describe('entradas, sessão e perfil', () => {
    it.each([
      ['nome vazio', { nomeCartao: '' }, 'Informe o nome impresso no cartão.'],
      ['nome com 61 caracteres', { nomeCartao: 'N'.repeat(61) }, 'Nome do cartão longo demais.'],
      ['número curto', { numeroCartao: '4111' }, 'Número do cartão inválido.'],
      ['número com espaços', { numeroCartao: '4111 1111 1111 1111' }, 'Número do cartão inválido.'],
      ['número com 20 dígitos', { numeroCartao: '41111111111111111111' }, 'Número do cartão inválido.'],
      ['mês 13', { dataExpiracaoCartao: '13/30' }, 'Validade do cartão inválida (MM/AA).'],
      ['ano com 4 dígitos', { dataExpiracaoCartao: '12/2030' }, 'Validade do cartão inválida (MM/AA).'],
      ['CVC de 2 dígitos', { codigoValidacaoCartao: '12' }, 'Código de segurança inválido.'],
      ['CVC de 5 dígitos', { codigoValidacaoCartao: '12345' }, 'Código de segurança inválido.'],
      ['chave que não é UUID', { idempotencyKey: 'abc' }, 'Chave de pagamento inválida.'],
      ['sem número', { numeroCartao: undefined }, 'Campo obrigatório: "numeroCartao".'],
      ['sem chave', { idempotencyKey: undefined }, 'Campo obrigatório: "idempotencyKey".'],
      ['número como número JSON', { numeroCartao: 4111111111111111 }, 'Valor inválido em "numeroCartao".'],
    ] as const)('%s: 400 com o texto em pt-BR, sem ecoar o cartão, e nada gravado', async (_, extra, mensagem) => {
      const { cookie } = await novoNaoAssociado();
      const antes = await fotografia(portal);
      const r = await requisicaoCrua(portal, 'POST', CAMINHO, { cookie, corpo: { ...cartao(), ...extra } });
      expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { mensagem } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it.each(['{"idempotencyKey": ', '[]', 'null', 'não é json'])('corpo %s: 400 em pt-BR e nada gravado', async (corpo) => {
      const { cookie } = await novoNaoAssociado();
      const antes = await fotografia(portal);
      const r = await requisicaoCrua(portal, 'POST', CAMINHO, { cookie, corpo });
      expect(r.status).toBe(400);
      expect(r.body.mensagem).toMatch(/^(Os dados enviados não puderam ser lidos\.|Dados inválidos\.|Valor inválido em .+\.|Campo obrigatório: .+\.)$/);
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('sem sessão ou com sessão inventada: 401 e nada gravado', async () => {
      const antes = await fotografia(portal);
      for (const cookie of [undefined, 'portal_sessao=inventada', `portal_sessao=${'A'.repeat(43)}`]) {
        const r = await requisicaoCrua(portal, 'POST', CAMINHO, { corpo: cartao(), ...(cookie ? { cookie } : {}) });
        expect({ status: r.status, body: r.body }).toEqual({ status: 401, body: { mensagem: 'Sua sessão expirou. Entre novamente.' } });
      }
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('consultor e atendente: 403 e nada gravado', async () => {
      for (const email of ['consultor@exemplo.com.br', 'atendente@exemplo.com.br']) {
        const cliente = await portal.entrar(email);
        const antes = await fotografia(portal);
        expect(await pagar(cliente, cartao()), email).toEqual(expect.objectContaining({ status: 403, body: { mensagem: 'Você não tem acesso a esta função.' } }));
        expect(await fotografia(portal)).toEqual(antes);
      }
    });

    describe('o log', () => {
      const lig = process.env.LOG;
      afterEach(() => {
        vi.restoreAllMocks();
        if (lig === undefined) delete process.env.LOG; else process.env.LOG = lig;
      });

      it('não recebe número nem CVC do cartão, aprovado, recusado ou inválido', async () => {
        process.env.LOG = '1';
        const escritas: string[] = [];
        vi.spyOn(process.stderr, 'write').mockImplementation((c: string | Uint8Array) => { escritas.push(String(c)); return true; });
        vi.spyOn(process.stdout, 'write').mockImplementation((c: string | Uint8Array) => { escritas.push(String(c)); return true; });
        const { cliente, cookie } = await novoNaoAssociado();
        const corpos = [cartao({ numeroCartao: '4000000000000069', codigoValidacaoCartao: '864' }), cartao({ numeroCartao: '5555555555554444', codigoValidacaoCartao: '864' })];
        for (const corpo of corpos) expect((await pagar(cliente, corpo)).status).toBe(200);
        expect((await requisicaoCrua(portal, 'POST', CAMINHO, { cookie, corpo: { ...corpos[1], numeroCartao: '55555555555544441111' } })).status).toBe(400);
        const consultor = await portal.entrar('consultor@exemplo.com.br');
        expect((await pagar(consultor, corpos[1]!)).status).toBe(403); // the one call here that logs (acesso negado)
        const log = escritas.join('');
        expect(log).toContain('acesso negado');
        for (const trecho of ['400000000000', '555555555555', '864']) expect(log).not.toContain(trecho);
      });
    });
  });
});
