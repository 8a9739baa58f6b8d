import type { TsRestRequest } from '@ts-rest/serverless/fetch';

/**
 * ts-rest reads JSON and text bodies itself; this reads multipart ones into a plain object
 * (a repeated field becomes a list, a file part a File) so the contract's zod schema checks them.
 */
export async function lerMultipart(request: TsRestRequest): Promise<void> {
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return;
  const form = await request.formData();
  const campos: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const [nome, valor] of form.entries()) {
    const chave = nome.endsWith('[]') ? nome.slice(0, -2) : nome;
    const atual = campos[chave];
    campos[chave] = atual === undefined ? valor : Array.isArray(atual) ? [...atual, valor] : [atual, valor];
  }
  request.content = campos;
}
