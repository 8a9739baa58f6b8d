/**
 * Child process of `npm run bench`: one server on 127.0.0.1 (port 0), announced as one JSON line
 * `{"url": ...}` on stdout; it shuts down when its stdin closes.
 *   bench-server.ts portal    the real portal on a fresh, seeded database (BENCH_DATABASE_URL, else PGlite in memory)
 *   bench-server.ts baseline  a bare node:http server answering a small JSON body
 *   bench-server.ts pagamento <n>  the portal, plus n non-associates with open sessions written before it listens
 *                             (scripts/bench-pagamento.ts); the line also carries their `cookies`
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { criarApp } from '../src/server/app';
import { openDatabase, type Database } from '../src/server/db/database';
import { criarServidorHttp } from '../src/server/infra/http';
import { semearDemo } from '../src/server/db/seed';

const BASELINE_BODY = JSON.stringify({ ok: true, mensagem: 'referência node:http' });

function baselineServer(): Server {
  return createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(BASELINE_BODY);
  });
}

async function portalServer(): Promise<{ server: Server; database: Database }> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { url } : {});
  const deps = { database, relogio: () => new Date() };
  await semearDemo(deps);
  return { server: criarServidorHttp(criarApp(deps)), database };
}

/** Counts requests whose handler is still running: the database closes only after they finish. */
function trackInFlight(server: Server): () => number {
  let inFlight = 0;
  const handlers = server.listeners('request') as Array<(...args: unknown[]) => unknown>;
  server.removeAllListeners('request');
  server.on('request', (...args: unknown[]) => {
    inFlight++;
    void Promise.allSettled(handlers.map((handler) => handler(...args))).then(() => { inFlight--; });
  });
  return () => inFlight;
}

async function waitUntilIdle(inFlight: () => number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (inFlight() > 0 && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 50));
}

async function main() {
  const mode = process.argv[2];
  if (mode !== 'portal' && mode !== 'baseline' && mode !== 'pagamento') throw new Error(`modo desconhecido: ${mode}`);
  const { server, database } = mode === 'baseline' ? { server: baselineServer(), database: null } : await portalServer();
  let extra: { cookies?: string[] } = {};
  if (mode === 'pagamento') {
    const { prepararCompradores } = await import('./bench-pagamento');
    extra = { cookies: await prepararCompradores(database!, Number(process.argv[3])) };
  }
  const inFlight = trackInFlight(server);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, ...extra })}\n`);
  process.stdin.resume();
  process.stdin.once('end', async () => {
    server.close();
    server.closeAllConnections();
    await waitUntilIdle(inFlight);
    await database?.close();
    process.exit(0);
  });
}

main().catch((error) => {
  process.stderr.write(`bench-server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
