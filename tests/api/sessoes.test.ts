import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { CacheSessoes } from '../../src/server/cache-sessoes';
import { abrirPortal, abrirServidor, BANCO, clienteDe, type Portal } from '../support/portal';

describe('cache de sessões', () => {
  it('guarda por poucos segundos, esquece ao encerrar e descarta o mais antigo quando cheio', () => {
    const cache = new CacheSessoes<string>(5_000, 2);
    cache.guardar('a', 'A', 0);
    expect(cache.ler('a', 4_999)).toBe('A');
    expect(cache.ler('a', 5_000)).toBeUndefined();
    cache.guardar('a', 'A', 0);
    cache.esquecer('a');
    expect(cache.ler('a', 1)).toBeUndefined();
    cache.guardar('a', 'A', 0); cache.guardar('b', 'B', 0); cache.guardar('c', 'C', 0);
    expect([cache.ler('a', 1), cache.ler('b', 1), cache.ler('c', 1)]).toEqual([undefined, 'B', 'C']);
    expect(cache.ler('b', -1)).toBeUndefined(); // a clock that went back reads again
  });
});

describe(`sessão lida do cache (${BANCO})`, () => {
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal(); });
  afterAll(async () => { await portal.fechar(); });

  it('logout vale na hora mesmo com a sessão em cache', async () => {
    const cliente = await portal.entrar('clube.ativo@exemplo.com.br');
    const cookie = cliente.cookie;
    expect((await cliente.auth.me()).status).toBe(200); // now cached
    expect((await cliente.clube.consultarClubeVantagens()).status).toBe(200);
    await cliente.auth.logout();
    cliente.cookie = cookie;
    expect((await cliente.auth.me()).status).toBe(401);
    expect((await cliente.clube.consultarClubeVantagens()).status).toBe(401);
  });

  it('um novo login no mesmo navegador derruba a sessão anterior, ainda que em cache', async () => {
    const cliente = await portal.entrar('clube.ativo@exemplo.com.br');
    const antigo = cliente.cookie;
    expect((await cliente.auth.me()).status).toBe(200);
    await cliente.auth.login({ body: { email: 'clube.ativo@exemplo.com.br', senha: 'portal123' } });
    expect(cliente.cookie).not.toBe(antigo);
    const outro = clienteDe(portal.url);
    outro.cookie = antigo;
    expect((await outro.auth.me()).status).toBe(401);
  });

  describe.runIf(BANCO === 'postgres')('o PostgreSQL encerra as conexões (reinício, failover)', () => {
    it('o servidor não cai e a próxima chamada abre outra conexão', async () => {
      const cliente = await portal.entrar('clube.ativo@exemplo.com.br');
      expect((await cliente.clube.consultarClubeVantagens()).status).toBe(200);
      const admin = new pg.Client({ connectionString: portal.urlBanco });
      await admin.connect();
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      await new Promise((ok) => setTimeout(ok, 100)); // the pool hears of the closed connections
      await cliente.auth.logout(); // a write after the loss
      expect((await cliente.auth.me()).status).toBe(401);
      const outra = await portal.entrar('clube.ativo@exemplo.com.br');
      expect((await outra.clube.consultarClubeVantagens()).status).toBe(200);
    });
  });

  describe.runIf(BANCO === 'postgres')('dois processos do servidor no mesmo PostgreSQL', () => {
    it('logout num processo derruba na hora a sessão em cache no outro (LISTEN/NOTIFY)', async () => {
      const segundo = await abrirServidor(portal.urlBanco!);
      try {
        const noPrimeiro = await portal.entrar('clube.ativo@exemplo.com.br');
        const noSegundo = clienteDe(segundo.url);
        noSegundo.cookie = noPrimeiro.cookie;
        expect((await noSegundo.auth.me()).status).toBe(200); // cached in the second process
        await noPrimeiro.auth.logout();
        await expect.poll(async () => (await noSegundo.auth.me()).status, { timeout: 2_000, interval: 20 }).toBe(401);
      } finally {
        await segundo.fechar();
      }
    });
  });
});
