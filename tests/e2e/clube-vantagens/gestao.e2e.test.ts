/**
 * The club's management screens as a merchant uses them (issue): clube.ativo@exemplo.com.br, club
 * active with its term signed, on a fresh database at 360 px. The tests run in order and build on
 * each other through the server's database: an ad with its images, its banner (and the 409 of a
 * second one), users imported and removed by spreadsheet, a user typed with the CPF mask, the ad
 * removed; plus the images step refusing a text file named .png. Files (PNG, .xlsx) are generated
 * here into a temp dir. One last pass looks at the panel at 1280 px.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { AGORA_FIXO, ambiente } from '../support/ambiente';
import { entrarPelaTela, entrarPorApi } from '../support/login';
import { verificarTela } from '../support/navegador';
import { digitar, emTela, oculto, toast, visivel } from '../support/tela';
import { br, HOJE, preencherCadastro, UM_MES } from '../support/anuncio';
import { pngDeCor } from '../../support/arquivos';
import { cpfDe, cpfErrado, cpfFormatado } from '../../support/cpf';

const EMAIL = 'clube.ativo@exemplo.com.br';
const PAINEL = '/produto/clube-vantagens/painel';
const FORM_ANUNCIO = '/produto/clube-vantagens/formulario/anuncio';
const FORM_BANNER = '/produto/clube-vantagens/formulario/banner';
const FORM_USUARIOS = '/produto/clube-vantagens/formulario/usuarios';
const REMOVER_USUARIOS = '/produto/clube-vantagens/remover-usuarios';
const API_ANUNCIO = '**/api/Clube/IncluirAnuncioClubeVantagens';

const portal = ambiente({ agora: AGORA_FIXO });
let pasta = '';

portal.registrarCiclo();
beforeAll(() => { pasta = mkdtempSync(join(tmpdir(), 'portal-e2e-gestao-')); });
afterAll(() => { if (pasta) rmSync(pasta, { recursive: true, force: true }); });
const abrir = (tamanho?: 'movel' | 'desktop') => portal.abrir(tamanho);

/** A new tab already logged in (the first test logs in through the screen). */
async function abrirLogado(destino: string, tamanho: 'movel' | 'desktop' = 'movel'): Promise<Page> {
  const page = await abrir(tamanho);
  await entrarPorApi(portal.aba.context, EMAIL);
  await page.goto(destino);
  await emTela(page, destino);
  return page;
}


// ── files made here ─────────────────────────────────────────────────────────────────────
function arquivo(nome: string, conteudo: Buffer | string): string {
  const caminho = join(pasta, nome);
  writeFileSync(caminho, conteudo);
  return caminho;
}

const NOMES = ['Ana Souza', 'Bruno Lima', 'Camila Rocha', 'Diego Alves', 'Elisa Martins', 'Fábio Costa',
  'Gabriela Dias', 'Hugo Pereira', 'Isabela Nunes', 'João Ribeiro', 'Karina Lopes', 'Lucas Fernandes'];
const USUARIOS = NOMES.map((nome, i) => ({ nome, cpf: cpfDe(String(123_456_000 + (i + 1) * 10_007).padStart(9, '0')) }));
const CPF_INVALIDO_IMPORTACAO = cpfErrado(cpfDe('987654321'));
const CPF_INVALIDO_REMOCAO = cpfErrado(cpfDe('456123789'));
const REMOVIDOS = [USUARIOS[1]!, USUARIOS[5]!, USUARIOS[9]!];
const DIGITADO = { cpf: '52998224725', nome: 'Helena Prado' };

// ── what the scenario builds, step after step ───────────────────────────────────────────
const ANUNCIO = 'Padaria Pão Quente: 15% em toda a loja';
const BANNER = 'Semana do pão francês';
const MENSAGEM_409 = 'Você já tem um banner em destaque nesse período. Remova o banner atual ou escolha outras datas.';

