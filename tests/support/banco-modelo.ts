import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type OpcoesDoBanco } from '../../src/server/db/database';
import { arquivoDoModelo, nomeDoModelo } from './banco-modelo.global';

/*
 * Migrating a fresh database was most of an API or browser test file's start (PGlite: initdb and the migrations,
 * ~3.5 s a file on this machine). Now the first file of a run that needs a database migrates one template, and
 * every file copies it: PostgreSQL `CREATE DATABASE … TEMPLATE`, PGlite the template's data-dir dump
 * (`dumpDataDir`) loaded by `loadDataDir`. Each file still gets its own database, migrated by the same code.
 * Seeding stays per file: the seed reads the file's clock (the club's adquiridoEm, the seeded term's dtAceite),
 * and costs tens of milliseconds. The run's id comes from ./banco-modelo.global.ts, which removes the templates
 * at the end; without it (a script), a file migrates its own database as before.
 */

/** The run's id, or null outside a vitest run whose global setup gave one. */
function rodada(): string | null {
  try {
    return inject('rodadaDoBanco') ?? null;
  } catch {
    return null;
  }
}

/** `base` with another database name. */
export function urlDoBanco(base: string, nome: string): string {
  const url = new URL(base);
  url.pathname = `/${nome}`;
  return url.toString();
}

const ESPERA_MAXIMA_MS = 180_000;

/**
 * Runs `fazer` once across the run's processes, unless `pronto` already: a file created with 'wx' is the lock.
 * A process that finds it waits for `pronto`.
 */
async function umaVez(trava: string, pronto: () => boolean, fazer: () => Promise<void>) {
  const limite = Date.now() + ESPERA_MAXIMA_MS;
  while (!pronto()) {
    let fd: number;
    try {
      fd = openSync(trava, 'wx');
    } catch (erro) {
      if ((erro as NodeJS.ErrnoException).code !== 'EEXIST') throw erro;
      if (Date.now() > limite) throw new Error(`o modelo do banco não ficou pronto em ${ESPERA_MAXIMA_MS / 1000} s (trava ${trava})`);
      await new Promise((ok) => setTimeout(ok, 100));
      continue;
    }
    closeSync(fd);
    try {
      if (!pronto()) await fazer();
    } finally {
      unlinkSync(trava);
    }
  }
}

/** PGlite: the run's migrated template as a dump to load, made by the first file that asks; undefined outside a run. */
async function dumpDoModelo(): Promise<Blob | undefined> {
  const id = rodada();
  if (!id) return undefined;
  const arquivo = arquivoDoModelo(id);
  await umaVez(`${arquivo}.trava`, () => existsSync(arquivo), async () => {
    const modelo = await openDatabase({});
    try {
      // uncompressed: loading it is faster than gunzipping a fifth of the bytes
      const dump = await (modelo.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
      writeFileSync(`${arquivo}.${process.pid}`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${arquivo}.${process.pid}`, arquivo); // whole or absent for the processes waiting
    } finally {
      await modelo.close();
    }
  });
  return new Blob([readFileSync(arquivo)]);
}

/** Runs one statement on `base`'s database. */
async function comAdmin<T>(base: string, f: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    return await f(admin);
  } finally {
    await admin.end();
  }
}

/**
 * PostgreSQL: creates `nome`, a copy of the run's migrated template (made by the first file that asks, under an
 * advisory lock; its connections are closed before anyone copies it), or an empty database outside a run.
 */
async function criarCopia(base: string, nome: string): Promise<void> {
  const id = rodada();
  if (!id) return comAdmin(base, async (admin) => void (await admin.query(`create database ${nome}`)));
  const modelo = nomeDoModelo(id);
  await comAdmin(base, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [modelo]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [modelo]);
      if (!rowCount) {
        await admin.query(`create database ${modelo}`);
        try {
          await (await openDatabase({ url: urlDoBanco(base, modelo) })).close();
        } catch (erro) {
          await admin.query(`drop database if exists ${modelo} with (force)`);
          throw erro;
        }
      }
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [modelo]);
    }
    await admin.query(`create database ${nome} template ${modelo}`);
  });
}

export interface BancoDeTeste {
  /** What `openDatabase` opens: the copy. */
  opcoes: OpcoesDoBanco;
  /** PostgreSQL only: the copy's URL, for a second server process on it. */
  url?: string;
  descricao: string;
  /** Drops the copy (PostgreSQL) or removes its folder (PGlite in `dataDir`). */
  descartar(): Promise<void>;
}

/**
 * A fresh, migrated database of one test file: a database of its own under `base` (PostgreSQL) when given, else
 * PGlite in memory or in `dataDir`. Each is a copy of the run's template; openDatabase's migration then finds
 * nothing to do.
 */
export async function bancoDeTeste(base: string | undefined, prefixo: string, dataDir?: string): Promise<BancoDeTeste> {
  if (!base) {
    const carregar = await dumpDoModelo();
    return {
      opcoes: { dataDir, carregar }, descricao: dataDir ? `PGlite em ${dataDir}` : 'PGlite em memória',
      descartar: async () => { if (dataDir) rmSync(dataDir, { recursive: true, force: true }); },
    };
  }
  const nome = `${prefixo}_${randomBytes(6).toString('hex')}`;
  await criarCopia(base, nome);
  const url = urlDoBanco(base, nome);
  return {
    opcoes: { url }, url, descricao: `PostgreSQL ${nome}`,
    descartar: () => comAdmin(base, async (admin) => void (await admin.query(`drop database if exists ${nome} with (force)`))),
  };
}
