import { initClient, tsRestFetchApi, type ApiFetcherArgs, type AppRouter } from '@ts-rest/core';

/** Told how many bytes of the body have gone out, of how many (0 while the browser does not know yet). */
export type AoEnviar = (enviado: number, total: number) => void;

/** What an upload call may take besides its body: the progress callback and a signal that cancels it. */
export interface OpcoesDeEnvio {
  aoEnviar?: AoEnviar;
  signal?: AbortSignal;
}

type ArgsDoEnvio = ApiFetcherArgs & { aoEnviar?: AoEnviar };

/** The response headers of an XHR, as fetch gives them. */
function cabecalhos(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const linha of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const i = linha.indexOf(':');
    if (i > 0) headers.append(linha.slice(0, i).trim(), linha.slice(i + 1).trim());
  }
  return headers;
}

/**
 * One call through XMLHttpRequest, the only browser API that reports upload progress (fetch has no upload
 * events): `upload.onprogress` feeds `aoEnviar`. Answers what ts-rest's own fetcher answers (status, JSON or
 * text body, headers), and fails as fetch fails: TypeError without network, AbortError when cancelled.
 */
export function enviarPorXhr({ path, method, headers, body, fetchOptions, aoEnviar }: ArgsDoEnvio) {
  return new Promise<{ status: number; body: unknown; headers: Headers }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const signal = fetchOptions?.signal;
    if (signal?.aborted) return reject(new DOMException('O envio foi cancelado.', 'AbortError'));
    xhr.open(method, path);
    for (const [nome, valor] of Object.entries(headers)) xhr.setRequestHeader(nome, valor);
    xhr.withCredentials = fetchOptions?.credentials === 'include'; // same-origin calls carry the session cookie anyway
    if (aoEnviar) xhr.upload.onprogress = (e) => aoEnviar(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => {
      const recebidos = cabecalhos(xhr);
      const tipo = recebidos.get('content-type') ?? '';
      let corpo: unknown = xhr.responseText;
      if (tipo.includes('application/') && tipo.includes('json')) {
        try { corpo = JSON.parse(xhr.responseText); } catch { /* a broken body stays text: the status decides */ }
      }
      resolve({ status: xhr.status, body: corpo, headers: recebidos });
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('O envio foi cancelado.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body ?? null);
  });
}

/** ts-rest's fetcher for calls that ask for progress (`aoEnviar`); every other call goes through fetch as before. */
export const apiComEnvio = (args: ArgsDoEnvio) => (args.aoEnviar ? enviarPorXhr(args) : tsRestFetchApi(args));

/**
 * A typed client of a contract whose calls take, beside their usual arguments, `aoEnviar` (upload progress):
 * `cliente.incluirX({ body, aoEnviar, fetchOptions: { signal } })`. Same options as services/comum/api.ts's clienteDe.
 */
export function clienteComEnvio<T extends AppRouter>(contract: T) {
  return initClient(contract, {
    baseUrl: '', throwOnUnknownStatus: true, credentials: 'same-origin', validateResponse: false, api: apiComEnvio,
  });
}
