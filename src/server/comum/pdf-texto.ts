/**
 * What every PDF the server draws writes with: the portal's typeface (Public Sans, the client's too) embedded as a
 * subset, and `textoDesenhavel`, the one filter text goes through before it is measured or drawn. A standard PDF font
 * (Helvetica) encodes WinAnsi only, so 'Nguyễn' or '李' in a name made every PDF of that person a 500 (issue 19).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { CustomFontEmbedder, PDFContext, PDFFont, PDFHexString, PDFObject, PDFRawStream, PDFString, PDFDocument, type PDFRef } from 'pdf-lib';

/** What a character no font here can draw becomes (docs/decisions/platform.md "PDFs"): Public Sans has no '□' nor U+FFFD. */
export const SUBSTITUTO = '?';

type Fonte = ReturnType<typeof fontkit.create>;
type Glifo = ReturnType<Fonte['glyphForCodePoint']>;

/** The TTF files, resolved from this module so that tsx (npm start, tests) and any other runner find the same package. */
const ARQUIVOS = {
  regular: '@expo-google-fonts/public-sans/400Regular/PublicSans_400Regular.ttf',
  negrito: '@expo-google-fonts/public-sans/700Bold/PublicSans_700Bold.ttf',
} as const;
type Peso = keyof typeof ARQUIVOS;

/**
 * The embedded fonts' PDF names: a subset's name starts with a six-letter tag and '+' (PDF 32000 §9.6.4), which
 * readers show as a subset; pdf-lib's own would be 'PublicSans-Regular-1234'.
 */
export const NOMES_DAS_FONTES = { regular: 'PORTAL+PublicSans-Regular', negrito: 'PORTAL+PublicSans-Bold' } as const;

/**
 * The code points whose glyphs every document's subset carries, at fixed glyph numbers (docs/decisions/platform.md
 * "PDFs"). Regular, which draws names: Latin (Basic to Extended-B, combining marks, Extended Additional with
 * Vietnamese), General Punctuation, € and the fi/fl ligatures layout makes. Bold draws titles and the boleto's fixed
 * labels and figures: Basic Latin and the no-break space (R$ 1,00). `textoDesenhavel` lets through only what regular
 * carries; any other glyph a document draws (a bold title's accent, a ligature's alternate) is added after them (`comExtras`).
 */
const FAIXAS: Record<Peso, readonly (readonly [number, number])[]> = {
  regular: [[0x20, 0x7e], [0xa0, 0x24f], [0x300, 0x36f], [0x1e00, 0x1eff], [0x2000, 0x206f], [0x20ac, 0x20ac], [0xfb01, 0xfb02]],
  negrito: [[0x20, 0x7e], [0xa0, 0xa0]],
};

/** A glyph of a subset and the text it stands for in the ToUnicode map. */
interface Entrada {
  glifo: Glifo;
  texto: string;
}

/**
 * A subset whose glyph numbers any document can draw with: its glyphs numbered 1…n in order (composite glyphs'
 * components after them), its TTF as fontkit wrote it. A document embeds it emptied of the glyphs it does not draw
 * (`Embutido`).
 */
interface Subset {
  /** Font glyph id → the subset's (the code drawn, CIDToGIDMap Identity). */
  ids: Map<number, number>;
  entradas: readonly Entrada[];
  ttf: Uint8Array;
  /** Advance widths of glyphs 1…n in thousandths of the em. */
  larguras: readonly number[];
}

/**
 * What a document embeds of a subset, for the glyphs it draws: the TTF with every other glyph's outline removed (the
 * glyph numbers kept, so the codes drawn stay the same), the ToUnicode map and the W array of those glyphs only. A
 * term drew its page with 60–80 of the 566 glyphs and carried them all (35 kB a PDF, base64 in every hold's answer).
 */
interface Embutido {
  ttf: Uint8Array;
  tamanhoTtf: number;
  toUnicode: Uint8Array;
  larguras: Pronto;
}

/** A PDF object whose bytes are written once and copied into every document (pdf-lib writes each number out again). */
class Pronto extends PDFObject {
  private readonly bytes: Uint8Array;
  constructor(objeto: PDFObject) {
    super();
    this.bytes = new Uint8Array(objeto.sizeInBytes());
    objeto.copyBytesInto(this.bytes, 0);
  }
  override clone(): Pronto {
    return this;
  }
  override toString(): string {
    return Buffer.from(this.bytes).toString('latin1');
  }
  override sizeInBytes(): number {
    return this.bytes.length;
  }
  override copyBytesInto(buffer: Uint8Array, offset: number): number {
    buffer.set(this.bytes, offset);
    return this.bytes.length;
  }
}

