import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

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
