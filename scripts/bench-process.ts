import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { DatabaseKind } from './bench-api';

/** A bench child process that announced itself with one JSON line on stdout. */
export interface Child<T> {
  info: T;
  pid: number;
  /** Closes the child's stdin (its signal to finish) and waits for it to exit; kills it after `graceMs`. */
  stop(graceMs?: number): Promise<number | null>;
}

/** Node flags for a child: `BENCH_CPU_PROF=<dir>` makes every child write a V8 CPU profile there. */
function nodeFlags(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Runs a TypeScript `script` (through tsx) in its own Node process and resolves with its first JSON stdout line. */
export function startChild<T>(script: string, args: string[], options: { env?: NodeJS.ProcessEnv; timeoutMs: number }): Promise<Child<T>> {
  const child = spawn(process.execPath, [...nodeFlags(), '--import', 'tsx', script, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...options.env },
  });
  const stop = async (graceMs = 15_000) => {
    child.stdin?.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    const code = await waitForExit(child);
    clearTimeout(timer);
    return code;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} não respondeu em ${options.timeoutMs / 1000} s`));
    }, options.timeoutMs);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return void process.stdout.write(`  [${script}] ${line}\n`);
      clearTimeout(timer);
      lines.removeAllListeners('line');
      lines.on('line', (rest) => process.stdout.write(`  [${script}] ${rest}\n`));
      try {
        resolve({ info: JSON.parse(line) as T, pid: child.pid!, stop });
      } catch (error) {
        void stop();
        reject(error);
      }
    });
    child.once('error', (error) => { clearTimeout(timer); reject(error); });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} terminou antes de responder (código ${code ?? signal})`));
    });
  });
}

const MEASURE_CHILD = 'scripts/bench-measure-child.ts';

/** The databases a section measures on: PGlite always, PostgreSQL when the bench has a server URL. */
export function databaseKinds(serverUrl?: string): DatabaseKind[] {
  return serverUrl ? ['pglite', 'postgres'] : ['pglite'];
}

/** A section measured in child processes: skipped (with why) or one figure per database and case. */
export type ChildSection<T> = { skipped: string } | { figures: Array<{ database: DatabaseKind } & T> };

/**
 * Calls `fn`, exported by `script`, once per database (databaseKinds) and per argument list of `cases`, each time
 * in a child process of its own (scripts/bench-measure-child.ts), with the PostgreSQL server URL as last argument
 * on postgres; the function creates its fresh database there. `check` throws on an answer that is not a measurement.
 */
export async function measureEachInChild<T extends object>(
  script: string, fn: string, cases: ReadonlyArray<readonly unknown[]>, serverUrl: string | undefined, check: (answer: T) => void,
): Promise<ChildSection<T>> {
  const figures: Array<{ database: DatabaseKind } & T> = [];
  for (const database of databaseKinds(serverUrl)) {
    for (const args of cases) {
      const env = { BENCH_DATABASE_URL: database === 'postgres' ? serverUrl : '' };
      const child = await startChild<T | { ignorado: string }>(MEASURE_CHILD, [script, fn, JSON.stringify(args)], { env, timeoutMs: 600_000 });
      await child.stop(5_000);
      const answer = child.info;
      if ('ignorado' in answer) return { skipped: answer.ignorado };
      check(answer);
      figures.push({ database, ...answer });
    }
  }
  return { figures };
}

/** Throws unless each of `keys` is a finite number in a child's `answer` (its JSON could carry anything). */
export function requireNumbers(answer: object, keys: readonly string[], who: string): void {
  const values = answer as Record<string, unknown>;
  if (!keys.every((key) => typeof values[key] === 'number' && Number.isFinite(values[key]))) {
    throw new Error(`${who} devolveu valores inválidos: ${JSON.stringify(answer)}`);
  }
}

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux (getconf CLK_TCK)

/** CPU seconds (user + system) process `pid` has used so far, read from /proc (Linux); null where there is no /proc. */
export function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields[0] is field 3 (state)
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND; // utime, stime
  } catch {
    return null;
  }
}
