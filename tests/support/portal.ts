import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { initClient } from '@ts-rest/core';
import { portalContract } from '../../src/contracts/portal.contract';
import { criarApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/database';
import { criarServidorHttp, type OpcoesHttp } from '../../src/server/infra/http';
import { semearDemo, SENHA_DEMO } from '../../src/server/db/seed';
import { bancoDeTeste } from './banco-modelo';
import type { Dependencias } from '../../src/server/comum/context';
import { hashSenha } from '../../src/server/comum/auth';
import { associados, usuarios } from '../../src/server/db/schema/comum';
import { asc, getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';

/** Which database the API tests run on: PostgreSQL when DATABASE_URL is set, else in-memory PGlite. */
export const BANCO = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** A clock the test moves by hand. */
export function relogioManual(inicio = '2026-11-22T15:00:00Z') {
  let agora = new Date(inicio).getTime();
  return {
    relogio: () => new Date(agora),
    avancar: (ms: number) => { agora += ms; },
    definir: (iso: string) => { agora = new Date(iso).getTime(); },
  };
}

/** A clock pinned to start at `inicio` that then runs with real time: a day the test chose, whatever day it runs on. */
export function relogioDesde(inicio: string | Date): () => Date {
  const desvio = new Date(inicio).getTime() - Date.now();
  return () => new Date(Date.now() + desvio);
}

/** An empty database, not even migrated (tests/comum/migracoes.api.test.ts migrates it step by step). */
export async function bancoNovo(): Promise<{ url?: string; descartar: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { descartar: async () => {} };
  const nome = `portal_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${nome}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${nome}`;
  return {
    url: url.toString(),
    descartar: async () => {
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${nome} with (force)`);
      await a.end();
    },
  };
}

/**
 * A multipart body as a browser form or curl sends it: each text as it is, a repeated field as
 * repeated parts. ts-rest's own FormData JSON-encodes every text ('Loja' would go as '"Loja"').
 */
function formularioExato(corpo: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [nome, valor] of Object.entries(corpo)) {
    for (const v of Array.isArray(valor) ? valor : [valor]) {
      if (v !== undefined) form.append(nome, v instanceof Blob ? v : String(v));
    }
  }
  return form;
}

/** A cookie-keeping ts-rest client of the whole portal contract, as one browser would be (plain query strings). */
export function clienteDe(baseUrl: string, cabecalhosExtras: Record<string, string> = {}) {
  let cookie = '';
  const client = initClient(portalContract, {
    baseUrl,
    throwOnUnknownStatus: true,
    api: async ({ path, method, headers, body, rawBody, contentType }) => {
      const multipartDeObjeto = contentType === 'multipart/form-data' && !(rawBody instanceof FormData);
      const resposta = await fetch(path, {
        method, body: (multipartDeObjeto ? formularioExato(rawBody as Record<string, unknown>) : body) as BodyInit | undefined,
        headers: { ...headers, ...cabecalhosExtras, ...(cookie ? { cookie } : {}) },
      });
      const novo = resposta.headers.getSetCookie().find((c) => c.startsWith('portal_sessao='));
      if (novo) cookie = novo.split(';')[0]!.endsWith('=') ? '' : novo.split(';')[0]!;
      const tipo = resposta.headers.get('content-type') ?? '';
      const corpo = tipo.includes('json') ? await resposta.json() : await resposta.text();
      return { status: resposta.status, body: corpo, headers: resposta.headers };
    },
  });
  // a live accessor (Object.assign would copy the value once)
  return Object.defineProperty(client, 'cookie', {
    get: () => cookie,
    set: (valor: string) => { cookie = valor; },
  }) as typeof client & { cookie: string };
}
export type Cliente = ReturnType<typeof clienteDe>;

/** Another server process on an existing database (as behind a load balancer): no seeding, no drop. */
export async function abrirServidor(urlBanco: string) {
  const database = await openDatabase({ url: urlBanco });
  const deps: Dependencias = { database, relogio: () => new Date(), kdf: { memoryCost: 1024, timeCost: 1 } };
  const servidor = criarServidorHttp(criarApp(deps, '/nonexistent'));
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  return {
    url,
    async fechar() {
      // a keep-alive socket of a client the test left open must not hold the close (the e2e server does the same)
      servidor.closeAllConnections();
      await new Promise((ok) => servidor.close(ok));
      await database.close();
    },
  };
}

/** Starts the real HTTP server on a fresh (the run's migrated template copied), seeded database; `fechar` drops everything. */
export async function abrirPortal(opcoes: { relogio?: () => Date; http?: OpcoesHttp } = {}) {
  const banco = await bancoDeTeste(process.env.DATABASE_URL, 'portal_t');
  const database = await openDatabase(banco.opcoes);
  const deps: Dependencias = { database, relogio: opcoes.relogio ?? (() => new Date()), kdf: { memoryCost: 1024, timeCost: 1 } };
  await semearDemo(deps);
  const servidor = criarServidorHttp(criarApp(deps, '/nonexistent'), opcoes.http);
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  return {
    url,
    deps,
    /** PostgreSQL only: the URL of this test's database, for a second server process on it. */
    urlBanco: banco.url,
    cliente: () => clienteDe(url),
    /** A client already logged in as one of the demo users. */
    async entrar(email: string) {
      const cliente = clienteDe(url);
      const r = await cliente.auth.login({ body: { email, senha: SENHA_DEMO } });
      if (r.status !== 200) throw new Error(`login de ${email} falhou: ${r.status}`);
      return cliente;
    },
    async fechar() {
      // a keep-alive socket of a client the test left open must not hold the close (the e2e server does the same)
      servidor.closeAllConnections();
      await new Promise((ok) => servidor.close(ok));
      await database.close();
      await banco.descartar();
    },
  };
}
export type Portal = Awaited<ReturnType<typeof abrirPortal>>;

/**
 * What a read itself writes, left out of `fotografia` (SQL table → columns): every request with a session refreshes
 * its `vista_em`, at most once a minute. Only that: a login (rows in `tentativas_login` and `sessoes`) and a request
 * on an expired session (its row deleted) are writes, done before a test takes its "before".
 */
const ESCRITAS_DE_LEITURA: Record<string, string[]> = { sessoes: ['vista_em'] };

const PASTA_ESQUEMA = new URL('../../src/server/db/schema/', import.meta.url);
let tabelasDoEsquema: Promise<PgTable[]> | undefined;
/** Every table the schema modules export (src/server/db/schema/*.ts, what drizzle-kit migrates): a product's new file counts as it lands. */
function tabelas(): Promise<PgTable[]> {
  tabelasDoEsquema ??= Promise.all(readdirSync(PASTA_ESQUEMA).filter((f) => f.endsWith('.ts')).sort()
    .map((f) => import(new URL(f, PASTA_ESQUEMA).href) as Promise<Record<string, unknown>>))
    .then((modulos) => modulos.flatMap((m) => Object.values(m).filter((x): x is PgTable => is(x, PgTable))));
  return tabelasDoEsquema;
}

/**
 * Every row of every table, each in primary-key order, but for ESCRITAS_DE_LEITURA: compare before and after a
 * refused call to prove it wrote nothing. bytea comes as its size and SHA-256 (computed by the database). A table
 * the database has and no schema module declares fails here instead of going unseen. Sequences are not rows: a
 * rolled-back insert still takes a number, which is no write to prove absent.
 */
export async function fotografia(portal: Portal): Promise<Record<string, unknown[]>> {
  const { db } = portal.deps.database;
  const declaradas = await tabelas();
  const nomes = declaradas.map((t) => `${getTableConfig(t).schema ?? 'public'}.${getTableConfig(t).name}`);
  const { rows } = (await db.execute(sql`select table_schema || '.' || table_name as nome from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', 'drizzle')`)) as unknown as { rows: { nome: string }[] };
  const semEsquema = rows.map((r) => r.nome).filter((n) => !nomes.includes(n));
  if (semEsquema.length) throw new Error(`tabelas fora de src/server/db/schema/: ${semEsquema.join(', ')}`);

  const foto: Record<string, unknown[]> = {};
  for (const tabela of declaradas) {
    const { name, columns, primaryKeys } = getTableConfig(tabela);
    const fora = ESCRITAS_DE_LEITURA[name] ?? [];
    const campos: Record<string, PgColumn | SQL> = {};
    for (const [campo, coluna] of Object.entries(getTableColumns(tabela))) {
      if (fora.includes(coluna.name)) continue;
      campos[campo] = coluna.getSQLType() === 'bytea'
        ? sql`octet_length(${coluna}) || ' bytes, sha256 ' || encode(sha256(${coluna}), 'hex')`
        : coluna;
    }
    const chave = columns.filter((c) => c.primary);
    const ordem = chave.length ? chave : primaryKeys[0]?.columns ?? columns;
    foto[name] = await db.select(campos).from(tabela).orderBy(...ordem.map((c) => asc(c)));
  }
  return foto;
}

/**
 * A raw HTTP call, for bodies and headers the typed client would not send: a string body goes
 * as it is (broken JSON included), anything else as JSON. HEAD answers have no body.
 */
export async function requisicaoCrua(
  portal: { url: string }, metodo: string, caminho: string,
  opcoes: { cookie?: string | null; corpo?: unknown; cabecalhos?: Record<string, string> } = {},
) {
  const corpo = opcoes.corpo === undefined ? undefined : typeof opcoes.corpo === 'string' ? opcoes.corpo : JSON.stringify(opcoes.corpo);
  const r = await fetch(`${portal.url}${caminho}`, {
    method: metodo,
    headers: {
      ...(corpo !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opcoes.cookie ? { cookie: opcoes.cookie } : {}),
      ...opcoes.cabecalhos,
    },
    body: corpo,
  });
  const texto = await r.text();
  const json = (r.headers.get('content-type') ?? '').includes('json') && texto !== '';
  return { status: r.status, headers: r.headers, body: (json ? JSON.parse(texto) : texto) as { mensagem?: string } };
}

/**
 * Logs in with a raw fetch, for what the typed client keeps to itself: the answer's status, body and
 * headers, its Set-Cookie, and the cookie to send back ('portal_sessao=…', null when none was set).
 */
export async function entrarCru(portal: { url: string }, email: string, senha = SENHA_DEMO, cabecalhos: Record<string, string> = {}) {
  const r = await fetch(`${portal.url}/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...cabecalhos }, body: JSON.stringify({ email, senha }),
  });
  const setCookie = r.headers.getSetCookie().find((c) => c.startsWith('portal_sessao=')) ?? null;
  return {
    status: r.status, setCookie, cookie: setCookie?.split(';')[0] ?? null,
    body: (await r.json()) as { mensagem?: string }, headers: r.headers,
  };
}

let contador = 0;
/**
 * A fresh associate (CPF 529.982.247-25) with one login, logged in with these request headers: each test gets
 * one of its own, so tests on one portal stay independent. `cliente` sends `cabecalhos` on every call.
 */
export async function novoAssociado(portal: Portal, nome = 'Joana Teste da Silva', cabecalhos: Record<string, string> = {}) {
  const codSocio = `T${++contador}${randomUUID().slice(0, 6)}`;
  await portal.deps.database.db.insert(associados).values({ codSocio, nome });
  return { codSocio, ...(await novoLoginDe(portal, codSocio, nome, cabecalhos)) };
}

/** One more login of an existing associate (an associate may have several), logged in. */
export async function novoLoginDe(portal: Portal, codSocio: string, nome = 'Joana Teste da Silva', cabecalhos: Record<string, string> = {}) {
  const email = `associado.${++contador}.${randomUUID().slice(0, 8)}@teste.com.br`;
  const [linha] = await portal.deps.database.db.insert(usuarios).values({
    email, nome, cpf: '52998224725', senhaHash: await hashSenha(SENHA_DEMO, portal.deps.kdf), codSocio,
  }).returning({ id: usuarios.id });
  const { status, cookie } = await entrarCru(portal, email, SENHA_DEMO, cabecalhos);
  if (status !== 200 || !cookie) throw new Error(`login de ${email} falhou: ${status}`);
  return { email, nome, id: linha!.id, cookie, cliente: clienteDe(portal.url, { ...cabecalhos, cookie }) };
}
