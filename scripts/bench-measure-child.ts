/**
 * Child process of `npm run bench`: runs one measurement, an exported function of a script under scripts/,
 * in a process of its own (so its peak RSS and event loop are the measurement's, not the bench's) and prints
 * what it returned as one JSON line, or `{"ignorado": …}` when the script does not export it.
 * Usage: bench-measure-child.ts <script> <function> [<arguments as a JSON array>]
 *   The function is called with the arguments and then BENCH_DATABASE_URL (a PostgreSQL server; absent: PGlite), e.g.
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx scripts/bench-measure-child.ts scripts/bench-planilha.ts medirImportacao '[50000]'
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

async function main() {
  const [script, name, json = '[]'] = process.argv.slice(2);
  if (!script || !name) throw new Error('uso: bench-measure-child.ts <script> <função> [<argumentos JSON>]');
  const args: unknown = JSON.parse(json);
  if (!Array.isArray(args)) throw new Error(`os argumentos devem ser uma lista JSON: ${json}`);
  const module = (await import(pathToFileURL(resolve(script)).href)) as Record<string, unknown>;
  const measure = module[name];
  if (typeof measure !== 'function') {
    process.stdout.write(`${JSON.stringify({ ignorado: `${script} não exporta ${name}` })}\n`);
    process.exit(0);
  }
  const result: unknown = await measure(...args, process.env.BENCH_DATABASE_URL || undefined);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}

main().catch((error) => {
  process.stderr.write(`bench-measure-child: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
