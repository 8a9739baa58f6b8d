/**
 * `npm run bench`: bundle sizes, API throughput, Lighthouse on /login and (when scripts/bench-planilha.ts
 * exists) the spreadsheet import, each against its budget, then the ad registration with images (no budget) and
 * the hostile requests of issue 7 (no 5xx; on PostgreSQL, the event loop stalls at most 100 ms), and card charges per
 * second (issue 11, scripts/bench-pagamento.ts) against node:http, and smart-retail holds per second with 50 racing clients
 * (issue 12, scripts/bench-reservas.ts; at least 300 on PostgreSQL), and the consultant's 10 000-member carteira filtered and
 * paged (issue 21, scripts/bench-carteira.ts; PostgreSQL only), and CDL Saúde's Lista de Vidas and plan search (issue 28,
 * scripts/bench-saude.ts; PostgreSQL only). A product GET that reads the database (the carteira,
 * the club's ConsultarClubeVantagens) is measured on PostgreSQL beside its own SQL run through `pg` (issue 26), its
 * budget a ratio to that; /login/me, which reads nothing on a session cache hit, keeps its ratio to node:http.
 * Prints a report and writes it to .bench/ultimo.json.
 * Exits 0 even when a budget is missed; exits 1 only when a measurement itself failed or was invalid.
 *
 * Env: BENCH_SECONDS (load seconds per endpoint, default 10), BENCH_LIGHTHOUSE_RUNS (default 3),
 * DATABASE_URL (also measure on a fresh PostgreSQL database), CHROMIUM_PATH, BENCH_CPU_PROF=<dir>
 * (V8 CPU profiles of the child servers).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { AD_BODIES, AD_BODY_LIMIT, measureAds, type AdSection } from './bench-secao-anuncio';
import { measureAtaques, type AtaquesSection } from './bench-ataques';
import { RODADAS } from './bench-db';
import { ENDPOINTS, measureApi, type ApiFigures, type DatabaseKind, type LoadFigures, type LoadSettings } from './bench-api';
import { buildClient, measureBundle, type BundleSizes } from './bench-bundle';
import { measureImports, type ImportSection } from './bench-secao-planilha';
import { LighthouseUnavailable, measureLighthouse, type LighthouseFigures } from './bench-lighthouse';
import { CAMINHO_PAGAMENTO, measurePagamento, problemasDoPagamento, type CargaPagamento, type PagamentoFigures } from './bench-pagamento';
import { databaseKinds, type ChildSection } from './bench-process';
import {
  CARTEIRA_P99_MAXIMO_MS, CARTEIRA_RAZAO_MINIMA, carteiraText, falhasCarteira, medirCarteira, type CarteiraSection,
} from './bench-carteira';
import { falhasSaude, medirSaude, SAUDE_RAZAO_MINIMA, saudeText, type SaudeSection } from './bench-saude';
import { falhasReservas, measureReservas, RESERVAS_POR_SEGUNDO_MINIMO, reservasPorSegundoPostgres, reservasText, type ReservasSection } from './bench-reservas';

/** The budgets of the portal's performance (DESIGN.md / the bench issue). */
export const BUDGETS = {
  initialJsBytes: 110_000,
  /** Issue 11: each product's own code (its folders, minified; not the shared kits or libraries), gzip, in lazy chunks. */
  productOwnCodeBytes: 35_000,
  loginMeRatio: { pglite: 0.05, postgres: 0.15 } satisfies Record<DatabaseKind, number>,
  /**
   * Issue 26: a product GET that reads the database (bench-api.ts SQL_DAS_ROTAS) ÷ the same SQL through `pg` beside it
   * (same connections, same run, alternate rounds), on PostgreSQL. The carteira's is bench-carteira.ts CARTEIRA_RAZAO_MINIMA.
   */
  getProdutoSqlRatio: 0.5,
  lighthousePerformance: 98,
  import50k: { seconds: 10, peakRssMB: 300 },
  /** Issue 7: while any hostile request is handled, the server's event loop stalls at most this long (PostgreSQL). */
  ataqueTravamentoMs: 100,
  /**
   * Issue 11: successful card charges per second (PagamentoCartaoClubeVantagens, each a new buyer and key) ÷ node:http
   * answers per second, same run. Measured on this 2-core machine under other jobs' load (5 runs, load average 5–9):
   * PGlite 32–82 charges/s, 0.0014–0.0049×; PostgreSQL 78–165 charges/s, 0.0033–0.0103× (node:http itself swung from
   * 7 600 to 42 800 req/s). The budgets sit about 2× under the worst run: they catch a charge path several times
   * slower, not the machine's noise.
   */
  cobrancaCartaoRatio: { pglite: 0.0007, postgres: 0.0015 } satisfies Record<DatabaseKind, number>,
} as const;

