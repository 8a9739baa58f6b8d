import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatBRL } from '../../src/domain/comum/dinheiro';
import { mensagensPagamento } from '../../src/domain/comum/pagamentos';
import {
  mensagensConciliador, valoresDoContrato, VERSAO_TERMO_CONCILIADOR,
} from '../../src/domain/spc-conciliador/conciliador';
import { liquidarBoleto } from '../../src/server/comum/pagamentos/pagamentos.repo';
import { aceites, associados, chamados, cobrancas } from '../../src/server/db/schema/comum';
import { operadorasSolicitacaoConciliador, solicitacoesConciliador } from '../../src/server/db/schema/spc-conciliador';
import { OPERADORAS_CONCILIADOR, PLANOS_CONCILIADOR } from '../../src/server/spc-conciliador/catalogo';
import {
  abrirPortal, BANCO, fotografia, novoAssociado, novoLoginDe, relogioManual, requisicaoCrua, type Cliente, type Portal,
} from '../support/portal';
import { textoDoPdf } from '../support/pdf';

// SPC Conciliador's server (issue 11): catalogue, contract + term, acceptance + ticket, requests, payments.

const INICIO = '2026-11-19T15:00:00Z'; // Thursday
const ACESSO_NEGADO = 'Você não tem acesso a esta função.';
const APROVADO = '4111111111111111';
const SALDO_INSUFICIENTE = '4000000000009995';

/** The acceptance of the term read: its request and its PDF's SHA-256 (a term never shown: any 64 hex digits). */
type TermoLido = { solicitacaoId: number; sha256?: string };
const aceite = ({ solicitacaoId, sha256 = 'f'.repeat(64) }: TermoLido, extra: Record<string, unknown> = {}) => ({
  solicitacaoId, sha256, dtVersao: VERSAO_TERMO_CONCILIADOR, dtAceite: '1999-01-01T00:00:00.000Z', ipOrigem: '203.0.113.66',
  browserData: 'Mozilla/5.0 (X11; Linux x86_64) Teste/1.0', ...extra,
});
const cartao = (solicitacaoId: number, numero = APROVADO, idempotencyKey = randomUUID()) => ({
  solicitacaoId, idempotencyKey, nomeCartao: 'JOANA T SILVA', numeroCartao: numero, dataExpiracaoCartao: '12/30', codigoValidacaoCartao: '123',
});
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The PDF's text on one line (the PDF wraps lines). */
const textoCorrido = (pdf: Buffer) => textoDoPdf(pdf).replace(/\s+/g, ' ');

