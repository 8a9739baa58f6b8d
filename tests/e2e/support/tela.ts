/** What a browser test waits for on any product's screen. */
import type { Locator, Page } from 'playwright-core';

export const visivel = (l: Locator) => l.waitFor({ state: 'visible' });
export const oculto = (l: Locator) => l.waitFor({ state: 'hidden' });
export const botao = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** The page is at this path and query (client-side navigations included). */
export const emTela = (page: Page, destino: string) => page.waitForURL((u) => u.pathname + u.search === destino);
/** A toast (react-hot-toast, outside <main>) with this text. */
export const toast = (page: Page, texto: string) => visivel(page.getByRole('status').filter({ hasText: texto }).first());
