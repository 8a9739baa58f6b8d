import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubeVantagensContract } from '../../src/contracts/clube-vantagens.contract';
import { mensagensClube, VERSAO_TERMO_CLUBE } from '../../src/domain/clube-vantagens/clube';
import { formatData } from '../../src/domain/comum/datas';
import { formatBRL } from '../../src/domain/comum/dinheiro';
import { aceites, cobrancas, outbox } from '../../src/server/db/schema/comum';
import { clubes } from '../../src/server/db/schema/clube-vantagens';
import { TERMO_CLUBE } from '../../src/server/clube-vantagens/termo';
import { abrirPortal, BANCO, fotografia, novoAssociado, relogioManual, requisicaoCrua, type Cliente, type Portal } from '../support/portal';
import { textoDoPdf } from '../support/pdf';

// ---------- helpers of this file ----------

/** The acceptance payload as a browser sends it, with a client clock and an IP the server must ignore. */
const aceite = (extra: Record<string, unknown> = {}) => ({
  dtVersao: VERSAO_TERMO_CLUBE,
  dtAceite: '1999-01-01T00:00:00.000Z',
  ipOrigem: '203.0.113.66',
  browserData: 'Mozilla/5.0 (X11; Linux x86_64) Teste/1.0',
  ...extra,
});

async function comprar(cliente: Cliente, chave = randomUUID()) {
  const r = await cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: chave } });
  expect(r.status).toBe(200);
  return r;
}


/** The associate's club rows, by its member code (records are the associate's, not the login's). */
const linhasDe = async (portal: Portal, codSocio: string) => {
  const { db } = portal.deps.database;
  return {
    clube: (await db.select().from(clubes).where(eq(clubes.codSocio, codSocio)))[0] ?? null,
    cobrancas: await db.select().from(cobrancas).where(eq(cobrancas.codSocio, codSocio)).orderBy(cobrancas.id),
    aceites: await db.select().from(aceites).where(eq(aceites.codSocio, codSocio)).orderBy(aceites.id),
  };
};
/** Every e-mail waiting in the outbox, oldest first. */
const emailsDe = (portal: Portal) => portal.deps.database.db.select().from(outbox).orderBy(outbox.id);


const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** Text with every run of spaces, line breaks and no-break spaces as one space (the PDF wraps lines). */
const umaLinha = (t: string) => t.replace(/\s+/g, ' ').trim();
const NAO_ADQUIRIDO = 'Você ainda não possui o Clube de Vantagens.';
const JA_ADQUIRIDO = 'Você já possui o Clube de Vantagens.';
const INICIO = '2026-11-22T15:00:00Z';

// ---------- tests ----------

