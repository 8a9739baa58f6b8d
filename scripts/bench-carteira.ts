/**
 * The consultant's carteira under load (`npm run bench` section 9, issues 21 and 26): a carteira of 10 000 members on
 * PostgreSQL, ConsultarCarteira filtered (name fragments, with and without accents, an e-mail) and paged (10, 20, 50
 * rows; first, deep and past-the-end pages), pages per second as a ratio to the same SQL run through `pg` beside it
 * (same pages in the same order, same connections, same run, in alternate rounds: bench-db.ts cargaDeSql and
 * emRodadas), and p99 (the worst round's). Budgets: ≥
 * CARTEIRA_RAZAO_MINIMA × the SQL and p99 ≤ CARTEIRA_P99_MAXIMO_MS. The ratio to a bare node:http server, measured in
 * the same run, is a figure without a budget (issue 26: it was the wrong anchor for a page the database computes).
 *
 * The portal runs in a child process (scripts/bench-server.ts) on a fresh database, seeded, then filled to 10 000
 * members of the demo consultant (written straight into the table, busca by the domain's chaveDeBusca, then VACUUM
 * ANALYZE as autovacuum leaves a live table). PGlite is not measured (its database shares the load's process).
 * Alone:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-carteira.ts [segundos]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx scripts/bench-measure-child.ts scripts/bench-carteira.ts medirCarteira '[10]'
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { chaveDeBusca } from '../src/domain/cdl-consultor/carteira';
import { consultasDaPagina } from '../src/server/cdl-consultor/carteira.repo';
import { CONEXOES_POSTGRES, openDatabase, type Db } from '../src/server/db/database';
import { carteira, usuarios } from '../src/server/db/schema/comum';
import { SENHA_DEMO } from '../src/server/db/seed';
import { cargaDeSql, cargaHttp, createFreshDatabase, emRodadas, juntar, RODADAS, type PedidoSql } from './bench-db';
import { startChild } from './bench-process';

/** Issue 26's budgets: ConsultarCarteira's pages per second ÷ the same SQL's through `pg`, same run; its p99. */
export const CARTEIRA_RAZAO_MINIMA = 0.5;
export const CARTEIRA_P99_MAXIMO_MS = 50;
/** Members in the measured carteira. */
export const MEMBROS_CARTEIRA = 10_000;
/**
 * decided: 10 connections (a consultant's screens, not a crowd; the API section's 50 measure the platform). With 50 on
 * this 2-core machine the queue alone puts p99 past any per-request budget.
 */
export const CONEXOES_CARTEIRA = 10;
const CONSULTOR = 'consultor@exemplo.com.br';

/**
 * What the load sends in turn: filters (accents or not, names, an e-mail), page sizes, first and deep pages, and one
 * past the end ('Padaria Pão' matches none: its count is a second statement).
 */
export const PAGINAS_CARTEIRA = [
  { filtro: 'farmacia', linhas: 10, pagina: 1 },
  { filtro: 'Ótica São', linhas: 10, pagina: 2 },
  { filtro: 'nguyen comercio', linhas: 20, pagina: 1 },
  { filtro: 'Padaria Pão', linhas: 50, pagina: 3 },
  { filtro: '', linhas: 10, pagina: 1 },
  { filtro: '', linhas: 10, pagina: 500 },
  { filtro: 'membro.4321@', linhas: 10, pagina: 1 },
  { filtro: 'açougue', linhas: 10, pagina: 5 },
] as const;
export const CONSULTAS_CARTEIRA = PAGINAS_CARTEIRA.map((q) =>
  `/api/Consultor/ConsultarCarteira?${new URLSearchParams({ linhas: String(q.linhas), pagina: String(q.pagina), filtro: q.filtro })}`);

const dialeto = new PgDialect();
/** A statement as node-postgres takes it (drizzle's node-postgres driver sends the same text and values). */
export const comoPg = (consulta: SQL) => {
  const q = dialeto.sqlToQuery(consulta);
  return { text: q.sql, values: q.params };
};

/**
 * PAGINAS_CARTEIRA as the SQL anchor runs them: each page's statement, and the count alone when it has no row, as
 * carteira.repo.ts paginaDaCarteira does. Also what each page's total is, to check the portal answers the same.
 */
function pedidosDaCarteira(db: Db, consultorId: number): PedidoSql[] {
  return PAGINAS_CARTEIRA.map(({ filtro, linhas, pagina }) => {
    const consultas = consultasDaPagina(db, consultorId, filtro, linhas, pagina);
    const [daPagina, doTotal] = [comoPg(consultas.pagina), comoPg(consultas.total)];
    return async (pool) => {
      const { rows } = await pool.query<{ total: number }>(daPagina);
      return rows[0] ? Number(rows[0].total) : Number((await pool.query<{ n: number }>(doTotal)).rows[0]!.n);
    };
  });
}