/** Steps done so far: a test that needs an earlier one says so instead of timing out somewhere. */
type Etapa = 'anúncio' | 'banner' | 'importação' | 'remoção' | 'digitado';
const feito = new Set<Etapa>();
function depende(...etapas: Etapa[]) {
  for (const etapa of etapas) expect(feito.has(etapa), `depende da etapa "${etapa}", que falhou num teste anterior`).toBe(true);
}

// ── screens ─────────────────────────────────────────────────────────────────────────────
const telaPainel = (page: Page) => visivel(page.getByRole('tablist', { name: 'Seções do clube' }));
async function abrirAba(page: Page, nome: 'Anúncios' | 'Banner' | 'Usuários') {
  await telaPainel(page);
  await page.getByRole('tab', { name: nome }).click();
  await visivel(page.getByRole('tab', { name: nome, selected: true }));
}
/** The tab's list once its page has loaded: the rows, or the empty text. */
async function listaCarregada(page: Page) {
  const painel = page.getByRole('tabpanel');
  await visivel(painel.locator('ul.lista-paginada[aria-busy="false"], p.vazio'));
}
/** Every row of the Usuários tab, walking its pages with Próxima; the pages seen ('Página n de m'). */
async function usuariosListados(page: Page): Promise<{ nomes: string[]; paginas: string[]; porPagina: number[] }> {
  await listaCarregada(page);
  const painel = page.getByRole('tabpanel');
  const nomes: string[] = [];
  const paginas: string[] = [];
  const porPagina: number[] = [];
  for (let n = 1; n <= 50; n++) {
    const rotulos = await painel.getByRole('button', { name: /^Remover usuário / }).evaluateAll(
      (botoes) => botoes.map((b) => b.getAttribute('aria-label') ?? ''));
    porPagina.push(rotulos.length);
    nomes.push(...rotulos.map((r) => r.replace(/^Remover usuário /, '')));
    const navegacao = painel.getByRole('navigation', { name: 'Paginação' });
    if (await navegacao.count() === 0) break;
    const texto = (await navegacao.getByText(/^Página \d+ de \d+$/).textContent()) ?? '';
    paginas.push(texto);
    const proxima = navegacao.getByRole('button', { name: 'Próxima' });
    if (await proxima.isDisabled()) break;
    await proxima.click();
    await visivel(navegacao.getByText(new RegExp(`^Página ${n + 1} de \\d+$`)));
    await listaCarregada(page);
  }
  return { nomes, paginas, porPagina };
}

