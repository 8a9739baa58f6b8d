import { existsSync } from 'node:fs';
import type { DatabaseKind } from './bench-api';
import { measureEachInChild, requireNumbers, type ChildSection } from './bench-process';

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
  /** Resident memory just before the import (MB); absent from hooks that don't measure it. */
  rssAntesMB?: number;
}

/** What medirImportacao answers: the figures but the database. */
type ImportAnswer = Omit<ImportFigures, 'database'>;

/** The import section: skipped (with why) or its figures. */
export type ImportSection = ChildSection<ImportAnswer>;

function checkAnswer(answer: ImportAnswer): void {
  const optional = (['maiorTravamentoMs', 'rssAntesMB'] as const).filter((key) => answer[key] !== undefined);
  requireNumbers(answer, ['linhas', 'segundos', 'picoRssMB', ...optional], 'medirImportacao');
}

/** Calls the hook's medirImportacao for each row count on PGlite and, with `serverUrl`, on a fresh PostgreSQL database. */
export async function measureImports(serverUrl?: string): Promise<ImportSection> {
  if (!existsSync(IMPORT_HOOK)) return { skipped: `${IMPORT_HOOK} não existe` };
  return measureEachInChild(IMPORT_HOOK, 'medirImportacao', IMPORT_ROWS.map((rows) => [rows]), serverUrl, checkAnswer);
}
