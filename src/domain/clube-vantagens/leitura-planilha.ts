/**
 * How a club-user spreadsheet is read (§5, §8): the rules the import's worker thread reads a sheet with
 * (server/clube-vantagens/planilha-worker.ts). Apart from gestao.ts, which re-exports them, so that the worker loads
 * only these and the CPF check: the rest of gestao.ts brings date-fns and the file kit, about 12 MB of resident memory
 * in every import's worker (issue 26: the 50 000-row import's peak).
 */
import { cpfValido, somenteDigitos } from '../comum/cpf';

/** Rows a club-user spreadsheet may hold (header excluded); decided in docs/decisions/clube-vantagens.md. */
export const LIMITE_LINHAS_PLANILHA = 100_000;

/**
 * Invalid cells a spreadsheet's answer lists: the first 100 (more is no list to read, and listing them all
 * turned a 1 MB sheet into a 70 MB answer); the others are only counted (cpfsInvalidosNaoListados).
 */
export const MAXIMO_CPFS_INVALIDOS_LISTADOS = 100;
/** A listed invalid cell keeps this many characters ('…' included): a CPF with its mask is 14. */
export const MAXIMO_CARACTERES_CELULA_LISTADA = 50;

/** An invalid cell as listed: cut to MAXIMO_CARACTERES_CELULA_LISTADA with '…', never inside a surrogate pair. */
export function celulaListada(texto: string): string {
  if (texto.length <= MAXIMO_CARACTERES_CELULA_LISTADA) return texto;
  const corte = texto.slice(0, MAXIMO_CARACTERES_CELULA_LISTADA - 1);
  return `${/[\uD800-\uDBFF]$/.test(corte) ? corte.slice(0, -1) : corte}…`;
}

/**
 * A spreadsheet cell as a CPF: digits only; a number cell gets back the leading zeros Excel
 * drops (1234567890 → 01234567890). Null when the cell is not a valid CPF.
 */
export function cpfDaCelula(valor: unknown): string | null {
  let digitos: string;
  if (typeof valor === 'number' && Number.isInteger(valor) && valor > 0) digitos = String(valor).padStart(11, '0');
  else if (typeof valor === 'string') digitos = somenteDigitos(valor);
  else return null;
  return cpfValido(digitos) ? digitos : null;
}

/** A header cell normalised for matching: 'C.P.F.', ' cpf ', 'Cpf' all read CPF; accents dropped. */
export function nomeDeColuna(valor: unknown): string {
  return String(valor ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** Why a sheet cannot be read (mensagensGestao carries them too). */
export const mensagensDaLeitura = {
  planilhaXls: 'Planilhas .xls (Excel 97-2003) não são aceitas. Abra o arquivo no Excel, salve como .xlsx e envie novamente.',
  planilhaInvalida: 'O arquivo enviado não é uma planilha .xlsx válida.',
  planilhaSemColunaCpf: 'A planilha deve ter uma coluna CPF na primeira linha.',
  planilhaVazia: 'A planilha não tem nenhum CPF.',
  planilhaGrande: `A planilha passa do limite de ${LIMITE_LINHAS_PLANILHA.toLocaleString('pt-BR')} linhas. Divida-a em arquivos menores.`,
} as const;
