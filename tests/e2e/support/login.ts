import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export const SENHA = 'portal123';

/** Fills the login form as a user would and submits it (no assertion on where it lands). */
export async function preencherLogin(page: Page, email: string, senha = SENHA): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Opens /login and logs in through the form; waits until the login screen is gone. */
export async function entrarPelaTela(page: Page, email: string, senha = SENHA): Promise<void> {
  await page.goto('/login');
  await preencherLogin(page, email, senha);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** A session cookie for the context without the form (for tests about something else). */
export async function entrarPorApi(context: BrowserContext, email: string, senha = SENHA): Promise<void> {
  const resposta = await context.request.post('/login', { data: { email, senha } });
  expect(resposta.status(), `login de ${email}`).toBe(200);
}
