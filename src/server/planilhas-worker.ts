/**
 * The worker thread of `lerPlanilhaUsuarios` (planilhas.ts): reads the .xlsx it gets as `workerData`
 * (an ArrayBuffer the main thread transferred) and posts back one `PlanilhaLida`. The parse of a large
 * sheet takes hundreds of milliseconds of CPU, so it must not run on the server's event loop.
 *
 * Never imported: planilhas.ts starts it through tsx's CommonJS hook (see `lerNoWorker`), which is
 * what lets this file be TypeScript under `tsx`, `node --import tsx` and vitest alike.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readSheet } from 'read-excel-file/node';
import {
  cpfDaCelula, LIMITE_LINHAS_PLANILHA, mensagensGestao, nomeDeColuna,
} from '../domain/clube-gestao';
import type { PlanilhaLida } from './planilhas';

const vazia = (celula: unknown) => celula === null || celula === undefined || (typeof celula === 'string' && celula.trim() === '');
const texto = (celula: unknown) => (celula instanceof Date ? celula.toISOString().slice(0, 10) : String(celula).trim());

/**
 * Reads the first sheet of a club-user spreadsheet (§5: a column CPF; an optional column Nome).
 * The header is the first row that names a CPF column (among the first 10). Valid CPFs come back
 * once each (the last row of a repeated CPF wins); invalid ones as written in the cell.
 */
async function lerLinhas(bytes: Uint8Array): Promise<PlanilhaLida> {
  let linhas: unknown[][];
  try {
    linhas = (await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) as unknown[][];
  } catch {
    return { ok: false, mensagem: mensagensGestao.planilhaInvalida };
  }
  const inicio = linhas.slice(0, 10).findIndex((l) => l.some((c) => nomeDeColuna(c) === 'CPF'));
  if (inicio < 0) return { ok: false, mensagem: mensagensGestao.planilhaSemColunaCpf };
  const cabecalho = linhas[inicio]!.map(nomeDeColuna);
  const colCpf = cabecalho.indexOf('CPF');
  const colNome = cabecalho.indexOf('NOME');

  const porCpf = new Map<string, string | null>();
  const cpfsInvalidos: string[] = [];
  let preenchidas = 0;
  for (let i = inicio + 1; i < linhas.length; i++) {
    const linha = linhas[i]!;
    if (linha.every(vazia)) continue;
    if (++preenchidas > LIMITE_LINHAS_PLANILHA) return { ok: false, mensagem: mensagensGestao.planilhaGrande };
    const celula = linha[colCpf];
    const cpf = cpfDaCelula(celula);
    if (!cpf) {
      cpfsInvalidos.push(vazia(celula) ? `(vazio na linha ${i + 1})` : texto(celula));
      continue;
    }
    const nome = colNome >= 0 && !vazia(linha[colNome]) ? texto(linha[colNome]).slice(0, 120) : null;
    porCpf.delete(cpf); // keeps the sheet's order of last appearance
    porCpf.set(cpf, nome);
  }
  if (preenchidas === 0) return { ok: false, mensagem: mensagensGestao.planilhaVazia };
  return { ok: true, linhas: [...porCpf].map(([cpf, nome]) => ({ cpf, nome })), cpfsInvalidos };
}

// Anything thrown past lerLinhas is an uncaught error of the worker: the main thread answers planilhaInvalida.
void lerLinhas(new Uint8Array(workerData as ArrayBuffer)).then((lida) => parentPort!.postMessage(lida));
