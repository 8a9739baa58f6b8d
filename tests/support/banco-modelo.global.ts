import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's id: names its templates, so that two runs side by side never share one. */
    rodadaDoBanco: string;
  }
}

/** PGlite's template: the dump file of this run. */
export const arquivoDoModelo = (rodada: string) => join(tmpdir(), `portal-modelo-${rodada}.tar`);
/** PostgreSQL's template: a database of this run. */
export const nomeDoModelo = (rodada: string) => `portal_modelo_${rodada}`;

/**
 * vitest's globalSetup (vite.config.ts, tests/e2e/vitest.e2e.config.ts): gives the run an id for its database
 * templates (./banco-modelo.ts makes them when the first file asks, so a run without API files pays nothing) and
 * removes them at the end.
 */
export default function rodadaDoBanco(project: TestProject) {
  const rodada = `${process.pid}_${randomBytes(4).toString('hex')}`;
  project.provide('rodadaDoBanco', rodada);
  return async () => {
    // the lock too, left by a process stopped while it made the template
    for (const f of [arquivoDoModelo(rodada), `${arquivoDoModelo(rodada)}.trava`]) rmSync(f, { force: true });
    for (const base of new Set([process.env.DATABASE_URL, process.env.E2E_DATABASE_URL])) {
      if (!base) continue;
      const admin = new pg.Client({ connectionString: base });
      try {
        await admin.connect();
        await admin.query(`drop database if exists ${nomeDoModelo(rodada)} with (force)`);
      } catch {
        // no server, or no template made: nothing to drop
      } finally {
        await admin.end().catch(() => undefined);
      }
    }
  };
}
