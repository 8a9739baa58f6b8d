import { createHash, randomUUID } from 'node:crypto';
import { request, type IncomingHttpHeaders } from 'node:http';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubeVantagensContract } from '../../src/contracts/clube-vantagens.contract';
import { VERSAO_TERMO_CLUBE } from '../../src/domain/clube-vantagens/clube';
import { LIMITE_FALHAS_CONTA, LIMITE_FALHAS_ENDERECO } from '../../src/server/comum/auth';
import { associados, sessoes, tentativasLogin, usuarios } from '../../src/server/db/schema/comum';
import { SENHA_DEMO } from '../../src/server/db/seed';
import { abrirPortal, BANCO, entrarCru, fotografia, novoAssociado, relogioManual, requisicaoCrua, type Portal } from '../support/portal';

// ---------- helpers of this file ----------

const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex');
const SESSAO_EXPIRADA = { mensagem: 'Sua sessão expirou. Entre novamente.' };
const OUTRO_SITE = { mensagem: 'Requisição de outro site recusada.' };
const MUITAS_TENTATIVAS = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';
const MINUTO = 60_000;
const INICIO = '2026-11-22T15:00:00Z';

const me = (portal: Portal, cookie: string | null) => requisicaoCrua(portal, 'GET', '/login/me', { cookie });
const consultarClube = (portal: Portal, cookie: string | null) => requisicaoCrua(portal, 'GET', '/api/Clube/ConsultarClubeVantagens', { cookie });

const aceite = { dtVersao: VERSAO_TERMO_CLUBE, dtAceite: '2026-11-22T15:00:00Z', ipOrigem: '203.0.113.1', browserData: 'teste' };

// ---------- sessions ----------

