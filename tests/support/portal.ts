import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { initClient } from '@ts-rest/core';
import { portalContract } from '../../src/contracts/portal.contract';
import { criarApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/database';
import { criarServidorHttp, type OpcoesHttp } from '../../src/server/infra/http';
import { semearDemo, SENHA_DEMO } from '../../src/server/db/seed';
import type { Dependencias } from '../../src/server/comum/context';
import { aceites, cobrancas, outbox } from '../../src/server/db/schema/comum';
import { clubes } from '../../src/server/db/schema/clube-vantagens';

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

/** A cookie-keeping ts-rest client of the whole portal contract, as one browser would be. */
export function clienteDe(baseUrl: string, cabecalhosExtras: Record<string, string> = {}) {
  let cookie = '';
  const client = initClient(portalContract, {
    baseUrl,
    jsonQuery: true,
    throwOnUnknownStatus: true,
    api: async ({ path, method, headers, body }) => {
      const resposta = await fetch(path, {
        method, body: body as BodyInit | undefined,
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
      await new Promise((ok) => servidor.close(ok));
      await database.close();
    },
  };
}

/** Starts the real HTTP server on a fresh, seeded database; `fechar` drops everything. */
export async function abrirPortal(opcoes: { relogio?: () => Date; http?: OpcoesHttp } = {}) {
  const banco = await bancoNovo();
  const database = await openDatabase(banco.url ? { url: banco.url } : {});
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
      await new Promise((ok) => servidor.close(ok));
      await database.close();
      await banco.descartar();
    },
  };
}
export type Portal = Awaited<ReturnType<typeof abrirPortal>>;

/** Every row the club calls may write (sessions excluded: reading one refreshes it): compare before and after to prove nothing changed. */
export async function fotografiaDoClube(portal: Portal) {
  const { db } = portal.deps.database;
  return {
    clubes: await db.select().from(clubes).orderBy(clubes.usuarioId),
    aceites: await db.select().from(aceites).orderBy(aceites.id),
    cobrancas: await db.select().from(cobrancas).orderBy(cobrancas.id),
    outbox: await db.select().from(outbox).orderBy(outbox.id),
  };
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
