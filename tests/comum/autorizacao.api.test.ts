import { randomUUID } from 'node:crypto';
import type { AppRoute } from '@ts-rest/core';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quemChama } from '../../src/contracts/comum/acesso';
import { VERSAO_TERMO_VAREJO } from '../../src/domain/cdl-varejo-inteligente/reservas';
import { PRECO_CLUBE, VERSAO_TERMO_CLUBE } from '../../src/domain/clube-vantagens/clube';
import { mensagensGestao } from '../../src/domain/clube-vantagens/gestao';
import type { Perfil } from '../../src/domain/comum/perfil';
import { VERSAO_TERMO_CONCILIADOR } from '../../src/domain/spc-conciliador/conciliador';
import { produtosContract } from '../../src/server/app';
import { modulosDoServidor } from '../../src/server/produtos';
import { hashSenha } from '../../src/server/comum/auth';
import { clubes } from '../../src/server/db/schema/clube-vantagens';
import { aceites, arquivos, associados, carteira, usuarios } from '../../src/server/db/schema/comum';
import { SENHA_DEMO } from '../../src/server/db/seed';
import { rotasDe } from '../../src/server/infra/rotas';
import { anuncioValido } from '../clube-vantagens/anuncio.model';
import { reuniao, simular } from '../cdl-varejo-inteligente/apoio';
import { titular } from '../cdl-saude/apoio';
import { cpfs } from '../support/cpf';
import { vigenciaMinima } from '../../src/domain/cdl-saude/precos';
import { dataSaoPaulo } from '../../src/domain/comum/datas';
import { arquivo, GIF, JPEG, PNG } from '../support/arquivos';
import { abrirPortal, BANCO, clienteDe, entrarCru, fotografia, relogioManual, type Cliente, type Portal } from '../support/portal';
import { pedidoPara, pronto, type Pedido } from './arbitrarios';

// Issue 20, item 1: every served route (the contracts app.ts serves, through the route index) × every kind of caller:
// no session, the associate who owns the records, another associate, a consultant with that associate in its carteira,
// a consultant without, staff. A refused caller gets the decided answer (401; 403 for a perfil the route's metadata
// does not name; 404 for another's record or a member outside the carteira) and writes nothing (every row of every
// table compared). Routes naming a resource (an ad, a banner, a request, a reservation) get the owner's ids, so
// "another associate" aims at the owner's records. Bodies are the property test's valid-ish ones, with the ids, the
// term version and a fresh idempotency key put in. The callers a route admits may get any answer below 500.

const INICIO = '2026-11-19T15:00:00Z'; // Thursday, 12:00 in São Paulo: the retail fixtures' days are ahead
const HOJE = '2026-11-19';
const ACESSO_NEGADO = { mensagem: 'Você não tem acesso a esta função.' };

const CHAMADORES = ['sem sessão', 'outro associado', 'consultor sem o associado', 'consultor com o associado', 'atendente', 'dono'] as const;
type Chamador = (typeof CHAMADORES)[number];
const PERFIL: Record<Chamador, Perfil | null> = {
  'sem sessão': null, dono: 'associado', 'outro associado': 'associado',
  'consultor com o associado': 'consultor', 'consultor sem o associado': 'consultor', atendente: 'atendente',
};
/** Fields that name one record of an associate (each product module's `recursos`): another associate naming the owner's is refused. */
const RECURSOS = modulosDoServidor.flatMap((m) => m.recursos ?? []);
/** Fields that name the associate acted for, or its carteira row: a consultant without it is refused (404). */
const DA_CARTEIRA = ['codSocio', 'membroId'] as const;
/** Another's record is 404, but where the product answers it as a bad choice in a form (a 400 with its sentence). */
const RECUSA_DE_OUTRO: Record<string, { status: number; mensagem?: string }> = {
  '/api/Clube/IncluirBannerClubeVantagens': { status: 400, mensagem: mensagensGestao.anuncioDoBannerInvalido },
};

const VERSAO_DO_PRODUTO: Record<string, string> = { Clube: VERSAO_TERMO_CLUBE, Conciliador: VERSAO_TERMO_CONCILIADOR, Agenda: VERSAO_TERMO_VAREJO };