describe(`SPC Conciliador (${BANCO})`, () => {
  let portal: Portal;
  let atendente: Cliente;
  const relogio = relogioManual(INICIO);
  beforeAll(async () => {
    portal = await abrirPortal({ relogio: relogio.relogio });
    atendente = await portal.entrar('atendente@exemplo.com.br');
  });
  afterAll(async () => { await portal?.fechar(); });
  beforeEach(() => { relogio.definir(INICIO); });

  const db = () => portal.deps.database.db;
  const solicitacoesDe = (codSocio: string) =>
    db().select().from(solicitacoesConciliador).where(eq(solicitacoesConciliador.codSocio, codSocio)).orderBy(solicitacoesConciliador.id);
  const cobrancasDe = (codSocio: string) => db().select().from(cobrancas).where(eq(cobrancas.codSocio, codSocio)).orderBy(cobrancas.id);

  async function contratar(cliente: Cliente, body = { planoId: 1, qtdeCNPJs: 2, operadorasId: [1, 2, 3] }) {
    const r = await cliente.conciliador.incluirSpcConciliador({ body });
    if (r.status !== 200) throw new Error(`IncluirSpcConciliador: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  }
  async function aceitar(cliente: Cliente, termo: TermoLido) {
    const r = await cliente.conciliador.aceitarTermoSpcConciliador({ body: aceite(termo) });
    expect(r.status).toBe(200);
  }
  /** Staff closes the request's classification ticket: finalized (Classificado) or cancelled. */
  async function classificar(solicitacaoId: number, status: 1 | 2 = 2) {
    const [s] = await db().select().from(solicitacoesConciliador).where(eq(solicitacoesConciliador.id, solicitacaoId));
    const r = await atendente.atendimento.atualizarChamadoAtendimento({
      body: { chamadoId: s!.chamadoId!, status, tipoSolucao: status === 2 ? 'Classificado' : 'Cancelado', solucao: 'Plano e operadoras conferidos.' },
    });
    expect(r.status).toBe(200);
  }
  /** A fresh associate with a request accepted and (by default) classified: ready for Pagar. */
  async function prontoParaPagar(opcoes: { classificar?: boolean } = {}) {
    const a = await novoAssociado(portal);
    const termo = await contratar(a.cliente);
    const { solicitacaoId } = termo;
    await aceitar(a.cliente, termo);
    if (opcoes.classificar !== false) await classificar(solicitacaoId);
    return { ...a, solicitacaoId };
  }
  const lista = async (cliente: Cliente) => {
    const r = await cliente.conciliador.consultarSpcConciliador();
    if (r.status !== 200) throw new Error(`ConsultarSpcConciliador: ${r.status}`);
    return r.body;
  };

  describe('catálogo', () => {
    it('planos com todos os valores do §2 em centavos, e as operadoras', async () => {
      const { cliente } = await novoAssociado(portal);
      const planos = await cliente.conciliador.consultarPlanosSpcConciliador();
      expect(planos).toMatchObject({ status: 200, body: PLANOS_CONCILIADOR });
      expect(planos.body).toHaveLength(3);
      const ops = await cliente.conciliador.consultarOperadorasSpcConciliador();
      expect(ops).toMatchObject({ status: 200, body: OPERADORAS_CONCILIADOR });
    });

    it('sem sessão: 401 em toda rota', async () => {
      const anonimo = portal.cliente();
      expect((await anonimo.conciliador.consultarPlanosSpcConciliador()).status).toBe(401);
      expect((await anonimo.conciliador.consultarSpcConciliador()).status).toBe(401);
      expect((await anonimo.conciliador.incluirSpcConciliador({ body: { planoId: 1, qtdeCNPJs: 1, operadorasId: [1] } })).status).toBe(401);
      expect((await anonimo.conciliador.pagamentoCreditoSpcConciliador({ body: cartao(1) })).status).toBe(401);
    });

    it('consultor e atendente: 403, nada gravado', async () => {
      const { solicitacaoId } = await prontoParaPagar();
      for (const email of ['consultor@exemplo.com.br', 'atendente@exemplo.com.br']) {
        const c = await portal.entrar(email);
        const antes = await fotografia(portal);
        const respostas = [
          await c.conciliador.consultarPlanosSpcConciliador(),
          await c.conciliador.consultarSpcConciliador(),
          await c.conciliador.incluirSpcConciliador({ body: { planoId: 1, qtdeCNPJs: 1, operadorasId: [1] } }),
          await c.conciliador.aceitarTermoSpcConciliador({ body: aceite({ solicitacaoId }) }),
          await c.conciliador.pagamentoCreditoSpcConciliador({ body: cartao(solicitacaoId) }),
          await c.conciliador.registrarBoletoSpcConciliador({ body: { solicitacaoId, idempotencyKey: randomUUID() } }),
        ];
        for (const r of respostas) expect(r, email).toMatchObject({ status: 403, body: { mensagem: ACESSO_NEGADO } });
        expect(await fotografia(portal)).toEqual(antes);
      }
    });
  });

  describe('IncluirSpcConciliador: contrato pendente e termo', () => {
    it('cria o contrato com os valores do servidor e responde o PDF do termo com plano, CNPJ, operadoras e preços', async () => {
      const { cliente, codSocio, nome } = await novoAssociado(portal);
      const termo = await contratar(cliente, { planoId: 1, qtdeCNPJs: 2, operadorasId: [3, 1, 2] });
      expect(termo.dtVersao).toBe(VERSAO_TERMO_CONCILIADOR);
      const pdf = Buffer.from(termo.file.fileContents, 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const plano = PLANOS_CONCILIADOR[0]!;
      const v = valoresDoContrato(plano, 2, 3);
      // Essencial: 2 acquirers and 1 CNPJ included → 1 extra branch and 1 extra acquirer a month
      expect(v).toEqual({ cnpjsExtras: 1, operadorasExtras: 1, valorMensal: 9_990 + 4_990 + 2_990, custoOperadoras: 4_500, valorDevido: 19_900 + 4_500 + 17_970 });
      const [linha, ...outras] = await solicitacoesDe(codSocio);
      expect(outras).toEqual([]);
      expect(linha).toMatchObject({ id: termo.solicitacaoId, planoId: 1, qtdeCnpjs: 2, taxaAdesao: 19_900, mensalidade: 9_990, valorMensal: v.valorMensal, valorDevido: v.valorDevido, aceiteId: null, chamadoId: null });
      const ops = await db().select().from(operadorasSolicitacaoConciliador).where(eq(operadorasSolicitacaoConciliador.solicitacaoId, termo.solicitacaoId));
      expect(ops.map((o) => o.operadoraId).sort()).toEqual([1, 2, 3]);
      // the page text and the PDF say the same figures
      const linhas = termo.texto.identificacao.join('\n');
      for (const t of [`Associado: ${nome} (código ${codSocio})`, 'Plano: Essencial', 'Quantidade de CNPJ: 2', 'Operadoras: Cielo, Rede, Stone',
        `Taxa de adesão: ${formatBRL(19_900)}`, `Mensalidade: ${formatBRL(v.valorMensal)} por mês`, `Valor a pagar na contratação: ${formatBRL(v.valorDevido)}`]) {
        expect(linhas).toContain(t);
        expect(textoCorrido(pdf)).toContain(t.replace(/\s+/g, ' '));
      }
      expect(termo.texto.titulo).toBe('Termo Aditivo de Contratação do SPC Conciliador');
    });

    it("issue 27: o termo conta as filiais extras no plural ('2 filiais extras', '2 adquirentes extras')", async () => {
      const { cliente } = await novoAssociado(portal);
      const termo = await contratar(cliente, { planoId: 1, qtdeCNPJs: 3, operadorasId: [1, 2, 3, 4] });
      const linhas = termo.texto.identificacao.join('\n');
      expect(linhas).toContain(`Quantidade de CNPJ: 3 (2 filiais extras a ${formatBRL(4_990)} por mês cada)`);
      expect(linhas).toContain(`(2 adquirentes extras a ${formatBRL(2_990)} por mês cada)`);
    });

    it('confirmar de novo (voltar e CONFIRMAR) deixa um contrato pendente, com a última escolha', async () => {
      const { cliente, codSocio } = await novoAssociado(portal);
      const primeiro = await contratar(cliente, { planoId: 1, qtdeCNPJs: 1, operadorasId: [1] });
      const segundo = await contratar(cliente, { planoId: 2, qtdeCNPJs: 4, operadorasId: [4, 5] });
      expect(segundo.solicitacaoId).toBe(primeiro.solicitacaoId);
      const linhas = await solicitacoesDe(codSocio);
      expect(linhas).toHaveLength(1);
      expect(linhas[0]).toMatchObject({ planoId: 2, qtdeCnpjs: 4, valorDevido: valoresDoContrato(PLANOS_CONCILIADOR[1]!, 4, 2).valorDevido });
      const ops = await db().select().from(operadorasSolicitacaoConciliador).where(eq(operadorasSolicitacaoConciliador.solicitacaoId, segundo.solicitacaoId));
      expect(ops.map((o) => o.operadoraId).sort()).toEqual([4, 5]);
      expect(await lista(cliente)).toHaveLength(1);
    });

    it('20 confirmações ao mesmo tempo (e de dois logins do associado): um contrato pendente', async () => {
      const { cliente, codSocio, nome } = await novoAssociado(portal);
      const outro = await novoLoginDe(portal, codSocio, nome);
      const respostas = await Promise.all(Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? outro.cliente : cliente).conciliador.incluirSpcConciliador({ body: { planoId: 1 + (i % 3), qtdeCNPJs: 1 + i, operadorasId: [1 + (i % 8)] } })));
      expect(respostas.map((r) => r.status)).toEqual(Array(20).fill(200));
      const ids = new Set(respostas.map((r) => (r.body as { solicitacaoId: number }).solicitacaoId));
      expect(ids.size).toBe(1);
      const linhas = await solicitacoesDe(codSocio);
      expect(linhas).toHaveLength(1);
      const ops = await db().select().from(operadorasSolicitacaoConciliador).where(eq(operadorasSolicitacaoConciliador.solicitacaoId, linhas[0]!.id));
      expect(ops).toHaveLength(1); // one confirmation's choice, not a mix
    });

    it.each([
      ['plano inexistente', { planoId: 99, qtdeCNPJs: 1, operadorasId: [1] }, mensagensConciliador.planoNaoEncontrado],
      ['operadora inexistente', { planoId: 1, qtdeCNPJs: 1, operadorasId: [1, 99] }, mensagensConciliador.operadoraNaoEncontrada],
      ['nenhuma operadora (§5)', { planoId: 1, qtdeCNPJs: 1, operadorasId: [] }, 'Obrigatório selecionar pelo menos 1 operadora'],
      ['zero CNPJ', { planoId: 1, qtdeCNPJs: 0, operadorasId: [1] }, 'Informe a quantidade de CNPJ.'],
      ['CNPJ demais', { planoId: 1, qtdeCNPJs: 1000, operadorasId: [1] }, 'Informe no máximo 999 CNPJ.'],
      ['operadora repetida', { planoId: 1, qtdeCNPJs: 1, operadorasId: [2, 2] }, 'Operadora repetida.'],
      ['planoId texto', { planoId: 'x', qtdeCNPJs: 1, operadorasId: [1] }, 'Valor inválido em "planoId".'],
    ])('%s: 400 com a mensagem, nada gravado', async (_, corpo, mensagem) => {
      const { cookie } = await novoAssociado(portal);
      const antes = await fotografia(portal);
      const r = await requisicaoCrua(portal, 'POST', '/api/Conciliador/IncluirSpcConciliador', { cookie, corpo });
      expect(r).toMatchObject({ status: 400, body: { mensagem } });
      expect(await fotografia(portal)).toEqual(antes);
    });
  });

  describe('AceitarTermoSpcConciliador', () => {
    it('registra o aceite ligado à solicitação (hash do PDF mostrado) e abre o chamado de classificação', async () => {
      const { cliente, codSocio, id } = await novoAssociado(portal);
      const termo = await contratar(cliente);
      relogio.definir('2026-11-19T15:05:00Z');
      const r = await cliente.conciliador.aceitarTermoSpcConciliador({ body: aceite(termo) });
      expect(r).toMatchObject({ status: 200, body: { mensagem: mensagensConciliador.termoAceito, solicitacaoId: termo.solicitacaoId } });
      const [s] = await solicitacoesDe(codSocio);
      const [a] = await db().select().from(aceites).where(eq(aceites.id, s!.aceiteId!));
      expect(a).toMatchObject({
        usuarioId: id, codSocio, produto: 'spc-conciliador', finalidade: 'termo', dtVersao: VERSAO_TERMO_CONCILIADOR,
        dtAceite: new Date('2026-11-19T15:05:00Z'), ipOrigem: '127.0.0.1', pdfSha256: sha256(Buffer.from(termo.file.fileContents, 'base64')),
      });
      const [ch] = await db().select().from(chamados).where(eq(chamados.id, s!.chamadoId!));
      expect(ch).toMatchObject({ codSocio, produto: 'spc-conciliador', tipo: 'classificacao', status: 0, label: expect.stringContaining('Essencial') });
      const [linha] = await lista(cliente);
      expect(linha).toMatchObject({ solicitacaoId: termo.solicitacaoId, dtAceite: '2026-11-19T15:05:00.000Z', status: 0, statusChamado: 'Aberto', podePagar: false });
    });

    it('repetir o aceite: 200, um aceite, um chamado; depois dele, CONFIRMAR abre outro contrato pendente', async () => {
      const { cliente, codSocio } = await novoAssociado(portal);
      const termo = await contratar(cliente);
      const { solicitacaoId } = termo;
      await aceitar(cliente, termo);
      await aceitar(cliente, termo);
      expect(await db().select().from(aceites).where(eq(aceites.codSocio, codSocio))).toHaveLength(1);
      expect(await db().select().from(chamados).where(eq(chamados.codSocio, codSocio))).toHaveLength(1);
      const novo = await contratar(cliente);
      expect(novo.solicitacaoId).not.toBe(solicitacaoId);
      expect((await lista(cliente)).map((s) => s.solicitacaoId)).toEqual([novo.solicitacaoId, solicitacaoId]); // newest first
    });

    it('duas abas: a outra confirmou outra escolha depois; o termo lido nesta é recusado (409, nada gravado), o atual é aceito', async () => {
      const { cliente, codSocio } = await novoAssociado(portal);
      const primeiraAba = await contratar(cliente, { planoId: 1, qtdeCNPJs: 1, operadorasId: [1] });
      const segundaAba = await contratar(cliente, { planoId: 1, qtdeCNPJs: 3, operadorasId: [1, 2] });
      expect(segundaAba.solicitacaoId).toBe(primeiraAba.solicitacaoId); // one pending contract, its choices replaced
      expect(segundaAba.sha256).not.toBe(primeiraAba.sha256);
      expect(segundaAba.sha256).toBe(sha256(Buffer.from(segundaAba.file.fileContents, 'base64')));
      const antes = await fotografia(portal);
      const velho = await cliente.conciliador.aceitarTermoSpcConciliador({ body: aceite(primeiraAba) });
      expect(velho).toMatchObject({ status: 409, body: { mensagem: mensagensConciliador.termoMudou, motivo: 'termoMudou' } });
      expect(await fotografia(portal)).toEqual(antes);
      await aceitar(cliente, segundaAba);
      const [s] = await solicitacoesDe(codSocio);
      const [a] = await db().select().from(aceites).where(eq(aceites.id, s!.aceiteId!));
      expect(a!.pdfSha256).toBe(segundaAba.sha256);
    });

    it('uma solicitação em classificação por associado (issue 19): a segunda é 409, nada gravado; classificada a primeira, passa', async () => {
      const { cliente, codSocio } = await novoAssociado(portal);
      const primeira = await contratar(cliente);
      await aceitar(cliente, primeira);
      const segunda = await contratar(cliente, { planoId: 2, qtdeCNPJs: 1, operadorasId: [4] });
      expect(segunda.solicitacaoId).not.toBe(primeira.solicitacaoId);
      const antes = await fotografia(portal);
      expect(await cliente.conciliador.aceitarTermoSpcConciliador({ body: aceite(segunda) }))
        .toMatchObject({ status: 409, body: { mensagem: mensagensConciliador.classificacaoEmAberto, motivo: 'classificacaoEmAberto' } });
      expect(await fotografia(portal)).toEqual(antes);
      expect(await lista(cliente)).toMatchObject([{ solicitacaoId: segunda.solicitacaoId, dtAceite: null, statusChamado: null }, { statusChamado: 'Aberto' }]);
      // staff classify the first: the second goes to the queue
      await classificar(primeira.solicitacaoId);
      await aceitar(cliente, segunda);
      expect((await db().select().from(chamados).where(eq(chamados.codSocio, codSocio))).map((c) => c.status)).toEqual([2, 0]);
    });

    it('IncluirSpcConciliador e AceitarTermo 25 vezes seguidas, e 25 ao mesmo tempo: um chamado aberto na fila da equipe', async () => {
      const a = await novoAssociado(portal);
      const respostas: number[] = [];
      for (let i = 0; i < 25; i++) {
        const termo = await contratar(a.cliente);
        respostas.push((await a.cliente.conciliador.aceitarTermoSpcConciliador({ body: aceite(termo) })).status);
      }
      expect(respostas).toEqual([200, ...Array(24).fill(409)]);
      expect(await db().select().from(chamados).where(eq(chamados.codSocio, a.codSocio))).toHaveLength(1);
      expect(await db().select().from(aceites).where(eq(aceites.codSocio, a.codSocio))).toHaveLength(1);

      // at once, from 25 logins: each confirms and accepts; one pending contract at a time, one ticket in all
      const b = await novoAssociado(portal);
      const logins = [b.cliente, ...await Promise.all(Array.from({ length: 24 }, async () => (await novoLoginDe(portal, b.codSocio)).cliente))];
      const juntas = await Promise.all(logins.map(async (c) => {
        const termo = await contratar(c);
        return (await c.conciliador.aceitarTermoSpcConciliador({ body: aceite(termo) })).status;
      }));
      expect(juntas.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      expect(juntas.every((s) => s === 200 || s === 409)).toBe(true);
      const abertos = await db().select().from(chamados).where(and(eq(chamados.codSocio, b.codSocio), eq(chamados.status, 0)));
      expect(abertos).toHaveLength(1);
      expect(await db().select().from(chamados).where(eq(chamados.codSocio, b.codSocio))).toHaveLength(1);
    });

    it('sha256 que não é de um PDF (tamanho ou caracteres): 400, nada gravado', async () => {
      const { cliente, cookie } = await novoAssociado(portal);
      const termo = await contratar(cliente);
      const antes = await fotografia(portal);
      for (const sha of ['abc', 'G'.repeat(64), termo.sha256.toUpperCase(), `${termo.sha256}0`]) {
        const r = await requisicaoCrua(portal, 'POST', '/api/Conciliador/AceitarTermoSpcConciliador', { cookie, corpo: aceite({ ...termo, sha256: sha }) });
        expect(r.status, sha).toBe(400);
      }
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('versão antiga do termo: 400, nada gravado', async () => {
      const { cliente } = await novoAssociado(portal);
      const termo = await contratar(cliente);
      const antes = await fotografia(portal);
      const r = await cliente.conciliador.aceitarTermoSpcConciliador({ body: aceite(termo, { dtVersao: '2020-01-01' }) });
      expect(r).toMatchObject({ status: 400, body: { mensagem: mensagensConciliador.termoDesatualizado } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('solicitação de outro associado, ou inexistente: 404, nada gravado', async () => {
      const dono = await novoAssociado(portal);
      const { solicitacaoId } = await contratar(dono.cliente);
      const { cliente } = await novoAssociado(portal);
      const antes = await fotografia(portal);
      for (const id of [solicitacaoId, 2_000_000_000]) {
        const r = await cliente.conciliador.aceitarTermoSpcConciliador({ body: aceite({ solicitacaoId: id }) });
        expect(r).toMatchObject({ status: 404, body: { mensagem: mensagensConciliador.solicitacaoNaoEncontrada } });
      }
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('sem solicitacaoId: 400', async () => {
      const { cookie } = await novoAssociado(portal);
      const { solicitacaoId: _, ...sem } = aceite({ solicitacaoId: 1 });
      const r = await requisicaoCrua(portal, 'POST', '/api/Conciliador/AceitarTermoSpcConciliador', { cookie, corpo: sem });
      expect(r.status).toBe(400);
    });
  });

  describe('ConsultarSpcConciliador', () => {
    it('associado sem solicitações: lista vazia (a tela diz "Nenhuma solicitação encontrado.")', async () => {
      const { cliente } = await novoAssociado(portal);
      expect(await lista(cliente)).toEqual([]);
    });

    it('mostra só as do associado, com operadoras, plano e valor devido; termo não aceito: sem dtAceite e sem Pagar', async () => {
      const outro = await novoAssociado(portal);
      await contratar(outro.cliente);
      const { cliente } = await novoAssociado(portal);
      const { solicitacaoId } = await contratar(cliente, { planoId: 3, qtdeCNPJs: 1, operadorasId: [2] });
      const plano = PLANOS_CONCILIADOR[2]!;
      expect(await lista(cliente)).toEqual([{
        solicitacaoId, dtAceite: null, operadoras: [{ operadoraId: 2, descricao: 'Rede' }], status: 0, statusChamado: null,
        plano: { planoId: 3, descricao: 'Empresarial', taxaAdesao: plano.taxaAdesao, mensalidade: plano.mensalidade }, qtdeCNPJs: 1,
        valorMensal: plano.mensalidade, valorDevido: plano.taxaAdesao + plano.custoOperadoras + plano.mensalidade, podePagar: false, urlBoleto: null,
        linhaDigitavel: null, vencimentoBoleto: null, metodosPermitidos: [], metodosIndisponiveis: [],
      }]);
    });

    it('Classificado: Pagar; cancelado pela equipe: Cancelado, sem Pagar', async () => {
      const a = await prontoParaPagar();
      expect(await lista(a.cliente)).toMatchObject([{ status: 0, statusChamado: 'Classificado', podePagar: true }]);
      const b = await prontoParaPagar({ classificar: false });
      await classificar(b.solicitacaoId, 1);
      expect(await lista(b.cliente)).toMatchObject([{ status: 0, statusChamado: 'Cancelado', podePagar: false }]);
      const antes = await fotografia(portal);
      const r = await b.cliente.conciliador.pagamentoCreditoSpcConciliador({ body: cartao(b.solicitacaoId) });
      expect(r).toMatchObject({ status: 400, body: { mensagem: mensagensConciliador.naoAguardaPagamento } });
      expect(await fotografia(portal)).toEqual(antes);
    });
  });

  describe('pagamentos', () => {
    it('antes da classificação, ou sem aceite: 400, nada cobrado', async () => {
      const a = await prontoParaPagar({ classificar: false });
      const b = await novoAssociado(portal);
      const { solicitacaoId } = await contratar(b.cliente);
      const antes = await fotografia(portal);
      for (const [c, id] of [[a.cliente, a.solicitacaoId], [b.cliente, solicitacaoId]] as const) {
        for (const r of [
          await c.conciliador.pagamentoCreditoSpcConciliador({ body: cartao(id) }),
          await c.conciliador.pagamentoDebitoSpcConciliador({ body: cartao(id) }),
          await c.conciliador.registrarBoletoSpcConciliador({ body: { solicitacaoId: id, idempotencyKey: randomUUID() } }),
          await c.conciliador.pagamentoBoletoMensalSpcConciliador({ body: { solicitacaoId: id, idempotencyKey: randomUUID() } }),
        ]) expect(r).toMatchObject({ status: 400, body: { mensagem: mensagensConciliador.naoAguardaPagamento } });
      }
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('solicitação de outro associado: 404 em todo método, nada cobrado', async () => {
      const dono = await prontoParaPagar();
      const { cliente } = await novoAssociado(portal);
      const antes = await fotografia(portal);
      const id = dono.solicitacaoId;
      for (const r of [
        await cliente.conciliador.pagamentoCreditoSpcConciliador({ body: cartao(id) }),
        await cliente.conciliador.pagamentoDebitoSpcConciliador({ body: cartao(id) }),
        await cliente.conciliador.registrarBoletoSpcConciliador({ body: { solicitacaoId: id, idempotencyKey: randomUUID() } }),
        await cliente.conciliador.pagamentoBoletoMensalSpcConciliador({ body: { solicitacaoId: id, idempotencyKey: randomUUID() } }),
      ]) expect(r).toMatchObject({ status: 404, body: { mensagem: mensagensConciliador.solicitacaoNaoEncontrada } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('cartão recusado (texto do §8), depois aprovado: o valor devido é cobrado uma vez e a solicitação fica Ativo', async () => {
      const { cliente, codSocio, solicitacaoId } = await prontoParaPagar();
      const recusado = await cliente.conciliador.pagamentoCreditoSpcConciliador({ body: cartao(solicitacaoId, SALDO_INSUFICIENTE) });
      expect(recusado).toMatchObject({ status: 200, body: { sucesso: false, mensagem: mensagensPagamento.cartaoRecusado } });
      expect(await lista(cliente)).toMatchObject([{ status: 0, podePagar: true }]);
      const chave = randomUUID();
      const pago = await cliente.conciliador.pagamentoCreditoSpcConciliador({ body: cartao(solicitacaoId, APROVADO, chave) });
      expect(pago).toEqual(expect.objectContaining({ status: 200, body: { sucesso: true } }));
      const [linha] = await lista(cliente);
      expect(linha).toMatchObject({ status: 1, podePagar: false });
      const cobradas = await cobrancasDe(codSocio);
      expect(cobradas.map((c) => [c.metodo, c.situacao])).toEqual([['credito', 'recusada'], ['credito', 'paga']]);
      expect(cobradas[1]).toMatchObject({ produto: 'spc-conciliador', referencia: `conciliador:${solicitacaoId}`, valor: linha!.valorDevido, finalCartao: '1111' });
      // the same press again answers the same; another press (new key) is a conflict: one charge
      expect(await cliente.conciliador.pagamentoCreditoSpcConciliador({ body: cartao(solicitacaoId, APROVADO, chave) })).toMatchObject({ status: 200, body: { sucesso: true } });
      expect(await cliente.conciliador.pagamentoDebitoSpcConciliador({ body: cartao(solicitacaoId) })).toMatchObject({ status: 409, body: { mensagem: mensagensPagamento.jaCobrado } });
      expect((await cobrancasDe(codSocio)).filter((c) => c.situacao === 'paga')).toHaveLength(1);
    });

    it('débito aprovado: Ativo', async () => {
      const { cliente, solicitacaoId } = await prontoParaPagar();
      expect(await cliente.conciliador.pagamentoDebitoSpcConciliador({ body: cartao(solicitacaoId, '5555555555554444') })).toMatchObject({ status: 200, body: { sucesso: true } });
      expect(await lista(cliente)).toMatchObject([{ status: 1 }]);
    });

    it('boleto: PDF pelo endereço devolvido, sem Pagar enquanto aguarda; liquidado pela equipe, Ativo', async () => {
      const { cliente, codSocio, solicitacaoId, cookie } = await prontoParaPagar();
      const r = await cliente.conciliador.registrarBoletoSpcConciliador({ body: { solicitacaoId, idempotencyKey: randomUUID() } });
      expect(r).toMatchObject({ status: 200, body: { sucesso: true, urlBoleto: expect.stringMatching(/^\/api\/arquivos\/\d+$/) } });
      const url = (r.body as { urlBoleto: string }).urlBoleto;
      const pdf = await fetch(`${portal.url}${url}`, { headers: { cookie } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toContain('application/pdf');
      expect(await lista(cliente)).toMatchObject([{ status: 0, podePagar: false, urlBoleto: url }]);
      // another method while the boleto is open: a conflict, nothing charged
      expect(await cliente.conciliador.pagamentoCreditoSpcConciliador({ body: cartao(solicitacaoId) })).toMatchObject({ status: 409 });
      const [boleto] = (await cobrancasDe(codSocio)).filter((c) => c.metodo === 'boleto');
      expect(await portal.deps.database.tx((tx) => liquidarBoleto(tx, boleto!.id, new Date()))).toBe(true);
      expect(await lista(cliente)).toMatchObject([{ status: 1, podePagar: false, urlBoleto: null }]);
    });

    // issue 19 item 5: issued Thu 19/11/2026, due Wed 25/11, the bank's last notice Mon 30/11
    it('boleto vencido: até 30/11 nada muda; em 01/12 (São Paulo) ele é baixado, sai da lista da equipe, Pagar volta e outro pagamento passa', async () => {
      const { codSocio, solicitacaoId, email, cliente } = await prontoParaPagar();
      const r = await cliente.conciliador.registrarBoletoSpcConciliador({ body: { solicitacaoId, idempotencyKey: randomUUID() } });
      expect(r).toMatchObject({ status: 200, body: { sucesso: true, linhaDigitavel: expect.stringMatching(/^999\d{44}$/), vencimento: '2026-11-25' } });
      const { linhaDigitavel } = r.body as { linhaDigitavel: string };
      expect(await lista(cliente)).toMatchObject([{ podePagar: false, urlBoleto: expect.any(String), linhaDigitavel, vencimentoBoleto: '2026-11-25' }]);
      const [boleto] = await cobrancasDe(codSocio);
      const naLista = async () => {
        const equipe = await portal.entrar('atendente@exemplo.com.br');
        const b = await equipe.atendimento.consultarBoletosAguardandoAtendimento({ query: { linhas: 100, pagina: 1 } });
        if (b.status !== 200) throw new Error(String(b.status));
        return b.body.boletos.some((x) => x.cobrancaId === boleto!.id);
      };

      relogio.definir('2026-12-01T02:59:59Z'); // 30/11 23:59:59 in São Paulo
      let associado = await portal.entrar(email);
      expect(await lista(associado)).toMatchObject([{ status: 0, podePagar: false, linhaDigitavel }]);
      expect(await naLista()).toBe(true);

      relogio.definir('2026-12-01T03:00:00Z'); // 01/12 00:00
      associado = await portal.entrar(email);
      expect(await lista(associado)).toMatchObject([{ status: 0, statusChamado: 'Classificado', podePagar: true, urlBoleto: null, linhaDigitavel: null, vencimentoBoleto: null }]);
      expect(await naLista()).toBe(false);
      const equipe = await portal.entrar('atendente@exemplo.com.br');
      expect(await equipe.atendimento.liquidarBoletoAtendimento({ body: { cobrancaId: boleto!.id } })).toMatchObject({ status: 409 });
      // paid again: a new boleto due 04/12 (the old one written off), then a card would conflict with it
      const outro = await associado.conciliador.registrarBoletoSpcConciliador({ body: { solicitacaoId, idempotencyKey: randomUUID() } });
      expect(outro).toMatchObject({ status: 200, body: { sucesso: true, vencimento: '2026-12-04' } });
      expect((await cobrancasDe(codSocio)).map((c) => c.situacao)).toEqual(['baixada', 'aguardando']);
      // the written-off one stays unsettleable, with the same reason
      expect(await (await portal.entrar('atendente@exemplo.com.br')).atendimento.liquidarBoletoAtendimento({ body: { cobrancaId: boleto!.id } })).toMatchObject({
        status: 409, body: { mensagem: 'Boleto vencido: o banco não recebe após o vencimento e o prazo de compensação terminou em 30/11/2026.' },
      });
      expect(await lista(associado)).toMatchObject([{ podePagar: false, vencimentoBoleto: '2026-12-04' }]);
    });

    it('limite de tentativas (item 7): 5 cartões recusados na solicitação em uma hora; o sexto, mesmo bom, 429 com a mensagem, nada gravado', async () => {
      const { cliente, codSocio, solicitacaoId } = await prontoParaPagar();
      for (let i = 0; i < 5; i++) {
        expect(await cliente.conciliador.pagamentoDebitoSpcConciliador({ body: { ...cartao(solicitacaoId, '4000000000000002'), dataExpiracaoCartao: '05/31' } }))
          .toMatchObject({ status: 200, body: { sucesso: false, mensagem: mensagensPagamento.cartaoRecusado } });
      }
      const antes = await fotografia(portal);
      expect(await cliente.conciliador.pagamentoCreditoSpcConciliador({ body: cartao(solicitacaoId) }))
        .toMatchObject({ status: 429, body: { mensagem: mensagensPagamento.limiteDeTentativas('13:00') } });
      expect(await fotografia(portal)).toEqual(antes);
      expect(await cobrancasDe(codSocio)).toHaveLength(5);
      // the boleto is no card: it still goes
      expect(await cliente.conciliador.registrarBoletoSpcConciliador({ body: { solicitacaoId, idempotencyKey: randomUUID() } })).toMatchObject({ status: 200 });
    });

    it('boleto mensal: associado paga e fica Ativo; não associado: 400, nada cobrado', async () => {
      const a = await prontoParaPagar();
      // issue 20: the cart's methods are the server's, for the request's associate
      expect(await lista(a.cliente)).toMatchObject([{ metodosPermitidos: ['credito', 'debito', 'boleto', 'mensalidade'], metodosIndisponiveis: [] }]);
      expect(await a.cliente.conciliador.pagamentoBoletoMensalSpcConciliador({ body: { solicitacaoId: a.solicitacaoId, idempotencyKey: randomUUID() } }))
        .toMatchObject({ status: 200, body: { sucesso: true } });
      // paid: nothing left to pay, no method offered
      expect(await lista(a.cliente)).toMatchObject([{ metodosPermitidos: [] }]);
      expect(await lista(a.cliente)).toMatchObject([{ status: 1 }]);

      const b = await prontoParaPagar();
      await db().update(associados).set({ naoAssociado: true }).where(eq(associados.codSocio, b.codSocio));
      // the associate's row counts, not the login's: a naoAssociado's cart has no monthly slip
      expect(await lista(b.cliente)).toMatchObject([{ metodosPermitidos: ['credito', 'debito', 'boleto'] }]);
      const antes = await fotografia(portal);
      expect(await b.cliente.conciliador.pagamentoBoletoMensalSpcConciliador({ body: { solicitacaoId: b.solicitacaoId, idempotencyKey: randomUUID() } }))
        .toMatchObject({ status: 400, body: { mensagem: mensagensPagamento.semMensalidade } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it.each([
      ['sem solicitacaoId', { idempotencyKey: randomUUID(), nomeCartao: 'A', numeroCartao: APROVADO, dataExpiracaoCartao: '12/30', codigoValidacaoCartao: '123' }],
      ['número do cartão com espaços', { ...cartao(1), numeroCartao: '4111 1111 1111 1111' }],
      ['chave que não é UUID', { ...cartao(1), idempotencyKey: 'x' }],
      ['nome do cartão longo demais', { ...cartao(1), nomeCartao: 'A'.repeat(61) }],
    ])('%s: 400, nada cobrado', async (_, corpo) => {
      const { cookie } = await novoAssociado(portal);
      const antes = await fotografia(portal);
      const r = await requisicaoCrua(portal, 'POST', '/api/Conciliador/PagamentoCreditoSpcConciliador', { cookie, corpo });
      expect(r.status).toBe(400);
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('20 Pagar ao mesmo tempo em abas diferentes (chaves diferentes): uma cobrança paga, os outros 409', async () => {
      const { cliente, codSocio, solicitacaoId } = await prontoParaPagar();
      const respostas = await Promise.all(Array.from({ length: 20 }, () => cliente.conciliador.pagamentoCreditoSpcConciliador({ body: cartao(solicitacaoId) })));
      expect(respostas.filter((r) => r.status === 200)).toHaveLength(1);
      expect(respostas.filter((r) => r.status === 409)).toHaveLength(19);
      expect(await cobrancasDe(codSocio)).toHaveLength(1);
      expect(await lista(cliente)).toMatchObject([{ status: 1 }]);
    });

    it('20 cliques duplos (mesma chave): uma cobrança, a mesma resposta para todos', async () => {
      const { cliente, codSocio, solicitacaoId } = await prontoParaPagar();
      const corpo = cartao(solicitacaoId);
      const respostas = await Promise.all(Array.from({ length: 20 }, () => cliente.conciliador.pagamentoCreditoSpcConciliador({ body: corpo })));
      for (const r of respostas) expect(r).toMatchObject({ status: 200, body: { sucesso: true } });
      expect(await db().select().from(cobrancas).where(and(eq(cobrancas.codSocio, codSocio), eq(cobrancas.situacao, 'paga')))).toHaveLength(1);
    });
  });
});
