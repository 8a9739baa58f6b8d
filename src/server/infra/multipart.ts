import { mensagensServidor, recusa } from './mensagens';

/** The boundary a multipart Content-Type names, or null. */
function fronteiraDe(tipo: string): string | null {
  const achada = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(tipo);
  return achada ? (achada[1] ?? achada[2]!) : null;
}

/** Delimiters in the body, counted natively and no further than `maximo + 1`. */
function contarDelimitadores(corpo: Uint8Array, fronteira: string, maximo: number): number {
  const bytes = Buffer.from(corpo.buffer, corpo.byteOffset, corpo.byteLength);
  const delimitador = Buffer.from(`--${fronteira}`);
  let n = 0;
  for (let i = bytes.indexOf(delimitador); i >= 0 && n <= maximo; i = bytes.indexOf(delimitador, i + delimitador.length)) n++;
  return n;
}

/**
 * Whether a multipart body has more than `partes` parts, counted in its bytes before anything is parsed: a 10 MB body
 * of 150 000 parts is refused after one scan of its bytes (parsing it held the event loop 50-150 ms).
 */
export function partesDemais(corpo: Uint8Array, fronteira: string, partes: number): boolean {
  // n parts are n delimiters and the closing one
  return contarDelimitadores(corpo, fronteira, partes + 1) > partes + 1;
}

/**
 * A multipart/form-data body (`tipo` its Content-Type) as a plain object (a repeated field becomes a list, a file
 * part a File) for the contract's zod schema; or the refusal: 400 without a boundary or unreadable, 413 past the
 * route's `partes` (limite-corpo.ts).
 */
export async function lerMultipart(corpo: Uint8Array, tipo: string, partes: number): Promise<Record<string, unknown> | Response> {
  const fronteira = fronteiraDe(tipo);
  if (fronteira === null) return recusa(400, mensagensServidor.corpoInvalido);
  if (partesDemais(corpo, fronteira, partes)) return recusa(413, mensagensServidor.partesDemais);
  let form: FormData;
  try {
    form = await new Response(corpo as Uint8Array<ArrayBuffer>, { headers: { 'content-type': tipo } }).formData();
  } catch {
    return recusa(400, mensagensServidor.corpoInvalido);
  }
  const campos: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const [nome, valor] of form.entries()) {
    const chave = nome.endsWith('[]') ? nome.slice(0, -2) : nome;
    const atual = campos[chave];
    if (atual === undefined) campos[chave] = valor;
    else if (Array.isArray(atual)) atual.push(valor);
    else campos[chave] = [atual, valor];
  }
  return campos;
}
