import { createHash } from 'node:crypto';
import { degrees, drawLinesOfText, PDFContext, PDFDocument, PDFName, PDFRawStream, rgb, type PDFFont, type PDFHexString, type PDFPage } from 'pdf-lib';
import { fontesDoPortal, textoDesenhavel } from './pdf-texto';

export interface Termo {
  titulo: string;
  dtVersao: string;
  /** Lines about the person who accepts (name, CPF, e-mail…), printed under the title. */
  identificacao: string[];
  clausulas: string[];
}

export interface TermoGerado {
  pdf: Uint8Array;
  sha256: string;
}

/**
 * Renders a term as a PDF in the portal's typeface. The output depends only on the term (fixed dates and font names;
 * pdf-lib's resource names come from a generator seeded per document; the clauses' kept content is their codes drawn
 * from the same place), so the acceptance can hash the very bytes the user was shown by rendering them again. Names in
 * any script are drawn (pdf-texto.ts `textoDesenhavel`).
 */
export async function gerarTermoPdf(termo: Termo): Promise<TermoGerado> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const data = new Date(`${termo.dtVersao}T12:00:00Z`);
  doc.setTitle(termo.titulo);
  doc.setCreationDate(data);
  doc.setModificationDate(data);
  doc.setLanguage('pt-BR');
  const { fonte, negrito } = await fontesDoPortal(doc);
  let pagina = doc.addPage([A4.largura, A4.altura]);
  let y = A4.altura - MARGEM;
  const escrever = (texto: string, f: PDFFont, tamanho: number, espaco = 4) => {
    for (const linha of quebrar(textoDesenhavel(texto), f, tamanho, LARGURA)) {
      if (y < MARGEM + tamanho) {
        pagina = doc.addPage([A4.largura, A4.altura]);
        y = A4.altura - MARGEM;
      }
      pagina.drawText(linha, { x: MARGEM, y, size: tamanho, font: f, color: COR });
      y -= tamanho + espaco;
    }
    y -= espaco;
  };
  escrever(termo.titulo, negrito, 16, 6);
  escrever(`Versão de ${termo.dtVersao.split('-').reverse().join('/')}`, fonte, 10);
  for (const linha of termo.identificacao) escrever(linha, fonte, 11, 2);
  y -= 8;
  // the clauses: the same lines in every document of a product, only where they start changes (after the
  // identification): their content, laid out and deflated, is kept per start and codes (`trechoDasClausulas`)
  const linhas = termo.clausulas.map((clausula, i) => quebrar(textoDesenhavel(`${i + 1}. ${clausula}`), fonte, 11, LARGURA).map((l) => fonte.encodeText(l)));
  const trecho = trechoDasClausulas(linhas, y);
  trecho.paginas.forEach((conteudo, i) => {
    if (i > 0) pagina = doc.addPage([A4.largura, A4.altura]);
    anexarConteudo(doc, pagina, fonte, conteudo);
  });
  const pdf = await doc.save({ useObjectStreams: false });
  return { pdf, sha256: createHash('sha256').update(pdf).digest('hex') };
}

const A4 = { largura: 595, altura: 842 } as const;
const MARGEM = 56;
const LARGURA = A4.largura - 2 * MARGEM;
const COR = rgb(0.1, 0.1, 0.1);
/** The clauses' font in every page's resources: a fixed name, so that their kept content serves any document. */
const FONTE_DAS_CLAUSULAS = PDFName.of('FC');

/** The clauses' content streams, one per page they reach (deflated), laid out from `y` as `escrever` would. */
interface Trecho {
  paginas: Uint8Array[];
}

const trechos = lembranca<Trecho>(64);
const contextoDosTrechos = PDFContext.create();

/**
 * The clauses (`linhas`: each clause's lines, as codes of the regular font at 11 points) as content streams drawn from
 * `y` down, a new page when a line does not fit: the operators pdf-lib's drawText writes for each line, deflated as it
 * deflates a page's content. Kept per start and codes (64 at most): the codes are the text itself, so a document
 * drawing the same clauses from the same place gets the same bytes, whatever was kept.
 */
function trechoDasClausulas(linhas: PDFHexString[][], y: number): Trecho {
  const chave = `${y}|${linhas.map((l) => l.map((h) => h.asString()).join(' ')).join('|')}`;
  const lembrado = trechos.ler(chave);
  if (lembrado) return lembrado;
  const paginas: ReturnType<typeof drawLinesOfText>[] = [[]];
  const tamanho = 11;
  for (const clausula of linhas) {
    for (const linha of clausula) {
      if (y < MARGEM + tamanho) {
        paginas.push([]);
        y = A4.altura - MARGEM;
      }
      paginas[paginas.length - 1]!.push(...drawLinesOfText([linha], {
        color: COR, font: FONTE_DAS_CLAUSULAS, size: tamanho, rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0), x: MARGEM, y, lineHeight: 24,
      }));
      y -= tamanho + 4;
    }
    y -= 4;
  }
  return trechos.guardar(chave, { paginas: paginas.map((operadores) => contextoDosTrechos.contentStream(operadores).getContents()) });
}

