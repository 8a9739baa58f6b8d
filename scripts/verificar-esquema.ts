/**
 * `npm run db:verificar` (CI): fails when the schema (src/server/db/schema/*.ts) and the migrations disagree,
 * that is, when `drizzle-kit generate` would write a new migration. It generates into a copy of the
 * migrations folder, so nothing in the tree changes; the migration it would write is printed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const MIGRACOES = 'src/server/db/migrations';
// drizzle-kit takes --out relative to the project only (an absolute path becomes './/tmp/…')
mkdirSync('.cache', { recursive: true });
const copia = mkdtempSync('.cache/migracoes-');
try {
  cpSync(MIGRACOES, copia, { recursive: true });
  const antes = new Set(readdirSync(copia));
  const r = spawnSync('npx', ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './src/server/db/schema/*.ts', '--out', copia], {
    encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000,
  });
  const novas = readdirSync(copia).filter((f) => f.endsWith('.sql') && !antes.has(f));
  // drizzle-kit may exit 0 after an error: only its own "nothing to migrate" counts as agreement
  if (novas.length) {
    console.error(`O esquema mudou sem migração: rode \`npx drizzle-kit generate\` e versione o resultado.\n`);
    for (const f of novas) console.error(`--- ${f}\n${readFileSync(join(copia, f), 'utf8')}`);
    process.exitCode = 1;
  } else if (r.status !== 0 || !/No schema changes/i.test(r.stdout + r.stderr)) {
    console.error(`drizzle-kit generate falhou (${r.status ?? r.signal}):\n${r.stdout}${r.stderr}`);
    process.exitCode = 1;
  } else {
    console.log('Esquema e migrações de acordo (drizzle-kit generate não tem nada a gerar).');
  }
} finally {
  rmSync(copia, { recursive: true, force: true });
}
