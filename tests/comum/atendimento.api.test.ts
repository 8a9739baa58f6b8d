import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TipoChamado } from '../../src/domain/comum/chamados';
import { formatBRL } from '../../src/domain/comum/dinheiro';
import { valoresDoContrato, VERSAO_TERMO_CONCILIADOR } from '../../src/domain/spc-conciliador/conciliador';
import { liquidarBoletoDoSandbox } from '../../src/server/comum/atendimento/boletos';
import { abrirChamado } from '../../src/server/comum/chamados';
import { chamados, cobrancas } from '../../src/server/db/schema/comum';
import { solicitacoesConciliador } from '../../src/server/db/schema/spc-conciliador';
import { PLANOS_CONCILIADOR } from '../../src/server/spc-conciliador/catalogo';
import {
  abrirPortal, BANCO, fotografia, novoAssociado, relogioManual, requisicaoCrua, type Cliente, type Portal,
} from '../support/portal';

// The staff console's server (issue 11, part H3): the queue by product, one ticket with its request, classifying a
// reconciliation request, and boletos awaiting payment settled from the console (sandbox only, once).

const INICIO = '2026-11-19T15:00:00Z'; // Thursday, 12:00 in São Paulo
const ACESSO_NEGADO = 'Você não tem acesso a esta função.';
const SESSAO_EXPIRADA = 'Sua sessão expirou. Entre novamente.';
const CHAMADO_NAO_ENCONTRADO = 'Chamado não encontrado.';
const JA_LIQUIDADO = 'Este boleto já foi liquidado.';