/** What fontkit's subset encoder writes into: its stream class (not exported), with the chunks it pushes. */
interface Gravador {
  push(parte: Uint8Array | null): boolean;
  flush(): void;
}
type SubsetDoFontkit = ReturnType<Fonte['createSubset']> & { encode(gravador: Gravador): void; includeGlyph(glifo: Glifo): number };

/**
 * The subset's TTF bytes, written at once. fontkit's `encodeStream` writes through a bundled stream whose `nextTick`
 * is a `setTimeout(0)` (1 ms or more of waiting per turn, several per subset); its `encode` writes into the same stream
 * class synchronously, whose chunks are collected here as they are pushed.
 */
function bytesDoSubset(fonte: Fonte, subset: SubsetDoFontkit): Uint8Array {
  // the class of the stream fontkit writes into, from an empty subset (which encodes its .notdef once, on a timer)
  const Classe = (fonte.createSubset().encodeStream() as unknown as { constructor: new () => Gravador }).constructor;
  const partes: Uint8Array[] = [];
  const gravador = new Classe();
  gravador.push = (parte) => (parte && partes.push(parte), true);
  subset.encode(gravador);
  gravador.flush();
  return Buffer.concat(partes);
}

/** Deflated as pdf-lib deflates its own streams (its pako, default level), so bytes do not depend on Node's zlib. */
const contextoDeflate = PDFContext.create(); // also writes the widths arrays
const deflate = (bytes: Uint8Array): Uint8Array => contextoDeflate.flateStream(bytes).getContents();

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
const utf16 = (texto: string) => Array.from({ length: texto.length }, (_, i) => hex4(texto.charCodeAt(i))).join('');

const CMAP_INICIO = [
  '/CIDInit /ProcSet findresource begin', '12 dict begin', 'begincmap', '/CIDSystemInfo <<', '  /Registry (Adobe)', '  /Ordering (UCS)',
  '  /Supplement 0', '>> def', '/CMapName /Adobe-Identity-UCS def', '/CMapType 2 def', '1 begincodespacerange', '<0000><ffff>', 'endcodespacerange',
];
const CMAP_FIM = ['endcmap', 'CMapName currentdict /CMap defineresource pop', 'end', 'end'];

/** A ToUnicode CMap of the subset's glyphs `usados` (in order), in pdf-lib's own template (bfchar, 100 per block as the PDF spec allows at most). */
function cmap(entradas: readonly Entrada[], usados: readonly number[]): string {
  const blocos: string[] = [];
  for (let i = 0; i < usados.length; i += 100) {
    const bloco = usados.slice(i, i + 100);
    blocos.push(`${bloco.length} beginbfchar\n${bloco.map((id) => `<${hex4(id)}> <${utf16(entradas[id - 1]!.texto)}>`).join('\n')}\nendbfchar`);
  }
  return [...CMAP_INICIO, ...blocos, ...CMAP_FIM].join('\n');
}

/** The W array of the subset's glyphs `usados` (in order): each run of consecutive numbers as `first [widths…]`. */
function larguras(subset: Subset, usados: readonly number[]): Pronto {
  const w: (number | number[])[] = [];
  let anterior = -2;
  for (const id of usados) {
    if (id !== anterior + 1) w.push(id, []);
    (w[w.length - 1] as number[]).push(subset.larguras[id - 1]!);
    anterior = id;
  }
  return new Pronto(contextoDeflate.obj(w));
}

function montarSubset(fonte: Fonte, entradas: readonly Entrada[]): Subset {
  const subset = fonte.createSubset() as SubsetDoFontkit;
  const ids = new Map<number, number>();
  for (const { glifo } of entradas) ids.set(glifo.id, subset.includeGlyph(glifo));
  const escala = 1000 / fonte.unitsPerEm;
  return { ids, entradas, ttf: bytesDoSubset(fonte, subset), larguras: entradas.map(({ glifo }) => glifo.advanceWidth * escala) };
}

/** `subset` as a document drawing the glyphs `usados` (subset numbers, ascending) embeds it. */
function embutir(subset: Subset, usados: readonly number[]): Embutido {
  const ttf = esvaziarTtf(subset.ttf, usados);
  return {
    ttf: deflate(ttf), tamanhoTtf: ttf.length, toUnicode: deflate(new TextEncoder().encode(cmap(subset.entradas, usados))), larguras: larguras(subset, usados),
  };
}

