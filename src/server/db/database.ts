import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as comum from './schema/comum';
import { log } from '../infra/log';
import { modulosDoServidor } from '../produtos';

/**
 * Every table, one file per product (schema/*.ts; each product's module gives its own, src/server/produtos.ts): what
 * Drizzle's relational queries see. The type names the common tables only: the portal writes no relational query
 * (db.query), every read is a select on the table itself.
 */
const schema = Object.assign({}, comum, ...modulosDoServidor.map((m) => m.tabelas)) as typeof comum;
export type Schema = typeof comum;
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
  /**
   * Listens to one kind of announcement, from this process and (on PostgreSQL) from every other one, and to whether
   * they are heard at all: on PostgreSQL the LISTEN connection may drop and is reopened.
   */
  ouvir(canal: Canal, ouvinte: OuvinteAvisos): void;
  close(): Promise<void>;
}

/**
 * What server processes announce to one another (PostgreSQL NOTIFY channels): an ended session (its token's hash; by
 * anunciarSessaoEncerrada). The carteira's channel (carteira_mudou, migration 0017) went with its cache (issue 26).
 */
export const CANAIS = { sessoes: 'sessoes_encerradas' } as const;
export type Canal = keyof typeof CANAIS;

/** What a cache needs to hear: see Database.ouvir. */
export interface OuvinteAvisos {
  /** This changed or ended (the channel's payload): drop it. */
  aviso(conteudo: string): void;
  /**
   * false: from now on announcements may go unheard (the LISTEN connection dropped), keep nothing;
   * true: heard again, but whatever was announced in between was not.
   */
  escuta(ativa: boolean): void;
}

/** The LISTEN connection's application_name, to tell it apart in pg_stat_activity. */
export const APLICACAO_ESCUTA = 'portal-escuta-avisos';

/** Listeners of announcements within this process, by channel; one that comes while nothing is heard is told so. */
function ouvintes() {
  const lista: { canal: Canal; ouvinte: OuvinteAvisos }[] = [];
  let ouvindo = true;
  return {
    ouvir: (canal: Canal, ouvinte: OuvinteAvisos) => {
      lista.push({ canal, ouvinte });
      if (!ouvindo) ouvinte.escuta(false);
    },
    avisar: (canal: Canal, conteudo: string) => lista.forEach((o) => o.canal === canal && o.ouvinte.aviso(conteudo)),
    escuta: (ativa: boolean) => {
      ouvindo = ativa;
      lista.forEach((o) => o.ouvinte.escuta(ativa));
    },
  };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpcoesDoBanco {
  url?: string;
  dataDir?: string;
  /** PGlite only: a new data dir starts as this dump of another (`dumpDataDir`); the tests' migrated template. */
  carregar?: Blob;
}

/** PostgreSQL when `url` is given, else embedded PGlite in `dataDir` (or in memory with 'memory://'). */
export async function openDatabase(options: OpcoesDoBanco): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir ?? 'memory://', options.carregar);
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

async function openPglite(dataDir: string, carregar?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    serializers: BYTEA_RAPIDO.serializers, parsers: BYTEA_RAPIDO.parsers,
    // the featured-banner exclusion constraint compares member codes in a GiST index (migration 0008)
    extensions: { btree_gist, pg_trgm },
    loadDataDir: carregar,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  let queue: Promise<unknown> = Promise.resolve();
  const avisos = ouvintes(); // one process owns a PGlite database: no one else to tell
  return {
    kind: 'pglite',
    db,
    tx(work) {
      const run = queue.then(() => db.transaction(work));
      queue = run.catch(() => undefined);
      return run;
    },
    anunciarSessaoEncerrada: async (idHash) => avisos.avisar('sessoes', idHash),
    ouvir: avisos.ouvir,
    close: () => client.close(),
  };
}

