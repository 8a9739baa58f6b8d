import autocannon, { type Result } from 'autocannon';
import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { clubes } from '../src/server/db/schema/clube-vantagens';
import { CONEXOES_POSTGRES } from '../src/server/db/database';
import { cargaDeSql, createFreshDatabase, emRodadas, type Carga, type FreshDatabase, type PedidoSql } from './bench-db';
import { cpuSecondsOf, startChild, type Child } from './bench-process';

/** The demo user with an active club (src/server/db/seed.ts). */
const BENCH_USER = { email: 'clube.ativo@exemplo.com.br', senha: 'portal123' };
/** The endpoints under load, each requested with the session cookie. */
export const ENDPOINTS = ['/login/me', '/api/Clube/ConsultarClubeVantagens'] as const;
type Endpoint = (typeof ENDPOINTS)[number];

/**
 * The product GETs that read the database, and the SQL each runs for BENCH_USER (its session cached): on PostgreSQL
 * they are measured beside that SQL through `pg` (issue 26), their budget a ratio to it. /login/me reads nothing on a
 * session cache hit: its anchor stays node:http.
 */
const SQL_DAS_ROTAS: Partial<Record<Endpoint, (pool: pg.Pool) => Promise<PedidoSql[]>>> = {
  // clube.repo.ts clubeVigente: the associate's club row (the associate's code comes from the session)
  '/api/Clube/ConsultarClubeVantagens': async (pool) => {
    const { rows } = await pool.query<{ cod_socio: string }>('select cod_socio from usuarios where email = $1', [BENCH_USER.email]);
    const q = new QueryBuilder().select().from(clubes).where(eq(clubes.codSocio, rows[0]!.cod_socio)).toSQL();
    return [async (p) => {
      if ((await p.query({ text: q.sql, values: q.params })).rowCount !== 1) throw new Error('o clube de clube.ativo não foi lido');
    }];
  },
};
const SERVER_SCRIPT = 'scripts/bench-server.ts';

/** Which database the portal ran on. */
export type DatabaseKind = 'pglite' | 'postgres';

/** One load run's figures. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /**
   * CPU the server process spent per answered request (ms; Linux only, else null). It suffers less than req/s
   * from a busy machine; on PostgreSQL the database's own CPU is not included.
   */
  serverCpuMsPerRequest: number | null;
  /** True when the run had no errors, timeouts or non-2xx answers. */
  valid: boolean;
}

/** One endpoint's figures and its throughput relative to the bare node:http baseline. */
export interface EndpointFigures extends LoadFigures {
  path: string;
  ratioToBaseline: number;
  /** On PostgreSQL, a route that reads the database: its own SQL through `pg`, in rounds beside it (issue 26). */
  sql?: { requestsPerSecond: number; p99Ms: number; ratio: number };
}

/** The API section for one database. */
export interface ApiFigures {
  database: DatabaseKind;
  baseline: LoadFigures;
  endpoints: EndpointFigures[];
}

/** How hard and how long to load. */
export interface LoadSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

function assertLoopback(url: string): void {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`carga só em 127.0.0.1, não em ${url}`);
}

function figuresOf(result: Result, serverCpuSeconds: number | null): LoadFigures {
  const figures = {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    serverCpuMsPerRequest: serverCpuSeconds === null || result.requests.total === 0 ? null : (serverCpuSeconds * 1000) / result.requests.total,
  };
  return { ...figures, valid: figures.errors === 0 && figures.timeouts === 0 && figures.non2xx === 0 && figures.requests > 0 };
}

/**
 * One request that waits its turn: the server still works through what a finished run left queued
 * (closing a connection does not cancel its handler), so the next run starts on an idle server.
 */
async function drain(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
  await response.arrayBuffer();
}

/** The server under load: its address and its process (for the CPU it spends). */
interface Target {
  url: string;
  pid: number;
}

/** Warms the target up (figures discarded), then loads it for the measured run. */
async function load(target: Target, path: string, settings: LoadSettings, headers: Record<string, string> = {}): Promise<LoadFigures> {
  return figuresOf(...(await loadRun(target, path, settings, headers)));
}

async function loadRun(target: Target, path: string, settings: LoadSettings, headers: Record<string, string>): Promise<[Result, number | null]> {
  const url = `${target.url}${path}`;
  assertLoopback(url);
  const base = { url, connections: settings.connections, headers, timeout: 10 };
  if (settings.warmupSeconds > 0) await autocannon({ ...base, duration: settings.warmupSeconds });
  await drain(url, headers);
  const cpuBefore = cpuSecondsOf(target.pid);
  const result = await autocannon({ ...base, duration: settings.seconds });
  const cpuAfter = cpuSecondsOf(target.pid);
  await drain(url, headers);
  return [result, cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore];
}

