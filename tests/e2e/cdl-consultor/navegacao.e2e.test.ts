/**
 * Issue 27, the consultant area's navigation against the real server and its demo carteira: the member acted for is in
 * the address (two tabs on two members keep theirs after a reload; every such page names it, Chamados too); the
 * carteira keeps page, size and filter in the address, lists the newest first and highlights the invitation just sent;
 * focus goes to an action's outcome, never <body> (Próxima, 'Itens por página' by keyboard, Enviar Login, the not-found
 * page); the layout (CNPJ on one line at 1280 px, 'Itens por página' beside its select at 360 px, the toast after
 * NOVA FILIAÇÃO clear of the buttons). Pictures in docs/telas/navegacao-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ambiente } from '../support/ambiente';
import { entrarPelaTela } from '../support/login';
import { botao, capturar, emTela, visivel } from '../support/tela';

const portal = ambiente();
portal.registrarCiclo();

const AREA = '/produto/cdl-consultor';
const CARTEIRA = `${AREA}/minha-carteira`;
const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page, nome: string | RegExp) => visivel(main(page).getByRole('heading', { level: 1, name: nome }));
/** What holds focus: its tag, its text or accessible name (never <body> after an action). */
const foco = (page: Page) => page.evaluate(() => {
  const a = document.activeElement;
  return a === null || a === document.body ? 'BODY' : `${a.tagName}:${(a.getAttribute('aria-label') ?? a.textContent ?? '').trim().slice(0, 60)}`;
});
type Caixa = { x: number; y: number; width: number; height: number };
const cruza = (a: Caixa, b: Caixa) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function entrar(page: Page) {
  await entrarPelaTela(page, 'consultor@exemplo.com.br');
  await emTela(page, '/');
  await page.goto(CARTEIRA);
  await h1(page, 'Lista de Associados');
  await visivel(main(page).getByText(/^Exibindo 1 até 10 de \d+$/));
}

describe('issue 27: o associado no endereço', () => {
  it('duas abas em dois associados: recarregar a primeira mantém o seu, e cada página diz nome e código', async () => {
    const aba1 = await portal.abrir('desktop');
    await entrar(aba1);
    await aba1.goto(`${CARTEIRA}?filtro=ativa`);
    await main(aba1).getByRole('link', { name: 'Editar: Farmácia Ativa S.A.' }).click();
    await emTela(aba1, `${AREA}/associado/0002003`);
    await h1(aba1, 'Farmácia Ativa S.A.');
    await visivel(main(aba1).getByText('Código do Sócio 0002003'));

    // a second tab of the same login chooses another member
    const aba2 = await aba1.context().newPage();
    await aba2.goto(`${CARTEIRA}?filtro=mercado`);
    await main(aba2).getByRole('link', { name: 'Enviar Arquivos: Mercado Arquivos ME' }).click();
    await emTela(aba2, `${AREA}/associado/0002001/arquivos`);
    await visivel(main(aba2).getByText('Mercado Arquivos ME'));
    await visivel(main(aba2).getByText('Código do Sócio 0002001'));

    // tab 1 reloads: still Farmácia Ativa (the old address read the last choice: Mercado)
    await aba1.reload();
    await h1(aba1, 'Farmácia Ativa S.A.');
    expect(new URL(aba1.url()).pathname).toBe(`${AREA}/associado/0002003`);
    await main(aba1).getByRole('link', { name: /Lista de Chamados/ }).click();
    await emTela(aba1, `${AREA}/associado/0002003/chamados`);
    await h1(aba1, 'Chamados');
    // Chamados names the member
    await visivel(main(aba1).getByText('Farmácia Ativa S.A.'));
    await visivel(main(aba1).getByText('Código do Sócio 0002003'));
    await aba1.reload();
    await visivel(main(aba1).getByText('Farmácia Ativa S.A.'));
    await capturar(aba1, 'navegacao-chamados-1280');
    await main(aba1).getByRole('link', { name: 'VOLTAR' }).click();
    await main(aba1).getByRole('link', { name: /Editar Dados/ }).click();
    await emTela(aba1, `${AREA}/associado/0002003/editar`);
    await visivel(main(aba1).getByText('Código do Sócio 0002003'));

    // an address from before: the member chosen last in this browser (tab 1's, opened last)
    await aba1.goto(`${AREA}/painel-associado`);
    await emTela(aba1, `${AREA}/associado/0002003`);
    // a code that is none: not found, nothing called
    await aba1.goto(`${AREA}/associado/abc/chamados`);
    await h1(aba1, 'Página não encontrada');
  });
});