/**
 * The TrueType font `ttf` with the outlines of every glyph but .notdef, `manter` and the components of those that are
 * composite removed: their `loca` entries empty (a glyph with no contours), the numbers of the others unchanged; the
 * tables' checksums and head's checkSumAdjustment written again (OpenType's "Font file"). Tables in the same order.
 */
export function esvaziarTtf(ttf: Uint8Array, manter: readonly number[]): Uint8Array {
  const v = new DataView(ttf.buffer, ttf.byteOffset, ttf.byteLength);
  const numTabelas = v.getUint16(4);
  const tabelas = Array.from({ length: numTabelas }, (_, i) => {
    const r = 12 + 16 * i;
    return { tag: String.fromCharCode(...ttf.subarray(r, r + 4)), inicio: v.getUint32(r + 8), tamanho: v.getUint32(r + 12) };
  });
  const tabela = (tag: string) => {
    const t = tabelas.find((x) => x.tag === tag);
    if (!t) throw new Error(`TTF sem a tabela ${tag}`);
    return t;
  };
  const head = tabela('head');
  const longo = v.getInt16(head.inicio + 50) === 1;
  const numGlifos = v.getUint16(tabela('maxp').inicio + 4);
  const loca = tabela('loca').inicio;
  const glyf = tabela('glyf').inicio;
  const posicao = (id: number) => (longo ? v.getUint32(loca + 4 * id) : 2 * v.getUint16(loca + 2 * id));
  // the glyphs kept, with the components of composite ones (flags: ARG_1_AND_2_ARE_WORDS, WE_HAVE_A_SCALE, MORE_COMPONENTS, X_AND_Y_SCALE, TWO_BY_TWO)
  const manterSe = new Uint8Array(numGlifos);
  const pendentes = [0, ...manter];
  while (pendentes.length) {
    const id = pendentes.pop()!;
    if (id >= numGlifos || manterSe[id]) continue;
    manterSe[id] = 1;
    const de = posicao(id);
    if (posicao(id + 1) === de || v.getInt16(glyf + de) >= 0) continue;
    for (let p = glyf + de + 10, flags = 0x20; flags & 0x20;) {
      flags = v.getUint16(p);
      pendentes.push(v.getUint16(p + 2));
      p += 4 + (flags & 0x1 ? 4 : 2) + (flags & 0x8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
    }
  }
  const partes: Uint8Array[] = [];
  const novaLoca = new Uint8Array((numGlifos + 1) * (longo ? 4 : 2));
  const lv = new DataView(novaLoca.buffer);
  let fim = 0;
  for (let id = 0; id <= numGlifos; id++) {
    if (longo) lv.setUint32(4 * id, fim);
    else lv.setUint16(2 * id, fim / 2);
    if (id < numGlifos && manterSe[id]) {
      const parte = ttf.subarray(glyf + posicao(id), glyf + posicao(id + 1));
      partes.push(parte);
      fim += parte.length;
    }
  }
  const novas = new Map<string, Uint8Array>([['glyf', Buffer.concat(partes)], ['loca', novaLoca]]);
  const dados = tabelas.map((t) => novas.get(t.tag) ?? ttf.subarray(t.inicio, t.inicio + t.tamanho));
  const alinhado = (n: number) => (n + 3) & ~3;
  const cabecalho = 12 + 16 * numTabelas;
  const saida = new Uint8Array(cabecalho + dados.reduce((soma, d) => soma + alinhado(d.length), 0));
  const sv = new DataView(saida.buffer);
  saida.set(ttf.subarray(0, 12));
  const soma = (de: number, tamanho: number) => {
    let s = 0;
    for (let p = de; p < de + alinhado(tamanho); p += 4) s = (s + sv.getUint32(p)) >>> 0;
    return s;
  };
  let inicio = cabecalho;
  let inicioHead = 0;
  tabelas.forEach((t, i) => {
    saida.set(dados[i]!, inicio);
    if (t.tag === 'head') {
      inicioHead = inicio;
      sv.setUint32(inicio + 8, 0); // checkSumAdjustment, computed last
    }
    const r = 12 + 16 * i;
    saida.set(ttf.subarray(r, r + 4), r);
    sv.setUint32(r + 4, soma(inicio, dados[i]!.length));
    sv.setUint32(r + 8, inicio);
    sv.setUint32(r + 12, dados[i]!.length);
    inicio += alinhado(dados[i]!.length);
  });
  sv.setUint32(inicioHead + 8, (0xb1b0afba - soma(0, saida.length)) >>> 0);
  return saida;
}

/**
 * One weight: the parsed TTF (layouts remembered), its fixed subset built once, the codes of texts drawn with it
 * (known ahead, since the fixed glyphs' numbers are the same in every document), and the subsets with extra glyphs
 * documents asked for. `lembrar: false` (tests) remembers nothing: each document parses, lays out and deflates again.
 */
class PesoDaFonte {
  readonly fonte: Fonte;
  readonly fixo: Subset;
  private readonly codigos = new Map<string, Codificado>();
  private readonly comExtrasLembrados = new Map<string, Subset>();
  private readonly embutidos = new Map<string, Embutido>();

  constructor(readonly bytes: Uint8Array, readonly nome: string, faixas: readonly (readonly [number, number])[], readonly lembrar: boolean) {
    this.fonte = lembrar ? layoutsLembrados(fontkit.create(bytes)) : fontkit.create(bytes);
    const entradas = new Map<number, Entrada>();
    for (const [de, ate] of faixas) {
      for (let c = de; c <= ate; c++) {
        if (!this.fonte.hasGlyphForCodePoint(c)) continue;
        const glifo = this.fonte.glyphForCodePoint(c);
        // a glyph two code points share (rare) answers for the first; a ligature for its letters ('ﬁ' is 'fi')
        const texto = c >= 0xfb00 && c <= 0xfb06 ? String.fromCodePoint(c).normalize('NFKD') : String.fromCodePoint(c);
        if (!entradas.has(glifo.id)) entradas.set(glifo.id, { glifo, texto });
      }
    }
    // and the alternates layout picks by context (an em dash between spaces is another glyph): every character between
    // spaces, between capitals and between small letters
    const caracteres = [...entradas.values()].map((e) => e.texto).filter((t) => !MARCA.test(t));
    for (const contexto of [caracteres.join(' '), `A${caracteres.join('A')}A`, `a${caracteres.join('a')}a`]) {
      for (const glifo of this.fonte.layout(contexto).glyphs) {
        if (!entradas.has(glifo.id)) entradas.set(glifo.id, { glifo, texto: String.fromCodePoint(...glifo.codePoints) });
      }
    }
    this.fixo = montarSubset(this.fonte, [...entradas.values()].sort((a, b) => a.glifo.id - b.glifo.id));
  }

  codigo(texto: string): Codificado | undefined {
    return this.codigos.get(texto);
  }

  lembrarCodigo(texto: string, codificado: Codificado) {
    if (!this.lembrar) return;
    if (this.codigos.size >= 5_000) this.codigos.clear();
    this.codigos.set(texto, codificado);
  }

  /**
   * `subset` as a document drawing `usados` embeds it (`chave` names the subset: its extras), kept for 256 such sets:
   * the documents of a product draw mostly the same glyphs (its clauses', and names' letters).
   */
  embutido(subset: Subset, chave: string, usados: readonly number[]): Embutido {
    const k = `${chave}|${usados.join(',')}`;
    let e = this.embutidos.get(k);
    if (!e) {
      e = embutir(subset, usados);
      if (this.lembrar) {
        if (this.embutidos.size >= 256) this.embutidos.clear();
        this.embutidos.set(k, e);
      }
    }
    return e;
  }

  /** The fixed subset and `extras` after it, in the order the document first drew them (kept for 64 such lists). */
  comExtras(extras: readonly Entrada[], chave: string): Subset {
    let subset = this.comExtrasLembrados.get(chave);
    if (!subset) {
      subset = montarSubset(this.fonte, [...this.fixo.entradas, ...extras]);
      if (this.lembrar) {
        if (this.comExtrasLembrados.size >= 64) this.comExtrasLembrados.clear();
        this.comExtrasLembrados.set(chave, subset);
      }
    }
    return subset;
  }
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

function lerPeso(peso: Peso, lembrar: boolean): PesoDaFonte {
  const bytes = new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(ARQUIVOS[peso])));
  return new PesoDaFonte(bytes, NOMES_DAS_FONTES[peso], FAIXAS[peso], lembrar);
}

