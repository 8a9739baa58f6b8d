import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSecondsOf } from './bench-process';

/** A database created for one measurement on the DATABASE_URL server. */
export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

async function runAdmin(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database with a random name on the server of `serverUrl`; `drop` removes it. */
export async function createFreshDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  await runAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAdmin(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** One request's work on the database, as the route does it: its statements through `pg`, nothing else. */
export type PedidoSql = (pool: pg.Pool) => Promise<unknown>;

/** One load's figures (raw SQL, or HTTP through autocannon): answered requests, failures, latencies, seconds. */
export interface Carga {
  pedidos: number;
  falhas: number;
  p50Ms: number;
  p99Ms: number;
  segundos: number;
  /** CPU the server process spent meanwhile (s; Linux only; raw SQL: none). */
  cpuSegundos: number | null;
}

/** One request of an HTTP load: a GET, or a POST with its JSON body. */
export type RequisicaoHttp = { method: 'GET' | 'POST'; path: string; body?: string };

/**
 * Loads `url` `segundos` seconds with `requisicoes` in turn over `conexoes` connections, warmed up first (discarded) when
 * `aquecer`: the figures and the CPU the server process `pid` spent meanwhile (the carteira's and CDL Saúde's sections).
 */
export async function cargaHttp(
  url: string, requisicoes: readonly RequisicaoHttp[], segundos: number, pid: number,
  o: { conexoes: number; headers?: Record<string, string>; aquecer?: boolean },
): Promise<Carga> {
  const headers = o.headers ?? {};
  const base = { url, connections: o.conexoes, headers, timeout: 10, requests: requisicoes.map((r) => ({ ...r, headers })) };
  if (o.aquecer ?? true) await autocannon({ ...base, duration: Math.min(2, Math.ceil(segundos / 5)) });
  const antes = cpuSecondsOf(pid);
  const r = await autocannon({ ...base, duration: segundos });
  const depois = cpuSecondsOf(pid);
  return {
    pedidos: r.requests.total, falhas: r.errors + r.timeouts + r.non2xx, p50Ms: r.latency.p50, p99Ms: r.latency.p99, segundos: r.duration,
    cpuSegundos: antes === null || depois === null ? null : depois - antes,
  };
}

/** Several loads of one thing as one: per second from the totals, p50 the median of the loads', p99 the worst load's. */
export function juntar(cargas: Carga[]) {
  const soma = (f: (c: Carga) => number) => cargas.reduce((t, c) => t + f(c), 0);
  const p50s = cargas.map((c) => c.p50Ms).sort((a, b) => a - b);
  const cpus = cargas.map((c) => c.cpuSegundos);
  return {
    porSegundo: soma((c) => c.pedidos) / soma((c) => c.segundos),
    pedidos: soma((c) => c.pedidos),
    falhas: soma((c) => c.falhas),
    p50Ms: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99Ms: Math.max(...cargas.map((c) => c.p99Ms)),
    cpuMsPorPedido: cpus.includes(null) || !soma((c) => c.pedidos) ? null : (soma((c) => c.cpuSegundos!) * 1000) / soma((c) => c.pedidos),
  };
}

/** How many times a route and its anchor are measured in turn. */
export const RODADAS = 3;

/**
 * A route beside its SQL anchor (issue 26): RODADAS rounds of the anchor then the route, half of `segundos` each, so that a
 * machine whose load changes meanwhile (other jobs) weighs on both alike.
 */
export async function emRodadas(segundos: number, medir: { sql: (s: number) => Promise<Carga>; rota: (s: number) => Promise<Carga> }) {
  const cargas = { sql: [] as Carga[], rota: [] as Carga[] };
  const cada = Math.max(2, Math.round(segundos / 2));
  for (let i = 0; i < RODADAS; i++) {
    cargas.sql.push(await medir.sql(cada));
    cargas.rota.push(await medir.rota(cada));
  }
  return { sql: juntar(cargas.sql), rota: juntar(cargas.rota) };
}

/** The `fracao` percentile of `ordenados` (ascending), in ms with two decimals. */
const percentil = (ordenados: number[], fracao: number) =>
  Math.round((ordenados[Math.min(ordenados.length - 1, Math.floor(ordenados.length * fracao))] ?? 0) * 100) / 100;

/**
 * The anchor of a product GET that reads the database (issue 26): the same SQL as the route, through `pg` from this
 * process, `conexoes` callers at once on a pool of `poolMax` connections (what a server process opens), each caller
 * running `pedidos` in turn from the first, as an autocannon connection sends its requests. Open it once (`medir`
 * loads it `segundos`; the first call is warmed up `aquecimento` seconds, discarded), then `fechar`.
 */
export function cargaDeSql(url: string, pedidos: PedidoSql[], o: { conexoes: number; poolMax: number; aquecimento: number }) {
  const pool = new pg.Pool({ connectionString: url, max: o.poolMax });
  let aquecida = o.aquecimento <= 0;
  const rodar = async (segundos: number): Promise<Carga> => {
    const latencias: number[] = [];
    let falhas = 0;
    const inicio = performance.now();
    const fim = inicio + segundos * 1000;
    await Promise.all(Array.from({ length: o.conexoes }, async () => {
      for (let i = 0; performance.now() < fim; i = (i + 1) % pedidos.length) {
        const antes = performance.now();
        try {
          await pedidos[i]!(pool);
          latencias.push(performance.now() - antes);
        } catch {
          falhas++;
        }
      }
    }));
    latencias.sort((a, b) => a - b);
    return {
      pedidos: latencias.length, falhas, p50Ms: percentil(latencias, 0.5), p99Ms: percentil(latencias, 0.99),
      segundos: (performance.now() - inicio) / 1000, cpuSegundos: null,
    };
  };
  return {
    medir: async (segundos: number) => {
      if (!aquecida) await rodar(o.aquecimento);
      aquecida = true;
      return rodar(segundos);
    },
    fechar: () => pool.end(),
  };
}