describe(`sessões (${BANCO})`, () => {
  let portal: Portal;
  const relogio = relogioManual(INICIO);
  beforeAll(async () => { portal = await abrirPortal({ relogio: relogio.relogio }); });
  afterAll(async () => { await portal?.fechar(); });
  beforeEach(() => { relogio.definir(INICIO); });

  it('o id de sessão tem 256 bits aleatórios, é novo a cada login e só o hash fica no banco', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await entrarCru(portal, 'associado@exemplo.com.br');
      expect(r.status).toBe(200);
      expect(r.setCookie).toMatch(/^portal_sessao=[A-Za-z0-9_-]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax/);
      tokens.push(r.cookie!.slice('portal_sessao='.length));
    }
    expect(new Set(tokens).size).toBe(5);
    for (const token of tokens) expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    for (const token of tokens) expect(Buffer.from(token, 'base64url').length).toBe(32);

    const guardados = (await portal.deps.database.db.select({ idHash: sessoes.idHash }).from(sessoes)).map((s) => s.idHash);
    for (const token of tokens) {
      expect(guardados).toContain(sha256(token));
      expect(guardados).not.toContain(token);
    }
  });

  it('um segundo login do mesmo navegador troca o id e o antigo deixa de valer', async () => {
    const primeiro = await entrarCru(portal, 'clube.ativo@exemplo.com.br');
    expect((await me(portal, primeiro.cookie)).status).toBe(200);

    const segundo = await entrarCru(portal, 'clube.ativo@exemplo.com.br', SENHA_DEMO, { cookie: primeiro.cookie! });
    expect(segundo.status).toBe(200);
    expect(segundo.cookie).not.toBe(primeiro.cookie);

    expect(await me(portal, primeiro.cookie)).toMatchObject({ status: 401, body: SESSAO_EXPIRADA });
    expect(await consultarClube(portal, primeiro.cookie)).toMatchObject({ status: 401, body: SESSAO_EXPIRADA });
    expect((await consultarClube(portal, segundo.cookie)).status).toBe(200);
    const linhas = await portal.deps.database.db.select().from(sessoes)
      .where(eq(sessoes.idHash, sha256(primeiro.cookie!.slice('portal_sessao='.length))));
    expect(linhas).toEqual([]);
  });

  it('um id escolhido por outra pessoa nunca vira sessão (fixação de sessão)', async () => {
    const fixado = `portal_sessao=${Buffer.alloc(32, 7).toString('base64url')}`;
    const r = await entrarCru(portal, 'associado@exemplo.com.br', SENHA_DEMO, { cookie: fixado });
    expect(r.status).toBe(200);
    expect(r.cookie).not.toBe(fixado);
    expect((await me(portal, fixado)).status).toBe(401);
    expect((await me(portal, r.cookie)).status).toBe(200);
  });

  it('expira depois de 30 min sem uso (e cada uso renova o prazo)', async () => {
    const { cookie } = await entrarCru(portal, 'associado@exemplo.com.br');
    relogio.avancar(29 * MINUTO);
    expect((await me(portal, cookie)).status).toBe(200);
    relogio.avancar(29 * MINUTO); // 58 min after login, 29 min after the last use
    expect(await consultarClube(portal, cookie)).toMatchObject({ status: 400 }); // associate without club: not 401
    relogio.avancar(30 * MINUTO + 1000);
    expect(await consultarClube(portal, cookie)).toMatchObject({ status: 401, body: SESSAO_EXPIRADA });
    const linhas = await portal.deps.database.db.select().from(sessoes).where(eq(sessoes.idHash, sha256(cookie!.slice('portal_sessao='.length))));
    expect(linhas).toEqual([]); // an expired session is deleted
    relogio.avancar(-60 * MINUTO); // not even a clock going back brings it back
    expect((await me(portal, cookie)).status).toBe(401);
  });

  it('expira 12 h depois do login mesmo em uso contínuo', async () => {
    const { cookie } = await entrarCru(portal, 'associado@exemplo.com.br');
    for (let usado = 20; usado <= 11 * 60 + 40; usado += 20) {
      relogio.avancar(20 * MINUTO);
      expect((await me(portal, cookie)).status, `${usado} min depois do login`).toBe(200);
    }
    relogio.avancar(20 * MINUTO + 1000); // 12 h and 1 s after login, 20 min after the last use
    expect(await me(portal, cookie)).toMatchObject({ status: 401, body: SESSAO_EXPIRADA });
    expect((await consultarClube(portal, cookie)).status).toBe(401);
  });

  it('logout mata a sessão (só a deste navegador)', async () => {
    const { cookie } = await entrarCru(portal, 'clube.ativo@exemplo.com.br');
    const outroAparelho = await entrarCru(portal, 'clube.ativo@exemplo.com.br');
    const r = await requisicaoCrua(portal, 'POST', '/login/logout', { cookie });
    expect(r.status).toBe(204);
    expect(r.headers.getSetCookie()[0]).toMatch(/^portal_sessao=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);

    expect(await me(portal, cookie)).toMatchObject({ status: 401, body: SESSAO_EXPIRADA });
    expect((await consultarClube(portal, cookie)).status).toBe(401);
    expect((await requisicaoCrua(portal, 'POST', '/api/Clube/CancelarClubeVantagens', { cookie, corpo: aceite })).status).toBe(401);
    const linhas = await portal.deps.database.db.select().from(sessoes).where(eq(sessoes.idHash, sha256(cookie!.slice('portal_sessao='.length))));
    expect(linhas).toEqual([]);
    expect((await me(portal, outroAparelho.cookie)).status).toBe(200);
  });
});

// ---------- login limits ----------

