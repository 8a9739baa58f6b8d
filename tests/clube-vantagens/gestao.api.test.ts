import { createHash, randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITE_LINHAS_PLANILHA, MAXIMO_IMAGENS_ANUNCIO, mensagensGestao } from '../../src/domain/clube-vantagens/gestao';
import { mensagensClube, PRECO_CLUBE, VERSAO_TERMO_CLUBE } from '../../src/domain/clube-vantagens/clube';
import { hashSenha } from '../../src/server/comum/auth';
import { anunciosPublicos } from '../../src/server/clube-vantagens/anuncio.repo';
import { cpfComDesconto } from '../../src/server/clube-vantagens/usuarios.repo';
import { aceites, arquivos, associados, usuarios } from '../../src/server/db/schema/comum';
import { anunciosClube, bannersClube, clubes, funcionariosClube, imagensAnuncioClube } from '../../src/server/db/schema/clube-vantagens';
import { SENHA_DEMO } from '../../src/server/db/seed';
import { anuncioValido } from './anuncio.model';
import { abrirPortal, BANCO, type Cliente, entrarCru, fotografia, type Portal, relogioManual } from '../support/portal';
import { arquivo, bytes, EPS, EPS_DOS, FALSO_PNG, GIF, JPEG, PNG } from '../support/arquivos';
import { cpfs } from '../support/cpf';
import { bomba } from '../support/zip';

// ---------- helpers of this file ----------

const HOJE = '2026-11-22'; // relogioManual's default instant, in São Paulo

/** The acceptance fields as a browser sends them: a client clock and an IP the server must ignore. */
const aceiteDoCliente = { dtVersao: VERSAO_TERMO_CLUBE, dtAceite: '1999-01-01T00:00:00.000Z', ipOrigem: '203.0.113.66', browserData: 'Teste/1.0' };

/** A multipart field as a test writes it: absent, once, or repeated. */
type Campo = string | File | (string | File)[] | undefined;

function formulario(campos: Record<string, Campo>): FormData {
  const fd = new FormData();
  for (const [nome, valor] of Object.entries(campos)) {
    if (valor === undefined) continue;
    for (const v of Array.isArray(valor) ? valor : [valor]) fd.append(nome, v);
  }
  return fd;
}

function formAnuncio(extra: Record<string, Campo> = {}) {
  return formulario({
    ...aceiteDoCliente,
    ...anuncioValido, // the same ad the form's model sends
    dtInicio: HOJE,
    dtFim: '2026-12-31',
    logomarca: arquivo(PNG(), 'logo.png', 'image/png'),
    anuncioPadrao: arquivo(JPEG(), 'anuncio.jpg', 'image/jpeg'),
    ...extra,
  });
}

function formBanner(anuncioId: number, extra: Record<string, string | File | undefined> = {}) {
  return formulario({
    ...aceiteDoCliente,
    titulo: 'Banner de Natal', anuncioId: String(anuncioId), dtInicio: HOJE, dtFim: '2026-11-30',
    banner: arquivo(GIF(), 'banner.gif', 'image/gif'),
    ...extra,
  });
}

