import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { log } from '../log';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Runs `work` in one transaction. On PGlite (one connection) transactions wait in one queue. */
  tx<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Tells every server process on this database that a session ended (logout, new login):
   * PostgreSQL NOTIFY, so a process that cached the session drops it at once; in-process on PGlite.
   */
  anunciarSessaoEncerrada(idHash: string): Promise<void>;
  /** Listens to ended sessions, from this process and (on PostgreSQL) from every other one. */
  aoEncerrarSessao(ouvir: (idHash: string) => void): void;
  close(): Promise<void>;
}

const CANAL_SESSOES = 'sessoes_encerradas';

/** Listeners of ended sessions within this process. */
function ouvintes() {
  const lista: ((idHash: string) => void)[] = [];
  return { ouvir: (f: (idHash: string) => void) => void lista.push(f), avisar: (idHash: string) => lista.forEach((f) => f(idHash)) };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PostgreSQL when `url` is given, else embedded PGlite in `dataDir` (or in memory with 'memory://'). */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir ?? 'memory://');
}

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;
/**
 * bytea through PGlite as hex text, converted by Node's native Buffer: PGlite's own conversion walks
 * every byte in JavaScript (a 10 MB image took 3.1 s to write and 1 s to read, all on the event loop;
 * this takes 0.35 s and 0.1 s). PostgreSQL needs nothing: node-postgres sends a Buffer in binary.
 */
const BYTEA_RAPIDO = {
  serializers: {
    [BYTEA]: (valor: unknown) => {
      const bytes = valor as Uint8Array;
      return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
    },
  },
  parsers: {
    [BYTEA]: (texto: string) => {
      const b = Buffer.from(texto.slice(2), 'hex');
      return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    },
  },
};

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { serializers: BYTEA_RAPIDO.serializers, parsers: BYTEA_RAPIDO.parsers });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  let queue: Promise<unknown> = Promise.resolve();
  const sessoes = ouvintes(); // one process owns a PGlite database: no one else to tell
  return {
    kind: 'pglite',
    db,
    tx(work) {
      const run = queue.then(() => db.transaction(work));
      queue = run.catch(() => undefined);
      return run;
    },
    anunciarSessaoEncerrada: async (idHash) => sessoes.avisar(idHash),
    aoEncerrarSessao: sessoes.ouvir,
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // an idle connection the server closes (restart, failover, dropped database) must not take the
  // process down: the pool discards it and opens another on the next query
  pool.on('error', (erro) => log.error('conexão ociosa com o PostgreSQL encerrada pelo servidor', erro));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  // one connection kept for LISTEN: ended sessions announced by any server process arrive here
  const sessoes = ouvintes();
  const ouvinte = new pg.Client({ connectionString: url });
  ouvinte.on('notification', (n) => n.channel === CANAL_SESSOES && n.payload && sessoes.avisar(n.payload));
  ouvinte.on('error', (erro) => log.error('a escuta de sessões encerradas caiu; caches de sessão expiram sozinhos', erro));
  await ouvinte.connect();
  await ouvinte.query(`listen ${CANAL_SESSOES}`);
  return {
    kind: 'postgres',
    db,
    tx: (work) => db.transaction(work),
    anunciarSessaoEncerrada: async (idHash) => {
      sessoes.avisar(idHash); // this process at once, the others through NOTIFY
      await pool.query('select pg_notify($1, $2)', [CANAL_SESSOES, idHash]);
    },
    aoEncerrarSessao: sessoes.ouvir,
    close: async () => {
      await ouvinte.end().catch(() => undefined);
      await pool.end();
    },
  };
}
