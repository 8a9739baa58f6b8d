import { onTestFinished, vi } from 'vitest';

const fetchDoNode = globalThis.fetch;

/**
 * Stands in for `fetch` until the current test ends: the services' calls get these JSON answers in
 * order, the last one for every call after it. Returns the mock, whose calls are `[url, init]`.
 */
export function responderFetch(...respostas: [status: number, corpo: unknown][]) {
  const fila = [...respostas];
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const [status, corpo] = fila.length > 1 ? fila.shift()! : fila[0]!;
    return new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  // only fetch goes back: files also stub `navigator` for the whole file
  onTestFinished(() => { globalThis.fetch = fetchDoNode; });
  return fetch;
}
