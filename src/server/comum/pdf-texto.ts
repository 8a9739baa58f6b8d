/**
 * What every PDF the server draws writes with: the portal's typeface (Public Sans, the client's too) embedded as a
 * subset, and `textoDesenhavel`, the one filter text goes through before it is measured or drawn. A standard PDF font
 * (Helvetica) encodes WinAnsi only, so 'Nguyễn' or '李' in a name made every PDF of that person a 500 (issue 19).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/** What a character no font here can draw becomes (docs/decisions/platform.md "PDFs"): Public Sans has no '□' nor U+FFFD. */
export const SUBSTITUTO = '?';

type Fonte = ReturnType<typeof fontkit.create>;

/** The TTF files, resolved from this module so that tsx (npm start, tests) and any other runner find the same package. */
const ARQUIVOS = {
  regular: '@expo-google-fonts/public-sans/400Regular/PublicSans_400Regular.ttf',
  negrito: '@expo-google-fonts/public-sans/700Bold/PublicSans_700Bold.ttf',
} as const;

interface Carregada {
  bytes: Uint8Array;
  fonte: Fonte;
}

let carregadas: Record<keyof typeof ARQUIVOS, Carregada> | undefined;

/**
 * The two TTFs, read and parsed once per process. A parsed font is shared by every document: pdf-lib asks it for
 * layouts and glyph outlines only (the subset, with its glyph numbering, is each document's own), and fontkit copies a
 * composite glyph before renumbering its components, so one document's subset never writes into the shared bytes.
 */
function fontes(): Record<keyof typeof ARQUIVOS, Carregada> {
  if (!carregadas) {
    const resolver = createRequire(import.meta.url).resolve;
    const carregar = (arquivo: string): Carregada => {
      const bytes = new Uint8Array(readFileSync(resolver(arquivo)));
      return { bytes, fonte: subsetsSemEspera(layoutsLembrados(fontkit.create(bytes))) };
    };
    carregadas = { regular: carregar(ARQUIVOS.regular), negrito: carregar(ARQUIVOS.negrito) };
  }
  return carregadas;
}

/**
 * `fonte` with the glyphs of each text laid out once per process: pdf-lib lays a line out (OpenType substitution and
 * positioning, most of a term's time) to measure it and again to draw it, and a product's clauses are the same lines
 * in every PDF. pdf-lib reads the run's glyphs only; it never changes them. Forgets all at 1,000 texts (a few MB at most).
 */
function layoutsLembrados(fonte: Fonte): Fonte {
  const layout = fonte.layout.bind(fonte);
  const lembrados = new Map<string, ReturnType<Fonte['layout']>>();
  fonte.layout = (texto, recursos) => {
    if (recursos) return layout(texto, recursos);
    let run = lembrados.get(texto);
    if (!run) {
      if (lembrados.size >= 1_000) lembrados.clear();
      lembrados.set(texto, (run = layout(texto)));
    }
    return run;
  };
  return fonte;
}

/** What fontkit's subset encoder writes into: its stream class (not exported), with the chunks it pushes. */
interface Gravador {
  push(parte: Uint8Array | null): boolean;
  flush(): void;
}
type SubsetComEncode = ReturnType<Fonte['createSubset']> & { encode(gravador: Gravador): void };

/**
 * `fonte` with subsets that hand pdf-lib their bytes at once. fontkit's `encodeStream` writes through a bundled
 * stream whose `nextTick` is a `setTimeout(0)`: several timer turns (1 ms or more each) while a PDF is saved, about
 * 8 ms of waiting per PDF. The same `encode` runs here into the same stream class, its chunks collected as they are
 * pushed; the bytes are the same (tests/comum/termos-pdf.test.ts compares whole PDFs with fontkit's own path).
 */
