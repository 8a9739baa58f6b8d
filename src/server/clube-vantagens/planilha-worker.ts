/**
 * The worker thread of `lerPlanilhaUsuarios` (planilhas.ts): reads the .xlsx it gets as `workerData`
 * (an ArrayBuffer the main thread transferred) and posts back one `PlanilhaLida`. The parse of a large
 * sheet takes hundreds of milliseconds of CPU, so it must not run on the server's event loop.
 *
 * Never imported: planilhas.ts starts it through tsx's CommonJS hook (see `lerNoWorker`), which is
 * what lets this file be TypeScript under `tsx`, `node --import tsx` and vitest alike.
 */
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { crc32, inflateRawSync } from 'node:zlib';
import { readSheet } from 'read-excel-file/node';
// the sheet's rules alone (not gestao.ts, which brings date-fns and the file kit: ~12 MB in every import's worker)
import {
  celulaListada, cpfDaCelula, LIMITE_LINHAS_PLANILHA, MAXIMO_CPFS_INVALIDOS_LISTADOS, mensagensDaLeitura as mensagensGestao, nomeDeColuna,
} from '../../domain/clube-vantagens/leitura-planilha';
import type { PlanilhaLida } from './planilha';
import { folhaGrandeDemais, semLinhasEmBranco } from './planilha-grade';

/**
 * What the entries of one .xlsx may unpack to, all together. 100 000 rows of CPF + name unpack to
 * about 15 MB. Counted on the bytes actually inflated, as they come out: the sizes a zip declares
 * are the attacker's to write.
 */
const LIMITE_DESCOMPACTADO = 80 * 1024 * 1024;

const recusa = (mensagem: string) => ({ ok: false as const, mensagem });

interface EntradaZip {
  nome: string;
  /** 0 stored, 8 deflate. */
  metodo: number;
  cifrada: boolean;
  compactado: number;
  /** Offset of the local header. */
  local: number;
}

/** The zip's central directory, or null when it is not a plain zip (zip64 included: no spreadsheet of ours needs it). */
function diretorioZip(bytes: Uint8Array): EntradaZip[] | null {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fimMinimo = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= fimMinimo; i--) {
    if (dv.getUint32(i, true) === 0x06054b50) { eocd = i; break; }
  }
  if (eocd < 0) return null;
  const total = dv.getUint16(eocd + 10, true);
  let p = dv.getUint32(eocd + 16, true);
  if (total === 0xffff || p === 0xffffffff) return null;
  const entradas: EntradaZip[] = [];
  const nomes = new TextDecoder();
  for (let n = 0; n < total; n++) {
    if (p + 46 > bytes.length || dv.getUint32(p, true) !== 0x02014b50) return null;
    const tamNome = dv.getUint16(p + 28, true);
    if (p + 46 + tamNome > bytes.length) return null;
    entradas.push({
      nome: nomes.decode(bytes.subarray(p + 46, p + 46 + tamNome)),
      metodo: dv.getUint16(p + 10, true),
      cifrada: (dv.getUint16(p + 8, true) & 1) !== 0,
      compactado: dv.getUint32(p + 20, true),
      local: dv.getUint32(p + 42, true),
    });
    p += 46 + tamNome + dv.getUint16(p + 30, true) + dv.getUint16(p + 32, true);
  }
  return entradas;
}

/** The entry's data as stored in the file (compressed), or null when its local header or data lie outside it. */
function dadosDaEntrada(bytes: Uint8Array, e: EntradaZip): Uint8Array | null {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (e.local + 30 > bytes.length || dv.getUint32(e.local, true) !== 0x04034b50) return null;
  const inicio = e.local + 30 + dv.getUint16(e.local + 26, true) + dv.getUint16(e.local + 28, true);
  return inicio + e.compactado <= bytes.length ? bytes.subarray(inicio, inicio + e.compactado) : null;
}

interface Arquivo { nome: string; conteudo: Uint8Array }

/** The entries the reader parses (read-excel-file reads .xml and .xml.rels only): the others are never unpacked. */
const lida = (nome: string) => nome.endsWith('.xml') || nome.endsWith('.rels');

/**
 * The .xml entries of an .xlsx, unpacked here against one budget for all of them (LIMITE_DESCOMPACTADO):
 * inflation stops as soon as its output passes what is left of it, whatever the zip declares, so a zip
 * bomb costs at most that much memory and the time to inflate it (a fraction of a second). Entries listed
 * twice, or overlapping, are inflated and counted once per listing.
 */
