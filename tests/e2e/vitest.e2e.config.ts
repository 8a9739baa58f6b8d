import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The browser suite (`npm run test:e2e`): real server + Debian's Chromium; `npm test` excludes tests/e2e. */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    // one generated path through the UI (`--caminho clube-termo#3`, tests/e2e/run.ts) only when asked for
    include: ['tests/e2e/**/*.e2e.test.ts', ...(process.env.E2E_CAMINHO ? ['tests/e2e/comum/caminho.e2e.ts'] : [])],
    environment: 'node',
    pool: 'forks',
    // one migrated database per run, copied by each file (tests/support/banco-modelo.ts)
    globalSetup: ['tests/support/banco-modelo.global.ts'],
    // each file has its own server, database and browser: files run side by side
    fileParallelism: true,
    maxWorkers: 2,
    // the generated paths run three at a time (one page per lane, see support/caminhos.ts)
    maxConcurrency: 3,
    testTimeout: 60_000,
    // starting PGlite (WASM) on a busy machine can take tens of seconds
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
  },
});
