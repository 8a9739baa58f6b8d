/**
 * `npm run test:e2e`: builds the client when it is missing or older than src, then runs the browser
 * suite with its own vitest config and exits with vitest's status, printing the counts. Each test
 * file starts the real server (criarApp + criarServidorHttp on 127.0.0.1, port 0) on a fresh
 * database seeded with the demo users (PGlite in a temp dir; PostgreSQL when E2E_DATABASE_URL is
 * set) and its own Chromium, and stops both in afterAll (support/ambiente.ts). Extra arguments go
 * to vitest (a file, -t "name"). `--caminho clube-termo#3` replays that one generated path through the
 * UI (the path `npm run paths` prints under that id; tests/e2e/comum/caminho.e2e.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from './support/chromium';

const raiz = fileURLToPath(new URL('../..', import.meta.url));
const inicio = Date.now();
const LIMITE_MS = 25 * 60_000; // far above the suite's own run (5–11 min seen on 2 cores): only a hung run meets it

function resumo(relatorio: string, como: string) {
  const segundos = ((Date.now() - inicio) / 1000).toFixed(1);
  try {
    const r = JSON.parse(readFileSync(relatorio, 'utf8')) as {
      numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; numTotalTests: number;
    };
    console.log(`\nE2E: ${r.numPassedTests} passaram, ${r.numFailedTests} falharam, ${r.numPendingTests + r.numTodoTests} pulados`
      + ` (${r.numTotalTests} no total) em ${segundos}s.`);
  } catch {
    console.log(`\nE2E: sem relatório do vitest (${como}) após ${segundos}s.`);
  }
}

/** The file that replays one generated path through the UI. */
const CAMINHO = 'tests/e2e/comum/caminho.e2e.ts';

/** `--caminho <fluxo>#<n>` (or `--caminho=<fluxo>#<n>`) for this script; everything else goes to vitest. */
function argumentos(args: string[]): { caminho?: string; resto: string[] } {
  const resto: string[] = [];
  let caminho: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--caminho') caminho = args[++i];
    else if (a.startsWith('--caminho=')) caminho = a.slice('--caminho='.length);
    else resto.push(a);
  }
  if (caminho !== undefined && !/^[\w-]+#\d+$/.test(caminho)) {
    console.error(`--caminho espera <fluxo>#<número>, como clube-termo#3 (veja npm run paths); recebeu "${caminho}".`);
    process.exit(1);
  }
  return { caminho, resto };
}

async function main(): Promise<number> {
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium não encontrado em ${CHROMIUM} (defina CHROMIUM_PATH). Nenhum navegador é baixado.`);
    return 1;
  }
  const build = spawnSync('npx', ['tsx', 'scripts/build-if-needed.ts'], { cwd: raiz, stdio: 'inherit', timeout: 300_000 });
  if (build.status !== 0) {
    console.error('Falha ao construir o cliente (vite build).');
    return build.status ?? 1;
  }

  const pasta = mkdtempSync(join(tmpdir(), 'portal-e2e-relatorio-'));
  try {
    // E2E_RELATORIO keeps the JSON report where CI reads it (.ci/run); otherwise a temp file
    const relatorio = process.env.E2E_RELATORIO ? resolve(process.env.E2E_RELATORIO) : join(pasta, 'vitest.json');
    const { caminho, resto } = argumentos(process.argv.slice(2));
    const vitest = spawn('npx', ['vitest', 'run', '--config', 'tests/e2e/vitest.e2e.config.ts',
      '--reporter=default', '--reporter=json', `--outputFile.json=${relatorio}`, ...(caminho ? [CAMINHO] : []), ...resto],
    { cwd: raiz, stdio: 'inherit', env: caminho ? { ...process.env, E2E_CAMINHO: caminho } : process.env });
    const parar = (sinal: NodeJS.Signals) => () => vitest.kill(sinal);
    const limite = setTimeout(() => { console.error(`E2E: tempo esgotado (${LIMITE_MS / 60_000} min); encerrando o vitest.`); vitest.kill('SIGTERM'); }, LIMITE_MS);
    process.on('SIGINT', parar('SIGINT'));
    process.on('SIGTERM', parar('SIGTERM'));
    const [codigo, sinal] = await new Promise<[number | null, NodeJS.Signals | null]>((ok) => vitest.on('exit', (c, s) => ok([c, s])));
    clearTimeout(limite);
    resumo(relatorio, sinal ?? `código ${codigo}`);
    return codigo ?? 1;
  } finally {
    rmSync(pasta, { recursive: true, force: true });
  }
}

main().then((codigo) => process.exit(codigo), (erro: unknown) => {
  console.error('E2E: a suíte não pôde rodar', erro);
  process.exit(1);
});
