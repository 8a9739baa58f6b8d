import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TipoChamado } from '../../src/domain/comum/chamados';
import { abrirChamado, chamadosAbertos, chamadosDoAssociado, mudarStatusChamado, type MudancaStatus } from '../../src/server/comum/chamados';
import { codigoDoErro } from '../../src/server/db/erros';
import { atualizacoesCadastro } from '../../src/server/db/schema/cdl-consultor';
import { chamados, documentosChamado, historicoChamados, usuarios } from '../../src/server/db/schema/comum';
import {
  abrirPortal, BANCO, fotografia, novoAssociado, relogioManual, requisicaoCrua, type Portal,
} from '../support/portal';

// The one ticket table (src/server/comum/chamados.ts) and staff's routes over it (/api/Atendimento/…).

const AGORA = new Date('2026-11-22T15:00:00Z');
const minutos = (n: number) => new Date(AGORA.getTime() + n * 60_000);

async function idDe(portal: Portal, email: string): Promise<number> {
  const [u] = await portal.deps.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  return u!.id;
}

/** Opens a ticket for `codSocio` as `por`, at `agora`. */
function abrir(portal: Portal, codSocio: string, por: number, extra: { produto?: string; tipo?: TipoChamado; label?: string; agora?: Date } = {}) {
  return portal.deps.database.tx(async (tx) => (await abrirChamado(tx, {
    codSocio, produto: extra.produto ?? 'cdl-consultor', tipo: extra.tipo ?? 'documentacao', label: extra.label ?? 'Documentação do associado', por, agora: extra.agora ?? AGORA,
  }))!);
}

const historicoDe = (portal: Portal, chamadoId: number) => portal.deps.database.db.select().from(historicoChamados)
  .where(eq(historicoChamados.chamadoId, chamadoId)).orderBy(asc(historicoChamados.id));
const chamadoDe = async (portal: Portal, chamadoId: number) =>
  (await portal.deps.database.db.select().from(chamados).where(eq(chamados.id, chamadoId)))[0];

/** No ticket left: the staff queue is global, so its listing tests start from an empty table. */
async function limpar(portal: Portal) {
  // what refers to a ticket first (the seed's consultant tickets: their documents and data updates)
  await portal.deps.database.db.delete(documentosChamado);
  await portal.deps.database.db.delete(atualizacoesCadastro);
  await portal.deps.database.db.delete(historicoChamados);
  await portal.deps.database.db.delete(chamados);
}

