/**
 * What the staff console's browser tests share (atendimento and revisao): logged-in API clients beside the test's tab,
 * for the setup a test is not about.
 */
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import type { ambiente } from '../support/ambiente';
import { SENHA } from '../support/login';

/**
 * `apiDe(email)`: a logged-in API client of its own (a context whose cookies are apart from the test's tab), on the
 * file's portal (read when called); every one is closed after the file's tests.
 */
export function clientesDeApi(portal: ReturnType<typeof ambiente>) {
  const contextos: BrowserContext[] = [];
  afterAll(async () => { await Promise.all(contextos.map((c) => c.close().catch(() => {}))); });
  return async function apiDe(email: string): Promise<APIRequestContext> {
    const contexto = await portal.browser.newContext({ baseURL: portal.servidor.url });
    contextos.push(contexto);
    const r = await contexto.request.post('/login', { data: { email, senha: SENHA } });
    expect(r.status(), `login de ${email}`).toBe(200);
    return contexto.request;
  };
}