describe('Gestão do Clube de Vantagens no navegador (360 px): anúncio, banner e usuários', () => {
  it('cadastra um anúncio com imagens em dois passos: SALVANDO..., sucesso e o anúncio no painel', async () => {
    const page = await abrir();
    await entrarPelaTela(page, EMAIL);
    await visivel(page.getByRole('link', { name: /Clube de Vantagens/ }));
    await verificarTela(page, 'produtos (dashboard)');
    await page.getByRole('link', { name: /Clube de Vantagens/ }).click();
    await emTela(page, PAINEL);
    await telaPainel(page);
    await listaCarregada(page);
    await visivel(page.getByText('Nenhum anúncio encontrado.'));
    await verificarTela(page, 'painel: Anúncios vazio');

    await page.getByRole('link', { name: 'Cadastrar anúncio' }).click();
    await emTela(page, FORM_ANUNCIO);
    await visivel(page.getByRole('heading', { name: 'Cadastrar anúncio' }));
    await verificarTela(page, 'anúncio: passo Cadastro vazio');
    await preencherCadastro(page, ANUNCIO);
    await verificarTela(page, 'anúncio: passo Cadastro preenchido');
    await page.getByRole('button', { name: 'PRÓXIMO' }).click();

    await visivel(page.getByRole('heading', { name: 'Passo 2 de 2: Envio de Imagens' }));
    await verificarTela(page, 'anúncio: passo Envio de Imagens');
    await page.getByLabel(/^Logomarca/).setInputFiles(arquivo('logomarca.png', pngDeCor(80, 80, [200, 40, 40])));
    // §2 Envio de Imagens: several ad images, picked two at once and then one more; one is taken out again
    const imagensDoAnuncio = page.getByLabel(/^Imagens do anúncio/);
    await imagensDoAnuncio.setInputFiles([arquivo('anuncio.png', pngDeCor(70, 40, [40, 90, 200])), arquivo('vitrine.png', pngDeCor(70, 40, [90, 40, 200]))]);
    await imagensDoAnuncio.setInputFiles(arquivo('engano.png', pngDeCor(70, 40, [0, 0, 0])));
    // the file-cards kit (issue 9): a legend above each field's cards, a card per file
    const legenda = (campo: string) => page.locator(`#anuncio-${campo}-legenda`);
    const cartoes = (campo: string) => page.locator(`ul[aria-labelledby="anuncio-${campo}-legenda"] > li`);
    await visivel(legenda('logomarca').getByText('Arquivo escolhido:'));
    await visivel(cartoes('logomarca').filter({ hasText: 'logomarca.png' }));
    await visivel(legenda('anuncioPadrao').getByText('Arquivos escolhidos (3 de 5):'));
    expect(await cartoes('anuncioPadrao').allTextContents()).toEqual(
      ['anuncio.png', 'vitrine.png', 'engano.png'].map((nome) => expect.stringContaining(nome)),
    );
    await verificarTela(page, 'anúncio: Envio de Imagens com três imagens');
    await page.getByRole('button', { name: 'Remover engano.png' }).click();
    await expect.poll(() => cartoes('anuncioPadrao').filter({ hasText: 'engano.png' }).count()).toBe(0);
    await visivel(legenda('anuncioPadrao').getByText('Arquivos escolhidos (2 de 5):'));
    await page.getByLabel('Estou de acordo com o termo do Clube de Vantagens.').check();

    // the request is held until 'SALVANDO...' has been seen, then goes to the real server
    let liberar = () => {};
    const liberado = new Promise<void>((ok) => { liberar = ok; });
    const envios: string[] = [];
    const partes: string[] = [];
    await page.route(API_ANUNCIO, async (route) => {
      envios.push(route.request().method());
      partes.push(...[...(route.request().postDataBuffer()?.toString('latin1') ?? '').matchAll(/name="(logomarca|anuncioPadrao)"; filename="([^"]+)"/g)].map((m) => `${m[1]}:${m[2]}`));
      await liberado;
      await route.continue();
    });
    try {
      await page.getByRole('button', { name: 'SALVAR' }).click();
      const salvando = page.getByRole('button', { name: 'SALVANDO...' });
      await visivel(salvando);
      await expect.poll(() => salvando.isDisabled(), { message: 'sem segundo envio durante o salvamento' }).toBe(true);
      await expect.poll(() => page.getByLabel(/^Logomarca/).isDisabled()).toBe(true);
    } finally {
      liberar();
    }
    await toast(page, 'Anúncio cadastrado com sucesso!');
    await emTela(page, PAINEL);
    await page.unroute(API_ANUNCIO);
    expect(envios, 'um clique, um envio').toEqual(['POST']);
    expect(partes, 'a logomarca e as imagens que ficaram, na ordem').toEqual(['logomarca:logomarca.png', 'anuncioPadrao:anuncio.png', 'anuncioPadrao:vitrine.png']);

    await telaPainel(page);
    await listaCarregada(page);
    const item = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: ANUNCIO });
    await visivel(item);
    await visivel(item.getByText(`${br(HOJE)} a ${br(UM_MES)}`));
    // the row's thumbnail is the logo, read back through the files route
    const miniatura = item.locator('img.miniatura');
    await expect.poll(() => miniatura.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await verificarTela(page, 'painel: Anúncios com o anúncio novo');
    await page.screenshot({ path: fileURLToPath(new URL('../../../docs/telas/lista-anuncios-360.png', import.meta.url)) });
    feito.add('anúncio');
  });

  it('um arquivo de texto com nome .png no Envio de Imagens mostra o erro do servidor e fica no passo', async () => {
    depende('anúncio');
    const page = await abrirLogado(FORM_ANUNCIO);
    await preencherCadastro(page, 'Anúncio com imagem falsa');
    await page.getByRole('button', { name: 'PRÓXIMO' }).click();
    await visivel(page.getByRole('heading', { name: 'Passo 2 de 2: Envio de Imagens' }));
    await page.getByLabel(/^Logomarca/).setInputFiles(arquivo('logo-falsa.png', 'isto não é uma imagem, só texto\n'));
    await page.getByLabel(/^Imagens do anúncio/).setInputFiles(arquivo('anuncio-ok.png', pngDeCor(70, 40, [10, 120, 60])));
    await page.getByLabel('Estou de acordo com o termo do Clube de Vantagens.').check();
    await page.getByRole('button', { name: 'SALVAR' }).click();

    await toast(page, 'A logomarca deve ser uma imagem JPEG, GIF, PNG ou EPS.');
    await visivel(page.getByRole('button', { name: 'SALVAR' }));
    await expect.poll(() => page.getByRole('button', { name: 'SALVAR' }).isEnabled()).toBe(true);
    await visivel(page.getByRole('heading', { name: 'Passo 2 de 2: Envio de Imagens' }));
    expect(new URL(page.url()).pathname).toBe(FORM_ANUNCIO);
    // nothing chosen is lost
    await visivel(page.getByRole('listitem').filter({ hasText: 'logo-falsa.png' }));
    await visivel(page.getByRole('listitem').filter({ hasText: 'anuncio-ok.png' }));
    await expect.poll(() => page.getByLabel('Estou de acordo com o termo do Clube de Vantagens.').isChecked()).toBe(true);
    await verificarTela(page, 'anúncio: Envio de Imagens com erro do servidor');

    // VOLTAR keeps what was typed on step Cadastro
    await page.getByRole('button', { name: 'VOLTAR' }).click();
    await visivel(page.getByRole('heading', { name: 'Passo 1 de 2: Cadastro' }));
    expect(await page.getByLabel('Título do anúncio').inputValue()).toBe('Anúncio com imagem falsa');

    // and nothing was registered
    await page.getByRole('link', { name: 'VOLTAR' }).click();
    await emTela(page, PAINEL);
    await listaCarregada(page);
    await visivel(page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: ANUNCIO }));
    expect(await page.getByRole('tabpanel').getByRole('listitem').count(), 'só o anúncio do primeiro teste').toBe(1);
  });

  it('cadastra o banner do anúncio; um segundo banner no mesmo período recebe o 409 sem perder o formulário', async () => {
    depende('anúncio');
    const page = await abrirLogado(PAINEL);
    await abrirAba(page, 'Banner');
    await listaCarregada(page);
    await visivel(page.getByText('Nenhum banner encontrado.'));
    await verificarTela(page, 'painel: Banner vazio');
    await page.getByRole('link', { name: 'Cadastrar banner' }).click();
    await emTela(page, FORM_BANNER);

    const preencher = async (titulo: string, imagem: string) => {
      await visivel(page.getByRole('heading', { name: 'Cadastrar banner' }));
      await visivel(page.getByLabel('Título do banner'));
      await page.getByLabel('Título do banner').fill(titulo);
      await page.getByRole('combobox', { name: 'Anúncio' }).selectOption({ label: `${ANUNCIO} (até ${br(UM_MES)})` });
      await visivel(page.getByText(`Dentro do período do anúncio: ${br(HOJE)} a ${br(UM_MES)}.`));
      await page.getByLabel('Data de início').fill(HOJE);
      await page.getByLabel('Data de término').fill(UM_MES);
      await page.getByLabel('Imagem do banner').setInputFiles(imagem);
      await visivel(page.locator('ul[aria-labelledby="banner-imagem-legenda"] > li').filter({ hasText: imagem.split('/').pop() }));
      await page.getByLabel('Estou de acordo com o termo do Clube de Vantagens.').check();
    };
    await preencher(BANNER, arquivo('banner.png', pngDeCor(200, 24, [250, 200, 0])));
    await verificarTela(page, 'banner: formulário preenchido');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await toast(page, 'Banner cadastrados com sucesso!');
    await emTela(page, PAINEL);

    await abrirAba(page, 'Banner');
    await listaCarregada(page);
    const banner = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: BANNER });
    await visivel(banner);
    await visivel(banner.getByText(`${br(HOJE)} a ${br(UM_MES)}`));
    await verificarTela(page, 'painel: Banner com o banner novo');
    await abrirAba(page, 'Anúncios');
    await visivel(page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: ANUNCIO }).getByText(`Banner: ${BANNER}`));

    // a second banner for the same period: the server's 409, everything kept
    await abrirAba(page, 'Banner');
    await page.getByRole('link', { name: 'Cadastrar banner' }).click();
    await emTela(page, FORM_BANNER);
    await preencher('Segundo banner', arquivo('banner-2.png', pngDeCor(200, 24, [0, 160, 120])));
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await toast(page, MENSAGEM_409);
    const salvar = page.getByRole('button', { name: 'SALVAR' });
    await visivel(salvar);
    await expect.poll(() => salvar.isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(FORM_BANNER);
    expect(await page.getByLabel('Título do banner').inputValue()).toBe('Segundo banner');
    expect(await page.getByRole('combobox', { name: 'Anúncio' }).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text))
      .toBe(`${ANUNCIO} (até ${br(UM_MES)})`);
    expect(await page.getByLabel('Data de início').inputValue()).toBe(HOJE);
    expect(await page.getByLabel('Data de término').inputValue()).toBe(UM_MES);
    // the chosen image is kept by the form (its card), not by the input
    await visivel(page.locator('ul[aria-labelledby="banner-imagem-legenda"] > li').filter({ hasText: 'banner-2.png' }));
    await expect.poll(() => page.getByLabel('Estou de acordo com o termo do Clube de Vantagens.').isChecked()).toBe(true);
    await verificarTela(page, 'banner: 409 de banner já em destaque');

    // at 360 px the two toasts (the first banner's success, this 409) stack over the form's last buttons: let them go
    await oculto(page.getByRole('status').filter({ hasText: MENSAGEM_409 }));
    await page.getByRole('link', { name: 'VOLTAR' }).click();
    await emTela(page, PAINEL);
    await abrirAba(page, 'Banner');
    await listaCarregada(page);
    expect(await page.getByRole('tabpanel').getByRole('listitem').count(), 'só o primeiro banner').toBe(1);
    feito.add('banner');
  });

  it('importa usuários por planilha: 12 válidos cadastrados, o inválido no toast e listado 3.3.3-2; 5 por página', async () => {
    const linhas = [
      [{ value: 'CPF' }, { value: 'Nome' }],
      ...USUARIOS.slice(0, 6).map((u) => [{ value: u.cpf }, { value: u.nome }]),
      [{ value: CPF_INVALIDO_IMPORTACAO }, { value: 'Pessoa com CPF errado' }],
      // written with the mask, as people type them
      ...USUARIOS.slice(6).map((u) => [{ value: cpfFormatado(u.cpf) }, { value: u.nome }]),
    ];
    const planilha = arquivo('usuarios.xlsx', await writeXlsxFile(linhas).toBuffer());

    const page = await abrirLogado(PAINEL);
    await abrirAba(page, 'Usuários');
    await listaCarregada(page);
    await visivel(page.getByText('Nenhum usuário encontrado.'));
    await verificarTela(page, 'painel: Usuários vazio');
    await page.getByRole('link', { name: 'Cadastrar usuário' }).click();
    await emTela(page, FORM_USUARIOS);
    await visivel(page.getByRole('heading', { name: 'Cadastrar usuários' }));
    await visivel(page.getByText('OU', { exact: true }));
    await verificarTela(page, 'usuários: adicionar OU enviar planilha');

    await page.getByLabel('Planilha do Excel (.xlsx)').setInputFiles(planilha);
    await visivel(page.getByText('Arquivo escolhido: usuarios.xlsx'));
    await page.getByRole('button', { name: 'Enviar planilha' }).click();

    const mensagem = '12 usuários cadastrados. 1 CPF inválido não foi cadastrado:';
    await toast(page, mensagem);
    const invalidos = page.getByRole('region', { name: 'CPFs inválidos (1)' });
    await visivel(invalidos);
    expect(await invalidos.getByText(mensagem).count(), 'a mensagem é do aviso, não se repete no quadro').toBe(0);
    const lista = invalidos.getByRole('list', { name: 'CPFs inválidos' });
    expect(await lista.getByRole('listitem').allTextContents()).toEqual([cpfFormatado(CPF_INVALIDO_IMPORTACAO)]);
    expect(new URL(page.url()).pathname, 'com CPFs inválidos o usuário fica na tela para ver a lista').toBe(FORM_USUARIOS);
    await verificarTela(page, 'usuários: planilha com CPF inválido');

    await page.getByRole('link', { name: 'VOLTAR' }).click();
    await emTela(page, PAINEL);
    await abrirAba(page, 'Usuários');
    await listaCarregada(page);
    await visivel(page.getByText('Página 1 de 3'));
    await verificarTela(page, 'painel: Usuários, página 1 de 3');
    const { nomes, paginas, porPagina } = await usuariosListados(page);
    expect(paginas).toEqual(['Página 1 de 3', 'Página 2 de 3', 'Página 3 de 3']);
    expect(porPagina).toEqual([5, 5, 2]);
    expect([...nomes].sort()).toEqual([...NOMES].sort());
    // a row shows its CPF 3.3.3-2
    const ana = USUARIOS[0]!;
    await visivel(page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: ana.nome }).getByText(`CPF ${cpfFormatado(ana.cpf)}`));
    await verificarTela(page, 'painel: Usuários, página 3 de 3');
    await page.getByRole('button', { name: 'Anterior' }).click();
    await visivel(page.getByText('Página 2 de 3'));
    await listaCarregada(page);
    feito.add('importação');
  });

  it('remove 3 usuários por planilha em Remover Usuários: os válidos saem e o inválido é listado', async () => {
    const linhas = [
      [{ value: 'CPF' }],
      ...REMOVIDOS.map((u) => [{ value: u.cpf }]),
      [{ value: CPF_INVALIDO_REMOCAO }],
    ];
    const planilha = arquivo('remover.xlsx', await writeXlsxFile(linhas).toBuffer());

    depende('importação');
    const page = await abrirLogado(PAINEL);
    await abrirAba(page, 'Usuários');
    const antes = await usuariosListados(page);
    expect(antes.nomes.length, 'os 12 da importação').toBe(12);
    await page.getByRole('link', { name: 'Remover Usuários' }).click();
    await emTela(page, REMOVER_USUARIOS);
    await visivel(page.getByRole('heading', { name: 'Remover Usuários' }));
    await visivel(page.getByRole('button', { name: 'Baixar a planilha modelo' }));
    await verificarTela(page, 'Remover Usuários');

    await page.getByLabel('Planilha do Excel (.xlsx)').setInputFiles(planilha);
    await page.getByRole('button', { name: 'Remover usuários' }).click();
    const mensagem = 'Os CPFs válidos foram removidos (3 usuários removidos). 1 CPF inválido foi ignorado:';
    await toast(page, mensagem);
    const invalidos = page.getByRole('region', { name: 'CPFs inválidos (1)' });
    await visivel(invalidos);
    expect(await invalidos.getByText(mensagem).count(), 'a mensagem é do aviso, não se repete no quadro').toBe(0);
    expect(await invalidos.getByRole('list', { name: 'CPFs inválidos' }).getByRole('listitem').allTextContents())
      .toEqual([cpfFormatado(CPF_INVALIDO_REMOCAO)]);
    await verificarTela(page, 'Remover Usuários com CPF inválido');

    await page.getByRole('link', { name: 'VOLTAR' }).click();
    await emTela(page, PAINEL);
    await abrirAba(page, 'Usuários');
    await listaCarregada(page);
    await visivel(page.getByText('Página 1 de 2'));
    const depois = await usuariosListados(page);
    expect(depois.nomes.length, 'a contagem cai 3').toBe(antes.nomes.length - 3);
    expect([...depois.nomes].sort()).toEqual(NOMES.filter((n) => !REMOVIDOS.some((r) => r.nome === n)).sort());
    expect(depois.porPagina).toEqual([5, 4]);
    feito.add('remoção');
  });

  it('adiciona um usuário à mão com a máscara de CPF e vê "Usuários cadastrados com sucesso!"', async () => {
    depende('remoção');
    const page = await abrirLogado(FORM_USUARIOS);
    await visivel(page.getByRole('heading', { name: 'Cadastrar usuários' }));
    await page.getByRole('button', { name: 'Adicionar usuário' }).click();
    const linha = page.getByRole('group', { name: 'Usuário 1' });
    await visivel(linha);
    const cpf = linha.getByLabel('CPF');
    await visivel(cpf);
    await cpf.and(page.locator(':enabled')).waitFor(); // the masked field comes in its own chunk
    await cpf.click();
    await digitar(cpf, DIGITADO.cpf.slice(0, 5));
    expect(await cpf.inputValue(), 'máscara enquanto digita').toBe('529.98');
    await digitar(cpf, DIGITADO.cpf.slice(5));
    expect(await cpf.inputValue(), 'máscara ###.###.###-##').toBe('529.982.247-25');
    // the mask takes digits only
    await cpf.press('End');
    await digitar(cpf, '9a');
    expect(await cpf.inputValue()).toBe('529.982.247-25');
    await linha.getByLabel('Nome').fill(DIGITADO.nome);
    expect(await linha.getByRole('alert').count(), 'CPF válido, sem "CPF Inválido!"').toBe(0);
    await verificarTela(page, 'usuários: linha digitada');

    await page.getByRole('button', { name: 'SALVAR' }).click();
    await toast(page, 'Usuários cadastrados com sucesso!');
    await emTela(page, PAINEL);
    await abrirAba(page, 'Usuários');
    const { nomes } = await usuariosListados(page);
    expect(nomes).toContain(DIGITADO.nome);
    expect(nomes.length, '9 da planilha e o digitado').toBe(10);
    feito.add('digitado');
  });

  it('remove o anúncio pelo painel, com confirmação, e vê "Anúncio removido com sucesso!"', async () => {
    depende('anúncio', 'banner');
    const page = await abrirLogado(PAINEL);
    await telaPainel(page);
    await listaCarregada(page);
    const painel = page.getByRole('tabpanel');
    await painel.getByRole('button', { name: `Remover anúncio ${ANUNCIO}` }).click();
    const confirmar = painel.getByRole('group', { name: `Confirmar: remover anúncio ${ANUNCIO}` });
    await visivel(confirmar);
    await verificarTela(page, 'painel: confirmar remoção do anúncio');
    await confirmar.getByRole('button', { name: 'Confirmar remoção' }).click();
    await toast(page, 'Anúncio removido com sucesso!');
    await visivel(painel.getByText('Nenhum anúncio encontrado.'));
    await verificarTela(page, 'painel: anúncio removido');
    // its banner went with it
    await abrirAba(page, 'Banner');
    await visivel(page.getByText('Nenhum banner encontrado.'));
  });

  it('no desktop (1280 px) o painel mostra as três abas sem violações', async () => {
    depende('digitado');
    const page = await abrirLogado(PAINEL, 'desktop');
    await telaPainel(page);
    const abas = await page.getByRole('tablist', { name: 'Seções do clube' }).boundingBox();
    const conteudo = await page.getByRole('tabpanel').boundingBox();
    expect(abas && conteudo && abas.x + abas.width <= conteudo.x, 'abas à esquerda do conteúdo').toBe(true);
    await listaCarregada(page);
    await verificarTela(page, 'desktop: Anúncios');
    await abrirAba(page, 'Banner');
    await listaCarregada(page);
    await verificarTela(page, 'desktop: Banner');
    await abrirAba(page, 'Usuários');
    await listaCarregada(page);
    await visivel(page.getByText('Página 1 de 2'));
    await visivel(page.getByRole('link', { name: 'Remover Usuários' }));
    await verificarTela(page, 'desktop: Usuários');
  });
});