describe(`repositório de chamados (${BANCO})`, () => {
  let portal: Portal;
  let atendente: number;
  beforeAll(async () => {
    portal = await abrirPortal();
    atendente = await idDe(portal, 'atendente@exemplo.com.br');
  });
  afterAll(async () => { await portal?.fechar(); });

  const mudar = (m: Omit<MudancaStatus, 'por' | 'agora'> & { por?: number; agora?: Date }) =>
    portal.deps.database.tx((tx) => mudarStatusChamado(tx, { por: atendente, agora: minutos(30), ...m }));

  it('abrir grava o chamado aberto (status 0) e a primeira linha do histórico: quem abriu e quando', async () => {
    const { codSocio, id: quem } = await novoAssociado(portal);
    const id = await abrir(portal, codSocio, quem, { tipo: 'atualizacao', label: 'Atualização cadastral' });
    expect(await chamadoDe(portal, id)).toEqual({
      id, codSocio, produto: 'cdl-consultor', tipo: 'atualizacao', label: 'Atualização cadastral', status: 0,
      abertoPor: quem, abertoEm: AGORA, atualizadoEm: AGORA,
    });
    expect(await historicoDe(portal, id)).toEqual([
      { id: expect.any(Number), chamadoId: id, usuarioId: quem, em: AGORA, status: 0, tipoSolucao: null, solucao: null },
    ]);
  });

  it('finalizar muda o status para 2, atualiza atualizadoEm e registra quem, quando e a solução', async () => {
    const { codSocio, id: quem } = await novoAssociado(portal);
    const id = await abrir(portal, codSocio, quem);
    expect(await mudar({ chamadoId: id, status: 2, tipoSolucao: 'Documentação aprovada', solucao: 'Todos os documentos conferidos.' })).toBe('ok');
    expect(await chamadoDe(portal, id)).toMatchObject({ status: 2, abertoEm: AGORA, atualizadoEm: minutos(30), abertoPor: quem });
    expect((await historicoDe(portal, id)).map(({ id: _, ...h }) => h)).toEqual([
      { chamadoId: id, usuarioId: quem, em: AGORA, status: 0, tipoSolucao: null, solucao: null },
      { chamadoId: id, usuarioId: atendente, em: minutos(30), status: 2, tipoSolucao: 'Documentação aprovada', solucao: 'Todos os documentos conferidos.' },
    ]);
  });

  it('um chamado encerrado não muda de novo: jaEncerrado, sem escrever nada', async () => {
    const { codSocio, id: quem } = await novoAssociado(portal);
    const id = await abrir(portal, codSocio, quem);
    expect(await mudar({ chamadoId: id, status: 1, tipoSolucao: 'Cancelado', solucao: 'Pedido em duplicidade.' })).toBe('ok');
    const antes = await fotografia(portal);
    for (const status of [1, 2] as const) {
      expect(await mudar({ chamadoId: id, status, tipoSolucao: 'Outra', solucao: 'Outra solução.', agora: minutos(60) })).toBe('jaEncerrado');
    }
    expect(await fotografia(portal)).toEqual(antes);
    expect(await chamadoDe(portal, id)).toMatchObject({ status: 1, atualizadoEm: minutos(30) });
  });

  it('um chamado que não existe: naoEncontrado, sem escrever nada', async () => {
    const antes = await fotografia(portal);
    expect(await mudar({ chamadoId: 2_147_483_647, status: 2, tipoSolucao: 'x', solucao: 'y' })).toBe('naoEncontrado');
    expect(await fotografia(portal)).toEqual(antes);
  });

  it('dois atendentes fecham o mesmo chamado ao mesmo tempo: só um consegue', async () => {
    const { codSocio, id: quem } = await novoAssociado(portal);
    const id = await abrir(portal, codSocio, quem);
    const resultados = await Promise.all(([1, 2, 2, 1, 2] as const).map((status, i) =>
      mudar({ chamadoId: id, status, tipoSolucao: `Atendente ${i}`, solucao: `Solução ${i}` })));
    expect(resultados.filter((r) => r === 'ok')).toHaveLength(1);
    expect(resultados.filter((r) => r === 'jaEncerrado')).toHaveLength(4);
    expect(await historicoDe(portal, id)).toHaveLength(2); // the opening and one close
  });

  it('o segundo fechamento espera o primeiro, que ainda não confirmou, e o vê encerrado (FOR UPDATE)', async () => {
    const { codSocio, id: quem } = await novoAssociado(portal);
    const id = await abrir(portal, codSocio, quem);
    let mudou!: () => void;
    const primeiroMudou = new Promise<void>((ok) => { mudou = ok; });
    // the first closes, then holds its transaction open while the second starts
    const primeiro = portal.deps.database.tx(async (tx) => {
      const r = await mudarStatusChamado(tx, { chamadoId: id, status: 2, tipoSolucao: 'Primeiro', solucao: 'Primeiro.', por: atendente, agora: minutos(30) });
      mudou();
      await new Promise((ok) => setTimeout(ok, 150));
      return r;
    });
    await primeiroMudou;
    const segundo = mudar({ chamadoId: id, status: 1, tipoSolucao: 'Segundo', solucao: 'Segundo.' });
    expect(await Promise.all([primeiro, segundo])).toEqual(['ok', 'jaEncerrado']);
    expect((await historicoDe(portal, id)).map((h) => h.tipoSolucao)).toEqual([null, 'Primeiro']);
    expect(await chamadoDe(portal, id)).toMatchObject({ status: 2 });
  });

  it('o banco recusa um status fora de 0, 1 e 2 (chamados_status)', async () => {
    const { codSocio, id: quem } = await novoAssociado(portal);
    const id = await abrir(portal, codSocio, quem);
    for (const status of [3, -1]) {
      const erro = await portal.deps.database.db.update(chamados).set({ status }).where(eq(chamados.id, id)).catch((e: unknown) => e);
      expect(codigoDoErro(erro), String(status)).toBe('23514'); // check_violation
    }
    expect(await chamadoDe(portal, id)).toMatchObject({ status: 0 });
  });

  it('chamadosDoAssociado: forma do SPEC §3, mais novo primeiro, com a última solução; nada de outro associado', async () => {
    const { codSocio, id: quem } = await novoAssociado(portal);
    const outro = await novoAssociado(portal, 'Outro Associado');
    const antigo = await abrir(portal, codSocio, quem, { label: 'Documentação', agora: minutos(-120) });
    const meio = await abrir(portal, codSocio, quem, { tipo: 'atualizacao', label: 'Atualização cadastral', agora: minutos(-60) });
    const novo = await abrir(portal, codSocio, quem, { tipo: 'classificacao', label: 'Classificação', agora: minutos(0) });
    await abrir(portal, outro.codSocio, outro.id, { label: 'Do outro', agora: minutos(10) });
    expect(await mudar({ chamadoId: antigo, status: 2, tipoSolucao: 'Aprovado', solucao: 'Documentos conferidos.' })).toBe('ok');
    expect(await mudar({ chamadoId: meio, status: 1, tipoSolucao: 'Cancelado', solucao: 'Pedido desfeito.' })).toBe('ok');

    expect(await chamadosDoAssociado(portal.deps.database.db, codSocio)).toEqual([
      { codigo: String(novo), label: 'Classificação', dataAbertura: '2026-11-22T15:00:00.000Z', status: 0, tipoultimasolucao: null, ultimasolucao: null },
      { codigo: String(meio), label: 'Atualização cadastral', dataAbertura: '2026-11-22T14:00:00.000Z', status: 1, tipoultimasolucao: 'Cancelado', ultimasolucao: 'Pedido desfeito.' },
      { codigo: String(antigo), label: 'Documentação', dataAbertura: '2026-11-22T13:00:00.000Z', status: 2, tipoultimasolucao: 'Aprovado', ultimasolucao: 'Documentos conferidos.' },
    ]);
    expect((await chamadosDoAssociado(portal.deps.database.db, outro.codSocio)).map((c) => c.label)).toEqual(['Do outro']);
    expect(await chamadosDoAssociado(portal.deps.database.db, '9999999')).toEqual([]);
  });

  it('chamadosAbertos: só os abertos, mais antigo primeiro, por tipo e por página, com o total', async () => {
    await limpar(portal);
    const { codSocio, id: quem, nome } = await novoAssociado(portal, 'Padaria Fila');
    const outra = await novoAssociado(portal, 'Padaria Fila Dois');
    const fechado = await abrir(portal, codSocio, quem, { tipo: 'documentacao', label: 'Fechado', agora: minutos(-50) });
    expect(await mudar({ chamadoId: fechado, status: 2, tipoSolucao: 'ok', solucao: 'ok' })).toBe('ok');
    const doc1 = await abrir(portal, codSocio, quem, { tipo: 'documentacao', label: 'Doc 1', agora: minutos(-30) });
    const atu = await abrir(portal, codSocio, quem, { tipo: 'atualizacao', label: 'Atualização', agora: minutos(-40) });
    // issue 21: one open documentation review per associate (chamados_uma_documentacao_aberta): a second is another's
    expect(await portal.deps.database.tx((tx) => abrirChamado(tx, {
      codSocio, produto: 'cdl-consultor', tipo: 'documentacao', label: 'Doc repetido', por: quem, agora: minutos(-25),
    }))).toBeNull();
    const doc2 = await abrir(portal, outra.codSocio, outra.id, { tipo: 'documentacao', label: 'Doc 2', agora: minutos(-20) });
    const { db } = portal.deps.database;

    const todos = await chamadosAbertos(db, { linhas: 10, pagina: 1 });
    expect(todos.totalLinhas).toBe(3);
    expect(todos.chamados.map((c) => c.chamadoId)).toEqual([atu, doc1, doc2]);
    expect(todos.chamados[0]).toEqual({
      chamadoId: atu, codSocio, nomeAssociado: nome, produto: 'cdl-consultor', tipo: 'atualizacao', label: 'Atualização',
      dataAbertura: minutos(-40).toISOString(),
    });
    expect(await chamadosAbertos(db, { tipo: 'documentacao', linhas: 1, pagina: 2 }))
      .toEqual({ chamados: [expect.objectContaining({ chamadoId: doc2 })], totalLinhas: 2 });
    expect(await chamadosAbertos(db, { tipo: 'classificacao', linhas: 10, pagina: 1 })).toEqual({ chamados: [], totalLinhas: 0 });
    expect(await chamadosAbertos(db, { linhas: 10, pagina: 2 })).toEqual({ chamados: [], totalLinhas: 3 });
  });
});

