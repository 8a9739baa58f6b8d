import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LIMITE_LINHAS_PLANILHA, mensagensGestao } from '../../domain/clube-vantagens/gestao';
import { tipoPelosBytes } from '../comum/arquivos';
import { log } from '../infra/log';

export interface LinhaUsuario {
  cpf: string;
  nome: string | null;
}

/** A sheet as read: its valid rows, and its invalid cells (the first MAXIMO_CPFS_INVALIDOS_LISTADOS, then a count). */
export type PlanilhaLida =
  | { ok: true; linhas: LinhaUsuario[]; cpfsInvalidos: string[]; cpfsInvalidosNaoListados: number }
  | { ok: false; mensagem: string };

/**
 * Why these bytes cannot be read as an .xlsx, or null when they can be tried. Only what the first bytes
 * tell: the zip itself is unpacked in the worker, which counts what it inflates (planilha-worker.ts);
 * the sizes a zip declares are never trusted, so none are checked here.
 */
export function problemaDoXlsx(bytes: Uint8Array): string | null {
  const tipo = tipoPelosBytes(bytes);
  if (tipo === 'ole2') return mensagensGestao.planilhaXls;
  return tipo === 'zip' ? null : mensagensGestao.planilhaInvalida;
}

/**
 * Parses running at once, each in a worker thread of its own. One core stays free for the event
 * loop and the database driver: 1 on a 2-core machine, never more than 2 (a 100 000-row parse holds
 * about 100 MB in its worker). Further uploads wait their turn in arrival order.
 */
export const LEITURAS_SIMULTANEAS = Math.max(1, Math.min(2, availableParallelism() - 1));
/**
 * A parse that has not answered by then is stopped and answers planilhaInvalida. 100 000 rows, the most a
 * sheet may hold, take about 1.5 s (5–6 s measured on 2 cores under a load average of 8): 15 s keeps a
 * margin over that, and caps how long one abusive upload holds the parse slot (1 on 2 cores) while every
 * other club's import waits (a million short rows would need longer; the worker refuses them first, past row 200 000).
 */
export const LIMITE_LEITURA_MS = 15_000;
/**
 * The worker's heap. Old generation: a parse that needs more is stopped (the worker's 80 MB unpacked cap
 * keeps real sheets far below). Young generation: V8's default adds about 20 MB to the import's peak RSS;
 * 2 MB parses as fast (measured in issue 7; see the git log of this file).
 */
const HEAP_WORKER = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 2 };

const ENTRADA_WORKER = fileURLToPath(new URL('./planilha-worker.ts', import.meta.url));
/**
 * tsx's CommonJS hook, resolved from here. Node 20 does not load a .ts worker by itself, does not pass
 * `--import tsx` on to a worker, and tsx's ESM loader stays out of workers; its CommonJS hook works
 * in any thread, so the worker starts as this small script that registers it and requires the entry.
 */
const TSX_CJS = createRequire(import.meta.url).resolve('tsx/cjs/api');
const inicioDoWorker = (entrada: string) => [
  `require(${JSON.stringify(TSX_CJS)}).register();`,
  // tsx turns source maps on; this worker's stack traces don't need them, and caching them costs ~10 MB
  'process.setSourceMapsEnabled(false);',
  `require(${JSON.stringify(entrada)});`,
].join('\n');

let emLeitura = 0;
const naFila: Array<() => void> = [];
/** Waits for one of the LEITURAS_SIMULTANEAS places; the caller must `liberarVaga()` exactly once. */
function vaga(): Promise<void> {
  if (emLeitura < LEITURAS_SIMULTANEAS) {
    emLeitura++;
    return Promise.resolve();
  }
  return new Promise((entrar) => naFila.push(entrar));
}
function liberarVaga() {
  const proxima = naFila.shift();
  if (proxima) proxima(); // the place passes straight to the next in line
  else emLeitura--;
}