const REPORT_FILE = '.bench/ultimo.json';

/** A section's outcome: its figures, a reason it was skipped, or the error that stopped it. */
type Outcome<T> = { ok: T } | { skipped: string } | { failed: string };

/** One figure checked against its budget. */
interface BudgetCheck {
  item: string;
  value: number;
  limit: number;
  kind: 'max' | 'min';
  unit: string;
  ok: boolean;
}

/** Everything one bench run measured, as written to .bench/ultimo.json. */
export interface Report {
  startedAt: string;
  node: string;
  cpus: number;
  loadAverage: { start: number[]; end: number[] };
  load: LoadSettings & { lighthouseRuns: number };
  bundle: Outcome<BundleSizes>;
  api: Array<Outcome<ApiFigures> & { database: DatabaseKind }>;
  lighthouse: Outcome<LighthouseFigures>;
  import: Outcome<ImportSection>;
  /** The ad registration with images (IncluirAnuncioClubeVantagens): figures only, no budget. */
  ad: Outcome<AdSection>;
  /** Hostile requests (issue 7): status, answer size and longest event-loop stall of each. */
  ataques: Outcome<AtaquesSection>;
  /** Card charges per second through the API (issue 11), per database. */
  pagamento: Array<Outcome<PagamentoFigures> & { database: DatabaseKind }>;
  /** Smart-retail holds per second with 50 racing clients (issue 12, scripts/bench-reservas.ts). */
  reservas: Outcome<ReservasSection>;
  /** The consultant's carteira of 10 000 members, filtered and paged (issue 21, scripts/bench-carteira.ts). */
  carteira: Outcome<CarteiraSection>;
  /** CDL Saúde's Lista de Vidas and plan search, each beside its SQL (issue 28, scripts/bench-saude.ts). */
  saude: Outcome<SaudeSection>;
  budgets: BudgetCheck[];
  /** Measurements that failed or were invalid (their presence makes the exit code 1). */
  failures: string[];
}

const progress = (message: string) => process.stderr.write(`» ${message}\n`);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function outcome<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: await work() };
  } catch (error) {
    if (error instanceof LighthouseUnavailable) return { skipped: error.message };
    return { failed: messageOf(error) };
  }
}

function loadSettings(): LoadSettings {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 120) throw new Error('BENCH_SECONDS deve estar entre 1 e 120');
  return { connections: 50, seconds, warmupSeconds: Math.min(2, Math.ceil(seconds / 5)) };
}

function lighthouseRuns(): number {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('BENCH_LIGHTHOUSE_RUNS deve estar entre 1 e 9');
  return runs;
}

// ---- measuring ----------------------------------------------------------------------------

async function measureBundleSection(): Promise<Outcome<BundleSizes>> {
  progress('vite build…');
  return outcome(async () => {
    buildClient();
    return measureBundle();
  });
}

async function measureApiSections(settings: LoadSettings, serverUrl?: string): Promise<Report['api']> {
  const sections: Report['api'] = [];
  for (const database of databaseKinds(serverUrl)) {
    progress(`carga da API em ${database} (${settings.seconds} s por medição)…`);
    sections.push({ database, ...(await outcome(() => measureApi(database, settings, serverUrl))) });
  }
  return sections;
}

