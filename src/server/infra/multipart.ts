import type { TsRestRequest } from '@ts-rest/serverless/fetch';
import type { Resposta } from './despacho';
import { limiteDaRota } from './limite-corpo';
import { mensagensServidor, recusa } from './mensagens';

/** The boundary a multipart Content-Type names, or null. */
function fronteiraDe(tipo: string): string | null {
  const achada = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(tipo);
  return achada ? (achada[1] ?? achada[2]!) : null;
}

/** Delimiters in the body, counted natively and no further than `maximo + 1`. */
function contarDelimitadores(corpo: Buffer, fronteira: string, maximo: number): number {
  const delimitador = Buffer.from(`--${fronteira}`);
  let n = 0;
  for (let i = corpo.indexOf(delimitador); i >= 0 && n <= maximo; i = corpo.indexOf(delimitador, i + delimitador.length)) n++;
  return n;
}

/**
 * Whether a multipart body (`tipo` its Content-Type) has more than `partes` parts, counted in its bytes. http.ts
 * asks on the bytes it read, before any Request is built: a 10 MB body of 150 000 parts is refused without the
 * two more copies of it a Request and its reading would make (their collection held the event loop 50-150 ms).
 */
export function partesDemais(corpo: Buffer, tipo: string, partes: number): boolean {
  const fronteira = /^multipart\//i.test(tipo) ? fronteiraDe(tipo) : null;
  // n parts are n delimiters and the closing one
  return fronteira !== null && contarDelimitadores(corpo, fronteira, partes + 1) > partes + 1;
}

/**
 * ts-rest reads JSON and text bodies itself; this reads multipart ones into a plain object (a
 * repeated field becomes a list, a file part a File) so the contract's zod schema checks them.
 * Only routes whose contract takes multipart get here with one, and no body may have more parts
 * than its route's fields (limite-corpo.ts): the parts are counted before anything is parsed, so
 * a body of 24 000 fields costs one scan of its bytes. Answers 400 or 413 itself, never throws.
 */
export async function lerMultipart(request: TsRestRequest): Promise<Resposta | void> {
  const tipo = request.headers.get('content-type') ?? '';
  if (!/^multipart\//i.test(tipo)) return;
  const { partes } = limiteDaRota(request.method, new URL(request.url).pathname);
  const fronteira = fronteiraDe(tipo);
  if (partes === undefined || fronteira === null || !/^multipart\/form-data/i.test(tipo)) return recusa(400, mensagensServidor.corpoInvalido);
  const corpo = Buffer.from(await request.arrayBuffer());
  // http.ts counted the parts already (partesDemais); this guards a caller of the app that did not
  if (partesDemais(corpo, tipo, partes)) return recusa(413, mensagensServidor.partesDemais);
  let form: FormData;
  try {
    form = await new Response(corpo, { headers: { 'content-type': tipo } }).formData();
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
  request.content = campos;
}
