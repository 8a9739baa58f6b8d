import { request } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSAO_TERMO_CLUBE } from '../../src/domain/clube-vantagens/clube';
import { LIMITE_FALHAS_ENDERECO } from '../../src/server/comum/auth';
import { aceites, tentativasLogin, usuarios } from '../../src/server/db/schema/comum';
import { SENHA_DEMO } from '../../src/server/db/seed';
import { abrirPortal, BANCO, fotografia, requisicaoCrua, type Portal } from '../support/portal';

// Holes an adversarial pass found in the shared server parts (issue 7): each answers 4xx, never 500,
// and writes nothing.

const ILEGIVEL = { mensagem: 'Os dados enviados não puderam ser lidos.' };
const PARTES_DEMAIS = { mensagem: 'O formulário enviado tem partes demais.' };
const CARACTERE_INVALIDO = { mensagem: 'Os dados enviados contêm caracteres inválidos.' };
const BANNER = '/api/Clube/IncluirBannerClubeVantagens';
const TERMO = '/api/Clube/AceitarTermoClubeVantagens';

/** A multipart body by hand: each [name, value] a text part, or a file part when the value is { arquivo, bytes }. */
function multipart(partes: [string, string | { arquivo: string; bytes: Buffer }][], fronteira = 'FRONTEIRAxyz') {
  const pedacos = partes.map(([nome, valor]) => typeof valor === 'string'
    ? Buffer.from(`--${fronteira}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${valor}\r\n`)
    : Buffer.concat([
      Buffer.from(`--${fronteira}\r\nContent-Disposition: form-data; name="${nome}"; filename="${valor.arquivo}"\r\nContent-Type: image/png\r\n\r\n`),
      valor.bytes, Buffer.from('\r\n'),
    ]));
  return { corpo: Buffer.concat([...pedacos, Buffer.from(`--${fronteira}--\r\n`)]), tipo: `multipart/form-data; boundary=${fronteira}` };
}

/** A request node:http sends as told (fetch refuses TRACE and a malformed Host). */
function cru(url: string, metodo: string, caminho: string, opcoes: { cabecalhos?: Record<string, string>; corpo?: Buffer | string } = {}) {
  return new Promise<{ status: number; cabecalhos: Record<string, string | string[] | undefined>; corpo: string }>((ok, falha) => {
    const req = request(`${url}${caminho}`, { method: metodo, headers: opcoes.cabecalhos }, (res) => {
      const partes: Buffer[] = [];
      res.on('data', (p: Buffer) => partes.push(p));
      res.on('end', () => ok({ status: res.statusCode!, cabecalhos: res.headers, corpo: Buffer.concat(partes).toString() }));
      res.on('error', falha);
    });
    req.on('error', falha);
    req.end(opcoes.corpo);
  });
}
const json = (r: { corpo: string }) => JSON.parse(r.corpo) as unknown;

async function login(portal: Portal, email: string, cabecalhos: Record<string, string> = {}) {
  const r = await cru(portal.url, 'POST', '/login', { cabecalhos: { 'content-type': 'application/json', ...cabecalhos }, corpo: JSON.stringify({ email, senha: SENHA_DEMO }) });
  const cookies = ([] as string[]).concat(r.cabecalhos['set-cookie'] ?? []);
  return { ...r, setCookie: cookies[0] ?? null, cookie: cookies[0]?.split(';')[0] ?? null };
}