describe(`console de atendimento (${BANCO})`, () => {
  let portal: Portal;
  let atendente: Cliente;
  const relogio = relogioManual(INICIO);
  beforeAll(async () => { portal = await abrirPortal({ relogio: relogio.relogio }); });
  afterAll(async () => { await portal?.fechar(); });
  // sessions end after 30 idle minutes of the server's clock: each test logs in at its start and moves the clock by minutes
  beforeEach(async () => {
    relogio.definir(INICIO);
    atendente = await portal.entrar('atendente@exemplo.com.br');
  });

  const db = () => portal.deps.database.db;

  /** A fresh associate whose reconciliation request was accepted (its classification ticket open), at the clock's time. */
  async function solicitacaoAceita(body = { planoId: 1, qtdeCNPJs: 2, operadorasId: [1, 2, 3] }) {
    const a = await novoAssociado(portal, 'Padaria Conciliada Ltda');
    const termo = await a.cliente.conciliador.incluirSpcConciliador({ body });
    if (termo.status !== 200) throw new Error(`IncluirSpcConciliador: ${termo.status}`);
    const { solicitacaoId, sha256 } = termo.body;
    const r = await a.cliente.conciliador.aceitarTermoSpcConciliador({
      body: { solicitacaoId, sha256, dtVersao: VERSAO_TERMO_CONCILIADOR, browserData: 'Teste/1.0' },
    });
    if (r.status !== 200) throw new Error(`AceitarTermoSpcConciliador: ${r.status}`);
    const [s] = await db().select().from(solicitacoesConciliador).where(eq(solicitacoesConciliador.id, solicitacaoId));
    return { ...a, solicitacaoId, chamadoId: s!.chamadoId! };
  }
  const classificar = (chamadoId: number, solucao = 'Plano e operadoras conferidos.') =>
    atendente.atendimento.atualizarChamadoAtendimento({ body: { chamadoId, status: 2, tipoSolucao: 'Classificação', solucao } });
  /** Accepted, classified, and a boleto issued: its charge's id. */
  async function comBoleto() {
    const s = await solicitacaoAceita();
    expect((await classificar(s.chamadoId)).status).toBe(200);
    const r = await s.cliente.conciliador.registrarBoletoSpcConciliador({ body: { solicitacaoId: s.solicitacaoId, idempotencyKey: randomUUID() } });
    expect(r).toMatchObject({ status: 200, body: { sucesso: true } });
    const [c] = await db().select().from(cobrancas).where(and(eq(cobrancas.codSocio, s.codSocio), eq(cobrancas.metodo, 'boleto')));
    return { ...s, cobrancaId: c!.id };
  }
  const situacaoDa = async (cliente: Cliente) => {
    const r = await cliente.conciliador.consultarSpcConciliador();
    if (r.status !== 200) throw new Error(`ConsultarSpcConciliador: ${r.status}`);
    return r.body[0]!;
  };
  /** A ticket of another product, opened straight in the repository. */
  const abrir = (codSocio: string, por: number, extra: { produto?: string; tipo?: TipoChamado; label?: string; agora: Date }) =>
    portal.deps.database.tx(async (tx) => (await abrirChamado(tx, {
      codSocio, produto: extra.produto ?? 'cdl-consultor', tipo: extra.tipo ?? 'documentacao', label: extra.label ?? 'Documentação do associado', por, agora: extra.agora,
    }))!);
  const fila = (query: Record<string, string>) =>
    requisicaoCrua(portal, 'GET', `/api/Atendimento/ConsultarChamados?${new URLSearchParams(query)}`, { cookie: atendente.cookie });

  // first in the file: the queue is global; the seed's open tickets (the consultant's demo) are closed first
  describe('fila (ConsultarChamados)', () => {
    it('por produto: só os abertos dele, mais antigo primeiro, uma página por vez, com o total', async () => {
      await db().update(chamados).set({ status: 2 }).where(eq(chamados.status, 0));
      relogio.definir('2026-11-19T15:10:00Z');
      const novo = await solicitacaoAceita();
      relogio.definir('2026-11-19T15:00:00Z');
      const antigo = await solicitacaoAceita();
      relogio.definir('2026-11-19T14:50:00Z');
      const classificado = await solicitacaoAceita();
      expect((await classificar(classificado.chamadoId)).status).toBe(200);
      const outro = await novoAssociado(portal, 'Ótica Consultada');
      const doc = await abrir(outro.codSocio, outro.id, { agora: new Date('2026-11-19T13:00:00Z') });
      const atu = await abrir(outro.codSocio, outro.id, { tipo: 'atualizacao', label: 'Atualização cadastral', agora: new Date('2026-11-19T16:00:00Z') });

      const p1 = await atendente.atendimento.consultarChamadosAtendimento({ query: { produto: 'spc-conciliador', linhas: 1, pagina: 1 } });
      expect(p1).toMatchObject({
        status: 200,
        body: {
          totalLinhas: 2,
          chamados: [{
            chamadoId: antigo.chamadoId, codSocio: antigo.codSocio, nomeAssociado: 'Padaria Conciliada Ltda', produto: 'spc-conciliador',
            tipo: 'classificacao', label: 'SPC Conciliador: classificar plano Essencial (2 CNPJ, 3 operadoras)', dataAbertura: '2026-11-19T15:00:00.000Z',
          }],
        },
      });
      const p2 = await fila({ produto: 'spc-conciliador', linhas: '1', pagina: '2' });
      expect(p2).toMatchObject({ status: 200, body: { totalLinhas: 2, chamados: [{ chamadoId: novo.chamadoId }] } });
      expect(await fila({ produto: 'spc-conciliador', linhas: '1', pagina: '3' })).toMatchObject({ status: 200, body: { totalLinhas: 2, chamados: [] } });

      const consultor = await fila({ produto: 'cdl-consultor', linhas: '10', pagina: '1' });
      expect((consultor.body as { chamados: { chamadoId: number }[] }).chamados.map((c) => c.chamadoId)).toEqual([doc, atu]);
      const todos = await fila({ linhas: '10', pagina: '1' });
      expect(todos.body).toMatchObject({ totalLinhas: 4 });
      expect((todos.body as { chamados: { chamadoId: number }[] }).chamados.map((c) => c.chamadoId)).toEqual([doc, antigo.chamadoId, novo.chamadoId, atu]);
      // product and kind together
      expect(await fila({ produto: 'cdl-consultor', tipo: 'atualizacao', linhas: '10', pagina: '1' }))
        .toMatchObject({ status: 200, body: { totalLinhas: 1, chamados: [{ chamadoId: atu }] } });
      expect(await fila({ produto: 'cdl-saude', linhas: '10', pagina: '1' })).toMatchObject({ status: 200, body: { totalLinhas: 0, chamados: [] } });
    });

    it.each([
      ['produto=outro&linhas=10&pagina=1', 'Produto inválido.'],
      ['produto=&linhas=10&pagina=1', 'Produto inválido.'],
      ['produto=SPC-CONCILIADOR&linhas=10&pagina=1', 'Produto inválido.'],
      ['produto=spc-conciliador&linhas=10&pagina=0', 'Valor pequeno demais em "pagina".'],
      ['produto=spc-conciliador&linhas=101&pagina=1', 'Valor grande demais em "linhas".'],
      ['produto=spc-conciliador&linhas=10&pagina=100001', 'Valor grande demais em "pagina".'],
      ['produto=spc-conciliador&linhas=dez&pagina=1', 'Valor inválido em "linhas".'],
      ['produto=spc-conciliador&linhas=10', 'Campo obrigatório: "pagina".'],
    ])('?%s: 400 com a mensagem', async (consulta, mensagem) => {
      const r = await requisicaoCrua(portal, 'GET', `/api/Atendimento/ConsultarChamados?${consulta}`, { cookie: atendente.cookie });
      expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { mensagem } });
    });

    it('produto de 5 000 caracteres: 400 com a mensagem', async () => {
      const r = await fila({ produto: 'x'.repeat(5000), linhas: '10', pagina: '1' });
      expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { mensagem: 'Produto inválido.' } });
    });
  });

  describe('chamado (GET /api/Atendimento/Chamado/:chamadoId)', () => {
    it('o chamado, o histórico, nenhum arquivo e a solicitação do SPC Conciliador com plano, CNPJ, operadoras, valores e aceite', async () => {
      const s = await solicitacaoAceita();
      const v = valoresDoContrato(PLANOS_CONCILIADOR[0]!, 2, 3);
      const r = await atendente.atendimento.consultarChamadoAtendimento({ params: { chamadoId: s.chamadoId } });
      expect(r).toEqual({
        status: 200,
        headers: expect.anything(),
        body: {
          chamado: {
            chamadoId: s.chamadoId, codSocio: s.codSocio, nomeAssociado: 'Padaria Conciliada Ltda', produto: 'spc-conciliador', tipo: 'classificacao',
            label: 'SPC Conciliador: classificar plano Essencial (2 CNPJ, 3 operadoras)', status: 0,
            dataAbertura: '2026-11-19T15:00:00.000Z', dataAtualizacao: '2026-11-19T15:00:00.000Z',
          },
          historico: [{ em: '2026-11-19T15:00:00.000Z', status: 0, nomeUsuario: 'Padaria Conciliada Ltda', tipoSolucao: null, solucao: null }],
          arquivos: [],
          documentos: [],
          pedido: {
            titulo: `Solicitação nº ${s.solicitacaoId} do SPC Conciliador`,
            campos: [
              { rotulo: 'Associado', valor: `Padaria Conciliada Ltda (código ${s.codSocio})` },
              { rotulo: 'Plano', valor: 'Essencial' },
              { rotulo: 'Quantidade de CNPJ', valor: '2' },
              { rotulo: 'Operadoras', valor: 'Cielo, Rede, Stone' },
              { rotulo: 'Taxa de adesão', valor: formatBRL(19_900) },
              { rotulo: 'Mensalidade', valor: `${formatBRL(v.valorMensal)} por mês` },
              { rotulo: 'Valor a pagar na contratação', valor: formatBRL(v.valorDevido) },
              { rotulo: 'Aceite do termo', valor: '19/11/2026 às 12:00' },
              { rotulo: 'Situação', valor: 'Aberto' },
            ],
          },
        },
      });
      expect(formatBRL(v.valorDevido).replace(/\s/g, ' ')).toBe('R$ 423,70');
    });

    it('classificado e com boleto: o histórico diz quem classificou, quando e o comentário; liquidado, a situação é Ativo', async () => {
      const s = await solicitacaoAceita();
      relogio.definir('2026-11-19T15:20:00Z');
      expect(await classificar(s.chamadoId, 'Tudo conferido com a operadora.')).toMatchObject({ status: 200, body: { mensagem: 'Chamado atualizado.' } });
      const lido = async () => {
        const r = await atendente.atendimento.consultarChamadoAtendimento({ params: { chamadoId: s.chamadoId } });
        if (r.status !== 200) throw new Error(String(r.status));
        return r.body;
      };
      const classificado = await lido();
      expect(classificado.chamado).toMatchObject({ status: 2, dataAtualizacao: '2026-11-19T15:20:00.000Z' });
      expect(classificado.historico).toEqual([
        expect.objectContaining({ status: 0, nomeUsuario: 'Padaria Conciliada Ltda' }),
        { em: '2026-11-19T15:20:00.000Z', status: 2, nomeUsuario: 'Fábio Atendente', tipoSolucao: 'Classificação', solucao: 'Tudo conferido com a operadora.' },
      ]);
      expect(classificado.pedido?.campos.at(-1)).toEqual({ rotulo: 'Situação', valor: 'Classificado' });
      const r = await s.cliente.conciliador.registrarBoletoSpcConciliador({ body: { solicitacaoId: s.solicitacaoId, idempotencyKey: randomUUID() } });
      expect(r.status).toBe(200);
      expect((await lido()).pedido?.campos.at(-1)).toEqual({ rotulo: 'Situação', valor: 'Classificado, boleto aguardando pagamento' });
      const [c] = await db().select().from(cobrancas).where(eq(cobrancas.codSocio, s.codSocio));
      expect((await atendente.atendimento.liquidarBoletoAtendimento({ body: { cobrancaId: c!.id } })).status).toBe(200);
      expect((await lido()).pedido?.campos.at(-1)).toEqual({ rotulo: 'Situação', valor: 'Ativo' });
    });

    it('com o boleto vencido (01/12 em São Paulo, o último dia foi 30/11): a situação volta a Classificado, sem boleto aguardando', async () => {
      const b = await comBoleto();
      const lido = async () => {
        const r = await (await portal.entrar('atendente@exemplo.com.br')).atendimento.consultarChamadoAtendimento({ params: { chamadoId: b.chamadoId } });
        if (r.status !== 200) throw new Error(String(r.status));
        return r.body.pedido?.campos.at(-1);
      };
      relogio.definir('2026-12-01T02:59:59Z');
      expect(await lido()).toEqual({ rotulo: 'Situação', valor: 'Classificado, boleto aguardando pagamento' });
      relogio.definir('2026-12-01T03:00:00Z');
      expect(await lido()).toEqual({ rotulo: 'Situação', valor: 'Classificado' });
    });

    it('um tipo de chamado sem leitor no registro (documentação do CDL Saúde): o chamado sem a solicitação nem documentos', async () => {
      const a = await novoAssociado(portal, 'Mercado Documentado');
      const id = await abrir(a.codSocio, a.id, { produto: 'cdl-saude', agora: new Date(INICIO) });
      expect(await atendente.atendimento.consultarChamadoAtendimento({ params: { chamadoId: id } })).toMatchObject({
        status: 200,
        body: { chamado: { chamadoId: id, produto: 'cdl-saude', tipo: 'documentacao', status: 0 }, historico: [{ status: 0 }], arquivos: [], documentos: [], pedido: null },
      });
    });

    it('chamado que não existe: 404, nada gravado', async () => {
      const antes = await fotografia(portal);
      for (const id of ['2147483647', '999999']) {
        const r = await requisicaoCrua(portal, 'GET', `/api/Atendimento/Chamado/${id}`, { cookie: atendente.cookie });
        expect({ status: r.status, body: r.body }, id).toEqual({ status: 404, body: { mensagem: CHAMADO_NAO_ENCONTRADO } });
      }
      expect(await fotografia(portal)).toEqual(antes);
    });

    it.each([
      ['abc', 'abc', 'Valor inválido em "chamadoId".'],
      ['0', '0', 'Valor pequeno demais em "chamadoId".'],
      ['-1', '-1', 'Valor pequeno demais em "chamadoId".'],
      ['além do int4', '2147483648', 'Valor grande demais em "chamadoId".'],
      ['1.5', '1.5', 'Valor inválido em "chamadoId".'],
      ['1e3', '1e3', 'Valor inválido em "chamadoId".'],
      ['de 400 dígitos', '9'.repeat(400), 'Valor inválido em "chamadoId".'],
    ])('id %s: 400 com a mensagem', async (_, id, mensagem) => {
      const r = await requisicaoCrua(portal, 'GET', `/api/Atendimento/Chamado/${id}`, { cookie: atendente.cookie });
      expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { mensagem } });
    });
  });

  describe('classificar (AtualizarChamado status 2 com comentário)', () => {
    it('Classificado: o associado vê Classificado e pode pagar', async () => {
      const s = await solicitacaoAceita();
      expect(await situacaoDa(s.cliente)).toMatchObject({ statusChamado: 'Aberto', podePagar: false });
      expect(await classificar(s.chamadoId)).toMatchObject({ status: 200, body: { mensagem: 'Chamado atualizado.' } });
      expect(await situacaoDa(s.cliente)).toMatchObject({ statusChamado: 'Classificado', podePagar: true });
      // it leaves the reconciliation queue
      const restantes = await fila({ produto: 'spc-conciliador', linhas: '100', pagina: '1' });
      expect((restantes.body as { chamados: { chamadoId: number }[] }).chamados.map((c) => c.chamadoId)).not.toContain(s.chamadoId);
    });

    it.each([
      ['sem comentário', { solucao: '' }, 'Descreva a solução.'],
      ['comentário só de espaços', { solucao: '   \n ' }, 'Descreva a solução.'],
      ['comentário com 2001 caracteres', { solucao: 'x'.repeat(2001) }, 'A solução pode ter no máximo 2000 caracteres.'],
      ['sem o campo do comentário', { solucao: undefined }, 'Campo obrigatório: "solucao".'],
    ])('%s: 400 com a mensagem, nada gravado, o pedido continua Aberto', async (_, troca, mensagem) => {
      const s = await solicitacaoAceita();
      const antes = await fotografia(portal);
      const r = await requisicaoCrua(portal, 'POST', '/api/Atendimento/AtualizarChamado', {
        cookie: atendente.cookie, corpo: { chamadoId: s.chamadoId, status: 2, tipoSolucao: 'Classificação', ...troca },
      });
      expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { mensagem } });
      expect(await fotografia(portal)).toEqual(antes);
      expect(await situacaoDa(s.cliente)).toMatchObject({ statusChamado: 'Aberto', podePagar: false });
    });

    it('classificar de novo: 409, nada gravado', async () => {
      const s = await solicitacaoAceita();
      expect((await classificar(s.chamadoId)).status).toBe(200);
      const antes = await fotografia(portal);
      expect(await classificar(s.chamadoId, 'De novo.')).toMatchObject({ status: 409, body: { mensagem: 'Este chamado já foi encerrado.' } });
      expect(await fotografia(portal)).toEqual(antes);
    });
  });

  describe('cancelar (AtualizarChamado status 1 com o motivo, issue 27)', () => {
    const cancelar = (chamadoId: number, solucao: string) =>
      atendente.atendimento.atualizarChamadoAtendimento({ body: { chamadoId, status: 1, tipoSolucao: 'Cancelado pelo atendimento', solucao } });

    it('cancelado com o motivo: o associado vê Cancelado, sem Pagar; o histórico guarda o motivo; de novo: 409, nada gravado', async () => {
      const s = await solicitacaoAceita();
      expect(await cancelar(s.chamadoId, 'O associado desistiu por telefone.')).toMatchObject({ status: 200, body: { mensagem: 'Chamado atualizado.' } });
      expect(await situacaoDa(s.cliente)).toMatchObject({ statusChamado: 'Cancelado', podePagar: false });
      const d = await atendente.atendimento.consultarChamadoAtendimento({ params: { chamadoId: s.chamadoId } });
      expect(d.status === 200 && d.body.historico.at(-1)).toMatchObject({ status: 1, tipoSolucao: 'Cancelado pelo atendimento', solucao: 'O associado desistiu por telefone.' });
      const antes = await fotografia(portal);
      expect(await cancelar(s.chamadoId, 'De novo.')).toMatchObject({ status: 409, body: { mensagem: 'Este chamado já foi encerrado.' } });
      expect(await classificar(s.chamadoId)).toMatchObject({ status: 409, body: { mensagem: 'Este chamado já foi encerrado.' } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it.each([
      ['sem motivo', '  ', 'Descreva a solução.'],
      ['motivo com 2001 caracteres', 'x'.repeat(2001), 'A solução pode ter no máximo 2000 caracteres.'],
    ])('%s: 400 com a mensagem, nada gravado', async (_, solucao, mensagem) => {
      const s = await solicitacaoAceita();
      const antes = await fotografia(portal);
      expect(await cancelar(s.chamadoId, solucao)).toMatchObject({ status: 400, body: { mensagem } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('associado e consultor: 403, nada gravado', async () => {
      const s = await solicitacaoAceita();
      const consultor = await portal.entrar('consultor@exemplo.com.br');
      const antes = await fotografia(portal);
      for (const cliente of [s.cliente, consultor]) {
        expect(await cliente.atendimento.atualizarChamadoAtendimento({ body: { chamadoId: s.chamadoId, status: 1, tipoSolucao: 'x', solucao: 'Desisti.' } }))
          .toMatchObject({ status: 403, body: { mensagem: ACESSO_NEGADO } });
      }
      expect(await fotografia(portal)).toEqual(antes);
    });
  });

  describe('PDF do boleto (issue 27)', () => {
    it('a lista traz o endereço do PDF; a equipe o abre (200, application/pdf); o dono também; outro associado e o consultor: 404', async () => {
      const b = await comBoleto();
      const lista = await atendente.atendimento.consultarBoletosAguardandoAtendimento({ query: { linhas: 100, pagina: 1 } });
      const linha = lista.status === 200 ? lista.body.boletos.find((x) => x.cobrancaId === b.cobrancaId) : undefined;
      const [c] = await db().select().from(cobrancas).where(eq(cobrancas.id, b.cobrancaId));
      expect(linha?.urlBoleto).toBe(`/api/arquivos/${c!.arquivoId}`);
      const abrir = (cookie: string | null) => fetch(`${portal.url}${linha!.urlBoleto}`, { headers: cookie ? { cookie } : {} });
      const daEquipe = await abrir(atendente.cookie);
      expect(daEquipe.status).toBe(200);
      expect(daEquipe.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await daEquipe.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      expect((await abrir(b.cookie)).status).toBe(200);
      const outro = await novoAssociado(portal, 'Outra Padaria');
      const consultor = await portal.entrar('consultor@exemplo.com.br');
      for (const cookie of [outro.cookie, consultor.cookie]) expect((await abrir(cookie)).status).toBe(404);
      expect((await abrir(null)).status).toBe(401);
    });
  });

  describe('boletos aguardando pagamento', () => {
    it('a lista: só boletos aguardando, mais antigo primeiro, uma página por vez, com o total e a linha digitável', async () => {
      // the ones earlier tests left were issued before these (the list's order is the database's own clock)
      const antes = await atendente.atendimento.consultarBoletosAguardandoAtendimento({ query: { linhas: 100, pagina: 1 } });
      if (antes.status !== 200) throw new Error(String(antes.status));
      const ja = antes.body.totalLinhas;
      const primeiro = await comBoleto();
      const segundo = await comBoleto();
      const pago = await comBoleto();
      expect((await atendente.atendimento.liquidarBoletoAtendimento({ body: { cobrancaId: pago.cobrancaId } })).status).toBe(200);
      // a card charge is no boleto
      const cartao = await solicitacaoAceita();
      await classificar(cartao.chamadoId);
      expect((await cartao.cliente.conciliador.pagamentoCreditoSpcConciliador({ body: {
        solicitacaoId: cartao.solicitacaoId, idempotencyKey: randomUUID(), nomeCartao: 'JOANA', numeroCartao: '4111111111111111', dataExpiracaoCartao: '12/30', codigoValidacaoCartao: '123',
      } })).status).toBe(200);

      const r = await atendente.atendimento.consultarBoletosAguardandoAtendimento({ query: { linhas: 1, pagina: ja + 1 } });
      expect(r).toMatchObject({
        status: 200,
        body: {
          totalLinhas: ja + 2,
          boletos: [{
            cobrancaId: primeiro.cobrancaId, codSocio: primeiro.codSocio, nomeAssociado: 'Padaria Conciliada Ltda', produto: 'spc-conciliador',
            descricao: 'SPC Conciliador - plano Essencial', valor: 42_370, vencimento: '2026-11-25', emitidoEm: expect.any(String), sandbox: true,
            urlBoleto: expect.stringMatching(/^\/api\/arquivos\/\d+$/),
            linhaDigitavel: expect.stringMatching(/^99990\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/),
          }],
        },
      });
      const r2 = await requisicaoCrua(portal, 'GET', `/api/Atendimento/BoletosAguardando?linhas=1&pagina=${ja + 2}`, { cookie: atendente.cookie });
      expect(r2).toMatchObject({ status: 200, body: { totalLinhas: ja + 2, boletos: [{ cobrancaId: segundo.cobrancaId }] } });
    });

    it('liquidar: 200, sai da lista e a solicitação fica Ativo; liquidar de novo: 409, nada gravado', async () => {
      const b = await comBoleto();
      expect(await situacaoDa(b.cliente)).toMatchObject({ status: 0, podePagar: false, urlBoleto: expect.any(String) });
      relogio.definir('2026-11-19T15:20:00Z');
      expect(await atendente.atendimento.liquidarBoletoAtendimento({ body: { cobrancaId: b.cobrancaId } }))
        .toMatchObject({ status: 200, body: { mensagem: 'Boleto liquidado.' } });
      const [c] = await db().select().from(cobrancas).where(eq(cobrancas.id, b.cobrancaId));
      expect(c).toMatchObject({ situacao: 'paga', pagaEm: new Date('2026-11-19T15:20:00Z') });
      expect(await situacaoDa(b.cliente)).toMatchObject({ status: 1, podePagar: false, urlBoleto: null });
      const lista = await atendente.atendimento.consultarBoletosAguardandoAtendimento({ query: { linhas: 100, pagina: 1 } });
      expect(lista.status === 200 && lista.body.boletos.map((x) => x.cobrancaId)).not.toContain(b.cobrancaId);

      const antes = await fotografia(portal);
      expect(await atendente.atendimento.liquidarBoletoAtendimento({ body: { cobrancaId: b.cobrancaId } }))
        .toMatchObject({ status: 409, body: { mensagem: JA_LIQUIDADO } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('dois atendentes liquidam o mesmo boleto ao mesmo tempo: um 200 e um 409, uma liquidação', async () => {
      const b = await comBoleto();
      const outroAtendente = await portal.entrar('atendente@exemplo.com.br');
      const respostas = await Promise.all([atendente, outroAtendente].map((c) => c.atendimento.liquidarBoletoAtendimento({ body: { cobrancaId: b.cobrancaId } })));
      expect(respostas.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(respostas.find((r) => r.status === 409)?.body).toEqual({ mensagem: JA_LIQUIDADO });
      expect(await situacaoDa(b.cliente)).toMatchObject({ status: 1 });
    });

    it('a segunda liquidação espera a primeira, que ainda não confirmou, e a vê liquidada (FOR UPDATE)', async () => {
      const b = await comBoleto();
      let liquidou!: () => void;
      const primeiraLiquidou = new Promise<void>((ok) => { liquidou = ok; });
      const primeira = portal.deps.database.tx(async (tx) => {
        const r = await liquidarBoletoDoSandbox(tx, b.cobrancaId, new Date(INICIO));
        liquidou();
        await new Promise((ok) => setTimeout(ok, 150));
        return r;
      });
      await primeiraLiquidou;
      const segunda = portal.deps.database.tx((tx) => liquidarBoletoDoSandbox(tx, b.cobrancaId, new Date(INICIO)));
      expect(await Promise.all([primeira, segunda])).toEqual([{ tipo: 'ok' }, { tipo: 'jaLiquidado' }]);
    });

    // issued Thu 19/11/2026, due Wed 25/11; the bank's notice comes within 3 business days: the last day is Mon 30/11
    it('liquidar no último dia de compensação (30/11, 23:59 em São Paulo): 200, paga', async () => {
      const b = await comBoleto();
      const [emitido] = await db().select().from(cobrancas).where(eq(cobrancas.id, b.cobrancaId));
      expect(emitido!.vencimento).toBe('2026-11-25');
      relogio.definir('2026-12-01T02:59:59Z');
      const equipe = await portal.entrar('atendente@exemplo.com.br');
      expect(await equipe.atendimento.liquidarBoletoAtendimento({ body: { cobrancaId: b.cobrancaId } }))
        .toMatchObject({ status: 200, body: { mensagem: 'Boleto liquidado.' } });
      const [c] = await db().select().from(cobrancas).where(eq(cobrancas.id, b.cobrancaId));
      expect(c).toMatchObject({ situacao: 'paga', pagaEm: new Date('2026-12-01T02:59:59Z') });
    });

    it('liquidar depois do último dia de compensação (01/12, 00:00 em São Paulo): 409 com a mensagem, nada gravado', async () => {
      const b = await comBoleto();
      relogio.definir('2026-12-01T03:00:00Z');
      const equipe = await portal.entrar('atendente@exemplo.com.br');
      const antes = await fotografia(portal);
      expect(await equipe.atendimento.liquidarBoletoAtendimento({ body: { cobrancaId: b.cobrancaId } })).toMatchObject({
        status: 409, body: { mensagem: 'Boleto vencido: o banco não recebe após o vencimento e o prazo de compensação terminou em 30/11/2026.' },
      });
      expect(await fotografia(portal)).toEqual(antes);
      const [c] = await db().select().from(cobrancas).where(eq(cobrancas.id, b.cobrancaId));
      expect(c).toMatchObject({ situacao: 'aguardando', pagaEm: null });
    });

    it('um boleto de outro banco (não é do ambiente de testes): 400, nada gravado', async () => {
      const b = await comBoleto();
      const [c] = await db().select().from(cobrancas).where(eq(cobrancas.id, b.cobrancaId));
      await db().update(cobrancas).set({ linhaDigitavel: `001${c!.linhaDigitavel!.slice(3)}` }).where(eq(cobrancas.id, b.cobrancaId));
      const lista = await atendente.atendimento.consultarBoletosAguardandoAtendimento({ query: { linhas: 100, pagina: 1 } });
      expect(lista.status === 200 && lista.body.boletos.find((x) => x.cobrancaId === b.cobrancaId)).toMatchObject({ sandbox: false });
      const antes = await fotografia(portal);
      expect(await atendente.atendimento.liquidarBoletoAtendimento({ body: { cobrancaId: b.cobrancaId } })).toMatchObject({
        status: 400, body: { mensagem: 'Só boletos do ambiente de testes (banco 999) podem ser liquidados por aqui.' },
      });
      expect(await fotografia(portal)).toEqual(antes);
      expect(await situacaoDa(b.cliente)).toMatchObject({ status: 0 });
    });

    it('uma cobrança que não é boleto, ou que não existe: 404, nada gravado', async () => {
      const s = await solicitacaoAceita();
      await classificar(s.chamadoId);
      const r = await s.cliente.conciliador.pagamentoBoletoMensalSpcConciliador({ body: { solicitacaoId: s.solicitacaoId, idempotencyKey: randomUUID() } });
      expect(r.status).toBe(200);
      const [mensal] = await db().select().from(cobrancas).where(eq(cobrancas.codSocio, s.codSocio));
      const antes = await fotografia(portal);
      for (const cobrancaId of [mensal!.id, 2_147_483_647]) {
        expect(await atendente.atendimento.liquidarBoletoAtendimento({ body: { cobrancaId } }), String(cobrancaId))
          .toMatchObject({ status: 404, body: { mensagem: 'Boleto não encontrado.' } });
      }
      expect(await fotografia(portal)).toEqual(antes);
    });

    it.each([
      ['cobrancaId 0', { cobrancaId: 0 }, 'Valor pequeno demais em "cobrancaId".'],
      ['cobrancaId texto', { cobrancaId: 'um' }, 'Valor inválido em "cobrancaId".'],
      ['cobrancaId além do int4', { cobrancaId: 2_147_483_648 }, 'Valor grande demais em "cobrancaId".'],
      ['cobrancaId com 400 dígitos', { cobrancaId: '9'.repeat(400) }, 'Valor inválido em "cobrancaId".'],
      ['sem cobrancaId', {}, 'Campo obrigatório: "cobrancaId".'],
    ])('LiquidarBoleto com %s: 400 com a mensagem, nada gravado', async (_, corpo, mensagem) => {
      const antes = await fotografia(portal);
      const r = await requisicaoCrua(portal, 'POST', '/api/Atendimento/LiquidarBoleto', { cookie: atendente.cookie, corpo });
      expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { mensagem } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it.each([
      ['linhas=0&pagina=1', 'Valor pequeno demais em "linhas".'],
      ['linhas=10&pagina=100001', 'Valor grande demais em "pagina".'],
      ['linhas=10&pagina=um', 'Valor inválido em "pagina".'],
      ['pagina=1', 'Campo obrigatório: "linhas".'],
    ])('BoletosAguardando com ?%s: 400 com a mensagem', async (consulta, mensagem) => {
      const r = await requisicaoCrua(portal, 'GET', `/api/Atendimento/BoletosAguardando?${consulta}`, { cookie: atendente.cookie });
      expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { mensagem } });
    });
  });

  describe('acesso', () => {
    /** Every console route, as `cliente` calls it. */
    const todas = (cliente: Cliente, chamadoId: number, cobrancaId: number) => [
      cliente.atendimento.consultarChamadosAtendimento({ query: { produto: 'spc-conciliador', linhas: 10, pagina: 1 } }),
      cliente.atendimento.consultarChamadoAtendimento({ params: { chamadoId } }),
      cliente.atendimento.atualizarChamadoAtendimento({ body: { chamadoId, status: 2, tipoSolucao: 'Classificação', solucao: 'Conferido.' } }),
      cliente.atendimento.consultarBoletosAguardandoAtendimento({ query: { linhas: 10, pagina: 1 } }),
      cliente.atendimento.liquidarBoletoAtendimento({ body: { cobrancaId } }),
      cliente.atendimento.revisarDocumentacaoAtendimento({ body: { chamadoId, documentos: [{ documento: 'contratoSocial', correto: true }] } }),
      cliente.atendimento.aplicarAtualizacaoAtendimento({ body: { chamadoId } }),
    ];

    it('associado (o dono da solicitação, inclusive) e consultor: 403 em toda rota do console, nada gravado', async () => {
      const b = await comBoleto();
      const aberto = await solicitacaoAceita();
      const consultor = await portal.entrar('consultor@exemplo.com.br');
      for (const [quem, cliente] of [['o associado', b.cliente], ['outro associado', aberto.cliente], ['o consultor', consultor]] as const) {
        const antes = await fotografia(portal);
        for (const r of await Promise.all(todas(cliente, aberto.chamadoId, b.cobrancaId))) {
          expect(r, quem).toMatchObject({ status: 403, body: { mensagem: ACESSO_NEGADO } });
        }
        expect(await fotografia(portal)).toEqual(antes);
      }
      expect(await situacaoDa(b.cliente)).toMatchObject({ status: 0 });
      expect(await situacaoDa(aberto.cliente)).toMatchObject({ statusChamado: 'Aberto' });
    });

    it('sem sessão: 401 em toda rota do console, nada gravado', async () => {
      const b = await comBoleto();
      const anonimo = portal.cliente();
      const antes = await fotografia(portal);
      for (const r of await Promise.all(todas(anonimo, b.chamadoId, b.cobrancaId))) {
        expect(r).toMatchObject({ status: 401, body: { mensagem: SESSAO_EXPIRADA } });
      }
      expect(await fotografia(portal)).toEqual(antes);
    });
  });
});