/** `conteudo` (a kept, deflated content stream) appended to the page's contents, with the clauses' font in its resources. */
function anexarConteudo(doc: PDFDocument, pagina: PDFPage, fonte: PDFFont, conteudo: Uint8Array) {
  pagina.node.setFontDictionary(FONTE_DAS_CLAUSULAS, fonte.ref);
  pagina.node.addContentStream(doc.context.register(PDFRawStream.of(doc.context.obj({ Filter: 'FlateDecode' }), conteudo)));
}

/**
 * A map that forgets everything once it holds `maximo` entries: what repeats in every PDF (titles, clauses, their
 * lines) comes back at once, what is one reservation's own (its identification lines) cannot pile up.
 */
function lembranca<V>(maximo: number) {
  const mapa = new Map<string, V>();
  return {
    ler: (chave: string): V | undefined => mapa.get(chave),
    guardar(chave: string, valor: V): V {
      if (mapa.size >= maximo) mapa.clear();
      mapa.set(chave, valor);
      return valor;
    },
  };
}
type Lembranca<V> = ReturnType<typeof lembranca<V>>;

/** One `lembranca` per font (or font, size and width): keyed by the text itself, whose hash V8 keeps on the string. */
function porChave<V>(maximo: number) {
  const mapas = new Map<string, Lembranca<V>>();
  return (chave: string): Lembranca<V> => {
    let m = mapas.get(chave);
    if (!m) mapas.set(chave, (m = lembranca<V>(maximo)));
    return m;
  };
}

/** Widths of words (a space before them, or not) per font, in thousandths of the size; and the kerning of a character with a space after it. */
const larguras = porChave<number>(20_000);
const juncoes = porChave<number>(1_000);

/**
 * Widths in thousandths of the size: `widthOfTextAtSize(t, 1000)`, the exact sum of the glyphs' advances (Public Sans
 * has 2000 units to the em: halves, which floating point adds exactly). Fonts embedded in one document cannot serve
 * another, but their metrics are the same: kept per font name, across documents.
 */
function medidasDa(fonte: PDFFont) {
  const palavras = larguras(fonte.name);
  const kerning = juncoes(fonte.name);
  const unidades = (t: string) => palavras.ler(t) ?? palavras.guardar(t, fonte.widthOfTextAtSize(t, 1000));
  return {
    unidades,
    /** The kerning between `caractere` and a space after it. */
    juncao: (caractere: string) =>
      kerning.ler(caractere) ?? kerning.guardar(caractere, fonte.widthOfTextAtSize(`${caractere} `, 1000) - unidades(caractere) - unidades(' ')),
  };
}

/** The lines of each text as laid out the first time, per font, size and width (titles and clauses repeat in every PDF of a product). */
const layouts = porChave<readonly string[]>(1_000);

/** The last character (code point) of a non-empty string. */
function ultimoCaractere(s: string): string {
  const baixo = s.charCodeAt(s.length - 1);
  const alto = s.length > 1 ? s.charCodeAt(s.length - 2) : 0;
  return baixo >= 0xdc00 && baixo <= 0xdfff && alto >= 0xd800 && alto <= 0xdbff ? s.slice(-2) : s.slice(-1);
}

/**
 * Breaks `texto` into lines no wider than `largura` at `tamanho` points, between words (a word wider than the line
 * gets a line of its own). Each word is measured once: the width of the line with the next word is the line's width,
 * the kerning of its last character with the space, and the space and word's width, all exact sums, so
 * the lines are exactly those of measuring the whole line again for each word (tests/comum/termos-pdf.test.ts).
 */
export function quebrar(texto: string, fonte: PDFFont, tamanho: number, largura: number): readonly string[] {
  const lembrados = layouts(`${fonte.name} ${tamanho} ${largura}`);
  const pronto = lembrados.ler(texto);
  if (pronto) return pronto;
  const m = medidasDa(fonte);
  const linhas: string[] = [];
  let atual = '';
  let unidades = 0;
  for (const palavra of texto.split(/\s+/)) {
    if (!atual) {
      atual = palavra;
      unidades = m.unidades(palavra);
      continue;
    }
    const comPalavra = unidades + m.juncao(ultimoCaractere(atual)) + m.unidades(` ${palavra}`);
    if (comPalavra * (tamanho / 1000) > largura) {
      linhas.push(atual);
      atual = palavra;
      unidades = m.unidades(palavra);
    } else {
      atual = `${atual} ${palavra}`;
      unidades = comPalavra;
    }
  }
  if (atual) linhas.push(atual);
  return lembrados.guardar(texto, linhas);
}
