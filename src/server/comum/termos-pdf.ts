import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';

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
 * Renders a term as a PDF. The output depends only on the term (fixed dates, no random ids),
 * so the acceptance can hash the very bytes the user was shown by rendering them again.
 */
export async function gerarTermoPdf(termo: Termo): Promise<TermoGerado> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const data = new Date(`${termo.dtVersao}T12:00:00Z`);
  doc.setTitle(termo.titulo);
  doc.setCreationDate(data);
  doc.setModificationDate(data);
  doc.setLanguage('pt-BR');
  const fonte = await doc.embedFont(StandardFonts.Helvetica);
  const negrito = await doc.embedFont(StandardFonts.HelveticaBold);
  const margem = 56;
  let pagina = doc.addPage([595, 842]); // A4
  let y = 842 - margem;
  const largura = 595 - 2 * margem;
  const escrever = (texto: string, f: PDFFont, tamanho: number, espaco = 4) => {
    for (const linha of quebrar(texto, f, tamanho, largura)) {
      if (y < margem + tamanho) {
        pagina = doc.addPage([595, 842]);
        y = 842 - margem;
      }
      pagina.drawText(linha, { x: margem, y, size: tamanho, font: f, color: rgb(0.1, 0.1, 0.1) });
      y -= tamanho + espaco;
    }
    y -= espaco;
  };
  escrever(termo.titulo, negrito, 16, 6);
  escrever(`Versão de ${termo.dtVersao.split('-').reverse().join('/')}`, fonte, 10);
  for (const linha of termo.identificacao) escrever(linha, fonte, 11, 2);
  y -= 8;
  termo.clausulas.forEach((clausula, i) => escrever(`${i + 1}. ${clausula}`, fonte, 11));
  const pdf = await doc.save({ useObjectStreams: false });
  return { pdf, sha256: createHash('sha256').update(pdf).digest('hex') };
}

function quebrar(texto: string, fonte: PDFFont, tamanho: number, largura: number): string[] {
  const linhas: string[] = [];
  let atual = '';
  for (const palavra of texto.split(/\s+/)) {
    const tentativa = atual ? `${atual} ${palavra}` : palavra;
    if (fonte.widthOfTextAtSize(tentativa, tamanho) > largura && atual) {
      linhas.push(atual);
      atual = palavra;
    } else atual = tentativa;
  }
  if (atual) linhas.push(atual);
  return linhas;
}
