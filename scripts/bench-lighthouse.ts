import { existsSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startChild } from './bench-process';

/** The four Lighthouse categories the bench reports. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type RunFigures = Pick<LighthouseFigures, 'scores' | 'lostPoints' | 'metrics' | 'benchmarkIndex'> & { version: string };
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** Scores 0–100 per category. */
export type Scores = Record<Category, number>;

/** An audit that cost points in a category (score below 0.9 and weight above 0). */
export interface LostPoints {
  category: Category;
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  /** Up to three of the audit's detail rows (a console message, a URL…). */
  examples: string[];
}

/** The Lighthouse section: the median run (by performance) and every run's performance score. */
export interface LighthouseFigures {
  url: string;
  chromium: string;
  /** Scores of the median run by performance. */
  scores: Scores;
  performanceRuns: number[];
  /** Runs redone because Lighthouse could not record the page load's trace (NO_NAVSTART): a failed recording, not a score. */
  redone: number;
  /** The median run's audits that cost points. */
  lostPoints: LostPoints[];
  /** The median run's core metrics, as Lighthouse displays them. */
  metrics: Record<string, string>;
  /** Lighthouse's CPU benchmark of this machine during the median run (lower means a slower or busier CPU). */
  benchmarkIndex: number;
  lighthouseVersion: string;
}

/** Thrown when Lighthouse cannot run in this environment (no Chromium): reported, not a failure. */
export class LighthouseUnavailable extends Error {}

const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new LighthouseUnavailable(`Chromium não encontrado em ${path} (defina CHROMIUM_PATH)`);
  return path;
}

async function launchChromium(path: string): Promise<LaunchedChrome> {
  try {
    return await launch({ chromePath: path, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  } catch (error) {
    throw new LighthouseUnavailable(`Chromium não pôde ser iniciado: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function examplesOf(details: unknown): string[] {
  const items = (details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  const text = (value: unknown) => (typeof value === 'string' ? value : value && typeof value === 'object' ? JSON.stringify(value) : undefined);
  return items.slice(0, 3).map((item) => (text(item.description) ?? text(item.url) ?? text(item.source) ?? JSON.stringify(item)).slice(0, 200));
}

function lostPoints(lhr: Lhr): LostPoints[] {
  return CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => ({
        category, id: audit!.id, title: audit!.title, score: Math.round(audit!.score! * 100),
        ...(audit!.displayValue ? { displayValue: audit!.displayValue } : {}),
        examples: examplesOf(audit!.details),
      })));
}

const RUN_TIMEOUT_MS = 180_000;

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${what} passou de ${ms / 1000} s`)), ms); });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** One Lighthouse run with the default (mobile) config, limited to the four categories. */
async function audit(url: string, port: number): Promise<RunFigures | 'refazer'> {
  const run = lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  const result = await withTimeout(run, RUN_TIMEOUT_MS, 'a execução do Lighthouse');
  if (!result) throw new Error('o Lighthouse não devolveu resultado');
  const { lhr } = result;
  if (lhr.runtimeError?.code === 'NO_NAVSTART') return 'refazer';
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    if (value === null || value === undefined) throw new Error(`o Lighthouse não pontuou ${category}`);
    return Math.round(value * 100);
  };
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Scores;
  const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '?']));
  return { scores, lostPoints: lostPoints(lhr), metrics, benchmarkIndex: lhr.environment.benchmarkIndex, version: lhr.lighthouseVersion };
}

async function auditRuns(url: string, runs: number): Promise<LighthouseFigures> {
  const path = chromiumPath();
  const chrome = await launchChromium(path);
  try {
    const results: RunFigures[] = [];
    let redone = 0;
    // a trace Lighthouse failed to record ("Please run Lighthouse again") is run again: twice the runs at most
    while (results.length < runs) {
      const run = await audit(url, chrome.port);
      if (run !== 'refazer') results.push(run);
      else if (++redone > 2 * runs) throw new Error('Lighthouse: NO_NAVSTART em todas as tentativas');
    }
    const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    return {
      url, chromium: path, scores: median.scores, lostPoints: median.lostPoints, metrics: median.metrics,
      benchmarkIndex: median.benchmarkIndex, lighthouseVersion: median.version,
      performanceRuns: results.map((r) => r.scores.performance), redone,
    };
  } finally {
    chrome.kill();
  }
}

/** Serves the built client with the real server (PGlite) and runs Lighthouse `runs` times on /login. */
export async function measureLighthouse(runs: number): Promise<LighthouseFigures> {
  const server = await startChild<{ url: string }>('scripts/bench-server.ts', ['portal'], { timeoutMs: 120_000 });
  try {
    return await auditRuns(`${server.info.url}/login`, runs);
  } finally {
    await server.stop();
  }
}
