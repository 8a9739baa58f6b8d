/**
 * Files a test sends: images by their magic bytes (what the server checks, never the name or the declared
 * type), a PNG a browser can draw, and the File a form carries.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** These first bytes, then `resto` random ones (random: two files never share a hash). */
export const bytes = (cabeca: number[] | string, resto = 256) =>
  Buffer.concat([typeof cabeca === 'string' ? Buffer.from(cabeca, 'latin1') : Buffer.from(cabeca), randomBytes(resto)]);
export const PNG = (resto?: number) => bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], resto);
export const JPEG = (resto?: number) => bytes([0xff, 0xd8, 0xff, 0xe0], resto);
export const GIF = (resto?: number) => bytes('GIF89a', resto);
export const EPS = (resto?: number) => bytes('%!PS-Adobe-3.0 EPSF-3.0\n', resto);
/** An EPS with the DOS binary header (a TIFF or WMF preview before the PostScript). */
export const EPS_DOS = (resto?: number) => bytes([0xc5, 0xd0, 0xd3, 0xc6], resto);
/** A text file that claims to be a PNG by name and mime. */
export const FALSO_PNG = () => Buffer.from('isto não é uma imagem, apesar do nome');

/** A File as a form sends it (the type is only what the browser declares). */
export const arquivo = (conteudo: Uint8Array, nome: string, tipo = 'application/octet-stream') =>
  new File([conteudo as Uint8Array<ArrayBuffer>], nome, { type: tipo });

function pedaco(tipo: string, dados: Buffer): Buffer {
  const tamanho = Buffer.alloc(4);
  tamanho.writeUInt32BE(dados.length);
  const corpo = Buffer.concat([Buffer.from(tipo, 'latin1'), dados]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(corpo));
  return Buffer.concat([tamanho, corpo, crc]);
}

/** A real PNG of one colour (8-bit RGB), largura x altura: what a browser shows as a preview. */
export function pngDeCor(largura: number, altura: number, [r, g, b]: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // depth 8, colour type RGB, deflate, no filter method, no interlace
  const linha = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: largura }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: altura }, () => linha));
  return Buffer.concat([PNG(0), pedaco('IHDR', ihdr), pedaco('IDAT', deflateSync(pixels)), pedaco('IEND', Buffer.alloc(0))]);
}
