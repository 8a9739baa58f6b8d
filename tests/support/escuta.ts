/**
 * The server processes' LISTEN connections on a test's PostgreSQL database (database.ts APLICACAO_ESCUTA), for the
 * tests that drop one and watch a cache stop serving (sessions).
 */
import pg from 'pg';
import { APLICACAO_ESCUTA } from '../../src/server/db/database';

async function comAdmin<T>(trabalho: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try { return await trabalho(admin); } finally { await admin.end(); }
}

/** `urlBanco`: the test's database (read when called: the portal opens it in beforeAll). */
export function escutasDoBanco(urlBanco: () => string) {
  const nome = () => new URL(urlBanco()).pathname.slice(1);
  return {
    /** The pids of the LISTEN connections, idle after their LISTEN. */
    escutas: () => comAdmin(async (admin) => (await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1 and application_name = $2 and state = 'idle' and query ilike 'listen%'`,
      [nome(), APLICACAO_ESCUTA])).rows.map((r) => r.pid)),
    derrubar: (pid: number) => comAdmin((admin) => admin.query('select pg_terminate_backend($1)', [pid])),
    /** false: no new connection to the database opens (superusers included); the pools keep what they hold. */
    aceitarConexoes: (sim: boolean) => comAdmin((admin) => admin.query(`alter database ${nome()} allow_connections ${sim}`)),
  };
}