let pesos: Record<Peso, PesoDaFonte> | undefined;
/** Both weights, read, parsed and their fixed subsets built once per process. */
function fontes(): Record<Peso, PesoDaFonte> {
  return (pesos ??= { regular: lerPeso('regular', true), negrito: lerPeso('negrito', true) });
}

/**
 * Builds both weights' fixed subsets now and draws one throwaway page with them (about 0.5 s of CPU, more on a loaded
 * machine; the page warms the text checks and pdf-lib's code): the server awaits it before it listens, so no request
 * holds the event loop for it.
 */
export async function prepararFontes(): Promise<void> {
  fontes();
  const doc = await PDFDocument.create({ updateMetadata: false });
  const { fonte, negrito } = await fontesDoPortal(doc);
  const pagina = doc.addPage();
  pagina.drawText(textoDesenhavel('Associação — Nguyễn Łukasz Ştefan José 李 🎉 R$ 1.000,00'), { font: fonte, size: 10, x: 10, y: 10 });
  pagina.drawText(textoDesenhavel('Termo de Adesão'), { font: negrito, size: 10, x: 10, y: 30 });
  await doc.save();
}

/** A text's codes as drawn, and the subset's glyph numbers in them. */
interface Codificado {
  hex: PDFHexString;
  ids: readonly number[];
}