/** Connections a server process opens to PostgreSQL for its queries (the LISTEN connection aside). */
export const CONEXOES_POSTGRES = 10;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: CONEXOES_POSTGRES });
  // an idle connection the server closes (restart, failover, dropped database) must not take the
  // process down: the pool discards it and opens another on the next query
  pool.on('error', (erro) => log.error('conexão ociosa com o PostgreSQL encerrada pelo servidor', erro));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  // one connection kept for LISTEN: what any server process announces arrives here
  const avisos = ouvintes();
  const pararEscuta = await escutarAvisos(url, avisos).catch(async (erro) => {
    await pool.end();
    throw erro;
  });
  return {
    kind: 'postgres',
    db,
    tx: (work) => db.transaction(work),
    anunciarSessaoEncerrada: async (idHash) => {
      avisos.avisar('sessoes', idHash); // this process at once, the others through NOTIFY
      await pool.query('select pg_notify($1, $2)', [CANAIS.sessoes, idHash]);
    },
    ouvir: avisos.ouvir,
    close: async () => {
      await pararEscuta();
      await pool.end();
    },
  };
}

const ESPERA_INICIAL_MS = 100;
const ESPERA_MAXIMA_MS = 5_000;

/**
 * Keeps one connection LISTENing on every channel of CANAIS; the first one must open. When it drops:
 * `escuta(false)` at once, then a new connection after 100 ms, 200 ms, 400 ms… at most 5 s apart,
 * for as long as it takes, and `escuta(true)` once one listens again. Errors are logged, never
 * thrown. The function returned stops it all and leaves no timer or connection behind.
 */
async function escutarAvisos(url: string, avisos: ReturnType<typeof ouvintes>): Promise<() => Promise<void>> {
  let parada = false;
  let cliente: pg.Client | null = null; // the connection listening, or being opened
  let tentativa: Promise<void> | null = null;
  let espera: ReturnType<typeof setTimeout> | undefined;
  let falhas = 0;

  async function conectar(): Promise<void> {
    const novo = new pg.Client({
      connectionString: url, application_name: APLICACAO_ESCUTA, connectionTimeoutMillis: 10_000, keepAlive: true,
    });
    cliente = novo;
    let ouvindo = false; // LISTEN done: from then on a drop is news
    let caiu = false;
    let registrado = false;
    const canais = Object.entries(CANAIS) as [Canal, string][];
    novo.on('notification', (n) => {
      const canal = canais.find(([, nome]) => nome === n.channel)?.[0];
      if (canal && n.payload) avisos.avisar(canal, n.payload);
    });
    // a dropped connection emits one or two errors (logged once), then 'end'
    novo.on('error', (erro) => {
      if (parada || registrado) return;
      registrado = true;
      log.error('a escuta de avisos entre processos caiu', erro);
    });
    novo.on('end', () => {
      caiu = true;
      if (!ouvindo || parada) return;
      avisos.escuta(false);
      reconectar();
    });
    try {
      await novo.connect();
      await novo.query(canais.map(([, nome]) => `listen ${nome}`).join('; '));
      if (caiu) throw new Error('a conexão caiu logo depois do LISTEN');
    } catch (erro) {
      await novo.end().catch(() => undefined);
      throw erro;
    }
    if (parada) return void (await novo.end().catch(() => undefined));
    ouvindo = true;
  }

  function reconectar() {
    if (parada) return;
    const ms = Math.min(ESPERA_INICIAL_MS * 2 ** falhas++, ESPERA_MAXIMA_MS);
    espera = setTimeout(() => {
      espera = undefined;
      tentativa = conectar().then(
        () => {
          falhas = 0;
          if (parada) return;
          log.info('a escuta de avisos entre processos voltou');
          avisos.escuta(true);
        },
        (erro) => {
          if (parada) return;
          log.error(`a escuta de avisos entre processos não reabriu; nova tentativa em até ${ESPERA_MAXIMA_MS / 1000} s`, erro);
          reconectar();
        },
      );
    }, ms);
  }

  await conectar();
  return async () => {
    parada = true;
    clearTimeout(espera);
    await cliente?.end().catch(() => undefined);
    await tentativa;
  };
}