/** The names a route reads from its query and body (path params included). */
function camposDe(rota: AppRoute): string[] {
  const chaves = (s: unknown): string[] => {
    const def = (s as { _def?: { typeName?: string; schema?: unknown; options?: unknown[] } } | undefined)?._def;
    if (!def) return [];
    if (def.typeName === 'ZodObject') return Object.keys((s as { shape: object }).shape);
    if (def.typeName === 'ZodEffects') return chaves(def.schema);
    if (def.typeName === 'ZodDiscriminatedUnion') return (def.options ?? []).flatMap(chaves);
    return [];
  };
  return [...chaves(rota.query), ...chaves(rota.pathParams), ...('body' in rota ? chaves(rota.body) : [])];
}

const rotas = rotasDe(produtosContract);

describe(`autorização de toda rota servida × todo chamador (${BANCO})`, () => {
  let portal: Portal;
  const cookies = {} as Record<Chamador, string | null>;
  /** The owner's records, and the values every body gets. */
  const fixos: Record<string, unknown> = {};
  let dono = '';

  /** A fresh associate with a club in force, its term signed (rows written directly), and its login. */
  async function lojista(nome: string) {
    const { db } = portal.deps.database;
    // digits, as a member code the consultant routes take (CodSocio), 9 of them: no seeded code looks like it
    const codSocio = `8${String(parseInt(randomUUID().slice(0, 8), 16) % 100_000_000).padStart(8, "0")}`;
    const email = `${codSocio.toLowerCase()}@teste.com.br`;
    await db.insert(associados).values({ codSocio, nome });
    const [u] = await db.insert(usuarios).values({ email, nome, cpf: '52998224725', senhaHash: await hashSenha(SENHA_DEMO, portal.deps.kdf), codSocio }).returning({ id: usuarios.id });
    await db.insert(clubes).values({ codSocio, adquiridoEm: portal.deps.relogio(), valorMensal: PRECO_CLUBE });
    const [a] = await db.insert(aceites).values({
      usuarioId: u!.id, codSocio, produto: 'clube-vantagens', finalidade: 'termo', dtVersao: VERSAO_TERMO_CLUBE,
      dtAceite: portal.deps.relogio(), ipOrigem: '127.0.0.1', browserData: 'teste',
    }).returning({ id: aceites.id });
    await db.update(clubes).set({ termoAceiteId: a!.id }).where(eq(clubes.codSocio, codSocio));
    return { codSocio, email };
  }

  async function consultor(nome: string) {
    const email = `consultor.${randomUUID().slice(0, 8)}@teste.com.br`;
    const [u] = await portal.deps.database.db.insert(usuarios).values({
      email, nome, cpf: '86288366757', senhaHash: await hashSenha(SENHA_DEMO, portal.deps.kdf), perfil: 'consultor',
    }).returning({ id: usuarios.id });
    return { id: u!.id, email };
  }

  const cookieDe = async (email: string) => (await entrarCru(portal, email)).cookie;

  beforeAll(async () => {
    portal = await abrirPortal({ relogio: relogioManual(INICIO).relogio });
    const donoDe = await lojista('Dona dos Registros');
    const outro = await lojista('Outro Lojista');
    dono = donoDe.codSocio;
    const com = await consultor('Consultora Com');
    const sem = await consultor('Consultor Sem');
    const [linha] = await portal.deps.database.db.insert(carteira)
      .values({ consultorId: com.id, codSocio: dono, nomeSocio: 'Dona dos Registros', email: donoDe.email }).returning({ id: carteira.id });
    Object.assign(cookies, {
      'sem sessão': null, dono: await cookieDe(donoDe.email), 'outro associado': await cookieDe(outro.email),
      'consultor com o associado': await cookieDe(com.email), 'consultor sem o associado': await cookieDe(sem.email),
      atendente: await cookieDe('atendente@exemplo.com.br'),
    });

    // the owner's records, made through the API as the owner
    const cliente: Cliente = clienteDe(portal.url, { cookie: cookies.dono! });
    const form = (campos: Record<string, string | File>) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries(campos)) for (const x of Array.isArray(v) ? v : [v]) fd.append(k, x as string | File);
      return fd;
    };
    const aceite = { dtVersao: VERSAO_TERMO_CLUBE, browserData: 'Teste/1.0' };
    const anuncio = await cliente.clubeGestao.incluirAnuncioClubeVantagens({
      body: form({ ...aceite, ...(anuncioValido as unknown as Record<string, string>), dtInicio: HOJE, dtFim: '2026-12-31',
        logomarca: arquivo(PNG(), 'logo.png', 'image/png'), anuncioPadrao: arquivo(JPEG(), 'anuncio.jpg', 'image/jpeg') }) as never,
    });
    if (anuncio.status !== 200) throw new Error(`anúncio: ${anuncio.status} ${JSON.stringify(anuncio.body)}`);
    const banner = await cliente.clubeGestao.incluirBannerClubeVantagens({
      body: form({ ...aceite, titulo: 'Banner', anuncioId: String(anuncio.body.anuncioId), dtInicio: HOJE, dtFim: '2026-11-30', banner: arquivo(GIF(), 'banner.gif', 'image/gif') }) as never,
    });
    if (banner.status !== 200) throw new Error(`banner: ${banner.status} ${JSON.stringify(banner.body)}`);
    const solicitacao = await cliente.conciliador.incluirSpcConciliador({ body: { planoId: 1, qtdeCNPJs: 2, operadorasId: [1, 2] } });
    if (solicitacao.status !== 200) throw new Error(`solicitação: ${solicitacao.status}`);
    const reserva = await simular(cliente, reuniao());
    // a health family of the owner: ConsultarSamVidaArta?cpfTitular names it
    const [cpfTitular] = cpfs(1);
    const familia = await cliente.saude.incluirSamPrevidaArta({
      params: { product: 'GestaoSaude' }, body: [titular(cpfTitular!, { datavigencia: vigenciaMinima(dataSaoPaulo(portal.deps.relogio())) })],
    });
    if (familia.status !== 200) throw new Error(`família: ${familia.status} ${JSON.stringify(familia.body)}`);
    Object.assign(fixos, {
      anuncioId: anuncio.body.anuncioId, bannerId: banner.body.bannerId, solicitacaoId: solicitacao.body.solicitacaoId,
      eventoId: reserva.simulado.eventoId, eventoid: reserva.simulado.eventoId, agendaId: 1, sha256: solicitacao.body.sha256, membroId: linha!.id, cpfTitular,
      // fast-check's addresses are not all zod's: a 400 would hide the refusal the test looks for
      email: 'convidado.autorizacao@teste.com.br',
      dtInicio: HOJE, dtFim: '2026-11-30',
      // images of the types the club takes, so a refusal is about whose record it names, not about a file
      banner: arquivo(GIF(), 'banner.gif', 'image/gif'), logomarca: arquivo(PNG(), 'logo.png', 'image/png'), anuncioPadrao: arquivo(JPEG(), 'anuncio.jpg', 'image/jpeg'),
    });
  }, 120_000);
  afterAll(async () => { await portal?.fechar(); });

  /** One valid-ish request to `rota` (seeded), with the owner's ids, the product's term version and a fresh key put in. */
  async function pedidoDe(rota: AppRoute, semente: number, campos: string[]): Promise<Pedido> {
    const [cru] = fc.sample(pedidoPara(rota, 'válido'), { seed: semente, numRuns: 1 }) as (Pedido & { valor?: Record<string, unknown> })[];
    const produto = rota.path.split('/')[2]!;
    const por: Record<string, unknown> = { ...fixos, dtVersao: VERSAO_DO_PRODUTO[produto], idempotencyKey: randomUUID(), codSocio: dono };
    const usados = Object.fromEntries(Object.entries(por).filter(([k]) => campos.includes(k)));
    const [caminho, busca = ''] = cru!.caminho.split('?');
    const query = new URLSearchParams(busca);
    for (const [k, v] of Object.entries(usados)) if (query.has(k)) query.set(k, String(v));
    const texto = query.toString();
    const pedido = { ...cru!, caminho: texto ? `${caminho}?${texto}` : caminho! };
    if (pedido.valor) {
      for (const [k, v] of Object.entries(usados)) if (k in pedido.valor) pedido.valor[k] = v instanceof Blob ? v : String(v);
      return pronto(pedido);
    }
    if (pedido.corpo && pedido.tipo === 'application/json') {
      const corpo = JSON.parse(Buffer.from(pedido.corpo).toString()) as unknown;
      if (corpo && typeof corpo === 'object' && !Array.isArray(corpo)) {
        for (const [k, v] of Object.entries(usados)) if (k in corpo) (corpo as Record<string, unknown>)[k] = v;
      }
      pedido.corpo = new Uint8Array(Buffer.from(JSON.stringify(corpo)));
    }
    return pedido;
  }

  async function enviar(pedido: Pedido, cookie: string | null) {
    const r = await fetch(`${portal.url}${pedido.caminho}`, {
      method: pedido.metodo,
      headers: { ...(cookie ? { cookie } : {}), ...(pedido.tipo ? { 'content-type': pedido.tipo } : {}) },
      body: pedido.corpo ? new Blob([pedido.corpo as Uint8Array<ArrayBuffer>]) : undefined,
    });
    return { status: r.status, texto: await r.text() };
  }

  it('cada rota × cada chamador: a resposta decidida, e quem é recusado não grava nada', async () => {
    let pares = 0;
    const respostas: Record<string, number> = {};
    for (const [i, rota] of rotas.entries()) {
      const quem = quemChama(rota.metadata)!;
      const admite = (p: Perfil | null) => p !== null && (!('perfis' in quem) || quem.perfis.includes(p));
      const campos = camposDe(rota);
      const nomeiaRecurso = RECURSOS.some((r) => campos.includes(r));
      const pedido = await pedidoDe(rota, 20 + i, campos);
      let antes = await fotografia(portal);
      // the refused first (each compared with the rows before it), the owner last: its call may write
      for (const chamador of CHAMADORES) {
        const perfil = PERFIL[chamador];
        const r = await enviar(pedido, cookies[chamador]);
        const onde = `${chamador}: ${pedido.metodo} ${pedido.caminho} ${pedido.corpo ? Buffer.from(pedido.corpo).toString().slice(0, 300) : ''} → ${r.status} ${r.texto.slice(0, 200)}`;
        pares++;
        respostas[`${chamador} ${r.status}`] = (respostas[`${chamador} ${r.status}`] ?? 0) + 1;
        expect(r.status, onde).toBeLessThan(500);
        let recusado = true;
        if (perfil === null) expect(r.status, onde).toBe(401);
        else if (!admite(perfil)) expect({ status: r.status, corpo: r.texto }, onde).toEqual({ status: 403, corpo: JSON.stringify(ACESSO_NEGADO) });
        else if (chamador === 'consultor sem o associado' && DA_CARTEIRA.some((c) => campos.includes(c))) expect(r.status, onde).toBe(404);
        else if (chamador === 'outro associado' && nomeiaRecurso) {
          const { status, mensagem } = RECUSA_DE_OUTRO[rota.path] ?? { status: 404 };
          expect(r.status, onde).toBe(status);
          if (mensagem) expect(JSON.parse(r.texto), onde).toEqual({ mensagem });
        }
        else recusado = false;
        if (recusado) expect(await fotografia(portal), onde).toEqual(antes);
        else antes = await fotografia(portal);
      }
    }
    console.log(`autorização: ${pares} pares rota × chamador conferidos (${rotas.length} rotas × ${CHAMADORES.length} chamadores); respostas: ${JSON.stringify(respostas)}`);
    expect(pares).toBe(rotas.length * CHAMADORES.length);
  }, 600_000);

  it('GET /api/arquivos/:id (fora do contrato): o dono e o consultor da sua carteira leem; os outros, 404 sem gravar', async () => {
    const [logo] = await portal.deps.database.db.select({ id: arquivos.id, emAnalise: arquivos.emAnalise }).from(arquivos)
      .where(eq(arquivos.codSocio, dono)).orderBy(arquivos.id).limit(1);
    const esperado: Record<Chamador, number> = {
      'sem sessão': 401, dono: 200, 'outro associado': 404, 'consultor com o associado': 200, 'consultor sem o associado': 404,
      atendente: logo!.emAnalise ? 200 : 404,
    };
    const antes = await fotografia(portal);
    for (const chamador of CHAMADORES) {
      const r = await enviar({ metodo: 'GET', caminho: `/api/arquivos/${logo!.id}`, tipoDeCorpo: 'sem corpo' }, cookies[chamador]);
      expect(r.status, chamador).toBe(esperado[chamador]);
    }
    expect(await fotografia(portal)).toEqual(antes);
    console.log(`autorização: mais ${CHAMADORES.length} pares no arquivo ${logo!.id} (GET /api/arquivos/:id)`);
  });
});
