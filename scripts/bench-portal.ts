/**
 * What the measurements through the real HTTP API share (scripts/bench-planilha.ts, scripts/bench-anuncio.ts):
 * the portal served in this process on a fresh, seeded database with a session of clube.ativo@exemplo.com.br,
 * and one request timed along with this process's peak RSS and longest event-loop stall.
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { criarApp } from '../src/server/app';
import { openDatabase, type Database } from '../src/server/db/database';
import { criarServidorHttp } from '../src/server/infra/http';
import { semearDemo, SENHA_DEMO } from '../src/server/db/seed';
import { createFreshDatabase, type FreshDatabase } from './bench-db';

/** The demo user with a club in force and its term signed (src/server/db/seed.ts). */
const USUARIO_CLUBE = 'clube.ativo@exemplo.com.br';

/** The portal a measurement talks to. */
export interface PortalMedido {
  /** http://127.0.0.1:<port> */
  base: string;
  database: Database;
  /** `portal_sessao=…` of USUARIO_CLUBE, for the cookie header. */
  cookie: string;
}

/** How one request went, as the import and ad sections report it. */
export interface Medida {
  /** Wall time of the request, from sending the body to the end of the answer. */
  segundos: number;
  /**
   * Peak resident memory of this process (server, database driver and client) during the request: sampled every 50 ms,
   * and the kernel's high-water mark when the request raised it (a stalled event loop takes no samples).
   */
  picoRssMB: number;
  /** Resident memory just before the request, body built (in-memory PGlite alone holds hundreds of MB). */
  rssAntesMB: number;
  /**
   * Longest event-loop stall of this process during the request (perf_hooks.monitorEventLoopDelay,
   * 10 ms resolution, so an idle loop reads about 10): how long any other request of the server could have waited.
   */
  maiorTravamentoMs: number;
}

async function entrar(base: string, email: string): Promise<string> {
  const login = await fetch(`${base}/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, senha: SENHA_DEMO }),
  });
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('portal_sessao='))?.split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`login de ${email} falhou: ${login.status}`);
  return cookie;
}

/**
 * Runs `trabalho` against the portal on 127.0.0.1 (port 0) over a fresh database seeded with the demo users
 * (cheap password hashing): a new database on the PostgreSQL server of `serverUrl`, else PGlite in memory.
 * Server, connection and database are closed and dropped afterwards, also when `trabalho` throws.
 */
export async function comPortal<T>(serverUrl: string | undefined, trabalho: (portal: PortalMedido) => Promise<T>): Promise<T> {
  let banco: FreshDatabase | undefined;
  let database: Database | undefined;
  const relogio = () => new Date();
  try {
    banco = serverUrl ? await createFreshDatabase(serverUrl) : undefined;
    database = await openDatabase(banco ? { url: banco.url } : {});
    await semearDemo({ database, relogio, kdf: { memoryCost: 1024, timeCost: 1 } });
    const servidor = criarServidorHttp(criarApp({ database, relogio }, '/nonexistent'));
    await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
    try {
      const base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
      return await trabalho({ base, database, cookie: await entrar(base, USUARIO_CLUBE) });
    } finally {
      await new Promise((ok) => servidor.close(ok));
    }
  } finally {
    await database?.close();
    await banco?.drop();
  }
}

/** Times `requisicao` (send and read the answer) and watches this process's RSS and event loop meanwhile. */
export async function medirRequisicao<T>(requisicao: () => Promise<T>): Promise<Medida & { resultado: T }> {
  const antes = process.memoryUsage().rss;
  const maximoAntes = process.resourceUsage().maxRSS;
  let pico = antes;
  const amostra = setInterval(() => { pico = Math.max(pico, process.memoryUsage().rss); }, 50);
  const atraso = monitorEventLoopDelay({ resolution: 10 });
  atraso.enable();
  const inicio = performance.now();
  try {
    const resultado = await requisicao();
    const segundos = (performance.now() - inicio) / 1000;
    pico = Math.max(pico, process.memoryUsage().rss);
    const maximo = process.resourceUsage().maxRSS; // kB, since the process started
    if (maximo > maximoAntes) pico = Math.max(pico, maximo * 1024);
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    return {
      resultado, segundos: Math.round(segundos * 100) / 100, picoRssMB: mb(pico), rssAntesMB: mb(antes),
      maiorTravamentoMs: Math.round(atraso.max / 1e6),
    };
  } finally {
    atraso.disable();
    clearInterval(amostra);
  }
}

/** POSTs the multipart `form` to `caminho` with the session and measures it (medir); `corpo` is the JSON answer. */
export async function medirEnvio(portal: PortalMedido, caminho: string, form: FormData): Promise<Medida & { status: number; corpo: unknown }> {
  const { resultado, ...medida } = await medirRequisicao(async () => {
    const resposta = await fetch(`${portal.base}${caminho}`, { method: 'POST', headers: { cookie: portal.cookie }, body: form });
    return { status: resposta.status, corpo: (await resposta.json()) as unknown };
  });
  return { ...medida, ...resultado };
}
