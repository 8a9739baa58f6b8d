/**
 * Child process of `npm run bench`: runs scripts/bench-planilha.ts's `medirImportacao(linhas, databaseUrl?)`
 * in a process of its own (so its peak RSS is the import's, not the bench's) and prints the result as one JSON line.
 * Usage: bench-import-child.ts <linhas>   (BENCH_DATABASE_URL selects PostgreSQL)
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Measure = (linhas: number, databaseUrl?: string) => Promise<{ linhas: number; segundos: number; picoRssMB: number; maiorTravamentoMs?: number }>;

async function main() {
  const rows = Number(process.argv[2]);
  if (!Number.isInteger(rows) || rows <= 0) throw new Error(`número de linhas inválido: ${process.argv[2]}`);
  const module = (await import(pathToFileURL(resolve('scripts/bench-planilha.ts')).href)) as { medirImportacao?: unknown };
  if (typeof module.medirImportacao !== 'function') {
    process.stdout.write(`${JSON.stringify({ ignorado: 'scripts/bench-planilha.ts não exporta medirImportacao' })}\n`);
    process.exit(0);
  }
  const result = await (module.medirImportacao as Measure)(rows, process.env.BENCH_DATABASE_URL || undefined);
  const { linhas, segundos, picoRssMB, maiorTravamentoMs } = result;
  process.stdout.write(`${JSON.stringify({ linhas, segundos, picoRssMB, maiorTravamentoMs })}\n`);
  process.exit(0);
}

main().catch((error) => {
  process.stderr.write(`bench-import-child: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