function desempacotar(bytes: Uint8Array): { ok: true; arquivos: Arquivo[] } | { ok: false; mensagem: string } {
  const entradas = diretorioZip(bytes);
  if (!entradas?.some((e) => e.nome === 'xl/workbook.xml')) return recusa(mensagensGestao.planilhaInvalida);
  let resta = LIMITE_DESCOMPACTADO;
  const arquivos: Arquivo[] = [];
  for (const e of entradas) {
    if (!lida(e.nome)) continue;
    const dados = dadosDaEntrada(bytes, e);
    if (!dados || e.cifrada || (e.metodo !== 0 && e.metodo !== 8)) return recusa(mensagensGestao.planilhaInvalida);
    let conteudo = dados;
    if (e.metodo === 8) {
      try {
        // past maxOutputLength zlib stops with a RangeError: it never holds much more than that
        conteudo = inflateRawSync(dados, { maxOutputLength: Math.max(1, resta) });
      } catch (erro) {
        const grande = (erro as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE';
        return recusa(grande ? mensagensGestao.planilhaGrande : mensagensGestao.planilhaInvalida);
      }
    }
    const folha = FOLHA.test(e.nome);
    if (conteudo.length > resta || (folha && folhaGrandeDemais(conteudo))) return recusa(mensagensGestao.planilhaGrande);
    resta -= conteudo.length;
    // the guard measures the sheet as sent; the reader gets it without the blank rows it would only slow down on
    arquivos.push({ nome: e.nome, conteudo: folha ? semLinhasEmBranco(conteudo) : conteudo });
  }
  return { ok: true, arquivos };
}

/** A worksheet's XML inside an .xlsx. */
const FOLHA = /^xl\/worksheets\/[^/]+\.xml$/;
/**
 * `arquivos` as a zip of stored (uncompressed) entries with their true sizes, in parts: what the reader
 * unzips is exactly what `desempacotar` kept (the sheet without its blank rows), and nothing of the uploaded
 * file (its local headers included, which read-excel-file would otherwise walk and trust) reaches it.
 */
function zipArmazenado(arquivos: Arquivo[]): Buffer[] {
  const partes: Buffer[] = [];
  const centrais: Buffer[] = [];
  let deslocamento = 0;
  for (const { nome, conteudo } of arquivos) {
    const n = Buffer.from(nome);
    const crc = crc32(conteudo);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0x800, 6); // names in UTF-8; method 0 (stored)
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(conteudo.length, 18);
    local.writeUInt32LE(conteudo.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(conteudo.length, 20);
    central.writeUInt32LE(conteudo.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(deslocamento, 42);
    partes.push(local, n, Buffer.from(conteudo.buffer, conteudo.byteOffset, conteudo.byteLength));
    centrais.push(central, n);
    deslocamento += 30 + n.length + conteudo.length;
  }
  const diretorio = Buffer.concat(centrais);
  const fim = Buffer.alloc(22);
  fim.writeUInt32LE(0x06054b50, 0);
  fim.writeUInt16LE(arquivos.length, 8);
  fim.writeUInt16LE(arquivos.length, 10);
  fim.writeUInt32LE(diretorio.length, 12);
  fim.writeUInt32LE(deslocamento, 16);
  return [...partes, diretorio, fim];
}

const vazia = (celula: unknown) => celula === null || celula === undefined || (typeof celula === 'string' && celula.trim() === '');
const texto = (celula: unknown) => (celula instanceof Date ? celula.toISOString().slice(0, 10) : String(celula).trim());

/**
 * Reads the first sheet of a club-user spreadsheet (§5: a column CPF; an optional column Nome).
 * The header is the first row that names a CPF column (among the first 10). Valid CPFs come back
 * once each (the last row of a repeated CPF wins); invalid ones as written in the cell, the first
 * MAXIMO_CPFS_INVALIDOS_LISTADOS of them (long cells cut), the others only counted.
 */
async function lerLinhas(bytes: Uint8Array): Promise<PlanilhaLida> {
  const desempacotada = desempacotar(bytes);
  if (!desempacotada.ok) return desempacotada;
  let linhas: unknown[][];
  try {
    // the entries are handed over (splice): once the reader has copied them out of the stream, nothing holds them
    linhas = (await readSheet(Readable.from(zipArmazenado(desempacotada.arquivos.splice(0))))) as unknown[][];
  } catch {
    return recusa(mensagensGestao.planilhaInvalida);
  }
  const inicio = linhas.slice(0, 10).findIndex((l) => l.some((c) => nomeDeColuna(c) === 'CPF'));
  if (inicio < 0) return recusa(mensagensGestao.planilhaSemColunaCpf);
  const cabecalho = linhas[inicio]!.map(nomeDeColuna);
  const colCpf = cabecalho.indexOf('CPF');
  const colNome = cabecalho.indexOf('NOME');

  const porCpf = new Map<string, string | null>();
  const cpfsInvalidos: string[] = [];
  let cpfsInvalidosNaoListados = 0;
  let preenchidas = 0;
  for (let i = inicio + 1; i < linhas.length; i++) {
    const linha = linhas[i]!;
    if (linha.every(vazia)) continue;
    if (++preenchidas > LIMITE_LINHAS_PLANILHA) return recusa(mensagensGestao.planilhaGrande);
    const celula = linha[colCpf];
    const cpf = cpfDaCelula(celula);
    if (!cpf) {
      if (cpfsInvalidos.length === MAXIMO_CPFS_INVALIDOS_LISTADOS) cpfsInvalidosNaoListados++;
      else cpfsInvalidos.push(vazia(celula) ? `(vazio na linha ${i + 1})` : celulaListada(texto(celula)));
      continue;
    }
    const nome = colNome >= 0 && !vazia(linha[colNome]) ? texto(linha[colNome]).slice(0, 120) : null;
    porCpf.delete(cpf); // keeps the sheet's order of last appearance
    porCpf.set(cpf, nome);
  }
  if (preenchidas === 0) return recusa(mensagensGestao.planilhaVazia);
  return { ok: true, linhas: [...porCpf].map(([cpf, nome]) => ({ cpf, nome })), cpfsInvalidos, cpfsInvalidosNaoListados };
}

// Anything thrown past lerLinhas is an uncaught error of the worker: the main thread answers planilhaInvalida.
void lerLinhas(new Uint8Array(workerData as ArrayBuffer)).then((lida) => parentPort!.postMessage(lida));