/**
 * A document's Public Sans: a Type0 font (CIDFontType2, Identity-H) as pdf-lib's subset embedder writes it, whose
 * glyph numbers are the weight's fixed subset's, plus the glyphs outside it this document draws, numbered after it in
 * the order first drawn; of those glyphs it carries the ones it draws (`Embutido`, remembered per set of glyphs).
 */
class EmbutidorFixo extends CustomFontEmbedder {
  private readonly extras: Entrada[] = [];
  private readonly idsExtras = new Map<number, number>();
  private readonly usados = new Set<number>();

  constructor(private readonly peso: PesoDaFonte) {
    super(peso.fonte, peso.bytes, peso.nome);
  }

  override encodeText(texto: string): PDFHexString {
    const lembrado = this.peso.codigo(texto);
    if (lembrado) {
      for (const id of lembrado.ids) this.usados.add(id);
      return lembrado.hex;
    }
    const { ids, entradas } = this.peso.fixo;
    let codigo = '';
    let fixo = true;
    const usados: number[] = [];
    for (const glifo of this.font.layout(texto).glyphs) {
      let id = ids.get(glifo.id) ?? this.idsExtras.get(glifo.id);
      if (id === undefined) {
        this.extras.push({ glifo, texto: String.fromCodePoint(...glifo.codePoints) });
        this.idsExtras.set(glifo.id, (id = entradas.length + this.extras.length));
      }
      if (id > entradas.length) fixo = false;
      codigo += hex4(id);
      usados.push(id);
      this.usados.add(id);
    }
    const hex = PDFHexString.of(codigo);
    if (fixo) this.peso.lembrarCodigo(texto, { hex, ids: usados });
    return hex;
  }

  override isCFF(): boolean {
    return false;
  }

  override async embedFontDict(context: PDFContext, ref?: PDFRef): Promise<PDFRef> {
    const chave = this.extras.map((e) => e.glifo.id).join(',');
    const completo = this.extras.length ? this.peso.comExtras(this.extras, chave) : this.peso.fixo;
    const subset = this.peso.embutido(completo, chave, [...this.usados].sort((a, b) => a - b));
    const escala = this.scale;
    const { italicAngle, ascent, descent, capHeight, xHeight, bbox } = this.font;
    const descritor = context.register(context.obj({
      Type: 'FontDescriptor', FontName: this.baseFontName, Flags: FLAGS_SIMBOLICA,
      FontBBox: [bbox.minX * escala, bbox.minY * escala, bbox.maxX * escala, bbox.maxY * escala],
      ItalicAngle: italicAngle, Ascent: ascent * escala, Descent: descent * escala, CapHeight: (capHeight || ascent) * escala,
      XHeight: (xHeight || 0) * escala, StemV: 0,
      FontFile2: context.register(PDFRawStream.of(context.obj({ Length1: subset.tamanhoTtf, Filter: 'FlateDecode' }), subset.ttf)),
    }));
    const cid = context.register(context.obj({
      Type: 'Font', Subtype: 'CIDFontType2', CIDToGIDMap: 'Identity', BaseFont: this.baseFontName,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: descritor, W: subset.larguras,
    }));
    const dicionario = context.obj({
      Type: 'Font', Subtype: 'Type0', BaseFont: this.baseFontName, Encoding: 'Identity-H', DescendantFonts: [cid],
      ToUnicode: context.register(PDFRawStream.of(context.obj({ Filter: 'FlateDecode' }), subset.toUnicode)),
    });
    if (!ref) return context.register(dicionario);
    context.assign(ref, dicionario);
    return ref;
  }
}

