import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { maquinasEnxutas } from './scripts/vite-maquinas-enxutas.ts'; // with its extension: Vite's native config loader (its next default) needs it

// ts-rest's core builds a zod schema as it loads (ZodErrorSchema: what its server packages answer a bad request with);
// the browser never reads it, but that one call kept all of zod in the initial route, whose login and session check
// build no schema (contracts/comum/auth.chamadas.ts). Wrapped in a pure call, it goes wherever nothing uses it.
const ESQUEMA_DO_TS_REST = /const ZodErrorSchema = (z\.object\(\{[\s\S]*?\n\}\));\n/;

/** Marks ts-rest's ZodErrorSchema pure; a ts-rest whose code no longer matches fails the build instead of regrowing the route. */
function tsRestSemZodNoCarregamento(): Plugin {
  return {
    name: 'ts-rest-sem-zod-no-carregamento',
    apply: 'build',
    transform(codigo, id) {
      if (!/[\\/]@ts-rest[\\/]core[\\/]index\.esm\.mjs$/.test(id)) return null;
      if (!ESQUEMA_DO_TS_REST.test(codigo)) throw new Error(`${id}: ZodErrorSchema mudou; revise tsRestSemZodNoCarregamento`);
      return { code: codigo.replace(ESQUEMA_DO_TS_REST, 'const ZodErrorSchema = /*#__PURE__*/ (() => $1)();\n'), map: null };
    },
  };
}

/**
 * The initial route's stylesheet written into index.html instead of linked: its request was the one render-blocking
 * resource of /login (Lighthouse: ~150 ms of first paint on a mobile connection; issue 26). The CSP allows inline
 * styles (server/infra/seguranca.ts); the file stays in the build and the manifest (scripts/bench-bundle.ts reads it).
 */
function cssInicialNoHtml(): Plugin {
  return {
    name: 'css-inicial-no-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g, (_, arquivo: string) => {
          const css = bundle?.[arquivo];
          if (css?.type !== 'asset' || String(css.source).includes('</')) throw new Error(`${arquivo}: CSS inicial não encontrado ou impossível de embutir`);
          return `<style>${String(css.source)}</style>`;
        });
      },
    },
  };
}

const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [maquinasEnxutas(), tsRestSemZodNoCarregamento(), react(), cssInicialNoHtml()],
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: false, manifest: true },
  server: { proxy: { '/api': api, '/dev/emails': api, '/login': { target: api, bypass: (req) => (req.method === 'GET' && req.url === '/login' ? req.url : undefined) } } },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // every answer of the server checked against its contract (app.ts): one outside it is a 500 and fails its test
    env: { PORTAL_VALIDAR_RESPOSTAS: '1' },
    // one migrated database per run, copied by each API file (tests/support/banco-modelo.ts)
    globalSetup: ['tests/support/banco-modelo.global.ts'],
  },
});
