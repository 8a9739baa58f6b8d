import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tentativasLogin } from '../../src/server/db/schema/comum';
import { SENHA_DEMO } from '../../src/server/db/seed';
import { abrirPortal, BANCO, requisicaoCrua, type Portal } from '../support/portal';

// Issue 7: every client input is bounded by the contract, so an oversized value is a 400 in
// pt-BR before any handler runs, never a database error (500).

/**
 * `n` random letters and digits: text that does not compress, as an attacker would send it
 * (a run of one letter compresses below the index's row limit and hides the failure).
 */
const aleatorio = (n: number) => [...randomBytes(n)].map((b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');

const tentativas = async (portal: Portal) =>
  (await portal.deps.database.db.select({ n: count() }).from(tentativasLogin))[0]!.n;

describe(`limites das entradas (${BANCO})`, () => {
  let portal: Portal;
  let cookie: string;
  beforeAll(async () => {
    portal = await abrirPortal();
    cookie = (await portal.entrar('clube.ativo@exemplo.com.br')).cookie;
  });
  afterAll(async () => { await portal?.fechar(); });

  it('login com e-mail de 3.000 caracteres: 400 em pt-BR e nenhuma tentativa registrada', async () => {
    const email = `${aleatorio(3000 - '@exemplo.com.br'.length)}@exemplo.com.br`;
    expect(email).toHaveLength(3000);
    const antes = await tentativas(portal);
    const r = await requisicaoCrua(portal, 'POST', '/login', { corpo: { email, senha: SENHA_DEMO } });
    expect(r).toMatchObject({ status: 400, body: { mensagem: 'O e-mail pode ter no máximo 254 caracteres.' } });
    expect(r.headers.get('set-cookie')).toBeNull();
    expect(await tentativas(portal)).toBe(antes);
  });

  it('login com e-mail de 254 caracteres segue o fluxo normal (401, tentativa registrada)', async () => {
    const email = `${aleatorio(254 - '@exemplo.com.br'.length)}@exemplo.com.br`;
    const antes = await tentativas(portal);
    const r = await requisicaoCrua(portal, 'POST', '/login', { corpo: { email, senha: SENHA_DEMO } });
    expect(r.status).toBe(401);
    expect(await tentativas(portal)).toBe(antes + 1);
  });

  it('login com senha de mais de 200 caracteres: 400, nenhuma tentativa registrada', async () => {
    const antes = await tentativas(portal);
    const r = await requisicaoCrua(portal, 'POST', '/login', { corpo: { email: 'associado@exemplo.com.br', senha: 'x'.repeat(201) } });
    expect(r).toMatchObject({ status: 400, body: { mensagem: 'A senha pode ter no máximo 200 caracteres.' } });
    expect(await tentativas(portal)).toBe(antes);
  });

  // query strings are plain: a number is its digits, so 1e308 is no number and 92233720368547758 one past the bound
  const listas = ['/api/Clube/ConsultarAnunciosClubeVantagens', '/api/Clube/ConsultarFuncionariosClubeVantagens'];
  const paginasAbsurdas: [pagina: string, mensagem: string][] = [
    ['1e308', 'Valor inválido em "pagina".'], ['1e19', 'Valor inválido em "pagina".'],
    ['92233720368547758', 'Valor grande demais em "pagina".'], ['9007199254740993', 'Valor grande demais em "pagina".'],
    ['100001', 'Valor grande demais em "pagina".'],
  ];

  it.each(listas)('%s: página absurda responde 400 em pt-BR, nunca 500', async (caminho) => {
    for (const linhas of [5, 100]) {
      for (const [pagina, mensagem] of paginasAbsurdas) {
        const r = await requisicaoCrua(portal, 'GET', `${caminho}?linhas=${linhas}&pagina=${pagina}`, { cookie });
        expect({ linhas, pagina, status: r.status, mensagem: r.body.mensagem }).toEqual({ linhas, pagina, status: 400, mensagem });
      }
    }
  });

  it.each(listas)('%s: a última página aceita responde 200 (vazia)', async (caminho) => {
    const r = await requisicaoCrua(portal, 'GET', `${caminho}?linhas=100&pagina=100000`, { cookie });
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.body)).toMatch(/"(anuncios|funcionarios)":\[\]/);
  });
});
