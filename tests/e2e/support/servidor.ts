import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { criarApp } from '../../../src/server/app';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { criarServidorHttp } from '../../../src/server/infra/http';
import { semearDemo } from '../../../src/server/db/seed';
import type { Dependencias } from '../../../src/server/comum/context';
import { bancoDeTeste } from '../../support/banco-modelo';
import { relogioDesde } from '../../support/portal';

const PASTA_CLIENTE = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/** A fresh, migrated database (the run's template copied): a PostgreSQL database of its own when E2E_DATABASE_URL is set, else PGlite in a temp dir. */
const bancoNovo = () => bancoDeTeste(process.env.E2E_DATABASE_URL, 'portal_e2e', process.env.E2E_DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'portal-e2e-')));

export interface Servidor {
  /** http://127.0.0.1:<port> */
  url: string;
  banco: string;
  /** The server's own opened database: a test reads what the screens left (never writes behind them). */
  database: Database;
  /** The server's clock (deps.relogio): the real one, or the pinned one running from `agora`. */
  relogio: () => Date;
  fechar(): Promise<void>;
}

/**
 * The real portal (criarApp + criarServidorHttp) serving the built client on 127.0.0.1, port 0,
 * over a fresh database seeded with the demo users (password portal123). `fechar` drops it all.
 * With `agora`, the server's clock starts at that instant (and runs): a file whose dates matter pins its day.
 */
export async function iniciarServidor(agora?: string): Promise<Servidor> {
  const banco = await bancoNovo();
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    database = await openDatabase(banco.opcoes);
    // a cheap password hash: logins take milliseconds (the API tests do the same)
    const relogio = agora === undefined ? () => new Date() : relogioDesde(agora);
    const deps: Dependencias = { database, relogio, kdf: { memoryCost: 1024, timeCost: 1 } };
    await semearDemo(deps);
    const servidor = criarServidorHttp(criarApp(deps, PASTA_CLIENTE));
    await new Promise<void>((ok, falha) => { servidor.once('error', falha); servidor.listen(0, '127.0.0.1', ok); });
    const url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
    const db = database;
    return {
      url,
      banco: banco.descricao,
      database: db,
      relogio,
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