describe(`limites de tentativas de login (${BANCO})`, () => {
  let portal: Portal;
  const relogio = relogioManual(INICIO);
  // each test fills the attempt table: a fresh database per test
  beforeEach(async () => { relogio.definir(INICIO); portal = await abrirPortal({ relogio: relogio.relogio }); });
  afterEach(async () => { await portal?.fechar(); });

  const falhas = (quantidade: number, f: (i: number) => { email: string; ip: string; minutosAtras: number }) =>
    portal.deps.database.db.insert(tentativasLogin).values(Array.from({ length: quantidade }, (_, i) => {
      const t = f(i);
      return { email: t.email, ip: t.ip, sucesso: false, em: new Date(relogio.relogio().getTime() - t.minutosAtras * MINUTO) };
    }));
  const sessoesDe = async (email: string) => {
    const { db } = portal.deps.database;
    const [u] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
    return db.select().from(sessoes).where(eq(sessoes.usuarioId, u!.id));
  };

  it(`no máximo ${LIMITE_FALHAS_CONTA} falhas por hora por conta: a 101ª tentativa, mesmo com a senha certa, é 429; depois de uma hora volta a funcionar`, async () => {
    expect(LIMITE_FALHAS_CONTA).toBe(100);
    const email = 'associado@exemplo.com.br';
    // 96 recent failures from another address (so only the per-account limit is in play), 20 older than an hour
    await falhas(96, (i) => ({ email, ip: '198.51.100.7', minutosAtras: 50 - (i % 40) }));
    await falhas(20, () => ({ email, ip: '198.51.100.7', minutosAtras: 61 }));

    for (let i = 97; i <= 100; i++) {
      const r = await entrarCru(portal, email, 'senha-errada');
      expect(r, `tentativa ${i}`).toMatchObject({ status: 401, body: { mensagem: 'E-mail ou senha inválidos.' } });
    }
    const bloqueada = await entrarCru(portal, email); // the right password, 101st attempt
    expect(bloqueada).toMatchObject({ status: 429, body: { mensagem: MUITAS_TENTATIVAS }, setCookie: null });
    expect(await sessoesDe(email)).toEqual([]);
    expect((await entrarCru(portal, 'Associado@Exemplo.com.br')).status).toBe(429); // same account, other spelling
    expect((await entrarCru(portal, email, 'senha-errada')).status).toBe(429);

    // the limit is the account's: another account from the same address still gets in
    expect((await entrarCru(portal, 'clube.ativo@exemplo.com.br')).status).toBe(200);

    relogio.avancar(60 * MINUTO + 1000);
    const depois = await entrarCru(portal, email);
    expect(depois.status).toBe(200);
    expect(depois.cookie).toBeTruthy();
    expect(await sessoesDe(email)).toHaveLength(1);
  });

  it('uma rajada simultânea de senhas erradas não passa do limite: cada tentativa é contada antes de a senha ser conferida', async () => {
    const email = 'clube.ativo@exemplo.com.br';
    await falhas(LIMITE_FALHAS_CONTA - 5, () => ({ email, ip: '198.51.100.9', minutosAtras: 10 }));
    const respostas = await Promise.all(Array.from({ length: 20 }, () => entrarCru(portal, email, 'senha-errada')));
    const status = respostas.map((r) => r.status).sort();
    expect(status).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    const { db } = portal.deps.database;
    const [linha] = await db.select({ n: count() }).from(tentativasLogin).where(eq(tentativasLogin.email, email));
    expect(linha!.n).toBe(LIMITE_FALHAS_CONTA);
    // a right password after the burst is refused too, and records nothing
    expect((await entrarCru(portal, email)).status).toBe(429);
  });

  it('um login certo conta como sucesso, não como falha', async () => {
    const email = 'clube.ativo@exemplo.com.br';
    await falhas(LIMITE_FALHAS_CONTA - 1, () => ({ email, ip: '198.51.100.9', minutosAtras: 10 }));
    expect((await entrarCru(portal, email)).status).toBe(200);
    expect((await entrarCru(portal, email)).status).toBe(200); // still 99 failures: the success was not counted as one
    const { db } = portal.deps.database;
    expect(await db.select({ sucesso: tentativasLogin.sucesso }).from(tentativasLogin).where(and(eq(tentativasLogin.email, email), eq(tentativasLogin.sucesso, true))))
      .toEqual([{ sucesso: true }, { sucesso: true }]);
  });

  it(`limite por endereço: ${LIMITE_FALHAS_ENDERECO} falhas por hora do mesmo IP bloqueiam todas as contas; depois de uma hora volta a funcionar`, async () => {
    // failures spread over many accounts (none reaches the per-account limit), all from this test's address
    await falhas(LIMITE_FALHAS_ENDERECO - 2, (i) => ({ email: `robo${i % 50}@exemplo.com.br`, ip: '127.0.0.1', minutosAtras: 1 + (i % 55) }));
    await falhas(50, (i) => ({ email: `antigo${i}@exemplo.com.br`, ip: '127.0.0.1', minutosAtras: 70 }));

    for (const email of ['ninguem1@exemplo.com.br', 'ninguem2@exemplo.com.br']) {
      expect((await entrarCru(portal, email, 'errada')).status).toBe(401);
    }
    for (const email of ['clube.ativo@exemplo.com.br', 'consultor@exemplo.com.br']) {
      const r = await entrarCru(portal, email);
      expect(r).toMatchObject({ status: 429, body: { mensagem: MUITAS_TENTATIVAS }, setCookie: null });
      expect(await sessoesDe(email)).toEqual([]);
    }
    relogio.avancar(60 * MINUTO + 1000);
    expect((await entrarCru(portal, 'clube.ativo@exemplo.com.br')).status).toBe(200);
  });
});