async function measurePagamentoSections(settings: LoadSettings, serverUrl?: string): Promise<Report['pagamento']> {
  const sections: Report['pagamento'] = [];
  for (const database of databaseKinds(serverUrl)) {
    progress(`cobranças no cartão em ${database}…`);
    sections.push({ database, ...(await outcome(() => measurePagamento(database, settings, serverUrl))) });
  }
  return sections;
}

async function measureAll(): Promise<Report> {
  const settings = loadSettings();
  const runs = lighthouseRuns();
  const serverUrl = process.env.DATABASE_URL || undefined;
  const start = loadavg();
  const startedAt = new Date().toISOString();
  const bundle = await measureBundleSection();
  const api = await measureApiSections(settings, serverUrl);
  progress(`Lighthouse em /login (${runs} execuç${runs === 1 ? 'ão' : 'ões'})…`);
  const lighthouse = 'ok' in bundle ? await outcome(() => measureLighthouse(runs)) : { skipped: 'sem build do cliente' };
  progress('importação de planilha (gancho opcional)…');
  const importSection = await outcome(() => measureImports(serverUrl));
  progress('cadastro de anúncio com imagens…');
  const ad = await outcome(() => measureAds(serverUrl));
  progress('requisições hostis…');
  const ataques = await outcome(() => measureAtaques(serverUrl));
  const pagamento = await measurePagamentoSections(settings, serverUrl);
  progress('reservas do Varejo Inteligente (50 clientes)…');
  const reservas = await outcome(() => measureReservas(serverUrl));
  progress('carteira do consultor (10 000 membros)…');
  const carteira = await outcome(() => medirCarteira(settings.seconds, serverUrl));
  progress('CDL Saúde (Lista de Vidas e busca de planos)…');
  const saude = await outcome(() => medirSaude(settings.seconds, serverUrl));
  const report: Report = {
    startedAt, node: process.version, cpus: cpus().length, loadAverage: { start, end: loadavg() },
    load: { ...settings, lighthouseRuns: runs }, bundle, api, lighthouse, import: importSection, ad, ataques, pagamento, reservas, carteira, saude, budgets: [], failures: [],
  };
  return { ...report, budgets: checkBudgets(report), failures: failuresOf(report) };
}

// ---- budgets and failures -----------------------------------------------------------------

function check(item: string, value: number, limit: number, kind: 'max' | 'min', unit: string): BudgetCheck {
  return { item, value, limit, kind, unit, ok: kind === 'max' ? value <= limit : value >= limit };
}

function bundleChecks(bundle: BundleSizes): BudgetCheck[] {
  return [
    check('JS da rota inicial (gzip)', bundle.initialJs.gzipBytes, BUDGETS.initialJsBytes, 'max', 'bytes'),
    ...bundle.products.map((p) => check(`código próprio do produto ${p.product} (gzip)`, p.ownCode.gzipBytes, BUDGETS.productOwnCodeBytes, 'max', 'bytes')),
  ];
}

function apiChecks(api: ApiFigures): BudgetCheck[] {
  const loginMe = api.endpoints.find((e) => e.path === '/login/me');
  return [
    ...(loginMe ? [check(`GET /login/me em ${api.database} (× node:http)`, loginMe.ratioToBaseline, BUDGETS.loginMeRatio[api.database], 'min', '×')] : []),
    ...api.endpoints.flatMap((e) => (e.sql
      ? [check(`GET ${e.path} em ${api.database} (× o mesmo SQL pelo pg)`, e.sql.ratio, BUDGETS.getProdutoSqlRatio, 'min', '×')]
      : [])),
  ];
}

function importChecks(section: ImportSection): BudgetCheck[] {
  if (!('figures' in section)) return [];
  const big = section.figures.find((f) => f.database === 'postgres' && f.linhas === 50_000);
  if (!big) return [];
  return [
    check('importação de 50 000 linhas em postgres (s)', big.segundos, BUDGETS.import50k.seconds, 'max', 's'),
    check('importação de 50 000 linhas em postgres (pico RSS)', big.picoRssMB, BUDGETS.import50k.peakRssMB, 'max', 'MB'),
  ];
}

