import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { count } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { funcionariosClube } from '../src/server/db/schema/clube-vantagens';
import { comPortal, medirEnvio, type Medida } from './bench-portal';

/** One spreadsheet import: its row count and how the request went. */
export interface MedidaImportacao extends Medida {
  linhas: number;
}

/** The .xlsx of `linhas` distinct valid CPFs (column CPF) and names (column Nome). */
export async function gerarPlanilha(linhas: number): Promise<Buffer> {
  const cpfs = new Set<string>();
  while (cpfs.size < linhas) cpfs.add(generateCPF());
  return writeXlsxFile([['CPF', 'Nome'], ...[...cpfs].map((cpf, i) => [cpf, `Usuário ${i + 1}`])]).toBuffer();
}

/**
 * The spreadsheet is built by a child process (this file with --gerar): the garbage of building
 * 50 000 rows would otherwise stay in this process's RSS and be counted as the import's.
 */
function planilhaEmOutroProcesso(linhas: number): Buffer {
  const filho = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--gerar', String(linhas)], {
    maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (filho.status !== 0) throw new Error(`a planilha não pôde ser gerada (código ${filho.status})`);
  return filho.stdout;
}

/**
 * Builds a spreadsheet of `linhas` valid CPFs and imports it through the real HTTP API
 * (EnviarPlanilhaFuncionariosClubeVantagens) as clube.ativo@exemplo.com.br, on a fresh database:
 * a new one on the PostgreSQL server of `databaseUrl`, else PGlite in memory.
 */
export async function medirImportacao(linhas: number, databaseUrl?: string): Promise<MedidaImportacao> {
  return comPortal(databaseUrl, async (portal) => {
    const xlsx = planilhaEmOutroProcesso(linhas);
    const form = new FormData();
    form.append('file', new File([xlsx as Uint8Array<ArrayBuffer>], 'usuarios.xlsx'));

    const { status, corpo, ...medida } = await medirEnvio(portal, '/api/Clube/EnviarPlanilhaFuncionariosClubeVantagens', form);
    if (status !== 200 || (corpo as { cpfsInvalidos?: string[] }).cpfsInvalidos?.length) {
      throw new Error(`importação falhou: ${status} ${JSON.stringify(corpo).slice(0, 300)}`);
    }
    const [gravados] = await portal.database.db.select({ n: count() }).from(funcionariosClube);
    if (gravados?.n !== linhas) throw new Error(`esperava ${linhas} usuários gravados, há ${gravados?.n}`);
    return { linhas, ...medida };
  });
}

// `npx tsx scripts/bench-planilha.ts [linhas] [databaseUrl]`: one measurement, printed as JSON.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv[2] === '--gerar') {
  gerarPlanilha(Number(process.argv[3])).then((xlsx) => { process.stdout.write(xlsx); });
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const linhas = Number(process.argv[2] ?? 50_000);
  const url = process.argv[3] ?? process.env.DATABASE_URL;
  medirImportacao(linhas, url)
    .then((m) => { process.stdout.write(`${JSON.stringify({ banco: url ? 'postgres' : 'pglite', ...m })}\n`); })
    .catch((erro) => { process.stderr.write(`${erro instanceof Error ? erro.stack : String(erro)}\n`); process.exit(1); });
}
