import { spawnSync } from 'node:child_process';

/**
 * The API suite again on PostgreSQL: DATABASE_URL names the server (default the local one of
 * DEVELOPERS.md); every test file creates and drops a database of its own there.
 */
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const r = spawnSync('npx', ['vitest', 'run', 'api.test', ...process.argv.slice(2)], {
  stdio: 'inherit', env: { ...process.env, DATABASE_URL: url },
});
process.exit(r.status ?? 1);
