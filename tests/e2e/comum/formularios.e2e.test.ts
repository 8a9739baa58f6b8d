/**
 * Issue 9 §1, the form pieces and the file cards, in Chromium as clube.ativo@exemplo.com.br uses them on the club's
 * ad and banner forms, at 360 and 1280 px, axe clean and by keyboard: the error summary after a send that found
 * problems (focused, each line a link that focuses its field), errors wired to their fields, required marks that tell
 * the truth; file cards with previews (object URLs revoked when a card goes), a PDF's icon, each card's own problem
 * (another type, past the maximum), Remover by keyboard with focus kept in place, the choose button opened by the
 * keyboard, and a real progress bar while a slow upload goes out (throttled through the DevTools protocol).
 * Saves docs/telas/anuncio-formulario-{360,1280}.png (step 1 with the summary) and anuncio-imagens-{360,1280}.png
 * (step 2 with cards). The tests run in order: the slow upload registers the ad the banner test needs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGORA_FIXO, ambiente } from '../support/ambiente';
import { entrarPorApi } from '../support/login';
import { verificarTela } from '../support/navegador';
import { botao, capturar, emTela, toast, visivel } from '../support/tela';
import { FALSO_PNG, PNG, pngDeCor } from '../../support/arquivos';
import { preencherCadastro } from '../support/anuncio';

const EMAIL = 'clube.ativo@exemplo.com.br';
const ANUNCIO = '/produto/clube-vantagens/formulario/anuncio';
const BANNER = '/produto/clube-vantagens/formulario/banner';
const PAINEL = '/produto/clube-vantagens/painel';
const TITULO_ANUNCIO = 'Empório do Centro: 10% em tudo';

const portal = ambiente({ agora: AGORA_FIXO });
portal.registrarCiclo();
let pasta = '';
beforeAll(() => { pasta = mkdtempSync(join(tmpdir(), 'portal-e2e-formularios-')); });
afterAll(() => { if (pasta) rmSync(pasta, { recursive: true, force: true }); });

function arquivo(nome: string, conteudo: Buffer | string): string {
  const caminho = join(pasta, nome);
  writeFileSync(caminho, conteudo);
  return caminho;
}
const PDF = () => Buffer.from('%PDF-1.4\n% folheto\n');

const main = (page: Page) => page.getByRole('main');
/** The focused element, as 'TAG#id aria-label'. */
const emFoco = (page: Page) => page.evaluate(() => {
  const e = document.activeElement;
  return `${e?.tagName}#${e?.id}${e?.getAttribute('aria-label') ? ` ${e.getAttribute('aria-label')}` : ''}`;
});

/** Counts object URLs made and revoked (registered before the app loads, through the DevTools protocol: CSP does not apply). */
async function contarUrlsDeObjeto(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { urls: { criadas: string[]; revogadas: string[] } };
    w.urls = { criadas: [], revogadas: [] };
    const [criar, revogar] = [URL.createObjectURL.bind(URL), URL.revokeObjectURL.bind(URL)];
    URL.createObjectURL = (o: Blob | MediaSource) => { const u = criar(o); w.urls.criadas.push(u); return u; };
    URL.revokeObjectURL = (u: string) => { w.urls.revogadas.push(u); revogar(u); };
  });
}
const urls = (page: Page) => page.evaluate(() => (window as unknown as { urls: { criadas: string[]; revogadas: string[] } }).urls);

async function abrir(destino: string, tamanho: 'movel' | 'desktop' = 'movel') {
  const page = await portal.abrir(tamanho);
  await entrarPorApi(portal.aba.context, EMAIL);
  await contarUrlsDeObjeto(page);
  await page.goto(destino);
  await emTela(page, destino);
  return page;
}



const RESUMO_CADASTRO = [
  'Informe o título.', 'Informe o tipo de atividade.', 'Informe a descrição da atividade.', 'Informe o desconto oferecido.',
  'Informe a descrição do desconto.', 'Selecione ao menos um enquadramento.', 'Informe se autoriza o uso da sua marca.',
  'Informe a data de início.', 'Informe a data de término.',
];
const resumo = (page: Page) => main(page).locator('#resumo-de-erros');
/** The cards of the file field whose input is #id (the list is named by the line above it). */
const cartoes = (page: Page, id: string) => page.locator(`ul[aria-labelledby="${id}-legenda"]`).getByRole('listitem');

