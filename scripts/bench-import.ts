import { existsSync } from 'node:fs';
import type { DatabaseKind } from './bench-api';
import { createFreshDatabase } from './bench-db';
import { startChild } from './bench-process';

/** The optional hook someone else provides; the bench works without it. */
export const IMPORT_HOOK = 'scripts/bench-planilha.ts';
/** Row counts the import is measured with. */
export const IMPORT_ROWS = [5_000, 50_000] as const;

/** One spreadsheet import measurement, as medirImportacao reports it. */
export interface ImportFigures {
  database: DatabaseKind;
  linhas: number;
  segundos: number;
  picoRssMB: number;
  /** Longest event-loop stall during the import (ms, 10 ms resolution included); absent from hooks that don't measure it. */
  maiorTravamentoMs?: number;
}

/** The import section: skipped (with why) or its figures. */
export type ImportSection = { skipped: string } | { figures: ImportFigures[] };

type ChildAnswer = { ignorado: string } | { linhas: number; segundos: number; picoRssMB: number; maiorTravamentoMs?: number };

function checkAnswer(answer: ChildAnswer): void {
  if ('ignorado' in answer) return;
  const numbers = [answer.linhas, answer.segundos, answer.picoRssMB];
  if (answer.maiorTravamentoMs !== undefined) numbers.push(answer.maiorTravamentoMs);
  if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    throw new Error(`medirImportacao devolveu valores inválidos: ${JSON.stringify(answer)}`);
  }
}

async function runOnce(rows: number, databaseUrl: string | undefined): Promise<ChildAnswer> {
  const env = { BENCH_DATABASE_URL: databaseUrl ?? '' };
  const child = await startChild<ChildAnswer>('scripts/bench-import-child.ts', [String(rows)], { env, timeoutMs: 600_000 });
  await child.stop(5_000);
  checkAnswer(child.info);
  return child.info;
}

async function measureOn(kind: DatabaseKind, rows: number, serverUrl?: string): Promise<ChildAnswer> {
  if (kind === 'pglite') return runOnce(rows, undefined);
  const fresh = await createFreshDatabase(serverUrl!);
  try {
    return await runOnce(rows, fresh.url);
  } finally {
    await fresh.drop();
  }
}

/** Calls the hook's medirImportacao for each row count on PGlite and, with `serverUrl`, on a fresh PostgreSQL database. */
export async function measureImports(serverUrl?: string): Promise<ImportSection> {
  if (!existsSync(IMPORT_HOOK)) return { skipped: `${IMPORT_HOOK} não existe` };
  const kinds: DatabaseKind[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];
  const figures: ImportFigures[] = [];
  for (const kind of kinds) {
    for (const rows of IMPORT_ROWS) {
      const answer = await measureOn(kind, rows, serverUrl);
      if ('ignorado' in answer) return { skipped: answer.ignorado };
      figures.push({ database: kind, ...answer });
      if (answer.maiorTravamentoMs !== undefined) {
        // the report's table (scripts/bench.ts) has no column for it yet; .bench/ultimo.json has it
        process.stderr.write(`» importação ${kind}, ${rows} linhas: ${answer.segundos} s, ${answer.picoRssMB} MB, maior travamento do event loop ${answer.maiorTravamentoMs} ms\n`);
      }
    }
  }
  return { figures };
}