export interface MedidaCarteira {
  database: 'postgres';
  membros: number;
  conexoes: number;
  segundos: number;
  /** The same SQL through `pg`, same connections, same run: the anchor. */
  sqlPorSegundo: number;
  sqlP99Ms: number;
  baselinePorSegundo: number;
  consultasPorSegundo: number;
  /** consultasPorSegundo ÷ sqlPorSegundo: the budget's figure. */
  razao: number;
  /** consultasPorSegundo ÷ baselinePorSegundo: a figure, no budget. */
  razaoNodeHttp: number;
  p50Ms: number;
  p99Ms: number;
  requisicoes: number;
  /** Errors, timeouts and non-2xx answers (must be 0). */
  falhas: number;
  /** CPU the portal process spent per request (ms; Linux only). */
  cpuServidorMsPorConsulta: number | null;
}
export type CarteiraSection = { skipped: string } | { figures: MedidaCarteira[] };

const PALAVRAS = ['Farmácia', 'Ótica', 'Padaria', 'Mercado', 'Açougue', 'Nguyễn Comércio', 'Łukasz Serviços', '李 Importação', 'Café ☕', 'Livraria'];
const COMPLEMENTOS = ['São João', 'Pão de Açúcar', 'Central', 'do Bairro', 'Ávila', 'Ômega', 'Nova Era', 'Boa Vista'];

/**
 * Fills the consultant's carteira to `total` members, in batches of 1000, then VACUUM ANALYZE; then `depois` with the
 * database and the consultant's id.
 */
async function encherCarteira<T>(url: string, total: number, depois: (db: Db, consultorId: number) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url });
  try {
    const { db } = database;
    const [c] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, CONSULTOR));
    const existentes = ((await db.execute(sql`select count(*)::int as n from carteira where consultor_id = ${c!.id}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    for (let inicio = existentes; inicio < total; inicio += 1000) {
      const lote = Array.from({ length: Math.min(1000, total - inicio) }, (_, k) => inicio + k);
      await db.insert(carteira).values(lote.map((i) => {
        const registrado = i % 3 !== 0;
        const m = {
          codSocio: null, email: `membro.${i}@empresa${i % 97}.com.br`,
          nomeSocio: i % 7 === 0 ? null : `${PALAVRAS[i % PALAVRAS.length]} ${COMPLEMENTOS[i % COMPLEMENTOS.length]} ${i}`,
          documento: registrado ? String(10_000_000_000_000 + i * 7919).slice(0, 14) : null,
        };
        return { ...m, consultorId: c!.id, aceiteTermoUso: i % 5 !== 0, aceiteContrato: registrado, busca: chaveDeBusca(m) };
      }));
    }
    await db.execute(sql`vacuum analyze carteira`);
    return await depois(db, c!.id);
  } finally {
    await database.close();
  }
}

/** One run on PostgreSQL (`serverUrl`): node:http first (`segundos`), then the portal's carteira and its SQL in alternate rounds (bench-db.ts emRodadas). */
export async function medirCarteira(segundos = 10, serverUrl?: string): Promise<CarteiraSection> {
  if (!serverUrl) return { skipped: 'só em PostgreSQL (DATABASE_URL)' };
  const baseline = await startChild<{ url: string }>('scripts/bench-server.ts', ['baseline'], { timeoutMs: 60_000 });
  let referencia: number;
  try {
    referencia = juntar([await cargaHttp(baseline.info.url, [{ method: 'GET', path: '/' }], segundos, baseline.pid, { conexoes: CONEXOES_CARTEIRA })]).porSegundo;
  } finally {
    await baseline.stop();
  }
  const fresh = await createFreshDatabase(serverUrl);
  try {
    const portal = await startChild<{ url: string }>('scripts/bench-server.ts', ['portal'], { env: { BENCH_DATABASE_URL: fresh.url }, timeoutMs: 120_000 });
    try {
      const pedidos = await encherCarteira(fresh.url, MEMBROS_CARTEIRA, async (db, consultorId) => pedidosDaCarteira(db, consultorId));
      const login = await fetch(`${portal.info.url}/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: CONSULTOR, senha: SENHA_DEMO }),
      });
      const cookie = login.headers.getSetCookie().find((x) => x.startsWith('portal_sessao='))?.split(';')[0];
      if (login.status !== 200 || !cookie) throw new Error(`login de ${CONSULTOR}: HTTP ${login.status}`);
      // the portal and the anchor answer each page with the same total (the same SQL), the unfiltered one the whole carteira
      const conferencia = new pg.Pool({ connectionString: fresh.url, max: 1 });
      try {
        for (const [i, caminho] of CONSULTAS_CARTEIRA.entries()) {
          const r = await fetch(`${portal.info.url}${caminho}`, { headers: { cookie } });
          const corpo = (await r.json()) as { totalLinhas?: number };
          if (r.status !== 200) throw new Error(`${caminho}: HTTP ${r.status}`);
          const doSql = await pedidos[i]!(conferencia);
          if (corpo.totalLinhas !== doSql) throw new Error(`${caminho}: ${corpo.totalLinhas} linhas no portal, ${String(doSql)} no SQL`);
          if (!PAGINAS_CARTEIRA[i]!.filtro && corpo.totalLinhas !== MEMBROS_CARTEIRA) throw new Error(`carteira com ${corpo.totalLinhas} membros, não ${MEMBROS_CARTEIRA}`);
        }
      } finally {
        await conferencia.end();
      }
      const ancora = cargaDeSql(fresh.url, pedidos, { conexoes: CONEXOES_CARTEIRA, poolMax: CONEXOES_POSTGRES, aquecimento: Math.min(2, Math.ceil(segundos / 5)) });
      let aquecida = false;
      const medidas = await emRodadas(segundos, {
        sql: ancora.medir,
        rota: async (s) => {
          const c = await cargaHttp(portal.info.url, CONSULTAS_CARTEIRA.map((path) => ({ method: 'GET' as const, path })), s, portal.pid, { conexoes: CONEXOES_CARTEIRA, headers: { cookie }, aquecer: !aquecida });
          aquecida = true;
          return c;
        },
      }).finally(() => ancora.fechar());
      const { sql: doSql, rota } = medidas;
      if (doSql.falhas) throw new Error(`o SQL da carteira falhou ${doSql.falhas} vezes pelo pg`);
      const razao = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
      return {
        figures: [{
          database: 'postgres', membros: MEMBROS_CARTEIRA, conexoes: CONEXOES_CARTEIRA, segundos,
          sqlPorSegundo: Math.round(doSql.porSegundo), sqlP99Ms: doSql.p99Ms,
          baselinePorSegundo: Math.round(referencia), consultasPorSegundo: Math.round(rota.porSegundo),
          razao: razao(rota.porSegundo, doSql.porSegundo), razaoNodeHttp: razao(rota.porSegundo, referencia),
          p50Ms: rota.p50Ms, p99Ms: rota.p99Ms, requisicoes: rota.pedidos, falhas: rota.falhas,
          cpuServidorMsPorConsulta: rota.cpuMsPorPedido === null ? null : Math.round(rota.cpuMsPorPedido * 100) / 100,
        }],
      };
    } finally {
      await portal.stop();
    }
  } finally {
    await fresh.drop();
  }
}

