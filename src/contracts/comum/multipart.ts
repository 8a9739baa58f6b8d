import { z } from 'zod';
import { lista } from './lista';

/**
 * A file part of a multipart body. The server's multipart reader turns each part into a
 * File (global in Node 20 and browsers); size and real type are checked by the server
 * against the bytes, not against the declared name or mime.
 */
export const ArquivoEnviado = z.instanceof(Blob, { message: 'Envie o arquivo.' });

/** A multipart field that may come once or repeated: always read as a non-empty list of at most `maximo.quantos` items. */
export function umOuMais<T extends z.ZodTypeAny>(
  item: T, mensagens: { nenhum?: string; maximo: { quantos: number; mensagem: string } },
) {
  return z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    lista(item, mensagens.maximo.quantos, mensagens.maximo.mensagem).min(1, mensagens.nenhum ?? 'Selecione ao menos uma opção.'),
  );
}