function ataqueChecks(section: AtaquesSection): BudgetCheck[] {
  if (!('figures' in section)) return [];
  return section.figures.flatMap(({ database, ataques }) => [
    check(`requisições hostis em ${database} respondidas com 5xx`, ataques.filter((a) => a.status >= 500).length, 0, 'max', ''),
    ...(database === 'postgres'
      ? [check('requisições hostis em postgres: maior travamento do event loop', Math.max(...ataques.map((a) => a.maiorTravamentoMs)), BUDGETS.ataqueTravamentoMs, 'max', 'ms')]
      : []),
  ]);
}

function checkBudgets(report: Report): BudgetCheck[] {
  return [
    ...('ok' in report.bundle ? bundleChecks(report.bundle.ok) : []),
    ...report.api.flatMap((section) => ('ok' in section ? apiChecks(section.ok) : [])),
    ...('ok' in report.lighthouse
      ? [check('Lighthouse performance em /login', report.lighthouse.ok.scores.performance, BUDGETS.lighthousePerformance, 'min', 'pontos')]
      : []),
    ...('ok' in report.import ? importChecks(report.import.ok) : []),
    ...('ok' in report.ataques ? ataqueChecks(report.ataques.ok) : []),
    ...report.pagamento.flatMap((section) => ('ok' in section
      ? [check(`cobranças no cartão em ${section.database} (× node:http)`, section.ok.razao, BUDGETS.cobrancaCartaoRatio[section.database], 'min', '×')]
      : [])),
    ...('ok' in report.reservas && reservasPorSegundoPostgres(report.reservas.ok) !== null
      ? [check('reservas do Varejo Inteligente em postgres', reservasPorSegundoPostgres(report.reservas.ok)!, RESERVAS_POR_SEGUNDO_MINIMO, 'min', 'reservas/s')]
      : []),
    ...('ok' in report.carteira && 'figures' in report.carteira.ok
      ? report.carteira.ok.figures.flatMap((f) => [
        check(`carteira do consultor em ${f.database} (× o mesmo SQL pelo pg)`, f.razao, CARTEIRA_RAZAO_MINIMA, 'min', '×'),
        check(`carteira do consultor em ${f.database}, p99`, f.p99Ms, CARTEIRA_P99_MAXIMO_MS, 'max', 'ms'),
      ])
      : []),
    ...('ok' in report.saude && 'figures' in report.saude.ok
      ? report.saude.ok.figures.map((f) => check(`CDL Saúde, ${f.consulta === 'vidas' ? 'Lista de Vidas' : 'busca de planos'} em ${f.database} (× o mesmo SQL pelo pg)`, f.razao, SAUDE_RAZAO_MINIMA, 'min', '×'))
      : []),
  ];
}

function invalidRuns(api: ApiFigures): string[] {
  const runs: Array<[string, LoadFigures]> = [['node:http', api.baseline], ...api.endpoints.map((e): [string, LoadFigures] => [`GET ${e.path}`, e])];
  return runs
    .filter(([, figures]) => !figures.valid)
    .map(([name, f]) => `${api.database}: ${name} inválida (erros ${f.errors}, timeouts ${f.timeouts}, não-2xx ${f.non2xx}, requisições ${f.requests})`);
}

function failuresOf(report: Report): string[] {
  const failed = (name: string, o: Outcome<unknown>) => ('failed' in o ? [`${name}: ${o.failed}`] : []);
  return [
    ...failed('bundle', report.bundle),
    ...report.api.flatMap((section) => [...failed(`API ${section.database}`, section), ...('ok' in section ? invalidRuns(section.ok) : [])]),
    ...failed('Lighthouse', report.lighthouse),
    ...failed('importação', report.import),
    ...failed('anúncio com imagens', report.ad),
    ...failed('requisições hostis', report.ataques),
    ...report.pagamento.flatMap((section) => [...failed(`cobranças no cartão ${section.database}`, section), ...('ok' in section ? problemasDoPagamento(section.ok) : [])]),
    ...failed('reservas do Varejo Inteligente', report.reservas),
    ...('ok' in report.reservas ? falhasReservas(report.reservas.ok) : []),
    ...failed('carteira do consultor', report.carteira),
    ...('ok' in report.carteira ? falhasCarteira(report.carteira.ok) : []),
    ...failed('CDL Saúde', report.saude),
    ...('ok' in report.saude ? falhasSaude(report.saude.ok) : []),
  ];
}

