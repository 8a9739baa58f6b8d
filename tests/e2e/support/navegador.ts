import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM } from './chromium';

export const VIEWPORTS = {
  movel: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/** One browser per test file (playwright gives it a fresh --user-data-dir). */
export function abrirNavegador(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
    timeout: 30_000,
    // Chromium does not start under libfaketime (a whole run under faketime, as test:datas does): it keeps the real
    // clock, and a file whose dates matter pins its pages' clock (ambiente's `agora`)
    env: Object.fromEntries(Object.entries(process.env).filter(([nome]) => nome !== 'LD_PRELOAD' && !nome.startsWith('FAKETIME'))),
  });
}

export interface Aba {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors the page threw (a view that crashed). */
  errosDaPagina: string[];
  /** The context's last API answers ("POST /api/… → 409"), for a failed test's report. */
  respostas: string[];
  fechar(): Promise<void>;
}

const RESPOSTAS_GUARDADAS = 30;

/**
 * A new context (cookies of its own) and page per test, at 360 px unless told otherwise. With `relogio` (a server's
 * pinned clock), the page's clock starts at the server's now and runs from there (Playwright's clock: Date and timers).
 */
export async function novaAba(browser: Browser, baseURL: string, tamanho: keyof typeof VIEWPORTS = 'movel', relogio?: () => Date): Promise<Aba> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[tamanho], locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  if (relogio) await context.clock.install({ time: relogio() });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  const page = await context.newPage();
  const errosDaPagina: string[] = [];
  page.on('pageerror', (e) => errosDaPagina.push(e.message));
  const respostas: string[] = [];
  context.on('response', (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/api/')) return;
    respostas.push(`${r.request().method()} ${url.pathname}${url.search} → ${r.status()}`);
    if (respostas.length > RESPOSTAS_GUARDADAS) respostas.shift();
  });
  return { context, page, errosDaPagina, respostas, fechar: () => context.close().catch(() => {}) };
}

/**
 * What a failed test leaves to read (CI shows only text): each page's address, headings, alerts and toasts, the
 * context's last API answers, and a screenshot in `pasta`.
 */
export async function relatarFalha(aba: Aba, nome: string, pasta: string): Promise<string> {
  const linhas = [`contexto de "${nome}": últimas respostas da API`, ...aba.respostas.map((r) => `  ${r}`)];
  const paginas = aba.context.pages();
  for (const [i, page] of paginas.entries()) {
    const tela = await page.evaluate(() => {
      const textos = (sel: string) => [...document.querySelectorAll(sel)].map((e) => (e as HTMLElement).innerText.trim()).filter(Boolean);
      return { titulos: textos('h1, h2'), avisos: textos('[role=alert], [role=status]') };
    }).catch((e: Error) => ({ titulos: [], avisos: [`(página ilegível: ${e.message})`] }));
    const arquivo = `${pasta}/${nome.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}-${i}.png`;
    await page.screenshot({ path: arquivo, fullPage: true }).catch(() => {});
    linhas.push(`página ${i}: ${page.url()}`, `  títulos: ${tela.titulos.join(' | ')}`, `  avisos: ${tela.avisos.join(' | ')}`, `  imagem: ${arquivo}`);
  }
  return linhas.join('\n');
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violacao { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }

/**
 * axe-core on the page as it is now (WCAG 2.0/2.1 A and AA); the test fails listing every violation.
 * page.addScriptTag cannot inject it: the portal's CSP (script-src 'self') refuses inline scripts,
 * and bypassing CSP would hide the app's own violations. So the source is evaluated through the
 * DevTools protocol, which CSP does not govern.
 */
export async function verificarAcessibilidade(page: Page, tela = page.url()): Promise<void> {
  if (!(await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object'))) await page.evaluate(AXE);
  const violacoes = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    // no screen embeds a frame; were one added, its own document would need its own check
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      iframes: false,
      resultTypes: ['violations'],
    });
    return r.violations;
  }) as Violacao[];
  // soft: one screen's violations do not hide the screens after it; the test still fails at the end
  const lista = violacoes.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes
    .map((n) => `${JSON.stringify(n.target)}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`).join(' | ')}`);
  expect.soft(lista, `violações de acessibilidade (axe) em ${tela}`).toEqual([]);
}

/** No horizontal scroll: the page is no wider than the viewport (360 px on phones). */
export async function verificarSemRolagemHorizontal(page: Page, tela = page.url()): Promise<void> {
  const largura = page.viewportSize()?.width ?? 360;
  const rolagem = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(rolagem, `rolagem horizontal em ${tela}: ${rolagem}px > ${largura}px`).toBeLessThanOrEqual(largura);
}

/** Both checks every screen gets. */
export async function verificarTela(page: Page, tela = page.url()): Promise<void> {
  await verificarAcessibilidade(page, tela);
  await verificarSemRolagemHorizontal(page, tela);
}
