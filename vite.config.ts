import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { maquinasEnxutas } from './scripts/vite-maquinas-enxutas.ts'; // with its extension: Vite's native config loader (its next default) needs it

const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [maquinasEnxutas(), react()],
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: false, manifest: true },
  server: { proxy: { '/api': api, '/dev/emails': api, '/login': { target: api, bypass: (req) => (req.method === 'GET' && req.url === '/login' ? req.url : undefined) } } },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // one migrated database per run, copied by each API file (tests/support/banco-modelo.ts)
    globalSetup: ['tests/support/banco-modelo.global.ts'],
  },
});
