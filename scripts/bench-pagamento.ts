/**
 * Card charges per second through the real HTTP API (issue 11), section 7 of `npm run bench`:
 * POST PagamentoCartaoClubeVantagens, each request by another non-associate with a fresh idempotency key and an
 * approved test card, so every answer is a real charge (the `cobrancas` row, the sandbox processor, the new club, in
 * one transaction). The buyers and their sessions are written straight into the database before the server listens
 * (no password hashing, no login calls), so nothing but charges is timed. After a warm-up of charges, a fixed number
 * of charges is timed (sized from the warm-up's rate to last about BENCH_SECONDS), beside a bare node:http server
 * loaded the same way in the same run. One run by hand (PGlite; with a PostgreSQL server URL also PostgreSQL):
 *   npx tsx scripts/bench-pagamento.ts [postgres://postgres@127.0.0.1:5432/test]
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon, { type Options, type Result } from 'autocannon';
import { clubeVantagensContract } from '../src/contracts/clube-vantagens.contract';
import { nomeDoCookieSessao } from '../src/server/comum/auth';
import type { Database } from '../src/server/db/database';
import { associados, sessoes, usuarios } from '../src/server/db/schema/comum';
import type { DatabaseKind, LoadSettings } from './bench-api';
import { createFreshDatabase, type FreshDatabase } from './bench-db';
import { cpuSecondsOf, databaseKinds, startChild } from './bench-process';

/** The route measured. */
export const CAMINHO_PAGAMENTO = clubeVantagensContract.pagamentoCartaoClubeVantagens.path;
const SERVER_SCRIPT = 'scripts/bench-server.ts';
/** An approved sandbox card (README "Cartões de teste"), valid for years. */
const CARTAO = { nomeCartao: 'BENCH NAO ASSOCIADO', numeroCartao: '4111111111111111', dataExpiracaoCartao: '12/39', codigoValidacaoCartao: '123' };
/** Charges of the warm-up's first run (then about warmupSeconds' worth more, when these took less). */
const AQUECIMENTO_MINIMO = 200;
/**
 * Buyers prepared: the warm-up and the timed charges use one each (10 s at 900 charges/s; this 2-core machine does
 * 50–200). When they would run out, the timed run is shortened to the buyers left.
 */
export const COMPRADORES = 10_000;

/** One timed run: what the client saw and the server process spent. */
export interface CargaPagamento {
  /** Answers per second (charges for the portal, plain answers for node:http), over the run's wall time. */
  porSegundo: number;
  p50Ms: number;
  p99Ms: number;
  requisicoes: number;
  /** 200 answers `sucesso: true` (the portal) or 200 answers (node:http). */
  sucessos: number;
  erros: number;
  timeouts: number;
  nao2xx: number;
  /** CPU (user + system) the server process spent per answer, ms; null without /proc. PostgreSQL's own CPU is not in it. */
  cpuMsPorRequisicao: number | null;
  segundos: number;
  /** Every request answered as expected. */
  valida: boolean;
}

/** The payment section for one database. */
export interface PagamentoFigures {
  database: DatabaseKind;
  conexoes: number;
  aquecimento: number;
  baseline: CargaPagamento;
  cobrancas: CargaPagamento;
  /** Charges per second ÷ node:http answers per second. */
  razao: number;
  /** Seconds the server took to start, seed and write the buyers (not timed into any figure). */
  preparoSegundos: number;
  /** Buyers checked afterwards through ConsultarClubeVantagens: clubs found of those sampled. */
  conferidos: { amostra: number; comClube: number; semClubeEsperado: boolean };
}

// ---- the buyers, written before the server listens (run in the server's process) -------------------------

const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex');

/**
 * Writes `quantos` non-associates (codes NAB…), one login each (a password hash nobody can type) and one open
 * session each, and answers their session cookies. Batches of 1000 rows per table.
 */
export async function prepararCompradores(database: Database, quantos: number): Promise<string[]> {
  const agora = new Date();
  const senhaHash = `sem-login:${randomBytes(16).toString('hex')}`; // not an argon2 hash: no password opens it
  const cookie = nomeDoCookieSessao(false);
  const cookies: string[] = [];
  for (let inicio = 0; inicio < quantos; inicio += 1000) {
    const lote = Array.from({ length: Math.min(1000, quantos - inicio) }, (_, k) => inicio + k);
    await database.tx(async (tx) => {
      await tx.insert(associados).values(lote.map((i) => ({ codSocio: `NAB${String(i).padStart(7, '0')}`, nome: `Bench Não Associado ${i}`, naoAssociado: true })));
      const logins = await tx.insert(usuarios).values(lote.map((i) => ({
        email: `bench.na.${i}@bench.invalid`, nome: `Bench Não Associado ${i}`, cpf: '52998224725', senhaHash, codSocio: `NAB${String(i).padStart(7, '0')}`,
      }))).returning({ id: usuarios.id });
      const tokens = logins.map(() => randomBytes(32).toString('base64url'));
      await tx.insert(sessoes).values(logins.map((l, k) => ({
        idHash: sha256(tokens[k]!), usuarioId: l.id, criadaEm: agora, vistaEm: agora, ip: '127.0.0.1', userAgent: 'npm run bench',
      })));
      cookies.push(...tokens.map((t) => `${cookie}=${t}`));
    });
  }
  return cookies;
}

