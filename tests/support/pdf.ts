import { inflateSync } from 'node:zlib';

/** A stream's bytes, inflated when they are Flate (pdf-lib compresses content streams and fonts' ToUnicode maps). */
function conteudoDo(pdf: Buffer, bruto: string, objeto: { inicio: number; fim: number }): string | null {
  const i = bruto.indexOf('stream', objeto.inicio);
  if (i < 0 || i > objeto.fim) return null;
  let inicio = i + 6;
  if (bruto[inicio] === '\r') inicio++;
  if (bruto[inicio] === '\n') inicio++;
  const fim = bruto.lastIndexOf('endstream', objeto.fim);
  try { return inflateSync(pdf.subarray(inicio, fim)).toString('latin1'); } catch { return bruto.slice(inicio, fim); }
}

/** A ToUnicode CMap (bfchar and bfrange) as glyph code (hex) → text. */
function lerCmap(cmap: string): Map<string, string> {
  const mapa = new Map<string, string>();
  const texto = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const bloco of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of bloco[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g)) mapa.set(m[1]!.toUpperCase(), texto(m[2]!));
  }
  for (const bloco of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of bloco[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const [de, ate, primeiro] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
      for (let g = de; g <= ate; g++) mapa.set(g.toString(16).toUpperCase().padStart(m[1]!.length, '0'), String.fromCodePoint(primeiro + g - de));
    }
  }
  return mapa;
}

/**
 * The text drawn on the pages of a pdf-lib PDF (written without object streams), one string per text operator, in page
 * order. An embedded font's glyph codes are read through its ToUnicode map, as a PDF reader extracts text; a standard
 * font's hex strings are WinAnsi bytes.
 */
export function textoDoPdf(pdf: Buffer): string {
  const bruto = pdf.toString('latin1');
  const objetos = new Map<number, { inicio: number; fim: number; dicionario: string }>();
  for (const m of bruto.matchAll(/(\d+) 0 obj\b/g)) {
    const inicio = m.index + m[0].length;
    const fim = bruto.indexOf('endobj', inicio);
    const corpo = bruto.slice(inicio, fim);
    objetos.set(Number(m[1]), { inicio, fim, dicionario: corpo.split(/\bstream\r?\n/)[0]! });
  }
  const cmaps = new Map<number, Map<string, string> | null>();
  const cmapDaFonte = (numero: number) => {
    if (!cmaps.has(numero)) {
      const ref = objetos.get(numero)?.dicionario.match(/\/ToUnicode (\d+) 0 R/);
      const fluxo = ref ? objetos.get(Number(ref[1])) : undefined;
      const cmap = fluxo ? conteudoDo(pdf, bruto, fluxo) : null;
      cmaps.set(numero, cmap ? lerCmap(cmap) : null);
    }
    return cmaps.get(numero)!;
  };
  const textos: string[] = [];
  const paginas = [...objetos].filter(([, o]) => /\/Type \/Page\b(?!s)/.test(o.dicionario)).sort(([a], [b]) => a - b);
  for (const [, pagina] of paginas) {
    const fontes = new Map<string, number>();
    const dicionarioDeFontes = pagina.dicionario.match(/\/Font <<([\s\S]*?)>>/);
    for (const f of dicionarioDeFontes?.[1]!.matchAll(/\/(\S+) (\d+) 0 R/g) ?? []) fontes.set(f[1]!, Number(f[2]));
    const conteudos = pagina.dicionario.match(/\/Contents \[?([\d\s0R]+)\]?/)?.[1]!.matchAll(/(\d+) 0 R/g) ?? [];
    for (const ref of conteudos) {
      const fluxo = objetos.get(Number(ref[1]));
      const conteudo = fluxo ? conteudoDo(pdf, bruto, fluxo) : null;
      if (!conteudo) continue;
      let cmap: Map<string, string> | null = null;
      for (const m of conteudo.matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
        if (m[1] !== undefined) {
          const numero = fontes.get(m[1]);
          cmap = numero === undefined ? null : cmapDaFonte(numero);
        } else if (m[2] !== undefined) {
          const hex = m[2].toUpperCase();
          textos.push(cmap ? (hex.match(/.{4}/g) ?? []).map((g) => cmap!.get(g) ?? '\uFFFD').join('') : Buffer.from(hex, 'hex').toString('latin1'));
        } else textos.push(m[3]!);
      }
    }
  }
  return textos.join('\n');
}
