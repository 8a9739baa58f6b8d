/**
 * The portal's one look (issue 9, §1), in Chromium: the typeface is served by the portal itself and
 * applied; every route names its tab and, after a navigation the user caused, focus lands on the page's
 * h1 (not on first load); the header at 360 px shows the first name and SAIR without sideways scroll,
 * even for a long name; buttons have one style per role, all in capitals, 44 px targets, AA contrast and
 * a visible focus ring; axe is clean at 360 and 1280 px. Saves the screenshots in docs/telas/.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ambiente } from '../support/ambiente';
import { entrarPelaTela, preencherLogin } from '../support/login';
import { verificarTela } from '../support/navegador';
import { botao, capturar, emTela, visivel } from '../support/tela';

const PAINEL = '/produto/clube-vantagens/painel';
const USUARIOS = '/produto/clube-vantagens/formulario/usuarios';
/** Demo login with the club active and its term signed: Carla Clube Ativo (src/server/db/seed.ts). */
const EMAIL = 'clube.ativo@exemplo.com.br';
const FONTE = 'Public Sans';

const portal = ambiente();
portal.registrarCiclo();

const titulo = (pagina: string) => `${pagina} — Portal do Associado`;
const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const marca = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Portal do Associado', exact: true });
const sair = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true });
/** The focused element's text and tag, to poll on. */
const emFoco = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName}: ${document.activeElement?.textContent?.trim() ?? ''}`);


type Rgb = [number, number, number];
const rgb = (cor: string): Rgb => cor.match(/[\d.]+/g)!.slice(0, 3).map(Number) as Rgb;
const luminancia = ([r, g, b]: Rgb) => {
  const canal = (c: number) => { const v = c / 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * canal(r) + 0.7152 * canal(g) + 0.0722 * canal(b);
};
/** WCAG contrast ratio of two CSS colours. */
const contraste = (a: string, b: string) => {
  const [claro, escuro] = [luminancia(rgb(a)), luminancia(rgb(b))].sort((x, y) => y - x) as [number, number];
  return (claro + 0.05) / (escuro + 0.05);
};

/** What a button's look is made of, as the browser computed it; `fundo` is the first opaque background behind its text. */
function estiloDe(l: Locator) {
  return l.evaluate((el) => {
    const s = getComputedStyle(el);
    let fundo = s.backgroundColor;
    for (let p: Element | null = el; p && /rgba\(.*, 0\)|transparent/.test(fundo); p = p.parentElement) fundo = getComputedStyle(p).backgroundColor;
    const caixa = el.getBoundingClientRect();
    return {
      classe: el.className, texto: el.textContent?.trim() ?? '', textTransform: s.textTransform, fontFamily: s.fontFamily,
      fontWeight: s.fontWeight, fontSize: s.fontSize, letterSpacing: s.letterSpacing, cor: s.color, fundo,
      largura: caixa.width, altura: caixa.height, textDecoration: s.textDecorationLine, raio: s.borderTopLeftRadius,
    };
  });
}

describe('Um visual só (issue 9, §1)', () => {
  it('a fonte é servida pelo próprio portal (woff2 latino, swap) e aplicada; o login em 360 px', async () => {
    const page = await portal.abrir('movel');
    const pedidos: string[] = [];
    page.on('request', (r) => pedidos.push(r.url()));
    const fonte = page.waitForResponse((r) => r.url().endsWith('.woff2'));
    // whether the typeface is on before React draws anything (the app's modules run before DOMContentLoaded)
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { fonteNoInicio: boolean }).fonteNoInicio = document.documentElement.classList.contains('fonte-portal');
    }));
    const fonteNoInicio = () => page.evaluate(() => (window as unknown as { fonteNoInicio?: boolean }).fonteNoInicio);
    await page.goto('/login');
    await visivel(botao(page, 'Entrar'));

    const resposta = await fonte;
    const url = new URL(resposta.url());
    expect(url.origin, 'a fonte vem do portal').toBe(portal.servidor.url);
    expect(url.pathname).toMatch(/^\/assets\/public-sans-latin-wght-normal-[\w-]+\.woff2$/);
    expect(resposta.status()).toBe(200);
    expect(resposta.headers()['content-type']).toBe('font/woff2');
    expect(pedidos.filter((p) => new URL(p).origin !== portal.servidor.url), 'nenhum outro endereço').toEqual([]);
    expect(pedidos.filter((p) => /\.(woff2?|ttf|otf)$/.test(p)), 'um arquivo de fonte só').toHaveLength(1);

    // applied (computed family, the face loaded, with swap)...
    for (const elemento of [h1(page), page.getByLabel('E-mail'), botao(page, 'Entrar')]) {
      await expect.poll(() => elemento.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(new RegExp(`^"?${FONTE}"?,`));
    }
    await expect.poll(() => page.evaluate((f) => document.fonts.check(`700 16px "${f}"`), FONTE)).toBe(true);
    const faces = await page.evaluate(() => [...document.fonts].map((f) => ({ family: f.family.replace(/"/g, ''), display: f.display, status: f.status })));
    expect(faces).toContainEqual({ family: FONTE, display: 'swap', status: 'loaded' });
    // ...and never in the way of the first paint: the file is asked for after it (first visit, nothing cached)
    const [pedidoDaFonte, primeiraPintura] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((e) => e.name.endsWith('.woff2'))?.startTime ?? -1,
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    ]);
    expect(pedidoDaFonte, `fonte pedida em ${pedidoDaFonte} ms, primeira pintura em ${primeiraPintura} ms`).toBeGreaterThan(primeiraPintura);
    expect(await fonteNoInicio()).toBe(false);

    // first load: the tab is named, and focus stays where the browser put it
    expect(await page.title()).toBe(titulo('Entrar'));
    expect(await emFoco(page)).toMatch(/^BODY/);
    await verificarTela(page, 'login 360');
    await capturar(page, 'login-360');
  });

  it('o login pinta sem esperar folha de estilo: o CSS inicial vem dentro do HTML (issue 26) e vale sob a CSP', async () => {
    const page = await portal.abrir('movel');
    const folhas: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'stylesheet') folhas.push(r.url()); });
    const erros: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') erros.push(m.text()); });
    const resposta = await page.goto('/login');
    await visivel(botao(page, 'Entrar'));
    expect(await resposta!.text()).toMatch(/<style>@font-face\{/);
    expect(folhas, 'nenhuma folha de estilo pedida').toEqual([]);
    // the inline stylesheet applies (style-src allows it): the page's background is the portal's, not the browser's white
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(244, 246, 248)');
    expect(erros.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  it('cada rota nomeia a aba; depois de navegar (clique, teclado, voltar) o foco vai para o h1, sem anel', async () => {
    const page = await portal.abrir('movel');
    await entrarPelaTela(page, EMAIL);
    await emTela(page, '/');
    await expect.poll(() => page.title()).toBe(titulo('Nossos produtos'));
    await expect.poll(() => emFoco(page), { message: 'depois do login, o h1 dos produtos' }).toBe('H1: Olá, Carla! Nossos produtos');

    await page.getByRole('link', { name: /Clube de Vantagens/ }).click();
    await emTela(page, PAINEL);
    await expect.poll(() => page.title()).toBe(titulo('Clube de Vantagens'));
    await expect.poll(() => emFoco(page), { message: 'depois do clique, o h1 do painel' }).toBe('H1: Clube de Vantagens');
    const foco = await h1(page).evaluate((el) => ({ tabindex: el.getAttribute('tabindex'), outline: getComputedStyle(el).outlineStyle, sombra: getComputedStyle(el).boxShadow }));
    expect(foco).toEqual({ tabindex: '-1', outline: 'none', sombra: 'none' });
    // Tab goes on from the heading into the page, and the heading leaves the tab order
    await page.keyboard.press('Tab');
    expect(await emFoco(page)).toBe('BUTTON: Anúncios');
    expect(await h1(page).getAttribute('tabindex')).toBeNull();

    // keyboard: Enter on the header's wordmark
    await marca(page).focus();
    await page.keyboard.press('Enter');
    await emTela(page, '/');
    await expect.poll(() => page.title()).toBe(titulo('Nossos produtos'));
    await expect.poll(() => emFoco(page)).toBe('H1: Olá, Carla! Nossos produtos');
    expect(await h1(page).evaluate((el) => getComputedStyle(el).outlineStyle), 'foco de script no título, sem anel').toBe('none');

    // back and forward
    await page.goBack();
    await emTela(page, PAINEL);
    await expect.poll(() => page.title()).toBe(titulo('Clube de Vantagens'));
    await expect.poll(() => emFoco(page)).toBe('H1: Clube de Vantagens');

    await page.getByRole('link', { name: 'Cancelar Clube' }).click();
    await expect.poll(() => page.title()).toBe(titulo('Cancelar Clube de Vantagens'));
    await expect.poll(() => emFoco(page)).toBe('H1: Cancelar Clube de Vantagens');

    await page.goto('/produto/nao-existe');
    await expect.poll(() => page.title()).toBe(titulo('Página não encontrada'));
    // a page loaded afresh keeps the browser's focus
    await page.goto(PAINEL);
    await visivel(page.getByRole('tablist', { name: 'Seções do clube' }));
    expect(await page.title()).toBe(titulo('Clube de Vantagens'));
    expect(await emFoco(page)).toMatch(/^BODY/);
  });

  it('o topo em 360 px mostra o primeiro nome (o completo para leitores de tela) e SAIR, sem rolagem lateral, mesmo com um nome longo', async () => {
    const page = await portal.abrir('movel');
    const nomeLongo = 'Maximiliana Bartolomeia de Albuquerque Cavalcanti Wanderley';
    let longo = false;
    await page.route('**/login/me', async (route) => {
      const resposta = await route.fetch();
      if (!longo || resposta.status() !== 200) return route.fulfill({ response: resposta });
      const corpo = await resposta.json() as { dadosContatoPrincipal: { nome: string }[] };
      corpo.dadosContatoPrincipal[0]!.nome = nomeLongo;
      return route.fulfill({ response: resposta, json: corpo });
    });
    await entrarPelaTela(page, EMAIL);
    await visivel(h1(page));

    const verificarTopo = async (primeiro: string, completo: string) => {
      const nome = page.getByRole('banner').locator('.usuario-nome');
      await visivel(nome);
      expect(await nome.getAttribute('title')).toBe(completo);
      expect((await nome.textContent())?.replace(/\s+/g, ' ').trim(), 'o nome completo, para leitores de tela').toBe(completo);
      // what shows is the first name: the rest is visually hidden (1 px, clipped)
      const visto = await nome.evaluate((el) => el.firstChild?.textContent ?? '');
      expect(visto).toBe(primeiro);
      const oculto = nome.locator('.visualmente-oculto');
      if (primeiro !== completo) expect(await oculto.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
      for (const l of [nome, sair(page), marca(page)]) {
        const caixa = (await l.boundingBox())!;
        expect(caixa.x, 'dentro da tela').toBeGreaterThanOrEqual(0);
        expect(caixa.x + caixa.width, 'dentro da tela').toBeLessThanOrEqual(360);
      }
      for (const l of [sair(page), marca(page)]) {
        const caixa = (await l.boundingBox())!;
        expect(Math.min(caixa.width, caixa.height), 'alvo de 44 px').toBeGreaterThanOrEqual(44);
      }
      expect(await sair(page).evaluate((el) => getComputedStyle(el).textTransform)).toBe('uppercase');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    };
    await verificarTopo('Carla', 'Carla Clube Ativo');
    await verificarTela(page, 'topo 360');

    longo = true;
    await page.reload();
    await visivel(h1(page));
    await verificarTopo('Maximiliana', nomeLongo);
    await verificarTela(page, 'topo 360, nome longo');
  });

  it('botões: um estilo por papel, todos em maiúsculas (o texto do DOM fica como está), alvos de 44 px, contraste AA e anel de foco', async () => {
    const page = await portal.abrir('desktop');
    await entrarPelaTela(page, EMAIL);
    await page.goto(PAINEL);
    await visivel(page.getByRole('tablist', { name: 'Seções do clube' }));
    // the roles by their class names (the contract every view uses), each as one of the club's screens draws it;
    // the pointer rests off every control, so no hover colour is measured
    const main = page.getByRole('main');
    const semPonteiro = () => page.mouse.move(0, 799);
    await semPonteiro();
    const perigo = await estiloDe(main.locator('.botao.perigo').first());
    const primario = await estiloDe(main.locator('.botao:not(.secundario, .perigo, .link)').first());
    const saida = await estiloDe(page.getByRole('banner').locator('.botao.sair'));
    // capitals are the CSS's: the DOM keeps the spec's text ('Cancelar Clube'), the screen shows CANCELAR CLUBE
    const cancelarClube = page.getByRole('link', { name: 'Cancelar Clube', exact: true });
    expect(await cancelarClube.evaluate((el) => [el.textContent, (el as HTMLElement).innerText])).toEqual(['Cancelar Clube', 'CANCELAR CLUBE']);
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await semPonteiro();
    const secundario = await estiloDe(main.locator('.botao.secundario').first());

    await page.goto(USUARIOS);
    await visivel(botao(page, 'Enviar planilha'));
    await semPonteiro();
    const link = await estiloDe(main.locator('.link').first());
    const primarioBotao = await estiloDe(main.locator('button.botao:not(.secundario, .perigo, .link)').first());

    const papeis = { primario, primarioBotao, secundario, perigo, link, saida };
    for (const [papel, e] of Object.entries(papeis)) {
      expect(e.textTransform, `${papel} (${e.texto}) em maiúsculas`).toBe('uppercase');
      expect(e.fontFamily, papel).toMatch(new RegExp(`^"?${FONTE}"?,`));
      expect(e.altura, `${papel} (${e.texto}): alvo de 44 px`).toBeGreaterThanOrEqual(44);
      expect(e.largura, `${papel} (${e.texto}): alvo de 44 px`).toBeGreaterThanOrEqual(44);
      expect(contraste(e.cor, e.fundo), `${papel} (${e.texto}): contraste AA (${e.cor} sobre ${e.fundo})`).toBeGreaterThanOrEqual(4.5);
    }
    // one type for every role
    const tipo = (e: typeof primario) => [e.fontWeight, e.fontSize, e.letterSpacing];
    for (const e of Object.values(papeis)) expect(tipo(e)).toEqual(tipo(primario));
    expect(primarioBotao.fundo).toBe(primario.fundo); // a <button> and a link drawn as one
    // each role its own colours
    const azul = 'rgb(11, 79, 138)';
    expect([primario.fundo, primario.cor]).toEqual([azul, 'rgb(255, 255, 255)']);
    expect([secundario.fundo, secundario.cor]).toEqual(['rgb(255, 255, 255)', azul]);
    expect([perigo.fundo, perigo.cor]).toEqual(['rgb(179, 38, 30)', 'rgb(255, 255, 255)']);
    expect([link.cor, link.textDecoration]).toEqual([azul, 'underline']);
    expect(new Set([primario.raio, secundario.raio, perigo.raio]).size, 'um raio só').toBe(1);

    // focus ring (WCAG 2.2): a 3 px dark ring inside a yellow one, by keyboard
    const enviar = botao(page, 'Enviar planilha');
    await page.getByRole('button', { name: 'Baixar a planilha modelo' }).focus();
    await page.keyboard.press('Tab');
    expect(await enviar.evaluate((el) => el === document.activeElement)).toBe(true);
    const anel = await enviar.evaluate((el) => {
      const s = getComputedStyle(el);
      return { outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`, sombra: s.boxShadow };
    });
    expect(anel.outline).toBe('solid 3px rgb(28, 35, 41)');
    expect(anel.sombra).toContain('rgb(255, 221, 0)');
    expect(contraste('rgb(28, 35, 41)', 'rgb(255, 255, 255)'), 'anel escuro sobre o cartão').toBeGreaterThanOrEqual(3);
    expect(contraste('rgb(255, 221, 0)', azul), 'anel amarelo sobre o azul do topo').toBeGreaterThanOrEqual(3);
  });

  for (const tamanho of ['movel', 'desktop'] as const) {
    const largura = tamanho === 'movel' ? 360 : 1280;
    it(`axe limpo em ${largura} px no login, nos produtos e no painel do clube; captura do painel`, async () => {
      const page = await portal.abrir(tamanho);
      await page.goto('/login');
      await visivel(botao(page, 'Entrar'));
      await verificarTela(page, `login ${largura}`);
      await preencherLogin(page, EMAIL);
      await emTela(page, '/');
      await visivel(h1(page));
      await verificarTela(page, `produtos ${largura}`);
      await page.getByRole('link', { name: /Clube de Vantagens/ }).click();
      await emTela(page, PAINEL);
      await visivel(page.getByRole('link', { name: 'Cadastrar anúncio' }));
      await verificarTela(page, `painel ${largura}`);
      await capturar(page, `painel-clube-${largura}`);
    });
  }
});