// ---- load ----------------------------------------------------------------------------------------------

/** autocannon's options this file uses beyond the typed slice (scripts/bench-autocannon.d.ts). */
interface OpcoesCarga extends Options {
  amount?: number;
  requests?: Array<{
    method: string;
    path: string;
    /** Called before each request is built; `context` is the connection's (one request at a time on it). */
    setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => Record<string, unknown>;
    onResponse: (status: number, body: string, context: Record<string, unknown>) => void;
  }>;
}

function assertLoopback(url: string): void {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`carga só em 127.0.0.1, não em ${url}`);
}

function cargaDe(result: Result, sucessos: number, segundos: number, cpuSegundos: number | null): CargaPagamento {
  const requisicoes = result.requests.total;
  return {
    porSegundo: sucessos / segundos, p50Ms: result.latency.p50, p99Ms: result.latency.p99, requisicoes, sucessos,
    erros: result.errors, timeouts: result.timeouts, nao2xx: result.non2xx, segundos,
    cpuMsPorRequisicao: cpuSegundos === null || sucessos === 0 ? null : (cpuSegundos * 1000) / sucessos,
    valida: result.errors === 0 && result.timeouts === 0 && result.non2xx === 0 && requisicoes > 0 && sucessos === requisicoes,
  };
}

/**
 * Runs autocannon and times it on this side's clock, with the server's CPU before and after; `sucessos` says how
 * many answers were what was asked for, once the run is over.
 */
async function medir(pid: number, opcoes: OpcoesCarga, sucessos: (result: Result) => number): Promise<CargaPagamento> {
  assertLoopback(opcoes.url);
  const cpuAntes = cpuSecondsOf(pid);
  const inicio = performance.now();
  const result = await autocannon(opcoes);
  const segundos = (performance.now() - inicio) / 1000;
  const cpuDepois = cpuSecondsOf(pid);
  return cargaDe(result, sucessos(result), segundos, cpuAntes === null || cpuDepois === null ? null : cpuDepois - cpuAntes);
}

/** node:http answering a small JSON body, loaded for `seconds` after a warm-up, as section 2 does. */
async function medirBaseline(settings: LoadSettings): Promise<CargaPagamento> {
  const child = await startChild<{ url: string }>(SERVER_SCRIPT, ['baseline'], { timeoutMs: 120_000 });
  try {
    // as section 2 loads it: one prebuilt request, no per-request setup (that would slow the client, not the server)
    const opcoes = (duration: number): OpcoesCarga => ({ url: `${child.info.url}/`, connections: settings.connections, duration, timeout: 10 });
    if (settings.warmupSeconds > 0) await autocannon(opcoes(settings.warmupSeconds));
    return await medir(child.pid, opcoes(settings.seconds), (r) => r.statusCodeStats['200']?.count ?? 0);
  } finally {
    await child.stop();
  }
}

/** Charges on the portal: a warm-up, then about `seconds` of charges, each buyer and key used once. */
async function medirCobrancas(settings: LoadSettings, databaseUrl: string | undefined): Promise<Omit<PagamentoFigures, 'database' | 'baseline' | 'razao'>> {
  const env = { BENCH_DATABASE_URL: databaseUrl ?? '' };
  const inicioPreparo = performance.now();
  const child = await startChild<{ url: string; cookies: string[] }>(SERVER_SCRIPT, ['pagamento', String(COMPRADORES)], { env, timeoutMs: 300_000 });
  try {
    const preparoSegundos = (performance.now() - inicioPreparo) / 1000;
    const { url, cookies } = child.info;
    if (cookies.length !== COMPRADORES) throw new Error(`o servidor preparou ${cookies.length} compradores, não ${COMPRADORES}`);
    let proximo = 0;
    let cobrancas = 0;
    const cobrados: string[] = [];
    /** Charges answered during one run of `opcoes`. */
    const contarDesde = (antes = cobrancas) => () => cobrancas - antes;
    const respostasInesperadas: string[] = [];
    // a fixed number of charges per run (they end when the last answer arrives: nothing is left running into the next);
    // 30 s per answer: on PGlite 50 queued charges take seconds each at p99
    const opcoes = (amount: number): OpcoesCarga => ({
      url: `${url}${CAMINHO_PAGAMENTO}`, connections: settings.connections, timeout: 30, amount,
      requests: [{
        method: 'POST', path: CAMINHO_PAGAMENTO,
        setupRequest: (req, context) => {
          const cookie = cookies[proximo++];
          if (!cookie) throw new Error('compradores esgotados: aumente COMPRADORES');
          context.cookie = cookie; // one request at a time per connection: the next answer is this one's
          const body = JSON.stringify({ idempotencyKey: randomUUID(), ...CARTAO });
          return { ...req, body, headers: { 'content-type': 'application/json', cookie } };
        },
        onResponse: (status, body, context) => {
          if (status === 200 && body.includes('"sucesso":true')) {
            cobrancas++;
            cobrados.push(context.cookie as string);
          } else if (respostasInesperadas.length < 3) respostasInesperadas.push(`${status} ${body.slice(0, 200)}`);
        },
      }],
    });
    // warm-up: charges too (JIT, pools, caches): AQUECIMENTO_MINIMO, then about warmupSeconds' worth at that rate
    let ritmo = await medir(child.pid, opcoes(AQUECIMENTO_MINIMO), contarDesde());
    let aquecidas = ritmo.sucessos;
    const maisAquecimento = Math.round(ritmo.porSegundo * (settings.warmupSeconds - ritmo.segundos));
    if (maisAquecimento >= settings.connections) {
      ritmo = await medir(child.pid, opcoes(maisAquecimento), contarDesde());
      aquecidas += ritmo.sucessos;
    }
    if (respostasInesperadas.length) throw new Error(`respostas inesperadas no aquecimento: ${respostasInesperadas.join(' | ')}`);
    // the timed part: a fixed number of charges, about `seconds` at the warm-up's rate, within the buyers left
    const restantes = COMPRADORES - proximo - settings.connections;
    const quantas = Math.max(settings.connections, Math.min(restantes, Math.round(ritmo.porSegundo * settings.seconds)));
    const medidas = await medir(child.pid, opcoes(quantas), contarDesde());
    if (respostasInesperadas.length) throw new Error(`respostas inesperadas: ${respostasInesperadas.join(' | ')}`);
    return {
      conexoes: settings.connections, aquecimento: aquecidas, cobrancas: medidas, preparoSegundos,
      conferidos: await conferir(url, cobrados, cookies.at(-1)!),
    };
  } finally {
    await child.stop();
  }
}

