import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { clubes } from '../../src/server/db/schema/clube-vantagens';
import { associados } from '../../src/server/db/schema/comum';
import { abrirPortal, BANCO, relogioManual, type Portal } from '../support/portal';

const MIGRACOES = (JSON.parse(readFileSync(new URL('../../src/server/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] }).entries.length;

/** tests/support/banco-modelo.ts: every portal of a run copies one migrated template, and stays a database of its own. */
describe(`cada portal de teste tem o seu banco, copiado do modelo da rodada (${BANCO})`, () => {
  const abertos: Portal[] = [];
  afterAll(async () => { for (const p of abertos) await p.fechar(); });
  const abrir = async (relogio?: () => Date) => { const p = await abrirPortal({ relogio }); abertos.push(p); return p; };

  it('o que um grava o outro não vê, e os dois têm todas as migrações e os usuários de demonstração', async () => {
    const [a, b] = [await abrir(), await abrir()];
    await a.deps.database.db.insert(associados).values({ codSocio: 'SO-NO-A', nome: 'Só no A' });
    const ha = async (p: Portal) => (await p.deps.database.db.select().from(associados).where(eq(associados.codSocio, 'SO-NO-A'))).length;
    expect([await ha(a), await ha(b)]).toEqual([1, 0]);
    for (const p of [a, b]) {
      const { rows } = (await p.deps.database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      expect(rows[0]!.n).toBe(MIGRACOES);
      expect((await p.entrar('associado@exemplo.com.br')).cookie).toMatch(/^portal_sessao=/);
    }
  });

  it('a semente lê o relógio de cada arquivo: o clube semeado foi adquirido no "agora" dele', async () => {
    const p = await abrir(relogioManual('2026-01-05T12:00:00Z').relogio);
    const [clube] = await p.deps.database.db.select().from(clubes).where(eq(clubes.codSocio, '0001003'));
    expect(clube!.adquiridoEm.toISOString()).toBe('2026-01-05T12:00:00.000Z');
  });
});
