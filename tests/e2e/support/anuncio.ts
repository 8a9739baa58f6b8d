/** The club's ad form as a merchant fills it, for the browser tests that go through it. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { AGORA_FIXO } from './ambiente';
import { visivel } from './tela';

// ── dates: the pinned day (a file that fills the ad pins its clocks at AGORA_FIXO) and a month later ───
export const br = (iso: string) => iso.split('-').reverse().join('/');
export const HOJE = AGORA_FIXO.slice(0, 10);
export const UM_MES = '2027-04-10';

/** Step cadastro of the ad form, every required field (and a few optional ones) filled. */
export async function preencherCadastro(page: Page, titulo: string) {
  await visivel(page.getByRole('heading', { name: 'Passo 1 de 2: Cadastro' }));
  await page.getByLabel('Título do anúncio').fill(titulo);
  await page.getByRole('group', { name: 'Tipo de atividade' }).getByRole('radio', { name: 'Comércio' }).check();
  await page.getByLabel('Descrição da atividade').fill('Padaria e confeitaria artesanal no centro, pães de fermentação natural.');
  await page.getByLabel('Site ou redes sociais').fill('https://paoquente.exemplo.com.br');
  await page.getByLabel('Desconto oferecido').fill('15%');
  await page.getByLabel('Descrição do desconto').fill('15% de desconto em todos os produtos da loja, mediante apresentação da carteirinha.');
  await page.getByRole('checkbox', { name: 'Alimentação' }).check();
  await page.getByRole('group', { name: 'Autoriza o uso da sua marca na divulgação do Clube de Vantagens?' })
    .getByRole('radio', { name: 'Sim' }).check();
  await page.getByLabel('Data de início').fill(HOJE);
  await page.getByLabel('Data de término').fill(UM_MES);
  expect(await page.getByLabel('Data de início').inputValue()).toBe(HOJE);
  expect(await page.getByLabel('Data de término').inputValue()).toBe(UM_MES);
}