// ---- report text --------------------------------------------------------------------------

const number = (value: number, digits = 0) =>
  value.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kB = (bytes: number) => `${number(bytes / 1000, 1)} kB`;
const verdict = (ok: boolean, kind: 'max' | 'min') => (ok ? 'OK' : kind === 'max' ? 'EXCEDIDO' : 'ABAIXO');
const row = (label: string, value: string, width = 50) => `   ${label.padEnd(width)} ${value}`;

function notMeasured(o: { skipped: string } | { failed: string }): string {
  return 'skipped' in o ? `   não medido: ${o.skipped}` : `   FALHOU: ${o.failed}`;
}

function bundleText(o: Outcome<BundleSizes>): string[] {
  const lines = ['1. Bundle do cliente (vite build; gzip nível 9, como o servidor entrega; 1 kB = 1000 bytes)'];
  if (!('ok' in o)) return [...lines, notMeasured(o)];
  const { initialJs, initialCss, products } = o.ok;
  const budget = (bytes: number, limit: number) => `${kB(bytes).padStart(9)}  ≤ ${kB(limit)}  ${verdict(bytes <= limit, 'max')}`;
  lines.push(row('JS da rota inicial (entrada + imports estáticos)', budget(initialJs.gzipBytes, BUDGETS.initialJsBytes)));
  lines.push(...initialJs.files.map((f) => `     ${f}`));
  lines.push(row('CSS inicial (sem orçamento)', kB(initialCss.gzipBytes).padStart(9)));
  for (const p of products) {
    const { ownCode } = p;
    const name = p.product === 'atendimento' ? 'console da equipe (atendimento)' : `produto ${p.product}`;
    lines.push(row(`${name}: código próprio (${ownCode.modules} arquivos)`, budget(ownCode.gzipBytes, BUDGETS.productOwnCodeBytes)));
    if (ownCode.initialGzipBytes > 0) lines.push(row('  mais, no JS da rota inicial (já contado lá)', kB(ownCode.initialGzipBytes).padStart(9)));
    lines.push(row('  chunks lazy inteiros (com kits e bibliotecas; sem orçamento)', kB(p.gzipBytes).padStart(9)));
    lines.push(...p.files.map((f) => `     ${f}`));
  }
  lines.push('   código próprio: o código minificado dos arquivos das pastas do produto (src/<camada>/<produto>/, <produto>.*), atribuído');
  lines.push('   byte a byte pelos source maps de um segundo build em memória, sem comum/ nem node_modules; gzip 9 do que ele soma nos chunks lazy');
  if (products.length === 0) lines.push('   nenhum chunk de produto (src/views/<produto>/*Rotas.tsx) no manifest');
  return lines;
}

function loadRow(label: string, f: LoadFigures, ratio: number): string {
  const counts = `${f.errors}/${f.timeouts}/${f.non2xx}`;
  const cpu = f.serverCpuMsPerRequest === null ? '?' : number(f.serverCpuMsPerRequest, 3);
  return `     ${label.padEnd(40)} ${number(f.requestsPerSecond).padStart(8)} ${number(f.p99Ms).padStart(8)} ${number(ratio, 3).padStart(9)}× ${cpu.padStart(9)}  ${counts.padStart(7)}${f.valid ? '' : '  INVÁLIDA'}`;
}