describe('issue 27: a carteira no endereço, a mais nova primeiro', () => {
  it('página, tamanho e filtro no endereço: recarregar e Voltar os mantêm', async () => {
    const page = await portal.abrir('desktop');
    await entrar(page);
    await botao(page, 'Próxima').click();
    await visivel(main(page).getByText('Página 2 de 4'));
    await emTela(page, `${CARTEIRA}?pagina=2`);
    await main(page).getByLabel('Itens por página').selectOption('20');
    await emTela(page, `${CARTEIRA}?linhas=20`);
    await botao(page, 'Próxima').click();
    await emTela(page, `${CARTEIRA}?linhas=20&pagina=2`);
    await page.reload();
    await visivel(main(page).getByText(/^Exibindo 21 até \d+ de \d+$/));
    expect(await main(page).getByLabel('Itens por página').inputValue()).toBe('20');
    await main(page).getByLabel('Filtrar').fill('nguyen');
    await emTela(page, `${CARTEIRA}?linhas=20&filtro=nguyen`);
    await visivel(main(page).getByText('Exibindo 1 até 1 de 1'));
    await main(page).getByRole('link', { name: 'Enviar Arquivos: Nguyễn Comércio' }).click();
    await h1(page, 'Documentos do associado');
    await page.goBack();
    await visivel(main(page).getByText('Exibindo 1 até 1 de 1'));
    expect(await main(page).getByLabel('Filtrar').inputValue()).toBe('nguyen');
  });

  for (const tamanho of ['movel', 'desktop'] as const) {
    it(`Nova filiação (${tamanho === 'movel' ? 360 : 1280} px): a linha nova primeiro, destacada; o aviso não cobre botão algum`, async () => {
      const page = await portal.abrir(tamanho);
      await entrar(page);
      const email = `nova.${tamanho}@exemplo.com.br`;
      await main(page).getByRole('link', { name: 'NOVA FILIAÇÃO' }).click();
      await h1(page, 'Nova filiação');
      await main(page).getByLabel(/E-mail/).fill(email);
      await botao(page, 'SOLICITAR').click();
      await emTela(page, CARTEIRA);
      const primeira = main(page).getByRole('row').filter({ has: page.getByRole('cell') }).first();
      await visivel(primeira.getByText(email));
      await visivel(primeira.getByText('Novo', { exact: true }));
      expect(await primeira.getAttribute('class')).toContain('destacada');
      // the toast stands clear of every button and link-button on screen
      const aviso = page.locator('[data-rht-toaster] [role="status"]').first();
      await visivel(aviso);
      await page.waitForTimeout(400); // its entrance animation
      const caixa = (await aviso.boundingBox())!;
      const botoes = await page.locator('main .botao, main button, header button, header a').evaluateAll((els) => els
        .map((e) => { const r = e.getBoundingClientRect(); return { nome: (e.textContent ?? '').trim(), x: r.x, y: r.y, width: r.width, height: r.height }; })
        .filter((r) => r.width > 0 && r.y < innerHeight && r.y + r.height > 0));
      for (const b of botoes) expect(cruza(caixa, b), `o aviso cobre '${b.nome}'`).toBe(false);
      await capturar(page, `navegacao-nova-filiacao-${tamanho === 'movel' ? 360 : 1280}`);
    });
  }
});

describe('issue 27: o foco vai ao resultado da ação', () => {
  it('Próxima, Itens por página pelo teclado e Enviar Login não deixam o foco no <body>', async () => {
    const page = await portal.abrir('desktop');
    await entrar(page);
    const proxima = botao(page, 'Próxima');
    await proxima.focus();
    await page.keyboard.press('Enter');
    await visivel(main(page).getByText('Página 2 de 4'));
    await expect.poll(() => foco(page)).toBe('BUTTON:Próxima');

    const itens = main(page).getByLabel('Itens por página');
    await itens.focus();
    await page.keyboard.press('ArrowDown');
    await visivel(main(page).getByText(/^Exibindo 1 até 20 de \d+$/));
    await expect.poll(() => foco(page)).toMatch(/^SELECT:/);

    await page.goto(`${CARTEIRA}?filtro=ativa`);
    const enviar = main(page).getByRole('button', { name: 'Enviar Login: Farmácia Ativa S.A.' });
    await enviar.focus();
    await page.keyboard.press('Enter');
    await visivel(page.locator('[data-rht-toaster] [role="status"]').first());
    await expect.poll(() => foco(page)).not.toBe('BODY');
    // issue 27: the button waits 5 minutes after a send; focus goes to the line that says until when
    expect(await foco(page)).toMatch(/Enviar Login: Farmácia Ativa S\.A\.|^P:|^SMALL:De novo às/);
  });

  it('a página não encontrada, aberta de dentro do portal, foca o seu título', async () => {
    const page = await portal.abrir('desktop');
    await entrar(page);
    await main(page).getByRole('link', { name: 'NOVA FILIAÇÃO' }).focus();
    // a client-side navigation to an address the area does not have (a stale link)
    await page.evaluate(() => { history.pushState(null, '', '/produto/cdl-consultor/nao-existe'); dispatchEvent(new PopStateEvent('popstate')); });
    await h1(page, 'Página não encontrada');
    await expect.poll(() => foco(page)).toBe('H1:Página não encontrada');
  });
});

describe('issue 27: o desenho da carteira', () => {
  it('1280 px: um CNPJ numa linha só', async () => {
    const page = await portal.abrir('desktop');
    await entrar(page);
    const cnpjs = main(page).locator('td[data-rotulo="CPF"]').filter({ hasText: /\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/ });
    expect(await cnpjs.count()).toBeGreaterThan(0);
    const linhas = await cnpjs.evaluateAll((tds) => tds.map((td) => {
      const r = document.createRange(); r.selectNodeContents(td); return r.getClientRects().length;
    }));
    for (const n of linhas) expect(n, 'um CNPJ quebrado em linhas').toBe(1);
    await capturar(page, 'navegacao-carteira-1280');
  });

  it("360 px: 'Itens por página' ao lado do seu seletor", async () => {
    const page = await portal.abrir('movel');
    await entrar(page);
    const rotulo = (await main(page).getByText('Itens por página', { exact: true }).boundingBox())!;
    const seletor = (await main(page).getByLabel('Itens por página').boundingBox())!;
    // on one line: the select's vertical band holds the label's middle, the select just right of it
    expect(rotulo.y + rotulo.height / 2).toBeGreaterThan(seletor.y);
    expect(rotulo.y + rotulo.height / 2).toBeLessThan(seletor.y + seletor.height);
    expect(seletor.x - (rotulo.x + rotulo.width)).toBeLessThan(24);
    await capturar(page, 'navegacao-carteira-360');
  });
});