/** The descriptor's Flags as pdf-lib derives them for Public Sans: Symbolic (a subset's glyphs are not the standard Latin set), not fixed-pitch, serif nor italic. */
const FLAGS_SIMBOLICA = 1 << 2;

/**
 * Public Sans regular and bold, embedded in `doc`. pdf-lib's `embedFont` builds its own embedder, so the font is
 * registered here as it does (a reference for the font dictionary, written when the document is saved).
 * `{ lembrar: false }` (tests): everything built again for this document, nothing kept.
 */
export async function fontesDoPortal(doc: PDFDocument, opcoes: { lembrar?: boolean } = {}): Promise<{ fonte: PDFFont; negrito: PDFFont }> {
  const { regular, negrito } = opcoes.lembrar === false ? { regular: lerPeso('regular', false), negrito: lerPeso('negrito', false) } : fontes();
  const embutir = (peso: PesoDaFonte) => {
    const fonte = PDFFont.of(doc.context.nextRef(), doc, new EmbutidorFixo(peso));
    (doc as unknown as { fonts: PDFFont[] }).fonts.push(fonte);
    return fonte;
  };
  return { fonte: embutir(regular), negrito: embutir(negrito) };
}

/** Whether both weights have a glyph for a code point (they cover the same 566; NUL's glyph breaks fontkit's layout); the BMP's answers remembered (0 not yet, 1 yes, 2 no). */
const desenhaveis = new Uint8Array(0x10000);
function temGlifo(codigo: number): boolean {
  const lembrado = codigo < 0x10000 ? desenhaveis[codigo] : 0;
  if (lembrado) return lembrado === 1;
  const { regular, negrito } = fontes();
  // only what the regular weight's fixed subset carries: a name never makes a document build a subset of its own
  // (20–240 ms of blocked event loop each, a new combination of rare glyphs at a time), whatever it holds
  const sim = codigo !== 0 && FAIXAS.regular.some(([de, ate]) => codigo >= de && codigo <= ate)
    && regular.fonte.hasGlyphForCodePoint(codigo) && negrito.fonte.hasGlyphForCodePoint(codigo);
  if (codigo < 0x10000) desenhaveis[codigo] = sim ? 1 : 2;
  return sim;
}

/**
 * Whether both weights lay out a grapheme with a combining mark NFC left as it is ('q́', 'A̛'): fontkit throws on a mark
 * whose base has no anchor for it (about 1 in 20 pairs of Public Sans's letters and marks). Remembered, up to 1,000.
 */
const comMarcas = new Map<string, boolean>();
function desenhaMarcas(grafema: string): boolean {
  let sim = comMarcas.get(grafema);
  if (sim === undefined) {
    const { regular, negrito } = fontes();
    try {
      regular.fonte.layout(grafema);
      negrito.fonte.layout(grafema);
      sim = true;
    } catch {
      sim = false;
    }
    if (comMarcas.size >= 1_000) comMarcas.clear();
    comMarcas.set(grafema, sim);
  }
  return sim;
}

const MARCA = /\p{M}/u;
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
 * break or tab a space, and each grapheme holding a character Public Sans has no glyph for (李, an emoji with its
 * modifiers and joiners, NUL) or a mark it cannot place on its letter ('A̛': fontkit would throw) one SUBSTITUTO.
 * Every text a PDF measures or draws passes here first.
 */
export function textoDesenhavel(texto: string): string {
  const nfc = texto.normalize('NFC');
  if (!TEM_FORMATO.test(nfc) && !MARCA.test(nfc) && tudoDesenhavel(nfc)) return nfc;
  let saida = '';
  for (const { segment } of grafemas.segment(nfc)) {
    const visivel = segment.replace(FORMATO, '');
    if (!visivel) continue;
    if (tudoDesenhavel(visivel) && (!MARCA.test(visivel) || desenhaMarcas(visivel))) saida += visivel;
    else saida += ESPACOS.test(visivel) ? ' ' : SUBSTITUTO;
  }
  return saida;
}