describe(`Clube de Vantagens: compra, termo, retenção e cancelamento (${BANCO})`, () => {
  let portal: Portal;
  const relogio = relogioManual(INICIO);
  beforeAll(async () => { portal = await abrirPortal({ relogio: relogio.relogio }); });
  afterAll(async () => { await portal?.fechar(); });
  beforeEach(() => { relogio.definir(INICIO); });

  describe('compra (R$ 120,00, idempotente)', () => {
    it('um não associado (sem mensalidade) não compra na mensalidade: 400 que o manda ao cartão, e nada gravado', async () => {
      const cliente = await portal.entrar('nao.associado@exemplo.com.br');
      const antes = await fotografia(portal);
      const r = await cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: randomUUID() } });
      expect(r).toEqual(expect.objectContaining({ status: 400, body: { mensagem: mensagensClube.compraNoCartao } }));
      expect(mensagensClube.compraNoCartao).toBe('Não associados não têm mensalidade: o Clube de Vantagens é pago com cartão de crédito.');
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('compra uma vez por chave: repetir a chave responde o mesmo sem cobrar de novo; outra chave é 400', async () => {
      const { cliente, codSocio: id } = await novoAssociado(portal);
      expect(await cliente.clube.consultarClubeVantagens()).toMatchObject({ status: 400, body: { mensagem: NAO_ADQUIRIDO, metodosPermitidos: ['mensalidade'], metodosIndisponiveis: [] } }); // issue 20: an associate buys on the slip

      const chave = randomUUID();
      const primeira = await cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: chave } });
      expect(primeira).toMatchObject({
        status: 200,
        body: { status: 'ATIVO', termoAssinado: false, valorMensal: 12_000, dtCancelamento: null, protocoloCancelamento: null },
      });
      let linhas = await linhasDe(portal, id);
      expect(linhas.cobrancas).toHaveLength(1);
      expect(linhas.cobrancas[0]).toMatchObject({ idempotencyKey: chave, valor: 12_000, descricao: 'Clube de Vantagens' });
      expect(linhas.clube).toMatchObject({ valorMensal: 12_000, termoAceiteId: null, dtCancelamento: null });
      expect(linhas.clube!.adquiridoEm.getTime()).toBe(new Date(INICIO).getTime()); // server clock

      // double click / retry: same key, same answer, still one charge
      const repetida = await cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: chave } });
      expect(repetida).toMatchObject({ status: 200, body: primeira.body });
      expect((await linhasDe(portal, id)).cobrancas).toHaveLength(1);

      const outra = await cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: randomUUID() } });
      expect(outra).toMatchObject({ status: 400, body: { mensagem: JA_ADQUIRIDO } });
      linhas = await linhasDe(portal, id);
      expect(linhas.cobrancas).toHaveLength(1);

      expect(await cliente.clube.consultarClubeVantagens()).toMatchObject({
        status: 200, body: { status: 'ATIVO', termoAssinado: false, valorMensal: 12_000 },
      });
    });

    it('o clube já comprado dos dados de demonstração também responde 400 a uma nova compra', async () => {
      const cliente = await portal.entrar('clube.ativo@exemplo.com.br');
      const antes = await fotografia(portal);
      const r = await cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: randomUUID() } });
      expect(r).toMatchObject({ status: 400, body: { mensagem: JA_ADQUIRIDO } });
      expect(await fotografia(portal)).toEqual(antes);
      expect(await cliente.clube.consultarClubeVantagens()).toMatchObject({ status: 200, body: { status: 'ATIVO', termoAssinado: true } });
    });

    it('consultor não compra o clube: 403 e nada gravado', async () => {
      const cliente = await portal.entrar('consultor@exemplo.com.br');
      const antes = await fotografia(portal);
      const r = await cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: randomUUID() } });
      expect(r).toMatchObject({ status: 403, body: { mensagem: 'Você não tem acesso a esta função.' } });
      expect(await fotografia(portal)).toEqual(antes);
    });
  });

  describe('termo', () => {
    it('BuscarTermo devolve um PDF real com os dados do associado, os mesmos bytes a cada pedido', async () => {
      const { cliente } = await novoAssociado(portal, 'Joana Termo da Conceição');
      expect(await cliente.clube.buscarTermoClubeVantagens()).toMatchObject({ status: 400, body: { mensagem: NAO_ADQUIRIDO } });
      await comprar(cliente);

      const r = await cliente.clube.buscarTermoClubeVantagens();
      expect(r.status).toBe(200);
      if (r.status !== 200) return;
      expect(r.body.dtVersao).toBe(VERSAO_TERMO_CLUBE);
      expect(r.body.file.fileDownloadName).toMatch(/\.pdf$/);
      const pdf = Buffer.from(r.body.file.fileContents, 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
      const texto = textoDoPdf(pdf);
      expect(texto).toContain('Joana Termo da Conceição');
      expect(texto).toContain('529.982.247-25');
      expect(texto).toContain('R$ 120,00');

      // the same term as page text: the registry's title and clauses, the associate's lines
      expect(r.body.texto).toEqual({
        titulo: TERMO_CLUBE.titulo,
        identificacao: ['Associado: Joana Termo da Conceição', 'CPF: 529.982.247-25', expect.stringMatching(/^E-mail: \S+@\S+$/)],
        clausulas: [...TERMO_CLUBE.clausulas],
      });
      // and the PDF prints exactly those lines (wrapped), in order, numbered: the two cannot drift
      const { titulo, identificacao, clausulas } = r.body.texto;
      const linhas = [titulo, `Versão de ${formatData(r.body.dtVersao)}`, ...identificacao, ...clausulas.map((c, i) => `${i + 1}. ${c}`)];
      expect(umaLinha(texto)).toBe(umaLinha(linhas.join(' ')));

      // deterministic: another request, later, gives the very same bytes
      relogio.avancar(25 * 60_000);
      const outra = await cliente.clube.buscarTermoClubeVantagens();
      expect(outra.status).toBe(200);
      if (outra.status !== 200) return;
      expect(outra.body.file.fileContents).toBe(r.body.file.fileContents);
      expect(outra.body.texto).toEqual(r.body.texto);

      // and it is this associate's: another one gets a PDF with their own name
      const { cliente: outroCliente } = await novoAssociado(portal, 'Pedro Outro Associado');
      await comprar(outroCliente);
      const dele = await outroCliente.clube.buscarTermoClubeVantagens();
      expect(dele.status).toBe(200);
      if (dele.status !== 200) return;
      const textoDele = textoDoPdf(Buffer.from(dele.body.file.fileContents, 'base64'));
      expect(textoDele).toContain('Pedro Outro Associado');
      expect(textoDele).not.toContain('Joana');
      expect(dele.body.texto.identificacao[0]).toBe('Associado: Pedro Outro Associado');
      expect(dele.body.texto.clausulas).toEqual(r.body.texto.clausulas);
    });

    it('AceitarTermo grava o relógio do servidor, o IP e o User-Agent da requisição, o browserData e o SHA-256 do PDF mostrado', async () => {
      // X-Forwarded-For is not trusted without TRUST_PROXY: the socket's address is what counts
      const { cliente, codSocio: id, id: usuarioId } = await novoAssociado(portal, 'Marta Aceite', { 'x-forwarded-for': '198.51.100.23', 'user-agent': 'NavegadorDeTeste/2.0' });
      await comprar(cliente);
      const termo = await cliente.clube.buscarTermoClubeVantagens();
      expect(termo.status).toBe(200);
      if (termo.status !== 200) return;
      const mostrado = Buffer.from(termo.body.file.fileContents, 'base64');
      expect(termo.body.texto.clausulas).toEqual([...TERMO_CLUBE.clausulas]); // the page text shown beside that PDF

      relogio.avancar(5 * 60_000);
      const agoraServidor = relogio.relogio();
      const r = await cliente.clube.aceitarTermoClubeVantagens({ body: aceite() });
      expect(r).toMatchObject({ status: 200, body: { mensagem: 'Termo assinado com sucesso!' } });

      const linhas = await linhasDe(portal, id);
      expect(linhas.aceites).toHaveLength(1);
      const a = linhas.aceites[0]!;
      expect(a).toMatchObject({
        usuarioId, codSocio: id, produto: 'clube-vantagens', finalidade: 'termo', dtVersao: VERSAO_TERMO_CLUBE,
        ipOrigem: '127.0.0.1', userAgent: 'NavegadorDeTeste/2.0', browserData: aceite().browserData, pdfSha256: sha256(mostrado),
      });
      expect(a.dtAceite.getTime()).toBe(agoraServidor.getTime());
      expect(linhas.clube!.termoAceiteId).toBe(a.id);
      expect(await cliente.clube.consultarClubeVantagens()).toMatchObject({ status: 200, body: { termoAssinado: true, status: 'ATIVO' } });

      // a retry (double click) keeps the first acceptance
      relogio.avancar(60_000);
      expect((await cliente.clube.aceitarTermoClubeVantagens({ body: aceite() })).status).toBe(200);
      const depois = await linhasDe(portal, id);
      expect(depois.aceites).toEqual(linhas.aceites);
      expect(depois.clube!.termoAceiteId).toBe(a.id);
    });

    it('dtVersao desatualizada: 400 e nada gravado; sem clube: 400', async () => {
      const { cliente, codSocio: id } = await novoAssociado(portal);
      expect(await cliente.clube.aceitarTermoClubeVantagens({ body: aceite() }))
        .toMatchObject({ status: 400, body: { mensagem: NAO_ADQUIRIDO } });
      await comprar(cliente);
      const antes = await fotografia(portal);
      const r = await cliente.clube.aceitarTermoClubeVantagens({ body: aceite({ dtVersao: '2020-01-01' }) });
      expect(r).toMatchObject({ status: 400, body: { mensagem: 'O termo foi atualizado. Leia a nova versão antes de aceitar.' } });
      expect(await fotografia(portal)).toEqual(antes);
      expect((await linhasDe(portal, id)).clube!.termoAceiteId).toBeNull();
      expect(await cliente.clube.consultarClubeVantagens()).toMatchObject({ status: 200, body: { termoAssinado: false } });
    });
  });

  describe('cancelamento', () => {
    it.each([
      ['2026-11-30T23:30:00-03:00', '2026-12-01'], // 02:30 UTC on Dec 1st: still November in São Paulo
      ['2026-12-31T23:30:00-03:00', '2027-01-01'], // New Year's Eve in São Paulo, 2027 in UTC
      ['2026-11-01T00:10:00-03:00', '2026-12-01'],
      ['2026-10-31T22:00:00-03:00', '2026-11-01'],
    ])('pedido em %s vale a partir de %s (primeiro dia do mês seguinte em São Paulo)', async (instante, esperado) => {
      relogio.definir(instante);
      const { cliente, codSocio: id, email } = await novoAssociado(portal);
      await comprar(cliente);
      const outboxAntes = (await emailsDe(portal)).length;
      // the screen shows the date from the server's clock before the user decides
      expect(await cliente.clube.consultarRetencaoClubeVantagens()).toMatchObject({ status: 200, body: { dtCancelamento: esperado } });

      const r = await cliente.clube.cancelarClubeVantagens({ body: aceite() });
      expect(r.status).toBe(200);
      if (r.status !== 200) return;
      expect(await cliente.clube.consultarRetencaoClubeVantagens()).toMatchObject({ status: 200, body: { dtCancelamento: esperado } });
      const anoSaoPaulo = instante.slice(0, 4);
      expect(r.body.dtCancelamento).toBe(esperado);
      expect(r.body.protocolo).toMatch(new RegExp(`^CLB-${anoSaoPaulo}-\\d{6}$`));
      const [ano, mes, dia] = esperado.split('-');
      expect(r.body.mensagem).toContain(r.body.protocolo);
      expect(r.body.mensagem).toContain(`${dia}/${mes}/${ano}`);

      const linhas = await linhasDe(portal, id);
      expect(linhas.clube).toMatchObject({ dtCancelamento: esperado, protocoloCancelamento: r.body.protocolo });
      expect(linhas.clube!.cancelamentoSolicitadoEm!.getTime()).toBe(new Date(instante).getTime());
      const registro = linhas.aceites.filter((x) => x.finalidade === 'cancelamento');
      expect(registro).toHaveLength(1);
      expect(registro[0]).toMatchObject({ ipOrigem: '127.0.0.1', browserData: aceite().browserData });
      expect(registro[0]!.dtAceite.getTime()).toBe(new Date(instante).getTime());

      // the protocol also goes to the associate by e-mail (outbox)
      const emails = await emailsDe(portal);
      expect(emails).toHaveLength(outboxAntes + 1);
      const email_ = emails.filter((e) => e.para === email);
      expect(email_).toHaveLength(1);
      expect(email_[0]!.assunto).toContain(r.body.protocolo);
      expect(email_[0]!.corpo).toContain(r.body.protocolo);
      expect(email_[0]!.corpo).toContain(`${dia}/${mes}/${ano}`);

      expect(await cliente.clube.consultarClubeVantagens()).toMatchObject({
        status: 200, body: { status: 'CANCELAMENTO_SOLICITADO', dtCancelamento: esperado, protocoloCancelamento: r.body.protocolo },
      });
    });

    it('um segundo cancelamento responde 400 com o protocolo e não grava nada', async () => {
      const { cliente } = await novoAssociado(portal);
      await comprar(cliente);
      const r = await cliente.clube.cancelarClubeVantagens({ body: aceite() });
      expect(r.status).toBe(200);
      if (r.status !== 200) return;
      const antes = await fotografia(portal);
      const segunda = await cliente.clube.cancelarClubeVantagens({ body: aceite() });
      expect(segunda.status).toBe(400);
      expect((segunda.body as { mensagem: string }).mensagem).toBe(mensagensClube.cancelamentoJaSolicitado(r.body.protocolo));
      expect((segunda.body as { mensagem: string }).mensagem).toContain(r.body.protocolo);
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('depois da data efetiva o clube deixa de existir para Consultar e uma nova compra é possível', async () => {
      relogio.definir('2026-11-30T23:45:00-03:00');
      const { cliente, codSocio: id } = await novoAssociado(portal);
      const chave = randomUUID();
      await comprar(cliente, chave);
      expect((await cliente.clube.aceitarTermoClubeVantagens({ body: aceite() })).status).toBe(200);
      const c = await cliente.clube.cancelarClubeVantagens({ body: aceite() });
      expect(c).toMatchObject({ status: 200, body: { dtCancelamento: '2026-12-01' } });

      relogio.definir('2026-11-30T23:59:00-03:00'); // last minute of November: still there
      expect(await cliente.clube.consultarClubeVantagens()).toMatchObject({ status: 200, body: { status: 'CANCELAMENTO_SOLICITADO', termoAssinado: true } });

      relogio.definir('2026-12-01T00:00:30-03:00');
      expect(await cliente.clube.consultarClubeVantagens()).toMatchObject({ status: 400, body: { mensagem: NAO_ADQUIRIDO } });
      expect(await cliente.clube.consultarRetencaoClubeVantagens()).toMatchObject({ status: 400, body: { mensagem: NAO_ADQUIRIDO } });
      expect(await cliente.clube.buscarTermoClubeVantagens()).toMatchObject({ status: 400, body: { mensagem: NAO_ADQUIRIDO } });
      expect(await cliente.clube.cancelarClubeVantagens({ body: aceite() })).toMatchObject({ status: 400, body: { mensagem: NAO_ADQUIRIDO } });

      const nova = await cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: randomUUID() } });
      expect(nova).toMatchObject({
        status: 200,
        body: { status: 'ATIVO', termoAssinado: false, valorMensal: 12_000, dtCancelamento: null, protocoloCancelamento: null },
      });
      const linhas = await linhasDe(portal, id);
      expect(linhas.cobrancas).toHaveLength(2);
      expect(linhas.clube!.adquiridoEm.getTime()).toBe(new Date('2026-12-01T00:00:30-03:00').getTime());
      expect(await cliente.clube.consultarClubeVantagens()).toMatchObject({ status: 200, body: { status: 'ATIVO', termoAssinado: false } });
    });

    it('repetir a chave de uma assinatura já encerrada não cobra de novo nem derruba o servidor', async () => {
      relogio.definir('2026-11-30T23:45:00-03:00');
      const { cliente, codSocio: id } = await novoAssociado(portal);
      const chave = randomUUID();
      await comprar(cliente, chave);
      expect((await cliente.clube.cancelarClubeVantagens({ body: aceite() })).status).toBe(200);
      relogio.definir('2026-12-01T00:05:00-03:00');
      const antes = await fotografia(portal);

      const replay = await cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: chave } });
      expect(replay.status).toBe(400);
      expect((replay.body as { mensagem: string }).mensagem).toBe(mensagensClube.compraJaProcessada);
      expect(await fotografia(portal)).toEqual(antes);
      expect((await linhasDe(portal, id)).cobrancas).toHaveLength(1);
    });
  });

  describe('retenção (50% do preço atual, uma vez)', () => {
    it('aceitar o desconto: 120,00 → 60,00, oferecido uma vez; cancelar continua possível', async () => {
      const { cliente, codSocio: id } = await novoAssociado(portal);
      await comprar(cliente);
      expect(await cliente.clube.consultarRetencaoClubeVantagens()).toEqual(expect.objectContaining({
        status: 200, body: { ofertarRetencao: true, valorMensal: 12_000, valorComDesconto: 6_000, dtCancelamento: '2026-12-01' },
      }));

      relogio.avancar(90_000);
      const r = await cliente.clube.aceitarRetencaoClubeVantagens({ body: aceite() });
      expect(r).toMatchObject({
        status: 200,
        body: { valorMensal: 6_000, mensagem: `Desconto aplicado! Sua mensalidade do Clube de Vantagens passa a ser ${formatBRL(6_000)}.` },
      });
      expect(formatBRL(6_000)).toBe('R$\u00a060,00');
      let linhas = await linhasDe(portal, id);
      expect(linhas.clube!.valorMensal).toBe(6_000);
      expect(linhas.clube!.retencaoAceitaEm!.getTime()).toBe(relogio.relogio().getTime());
      const registro = linhas.aceites.filter((a) => a.finalidade === 'retencao');
      expect(registro).toHaveLength(1);
      expect(registro[0]).toMatchObject({ ipOrigem: '127.0.0.1', dtVersao: VERSAO_TERMO_CLUBE });
      expect(linhas.cobrancas).toHaveLength(1); // the purchase's only

      expect(await cliente.clube.consultarClubeVantagens()).toMatchObject({ status: 200, body: { valorMensal: 6_000, status: 'ATIVO' } });
      expect(await cliente.clube.consultarRetencaoClubeVantagens()).toMatchObject({
        status: 200, body: { ofertarRetencao: false, valorMensal: 6_000 },
      });

      const antes = await fotografia(portal);
      const segunda = await cliente.clube.aceitarRetencaoClubeVantagens({ body: aceite() });
      expect(segunda).toMatchObject({ status: 400, body: { mensagem: 'A oferta de desconto não está disponível para o seu clube.' } });
      expect(await fotografia(portal)).toEqual(antes);

      // a discounted club can still be cancelled
      const c = await cliente.clube.cancelarClubeVantagens({ body: aceite() });
      expect(c.status).toBe(200);
      linhas = await linhasDe(portal, id);
      expect(linhas.clube).toMatchObject({ valorMensal: 6_000, dtCancelamento: '2026-12-01' });
    });

    it('recusar a oferta é só cancelar, numa chamada; depois disso o desconto não é mais oferecido', async () => {
      const { cliente, codSocio: id } = await novoAssociado(portal);
      await comprar(cliente);
      expect(await cliente.clube.consultarRetencaoClubeVantagens()).toMatchObject({ status: 200, body: { ofertarRetencao: true } });

      const c = await cliente.clube.cancelarClubeVantagens({ body: aceite() });
      expect(c).toMatchObject({ status: 200, body: { dtCancelamento: '2026-12-01' } });
      expect((await linhasDe(portal, id)).clube).toMatchObject({ valorMensal: 12_000, retencaoAceitaEm: null });

      expect(await cliente.clube.consultarRetencaoClubeVantagens()).toMatchObject({ status: 200, body: { ofertarRetencao: false } });
      const antes = await fotografia(portal);
      expect(await cliente.clube.aceitarRetencaoClubeVantagens({ body: aceite() }))
        .toMatchObject({ status: 400, body: { mensagem: mensagensClube.retencaoIndisponivel } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('sem clube: retenção e cancelamento respondem 400 e nada gravam', async () => {
      const { cliente } = await novoAssociado(portal);
      const antes = await fotografia(portal);
      expect(await cliente.clube.consultarRetencaoClubeVantagens()).toMatchObject({ status: 400, body: { mensagem: NAO_ADQUIRIDO } });
      expect(await cliente.clube.aceitarRetencaoClubeVantagens({ body: aceite() })).toMatchObject({ status: 400, body: { mensagem: NAO_ADQUIRIDO } });
      expect(await cliente.clube.cancelarClubeVantagens({ body: aceite() })).toMatchObject({ status: 400, body: { mensagem: NAO_ADQUIRIDO } });
      expect(await fotografia(portal)).toEqual(antes);
    });
  });

  describe('entradas e sessão', () => {
    const rotas = Object.entries(clubeVantagensContract);
    /** A body the route accepts, so what answers is the session or the perfil, not the validation. */
    const corpoValido = (caminho: string) => JSON.stringify(
      caminho.includes('Adquirir') ? { idempotencyKey: randomUUID() }
        : caminho.includes('PagamentoCartao') ? { idempotencyKey: randomUUID(), nomeCartao: 'DAVI N ASSOCIADO', numeroCartao: '4111111111111111', dataExpiracaoCartao: '12/30', codigoValidacaoCartao: '123' }
          : aceite(),
    );

    it.each(rotas)('%s sem sessão (ou com sessão inventada) responde 401 e não grava nada', async (_, rota) => {
      const antes = await fotografia(portal);
      const corpo = rota.method === 'POST' ? corpoValido(rota.path) : undefined;
      for (const cookie of [undefined, 'portal_sessao=inventada', `portal_sessao=${'A'.repeat(43)}`]) {
        const r = await requisicaoCrua(portal, rota.method, rota.path, { corpo, ...(cookie ? { cookie } : {}) });
        expect({ status: r.status, body: r.body }).toEqual({ status: 401, body: { mensagem: 'Sua sessão expirou. Entre novamente.' } });
      }
      expect(await fotografia(portal)).toEqual(antes);
    });

    it.each(rotas)('%s: consultor e atendente recebem 403, a mesma resposta em toda rota, e nada é gravado', async (_, rota) => {
      const corpo = rota.method === 'POST' ? corpoValido(rota.path) : undefined;
      for (const email of ['consultor@exemplo.com.br', 'atendente@exemplo.com.br']) {
        const { cookie } = await portal.entrar(email);
        const antes = await fotografia(portal);
        const r = await requisicaoCrua(portal, rota.method, rota.path, { corpo, cookie });
        expect({ status: r.status, body: r.body }, email).toEqual({ status: 403, body: { mensagem: 'Você não tem acesso a esta função.' } });
        expect(await fotografia(portal)).toEqual(antes);
      }
    });

    it('cobre todas as chamadas do contrato do clube', () => {
      expect(rotas.map(([nome]) => nome).sort()).toEqual([
        'aceitarRetencaoClubeVantagens', 'aceitarTermoClubeVantagens', 'adquirirClubeVantagens', 'buscarTermoClubeVantagens',
        'cancelarClubeVantagens', 'consultarClubeVantagens', 'consultarRetencaoClubeVantagens', 'pagamentoCartaoClubeVantagens',
      ]);
    });

    const POST = {
      adquirir: '/api/Clube/AdquirirClubeVantagens',
      termo: '/api/Clube/AceitarTermoClubeVantagens',
      retencao: '/api/Clube/AceitarRetencaoClubeVantagens',
      cancelar: '/api/Clube/CancelarClubeVantagens',
    };
    it.each([
      [POST.adquirir, { idempotencyKey: 'abc' }, 'Chave de compra inválida.'],
      [POST.adquirir, {}, 'Campo obrigatório: "idempotencyKey".'],
      [POST.adquirir, { idempotencyKey: 12345 }, 'Valor inválido em "idempotencyKey".'],
      [POST.adquirir, '{"idempotencyKey": ', null],
      [POST.adquirir, [], null],
      [POST.termo, {}, 'Campo obrigatório: "dtVersao".'],
      [POST.termo, { dtVersao: '' }, 'Informe a versão do termo.'],
      [POST.termo, aceite({ browserData: 'x'.repeat(1001) }), 'Valor grande demais em "browserData".'],
      [POST.termo, aceite({ dtVersao: 20261101 }), 'Valor inválido em "dtVersao".'],
      [POST.retencao, { browserData: 'x' }, 'Campo obrigatório: "dtVersao".'],
      [POST.retencao, aceite({ browserData: 42 }), 'Valor inválido em "browserData".'],
      [POST.retencao, 'não é json', null],
      [POST.cancelar, { dtVersao: '' }, 'Informe a versão do termo.'],
      [POST.cancelar, aceite({ ipOrigem: { falso: true } }), 'Valor inválido em "ipOrigem".'],
      [POST.cancelar, null, null],
    ] as const)('%s com %j: 400 em pt-BR e nada gravado', async (caminho, corpo, mensagem) => {
      // an associate whose club is active with no term, no discount and no cancellation: any valid call would write
      const { cliente, cookie } = await novoAssociado(portal);
      if (caminho !== POST.adquirir) await comprar(cliente);
      const antes = await fotografia(portal);
      const r = await requisicaoCrua(portal, 'POST', caminho, { cookie, corpo });
      expect(r.status).toBe(400);
      expect(typeof r.body.mensagem).toBe('string');
      if (mensagem) expect(r.body.mensagem).toBe(mensagem);
      else expect(r.body.mensagem).toMatch(/^(Os dados enviados não puderam ser lidos\.|Valor inválido em .+\.|Campo obrigatório: .+\.|Dados inválidos\.)$/);
      expect(r.body.mensagem).not.toMatch(/Expected|Required|Invalid|received|JSON|Unexpected/);
      expect(await fotografia(portal)).toEqual(antes);
    });
  });
});

describe.runIf(BANCO === 'postgres')('Clube de Vantagens: chamadas simultâneas (postgres)', () => {
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal(); });
  afterAll(async () => { await portal?.fechar(); });

  const semErroDoServidor = (statuses: number[]) => expect(statuses.filter((s) => s >= 500)).toEqual([]);

  it('8 compras simultâneas com chaves diferentes: exatamente uma 200, uma cobrança', async () => {
    const { cliente, codSocio: id } = await novoAssociado(portal);
    const rs = await Promise.all(Array.from({ length: 8 }, () =>
      cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: randomUUID() } })));
    const statuses = rs.map((r) => r.status);
    semErroDoServidor(statuses);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(7);
    for (const r of rs) if (r.status === 400) expect(r.body).toEqual({ mensagem: JA_ADQUIRIDO });
    const linhas = await linhasDe(portal, id);
    expect(linhas.cobrancas).toHaveLength(1);
    expect(linhas.clube).toMatchObject({ valorMensal: 12_000 });
  });

  it('8 compras simultâneas com a mesma chave: todas 200, uma cobrança', async () => {
    const { cliente, codSocio: id } = await novoAssociado(portal);
    const chave = randomUUID();
    const rs = await Promise.all(Array.from({ length: 8 }, () =>
      cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: chave } })));
    expect(rs.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect((await linhasDe(portal, id)).cobrancas).toHaveLength(1);
  });

  it('8 cancelamentos simultâneos: exatamente um protocolo, um e-mail', async () => {
    const { cliente, codSocio: id, email } = await novoAssociado(portal);
    await comprar(cliente);
    const rs = await Promise.all(Array.from({ length: 8 }, () => cliente.clube.cancelarClubeVantagens({ body: aceite() })));
    const statuses = rs.map((r) => r.status);
    semErroDoServidor(statuses);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(7);
    const ok = rs.find((r) => r.status === 200)!;
    const protocolo = (ok.body as { protocolo: string }).protocolo;
    for (const r of rs) if (r.status === 400) expect((r.body as { mensagem: string }).mensagem).toContain(protocolo);
    const linhas = await linhasDe(portal, id);
    expect(linhas.clube!.protocoloCancelamento).toBe(protocolo);
    expect(linhas.aceites.filter((a) => a.finalidade === 'cancelamento')).toHaveLength(1);
    const emails = await portal.deps.database.db.select().from(outbox).where(eq(outbox.para, email));
    expect(emails).toHaveLength(1);
  });

  it('8 aceites de retenção simultâneos: o preço cai pela metade uma única vez', async () => {
    const { cliente, codSocio: id } = await novoAssociado(portal);
    await comprar(cliente);
    const rs = await Promise.all(Array.from({ length: 8 }, () => cliente.clube.aceitarRetencaoClubeVantagens({ body: aceite() })));
    const statuses = rs.map((r) => r.status);
    semErroDoServidor(statuses);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(7);
    const linhas = await linhasDe(portal, id);
    expect(linhas.clube!.valorMensal).toBe(6_000);
    expect(linhas.aceites.filter((a) => a.finalidade === 'retencao')).toHaveLength(1);
    const { db } = portal.deps.database;
    expect(await db.select().from(aceites).where(and(eq(aceites.codSocio, id), eq(aceites.finalidade, 'retencao')))).toHaveLength(1);
  });
});