/** Checks through the API that 20 buyers answered as charged have their club, and that an unused one has none. */
async function conferir(url: string, cobrados: string[], naoUsado: string): Promise<PagamentoFigures['conferidos']> {
  const consultar = async (cookie: string) => {
    const r = await fetch(`${url}${clubeVantagensContract.consultarClubeVantagens.path}`, { headers: { cookie } });
    const corpo = (await r.json()) as { status?: string };
    return r.status === 200 && corpo.status === 'ATIVO';
  };
  const amostra = Array.from({ length: 20 }, (_, k) => cobrados[Math.floor((k * (cobrados.length - 1)) / 19)]!);
  let comClube = 0;
  for (const cookie of amostra) if (await consultar(cookie)) comClube++;
  return { amostra: amostra.length, comClube, semClubeEsperado: !(await consultar(naoUsado)) };
}

/** Section 7 on one database: node:http, then the charges on a fresh database (PostgreSQL: created here and dropped). */
export async function measurePagamento(kind: DatabaseKind, settings: LoadSettings, serverUrl?: string): Promise<PagamentoFigures> {
  if (kind === 'postgres' && !serverUrl) throw new Error('PostgreSQL pedido sem DATABASE_URL');
  const baseline = await medirBaseline(settings);
  let fresh: FreshDatabase | undefined;
  try {
    fresh = kind === 'postgres' ? await createFreshDatabase(serverUrl!) : undefined;
    const portal = await medirCobrancas(settings, fresh?.url);
    return { database: kind, baseline, ...portal, razao: portal.cobrancas.porSegundo / baseline.porSegundo };
  } finally {
    await fresh?.drop();
  }
}

/** Why a section's figures are not a measurement (invalid runs, a buyer without its club), empty when they are. */
export function problemasDoPagamento(f: PagamentoFigures): string[] {
  const runs: Array<[string, CargaPagamento]> = [['node:http', f.baseline], ['cobranças no cartão', f.cobrancas]];
  return [
    ...runs.filter(([, c]) => !c.valida).map(([nome, c]) =>
      `${f.database}: ${nome} inválida (erros ${c.erros}, timeouts ${c.timeouts}, não-2xx ${c.nao2xx}, ${c.sucessos} sucessos de ${c.requisicoes})`),
    ...(f.conferidos.comClube !== f.conferidos.amostra || !f.conferidos.semClubeEsperado
      ? [`${f.database}: conferência falhou (${f.conferidos.comClube} de ${f.conferidos.amostra} compradores com clube; comprador não usado sem clube: ${f.conferidos.semClubeEsperado})`]
      : []),
  ];
}

async function main() {
  const serverUrl = process.argv[2] || undefined;
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const settings: LoadSettings = { connections: 50, seconds, warmupSeconds: Math.min(2, Math.ceil(seconds / 5)) };
  for (const kind of databaseKinds(serverUrl)) {
    const f = await measurePagamento(kind, settings, serverUrl);
    process.stdout.write(`${JSON.stringify(f, null, 2)}\n`);
    for (const p of problemasDoPagamento(f)) process.stdout.write(`PROBLEMA: ${p}\n`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    process.stderr.write(`bench-pagamento: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
