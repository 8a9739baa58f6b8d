import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
