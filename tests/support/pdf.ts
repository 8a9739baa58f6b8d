import { inflateSync } from 'node:zlib';

/** The text drawn on the pages of a pdf-lib PDF (Flate content streams, WinAnsi hex strings). */
export function textoDoPdf(pdf: Buffer): string {
  const bruto = pdf.toString('latin1');
  const textos: string[] = [];
  let i = 0;
  while ((i = bruto.indexOf('stream', i)) >= 0) {
    if (bruto.slice(i - 3, i) === 'end') { i += 6; continue; }
    let inicio = i + 6;
    if (bruto[inicio] === '\r') inicio++;
    if (bruto[inicio] === '\n') inicio++;
    const fim = bruto.indexOf('endstream', inicio);
    let conteudo: string;
    try { conteudo = inflateSync(pdf.subarray(inicio, fim)).toString('latin1'); } catch { conteudo = bruto.slice(inicio, fim); }
    for (const m of conteudo.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) textos.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
    for (const m of conteudo.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) textos.push(m[1]!);
    i = fim + 9;
  }
  return textos.join('\n');
}
