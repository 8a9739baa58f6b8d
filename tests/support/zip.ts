/**
 * Zip files written byte by byte, for tests and the bench that need what no zip writer makes: entries whose
 * declared sizes lie (zip bombs), stored entries of any contents, sizes left to a data descriptor.
 */
import { constants as zlib, crc32, deflateRawSync } from 'node:zlib';

/**
 * An entry written as given: `dados` is raw deflate (method 8), and the zip declares `declarado` as its
 * uncompressed size. With `descritor` the local header leaves the sizes to a data descriptor after the
 * data (bit 3, as streaming zip writers do), so only the central directory declares them.
 */
export interface EntradaCrua { dados: Buffer; declarado: number; descritor?: boolean }

/** A zip of these entries: a string is stored (uncompressed); it passes the zip checks whatever the contents. */
export function zip(arquivos: Record<string, string | EntradaCrua>): Uint8Array {
  const locais: Buffer[] = [];
  const centrais: Buffer[] = [];
  let deslocamento = 0;
  for (const [nome, conteudo] of Object.entries(arquivos)) {
    const n = Buffer.from(nome);
    const crua = typeof conteudo === 'string' ? null : conteudo;
    const dados = typeof conteudo === 'string' ? Buffer.from(conteudo) : conteudo.dados;
    const descompactado = crua ? crua.declarado : dados.length;
    const crc = crua ? 0 : crc32(dados); // nothing here checks a deflated entry's CRC
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(crua?.descritor ? 8 : 0, 6);
    local.writeUInt16LE(crua ? 8 : 0, 8);
    if (!crua?.descritor) {
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(dados.length, 18);
      local.writeUInt32LE(descompactado, 22);
    }
    local.writeUInt16LE(n.length, 26);
    const descritor = Buffer.alloc(crua?.descritor ? 16 : 0);
    if (crua?.descritor) {
      descritor.writeUInt32LE(0x08074b50, 0);
      descritor.writeUInt32LE(dados.length, 8);
      descritor.writeUInt32LE(descompactado, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(crua?.descritor ? 8 : 0, 8);
    central.writeUInt16LE(crua ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(dados.length, 20);
    central.writeUInt32LE(descompactado, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(deslocamento, 42);
    locais.push(local, n, dados, descritor);
    centrais.push(central, n);
    deslocamento += 30 + n.length + dados.length + descritor.length;
  }
  const diretorio = Buffer.concat(centrais);
  const fim = Buffer.alloc(22);
  fim.writeUInt32LE(0x06054b50, 0);
  fim.writeUInt16LE(centrais.length / 2, 8);
  fim.writeUInt16LE(centrais.length / 2, 10);
  fim.writeUInt32LE(diretorio.length, 12);
  fim.writeUInt32LE(deslocamento, 16);
  return new Uint8Array(Buffer.concat([...locais, diretorio, fim]));
}

/** The parts of a one-sheet workbook around its sheet (inline strings: no sharedStrings entry needed). */
export const pastaDeTrabalho = {
  '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  'xl/workbook.xml': '<workbook><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels': '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
};

/**
 * Raw deflate of `inicio`, then `bloco` repeated `vezes`, then `fim`, built in milliseconds: each part
 * ends in a full flush, so it refers to nothing before it and one compressed block can be repeated.
 */
export function deflateRepetido(inicio: string, bloco: string, vezes: number, fim: string): Buffer {
  const cheio = { finishFlush: zlib.Z_FULL_FLUSH, level: 9 };
  const repetido = deflateRawSync(bloco, cheio);
  return Buffer.concat([deflateRawSync(inicio, cheio), ...Array<Buffer>(vezes).fill(repetido), deflateRawSync(fim)]);
}

export const MB = 1024 * 1024;
/** One MB of empty cells: `<c/>` repeats every 4 bytes, which deflate packs about 1 000 to 1. */
export const celulasVazias = '<c/>'.repeat(MB / 4);

/**
 * A zip bomb: a sheet whose XML inflates to `mb` MB (a CPF header, then one row of empty cells) from
 * about `mb` KB, while the zip declares 1 000 bytes for it (with `descritor`, in the central directory only).
 */
export function bomba(mb = 400, descritor = false): Uint8Array {
  const dados = deflateRepetido(
    '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>CPF</t></is></c></row><row r="2">',
    celulasVazias, mb, '</row></sheetData></worksheet>',
  );
  return zip({ ...pastaDeTrabalho, 'xl/worksheets/sheet1.xml': { dados, declarado: 1000, descritor } });
}

