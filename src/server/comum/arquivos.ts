import { createHash } from 'node:crypto';
import { mensagensDoArquivo, TAMANHO_MAXIMO_ARQUIVO } from '../../domain/comum/arquivos';

/** What the first bytes of a file say it is (DESIGN.md: type checked by magic bytes). */
export type TipoArquivo = 'jpeg' | 'png' | 'gif' | 'eps' | 'pdf' | 'zip' | 'ole2';

export const MIME: Record<TipoArquivo, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  eps: 'application/postscript',
  pdf: 'application/pdf',
  zip: 'application/zip',
  ole2: 'application/x-ole-storage',
};

const comeca = (bytes: Uint8Array, assinatura: readonly number[], desde = 0) =>
  bytes.length >= desde + assinatura.length && assinatura.every((b, i) => bytes[desde + i] === b);
const ascii = (texto: string) => [...texto].map((c) => c.charCodeAt(0));

const ASSINATURAS: [TipoArquivo, readonly number[]][] = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['gif', ascii('GIF87a')],
  ['gif', ascii('GIF89a')],
  // EPS: PostScript text header, or the binary "DOS EPS" header C5 D0 D3 C6
  ['eps', ascii('%!PS-Adobe-')],
  ['eps', [0xc5, 0xd0, 0xd3, 0xc6]],
  ['pdf', ascii('%PDF-')],
  // .xlsx is a zip (local file header); empty or spanned zips are not spreadsheets
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  // old binary .xls (and .doc…): OLE2 compound file
  ['ole2', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
];

/** The file's type by its magic bytes, whatever its name or declared mime say; null if unknown. */
export function tipoPelosBytes(bytes: Uint8Array): TipoArquivo | null {
  const tipo = ASSINATURAS.find(([, assinatura]) => comeca(bytes, assinatura))?.[0] ?? null;
  // a text EPS names itself on its first line (%!PS-Adobe-3.0 EPSF-3.0); plain PostScript is a document, not an image
  if (tipo === 'eps' && bytes[0] === 0x25 && !primeiraLinha(bytes).includes(' EPSF-')) return null;
  return tipo;
}

function primeiraLinha(bytes: Uint8Array): string {
  const fim = bytes.subarray(0, 80).findIndex((b) => b === 0x0a || b === 0x0d);
  return Buffer.from(bytes.subarray(0, fim < 0 ? 80 : fim)).toString('latin1');
}

export interface ArquivoLido {
  nome: string;
  tipo: TipoArquivo;
  mime: string;
  bytes: Uint8Array;
  sha256: string;
}

/**
 * A file's refusal: the sentence, and (issue 27) the multipart part it is about, so the screen marks that file's card:
 * `campo` its name, `indice` its place among the parts of that name when the field sends a list (0 the first).
 */
export type CorpoDaRecusa = { mensagem: string; campo?: string; indice?: number };
export type Recusa = { status: 400; body: CorpoDaRecusa } | { status: 413; body: CorpoDaRecusa };
/** Which part a refusal is about: a slot's name, or a list's name and the file's place in it. */
export type ParteDoArquivo = string | { campo: string; indice: number };

const doCampo = (parte: ParteDoArquivo | undefined) => (parte === undefined ? {} : typeof parte === 'string' ? { campo: parte } : { ...parte });

/** §9: 413 for a part over 10 MB. http.ts caps the whole body at 11 MB, so a 10.5 MB file gets here. */
export function recusaDeTamanho(arquivo: Blob, campo?: ParteDoArquivo): Recusa | null {
  return arquivo.size > TAMANHO_MAXIMO_ARQUIVO ? { status: 413, body: { mensagem: mensagensDoArquivo.arquivoGrande, ...doCampo(campo) } } : null;
}

/**
 * Reads an uploaded part and checks it before anything is stored: at most 10 MB (§9, 413),
 * not empty, and bytes of one of the `aceitos` types (400 with `mensagemTipo`). `campo`, the part (its name, and its place
 * in a list), goes in the refusal (issue 27: the screen marks that file's card with the reason).
 */
export async function lerArquivoEnviado(
  arquivo: Blob, aceitos: readonly TipoArquivo[], rotulo: string, mensagemTipo: string, campo?: ParteDoArquivo,
): Promise<{ ok: true; arquivo: ArquivoLido } | { ok: false; recusa: Recusa }> {
  const grande = recusaDeTamanho(arquivo, campo);
  if (grande) return { ok: false, recusa: grande };
  if (arquivo.size === 0) return { ok: false, recusa: { status: 400, body: { mensagem: mensagensDoArquivo.arquivoVazio(rotulo), ...doCampo(campo) } } };
  const bytes = new Uint8Array(await arquivo.arrayBuffer());
  const tipo = tipoPelosBytes(bytes);
  if (!tipo || !aceitos.includes(tipo)) return { ok: false, recusa: { status: 400, body: { mensagem: mensagemTipo, ...doCampo(campo) } } };
  const nome = (arquivo instanceof File ? arquivo.name : '').slice(0, 200) || rotulo;
  return { ok: true, arquivo: { nome, tipo, mime: MIME[tipo], bytes, sha256: createHash('sha256').update(bytes).digest('hex') } };
}
