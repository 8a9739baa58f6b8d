import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { CacheSessoes } from '../../src/server/comum/cache-sessoes';
import { sessoes, usuarios } from '../../src/server/db/schema/comum';
import { escutasDoBanco } from '../support/escuta';
import { abrirPortal, abrirServidor, BANCO, clienteDe, relogioManual, type Cliente, type Portal } from '../support/portal';

describe('cache de sessões', () => {
  it('guarda por poucos segundos, esquece ao encerrar e descarta o mais antigo quando cheio', () => {
    const cache = new CacheSessoes<string>(5_000, 2);
    cache.guardar('a', 'A', 0, cache.geracao);
    expect(cache.ler('a', 4_999)).toBe('A');
    expect(cache.ler('a', 5_000)).toBeUndefined();
    cache.guardar('a', 'A', 0, cache.geracao);
    cache.esquecer('a');
    expect(cache.ler('a', 1)).toBeUndefined();
    cache.guardar('a', 'A', 0, cache.geracao); cache.guardar('b', 'B', 0, cache.geracao); cache.guardar('c', 'C', 0, cache.geracao);
    expect([cache.ler('a', 1), cache.ler('b', 1), cache.ler('c', 1)]).toEqual([undefined, 'B', 'C']);
    expect(cache.ler('b', -1)).toBeUndefined(); // a clock that went back reads again
  });

  it('ler não renova: o item vale 5 s desde que foi guardado, por mais que seja lido', () => {
    const cache = new CacheSessoes<string>(5_000);
    cache.guardar('a', 'A', 0, cache.geracao);
    for (let t = 1_000; t < 5_000; t += 1_000) expect(cache.ler('a', t)).toBe('A');
    expect(cache.ler('a', 5_000)).toBeUndefined();
  });

  it('não guarda o que foi lido antes de um encerramento ouvido nem enquanto suspenso', () => {
    const cache = new CacheSessoes<string>(5_000);
    const antes = cache.geracao; // a database read starts
    cache.esquecer('a'); // a session ends meanwhile (it may be this one)
    cache.guardar('a', 'A', 0, antes);
    expect(cache.ler('a', 1)).toBeUndefined();
    cache.guardar('b', 'B', 0, cache.geracao);
    cache.suspender(); // ended sessions are no longer heard
    expect(cache.ler('b', 1)).toBeUndefined();
    cache.guardar('c', 'C', 0, cache.geracao);
    expect(cache.ler('c', 1)).toBeUndefined();
    const durante = cache.geracao; // a read while suspended, stored after the listener is back
    cache.retomar();
    cache.guardar('d', 'D', 0, durante);
    expect([cache.ler('b', 1), cache.ler('d', 1)]).toEqual([undefined, undefined]);
    cache.guardar('e', 'E', 0, cache.geracao);
    expect(cache.ler('e', 1)).toBe('E');
  });
});

describe(`sessão encerrada sem aviso (${BANCO})`, () => {
  const tempo = relogioManual();
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal({ relogio: tempo.relogio }); });
  afterAll(async () => { await portal.fechar(); });

  it('o cache serve a sessão por no máximo 5 s desde a última leitura no banco, por mais que ela seja usada', async () => {
    const cliente = await portal.entrar('clube.ativo@exemplo.com.br');
    expect((await cliente.auth.me()).status).toBe(200); // read from the database, now cached
    // the row goes and no one is told (a lost NOTIFY): only the cache's lifetime ends it
    await portal.deps.database.db.delete(sessoes);
    const respostas: number[] = [];
    for (let s = 1; s <= 6; s++) {
      tempo.avancar(1_000);
      respostas.push((await cliente.auth.me()).status);
    }
    expect(respostas).toEqual([200, 200, 200, 200, 401, 401]);
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

    // the LISTEN connection of each process, by the name it gives PostgreSQL
    const { escutas, derrubar, aceitarConexoes } = escutasDoBanco(() => portal.urlBanco!);
    /** The first process's listener, once it listens (a test above drops every connection). */
    async function escutaDoPrimeiro() {
      await expect.poll(async () => (await escutas()).length, { timeout: 5_000, interval: 50 }).toBe(1);
      return escutas();
    }
    /** The second process's listener: the one that was not there before it started. */
    async function escutaNova(antes: number[]) {
      const novas = (await escutas()).filter((pid) => !antes.includes(pid));
      expect(novas).toHaveLength(1);
      return novas[0]!;
    }
    const nomeEm = async (cliente: Cliente) => {
      const r = await cliente.auth.me();
      return r.status === 200 ? r.body.dadosContatoPrincipal[0]!.nome : r.status;
    };
    const EMAIL = 'clube.ativo@exemplo.com.br';
    const renomear = (nome: string) => portal.deps.database.db.update(usuarios).set({ nome }).where(eq(usuarios.email, EMAIL));

    it('com a escuta do outro processo caída, ele não serve sessões do cache e vê o logout na hora', async () => {
      const antes = await escutaDoPrimeiro();
      const segundo = await abrirServidor(portal.urlBanco!);
      const noPrimeiro = await portal.entrar(EMAIL);
      const noSegundo = clienteDe(segundo.url);
      noSegundo.cookie = noPrimeiro.cookie;
      const original = await nomeEm(noSegundo); // cached in the second process
      try {
        const escuta = await escutaNova(antes);
        // no new connection to this database can open (superusers included): the listener stays down,
        // while the pools keep the connections they hold
        await aceitarConexoes(false);
        await derrubar(escuta);
        await expect.poll(escutas).not.toContain(escuta);
        await renomear('Nome Trocado Sem Aviso');
        await expect.poll(() => nomeEm(noSegundo), { timeout: 1_000, interval: 20 }).toBe('Nome Trocado Sem Aviso'); // read from the database
        await noPrimeiro.auth.logout(); // its NOTIFY reaches no one in the second process
        await expect.poll(async () => (await noSegundo.auth.me()).status, { timeout: 1_000, interval: 20 }).toBe(401);
        await new Promise((ok) => setTimeout(ok, 400)); // a few reconnections fail meanwhile
        await aceitarConexoes(true);
        await expect.poll(async () => (await escutas()).filter((pid) => !antes.includes(pid)), { timeout: 5_000, interval: 50 })
          .toHaveLength(1); // the second process listens again
      } finally {
        await aceitarConexoes(true);
        await renomear(String(original));
        await segundo.fechar();
      }
    });

    it('a escuta caída volta sozinha e o logout num processo volta a derrubar na hora a sessão em cache no outro', async () => {
      const antes = await escutaDoPrimeiro();
      const segundo = await abrirServidor(portal.urlBanco!);
      try {
        const escuta = await escutaNova(antes);
        await derrubar(escuta);
        // a new connection, listening again
        await expect.poll(async () => (await escutas()).filter((pid) => !antes.includes(pid) && pid !== escuta), { timeout: 5_000, interval: 50 })
          .toHaveLength(1);
        const noPrimeiro = await portal.entrar(EMAIL);
        const noSegundo = clienteDe(segundo.url);
        noSegundo.cookie = noPrimeiro.cookie;
        const original = await nomeEm(noSegundo);
        try {
          await renomear('Nome Trocado Sem Aviso');
          expect(await nomeEm(noSegundo)).toBe(original); // served from its cache again: only a NOTIFY can end it within 2 s
          await noPrimeiro.auth.logout();
          await expect.poll(async () => (await noSegundo.auth.me()).status, { timeout: 2_000, interval: 20 }).toBe(401);
        } finally {
          await renomear(String(original));
        }
      } finally {
        await segundo.fechar();
      }
    });
  });
});