function apiSectionText(section: Report['api'][number]): string[] {
  const name = section.database === 'pglite' ? 'PGlite (em memória)' : 'PostgreSQL (banco novo criado e descartado)';
  const header = `   ${name.padEnd(42)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'node:http'.padStart(10)} ${'CPU ms/req'.padStart(10)} err/to/não-2xx`;
  if (!('ok' in section)) return [`   ${name}`, notMeasured(section)];
  const { baseline, endpoints, database } = section.ok;
  const limit = BUDGETS.loginMeRatio[database];
  return [
    header,
    loadRow('node:http puro (referência)', baseline, 1),
    ...endpoints.flatMap((e) => {
      const budget = e.path === '/login/me' ? `  orçamento ≥ ${number(limit, 2)}× ${verdict(e.ratioToBaseline >= limit, 'min')}` : '';
      const sql = e.sql
        ? [`       = ${number(e.sql.ratio, 3)}× o mesmo SQL pelo pg ao lado (${number(e.sql.requestsPerSecond)}/s, p99 ${number(e.sql.p99Ms)} ms; ${RODADAS} rodadas alternadas)  orçamento ≥ ${number(BUDGETS.getProdutoSqlRatio, 2)}× ${verdict(e.sql.ratio >= BUDGETS.getProdutoSqlRatio, 'min')}`]
        : [];
      return [`${loadRow(`GET ${e.path}`, e, e.ratioToBaseline)}${budget}`, ...sql];
    }),
  ];
}

function apiText(report: Report): string[] {
  const { connections, seconds, warmupSeconds } = report.load;
  return [
    `2. Vazão da API (autocannon em 127.0.0.1: ${connections} conexões, ${seconds} s por medição após ${warmupSeconds} s de aquecimento; sessão de clube.ativo@exemplo.com.br)`,
    ...report.api.flatMap(apiSectionText),
    `   rotas medidas: ${ENDPOINTS.join(', ')}; "vista em" da sessão é gravada no máximo 1×/min`,
    '   GET de produto que lê o banco: em postgres, orçamento contra o mesmo SQL pelo pg (mesmas conexões, mesma execução); a razão a node:http fica como número, sem orçamento',
    '   CPU ms/req: CPU gasta pelo processo do servidor por resposta (sem a CPU do PostgreSQL); sofre menos que req/s com a máquina ocupada, mas também sobe',
  ];
}

function lighthouseText(report: Report): string[] {
  const o = report.lighthouse;
  const title = '3. Lighthouse em /login (perfil móvel padrão, cliente construído servido pelo servidor real)';
  if (!('ok' in o)) return [title, notMeasured(o)];
  const { scores, performanceRuns, redone, lostPoints, lighthouseVersion, metrics, benchmarkIndex } = o.ok;
  const perf = scores.performance;
  return [
    `${title}`,
    `   Lighthouse ${lighthouseVersion}; mediana de ${performanceRuns.length} execução(ões) — performance por execução: ${performanceRuns.join(', ')}${redone ? ` (${redone} refeita(s): traço não gravado, NO_NAVSTART)` : ''}; benchmarkIndex ${number(benchmarkIndex)}`,
    `   ${Object.entries(metrics).map(([id, value]) => `${id} ${value}`).join(' · ')}`,
    row('performance', `${String(perf).padStart(3)}  ≥ ${BUDGETS.lighthousePerformance}  ${verdict(perf >= BUDGETS.lighthousePerformance, 'min')}`, 16),
    row('accessibility', String(scores.accessibility).padStart(3), 16),
    row('best-practices', String(scores['best-practices']).padStart(3), 16),
    row('seo', String(scores.seo).padStart(3), 16),
    ...(lostPoints.length ? ['   auditorias que custaram pontos (execução mediana):'] : []),
    ...lostPoints.flatMap((a) => [
      `     [${a.category}] ${a.id} (${a.score})${a.displayValue ? ` ${a.displayValue}` : ''}: ${a.title}`,
      ...a.examples.map((example) => `         ${example}`),
    ]),
  ];
}

/**
 * Wall time and peak RSS of one request (with the RSS before it when measured), then `extra` (a budget's verdict)
 * and its longest event-loop stall when measured.
 */
function requestCells(f: { segundos: number; picoRssMB: number; rssAntesMB?: number; maiorTravamentoMs?: number }, extra = ''): string {
  const before = f.rssAntesMB === undefined ? '' : ` (antes ${number(f.rssAntesMB).padStart(4)})`;
  const stall = f.maiorTravamentoMs === undefined ? '' : `  maior travamento do event loop ${number(f.maiorTravamentoMs).padStart(5)} ms`;
  return `${number(f.segundos, 2).padStart(7)} s  ${number(f.picoRssMB).padStart(5)} MB${before}${extra}${stall}`;
}

