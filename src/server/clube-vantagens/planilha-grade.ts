/**
 * The sheet XML of the club import's worker (planilha-worker.ts) before read-excel-file sees it: the grid guard (how far
 * its cells reach, measured before the reader allocates a place for every position) and the blank rows taken out (what
 * the reader would parse, one by one, only for the import to skip them). Apart from the worker (which reads as it
 * loads) so that tests can ask both directly.
 */
import { LIMITE_LINHAS_PLANILHA } from '../../domain/clube-vantagens/leitura-planilha';

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

/** A start tag's attributes, quotes respected: a `>` or `/>` inside a value does not end the tag. */
const ATRIBUTOS = String.raw`(?:[^<>"']|"[^<"]*"|'[^<']*')*`;
/** A cell with nothing in it (`<c r="A5" s="3"/>`, `<c r="A5"></c>`): what a formatted but empty cell is written as. */
const CELULA_VAZIA = String.raw`<(?:[\w.-]+:)?c(?=[\s/>])${ATRIBUTOS}(?:/>|>\s*</(?:[\w.-]+:)?c\s*>)`;
/** A row with no cell, or with empty cells only. */
const LINHA_VAZIA = new RegExp(String.raw`<(?:[\w.-]+:)?row(?=[\s/>])${ATRIBUTOS}(?:/>|>(?:\s|${CELULA_VAZIA})*</(?:[\w.-]+:)?row\s*>)`, 'g');
/** A `t` (type) attribute: an empty cell of an unknown type makes the reader refuse the sheet, so its row stays. */
const TIPO = /\st\s*=/;
/** Where a tag could hide in text (comments, CDATA, doctype, processing instructions past the XML declaration). */
const NAO_SO_TAGS = /<!|(?<!^(?:\xEF\xBB\xBF)?)<\?/;

/**
 * The sheet without its blank rows (no cell, or only cells with nothing in them), every other byte as it was; `xml`
 * itself when there is none, or when the XML has comments, CDATA or processing instructions (none of Excel's).
 * Why: read-excel-file parses a sheet in chunks sized by the wall clock (halved when one takes over 7 ms) and copies
 * every row read so far after each chunk, so 150 000 blank `<row r="…"/>` (2.4 MB, written by the sheet writers for
 * formatted or emptied rows) cost 0.3 s on an idle core but, when each chunk seems slow as on a loaded machine, 57 s
 * of CPU ending in a stack overflow (planilhaInvalida, if the time limit has not answered first). The reader places a row by its `r`, or by its cells' `r` (which it requires), never by the rows
 * before it, so every row kept stays where it was (the reader fills the gaps in one go, and the import skips blank rows
 * anyway): row numbers in messages hold.
 */
export function semLinhasEmBranco(xml: Uint8Array): Uint8Array {
  const texto = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength).toString('latin1'); // 1 byte = 1 char, UTF-8 kept
  if (NAO_SO_TAGS.test(texto)) return xml;
  let tiradas = 0;
  const compacta = texto.replace(LINHA_VAZIA, (linha) => {
    if (TIPO.test(linha)) return linha;
    tiradas++;
    return '';
  });
  return tiradas === 0 ? xml : Buffer.from(compacta, 'latin1');
}
