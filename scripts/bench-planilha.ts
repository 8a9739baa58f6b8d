import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { count } from 'drizzle-orm';
import pg from 'pg';
import writeXlsxFile from 'write-excel-file/node';
import { criarApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/database';
import { funcionariosClube } from '../src/server/db/schema';
import { criarServidorHttp } from '../src/server/http';
import { semearDemo, SENHA_DEMO } from '../src/server/seed';

export interface MedidaImportacao {
  linhas: number;
  /** Wall time of the import request, from sending the file to the answer. */
  segundos: number;
  /** Peak resident memory of this process (server, database driver and client) during the import. */
  picoRssMB: number;
  /**
   * Longest event-loop stall of this process during the import (perf_hooks.monitorEventLoopDelay,
   * 10 ms resolution): how long any other request of the server could have waited.
   */
  maiorTravamentoMs: number;
}

/** A fresh database: a new one on the PostgreSQL server of `databaseUrl`, else in-memory PGlite. */
async function bancoNovo(databaseUrl?: string) {
  if (!databaseUrl) return { url: undefined, descartar: async () => {} };
  const nome = `bench_planilha_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const cliente = new pg.Client({ connectionString: databaseUrl });
    await cliente.connect();
    try { await cliente.query(sql); } finally { await cliente.end(); }
  };
  await admin(`create database ${nome}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${nome}`;
  return { url: url.toString(), descartar: () => admin(`drop database if exists ${nome} with (force)`) };
}

/** The .xlsx of `linhas` distinct valid CPFs (column CPF) and names (column Nome). */
export async function gerarPlanilha(linhas: number): Promise<Buffer> {
  const cpfs = new Set<string>();
  while (cpfs.size < linhas) cpfs.add(generateCPF());
  return writeXlsxFile([['CPF', 'Nome'], ...[...cpfs].map((cpf, i) => [cpf, `Usuário ${i + 1}`])]).toBuffer();
}

/**
 * The spreadsheet is built by a child process (this file with --gerar): the garbage of building
 * 50 000 rows would otherwise stay in this process's RSS and be counted as the import's.
 */
function planilhaEmOutroProcesso(linhas: number): Buffer {
  const filho = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--gerar', String(linhas)], {
    maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (filho.status !== 0) throw new Error(`a planilha não pôde ser gerada (código ${filho.status})`);
  return filho.stdout;
}

/**
 * Builds a spreadsheet of `linhas` valid CPFs and imports it through the real HTTP API
 * (EnviarPlanilhaFuncionariosClubeVantagens) on a fresh database, as clube.ativo@exemplo.com.br.
 * Measures the request's wall time and this process's peak RSS (sampled every 50 ms).
 */
export async function medirImportacao(linhas: number, databaseUrl?: string): Promise<MedidaImportacao> {
  const banco = await bancoNovo(databaseUrl);
  const database = await openDatabase(banco.url ? { url: banco.url } : {});
  const servidor = criarServidorHttp(criarApp({ database, relogio: () => new Date() }, '/nonexistent'));
  try {
    await semearDemo({ database, relogio: () => new Date(), kdf: { memoryCost: 1024, timeCost: 1 } });
    await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
    const base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;

    const login = await fetch(`${base}/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'clube.ativo@exemplo.com.br', senha: SENHA_DEMO }),
    });
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('portal_sessao='))?.split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`login falhou: ${login.status}`);

    const xlsx = planilhaEmOutroProcesso(linhas);
    const form = new FormData();
    form.append('file', new File([xlsx as Uint8Array<ArrayBuffer>], 'usuarios.xlsx'));

    let pico = process.memoryUsage().rss;
    const amostra = setInterval(() => { pico = Math.max(pico, process.memoryUsage().rss); }, 50);
    const atraso = monitorEventLoopDelay({ resolution: 10 });
    atraso.enable();
    const inicio = performance.now();
    const resposta = await fetch(`${base}/api/Clube/EnviarPlanilhaFuncionariosClubeVantagens`, {
      method: 'POST', headers: { cookie }, body: form,
    });
    const corpo = (await resposta.json()) as { mensagem?: string; cpfsInvalidos?: string[] };
    const segundos = (performance.now() - inicio) / 1000;
    atraso.disable();
    clearInterval(amostra);
    pico = Math.max(pico, process.memoryUsage().rss);

    if (resposta.status !== 200 || corpo.cpfsInvalidos?.length) {
      throw new Error(`importação falhou: ${resposta.status} ${JSON.stringify(corpo).slice(0, 300)}`);
    }
    const [gravados] = await database.db.select({ n: count() }).from(funcionariosClube);
    if (gravados?.n !== linhas) throw new Error(`esperava ${linhas} usuários gravados, há ${gravados?.n}`);
    return {
      linhas, segundos: Math.round(segundos * 100) / 100, picoRssMB: Math.round(pico / 1024 / 1024),
      maiorTravamentoMs: Math.round(atraso.max / 1e6),
    };
  } finally {
    await new Promise((ok) => servidor.close(ok));
    await database.close();
    await banco.descartar();
  }
}

// `npx tsx scripts/bench-planilha.ts [linhas] [databaseUrl]`: one measurement, printed as JSON.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv[2] === '--gerar') {
  gerarPlanilha(Number(process.argv[3])).then((xlsx) => { process.stdout.write(xlsx); });
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const linhas = Number(process.argv[2] ?? 50_000);
  const url = process.argv[3] ?? process.env.DATABASE_URL;
  medirImportacao(linhas, url)
    .then((m) => { process.stdout.write(`${JSON.stringify({ banco: url ? 'postgres' : 'pglite', ...m })}\n`); })
    .catch((erro) => { process.stderr.write(`${erro instanceof Error ? erro.stack : String(erro)}\n`); process.exit(1); });
}