/** The file's bytes as an ArrayBuffer of their own, to transfer: the caller's, when the view spans all of it. */
function bufferProprio(bytes: Uint8Array): ArrayBuffer {
  const { buffer } = bytes;
  if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) return buffer;
  return new Uint8Array(bytes).buffer; // part of a larger buffer (a pooled Buffer): copy only the file
}

/**
 * Parses `bytes` in a worker thread (planilha-worker.ts, or `entrada` in tests). The bytes are
 * transferred, not copied: `bytes` is detached afterwards. A worker that throws, dies, runs out of
 * heap or passes `limiteMs` answers planilhaInvalida, as a corrupt sheet does; the cause is logged.
 */
export async function lerNoWorker(bytes: Uint8Array, entrada = ENTRADA_WORKER, limiteMs = LIMITE_LEITURA_MS): Promise<PlanilhaLida> {
  await vaga();
  const invalida: PlanilhaLida = { ok: false, mensagem: mensagensGestao.planilhaInvalida };
  return new Promise<PlanilhaLida>((responder) => {
    let worker: Worker;
    try {
      const dados = bufferProprio(bytes);
      worker = new Worker(inicioDoWorker(entrada), {
        eval: true, workerData: dados, transferList: [dados], execArgv: [],
        resourceLimits: HEAP_WORKER,
      });
    } catch (erro) {
      liberarVaga();
      log.error('leitura de planilha: o worker não pôde começar', erro);
      responder(invalida);
      return;
    }
    let respondido = false;
    let falha: unknown;
    const prazo = setTimeout(() => {
      falha = new Error(`passou de ${limiteMs} ms`);
      void worker.terminate();
    }, limiteMs);
    worker.once('message', (lida: PlanilhaLida) => {
      respondido = true;
      responder(lida);
      void worker.terminate(); // frees its heap now; the place is given back on 'exit'
    });
    worker.once('error', (erro) => { falha = erro; });
    worker.once('exit', (codigo) => {
      clearTimeout(prazo);
      liberarVaga();
      if (respondido) return;
      log.error(`leitura de planilha: o worker terminou sem resposta (código ${codigo})`, falha);
      responder(invalida);
    });
  });
}

/**
 * Reads the first sheet of a club-user spreadsheet (§5: a column CPF; an optional column Nome) in a
 * worker thread, so the event loop keeps serving other requests. The file type is told here first.
 * Takes ownership of `bytes` (it is transferred to the worker and detached).
 */
export async function lerPlanilhaUsuarios(bytes: Uint8Array): Promise<PlanilhaLida> {
  const problema = problemaDoXlsx(bytes);
  if (problema) return { ok: false, mensagem: problema };
  return lerNoWorker(bytes);
}

/**
 * The template of BuscarPlanilhaFuncionariosClubeVantagens: columns CPF and Nome, CPF kept as text. The writer is
 * loaded at the first template asked for, not with the server: ~10 MB of resident memory in every process, counted in
 * the 50 000-row import's peak (issue 26).
 */
export async function gerarModeloUsuarios(): Promise<Buffer> {
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const titulo = (value: string) => ({ value, fontWeight: 'bold' as const });
  return writeXlsxFile([
    {
      sheet: 'Usuários',
      data: [[titulo('CPF'), titulo('Nome')], [{ value: '', type: String, format: '@' }, null]],
      columns: [{ width: 18 }, { width: 40 }],
      stickyRowsCount: 1,
    },
    {
      sheet: 'Instruções',
      data: [
        [titulo('Como preencher')],
        ['Preencha uma linha por usuário do Clube de Vantagens na aba "Usuários".'],
        ['CPF: obrigatório, com ou sem pontuação (000.000.000-00).'],
        ['Nome: opcional.'],
        [`Até ${LIMITE_LINHAS_PLANILHA.toLocaleString('pt-BR')} linhas por arquivo. Salve no formato .xlsx.`],
        ['Para remover usuários, envie uma planilha com a coluna CPF na tela Remover Usuários.'],
      ],
      columns: [{ width: 90 }],
    },
  ]).toBuffer();
}