async function planilha(linhas: unknown[][]): Promise<File> {
  const buffer = await writeXlsxFile(linhas as never).toBuffer();
  return arquivo(buffer, 'usuarios.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
}

/** A zip bomb of about 400 KB (tests/support/zip.ts): its sheet inflates to 400 MB while the zip declares 1 000 bytes. */
const bombaZip = () => arquivo(Buffer.from(bomba(400)), 'usuarios.xlsx');

let sequencial = 0;
/** A fresh merchant with a club in force and its term signed (rows written directly), logged in. */
async function novoLojista(portal: Portal, opcoes: { termo?: boolean } = {}) {
  const { db } = portal.deps.database;
  const email = `lojista.${++sequencial}.${randomUUID().slice(0, 8)}@teste.com.br`;
  const codSocio = `L${sequencial}${randomUUID().slice(0, 6)}`;
  await db.insert(associados).values({ codSocio, nome: `Lojista ${sequencial}` });
  const [u] = await db.insert(usuarios).values({
    email, nome: `Lojista ${sequencial}`, cpf: '52998224725', senhaHash: await hashSenha(SENHA_DEMO, portal.deps.kdf), codSocio,
  }).returning({ id: usuarios.id });
  const usuarioId = u!.id;
  await db.insert(clubes).values({ codSocio, adquiridoEm: portal.deps.relogio(), valorMensal: PRECO_CLUBE });
  if (opcoes.termo !== false) {
    const [a] = await db.insert(aceites).values({
      usuarioId, codSocio, produto: 'clube-vantagens', finalidade: 'termo', dtVersao: VERSAO_TERMO_CLUBE,
      dtAceite: portal.deps.relogio(), ipOrigem: '127.0.0.1', browserData: 'teste',
    }).returning({ id: aceites.id });
    await db.update(clubes).set({ termoAceiteId: a!.id }).where(eq(clubes.codSocio, codSocio));
  }
  return { cliente: await portal.entrar(email), id: codSocio, usuarioId, email };
}

async function novoAnuncio(cliente: Cliente, extra: Record<string, Campo> = {}) {
  const r = await cliente.clubeGestao.incluirAnuncioClubeVantagens({ body: formAnuncio(extra) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  if (r.status !== 200) throw new Error('anúncio não cadastrado');
  return r.body.anuncioId;
}

async function totalUsuarios(cliente: Cliente) {
  const r = await cliente.clubeGestao.consultarFuncionariosClubeVantagens({ query: { linhas: 5, pagina: 1 } });
  if (r.status !== 200) throw new Error(`lista de usuários: ${r.status}`);
  return r.body.totalLinhas;
}

/** The ad's images in order; `sha256Gravado` is the hash of the stored bytes, worked out by the database. */
async function imagensDoAnuncio(portal: Portal, anuncioId: number) {
  const { db } = portal.deps.database;
  return db.select({
    ordem: imagensAnuncioClube.ordem, codSocio: arquivos.codSocio, finalidade: arquivos.finalidade, nome: arquivos.nome, mime: arquivos.mime,
    tamanho: arquivos.tamanho, sha256: arquivos.sha256,
    sha256Gravado: sql<string>`encode(sha256(${arquivos.conteudo}), 'hex')`,
  }).from(imagensAnuncioClube)
    .innerJoin(arquivos, eq(arquivos.id, imagensAnuncioClube.arquivoId))
    .where(eq(imagensAnuncioClube.anuncioId, anuncioId)).orderBy(asc(imagensAnuncioClube.ordem));
}
const sha256 = async (arquivo: Blob) => createHash('sha256').update(new Uint8Array(await arquivo.arrayBuffer())).digest('hex');

// ---------- tests ----------

describe(`gestão do Clube de Vantagens (${BANCO})`, () => {
  let portal: Portal;
  // Big spreadsheets are built before the server starts: seconds of CPU in this process between two
  // requests would let the server's keep-alive timer close a pooled socket that fetch then reuses.
  const cincoMil = cpfs(5000);
  let planilhasCincoMil: [File, File];
  let planilhaAcimaDoLimite: File;
  let planilhaComCincoMilInvalidos: File;
  beforeAll(async () => {
    planilhasCincoMil = [
      await planilha([['CPF', 'Nome'], ...cincoMil.map((cpf, i) => [cpf, `Pessoa ${i}`])]),
      await planilha([['CPF', 'Nome'], ...cincoMil.map((cpf, i) => [cpf, `Renomeada ${i}`])]),
    ];
    const validos = cpfs(1000);
    planilhaAcimaDoLimite = await planilha([['CPF'], ...Array.from({ length: LIMITE_LINHAS_PLANILHA + 1 }, (_, i) => [validos[i % 1000]])]);
    // 200 characters a cell: listed in full, these made an answer of about 1 MB
    planilhaComCincoMilInvalidos = await planilha([
      ['CPF'], [cincoMil[0]], ...Array.from({ length: 5000 }, (_, i) => [`${i} ${'não é CPF '.repeat(20)}`.trim()]),
    ]);
    portal = await abrirPortal({ relogio: relogioManual().relogio });
  });
  afterAll(async () => { await portal?.fechar(); });

  describe('acesso', () => {
    it.each([
      ['sem sessão', null, 401, 'Sua sessão expirou. Entre novamente.'],
      ['consultor', 'consultor@exemplo.com.br', 403, 'Você não tem acesso a esta função.'],
      ['atendente', 'atendente@exemplo.com.br', 403, 'Você não tem acesso a esta função.'],
    ] as const)('%s: %i em todas as chamadas, a mesma resposta, e nada é gravado', async (_, email, status, mensagem) => {
      const c = email ? await portal.entrar(email) : portal.cliente();
      const antes = await fotografia(portal);
      const g = c.clubeGestao;
      const respostas = await Promise.all([
        g.consultarAnunciosClubeVantagens({ query: { linhas: 5, pagina: 1 } }),
        g.incluirAnuncioClubeVantagens({ body: formAnuncio() }),
        g.cancelarAnuncioClubeVantagens({ query: { anuncioId: 1 } }),
        g.consultarBannersClubeVantagens(),
        g.incluirBannerClubeVantagens({ body: formBanner(1) }),
        g.cancelarBannerClubeVantagens({ query: { bannerId: 1 } }),
        g.consultarFuncionariosClubeVantagens({ query: { linhas: 5, pagina: 1 } }),
        g.incluirFuncionariosClubeVantagens({ body: [{ cpf: '52998224725', nome: 'Ana', dataSolicitacao: HOJE }] }),
        g.cancelarFuncionariosClubeVantagens({ body: ['52998224725'] }),
        g.enviarPlanilhaFuncionariosClubeVantagens({ body: formulario({ file: await planilha([['CPF'], ['52998224725']]) }) }),
        g.buscarPlanilhaFuncionariosClubeVantagens(),
        g.cancelarPlanilhaFuncionariosClubeVantagens({ body: formulario({ file: await planilha([['CPF'], ['52998224725']]) }) }),
      ]);
      for (const r of respostas) expect({ status: r.status, body: r.body }).toEqual({ status, body: { mensagem } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('400 sem clube, com a mensagem do clube', async () => {
      for (const email of ['associado@exemplo.com.br', 'nao.associado@exemplo.com.br']) {
        const c = await portal.entrar(email);
        const r = await c.clubeGestao.consultarAnunciosClubeVantagens({ query: { linhas: 5, pagina: 1 } });
        expect(r).toMatchObject({ status: 400, body: { mensagem: mensagensClube.naoAdquirido } });
      }
    });

    it('400 com o termo não assinado, e nada é gravado', async () => {
      const c = await portal.entrar('clube.termo@exemplo.com.br');
      const antes = await fotografia(portal);
      const chamadas = [
        c.clubeGestao.consultarBannersClubeVantagens(),
        c.clubeGestao.buscarPlanilhaFuncionariosClubeVantagens(),
        c.clubeGestao.incluirAnuncioClubeVantagens({ body: formAnuncio() }),
        c.clubeGestao.incluirFuncionariosClubeVantagens({ body: [{ cpf: '52998224725', nome: 'Ana', dataSolicitacao: HOJE }] }),
      ];
      for (const r of await Promise.all(chamadas)) {
        expect(r).toMatchObject({ status: 400, body: { mensagem: mensagensClube.termoNaoAssinado } });
      }
      expect(await fotografia(portal)).toEqual(antes);
    });
  });

  describe('anúncios', () => {
    it('cadastra com todos os campos do §3; o aceite é do servidor (relógio e IP), não do cliente', async () => {
      const { cliente, id, usuarioId, email } = await novoLojista(portal);
      const r = await cliente.clubeGestao.incluirAnuncioClubeVantagens({ body: formAnuncio() });
      expect(r).toMatchObject({ status: 200, body: { mensagem: 'Anúncio cadastrado com sucesso!' } });
      if (r.status !== 200) return;

      const { db } = portal.deps.database;
      const [anuncio] = await db.select().from(anunciosClube).where(eq(anunciosClube.id, r.body.anuncioId));
      expect(anuncio).toMatchObject({
        codSocio: id, titulo: 'Desconto na Padaria Central', tipoAtividade: 'Comércio', descricaoAtividade: 'Pães e doces artesanais',
        siteMidiasSociais: 'https://padaria.example', descontoOferecido: '10%', descricaoDesconto: '10% em compras acima de R$ 50',
        possuiECommerce: true, cupomDesconto: 'CLUBE10', enderecoECommerce: 'https://loja.padaria.example',
        enquadramento: ['Alimentação', 'Outros'], enquadramentoOutros: 'Confeitaria', deAcordo: true,
        dtInicio: HOJE, dtFim: '2026-12-31', removidoEm: null,
      });
      const [aceite] = await db.select().from(aceites).where(eq(aceites.id, anuncio!.aceiteId));
      expect(aceite).toMatchObject({
        usuarioId, codSocio: id, produto: 'clube-vantagens', finalidade: 'anuncio', dtVersao: VERSAO_TERMO_CLUBE,
        ipOrigem: '127.0.0.1', browserData: 'Teste/1.0',
      });
      expect(aceite!.dtAceite.toISOString()).toBe(portal.deps.relogio().toISOString());
      const [logo] = await db.select().from(arquivos).where(eq(arquivos.id, anuncio!.logomarcaId));
      expect(logo).toMatchObject({ codSocio: id, produto: 'clube-vantagens', finalidade: 'logomarca', mime: 'image/png', nome: 'logo.png' });
      const [padrao, ...outras] = await imagensDoAnuncio(portal, r.body.anuncioId);
      expect(outras).toEqual([]);
      expect(padrao).toMatchObject({ ordem: 0, codSocio: id, finalidade: 'anuncio', mime: 'image/jpeg', nome: 'anuncio.jpg' });
      expect(padrao!.sha256Gravado).toBe(padrao!.sha256);

      const lista = await cliente.clubeGestao.consultarAnunciosClubeVantagens({ query: { linhas: 5, pagina: 1 } });
      expect(lista).toMatchObject({
        status: 200,
        body: { totalLinhas: 1, anuncios: [{ anuncioId: r.body.anuncioId, titulo: 'Desconto na Padaria Central', tituloBanner: null, dtInicio: HOJE, dtFim: '2026-12-31', logomarcaId: anuncio!.logomarcaId }] },
      });
      // the list's thumbnail is the logo, served to its owner by the files route
      const { cookie } = await entrarCru(portal, email);
      const miniatura = await fetch(`${portal.url}/api/arquivos/${anuncio!.logomarcaId}`, { headers: { cookie: cookie! } });
      expect({ status: miniatura.status, tipo: miniatura.headers.get('content-type') }).toEqual({ status: 200, tipo: 'image/png' });
      expect(createHash('sha256').update(new Uint8Array(await miniatura.arrayBuffer())).digest('hex')).toBe(logo!.sha256);
    });

    it('aceita GIF e EPS (cabeçalho PostScript e binário DOS), seja qual for o nome', async () => {
      const { cliente } = await novoLojista(portal);
      await novoAnuncio(cliente, { logomarca: arquivo(GIF(), 'logo.bin'), anuncioPadrao: arquivo(EPS(), 'anuncio.eps', 'image/x-eps') });
      await novoAnuncio(cliente, { logomarca: arquivo(EPS_DOS(), 'logo.eps'), anuncioPadrao: arquivo(PNG(), 'sem-extensao') });
    });

    it('400 para cada entrada inválida, sem gravar nada', async () => {
      const { cliente } = await novoLojista(portal);
      const casos: [Record<string, Campo>, string, { campo: string; indice: number }?][] = [
        [{ titulo: '' }, 'Informe o título.'],
        [{ descricaoAtividade: '   ' }, 'Informe a descrição da atividade.'],
        [{ descontoOferecido: undefined }, 'Campo obrigatório: "descontoOferecido".'],
        [{ descricaoDesconto: '' }, 'Informe a descrição do desconto.'],
        [{ dtInicio: undefined }, 'Campo obrigatório: "dtInicio".'],
        [{ dtFim: '31/12/2026' }, 'Data inválida.'],
        [{ dtFim: '2026-02-30' }, mensagensGestao.dataInvalida],
        [{ dtInicio: '2026-11-21' }, mensagensGestao.inicioNoPassado],
        [{ dtInicio: '2026-12-10', dtFim: '2026-12-01' }, mensagensGestao.periodoInvalido],
        [{ tipoAtividade: 'Indústria' }, 'Informe o tipo de atividade.'],
        [{ enquadramento: undefined }, 'Selecione ao menos uma opção.'],
        [{ enquadramento: ['Saúde', 'Outros'], enquadramentoOutros: '' }, mensagensGestao.enquadramentoOutros],
        [{ logomarca: undefined }, 'Envie o arquivo.'],
        [{ anuncioPadrao: 'texto no lugar do arquivo' }, 'Envie o arquivo.'],
        [{ anuncioPadrao: undefined }, 'Envie ao menos uma imagem do anúncio.'],
        [{ anuncioPadrao: [arquivo(PNG(), 'a.png'), 'texto no lugar do arquivo'] }, 'Envie o arquivo.'],
        [{ dtVersao: '2020-01-01' }, mensagensClube.termoDesatualizado],
        [{ logomarca: arquivo(FALSO_PNG(), 'logo.png', 'image/png') }, 'A logomarca deve ser uma imagem JPEG, GIF, PNG ou EPS.', { campo: 'logomarca', indice: 0 }],
        [{ anuncioPadrao: arquivo(bytes('%PDF-1.7\n'), 'anuncio.jpg', 'image/jpeg') }, 'A imagem do anúncio "anuncio.jpg" deve ser uma imagem JPEG, GIF, PNG ou EPS.', { campo: 'anuncioPadrao', indice: 0 }],
        // one bad image among good ones: named, and none of them is stored
        [{ anuncioPadrao: [arquivo(PNG(), 'boa.png'), arquivo(FALSO_PNG(), 'ruim.png', 'image/png'), arquivo(JPEG(), 'outra.jpg')] },
          'A imagem do anúncio "ruim.png" deve ser uma imagem JPEG, GIF, PNG ou EPS.', { campo: 'anuncioPadrao', indice: 1 }],
        [{ anuncioPadrao: [arquivo(PNG(), 'boa.png'), arquivo(new Uint8Array(), 'vazia.png')] }, 'A imagem do anúncio "vazia.png" está vazio.', { campo: 'anuncioPadrao', indice: 1 }],
        [{ anuncioPadrao: Array.from({ length: MAXIMO_IMAGENS_ANUNCIO + 1 }, (_, i) => arquivo(PNG(), `foto-${i}.png`)) }, 'Envie no máximo 5 imagens do anúncio.'],
        [{ logomarca: arquivo(new Uint8Array(), 'logo.png', 'image/png') }, 'A logomarca está vazio.', { campo: 'logomarca', indice: 0 }],
        [{ logomarca: arquivo(bytes('%!PS-Adobe-3.0\n'), 'logo.eps', 'image/x-eps') }, 'A logomarca deve ser uma imagem JPEG, GIF, PNG ou EPS.', { campo: 'logomarca', indice: 0 }],
        [{ anuncioPadrao: arquivo(bytes('<svg xmlns="http://www.w3.org/2000/svg">'), 'anuncio.png', 'image/png') }, 'A imagem do anúncio "anuncio.png" deve ser uma imagem JPEG, GIF, PNG ou EPS.', { campo: 'anuncioPadrao', indice: 0 }],
      ];
      const antes = await fotografia(portal);
      for (const [campos, mensagem, parte] of casos) {
        const r = await cliente.clubeGestao.incluirAnuncioClubeVantagens({ body: formAnuncio(campos) });
        expect(r, JSON.stringify(campos)).toMatchObject({ status: 400, body: { mensagem } });
        // issue 27: a file's refusal names its part and its place in the list (the screen marks that card); others name none
        if (parte) expect(r.body, JSON.stringify(campos)).toEqual({ mensagem, ...parte });
        else expect(r.body, JSON.stringify(campos)).not.toHaveProperty('indice');
      }
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('413 para imagem acima de 10 MB (10,5 MB passa pelo limite do corpo e é recusada pela verificação)', async () => {
      const { cliente } = await novoLojista(portal);
      const antes = await fotografia(portal);
      const grande = PNG(Math.round(10.5 * 1024 * 1024));
      const r = await cliente.clubeGestao.incluirAnuncioClubeVantagens({ body: formAnuncio({ logomarca: arquivo(grande, 'logo.png', 'image/png') }) });
      expect(r).toMatchObject({ status: 413, body: { mensagem: 'Arquivo muito grande: o limite é de 10 MB por arquivo.', campo: 'logomarca', indice: 0 } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('guarda várias imagens do anúncio (§2 "anuncios (multiple)") na ordem enviada, até 5', async () => {
      const { cliente, id } = await novoLojista(portal);
      const enviadas = [arquivo(JPEG(), 'fachada.jpg'), arquivo(GIF(), 'vitrine.gif'), arquivo(PNG(), 'produtos.png'), arquivo(EPS(), 'folheto.eps'), arquivo(PNG(), 'equipe.png')];
      const anuncioId = await novoAnuncio(cliente, { anuncioPadrao: enviadas });
      const guardadas = await imagensDoAnuncio(portal, anuncioId);
      expect(guardadas.map(({ ordem, nome, mime, codSocio }) => ({ ordem, nome, mime, codSocio }))).toEqual([
        { ordem: 0, nome: 'fachada.jpg', mime: 'image/jpeg', codSocio: id },
        { ordem: 1, nome: 'vitrine.gif', mime: 'image/gif', codSocio: id },
        { ordem: 2, nome: 'produtos.png', mime: 'image/png', codSocio: id },
        { ordem: 3, nome: 'folheto.eps', mime: 'application/postscript', codSocio: id },
        { ordem: 4, nome: 'equipe.png', mime: 'image/png', codSocio: id },
      ]);
      expect(guardadas.map((g) => g.sha256Gravado)).toEqual(await Promise.all(enviadas.map(sha256)));
      // and they read back byte for byte (PGlite's bytea goes through our hex serializer and parser)
      const [lida] = await portal.deps.database.db.select({ conteudo: arquivos.conteudo }).from(arquivos)
        .innerJoin(imagensAnuncioClube, eq(imagensAnuncioClube.arquivoId, arquivos.id))
        .where(and(eq(imagensAnuncioClube.anuncioId, anuncioId), eq(imagensAnuncioClube.ordem, 1)));
      expect(lida!.conteudo).toBeInstanceOf(Uint8Array);
      expect(Buffer.from(lida!.conteudo).equals(Buffer.from(await enviadas[1]!.arrayBuffer()))).toBe(true);
    });

    it('o corpo do anúncio cabe a logomarca e 5 imagens de quase 10 MB cada; uma delas acima de 10 MB é 413', async () => {
      const { cliente } = await novoLojista(portal);
      const quase = (nome: string) => arquivo(JPEG(10 * 1024 * 1024 - 64), nome, 'image/jpeg');
      const anuncioId = await novoAnuncio(cliente, {
        logomarca: quase('logo.jpg'), anuncioPadrao: Array.from({ length: MAXIMO_IMAGENS_ANUNCIO }, (_, i) => quase(`foto-${i}.jpg`)),
      });
      const guardadas = await imagensDoAnuncio(portal, anuncioId);
      expect(guardadas.map((g) => g.tamanho)).toEqual(Array(5).fill(10 * 1024 * 1024 - 60));
      for (const g of guardadas) expect(g.sha256Gravado).toBe(g.sha256);
      const antes = await fotografia(portal);
      const grande = arquivo(JPEG(Math.round(10.5 * 1024 * 1024)), 'grande.jpg', 'image/jpeg');
      const r = await cliente.clubeGestao.incluirAnuncioClubeVantagens({ body: formAnuncio({ anuncioPadrao: [quase('a.jpg'), grande] }) });
      expect(r).toMatchObject({ status: 413, body: { mensagem: 'Arquivo muito grande: o limite é de 10 MB por arquivo.' } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('pagina de 5 em 5, mais novos primeiro, com totalLinhas', async () => {
      const { cliente } = await novoLojista(portal);
      const ids: number[] = [];
      for (let i = 1; i <= 7; i++) ids.push(await novoAnuncio(cliente, { titulo: `Anúncio ${i}` }));
      const pagina = (n: number) => cliente.clubeGestao.consultarAnunciosClubeVantagens({ query: { linhas: 5, pagina: n } });
      const [p1, p2, p3] = await Promise.all([pagina(1), pagina(2), pagina(3)]);
      expect(p1.status === 200 && p1.body.anuncios.map((a) => a.titulo)).toEqual(['Anúncio 7', 'Anúncio 6', 'Anúncio 5', 'Anúncio 4', 'Anúncio 3']);
      expect(p2.status === 200 && p2.body.anuncios.map((a) => a.anuncioId)).toEqual([ids[1], ids[0]]);
      expect(p3).toMatchObject({ status: 200, body: { anuncios: [], totalLinhas: 7 } });
      expect(p1.status === 200 && p1.body.totalLinhas).toBe(7);
      const ruim = await cliente.clubeGestao.consultarAnunciosClubeVantagens({ query: { linhas: 0, pagina: 1 } });
      expect(ruim).toMatchObject({ status: 400, body: { mensagem: expect.stringMatching(/linhas/) } });
    });

    it('remove o anúncio (e o banner dele); depois 404', async () => {
      const { cliente } = await novoLojista(portal);
      const anuncioId = await novoAnuncio(cliente);
      const b = await cliente.clubeGestao.incluirBannerClubeVantagens({ body: formBanner(anuncioId) });
      expect(b.status).toBe(200);
      const r = await cliente.clubeGestao.cancelarAnuncioClubeVantagens({ query: { anuncioId } });
      expect(r).toMatchObject({ status: 200, body: { mensagem: mensagensGestao.anuncioRemovido } });
      expect(await cliente.clubeGestao.consultarAnunciosClubeVantagens({ query: { linhas: 5, pagina: 1 } }))
        .toMatchObject({ status: 200, body: { anuncios: [], totalLinhas: 0 } });
      expect(await cliente.clubeGestao.consultarBannersClubeVantagens()).toMatchObject({ status: 200, body: { banners: [] } });
      const de_novo = await cliente.clubeGestao.cancelarAnuncioClubeVantagens({ query: { anuncioId } });
      expect(de_novo).toMatchObject({ status: 404, body: { mensagem: mensagensGestao.anuncioNaoEncontrado } });
      const inexistente = await cliente.clubeGestao.cancelarAnuncioClubeVantagens({ query: { anuncioId: 2_147_483_647 } });
      expect(inexistente.status).toBe(404);
      const foraDoInt = await cliente.clubeGestao.cancelarAnuncioClubeVantagens({ query: { anuncioId: 2 ** 40 } });
      expect(foraDoInt.status).toBe(400);
    });
  });

  describe('banners', () => {
    it('cadastra um banner num anúncio em vigor; a lista de anúncios traz o tituloBanner', async () => {
      const { cliente, id, usuarioId } = await novoLojista(portal);
      const anuncioId = await novoAnuncio(cliente);
      const r = await cliente.clubeGestao.incluirBannerClubeVantagens({ body: formBanner(anuncioId) });
      expect(r).toMatchObject({ status: 200, body: { mensagem: 'Banner cadastrados com sucesso!' } });
      if (r.status !== 200) return;
      expect(await cliente.clubeGestao.consultarBannersClubeVantagens()).toEqual(expect.objectContaining({
        status: 200,
        body: { banners: [{ bannerId: r.body.bannerId, titulo: 'Banner de Natal', anuncioId, dtInicio: HOJE, dtFim: '2026-11-30', imagemId: expect.any(Number) }] }, // its file is checked below

      }));
      const lista = await cliente.clubeGestao.consultarAnunciosClubeVantagens({ query: { linhas: 5, pagina: 1 } });
      expect(lista).toMatchObject({ status: 200, body: { anuncios: [{ anuncioId, tituloBanner: 'Banner de Natal' }] } });
      const { db } = portal.deps.database;
      const [banner] = await db.select().from(bannersClube).where(eq(bannersClube.id, r.body.bannerId));
      const [aceite] = await db.select().from(aceites).where(eq(aceites.id, banner!.aceiteId));
      expect(aceite).toMatchObject({ usuarioId, codSocio: id, finalidade: 'banner', ipOrigem: '127.0.0.1' });
      const [imagem] = await db.select().from(arquivos).where(eq(arquivos.id, banner!.imagemId));
      expect(imagem).toMatchObject({ codSocio: id, finalidade: 'banner', mime: 'image/gif' });
      const banners = await cliente.clubeGestao.consultarBannersClubeVantagens();
      expect(banners.status === 200 && banners.body.banners[0]!.imagemId).toBe(banner!.imagemId);
    });

    it('um banner em destaque por vez: 409 no mesmo período; outro período passa; remover libera', async () => {
      const { cliente } = await novoLojista(portal);
      const anuncioId = await novoAnuncio(cliente);
      const outroAnuncio = await novoAnuncio(cliente, { titulo: 'Outro' });
      const primeiro = await cliente.clubeGestao.incluirBannerClubeVantagens({ body: formBanner(anuncioId) });
      expect(primeiro.status).toBe(200);
      const antes = await fotografia(portal);
      const choque = await cliente.clubeGestao.incluirBannerClubeVantagens({
        body: formBanner(outroAnuncio, { titulo: 'Concorrente', dtInicio: '2026-11-30', dtFim: '2026-12-05' }),
      });
      expect(choque).toMatchObject({ status: 409, body: { mensagem: mensagensGestao.bannerJaEmDestaque } });
      expect(await fotografia(portal)).toEqual(antes); // image and acceptance rolled back with it
      const depois = await cliente.clubeGestao.incluirBannerClubeVantagens({
        body: formBanner(outroAnuncio, { titulo: 'Dezembro', dtInicio: '2026-12-01', dtFim: '2026-12-31' }),
      });
      expect(depois.status).toBe(200);
      if (primeiro.status !== 200) return;
      const removido = await cliente.clubeGestao.cancelarBannerClubeVantagens({ query: { bannerId: primeiro.body.bannerId } });
      expect(removido).toMatchObject({ status: 200, body: { mensagem: mensagensGestao.bannerRemovido } });
      const de_novo = await cliente.clubeGestao.cancelarBannerClubeVantagens({ query: { bannerId: primeiro.body.bannerId } });
      expect(de_novo).toMatchObject({ status: 404, body: { mensagem: mensagensGestao.bannerNaoEncontrado } });
      const substituto = await cliente.clubeGestao.incluirBannerClubeVantagens({ body: formBanner(anuncioId, { titulo: 'Substituto' }) });
      expect(substituto.status).toBe(200);
    });

    it('400 quando o anúncio não está em vigor, está removido ou o período sai do anúncio', async () => {
      const { cliente } = await novoLojista(portal);
      const futuro = await novoAnuncio(cliente, { dtInicio: '2026-12-01', dtFim: '2026-12-31' });
      const atual = await novoAnuncio(cliente, { dtFim: '2026-11-28' });
      const removido = await novoAnuncio(cliente);
      await cliente.clubeGestao.cancelarAnuncioClubeVantagens({ query: { anuncioId: removido } });
      const antes = await fotografia(portal);
      const casos: [FormData, string][] = [
        [formBanner(futuro, { dtInicio: '2026-12-01', dtFim: '2026-12-10' }), mensagensGestao.anuncioDoBannerInvalido],
        [formBanner(removido), mensagensGestao.anuncioDoBannerInvalido],
        [formBanner(999_999), mensagensGestao.anuncioDoBannerInvalido],
        [formBanner(atual, { dtFim: '2026-11-29' }), mensagensGestao.bannerForaDoAnuncio(HOJE, '2026-11-28')],
        [formBanner(atual, { titulo: ' ' }), 'Informe o título.'],
        [formBanner(atual, { anuncioId: 'abc' }), 'Escolha o anúncio do banner.'],
        [formBanner(atual, { dtInicio: '2026-11-01' }), mensagensGestao.inicioNoPassado],
        [formBanner(atual, { banner: undefined }), 'Envie o arquivo.'],
        [formBanner(atual, { banner: arquivo(FALSO_PNG(), 'banner.png', 'image/png') }), 'A imagem do banner deve ser uma imagem JPEG, GIF, PNG ou EPS.'],
      ];
      for (const [body, mensagem] of casos) {
        expect(await cliente.clubeGestao.incluirBannerClubeVantagens({ body })).toMatchObject({ status: 400, body: { mensagem } });
      }
      const grande = await cliente.clubeGestao.incluirBannerClubeVantagens({
        body: formBanner(atual, { banner: arquivo(GIF(10 * 1024 * 1024 + 1), 'b.gif') }),
      });
      expect(grande.status).toBe(413);
      expect(await fotografia(portal)).toEqual(antes);
    });
  });

  describe('entre lojistas', () => {
    it('um lojista não vê nem remove anúncios, banners ou usuários de outro (404/400, nada muda)', async () => {
      const a = await novoLojista(portal);
      const b = await novoLojista(portal);
      const anuncioA = await novoAnuncio(a.cliente);
      const bannerA = await a.cliente.clubeGestao.incluirBannerClubeVantagens({ body: formBanner(anuncioA) });
      if (bannerA.status !== 200) throw new Error('banner');
      const [cpfA] = cpfs(1);
      await a.cliente.clubeGestao.incluirFuncionariosClubeVantagens({ body: [{ cpf: cpfA!, nome: 'Usuária de A', dataSolicitacao: HOJE }] });
      const antes = await fotografia(portal);

      expect(await b.cliente.clubeGestao.consultarAnunciosClubeVantagens({ query: { linhas: 5, pagina: 1 } }))
        .toMatchObject({ status: 200, body: { anuncios: [], totalLinhas: 0 } });
      expect(await b.cliente.clubeGestao.consultarBannersClubeVantagens()).toMatchObject({ status: 200, body: { banners: [] } });
      expect(await b.cliente.clubeGestao.consultarFuncionariosClubeVantagens({ query: { linhas: 5, pagina: 1 } }))
        .toMatchObject({ status: 200, body: { funcionarios: [], totalLinhas: 0 } });
      expect(await b.cliente.clubeGestao.cancelarAnuncioClubeVantagens({ query: { anuncioId: anuncioA } }))
        .toMatchObject({ status: 404, body: { mensagem: mensagensGestao.anuncioNaoEncontrado } });
      expect(await b.cliente.clubeGestao.cancelarBannerClubeVantagens({ query: { bannerId: bannerA.body.bannerId } }))
        .toMatchObject({ status: 404, body: { mensagem: mensagensGestao.bannerNaoEncontrado } });
      expect(await b.cliente.clubeGestao.incluirBannerClubeVantagens({ body: formBanner(anuncioA, { dtInicio: '2026-12-01', dtFim: '2026-12-02' }) }))
        .toMatchObject({ status: 400, body: { mensagem: mensagensGestao.anuncioDoBannerInvalido } });
      expect(await b.cliente.clubeGestao.cancelarFuncionariosClubeVantagens({ body: [cpfA!] }))
        .toMatchObject({ status: 400, body: { mensagem: mensagensGestao.usuariosNaoEncontrados } });
      const remocao = await b.cliente.clubeGestao.cancelarPlanilhaFuncionariosClubeVantagens({
        body: formulario({ file: await planilha([['CPF'], [cpfA!]]) }),
      });
      expect(remocao).toMatchObject({ status: 400, body: { mensagem: mensagensGestao.usuariosNaoEncontrados } });

      expect(await fotografia(portal)).toEqual(antes);
      expect(await totalUsuarios(a.cliente)).toBe(1);
      // the same CPF may be a user of both clubs: one row per club
      await b.cliente.clubeGestao.incluirFuncionariosClubeVantagens({ body: [{ cpf: cpfA!, nome: 'Usuária de B', dataSolicitacao: HOJE }] });
      expect(await totalUsuarios(a.cliente)).toBe(1);
      expect(await totalUsuarios(b.cliente)).toBe(1);
    });
  });

  describe('usuários do clube', () => {
    it('cadastra, pagina de 5 em 5, atualiza sem duplicar e remove', async () => {
      const { cliente } = await novoLojista(portal);
      const lista = cpfs(12);
      const r = await cliente.clubeGestao.incluirFuncionariosClubeVantagens({
        body: lista.map((cpf, i) => ({ cpf, nome: `Pessoa ${i}`, dataSolicitacao: HOJE })),
      });
      expect(r).toMatchObject({ status: 200, body: { mensagem: 'Usuários cadastrados com sucesso!' } });
      const pagina = (n: number) => cliente.clubeGestao.consultarFuncionariosClubeVantagens({ query: { linhas: 5, pagina: n } });
      const [p1, p3] = await Promise.all([pagina(1), pagina(3)]);
      expect(p1).toMatchObject({ status: 200, body: { totalLinhas: 12 } });
      expect(p1.status === 200 && p1.body.funcionarios).toHaveLength(5);
      expect(p3.status === 200 && p3.body.funcionarios).toHaveLength(2);
      expect(p1.status === 200 && p1.body.funcionarios[0]).toEqual({ cpf: lista[11], nome: 'Pessoa 11', dataSolicitacao: HOJE });

      // the same CPF again (twice in one call, even): updated, never duplicated
      const repetido = await cliente.clubeGestao.incluirFuncionariosClubeVantagens({
        body: [
          { cpf: lista[0]!, nome: 'Primeiro nome', dataSolicitacao: '2026-11-21' },
          { cpf: lista[0]!, nome: 'Nome novo', dataSolicitacao: `${HOJE}T12:00:00.000Z` },
        ],
      });
      expect(repetido.status).toBe(200);
      expect(await totalUsuarios(cliente)).toBe(12);
      const { db } = portal.deps.database;
      const linhas = await db.select().from(funcionariosClube).where(eq(funcionariosClube.cpf, lista[0]!));
      expect(linhas.map((l) => l.nome)).toEqual(['Nome novo']);

      const removidos = await cliente.clubeGestao.cancelarFuncionariosClubeVantagens({ body: [lista[0]!, lista[1]!, lista[1]!] });
      expect(removidos).toMatchObject({ status: 200, body: { mensagem: '2 usuários removidos com sucesso!' } });
      expect(await totalUsuarios(cliente)).toBe(10);
      const nenhum = await cliente.clubeGestao.cancelarFuncionariosClubeVantagens({ body: [lista[0]!] });
      expect(nenhum).toMatchObject({ status: 400, body: { mensagem: 'Nenhum usuário encontrado.' } });
    });

    it('400 para CPF inválido, sem nome ou data ruim, sem gravar nada', async () => {
      const { cliente } = await novoLojista(portal);
      const [bom] = cpfs(1);
      const antes = await fotografia(portal);
      const casos: [unknown, string][] = [
        [[{ cpf: bom, nome: 'Ok', dataSolicitacao: HOJE }, { cpf: '12345678900', nome: 'Ruim', dataSolicitacao: HOJE }], 'CPF Inválido! 123.456.789-00'],
        [[{ cpf: '529.982.247-25', nome: 'Com máscara', dataSolicitacao: HOJE }], 'CPF Inválido!'],
        [[{ cpf: bom, nome: '', dataSolicitacao: HOJE }], 'Preencha "0.nome".'],
        [[{ cpf: bom, nome: 'Ok', dataSolicitacao: 'ontem' }], 'Data inválida.'],
        [[{ cpf: bom, nome: 'Ok', dataSolicitacao: '2026-13-01' }], 'Data inválida.'],
        [[], 'Informe ao menos um usuário com CPF e nome.'],
      ];
      for (const [body, mensagem] of casos) {
        const r = await cliente.clubeGestao.incluirFuncionariosClubeVantagens({ body: body as never });
        expect(r, JSON.stringify(body)).toMatchObject({ status: 400, body: { mensagem } });
      }
      expect(await fotografia(portal)).toEqual(antes);
    });
  });

  describe('planilhas', () => {
    it('o modelo é um .xlsx de verdade com as colunas CPF e Nome', async () => {
      const { cliente } = await novoLojista(portal);
      const r = await cliente.clubeGestao.buscarPlanilhaFuncionariosClubeVantagens();
      expect(r).toMatchObject({ status: 200, body: { file: { fileDownloadName: 'modelo-usuarios-clube-vantagens.xlsx' } } });
      if (r.status !== 200) return;
      const conteudo = Buffer.from(r.body.file.fileContents, 'base64');
      expect(conteudo.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
      const linhas = await readSheet(conteudo);
      expect(linhas[0]).toEqual(['CPF', 'Nome']);
      // sent back untouched it holds no CPF
      const vazio = await cliente.clubeGestao.enviarPlanilhaFuncionariosClubeVantagens({
        body: formulario({ file: arquivo(conteudo, r.body.file.fileDownloadName) }),
      });
      expect(vazio).toMatchObject({ status: 400, body: { mensagem: mensagensGestao.planilhaVazia } });
    });

    it('importa 5 000 linhas; reimportar atualiza sem duplicar', async () => {
      const { cliente } = await novoLojista(portal);
      const envio = (file: File) => cliente.clubeGestao.enviarPlanilhaFuncionariosClubeVantagens({ body: formulario({ file }) });
      const r = await envio(planilhasCincoMil[0]);
      expect(r).toEqual(expect.objectContaining({ status: 200, body: { mensagem: 'Usuários cadastrados com sucesso!', cpfsInvalidos: [], cpfsInvalidosNaoListados: 0 } }));
      expect(await totalUsuarios(cliente)).toBe(5000);
      const de_novo = await envio(planilhasCincoMil[1]);
      expect(de_novo.status).toBe(200);
      expect(await totalUsuarios(cliente)).toBe(5000);
      const { db } = portal.deps.database;
      const [linha] = await db.select().from(funcionariosClube).where(eq(funcionariosClube.cpf, cincoMil[4999]!));
      expect(linha).toMatchObject({ nome: 'Renomeada 4999', dataSolicitacao: HOJE });
    });

    it('CPFs inválidos: os válidos entram (200) e os inválidos voltam em cpfsInvalidos', async () => {
      const { cliente } = await novoLojista(portal);
      const [a, b, c] = cpfs(3);
      const comZeroPerdido = '01234567890'; // a number cell: Excel drops the leading zero
      const r = await cliente.clubeGestao.enviarPlanilhaFuncionariosClubeVantagens({
        body: formulario({
          file: await planilha([
            ['Nome', 'C.P.F.'],
            ['Formatado', `${a!.slice(0, 3)}.${a!.slice(3, 6)}.${a!.slice(6, 9)}-${a!.slice(9)}`],
            ['Só dígitos', b],
            ['Número', Number(comZeroPerdido)],
            ['Inválido', '111.111.111-11'],
            ['Sem CPF', null],
            [null, null],
            ['Curto', '123'],
            ['Repetido', c], ['Repetido de novo', c],
          ]),
        }),
      });
      expect(r).toEqual(expect.objectContaining({
        status: 200,
        body: {
          mensagem: '4 usuários cadastrados. 3 CPFs inválidos não foram cadastrados:',
          cpfsInvalidos: ['111.111.111-11', '(vazio na linha 6)', '123'],
          cpfsInvalidosNaoListados: 0,
        },
      }));
      expect(await totalUsuarios(cliente)).toBe(4);
      const { db } = portal.deps.database;
      const [repetido] = await db.select().from(funcionariosClube).where(eq(funcionariosClube.cpf, c!));
      expect(repetido!.nome).toBe('Repetido de novo');
      const [numero] = await db.select().from(funcionariosClube).where(eq(funcionariosClube.cpf, comZeroPerdido));
      expect(numero!.nome).toBe('Número');
    });

    it('planilha ruim: mensagem clara e nada gravado', async () => {
      const { cliente } = await novoLojista(portal);
      const zipQualquer = (await planilha([['CPF'], ['52998224725']])); // then its workbook entry renamed away
      const zipBytes = Buffer.from(await zipQualquer.arrayBuffer());
      const semWorkbook = Buffer.from(zipBytes.toString('latin1').replaceAll('xl/workbook.xml', 'xl/workbook.xmX'), 'latin1');
      const truncado = zipBytes.subarray(0, Math.floor(zipBytes.length / 2));
      const casos: [File, string, number[]?][] = [
        [await planilha([['Nome', 'Documento'], ['Ana', '52998224725']]), mensagensGestao.planilhaSemColunaCpf],
        [await planilha([['CPF', 'Nome'], ['111.111.111-11', 'Ana'], ['000', 'Bia']]), mensagensGestao.planilhaSemCpfValido, [2]],
        [arquivo(Buffer.from('CPF;Nome\n52998224725;Ana\n'), 'usuarios.xlsx', 'application/vnd.ms-excel'), mensagensGestao.planilhaInvalida],
        [arquivo(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 2048), 'usuarios.xls', 'application/vnd.ms-excel'), mensagensGestao.planilhaXls],
        [arquivo(semWorkbook, 'usuarios.xlsx'), mensagensGestao.planilhaInvalida],
        [arquivo(truncado, 'usuarios.xlsx'), mensagensGestao.planilhaInvalida],
        [arquivo(PNG(), 'usuarios.xlsx'), mensagensGestao.planilhaInvalida],
      ];
      const antes = await fotografia(portal);
      for (const [file, mensagem, invalidos] of casos) {
        const r = await cliente.clubeGestao.enviarPlanilhaFuncionariosClubeVantagens({ body: formulario({ file }) });
        expect(r, mensagem).toMatchObject({ status: 400, body: { mensagem } });
        if (invalidos) expect(r.status === 400 && r.body.cpfsInvalidos).toHaveLength(invalidos[0]!);
      }
      const semArquivo = await cliente.clubeGestao.enviarPlanilhaFuncionariosClubeVantagens({ body: formulario({}) });
      expect(semArquivo).toMatchObject({ status: 400, body: { mensagem: 'Envie o arquivo.' } });
      const grande = await cliente.clubeGestao.enviarPlanilhaFuncionariosClubeVantagens({
        body: formulario({ file: arquivo(bytes('PK\x03\x04', Math.round(10.5 * 1024 * 1024)), 'grande.xlsx') }),
      });
      expect(grande).toMatchObject({ status: 413, body: { mensagem: mensagensGestao.arquivoGrande } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it(`acima de ${LIMITE_LINHAS_PLANILHA} linhas: recusada inteira`, async () => {
      const { cliente } = await novoLojista(portal);
      const r = await cliente.clubeGestao.enviarPlanilhaFuncionariosClubeVantagens({ body: formulario({ file: planilhaAcimaDoLimite }) });
      expect(r).toMatchObject({ status: 400, body: { mensagem: mensagensGestao.planilhaGrande } });
      expect(await totalUsuarios(cliente)).toBe(0);
    });

    it('bomba zip (400 MB de XML declarados como 1 000 bytes): planilhaGrande em segundos, nada gravado; o envio ao lado passa', async () => {
      const atacante = await novoLojista(portal);
      const outro = await novoLojista(portal);
      const [cpf] = cpfs(1);
      const inicio = performance.now();
      const [bomba, normal] = await Promise.all([
        atacante.cliente.clubeGestao.enviarPlanilhaFuncionariosClubeVantagens({ body: formulario({ file: bombaZip() }) }),
        outro.cliente.clubeGestao.enviarPlanilhaFuncionariosClubeVantagens({ body: formulario({ file: await planilha([['CPF'], [cpf]]) }) }),
      ]);
      // generous: well before the worker's time limit would have stopped it (60 s before this fix)
      expect(performance.now() - inicio).toBeLessThan(10_000);
      expect(bomba).toMatchObject({ status: 400, body: { mensagem: mensagensGestao.planilhaGrande } });
      expect(normal).toMatchObject({ status: 200, body: { mensagem: mensagensGestao.usuariosCadastrados } });
      expect(await totalUsuarios(atacante.cliente)).toBe(0);
      expect(await totalUsuarios(outro.cliente)).toBe(1);
    });

    it('5 000 CPFs inválidos: a resposta lista os 100 primeiros (até 50 caracteres cada), conta os outros e fica pequena', async () => {
      const { cliente } = await novoLojista(portal);
      const primeiros = Array.from({ length: 100 }, (_, i) => `${i} ${'não é CPF '.repeat(5)}`.slice(0, 49) + '…');
      const envio = await cliente.clubeGestao.enviarPlanilhaFuncionariosClubeVantagens({ body: formulario({ file: planilhaComCincoMilInvalidos }) });
      expect(envio).toMatchObject({
        status: 200,
        body: { mensagem: '1 usuário cadastrado. 5.000 CPFs inválidos não foram cadastrados:', cpfsInvalidos: primeiros, cpfsInvalidosNaoListados: 4900 },
      });
      expect(Number(envio.headers.get('content-length'))).toBeLessThan(8 * 1024);
      // the removal answers alike; here every CPF is gone already, so it is the 400 that lists them
      await cliente.clubeGestao.cancelarFuncionariosClubeVantagens({ body: [cincoMil[0]!] });
      const remocao = await cliente.clubeGestao.cancelarPlanilhaFuncionariosClubeVantagens({ body: formulario({ file: planilhaComCincoMilInvalidos }) });
      expect(remocao).toMatchObject({
        status: 400, body: { mensagem: mensagensGestao.usuariosNaoEncontrados, cpfsInvalidos: primeiros, cpfsInvalidosNaoListados: 4900 },
      });
      expect(Number(remocao.headers.get('content-length'))).toBeLessThan(8 * 1024);
    });

    it('remoção por planilha: válidos removidos, inválidos listados', async () => {
      const { cliente } = await novoLojista(portal);
      const lista = cpfs(6);
      await cliente.clubeGestao.incluirFuncionariosClubeVantagens({ body: lista.map((cpf) => ({ cpf, nome: 'Pessoa', dataSolicitacao: HOJE })) });
      const r = await cliente.clubeGestao.cancelarPlanilhaFuncionariosClubeVantagens({
        body: formulario({ file: await planilha([['CPF'], [lista[0]], [lista[1]], ['999.999.999-99'], ['abc']]) }),
      });
      expect(r).toEqual(expect.objectContaining({
        status: 200,
        body: {
          mensagem: 'Os CPFs válidos foram removidos (2 usuários removidos). 2 CPFs inválidos foram ignorados:',
          cpfsInvalidos: ['999.999.999-99', 'abc'],
          cpfsInvalidosNaoListados: 0,
        },
      }));
      expect(await totalUsuarios(cliente)).toBe(4);
      const tudoValido = await cliente.clubeGestao.cancelarPlanilhaFuncionariosClubeVantagens({
        body: formulario({ file: await planilha([['cpf'], [lista[2]]]) }),
      });
      expect(tudoValido).toEqual(expect.objectContaining({ status: 200, body: { mensagem: '1 usuário removido com sucesso!', cpfsInvalidos: [], cpfsInvalidosNaoListados: 0 } }));
      const antes = await fotografia(portal);
      for (const [linhas, mensagem] of [
        [[['CPF'], ['abc']], mensagensGestao.remocaoSemCpfValido],
        [[['Nome'], ['Ana']], mensagensGestao.planilhaSemColunaCpf],
      ] as const) {
        const ruim = await cliente.clubeGestao.cancelarPlanilhaFuncionariosClubeVantagens({ body: formulario({ file: await planilha(linhas as never) }) });
        expect(ruim).toMatchObject({ status: 400, body: { mensagem } });
      }
      expect(await fotografia(portal)).toEqual(antes);
    });
  });
});

describe(`suspensão após o cancelamento (${BANCO})`, () => {
  const relogio = relogioManual('2026-11-22T15:00:00Z');
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal({ relogio: relogio.relogio }); });
  afterAll(async () => { await portal?.fechar(); });

  it('do dia em que o cancelamento vale, anúncios e usuários ficam suspensos', async () => {
    let cliente = await portal.entrar('clube.ativo@exemplo.com.br');
    const anuncioId = await novoAnuncio(cliente, { dtFim: '2027-01-31' });
    const [cpf] = cpfs(1);
    await cliente.clubeGestao.incluirFuncionariosClubeVantagens({ body: [{ cpf: cpf!, nome: 'Usuária', dataSolicitacao: HOJE }] });
    const { db } = portal.deps.database;
    expect((await anunciosPublicos(db, relogio.relogio())).map((a) => a.anuncioId)).toContain(anuncioId);
    expect(await cpfComDesconto(db, cpf!, relogio.relogio())).toBe(true);

    const cancelamento = await cliente.clube.cancelarClubeVantagens({ body: aceiteDoCliente });
    expect(cancelamento).toMatchObject({ status: 200, body: { dtCancelamento: '2026-12-01' } });

    // until the last day of the month, everything keeps working
    relogio.definir('2026-12-01T02:59:00Z'); // 23:59 of 30/11 in São Paulo
    cliente = await portal.entrar('clube.ativo@exemplo.com.br'); // the idle session expired meanwhile
    expect((await cliente.clubeGestao.consultarAnunciosClubeVantagens({ query: { linhas: 5, pagina: 1 } })).status).toBe(200);
    expect((await anunciosPublicos(db, relogio.relogio())).map((a) => a.anuncioId)).toContain(anuncioId);
    expect(await cpfComDesconto(db, cpf!, relogio.relogio())).toBe(true);

    relogio.definir('2026-12-01T03:00:00Z'); // 00:00 of 01/12 in São Paulo
    const suspenso = { status: 400, body: { mensagem: mensagensGestao.clubeCancelado('2026-12-01') } };
    expect(await cliente.clubeGestao.consultarAnunciosClubeVantagens({ query: { linhas: 5, pagina: 1 } })).toMatchObject(suspenso);
    expect(await cliente.clubeGestao.consultarFuncionariosClubeVantagens({ query: { linhas: 5, pagina: 1 } })).toMatchObject(suspenso);
    expect(await cliente.clubeGestao.consultarBannersClubeVantagens()).toMatchObject(suspenso);
    expect(await cliente.clubeGestao.incluirAnuncioClubeVantagens({ body: formAnuncio({ dtInicio: '2026-12-01' }) })).toMatchObject(suspenso);
    expect(await cliente.clubeGestao.cancelarAnuncioClubeVantagens({ query: { anuncioId } })).toMatchObject(suspenso);
    expect((await anunciosPublicos(db, relogio.relogio())).map((a) => a.anuncioId)).not.toContain(anuncioId);
    expect(await cpfComDesconto(db, cpf!, relogio.relogio())).toBe(false);
  });
});

describe.runIf(BANCO === 'postgres')('banner em destaque sob concorrência (postgres)', () => {
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal({ relogio: relogioManual().relogio }); });
  afterAll(async () => { await portal?.fechar(); });

  it('8 pedidos simultâneos: exatamente um vence, os outros recebem 409, nenhum 5xx', async () => {
    const { cliente, id } = await novoLojista(portal);
    const anuncios = await Promise.all([novoAnuncio(cliente), novoAnuncio(cliente, { titulo: 'Segundo' })]);
    const respostas = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      cliente.clubeGestao.incluirBannerClubeVantagens({
        body: formBanner(anuncios[i % 2]!, { titulo: `Banner ${i}`, dtInicio: i % 3 === 0 ? HOJE : '2026-11-25', dtFim: '2026-11-30' }),
      })));
    const status = respostas.map((r) => r.status).sort();
    expect(status).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of respostas) if (r.status === 409) expect(r.body.mensagem).toBe(mensagensGestao.bannerJaEmDestaque);
    const { db } = portal.deps.database;
    expect((await db.select({ n: count() }).from(bannersClube).where(eq(bannersClube.codSocio, id)))[0]!.n).toBe(1);
    // the losers' images and acceptances were rolled back with them
    const imagens = await db.select({ n: count() }).from(arquivos).where(eq(arquivos.codSocio, id));
    expect(imagens[0]!.n).toBe(2 * 2 + 1);
  });
});
