import { mensagensDoArquivo, TAMANHO_MAXIMO_ARQUIVO } from '../comum/arquivos';
import { formatCPF, somenteDigitos } from '../comum/cpf';
import { extensao, mensagensGestao, numero, plural, type ArquivoEscolhido } from './gestao';

/** Texts of the spreadsheet block (users and Remover Usuários). §8 texts are quoted word for word. */
export const mensagensPlanilha = {
  erroEnvio: mensagensDoArquivo.erroEnvio,
  escolhaPlanilha: 'Escolha a planilha .xlsx para enviar.',
  planilhaNaoExcel: 'Escolha uma planilha do Excel no formato .xlsx.',
  erroModelo: 'Não foi possível baixar a planilha modelo. Verifique sua conexão e tente novamente.',
  cpfsInvalidos: 'CPFs inválidos',
  arquivoGrande: mensagensGestao.arquivoGrande,
} as const;

const MIME_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** §5: a club-user spreadsheet is an Excel file; the server reads .xlsx only, so an old .xls is told early. */
export function problemaDaPlanilha(arquivo: ArquivoEscolhido | null): string | null {
  if (!arquivo) return mensagensPlanilha.escolhaPlanilha;
  if (arquivo.size > TAMANHO_MAXIMO_ARQUIVO) return mensagensPlanilha.arquivoGrande;
  if (arquivo.type === 'application/vnd.ms-excel' || extensao(arquivo.name) === 'xls') return mensagensGestao.planilhaXls;
  return arquivo.type === MIME_XLSX || extensao(arquivo.name) === 'xlsx' ? null : mensagensPlanilha.planilhaNaoExcel;
}

/** A spreadsheet answer's invalid cells: the first ones, as listed, and how many more there were. */
export interface CpfsInvalidos {
  cpfsInvalidos: readonly string[];
  cpfsInvalidosNaoListados: number;
}

/** The invalid-CPF box's title: 'CPFs inválidos (12.445)', counting the cells not listed too. */
export function tituloDosInvalidos(r: CpfsInvalidos): string {
  return `${mensagensPlanilha.cpfsInvalidos} (${numero(r.cpfsInvalidos.length + r.cpfsInvalidosNaoListados)})`;
}

/** The line that ends the invalid-CPF list when the answer listed only the first ones, else null. */
export function invalidosNaoListados(r: CpfsInvalidos): string | null {
  const n = r.cpfsInvalidosNaoListados;
  return n > 0 ? `e mais ${plural(n, 'CPF inválido não listado', 'CPFs inválidos não listados')}.` : null;
}

/**
 * §5 CPF display in a list: 3.3.3-2 from its digits. The server lists invalid cells as
 * written; one that is not 11 digits is shown as it is, so a cell is never misread.
 */
export function cpfParaLista(valor: string): string {
  return somenteDigitos(valor).length === 11 ? formatCPF(valor) : valor;
}
