/** What a browser test waits for on any product's screen. */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const visivel = (l: Locator) => l.waitFor({ state: 'visible' });
export const oculto = (l: Locator) => l.waitFor({ state: 'hidden' });
export const botao = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** The page is at this path and query (client-side navigations included). */
export const emTela = (page: Page, destino: string | RegExp) => page.waitForURL((u) => (typeof destino === 'string' ? u.pathname + u.search === destino : destino.test(u.pathname + u.search)));
/**
 * Types `texto` key by key (a masked field reacts to each key), once the field takes input. A masked field is a
 * disabled stand-in until its lazy chunk arrives, and pressSequentially does not wait for it: keys sent to the
 * stand-in are lost (the retail term's CI failure: a slow chunk left the phone empty and Dados da Reserva stayed).
 */
export async function digitar(campo: Locator, texto: string) {
  await expect.poll(() => campo.isEnabled(), { message: 'o campo não ficou habilitado', timeout: 10_000 }).toBe(true);
  await campo.pressSequentially(texto);
}
/** A toast (react-hot-toast, outside <main>) with this text. */
export const toast = (page: Page, texto: string) => visivel(page.getByRole('status').filter({ hasText: texto }).first());

/** Where the screenshots a reader of the repository looks at are kept. */
export const TELAS = fileURLToPath(new URL('../../../docs/telas/', import.meta.url));

/** A screenshot into docs/telas/ once the typeface is in and the pointer is off every control (no hover state in the picture). */
export async function capturar(page: Page, nome: string) {
  mkdirSync(TELAS, { recursive: true });
  await page.mouse.move(0, (page.viewportSize()?.height ?? 740) - 1);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: `${TELAS}${nome}.png`, fullPage: true });
}