/**
 * A route that reads the database beside its SQL through `pg` (bench-db.ts emRodadas: RODADAS rounds in turn, the
 * same connections): the route's figures over all rounds (p99 the worst round's) and the SQL's.
 */
async function loadBesideSql(target: Target, path: string, settings: LoadSettings, headers: Record<string, string>, databaseUrl: string, pedidos: PedidoSql[]) {
  const anchor = cargaDeSql(databaseUrl, pedidos, { conexoes: settings.connections, poolMax: CONEXOES_POSTGRES, aquecimento: settings.warmupSeconds });
  const runs: Array<[Result, number | null]> = [];
  const measured = await emRodadas(settings.seconds, {
    sql: anchor.medir,
    rota: async (seconds): Promise<Carga> => {
      const [r, cpu] = await loadRun(target, path, { ...settings, seconds, warmupSeconds: runs.length ? 0 : settings.warmupSeconds }, headers);
      runs.push([r, cpu]);
      return { pedidos: r.requests.total, falhas: r.errors + r.timeouts + r.non2xx, p50Ms: r.latency.p50, p99Ms: r.latency.p99, segundos: r.duration, cpuSegundos: cpu };
    },
  }).finally(() => anchor.fechar());
  if (measured.sql.falhas) throw new Error(`o SQL de ${path} falhou ${measured.sql.falhas} vezes pelo pg`);
  const sum = (f: (r: Result) => number) => runs.reduce((t, [r]) => t + f(r), 0);
  const figures: LoadFigures = {
    requestsPerSecond: measured.rota.porSegundo,
    p50Ms: measured.rota.p50Ms,
    p99Ms: measured.rota.p99Ms,
    requests: measured.rota.pedidos,
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    serverCpuMsPerRequest: measured.rota.cpuMsPorPedido,
    valid: measured.rota.falhas === 0 && measured.rota.pedidos > 0,
  };
  return { figures, sql: { requestsPerSecond: measured.sql.porSegundo, p99Ms: measured.sql.p99Ms, ratio: measured.rota.porSegundo / measured.sql.porSegundo } };
}

async function withServer<T>(mode: 'portal' | 'baseline', databaseUrl: string | undefined, work: (target: Target) => Promise<T>): Promise<T> {
  const env = databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {};
  const child: Child<{ url: string }> = await startChild(SERVER_SCRIPT, [mode], { env, timeoutMs: 120_000 });
  try {
    return await work({ url: child.info.url, pid: child.pid });
  } finally {
    await child.stop();
  }
}

/** Logs the bench user in and returns the `name=value` of its session cookie. */
async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('portal_sessao='))?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`login de ${BENCH_USER.email} falhou: HTTP ${response.status}`);
  return cookie;
}

/** A single request first: the load is pointless if the endpoint does not answer 200. */
async function checkEndpoint(url: string, cookie: string): Promise<void> {
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${new URL(url).pathname} respondeu ${response.status} antes da carga`);
}

async function measurePortal(databaseUrl: string | undefined, settings: LoadSettings, baseline: LoadFigures): Promise<EndpointFigures[]> {
  return withServer('portal', databaseUrl, async (target) => {
    const cookie = await login(target.url);
    const endpoints: EndpointFigures[] = [];
    for (const path of ENDPOINTS) {
      await checkEndpoint(`${target.url}${path}`, cookie);
      const statements = SQL_DAS_ROTAS[path];
      if (databaseUrl && statements) {
        const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
        const pedidos = await statements(pool).finally(() => pool.end());
        const { figures, sql } = await loadBesideSql(target, path, settings, { cookie }, databaseUrl, pedidos);
        endpoints.push({ path, ...figures, ratioToBaseline: figures.requestsPerSecond / baseline.requestsPerSecond, sql });
      } else {
        const figures = await load(target, path, settings, { cookie });
        endpoints.push({ path, ...figures, ratioToBaseline: figures.requestsPerSecond / baseline.requestsPerSecond });
      }
    }
    return endpoints;
  });
}

/** Measures the node:http baseline and then the portal's endpoints on a fresh database of `kind`. */
export async function measureApi(kind: DatabaseKind, settings: LoadSettings, serverUrl?: string): Promise<ApiFigures> {
  if (kind === 'postgres' && !serverUrl) throw new Error('PostgreSQL pedido sem DATABASE_URL');
  const baseline = await withServer('baseline', undefined, (target) => load(target, '/', settings));
  let fresh: FreshDatabase | undefined;
  try {
    fresh = kind === 'postgres' ? await createFreshDatabase(serverUrl!) : undefined;
    return { database: kind, baseline, endpoints: await measurePortal(fresh?.url, settings, baseline) };
  } finally {
    await fresh?.drop();
  }
}