/** What makes the run invalid (a bench failure): an answer that is not 200. */
export const falhasCarteira = (s: CarteiraSection) =>
  ('figures' in s ? s.figures.filter((f) => f.falhas > 0).map((f) => `carteira em ${f.database}: ${f.falhas} respostas sem 200`) : []);

/** The section's lines in the bench report. */
export function carteiraText(o: { ok: CarteiraSection } | { skipped: string } | { failed: string }): string[] {
  const titulo = `9. Carteira do consultor (GET ConsultarCarteira filtrado e paginado, ${MEMBROS_CARTEIRA.toLocaleString('pt-BR')} membros, ${CONEXOES_CARTEIRA} conexões; ${RODADAS} rodadas alternadas com o mesmo SQL pelo pg; orçamento em postgres: ≥ ${CARTEIRA_RAZAO_MINIMA} × o SQL, p99 ≤ ${CARTEIRA_P99_MAXIMO_MS} ms)`;
  if ('failed' in o) return [titulo, `   FALHOU: ${o.failed}`];
  if ('skipped' in o) return [titulo, `   não medido: ${o.skipped}`];
  if ('skipped' in o.ok) return [titulo, `   não medido: ${o.ok.skipped}`];
  const n = (v: number) => v.toLocaleString('pt-BR');
  return [titulo, ...o.ok.figures.map((f) => {
    const ok = f.razao >= CARTEIRA_RAZAO_MINIMA && f.p99Ms <= CARTEIRA_P99_MAXIMO_MS ? 'OK' : 'ABAIXO';
    return `   ${f.database.padEnd(10)} ${n(f.consultasPorSegundo).padStart(6)} consultas/s = ${f.razao}× o mesmo SQL pelo pg (${n(f.sqlPorSegundo)}/s, p99 ${f.sqlP99Ms} ms)  ${ok}; p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms; `
      + `${n(f.requisicoes)} requisições, ${f.falhas} falhas; CPU do servidor ${f.cpuServidorMsPorConsulta ?? '?'} ms/consulta; `
      + `${f.razaoNodeHttp}× node:http (${n(f.baselinePorSegundo)}/s, sem orçamento)`;
  })];
}

async function main() {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  const segundos = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 10);
  process.stdout.write(`${JSON.stringify(await medirCarteira(segundos, process.env.DATABASE_URL || undefined))}\n`);
  process.exit(0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((erro) => {
    process.stderr.write(`bench-carteira: ${erro instanceof Error ? (erro.stack ?? erro.message) : String(erro)}\n`);
    process.exit(1);
  });
}
