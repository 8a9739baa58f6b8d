/**
 * The HTML report of generated paths (`npm run paths -- --html`) in Chromium: offline (no request
 * leaves the file), every state and transition drawn, and a click on a scenario highlights its path
 * on the diagram. Keeps a screenshot of one diagram for QA's guide (docs/qa/).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelos } from '../../support/modelos';
import { analisar, type Analise } from '../../support/relatorio';
import { htmlDoRelatorio } from '../../support/relatorio-html';
import { abrirNavegador } from '../support/navegador';

const QA = fileURLToPath(new URL('../../../docs/qa/', import.meta.url));

describe('relatório HTML dos caminhos', () => {
  let browser: Browser;
  let page: Page;
  let pasta: string;
  let analises: Analise[];
  const pedidos: string[] = [];
  const erros: string[] = [];

  beforeAll(async () => {
    analises = modelos.map(analisar);
    pasta = mkdtempSync(join(tmpdir(), 'portal-relatorio-'));
    writeFileSync(join(pasta, 'caminhos.html'), await htmlDoRelatorio(analises));
    browser = await abrirNavegador();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('request', (r) => { if (!r.url().startsWith('file:')) pedidos.push(r.url()); });
    page.on('pageerror', (e) => erros.push(e.message));
    await page.goto(pathToFileURL(join(pasta, 'caminhos.html')).href);
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(pasta, { recursive: true, force: true });
  });

  it('desenha cada estado e cada transição de cada máquina, sem pedir nada à rede', async () => {
    for (const a of analises) {
      const secao = page.locator(`section[data-fluxo="${a.modelo.nome}"]`);
      expect(await secao.locator('svg.diagrama [data-estado]').count(), a.modelo.nome).toBe(a.estados.length);
      expect(await secao.locator('svg.diagrama [data-transicao]').count(), a.modelo.nome).toBe(a.transicoes.length);
      expect(await secao.locator('button.cenario').count(), a.modelo.nome).toBe(a.cenarios.length);
    }
    expect(pedidos).toEqual([]);
    expect(erros).toEqual([]);
  });

  it('um clique num cenário realça o caminho dele no diagrama; outro clique apaga', async () => {
    const termo = analises.find((a) => a.modelo.nome === 'clube-termo')!;
    const cenario = termo.cenarios[0]!;
    const secao = page.locator('section[data-fluxo="clube-termo"]');
    const svg = secao.locator('svg.diagrama');
    const botao = secao.locator(`button.cenario[data-cenario="${cenario.id}"]`);
    await botao.click();
    expect(await botao.getAttribute('aria-pressed')).toBe('true');
    expect(await svg.getAttribute('class')).toContain('com-realce');
    const realcados = async (atributo: string) =>
      (await svg.locator(`.realce[${atributo}]`).evaluateAll((els, a) => els.map((el) => el.getAttribute(a)), atributo)).sort();
    expect(await realcados('data-estado')).toEqual([...cenario.estados].sort());
    expect(await realcados('data-transicao')).toEqual([...cenario.transicoes].sort());
    // a transition the path does not take stays dimmed
    const fora = termo.transicoes.find((t) => !cenario.transicoes.includes(t.label))!;
    expect(await svg.locator(`[data-transicao="${fora.label}"]`).getAttribute('class')).not.toContain('realce');
    // its scenario text opens below the button
    await expect.poll(() => secao.locator(`#${cenario.id.replace('#', '-')} pre`).isVisible()).toBe(true);
    mkdirSync(QA, { recursive: true });
    // the whole diagram for the guide, not the scrolling box's window onto it
    await secao.locator('.quadro').evaluate((q: HTMLElement) => { q.style.overflow = 'visible'; q.style.maxHeight = 'none'; });
    await svg.screenshot({ path: join(QA, 'diagrama-clube-termo.png') });
    await secao.locator('.quadro').evaluate((q: HTMLElement) => { q.style.overflow = ''; q.style.maxHeight = ''; });
    await botao.click();
    expect(await svg.getAttribute('class')).not.toContain('com-realce');
    expect(await svg.locator('.realce').count()).toBe(0);
  });

  it('a tabela de regras liga cada regra aos cenários que a exercitam', async () => {
    const linha = page.locator('#regras tr', { hasText: '§5.5a' });
    await linha.locator('a', { hasText: 'clube-termo#' }).first().click();
    expect(new URL(page.url()).hash).toMatch(/^#clube-termo-\d+$/);
    expect(await page.locator('#regras').getByText('FALTA').count()).toBe(0);
  });
});
