import { z } from 'zod';

/**
 * A file part of a multipart body. The server's multipart reader turns each part into a
 * File (global in Node 20 and browsers); size and real type are checked by the server
 * against the bytes, not against the declared name or mime.
 */
export const ArquivoEnviado = z.instanceof(Blob, { message: 'Envie o arquivo.' });

/** A multipart field that may come once or repeated: always read as a non-empty list, of at most `maximo` items when given. */
export function umOuMais<T extends z.ZodTypeAny>(
  item: T, mensagens: { nenhum?: string; maximo?: { quantos: number; mensagem: string } } = {},
) {
  const lista = z.array(item).min(1, mensagens.nenhum ?? 'Selecione ao menos uma opção.');
  const { maximo } = mensagens;
  return z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    maximo ? lista.max(maximo.quantos, maximo.mensagem) : lista,
  );
}

/** A multipart field that may be absent, once or repeated: always read as a list. */
export function zeroOuMais<T extends z.ZodTypeAny>(item: T) {
  return z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));
}
