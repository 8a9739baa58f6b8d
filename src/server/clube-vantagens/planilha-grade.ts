/**
 * The grid guard of the club import's worker (planilha-worker.ts): how far a sheet's cells reach, measured on its XML
 * before read-excel-file allocates a place for every position. Apart from the worker (which reads as it loads) so
 * that tests can ask it directly.
 */
import { LIMITE_LINHAS_PLANILHA } from '../../domain/clube-vantagens/gestao';

/**
 * The furthest cell a sheet may have. read-excel-file answers a dense grid up to the furthest row and
 * column of any cell, so a 1 kB sheet with one cell at XFD200000, or a row of a million empty `<c/>`,
 * would make it allocate millions of places. Rows: twice the filled-row limit (blank rows in between
 * are skipped, not counted). Columns: 50 (the template has 2; an HR export a few dozen).
 */
export const LIMITES_FOLHA = { linha: 2 * LIMITE_LINHAS_PLANILHA, coluna: 50 } as const;
/** A row or cell start tag (any namespace prefix) and its attributes. */
const ROW_OU_CELULA = /<(?:[\w.-]+:)?(row|c)(?=[\s/>])([^>]*)>/g;
/** The `r` attribute: column letters (cells only) and the row number. */
const REFERENCIA = /\sr\s*=\s*["']([A-Za-z]*)(\d*)["']/;

/** Column letters as a number (A 1, Z 26, AA 27); letters past XFD read as too far. */
const numeroDaColuna = (letras: string) => (letras.length > 3 ? Infinity : [...letras.toUpperCase()].reduce((n, l) => n * 26 + l.charCodeAt(0) - 64, 0));

/**
 * Whether any cell of the sheet lies past LIMITES_FOLHA, found the way the reader places cells: a row
 * or cell at its `r` when it has one, else one after the previous. One pass over the XML before any
 * parse, stopping at the first cell too far.
 */
export function folhaGrandeDemais(xml: Uint8Array): boolean {
  const texto = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength).toString('latin1');
  let linha = 0;
  let coluna = 0;
  for (const [, tag, atributos] of texto.matchAll(ROW_OU_CELULA)) {
    const r = REFERENCIA.exec(atributos!);
    if (tag === 'row') {
      linha = r?.[2] ? (r[2].length > 7 ? Infinity : Number(r[2])) : linha + 1;
      coluna = 0;
    } else {
      coluna = r?.[1] ? numeroDaColuna(r[1]) : coluna + 1;
      if (r?.[2]) linha = r[2].length > 7 ? Infinity : Math.max(linha, Number(r[2]));
    }
    if (linha > LIMITES_FOLHA.linha || coluna > LIMITES_FOLHA.coluna) return true;
  }
  return false;
}