describe('peças de formulário e cartões de arquivo (issue 9 §1)', () => {
  for (const tamanho of ['movel', 'desktop'] as const) {
    const px = tamanho === 'movel' ? 360 : 1280;
    it(`${px} px: resumo de erros focado, links que levam ao campo, marcas de obrigatório verdadeiras; cartões com erro por arquivo`, async () => {
      const page = await abrir(ANUNCIO, tamanho);
      await visivel(page.getByRole('heading', { name: 'Passo 1 de 2: Cadastro' }));
      // the required mark: explained once, and only on what the rules require
      await visivel(main(page).getByText('Campos marcados com * são obrigatórios.'));
      const marcados = await main(page).locator('label:has(> .obrigatorio), legend:has(> .obrigatorio)')
        .evaluateAll((els) => els.map((e) => e.textContent?.replace(/\s*\*$/, '').trim()));
      expect(marcados).toEqual(['Título do anúncio', 'Tipo de atividade', 'Descrição da atividade', 'Desconto oferecido',
        'Descrição do desconto', 'Enquadramento', 'Autoriza o uso da sua marca na divulgação do Clube de Vantagens?', 'Data de início', 'Data de término']);
      expect(await page.getByLabel('Site ou redes sociais').getAttribute('required')).toBeNull();
      expect(await page.getByLabel('Título do anúncio').getAttribute('required')).not.toBeNull();

      // a send with everything missing: the summary, focused, lists each problem in the form's order
      await botao(page, 'PRÓXIMO').click();
      await visivel(resumo(page));
      await expect.poll(() => emFoco(page)).toBe('DIV#resumo-de-erros');
      await visivel(resumo(page).getByRole('alert').getByRole('heading', { name: 'Corrija os campos abaixo' }));
      expect(await resumo(page).getByRole('link').allTextContents()).toEqual(RESUMO_CADASTRO);
      // each field: aria-invalid and its error text through aria-describedby (the summary is the only alert)
      const titulo = page.getByLabel('Título do anúncio');
      expect(await titulo.getAttribute('aria-invalid')).toBe('true');
      const descrito = await titulo.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ')
        .map((id) => document.getElementById(id)?.textContent).join(' | '));
      expect(descrito).toBe('Erro: Informe o título.');
      expect(await main(page).getByRole('alert').count(), 'um só alerta: o resumo').toBe(1);
      await verificarTela(page, `anúncio: resumo de erros (${px} px)`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await capturar(page, `anuncio-formulario-${px}`);

      // by keyboard: Tab to the first link, Enter focuses the field; a group's link focuses its first option
      await page.keyboard.press('Tab');
      await expect.poll(() => emFoco(page)).toBe('A#');
      await page.keyboard.press('Enter');
      await expect.poll(() => emFoco(page)).toBe('INPUT#anuncio-titulo');
      await resumo(page).getByRole('link', { name: 'Selecione ao menos um enquadramento.' }).click();
      await expect.poll(() => emFoco(page)).toBe('INPUT#anuncio-enquadramento');
      // fixing a field takes its line out of the summary
      await titulo.fill('Algo');
      await expect.poll(() => resumo(page).getByRole('link').count()).toBe(RESUMO_CADASTRO.length - 1);

      await preencherCadastro(page, TITULO_ANUNCIO);
      await botao(page, 'PRÓXIMO').click();
      await visivel(page.getByRole('heading', { name: 'Passo 2 de 2: Envio de Imagens' }));
      expect(await resumo(page).count(), 'o resumo vai com o último problema').toBe(0);

      // the choose button: reached by Tab, opened by the keyboard
      await page.getByRole('heading', { name: 'Passo 2 de 2: Envio de Imagens' }).focus();
      for (let i = 0; i < 6 && (await emFoco(page)) !== 'INPUT#anuncio-logomarca'; i++) await page.keyboard.press('Tab');
      expect(await emFoco(page)).toBe('INPUT#anuncio-logomarca');
      const anel = await page.locator('#anuncio-logomarca-botao').evaluate((l) => getComputedStyle(l).outlineStyle);
      expect(anel, 'o botão de escolher mostra o foco').toBe('solid');
      const [seletor] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
      await seletor.setFiles(arquivo('logo.png', pngDeCor(80, 80, [200, 40, 40])));
      await visivel(cartoes(page, 'anuncio-logomarca').filter({ hasText: 'logo.png' }));

      // six images and a PDF at once: five cards fit, the sixth says the limit, the PDF says its type, with its icon
      const fotos = Array.from({ length: 6 }, (_, i) => arquivo(`foto-${i + 1}.png`, pngDeCor(70, 40, [30 * i, 90, 200 - 30 * i])));
      await page.getByLabel(/^Imagens do anúncio/).setInputFiles([...fotos, arquivo('folheto.pdf', PDF())]);
      const anuncio = cartoes(page, 'anuncio-anuncioPadrao');
      await expect.poll(() => anuncio.count()).toBe(7);
      await visivel(page.locator('#anuncio-anuncioPadrao-legenda').getByText('Arquivos escolhidos (5 de 5):'));
      await visivel(page.locator('#anuncio-anuncioPadrao-legenda').getByText('2 arquivos com problema: remova-os ou escolha outros.'));
      await visivel(anuncio.filter({ hasText: 'foto-6.png' }).getByText('Envie no máximo 5 imagens do anúncio.'));
      const pdf = anuncio.filter({ hasText: 'folheto.pdf' });
      await visivel(pdf.getByText('A imagem do anúncio "folheto.pdf" deve ser uma imagem JPEG, GIF, PNG ou EPS.'));
      await visivel(pdf.locator('.icone-arquivo.pdf'));
      // previews: the images drawn from object URLs
      const previa = anuncio.filter({ hasText: 'foto-1.png' }).locator('img.previa');
      await expect.poll(() => previa.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await previa.getAttribute('src')).toMatch(/^blob:/);
      await visivel(anuncio.filter({ hasText: 'foto-1.png' }).getByText(/^\d+ (kB|bytes)$/));

      // SALVAR with problems: the summary names the first card's problem and the terms, and links to that card
      await botao(page, 'SALVAR').click();
      await expect.poll(() => emFoco(page)).toBe('DIV#resumo-de-erros');
      expect(await resumo(page).getByRole('link').allTextContents()).toEqual([
        'Envie no máximo 5 imagens do anúncio.',
        'Marque "Estou de acordo com o termo do Clube de Vantagens." para enviar o anúncio.',
      ]);
      await verificarTela(page, `anúncio: cartões com erro (${px} px)`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await capturar(page, `anuncio-imagens-${px}`);
      await resumo(page).getByRole('link', { name: 'Envie no máximo 5 imagens do anúncio.' }).click();
      await expect.poll(() => emFoco(page)).toBe('BUTTON#anuncio-anuncioPadrao-arquivo-5 Remover foto-6.png');

      // Remover by keyboard: the card goes, its preview's URL is revoked, focus stays on the card that took its place
      const urlDaFoto6 = await anuncio.filter({ hasText: 'foto-6.png' }).locator('img.previa').getAttribute('src');
      await page.keyboard.press('Enter');
      await expect.poll(() => anuncio.count()).toBe(6);
      await expect.poll(() => emFoco(page)).toBe('BUTTON#anuncio-anuncioPadrao-arquivo-5 Remover folheto.pdf');
      expect((await urls(page)).revogadas).toContain(urlDaFoto6);
      await page.keyboard.press('Space');
      await expect.poll(() => anuncio.count()).toBe(5);
      // the last card gone: focus on the one before it
      await expect.poll(() => emFoco(page)).toBe('BUTTON#anuncio-anuncioPadrao-arquivo-4 Remover foto-5.png');
      await visivel(page.locator('#anuncio-anuncioPadrao-legenda').getByText('Arquivos escolhidos (5 de 5):'));
      expect(await resumo(page).getByRole('link').allTextContents(), 'the cards fixed, one problem left')
        .toEqual(['Marque "Estou de acordo com o termo do Clube de Vantagens." para enviar o anúncio.']);
      // the logo's only card removed: focus on its choose button
      await cartoes(page, 'anuncio-logomarca').getByRole('button', { name: 'Remover logo.png' }).press('Enter');
      await expect.poll(() => emFoco(page)).toBe('INPUT#anuncio-logomarca');
      await visivel(page.locator('#anuncio-logomarca-legenda').getByText('Nenhum arquivo escolhido.'));
      await verificarTela(page, `anúncio: depois de remover (${px} px)`);

      // leaving the form revokes every preview still shown
      await page.getByRole('button', { name: 'VOLTAR' }).click();
      await visivel(page.getByRole('heading', { name: 'Passo 1 de 2: Cadastro' }));
      const { criadas, revogadas } = await urls(page);
      expect(criadas.length).toBeGreaterThanOrEqual(7);
      expect(criadas.filter((u) => !revogadas.includes(u)), 'URLs de prévia não revogadas').toEqual([]);
    });
  }

  it('360 px: uma imagem grande numa rede lenta mostra a barra de progresso real até o fim do envio', async () => {
    const page = await abrir(ANUNCIO);
    await preencherCadastro(page, TITULO_ANUNCIO);
    await botao(page, 'PRÓXIMO').click();
    await visivel(page.getByRole('heading', { name: 'Passo 2 de 2: Envio de Imagens' }));
    await page.getByLabel(/^Logomarca/).setInputFiles(arquivo('logo-lenta.png', pngDeCor(80, 80, [20, 120, 60])));
    // 1.5 MB that the server reads as a PNG (its first bytes); no browser can draw it, so its card shows the document icon
    await page.getByLabel(/^Imagens do anúncio/).setInputFiles(arquivo('vitrine-grande.png', PNG(1_500_000)));
    await visivel(cartoes(page, 'anuncio-anuncioPadrao').filter({ hasText: 'vitrine-grande.png' }).locator('.icone-arquivo'));
    await page.getByLabel('Estou de acordo com o termo do Clube de Vantagens.').check();

    const cdp = await portal.aba.context.newCDPSession(page);
    await cdp.send('Network.enable');
    // about 500 kB/s up: the 1.5 MB body takes some 3 s
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 4_000_000, uploadThroughput: 500_000 });
    await botao(page, 'SALVAR').click();
    const barra = main(page).getByRole('progressbar', { name: /^(Enviando|Preparando|Arquivos enviados)/ });
    await visivel(barra);
    await visivel(botao(page, 'SALVANDO...'));
    // the bar's value as the bytes go out (the native <progress>, a progressbar with that value), read every 100 ms
    const vistos: number[] = [];
    for (let i = 0; i < 150 && vistos.filter((v) => v > 0 && v < 100).length < 3; i++) {
      const agora = await barra.getAttribute('value', { timeout: 1000 }).catch(() => null);
      if (agora !== null && !vistos.includes(Number(agora))) vistos.push(Number(agora));
      await new Promise((ok) => setTimeout(ok, 100));
    }
    expect(vistos.filter((v) => v > 0 && v < 100).length, `a barra andou: ${vistos.join(', ')}`).toBeGreaterThanOrEqual(3);
    expect(vistos, 'só avança').toEqual([...vistos].sort((x, y) => x - y));
    expect(await main(page).locator('.progresso-envio p[aria-hidden]').textContent()).toMatch(/^Enviando: \d+%$|^Arquivos enviados/);
    await verificarTela(page, 'anúncio: enviando');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await toast(page, 'Anúncio cadastrado com sucesso!');
    await emTela(page, PAINEL);
  });

  it('360 px: o banner usa as mesmas peças: resumo, cartão com o erro do PDF, Remover pelo teclado volta ao botão', async () => {
    const page = await abrir(BANNER);
    await visivel(page.getByRole('heading', { name: 'Cadastrar banner' }));
    await botao(page, 'SALVAR').click();
    await expect.poll(() => emFoco(page)).toBe('DIV#resumo-de-erros');
    expect(await resumo(page).getByRole('link').allTextContents()).toEqual([
      'Informe o título.', 'Escolha o anúncio do banner.', 'Informe a data de início.', 'Informe a data de término.',
      'Escolha a imagem do banner.', 'Marque "Estou de acordo com o termo do Clube de Vantagens." para enviar o banner.',
    ]);
    await resumo(page).getByRole('link', { name: 'Escolha a imagem do banner.' }).click();
    await expect.poll(() => emFoco(page)).toBe('INPUT#banner-imagem');

    await page.getByLabel('Imagem do banner').setInputFiles(arquivo('banner.pdf', PDF()));
    const cartao = cartoes(page, 'banner-imagem').filter({ hasText: 'banner.pdf' });
    await visivel(cartao.getByText('A imagem do banner deve ser uma imagem JPEG, GIF, PNG ou EPS.'));
    await visivel(cartao.locator('.icone-arquivo.pdf'));
    await visivel(page.locator('#banner-imagem-botao').getByText('Trocar arquivo'));
    expect(await resumo(page).getByRole('link').allTextContents()).not.toContain('Escolha a imagem do banner.');
    await botao(page, 'SALVAR').click();
    await expect.poll(() => resumo(page).getByRole('link').allTextContents())
      .toContain('A imagem do banner deve ser uma imagem JPEG, GIF, PNG ou EPS.');
    await resumo(page).getByRole('link', { name: 'A imagem do banner deve ser uma imagem JPEG, GIF, PNG ou EPS.' }).click();
    await expect.poll(() => emFoco(page)).toBe('BUTTON#banner-imagem-arquivo-0 Remover banner.pdf');
    await verificarTela(page, 'banner: resumo e cartão com erro');
    await page.keyboard.press('Enter');
    await expect.poll(() => cartoes(page, 'banner-imagem').count()).toBe(0);
    await expect.poll(() => emFoco(page)).toBe('INPUT#banner-imagem');
    // a good image replaces nothing and carries no error; the ad registered by the slow upload is offered
    await page.getByLabel('Imagem do banner').setInputFiles(arquivo('banner.png', pngDeCor(200, 24, [250, 200, 0])));
    await visivel(cartoes(page, 'banner-imagem').filter({ hasText: 'banner.png' }).locator('img.previa'));
    await expect.poll(() => page.getByRole('combobox', { name: 'Anúncio' }).locator('option', { hasText: TITULO_ANUNCIO }).count()).toBe(1);
    await verificarTela(page, 'banner: cartão da imagem');
  });

  it('360 px (issue 27): a imagem que o servidor recusa pelos bytes é marcada no seu cartão, e só nele, até ser removida', async () => {
    const page = await abrir(ANUNCIO);
    await preencherCadastro(page, 'Recusado pelos bytes');
    await botao(page, 'PRÓXIMO').click();
    await visivel(page.getByRole('heading', { name: 'Passo 2 de 2: Envio de Imagens' }));
    await page.getByLabel(/^Logomarca/).setInputFiles(arquivo('logo-ok.png', pngDeCor(80, 80, [10, 10, 200])));
    // named and declared a PNG (the browser cannot tell), its bytes are text: only the server finds out
    await page.getByLabel(/^Imagens do anúncio/).setInputFiles([
      arquivo('boa.png', pngDeCor(70, 40, [0, 160, 0])), arquivo('falsa.png', FALSO_PNG()), arquivo('outra.png', pngDeCor(70, 40, [0, 0, 160])),
    ]);
    const anuncio = cartoes(page, 'anuncio-anuncioPadrao');
    await expect.poll(() => anuncio.count()).toBe(3);
    await page.getByLabel('Estou de acordo com o termo do Clube de Vantagens.').check();
    await botao(page, 'SALVAR').click();
    const motivo = 'A imagem do anúncio "falsa.png" deve ser uma imagem JPEG, GIF, PNG ou EPS.';
    await toast(page, motivo);
    // the refused file's card says why; the others say nothing
    await visivel(anuncio.filter({ hasText: 'falsa.png' }).getByText(motivo));
    for (const nome of ['boa.png', 'outra.png']) expect(await anuncio.filter({ hasText: nome }).locator('.erro-campo').count(), nome).toBe(0);
    await visivel(page.locator('#anuncio-anuncioPadrao-legenda').getByText('1 arquivo com problema: remova-o ou escolha outro.'));
    const falsa = anuncio.filter({ hasText: 'falsa.png' }).getByRole('button', { name: 'Remover falsa.png' });
    expect(await falsa.evaluate((b) => (b.getAttribute('aria-describedby') ?? '').split(' ')
      .map((id) => document.getElementById(id)?.textContent).join(' | '))).toBe(`Erro: ${motivo}`);
    await verificarTela(page, 'anúncio: imagem recusada pelo servidor');
    // SALVAR again without changing anything: the summary names it and links to its card, no second send
    await botao(page, 'SALVAR').click();
    await expect.poll(() => resumo(page).getByRole('link').allTextContents()).toEqual([motivo]);
    await resumo(page).getByRole('link', { name: motivo }).click();
    await expect.poll(() => emFoco(page)).toBe('BUTTON#anuncio-anuncioPadrao-arquivo-1 Remover falsa.png');
    // removed: the reason leaves with it
    await page.keyboard.press('Enter');
    await expect.poll(() => anuncio.count()).toBe(2);
    expect(await anuncio.locator('.erro-campo').count()).toBe(0);
    await expect.poll(() => resumo(page).count()).toBe(0);
  });
});
