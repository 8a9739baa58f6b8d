import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { criarApp } from '../../../src/server/app';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { criarServidorHttp } from '../../../src/server/infra/http';
import { semearDemo } from '../../../src/server/db/seed';
import type { Dependencias } from '../../../src/server/comum/context';

const PASTA_CLIENTE = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/** A fresh database: a PostgreSQL database of its own when E2E_DATABASE_URL is set, else PGlite in a temp dir. */
async function bancoNovo(): Promise<{ opcoes: { url?: string; dataDir?: string }; descricao: string; descartar: () => Promise<void> }> {
  const base = process.env.E2E_DATABASE_URL;
  if (!base) {
    const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
    return { opcoes: { dataDir: dir }, descricao: `PGlite em ${dir}`, descartar: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const nome = `portal_e2e_${randomBytes(6).toString('hex')}`;
  const comAdmin = async (sql: string) => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try { await admin.query(sql); } finally { await admin.end(); }
  };
  await comAdmin(`create database ${nome}`);
  const url = new URL(base);
  url.pathname = `/${nome}`;
  return { opcoes: { url: url.toString() }, descricao: `PostgreSQL ${nome}`, descartar: () => comAdmin(`drop database if exists ${nome} with (force)`) };
}

export interface Servidor {
  /** http://127.0.0.1:<port> */
  url: string;
  banco: string;
  /** The server's own opened database: a test reads what the screens left (never writes behind them). */
  database: Database;
  fechar(): Promise<void>;
}

/**
 * The real portal (criarApp + criarServidorHttp) serving the built client on 127.0.0.1, port 0,
 * over a fresh database seeded with the demo users (password portal123). `fechar` drops it all.
 */
export async function iniciarServidor(): Promise<Servidor> {
  const banco = await bancoNovo();
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    database = await openDatabase(banco.opcoes);
    // a cheap password hash: logins take milliseconds (the API tests do the same)
    const deps: Dependencias = { database, relogio: () => new Date(), kdf: { memoryCost: 1024, timeCost: 1 } };
    await semearDemo(deps);
    const servidor = criarServidorHttp(criarApp(deps, PASTA_CLIENTE));
    await new Promise<void>((ok, falha) => { servidor.once('error', falha); servidor.listen(0, '127.0.0.1', ok); });
    const url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
    const db = database;
    return {
      url,
      banco: banco.descricao,
      database: db,
      async fechar() {
        servidor.closeAllConnections();
        await new Promise((ok) => servidor.close(ok));
        await db.close().catch(() => {});
        await banco.descartar();
      },
    };
  } catch (erro) {
    await database?.close().catch(() => {});
    await banco.descartar().catch(() => {});
    throw erro;
  }
}