// ---------- headers, cross-site requests, GET without effects ----------

/** A POST announcing a body over its route's limit (20 MB): the server answers 413 before reading it. */
function pedidoGrande(url: string, caminho: string, tipo: string, cookie: string): Promise<{ status: number; headers: IncomingHttpHeaders; corpo: string }> {
  return new Promise((ok, falha) => {
    const req = request(`${url}${caminho}`, {
      method: 'POST', headers: { 'content-type': tipo, 'content-length': String(70 * 1024 * 1024), cookie },
    }, (res) => {
      let corpo = '';
      res.setEncoding('utf8');
      res.on('data', (parte: string) => { corpo += parte; });
      res.on('end', () => ok({ status: res.statusCode!, headers: res.headers, corpo }));
      res.on('error', falha);
    });
    req.on('error', falha);
    req.flushHeaders();
  });
}

function conferirCabecalhos(cabecalho: (nome: string) => string | null | undefined) {
  const csp = cabecalho('content-security-policy');
  expect(csp).toBeTruthy();
  const diretivas = new Map(csp!.split(';').map((d) => d.trim().split(/\s+/)).map(([nome, ...valores]) => [nome!, valores]));
  const script = diretivas.get('script-src') ?? diretivas.get('default-src');
  expect(script).toBeDefined();
  expect(script).not.toContain("'unsafe-inline'");
  expect(script).not.toContain("'unsafe-eval'");
  expect(script).not.toContain('*');
  expect(diretivas.get('frame-ancestors')).toEqual(["'none'"]);
  expect(diretivas.get('object-src')).toEqual(["'none'"]);
  expect(cabecalho('x-content-type-options')).toBe('nosniff');
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(cabecalho('referrer-policy'));
  expect(cabecalho('x-frame-options')).toBe('DENY');
}

