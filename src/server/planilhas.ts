import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import {
  cpfDaCelula, LIMITE_LINHAS_PLANILHA, mensagensGestao, nomeDeColuna,
} from '../domain/clube-gestao';
import { tipoPelosBytes } from './arquivos';

/**
 * Uncompressed size a club-user .xlsx may unpack to. 100 000 rows of CPF + name unpack to
 * about 15 MB; the cap stops a zip bomb before the XML parser allocates it.
 */
export const LIMITE_DESCOMPACTADO = 80 * 1024 * 1024;

export interface LinhaUsuario {
  cpf: string;
  nome: string | null;
}

export type PlanilhaLida =
  | { ok: true; linhas: LinhaUsuario[]; cpfsInvalidos: string[] }
  | { ok: false; mensagem: string };

interface EntradaZip { nome: string; descompactado: number }

/** The zip's central directory (names and uncompressed sizes), or null when it is not a plain zip. */
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
  if (total === 0xffff || p === 0xffffffff) return null; // zip64: no spreadsheet of ours needs it
  const entradas: EntradaZip[] = [];
  const nomes = new TextDecoder();
  for (let n = 0; n < total; n++) {
    if (p + 46 > bytes.length || dv.getUint32(p, true) !== 0x02014b50) return null;
    const descompactado = dv.getUint32(p + 24, true);
    const tamNome = dv.getUint16(p + 28, true);
    const tamExtra = dv.getUint16(p + 30, true);
    const tamComentario = dv.getUint16(p + 32, true);
    if (descompactado === 0xffffffff || p + 46 + tamNome > bytes.length) return null;
    entradas.push({ nome: nomes.decode(bytes.subarray(p + 46, p + 46 + tamNome)), descompactado });
    p += 46 + tamNome + tamExtra + tamComentario;
  }
  return entradas;
}

/** Why these bytes cannot be read as an .xlsx, or null when they can be tried. */
export function problemaDoXlsx(bytes: Uint8Array): string | null {
  const tipo = tipoPelosBytes(bytes);
  if (tipo === 'ole2') return mensagensGestao.planilhaXls;
  if (tipo !== 'zip') return mensagensGestao.planilhaInvalida;
  const entradas = diretorioZip(bytes);
  if (!entradas || !entradas.some((e) => e.nome === 'xl/workbook.xml')) return mensagensGestao.planilhaInvalida;
  const total = entradas.reduce((soma, e) => soma + e.descompactado, 0);
  if (total > LIMITE_DESCOMPACTADO) return mensagensGestao.planilhaGrande;
  return null;
}

const vazia = (celula: unknown) => celula === null || celula === undefined || (typeof celula === 'string' && celula.trim() === '');
const texto = (celula: unknown) => (celula instanceof Date ? celula.toISOString().slice(0, 10) : String(celula).trim());

/**
 * Reads the first sheet of a club-user spreadsheet (§5: a column CPF; an optional column Nome).
 * The header is the first row that names a CPF column (among the first 10). Valid CPFs come back
 * once each (the last row of a repeated CPF wins); invalid ones as written in the cell.
 */
export async function lerPlanilhaUsuarios(bytes: Uint8Array): Promise<PlanilhaLida> {
  const problema = problemaDoXlsx(bytes);
  if (problema) return { ok: false, mensagem: problema };
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

/** The template of BuscarPlanilhaFuncionariosClubeVantagens: columns CPF and Nome, CPF kept as text. */
export async function gerarModeloUsuarios(): Promise<Buffer> {
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