function subsetsSemEspera(fonte: Fonte): Fonte {
  const criar = fonte.createSubset.bind(fonte);
  // the class of the stream fontkit writes into, from an empty subset (it encodes its .notdef once, on a timer)
  const Gravador = (criar().encodeStream() as unknown as { constructor: new () => Gravador }).constructor;
  fonte.createSubset = () => {
    const subset = criar() as SubsetComEncode;
    subset.encodeStream = () => {
      const ouvintes = new Map<string, (dados: Uint8Array) => unknown>();
      queueMicrotask(() => {
        const partes: Uint8Array[] = [];
        const gravador = new Gravador();
        gravador.push = (parte) => (parte && partes.push(parte), true);
        try {
          subset.encode(gravador);
          gravador.flush();
        } catch (erro) {
          ouvintes.get('error')?.(erro as Uint8Array);
          return;
        }
        ouvintes.get('data')?.(Buffer.concat(partes));
        ouvintes.get('end')?.(new Uint8Array());
      });
      const emissor = { on: (evento: string, ouvinte: (dados: Uint8Array) => unknown) => (ouvintes.set(evento, ouvinte), emissor) };
      return emissor;
    };
    return subset;
  };
  return fonte;
}

/** pdf-lib's fontkit, answering our TTFs' bytes with their parsed font instead of parsing them again for each PDF. */
const fontkitLembrado: Parameters<PDFDocument['registerFontkit']>[0] = {
  create(bytes: Uint8Array) {
    const { regular, negrito } = fontes();
    if (bytes === regular.bytes) return regular.fonte;
    if (bytes === negrito.bytes) return negrito.fonte;
    return fontkit.create(bytes);
  },
};

/**
 * The embedded fonts' PDF names: a subset's name starts with a six-letter tag and '+' (PDF 32000 §9.6.4), which
 * readers show as a subset; pdf-lib's own would be 'PublicSans-Regular-1234'.
 */
export const NOMES_DAS_FONTES = { regular: 'PORTAL+PublicSans-Regular', negrito: 'PORTAL+PublicSans-Bold' } as const;

/** Public Sans regular and bold, embedded in `doc` as subsets (only the glyphs drawn go into the file). */
export async function fontesDoPortal(doc: PDFDocument): Promise<{ fonte: PDFFont; negrito: PDFFont }> {
  const { regular, negrito } = fontes();
  doc.registerFontkit(fontkitLembrado);
  return {
    fonte: await doc.embedFont(regular.bytes, { subset: true, customName: NOMES_DAS_FONTES.regular }),
    negrito: await doc.embedFont(negrito.bytes, { subset: true, customName: NOMES_DAS_FONTES.negrito }),
  };
}

/** Whether both weights have a glyph for a code point (they cover the same 566); the BMP's answers remembered (0 not yet, 1 yes, 2 no). */
const desenhaveis = new Uint8Array(0x10000);
function temGlifo(codigo: number): boolean {
  const lembrado = codigo < 0x10000 ? desenhaveis[codigo] : 0;
  if (lembrado) return lembrado === 1;
  const { regular, negrito } = fontes();
  const sim = regular.fonte.hasGlyphForCodePoint(codigo) && negrito.fonte.hasGlyphForCodePoint(codigo);
  if (codigo < 0x10000) desenhaveis[codigo] = sim ? 1 : 2;
  return sim;
}

const FORMATO = /\p{Cf}/gu;
const TEM_FORMATO = /\p{Cf}/u;
const ESPACOS = /^\s+$/u;
const grafemas = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

function tudoDesenhavel(texto: string): boolean {
  for (const c of texto) if (!temGlifo(c.codePointAt(0)!)) return false;
  return true;
}

/**
 * The text as the portal's fonts can draw it, never throwing: NFC (a decomposed 'José' becomes its precomposed é),
 * invisible format characters (Unicode Cf: zero-width space, joiners, direction marks, soft hyphen) removed, a line
 * break or tab a space, and each character Public Sans has no glyph for (李, an emoji with its modifiers and joiners:
 * one grapheme) one SUBSTITUTO. Every text a PDF measures or draws passes here first.
 */
export function textoDesenhavel(texto: string): string {
  const nfc = texto.normalize('NFC');
  if (!TEM_FORMATO.test(nfc) && tudoDesenhavel(nfc)) return nfc;
  let saida = '';
  for (const { segment } of grafemas.segment(nfc)) {
    const visivel = segment.replace(FORMATO, '');
    if (!visivel) continue;
    if (tudoDesenhavel(visivel)) saida += visivel;
    else saida += ESPACOS.test(visivel) ? ' ' : SUBSTITUTO;
  }
  return saida;
}