describe(`cabeçalhos de segurança, outro site e GET sem efeito (${BANCO})`, () => {
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal(); });
  afterAll(async () => { await portal?.fechar(); });

  it.each([
    ['POST /login (200)', async (p: Portal) => (await entrarCru(p, 'associado@exemplo.com.br')).headers, 200],
    ['GET /login/me sem sessão (401)', async (p: Portal) => (await me(p, null)).headers, 401],
    ['GET da API sem sessão (401)', async (p: Portal) => (await consultarClube(p, null)).headers, 401],
    ['GET da API com sessão (200)', async (p: Portal) => (await consultarClube(p, (await entrarCru(p, 'clube.ativo@exemplo.com.br')).cookie)).headers, 200],
    ['rota da API inexistente (404)', async (p: Portal) => (await requisicaoCrua(p, 'GET', '/api/Clube/NaoExiste', { cookie: (await entrarCru(p, 'associado@exemplo.com.br')).cookie })).headers, 404],
    ['página do app (estático)', async (p: Portal) => (await requisicaoCrua(p, 'GET', '/produto/clube-vantagens/painel')).headers, null],
    ['POST de outro site (403)', async (p: Portal) => (await requisicaoCrua(p, 'POST', '/login', { corpo: { email: 'a@b.com', senha: 'x' }, cabecalhos: { origin: 'https://malicioso.example' } })).headers, 403],
  ] as const)('%s traz CSP sem unsafe-inline, nosniff, frame-ancestors none e Referrer-Policy', async (_, obter, status) => {
    const cabecalhos = await obter(portal);
    conferirCabecalhos((n) => cabecalhos.get(n));
    if (status !== null) expect(cabecalhos.get('cache-control')).toBe('no-store'); // API answers are never cached
  });

  it('as respostas dizem o seu tamanho (Content-Length, em bytes UTF-8), sem codificação chunked', async () => {
    const { cookie } = await entrarCru(portal, 'clube.ativo@exemplo.com.br');
    for (const caminho of ['/login/me', '/api/Clube/ConsultarClubeVantagens', '/api/Clube/NaoExiste']) {
      const r = await fetch(`${portal.url}${caminho}`, { headers: { cookie: cookie! } });
      const bytes = Buffer.from(await r.arrayBuffer());
      expect(r.headers.get('transfer-encoding'), caminho).toBeNull();
      expect(r.headers.get('content-length'), caminho).toBe(String(bytes.length));
    }
    // a pt-BR text has more bytes than characters: the length is of the bytes
    const semSessao = await fetch(`${portal.url}/login/me`);
    const texto = await semSessao.text();
    expect(texto).toMatch(/[ãçé]/);
    expect(Number(semSessao.headers.get('content-length'))).toBe(Buffer.byteLength(texto));
  });

  it.each([
    ['JSON', '/api/Clube/AceitarTermoClubeVantagens', 'application/json', 'Os dados enviados passam do tamanho permitido.'],
    ['com arquivo', '/api/Clube/IncluirBannerClubeVantagens', 'multipart/form-data; boundary=x', 'Arquivo muito grande: o limite é de 10 MB por arquivo.'],
  ])('corpo %s acima do limite: 413 em pt-BR também com os cabeçalhos de segurança', async (_, caminho, tipo, mensagem) => {
    // with a session: without one the answer is the 401, before the body (issue 26)
    const { cookie } = await entrarCru(portal, 'clube.ativo@exemplo.com.br');
    const r = await pedidoGrande(portal.url, caminho, tipo, cookie!);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.corpo)).toEqual({ mensagem });
    conferirCabecalhos((n) => r.headers[n] as string | undefined);
  });

  const CARTAO_APROVADO = { nomeCartao: 'JOANA T SILVA', numeroCartao: '4111111111111111', dataExpiracaoCartao: '12/39', codigoValidacaoCartao: '123' };
  const postsDoClube = Object.values(clubeVantagensContract).filter((r) => r.method === 'POST');
  const deOutroSite: [string, Record<string, string>][] = [
    ['Origin de outro site', { origin: 'https://malicioso.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Origin null', { origin: 'null' }],
    ['Origin de outra porta', { origin: 'http://127.0.0.1:1' }],
    ['Origin certa mas Sec-Fetch-Site: cross-site', { origin: '__proprio__', 'sec-fetch-site': 'cross-site' }],
  ];

  it.each(postsDoClube.flatMap((rota) => deOutroSite.map(([nome, cab]) => [rota.path, nome, cab, rota] as const)))(
    '%s com %s: 403 e nada gravado',
    async (caminho, _, cabecalhos, rota) => {
      const { cookie, cliente, codSocio } = await novoAssociado(portal);
      // the two purchases: on the slip (an associate) and by card (a non-associate); every other POST needs the club bought
      const noCartao = caminho.includes('PagamentoCartao');
      const ehCompra = noCartao || caminho.includes('Adquirir');
      if (noCartao) await portal.deps.database.db.update(associados).set({ naoAssociado: true }).where(eq(associados.codSocio, codSocio));
      if (!ehCompra) expect((await cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: randomUUID() } })).status).toBe(200);
      const corpo = noCartao ? { idempotencyKey: randomUUID(), ...CARTAO_APROVADO } : ehCompra ? { idempotencyKey: randomUUID() } : aceite;
      const cab = Object.fromEntries(Object.entries(cabecalhos).map(([k, v]) => [k, v === '__proprio__' ? portal.url : v]));
      const antes = await fotografia(portal);
      const r = await requisicaoCrua(portal, rota.method, caminho, { cookie, corpo, cabecalhos: cab });
      expect(r).toMatchObject({ status: 403, body: OUTRO_SITE });
      expect(await fotografia(portal)).toEqual(antes);

      // the very same call from the portal's own pages goes through
      const proprio = await requisicaoCrua(portal, rota.method, caminho, { cookie, corpo, cabecalhos: { origin: portal.url, 'sec-fetch-site': 'same-origin' } });
      expect(proprio.status).toBe(200);
      expect(await fotografia(portal)).not.toEqual(antes);
    },
  );

  it('logout de outro site é recusado e a sessão continua', async () => {
    const { cookie } = await entrarCru(portal, 'associado@exemplo.com.br');
    const r = await requisicaoCrua(portal, 'POST', '/login/logout', { cookie, cabecalhos: { 'sec-fetch-site': 'cross-site' } });
    expect(r).toMatchObject({ status: 403, body: OUTRO_SITE });
    expect(r.headers.getSetCookie()).toEqual([]);
    expect((await me(portal, cookie)).status).toBe(200);
  });

  it('GET nunca muda estado: as consultas não gravam nada e as ações não existem por GET/HEAD', async () => {
    const { cookie, cliente } = await novoAssociado(portal);
    expect((await cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: randomUUID() } })).status).toBe(200);
    const antes = await fotografia(portal);

    const gets = Object.values(clubeVantagensContract).filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThanOrEqual(3);
    for (const rota of gets) {
      for (let i = 0; i < 2; i++) {
        // even "from another site": a GET is read-only, so it is not refused, and it writes nothing
        const r = await requisicaoCrua(portal, 'GET', rota.path, { cookie, cabecalhos: { 'sec-fetch-site': 'cross-site' } });
        expect(r.status, rota.path).toBe(200);
      }
    }
    expect(await fotografia(portal)).toEqual(antes);

    const acoes = [
      ...Object.values(clubeVantagensContract).filter((r) => r.method === 'POST').map((r) => r.path),
    ];
    for (const caminho of acoes) {
      for (const metodo of ['GET', 'HEAD']) {
        const query = caminho.includes('Adquirir') ? `?idempotencyKey=${randomUUID()}` : `?dtVersao=${VERSAO_TERMO_CLUBE}`;
        const r = await requisicaoCrua(portal, metodo, `${caminho}${query}`, { cookie });
        expect(r.status, `${metodo} ${caminho}`).toBeGreaterThanOrEqual(400);
        expect(r.status, `${metodo} ${caminho}`).toBeLessThan(500);
      }
    }
    expect(await fotografia(portal)).toEqual(antes);

    // nor does GET /login/logout end a session
    expect((await requisicaoCrua(portal, 'GET', '/login/logout', { cookie })).status).toBeGreaterThanOrEqual(400);
    expect((await me(portal, cookie)).status).toBe(200);
  });
});
