import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirPortal, BANCO, entrarCru, type Portal } from '../support/portal';

describe(`login e sessão (${BANCO})`, () => {
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal(); });
  afterAll(async () => { await portal.fechar(); });

  it('entra com e-mail e senha e devolve o usuário do §3', async () => {
    const cliente = await portal.entrar('consultor@exemplo.com.br');
    const me = await cliente.auth.me();
    expect(me.status).toBe(200);
    if (me.status !== 200) return;
    expect(me.body.dadosContatoPrincipal[0]?.email).toBe('consultor@exemplo.com.br');
    expect(me.body.consultor).toBe(true);
    // decided (issue 21): only registered members, newest first; the screens page the carteira with ConsultarCarteira
    const codigos = me.body.carteira.associados.map((a) => a.codSocio);
    expect(codigos.length).toBeGreaterThanOrEqual(3);
    expect(codigos.every((c) => /^\d{7}$/.test(c))).toBe(true);
    expect(me.body.carteira.associados).toContainEqual({ codSocio: '0002003', nomeSocio: 'Farmácia Ativa S.A.' });
    expect(codigos.indexOf('0002003')).toBeLessThan(codigos.indexOf('0002001'));
  });

  it('senha errada: mensagem genérica, sem sessão', async () => {
    const cliente = portal.cliente();
    const r = await cliente.auth.login({ body: { email: 'associado@exemplo.com.br', senha: 'errada' } });
    expect(r).toMatchObject({ status: 401, body: { mensagem: 'E-mail ou senha inválidos.' } });
    const desconhecido = await cliente.auth.login({ body: { email: 'ninguem@exemplo.com.br', senha: 'errada' } });
    expect(desconhecido.body).toEqual(r.body);
    expect(cliente.cookie).toBe('');
  });

  it('400 com mensagem em pt-BR para entrada inválida', async () => {
    const r = await portal.cliente().auth.login({ body: { email: 'não-é-email', senha: 'x' } });
    expect(r).toMatchObject({ status: 400, body: { mensagem: 'Informe um e-mail válido.' } });
  });

  it('sem sessão, /login/me e /api respondem 401', async () => {
    const cliente = portal.cliente();
    expect((await cliente.auth.me()).status).toBe(401);
    expect((await cliente.clube.consultarClubeVantagens()).status).toBe(401);
  });

  it('logout mata a sessão', async () => {
    const cliente = await portal.entrar('associado@exemplo.com.br');
    const cookie = cliente.cookie;
    expect((await cliente.auth.logout()).status).toBe(204);
    cliente.cookie = cookie; // replaying the old cookie does not bring the session back
    expect((await cliente.auth.me()).status).toBe(401);
  });

  it('o cookie é httpOnly, SameSite=Lax e traz 256 bits aleatórios', async () => {
    const r = await entrarCru(portal, 'associado@exemplo.com.br');
    const cookie = r.setCookie!;
    expect(cookie).toMatch(/^portal_sessao=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('recusa chamadas de outro site que mudam estado', async () => {
    const r = await entrarCru(portal, 'associado@exemplo.com.br', undefined, { origin: 'https://malicioso.example' });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ mensagem: 'Requisição de outro site recusada.' });
  });

  it('serve o OpenAPI gerado dos contratos: sem sessão, só as rotas públicas (openapi.api.test.ts)', async () => {
    const r = await fetch(`${portal.url}/api/openapi.json`);
    expect(r.status).toBe(200);
    const doc = await r.json();
    expect(Object.keys(doc.paths)).toContain('/login');
    expect(Object.keys(doc.paths)).not.toContain('/api/Clube/ConsultarClubeVantagens');
  });
});
