import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dependencias } from '../../src/server/comum/context';
import { openDatabase } from '../../src/server/db/database';
import { planosConciliador } from '../../src/server/db/schema/spc-conciliador';
import { usuarios } from '../../src/server/db/schema/comum';
import { LoginDemoEmProducao, prepararBanco, semearDemo, SENHA_DEMO, USUARIOS_DEMO } from '../../src/server/db/seed';
import { bancoDeTeste, type BancoDeTeste } from '../support/banco-modelo';
import { BANCO } from '../support/portal';

// Issue 26 §5: no demo logins in production. What a start does to the database (prepararBanco, main.ts), on an empty
// database and on one an earlier start seeded.

const EMAILS_DEMO = USUARIOS_DEMO.map((u) => u.email);

describe(`a partida em produção não cria nem aceita logins de demonstração (${BANCO})`, () => {
  const abertos: { banco: BancoDeTeste; deps: Dependencias }[] = [];
  afterEach(async () => {
    for (const { banco, deps } of abertos.splice(0)) {
      await deps.database.close();
      await banco.descartar();
    }
  });
  async function bancoVazio(dataDir?: string) {
    const banco = await bancoDeTeste(process.env.DATABASE_URL, 'producao', dataDir);
    const deps: Dependencias = { database: await openDatabase(banco.opcoes), relogio: () => new Date(), kdf: { memoryCost: 1024, timeCost: 1 } };
    abertos.push({ banco, deps });
    return deps;
  }
  const usuariosDe = async (deps: Dependencias) => (await deps.database.db.select({ n: count() }).from(usuarios))[0]!.n;

  it('NODE_ENV=production num banco vazio: nenhum usuário criado; os catálogos sim', async () => {
    const deps = await bancoVazio();
    expect(await prepararBanco(deps, true)).toBe(false);
    expect(await usuariosDe(deps)).toBe(0);
    expect((await deps.database.db.select({ n: count() }).from(planosConciliador))[0]!.n).toBeGreaterThan(0);
  });

  it('fora de produção (o `npm start` do README): os usuários de demonstração no banco vazio, uma vez', async () => {
    const deps = await bancoVazio();
    expect(await prepararBanco(deps, false)).toBe(true);
    expect((await deps.database.db.select({ email: usuarios.email }).from(usuarios).where(inArray(usuarios.email, EMAILS_DEMO))).map((u) => u.email).sort())
      .toEqual([...EMAILS_DEMO].sort());
    expect(await prepararBanco(deps, false)).toBe(false);
  });

  it('um login de demonstração com a senha de demonstração: a partida recusa, diz como fechá-lo, e o SQL dito basta', async () => {
    const deps = await bancoVazio();
    await semearDemo(deps);
    const n = await usuariosDe(deps);
    const recusa = await prepararBanco(deps, true).catch((e: unknown) => e);
    expect(recusa).toBeInstanceOf(LoginDemoEmProducao);
    expect((recusa as LoginDemoEmProducao).emails).toEqual([...EMAILS_DEMO].sort());
    const mensagem = (recusa as Error).message;
    expect(mensagem).toContain('atendente@exemplo.com.br');
    expect(await usuariosDe(deps)).toBe(n);
    // one login's password changed: the others still stop the start
    await deps.database.db.update(usuarios).set({ senhaHash: 'trocada' }).where(eq(usuarios.email, 'atendente@exemplo.com.br'));
    const outra = await prepararBanco(deps, true).catch((e: unknown) => e);
    expect((outra as LoginDemoEmProducao).emails).not.toContain('atendente@exemplo.com.br');
    expect((outra as LoginDemoEmProducao).emails).toHaveLength(EMAILS_DEMO.length - 1);
    // the statements the message gives, run as given: the next start goes on
    for (const comando of mensagem.split('\n').filter((l) => /^\s+(DELETE|UPDATE)/.test(l))) await deps.database.db.execute(sql.raw(comando.trim()));
    expect(await prepararBanco(deps, true)).toBe(false);
    expect(await usuariosDe(deps)).toBe(n);
  });

  it.skipIf(process.env.DATABASE_URL)('`NODE_ENV=production tsx src/server/main.ts` num banco com logins de demonstração: sai com 1, dizendo como removê-los', async () => {
    const pasta = mkdtempSync(join(tmpdir(), 'portal-producao-'));
    try {
      const deps = await bancoVazio(join(pasta, 'dados'));
      await semearDemo(deps);
      await deps.database.close();
      abertos.pop();
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: join(pasta, 'dados'), PORT: '0' };
      delete env.DATABASE_URL;
      delete env.VITEST;
      const filho = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let saida = '';
      filho.stdout.on('data', (d: Buffer) => { saida += d; });
      filho.stderr.on('data', (d: Buffer) => { saida += d; });
      // a start that went on serving never exits by itself: stopped after 40 s, the test fails on its code
      const parar = setTimeout(() => filho.kill('SIGKILL'), 40_000);
      const codigo = await new Promise<number | null>((ok) => filho.on('exit', ok)).finally(() => clearTimeout(parar));
      expect(codigo).toBe(1);
      expect(saida).toContain(`senha de demonstração (${SENHA_DEMO})`);
      expect(saida).toContain("UPDATE usuarios SET senha_hash = 'removido' WHERE email IN (");
      expect(saida).not.toContain('Portal do Associado: http');
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  }, 60_000);
});