describe(`corpos hostis: multipart, caracteres, método, Host, cookie (${BANCO})`, () => {
  let portal: Portal;
  let cookieClube: string;
  beforeAll(async () => {
    portal = await abrirPortal();
    cookieClube = (await login(portal, 'clube.ativo@exemplo.com.br')).cookie!;
  });
  afterAll(async () => { await portal?.fechar(); });

  it.each([
    [50, 400, ILEGIVEL],
    [10_000, 413, { mensagem: 'Os dados enviados passam do tamanho permitido.' }], // 700 kB: past the 8 KB of a public route
  ])('%i campos "email" num multipart ao POST /login: %i na hora, sem tentativa registrada (o login só lê JSON)', async (quantos, status, mensagem) => {
    const { corpo, tipo } = multipart(Array.from({ length: quantos }, () => ['email', 'a@b.com'] as [string, string]));
    const antes = await portal.deps.database.db.select().from(tentativasLogin);
    const r = await cru(portal.url, 'POST', '/login', { cabecalhos: { 'content-type': tipo }, corpo });
    expect(r.status).toBe(status);
    expect(json(r)).toEqual(mensagem);
    expect(await portal.deps.database.db.select().from(tentativasLogin)).toEqual(antes);
  });

  it('um multipart com mais partes do que a rota tem campos: 413 antes de ler as partes, nada gravado', async () => {
    const { corpo, tipo } = multipart(Array.from({ length: 24_000 }, () => ['titulo', 'x'] as [string, string]));
    const antes = await fotografia(portal);
    const r = await cru(portal.url, 'POST', BANNER, { cabecalhos: { 'content-type': tipo, cookie: cookieClube }, corpo });
    expect(r.status).toBe(413);
    expect(json(r)).toEqual(PARTES_DEMAIS);
    expect(await fotografia(portal)).toEqual(antes);
    // the banner's own fields (9 parts) still pass the count and reach the contract's checks
    const { corpo: poucos, tipo: t2 } = multipart([['titulo', 'Promoção']]);
    const r2 = await cru(portal.url, 'POST', BANNER, { cabecalhos: { 'content-type': t2, cookie: cookieClube }, corpo: poucos });
    expect(r2.status).toBe(400);
    expect(json(r2)).not.toEqual(PARTES_DEMAIS);
  });

  it.each([
    ['sem boundary', 'multipart/form-data', '--x\r\n\r\n'],
    ['corpo que não é multipart', 'multipart/form-data; boundary=FRONTEIRA', 'isto não é um formulário'],
    ['multipart/mixed', 'multipart/mixed; boundary=FRONTEIRA', '--FRONTEIRA--\r\n'],
  ])('multipart ilegível (%s): 400, não 500', async (_, tipo, corpo) => {
    const antes = await fotografia(portal);
    const r = await cru(portal.url, 'POST', BANNER, { cabecalhos: { 'content-type': tipo, cookie: cookieClube }, corpo });
    expect(r.status).toBe(400);
    expect(json(r)).toEqual(ILEGIVEL);
    expect(await fotografia(portal)).toEqual(antes);
  });

  it.each([
    ['NUL num texto JSON', JSON.stringify({ dtVersao: VERSAO_TERMO_CLUBE, browserData: 'Mozilla\u0000' })],
    ['surrogate sozinho num texto JSON', JSON.stringify({ dtVersao: VERSAO_TERMO_CLUBE, browserData: 'x\ud800y' })],
    ['NUL numa chave JSON', `{"dtVersao":"${VERSAO_TERMO_CLUBE}","a\\u0000":1}`],
  ])('%s: 400 em pt-BR e nada gravado', async (_, corpo) => {
    const cookie = (await login(portal, 'clube.termo@exemplo.com.br')).cookie!;
    const antes = await fotografia(portal);
    const r = await cru(portal.url, 'POST', TERMO, { cabecalhos: { 'content-type': 'application/json', cookie }, corpo });
    expect(r.status).toBe(400);
    expect(json(r)).toEqual(CARACTERE_INVALIDO);
    expect(await fotografia(portal)).toEqual(antes);
  });

  it.each([
    ['NUL num campo de texto', multipart([['titulo', 'Pro\u0000moção']])],
    ['NUL no nome do arquivo', multipart([['titulo', 'Promoção'], ['banner', { arquivo: 'a\u0000.png', bytes: Buffer.from('x') }]])],
  ])('multipart com %s: 400 e nada gravado', async (_, { corpo, tipo }) => {
    const antes = await fotografia(portal);
    const r = await cru(portal.url, 'POST', BANNER, { cabecalhos: { 'content-type': tipo, cookie: cookieClube }, corpo });
    expect(r.status).toBe(400);
    expect(json(r)).toEqual(CARACTERE_INVALIDO);
    expect(await fotografia(portal)).toEqual(antes);
  });

  it.each([
    ['NUL num valor da query', '/api/Clube/ConsultarClubeVantagens?x=%00', 400],
    ['NUL numa chave da query', '/api/Clube/ConsultarClubeVantagens?a%00=1', 400],
    // no route names these paths: 404 before ts-rest (app.ts lets only a path the contract names go on)
    ['NUL no caminho', '/api/Clube/%00', 404],
    ['escape % quebrado no caminho', '/api/Clube/%E0%A4%A', 404],
  ])('%s: %i, não 500', async (_, caminho, status) => {
    const r = await requisicaoCrua(portal, 'GET', caminho, { cookie: cookieClube });
    expect(r.status).toBe(status);
  });

  it.each(['TRACE', 'PROPFIND', 'MKCOL'])('método %s: 405 com Allow, antes do app', async (metodo) => {
    const r = await cru(portal.url, metodo, '/login/me', { cabecalhos: { cookie: cookieClube } });
    expect(r.status).toBe(405);
    expect(r.cabecalhos.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(json(r)).toEqual({ mensagem: 'Método não permitido.' });
    expect(r.cabecalhos['x-content-type-options']).toBe('nosniff');
  });

  it.each([['com espaço', 'exa mple.com'], ['com barra', 'a/b'], ['IPv6 sem fechar', '[::1'], ['de 300 caracteres', 'x'.repeat(300)]])('Host malformado (%s): 400, não 500', async (_, host) => {
    const r = await cru(portal.url, 'GET', '/login/me', { cabecalhos: { host } });
    expect(r.status).toBe(400);
    expect(json(r)).toEqual({ mensagem: 'Requisição inválida.' });
  });

  it('Host comum (nome, IPv4, IPv6, com porta) continua atendido', async () => {
    for (const host of ['portal.exemplo.com.br', '127.0.0.1:3000', '[::1]:3000', 'localhost']) {
      expect((await cru(portal.url, 'GET', '/login/me', { cabecalhos: { host } })).status, host).toBe(401);
    }
  });

  it('um corpo JSON de 2 MB: 413 (sem arquivo, o limite é 1 MB), com texto que não fala de arquivo', async () => {
    const r = await cru(portal.url, 'POST', '/login', { cabecalhos: { 'content-type': 'application/json' }, corpo: JSON.stringify({ email: 'a@b.com', senha: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(r.status).toBe(413);
    expect(json(r)).toEqual({ mensagem: 'Os dados enviados passam do tamanho permitido.' });
  });

  describe('um cookie de sessão malformado não tranca o navegador', () => {
    it.each([
      ['um % solto', 'portal_sessao=%'], ['escape quebrado', 'portal_sessao=%E0%A4%A'],
      ['5 000 caracteres', `portal_sessao=${'a'.repeat(5000)}`], ['entre aspas', 'portal_sessao="x"'],
    ])('%s: 401, login e logout funcionam', async (_, cookie) => {
      expect((await cru(portal.url, 'GET', '/login/me', { cabecalhos: { cookie } })).status).toBe(401);
      expect((await cru(portal.url, 'GET', '/api/Clube/ConsultarClubeVantagens', { cabecalhos: { cookie } })).status).toBe(401);
      const sair = await cru(portal.url, 'POST', '/login/logout', { cabecalhos: { cookie } });
      expect(sair.status).toBe(204);
      expect(sair.cabecalhos['set-cookie']).toEqual([expect.stringMatching(/^portal_sessao=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/)]);
      const entrar = await login(portal, 'associado@exemplo.com.br', { cookie });
      expect(entrar.status).toBe(200);
      expect((await cru(portal.url, 'GET', '/login/me', { cabecalhos: { cookie: entrar.cookie! } })).status).toBe(200);
    });
  });
});

describe(`atrás de um proxy confiável (TRUST_PROXY=1) (${BANCO})`, () => {
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal({ http: { saltosDeProxy: 1 } }); });
  afterAll(async () => { await portal?.fechar(); });

  const ipsDasTentativas = async (email: string) =>
    (await portal.deps.database.db.select({ ip: tentativasLogin.ip }).from(tentativasLogin).where(eq(tentativasLogin.email, email))).map((t) => t.ip);

  it('o endereço é o que o proxy viu (o mais à direita), nunca o que o cliente escreveu à esquerda', async () => {
    const email = 'associado@exemplo.com.br';
    await login(portal, email, { 'x-forwarded-for': '203.0.113.250, 198.51.100.7' });
    await login(portal, email, { 'x-forwarded-for': '198.51.100.8' });
    await login(portal, email, { 'x-forwarded-for': 'nao-e-ip' }); // not an address: the socket's
    await login(portal, email); // no header (a request that skipped the proxy): the socket's
    expect(await ipsDasTentativas(email)).toEqual(['198.51.100.7', '198.51.100.8', '127.0.0.1', '127.0.0.1']);
  });

  it('o aceite do termo grava o endereço visto pelo proxy, não o que o cliente afirma', async () => {
    const { cookie } = await login(portal, 'clube.termo@exemplo.com.br');
    const r = await cru(portal.url, 'POST', TERMO, {
      cabecalhos: { 'content-type': 'application/json', cookie: cookie!, 'x-forwarded-for': '203.0.113.250, 198.51.100.20' },
      corpo: JSON.stringify({ dtVersao: VERSAO_TERMO_CLUBE, ipOrigem: '203.0.113.250', browserData: 'teste' }),
    });
    expect(r.status).toBe(200);
    const [dono] = await portal.deps.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'clube.termo@exemplo.com.br'));
    const gravados = await portal.deps.database.db.select({ ip: aceites.ipOrigem }).from(aceites).where(eq(aceites.usuarioId, dono!.id));
    expect(gravados.map((a) => a.ip)).toEqual(['198.51.100.20']);
  });

  it(`trocar o X-Forwarded-For à esquerda não escapa do limite por endereço (${LIMITE_FALHAS_ENDERECO} falhas por hora)`, async () => {
    const agora = new Date();
    await portal.deps.database.db.insert(tentativasLogin).values(Array.from({ length: LIMITE_FALHAS_ENDERECO }, (_, i) => ({
      email: `robo${i % 50}@exemplo.com.br`, ip: '198.51.100.66', sucesso: false, em: new Date(agora.getTime() - 60_000),
    })));
    for (const mentira of ['1.2.3.4', '5.6.7.8']) {
      const r = await login(portal, 'clube.ativo@exemplo.com.br', { 'x-forwarded-for': `${mentira}, 198.51.100.66` });
      expect(r.status).toBe(429);
    }
    expect(await portal.deps.database.db.select().from(tentativasLogin).where(and(eq(tentativasLogin.ip, '1.2.3.4')))).toEqual([]);
  });

  it('por HTTPS (X-Forwarded-Proto do proxy): HSTS e cookie __Host- com Secure; por HTTP, nenhum dos dois', async () => {
    const seguro = await login(portal, 'associado@exemplo.com.br', { 'x-forwarded-proto': 'https' });
    expect(seguro.cabecalhos['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(seguro.setCookie).toMatch(/^__Host-portal_sessao=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    const me = await cru(portal.url, 'GET', '/login/me', { cabecalhos: { cookie: seguro.cookie!, 'x-forwarded-proto': 'https' } });
    expect(me.status).toBe(200);
    expect(me.cabecalhos['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // the same token without the prefix is not the session over HTTPS (a plain-HTTP page could have set it)
    const semPrefixo = seguro.cookie!.replace('__Host-', '');
    expect((await cru(portal.url, 'GET', '/login/me', { cabecalhos: { cookie: semPrefixo, 'x-forwarded-proto': 'https' } })).status).toBe(401);

    const simples = await login(portal, 'associado@exemplo.com.br');
    expect(simples.cabecalhos['strict-transport-security']).toBeUndefined();
    expect(simples.setCookie).toMatch(/^portal_sessao=/);
    expect(simples.setCookie).not.toContain('Secure');
  });
});

describe(`sem proxy, os cabeçalhos X-Forwarded-* são ignorados (${BANCO})`, () => {
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal(); });
  afterAll(async () => { await portal?.fechar(); });

  it('nem endereço nem HTTPS vêm do cliente', async () => {
    const r = await login(portal, 'associado@exemplo.com.br', { 'x-forwarded-for': '203.0.113.250', 'x-forwarded-proto': 'https' });
    expect(r.status).toBe(200);
    expect(r.cabecalhos['strict-transport-security']).toBeUndefined();
    expect(r.setCookie).toMatch(/^portal_sessao=/);
    const ips = await portal.deps.database.db.select({ ip: tentativasLogin.ip }).from(tentativasLogin);
    expect(ips.map((t) => t.ip)).toEqual(['127.0.0.1']);
  });
});