/** A section measured in child processes: its title, then why it was not measured or the `lines` of its figures. */
function childSectionText<T>(title: string, o: Outcome<ChildSection<T>>, lines: (figures: Array<{ database: DatabaseKind } & T>) => string[]): string[] {
  if (!('ok' in o)) return [title, notMeasured(o)];
  if ('skipped' in o.ok) return [title, `   não medido: ${o.ok.skipped}`];
  return [title, ...lines(o.ok.figures)];
}

function importText(report: Report): string[] {
  const title = '4. Importação de planilha (scripts/bench-planilha.ts, opcional; orçamento em postgres: 50 000 linhas ≤ 10 s e ≤ 300 MB de pico RSS)';
  return childSectionText(title, report.import, (figures) => figures.map((f) => {
    const budget = f.database === 'postgres' && f.linhas === 50_000
      ? `  ${verdict(f.segundos <= BUDGETS.import50k.seconds, 'max')} / ${verdict(f.picoRssMB <= BUDGETS.import50k.peakRssMB, 'max')}`
      : '';
    return row(`${f.database}, ${number(f.linhas)} linhas`, requestCells(f, budget), 30);
  }));
}

// the ad section counts in binary units, as the 10 MB per-file cap does
const kiB = (bytes: number) => `${number(bytes / 1024)} kB`;
const miB = (bytes: number) => `${number(bytes / 1024 / 1024, 1)} MB`;

function bodyText(body: (typeof AD_BODIES)[number]): string {
  const sizes = [...new Set(body.imagensBytes)];
  const images = sizes.length === 1 ? `${body.imagensBytes.length} × ${kiB(sizes[0]!)}` : body.imagensBytes.map(kiB).join(' + ');
  const total = body.imagensBytes.reduce((sum, bytes) => sum + bytes, body.logomarcaBytes);
  return `${body.corpo} = logo ${kiB(body.logomarcaBytes)} + imagens ${images} (${miB(total)})`;
}

function adText(report: Report): string[] {
  const title = '5. Cadastro de anúncio com imagens (POST IncluirAnuncioClubeVantagens, multipart, num processo próprio; sem orçamento)';
  return childSectionText(title, report.ad, (figures) => [
    `   corpos: ${AD_BODIES.map(bodyText).join('; ')}; limite do corpo na rota ${miB(AD_BODY_LIMIT)}; 1 kB = 1024 bytes, 1 MB = 1024² bytes`,
    ...figures.map((f) => row(`${f.database}, ${f.corpo}`, `${requestCells(f)}  HTTP ${f.status}, ${f.imagensGravadas} imagens gravadas (${miB(f.bytesGravados)})`, 30)),
  ]);
}

function ataquesText(report: Report): string[] {
  const title = `6. Requisições hostis (scripts/bench-ataques.ts, uma vez cada; orçamento: nenhum 5xx, e em postgres maior travamento ≤ ${BUDGETS.ataqueTravamentoMs} ms)`;
  return childSectionText(title, report.ataques, (figures) => figures.flatMap(({ database, ataques }) => [
    `   ${database}`,
    ...ataques.map((a) => row(a.nome, `HTTP ${a.status}  ${number(a.bytesResposta).padStart(7)} bytes  ${number(a.segundos, 2).padStart(6)} s  travamento ${number(a.maiorTravamentoMs).padStart(4)} ms`, 72)),
  ]));
}

function pagamentoRow(label: string, c: CargaPagamento, ratio: number): string {
  const counts = `${c.erros}/${c.timeouts}/${c.nao2xx}`;
  const cpu = c.cpuMsPorRequisicao === null ? '?' : number(c.cpuMsPorRequisicao, 3);
  return `     ${label.padEnd(40)} ${number(c.porSegundo, c.porSegundo < 1000 ? 1 : 0).padStart(8)} ${number(c.p99Ms).padStart(8)} ${number(ratio, 4).padStart(9)}× ${cpu.padStart(9)}  ${counts.padStart(7)}${c.valida ? '' : '  INVÁLIDA'}`;
}