describe(`rotas de atendimento (${BANCO})`, () => {
  const relogio = relogioManual('2026-11-22T18:00:00Z');
  let portal: Portal;
  let atendente: number;
  beforeAll(async () => {
    portal = await abrirPortal({ relogio: relogio.relogio });
    atendente = await idDe(portal, 'atendente@exemplo.com.br');
  });
  afterAll(async () => { await portal?.fechar(); });

  const corpo = (chamadoId: number, status: 1 | 2 = 2) => ({ chamadoId, status, tipoSolucao: 'Aprovado', solucao: 'Documentos conferidos.' });

  it('ConsultarChamados lista a fila do atendente: abertos, mais antigo primeiro, com total e filtro por tipo', async () => {
    await limpar(portal);
    const { codSocio, id: quem, nome } = await novoAssociado(portal, 'Mercado da Fila');
    const doc = await abrir(portal, codSocio, quem, { tipo: 'documentacao', label: 'Documentação', agora: minutos(-10) });
    const atu = await abrir(portal, codSocio, quem, { tipo: 'atualizacao', label: 'Atualização', agora: minutos(-20) });
    const cliente = await portal.entrar('atendente@exemplo.com.br');
    expect(await cliente.atendimento.consultarChamadosAtendimento({ query: { linhas: 10, pagina: 1 } })).toMatchObject({
      status: 200,
      body: {
        totalLinhas: 2,
        chamados: [
          { chamadoId: atu, codSocio, nomeAssociado: nome, tipo: 'atualizacao', label: 'Atualização', dataAbertura: minutos(-20).toISOString() },
          { chamadoId: doc, codSocio, nomeAssociado: nome, tipo: 'documentacao', label: 'Documentação', dataAbertura: minutos(-10).toISOString() },
        ],
      },
    });
    const r = await requisicaoCrua(portal, 'GET', '/api/Atendimento/ConsultarChamados?tipo=documentacao&linhas=5&pagina=1', { cookie: cliente.cookie });
    expect(r).toMatchObject({ status: 200, body: { totalLinhas: 1, chamados: [{ chamadoId: doc }] } });
  });

  it('AtualizarChamado encerra o chamado como o atendente logado, no relógio do servidor; de novo, 409', async () => {
    const { codSocio, id: quem } = await novoAssociado(portal);
    // a kind AtualizarChamado closes (the consultant's documentation closes by RevisarDocumentacao: revisao.api.test.ts)
    const id = await abrir(portal, codSocio, quem, { produto: 'cdl-saude' });
    const cliente = await portal.entrar('atendente@exemplo.com.br');
    relogio.definir('2026-11-22T18:05:00Z');
    expect(await cliente.atendimento.atualizarChamadoAtendimento({ body: corpo(id, 1) }))
      .toMatchObject({ status: 200, body: { mensagem: 'Chamado atualizado.' } });
    expect(await chamadoDe(portal, id)).toMatchObject({ status: 1, atualizadoEm: new Date('2026-11-22T18:05:00Z') });
    expect((await historicoDe(portal, id)).at(-1)).toMatchObject({
      usuarioId: atendente, em: new Date('2026-11-22T18:05:00Z'), status: 1, tipoSolucao: 'Aprovado', solucao: 'Documentos conferidos.',
    });

    const antes = await fotografia(portal);
    expect(await cliente.atendimento.atualizarChamadoAtendimento({ body: corpo(id, 2) }))
      .toMatchObject({ status: 409, body: { mensagem: 'Este chamado já foi encerrado.' } });
    expect(await fotografia(portal)).toEqual(antes);
  });

  it('AtualizarChamado de um chamado que não existe: 404', async () => {
    const cliente = await portal.entrar('atendente@exemplo.com.br');
    const antes = await fotografia(portal);
    expect(await cliente.atendimento.atualizarChamadoAtendimento({ body: corpo(2_147_483_647) }))
      .toMatchObject({ status: 404, body: { mensagem: 'Chamado não encontrado.' } });
    expect(await fotografia(portal)).toEqual(antes);
  });

  it.each([
    ['status 3', { status: 3 }, 'Escolha 1 (Cancelado) ou 2 (Finalizado).'],
    ['status 0 (reabrir)', { status: 0 }, 'Escolha 1 (Cancelado) ou 2 (Finalizado).'],
    ['status como texto', { status: '2' }, 'Escolha 1 (Cancelado) ou 2 (Finalizado).'],
    ['tipoSolucao vazio', { tipoSolucao: '   ' }, 'Informe o tipo da solução.'],
    ['tipoSolucao com 101 caracteres', { tipoSolucao: 'x'.repeat(101) }, 'O tipo da solução pode ter no máximo 100 caracteres.'],
    ['solucao vazia', { solucao: '' }, 'Descreva a solução.'],
    ['solucao com 2001 caracteres', { solucao: 'x'.repeat(2001) }, 'A solução pode ter no máximo 2000 caracteres.'],
    ['chamadoId 0', { chamadoId: 0 }, 'Valor pequeno demais em "chamadoId".'],
    ['sem chamadoId', { chamadoId: undefined }, 'Campo obrigatório: "chamadoId".'],
  ])('AtualizarChamado com %s: 400, sem escrever nada', async (_, troca, mensagem) => {
    const { codSocio, id: quem } = await novoAssociado(portal);
    const id = await abrir(portal, codSocio, quem);
    const { cookie } = await portal.entrar('atendente@exemplo.com.br');
    const antes = await fotografia(portal);
    const r = await requisicaoCrua(portal, 'POST', '/api/Atendimento/AtualizarChamado', { cookie, corpo: { ...corpo(id), ...troca } });
    expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { mensagem } });
    expect(await fotografia(portal)).toEqual(antes);
  });

  it.each([
    ['tipo=outro&linhas=5&pagina=1', 'Tipo de chamado inválido.'],
    ['linhas=0&pagina=1', 'Valor pequeno demais em "linhas".'],
    ['linhas=5', 'Campo obrigatório: "pagina".'],
  ])('ConsultarChamados com ?%s: 400', async (consulta, mensagem) => {
    const { cookie } = await portal.entrar('atendente@exemplo.com.br');
    const r = await requisicaoCrua(portal, 'GET', `/api/Atendimento/ConsultarChamados?${consulta}`, { cookie });
    expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { mensagem } });
  });

  it('um associado ou um consultor não chega às rotas de atendimento: 403, sem escrever nada', async () => {
    const associado = await novoAssociado(portal);
    const id = await abrir(portal, associado.codSocio, associado.id);
    const consultor = await portal.entrar('consultor@exemplo.com.br');
    const antes = await fotografia(portal);
    for (const cliente of [associado.cliente, consultor]) {
      expect(await cliente.atendimento.atualizarChamadoAtendimento({ body: corpo(id) }))
        .toMatchObject({ status: 403, body: { mensagem: 'Você não tem acesso a esta função.' } });
      expect(await cliente.atendimento.consultarChamadosAtendimento({ query: { linhas: 5, pagina: 1 } }))
        .toMatchObject({ status: 403, body: { mensagem: 'Você não tem acesso a esta função.' } });
    }
    expect(await fotografia(portal)).toEqual(antes);
    expect(await chamadoDe(portal, id)).toMatchObject({ status: 0 });
  });

  it('sem sessão: 401, sem escrever nada', async () => {
    const associado = await novoAssociado(portal);
    const id = await abrir(portal, associado.codSocio, associado.id);
    const anonimo = portal.cliente();
    const antes = await fotografia(portal);
    expect(await anonimo.atendimento.atualizarChamadoAtendimento({ body: corpo(id) }))
      .toMatchObject({ status: 401, body: { mensagem: 'Sua sessão expirou. Entre novamente.' } });
    expect(await anonimo.atendimento.consultarChamadosAtendimento({ query: { linhas: 5, pagina: 1 } }))
      .toMatchObject({ status: 401, body: { mensagem: 'Sua sessão expirou. Entre novamente.' } });
    expect(await fotografia(portal)).toEqual(antes);
  });
});
