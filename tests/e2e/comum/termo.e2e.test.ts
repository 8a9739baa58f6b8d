/**
 * The term-acceptance kit (views/comum/TermoAceite.tsx) on a real screen, the club's: the term is page
 * text a 360 px phone reads (clauses at 16 px or more, no sideways scroll, axe clean), the same term
 * opens as PDF, VOLTAR leaves without accepting, and the keyboard alone accepts it.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ambiente } from '../support/ambiente';
import { entrarPelaTela } from '../support/login';
import { verificarTela } from '../support/navegador';
import { botao, emTela, toast, visivel } from '../support/tela';

const PAINEL = '/produto/clube-vantagens/painel';
const TERMO = '/produto/clube-vantagens/termo';
/** Demo login whose club is bought with the term unsigned (src/server/db/seed.ts). */
const EMAIL = 'clube.termo@exemplo.com.br';
const TELAS = fileURLToPath(new URL('../../../docs/telas/', import.meta.url));

const portal = ambiente();
portal.registrarCiclo();

const deAcordo = (page: Page) => page.getByLabel('Estou de acordo com o termo acima.');
const clausulas = (page: Page) => page.getByRole('article').getByRole('list').last().getByRole('listitem');

/** Logs in and opens the club term, ready to read. */
async function abrirTermo(page: Page) {
  await entrarPelaTela(page, EMAIL);
  await page.goto(TERMO);
  await visivel(botao(page, 'Assinar termo'));
}

describe('Termo (kit de aceite) no navegador, 360 px', () => {
  it('mostra o termo como texto legível, sem rolagem lateral, com o PDF ao lado; VOLTAR sai sem assinar', async () => {
    const page = await portal.abrir();
    await abrirTermo(page);

    await visivel(page.getByRole('heading', { level: 1, name: 'Termo do Clube de Vantagens' }));
    await visivel(page.getByRole('heading', { level: 2, name: 'Termo de Adesão ao Clube de Vantagens' }));
    await visivel(page.getByText('Versão de 01/11/2026'));
    await visivel(page.getByText('Associado: Bruno do Clube'));
    await visivel(page.getByText('CPF: 390.533.447-05'));

    // numbered clauses as page text, each at 16 px or more, none wider than the phone
    const itens = clausulas(page);
    expect(await itens.count()).toBe(5);
    expect(await page.getByRole('article').getByRole('list').last().evaluate((ol) => ol.tagName)).toBe('OL');
    const medidas = await itens.evaluateAll((lis) => lis.map((li) => ({
      fonte: parseFloat(getComputedStyle(li).fontSize),
      direita: li.getBoundingClientRect().right,
    })));
    for (const [i, m] of medidas.entries()) {
      expect(m.fonte, `cláusula ${i + 1}: fonte de ${m.fonte}px`).toBeGreaterThanOrEqual(16);
      expect(m.direita, `cláusula ${i + 1} passa da tela`).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await verificarTela(page, 'termo (texto) a 360 px');

    // the same term as PDF: a blob URL opened in a new tab, and the download fallback on the same URL
    const abrirPdf = page.getByRole('link', { name: 'Abrir o termo em PDF' });
    const href = await abrirPdf.getAttribute('href');
    expect(href).toMatch(/^blob:/);
    expect(await abrirPdf.getAttribute('target')).toBe('_blank');
    const baixar = page.getByRole('link', { name: 'Baixar o PDF' });
    expect(await baixar.getAttribute('href')).toBe(href);
    // the page's CSP (connect-src 'self') keeps fetch() off blob: URLs: the download shows what the URL holds
    const [download] = await Promise.all([page.waitForEvent('download'), baixar.click()]);
    expect(download.suggestedFilename()).toBe('termo-clube-vantagens.pdf');
    const arquivo = await download.path();
    expect(readFileSync(arquivo).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await expect.poll(() => deAcordo(page).isChecked()).toBe(false);
    await expect.poll(() => botao(page, 'Assinar termo').isDisabled(), { message: 'assinar só com o "de acordo"' }).toBe(true);

    mkdirSync(TELAS, { recursive: true });
    await page.screenshot({ path: `${TELAS}termo-360.png`, fullPage: true });

    // VOLTAR leaves for the panel, which still offers the term; nothing was signed
    const aceites: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/api/Clube/AceitarTermoClubeVantagens')) aceites.push(r.method()); });
    await botao(page, 'VOLTAR').click();
    await emTela(page, PAINEL);
    await visivel(page.getByRole('link', { name: 'Assinar Termo' }));
    expect(aceites).toEqual([]);
  });

  it('só com o teclado: Tab até o "de acordo", Espaço, Tab até o botão, Enter assina e vai ao painel', async () => {
    const page = await portal.abrir();
    await abrirTermo(page);

    // Tab from the top of the page until the checkbox has focus (links and the header come first)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let passos = 0;
    while (!(await deAcordo(page).evaluate((el) => el === document.activeElement))) {
      expect(++passos, 'o "de acordo" se alcança com Tab').toBeLessThan(30);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Space');
    await expect.poll(() => deAcordo(page).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await botao(page, 'Assinar termo').evaluate((el) => el === document.activeElement), 'o botão vem logo depois do "de acordo"').toBe(true);
    await page.keyboard.press('Enter');

    await emTela(page, PAINEL);
    await toast(page, 'Termo assinado com sucesso!');
    await visivel(page.getByRole('tablist', { name: 'Seções do clube' }));
  });
});