function pagamentoText(report: Report): string[] {
  const lines = [`7. Cobranças no cartão (POST ${CAMINHO_PAGAMENTO}: cada requisição um não associado novo, chave nova, cartão aprovado; cobrança + clube numa transação)`];
  for (const section of report.pagamento) {
    const name = section.database === 'pglite' ? 'PGlite (em memória)' : 'PostgreSQL (banco novo criado e descartado)';
    if (!('ok' in section)) {
      lines.push(`   ${name}`, notMeasured(section));
      continue;
    }
    const f = section.ok;
    const limit = BUDGETS.cobrancaCartaoRatio[f.database];
    lines.push(
      `   ${name.padEnd(42)} ${'por s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'node:http'.padStart(10)} ${'CPU ms/req'.padStart(10)} err/to/não-2xx`,
      pagamentoRow('node:http puro (referência, GET)', f.baseline, 1),
      `${pagamentoRow(`cobranças aprovadas (${number(f.cobrancas.sucessos)})`, f.cobrancas, f.razao)}  orçamento ≥ ${number(limit, 4)}× ${verdict(f.razao >= limit, 'min')}`,
      `     ${f.conexoes} conexões; ${number(f.aquecimento)} cobranças de aquecimento antes; compradores e sessões gravados antes (${number(f.preparoSegundos, 1)} s, fora da medida); conferidos depois: ${f.conferidos.comClube} de ${f.conferidos.amostra} com clube`,
    );
  }
  lines.push('   CPU ms/req: CPU do processo do servidor por cobrança (em PGlite inclui o banco, que roda no mesmo processo; em PostgreSQL não)');
  return lines;
}

function summaryText(report: Report): string[] {
  const missed = report.budgets.filter((b) => !b.ok);
  return [
    `Resumo: ${report.budgets.length - missed.length} de ${report.budgets.length} orçamentos OK`,
    ...missed.map((b) => `   fora do orçamento: ${b.item} = ${number(b.value, b.unit === '×' ? 4 : 0)} ${b.unit} (limite ${b.kind === 'max' ? '≤' : '≥'} ${number(b.limit, b.unit === '×' ? 4 : 0)} ${b.unit})`),
    ...(report.failures.length ? ['Medições que falharam ou são inválidas (código de saída 1):', ...report.failures.map((f) => `   ${f}`)] : ['Todas as medições válidas.']),
  ];
}

/** The report as the text `npm run bench` prints. */
export function reportText(report: Report): string {
  const load = (l: number[]) => l.map((v) => number(v, 1)).join(' ');
  const header = `Bench do Portal do Associado — ${report.startedAt}, Node ${report.node}, ${report.cpus} CPUs, carga do sistema ${load(report.loadAverage.start)} → ${load(report.loadAverage.end)}`;
  const busiest = Math.max(report.loadAverage.start[0] ?? 0, report.loadAverage.end[0] ?? 0);
  const warning = busiest > report.cpus
    ? [`ATENÇÃO: máquina ocupada (carga ${number(busiest, 1)} em ${report.cpus} CPUs): req/s, p99 e a performance do Lighthouse saem piores do que numa máquina livre.`]
    : [];
  return [header, ...warning, '', ...bundleText(report.bundle), '', ...apiText(report), '', ...lighthouseText(report), '', ...importText(report), '', ...adText(report), '', ...ataquesText(report), '', ...pagamentoText(report), '', ...reservasText(report.reservas), '', ...carteiraText(report.carteira), '', ...saudeText(report.saude), '', ...summaryText(report)].join('\n');
}

async function main() {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  const report = await measureAll();
  mkdirSync('.bench', { recursive: true });
  writeFileSync(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`\n${reportText(report)}\n\n(JSON em ${REPORT_FILE})\n`);
  process.exit(report.failures.length ? 1 : 0);
}

main().catch((error) => {
  process.stderr.write(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
