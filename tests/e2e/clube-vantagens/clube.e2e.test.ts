import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { entrarPelaTela, preencherLogin } from '../support/login';
import { AGORA_FIXO, ambiente } from '../support/ambiente';
import { verificarTela } from '../support/navegador';
import { emTela, visivel } from '../support/tela';

const PAINEL = '/produto/clube-vantagens/painel';
const TERMO = '/produto/clube-vantagens/termo';
const CANCELAMENTO = '/produto/clube-vantagens/cancelamento';
const loginVoltandoPara = (destino: string) => `/login?voltar=${encodeURIComponent(destino)}`;

const portal = ambiente({ agora: AGORA_FIXO });
portal.registrarCiclo();
const abrir = (tamanho?: 'movel' | 'desktop') => portal.abrir(tamanho);

const caminho = (page: Page) => { const u = new URL(page.url()); return u.pathname + u.search; };

// what each screen shows once its machine settled
const tela = {
  login: (page: Page) => visivel(page.getByRole('button', { name: 'Entrar' })),
  semClube: (page: Page) => visivel(page.getByRole('button', { name: 'Adquirir Clube de Vantagens' })),
  termoPendente: (page: Page) => visivel(page.getByRole('link', { name: 'Assinar Termo' })),
  termo: (page: Page) => visivel(page.getByRole('button', { name: 'Assinar termo' })),
  painel: (page: Page) => visivel(page.getByRole('tablist', { name: 'Seções do clube' })),
  cancelamento: (page: Page) => visivel(page.getByRole('button', { name: 'EFETUAR CANCELAMENTO' })),
};

describe('Clube de Vantagens no navegador (360 px)', () => {
  it('um associado novo entra pelo painel, compra o clube, assina o termo e aceita o desconto de retenção', async () => {
    const page = await abrir();
    await page.goto(PAINEL);
    await emTela(page, loginVoltandoPara(PAINEL));
    await tela.login(page);
    await verificarTela(page, 'login');

    await preencherLogin(page, 'associado@exemplo.com.br');
    await emTela(page, PAINEL);
    await tela.semClube(page);
    await visivel(page.getByText('R$ 120,00'));
    await verificarTela(page, 'painel sem clube');

    await page.getByRole('button', { name: 'Adquirir Clube de Vantagens' }).click();
    await visivel(page.getByText('Confirma a compra do Clube de Vantagens por R$ 120,00 por mês, lançados na sua mensalidade?'));
    await verificarTela(page, 'confirmação da compra');
    await page.getByRole('button', { name: 'Confirmar compra' }).click();

    await emTela(page, TERMO);
    await tela.termo(page);
    await visivel(page.getByRole('heading', { name: 'Termo de Adesão ao Clube de Vantagens' }));
    expect(await page.getByRole('link', { name: 'Abrir o termo em PDF' }).getAttribute('href')).toMatch(/^blob:/);
    const assinar = page.getByRole('button', { name: 'Assinar termo' });
    const deAcordo = page.getByLabel('Estou de acordo com o termo acima.');
    await expect.poll(() => assinar.isDisabled(), { message: 'aceitar antes de marcar o "de acordo"' }).toBe(true);
    await expect.poll(() => deAcordo.isChecked()).toBe(false);
    await verificarTela(page, 'termo');
    await deAcordo.check();
    await expect.poll(() => assinar.isEnabled()).toBe(true);
    await assinar.click();

    await emTela(page, PAINEL);
    await tela.painel(page);
    for (const nome of ['Anúncios', 'Banner', 'Usuários']) await visivel(page.getByRole('tab', { name: nome }));
    expect(await page.getByRole('tab', { name: 'Anúncios' }).getAttribute('aria-selected')).toBe('true');
    const cancelarClube = page.getByRole('link', { name: 'Cancelar Clube' });
    await visivel(cancelarClube);
    const [r, g, b] = (await cancelarClube.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)!.map(Number);
    expect(r! > 150 && r! > g! + 60 && r! > b! + 60, `'Cancelar Clube' deveria ser vermelho: rgb(${r}, ${g}, ${b})`).toBe(true);
    await visivel(page.getByText('Mensalidade: R$ 120,00 por mês'));
    await verificarTela(page, 'painel ativo');

    await page.getByRole('tab', { name: 'Banner' }).click();
    await visivel(page.getByRole('link', { name: 'Cadastrar banner' }));
    expect(await page.getByRole('tab', { name: 'Banner' }).getAttribute('aria-selected')).toBe('true');
    await visivel(page.getByText('Nenhum banner encontrado.'));

    // first visit to the cancellation screen: the offer, then voltar (refused)
    await cancelarClube.click();
    await emTela(page, CANCELAMENTO);
    await tela.cancelamento(page);
    await visivel(page.getByRole('heading', { name: 'Antes de ir: 50% de desconto para você ficar' }));
    await visivel(page.getByText('Continue com o Clube de Vantagens pagando R$ 60,00 por mês em vez de R$ 120,00.'));
    await visivel(page.getByRole('button', { name: 'ACEITAR DESCONTO' }));
    await verificarTela(page, 'cancelamento com oferta de retenção');
    await page.getByRole('button', { name: 'voltar' }).click();
    await emTela(page, PAINEL);
    await tela.painel(page);
    await visivel(page.getByText('Mensalidade: R$ 120,00 por mês'));

    // second visit: ACEITAR DESCONTO
    await page.getByRole('link', { name: 'Cancelar Clube' }).click();
    await emTela(page, CANCELAMENTO);
    await page.getByRole('button', { name: 'ACEITAR DESCONTO' }).click();
    const confirmacao = page.getByRole('main').getByRole('status').filter({ hasText: 'Desconto aplicado!' });
    await visivel(confirmacao);
    expect((await confirmacao.textContent())?.replace(/\s+/g, ' ')).toContain('R$ 60,00');
    await verificarTela(page, 'desconto aceito');
    await page.getByRole('button', { name: 'voltar' }).click();
    await emTela(page, PAINEL);
    await tela.painel(page);
    await visivel(page.getByText('Mensalidade: R$ 60,00 por mês'));
    await verificarTela(page, 'painel com desconto');
  });

  it('um associado com o clube ativo cancela em um clique e recebe o protocolo', async () => {
    const page = await abrir();
    await entrarPelaTela(page, 'clube.ativo@exemplo.com.br');
    await emTela(page, '/');
    await visivel(page.getByRole('heading', { name: 'Olá, Carla! Nossos produtos' }));
    await verificarTela(page, 'produtos (dashboard)');

    await page.getByRole('link', { name: /Clube de Vantagens/ }).click();
    await emTela(page, PAINEL);
    await tela.painel(page);
    await page.getByRole('link', { name: 'Cancelar Clube' }).click();
    await emTela(page, CANCELAMENTO);
    await tela.cancelamento(page);

    const cancelamentos: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/api/Clube/CancelarClubeVantagens')) cancelamentos.push(r.method()); });
    await page.getByRole('button', { name: 'EFETUAR CANCELAMENTO' }).click();
    const protocolo = page.getByText(/^Protocolo: /);
    await visivel(protocolo);
    const numero = (await protocolo.locator('strong').textContent()) ?? '';
    const ano = new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(portal.agora());
    expect(numero).toMatch(new RegExp(`^CLB-${ano}-\\d{6}$`));
    expect(cancelamentos, 'um clique, um pedido de cancelamento').toEqual(['POST']);
    await visivel(page.getByRole('main').getByRole('status').filter({ hasText: `Cancelamento solicitado. Protocolo ${numero}.` }));
    await verificarTela(page, 'protocolo do cancelamento');

    await page.getByRole('link', { name: 'Ir para os produtos' }).click();
    await emTela(page, '/');
    await page.getByRole('link', { name: /Clube de Vantagens/ }).click();
    await emTela(page, PAINEL);
    await tela.painel(page);
    await visivel(page.getByText(`Cancelamento solicitado (protocolo ${numero}).`, { exact: false }));
    expect(await page.getByRole('link', { name: 'Cancelar Clube' }).count()).toBe(0);
    await verificarTela(page, 'painel com cancelamento solicitado');
  });

  it('senha errada mostra "E-mail ou senha inválidos." e fica no login', async () => {
    const page = await abrir();
    await page.goto('/login');
    await preencherLogin(page, 'associado@exemplo.com.br', 'senha-errada');
    const alerta = page.getByRole('alert').filter({ hasText: 'E-mail ou senha inválidos.' });
    await visivel(alerta);
    expect(caminho(page)).toBe('/login');
    expect(await page.getByLabel('Senha').inputValue()).toBe('');
    await verificarTela(page, 'login com erro');
  });

  it('sessão expirada ao assinar o termo leva ao login e de volta ao termo', async () => {
    const page = await abrir();
    await page.goto(PAINEL);
    await preencherLogin(page, 'clube.termo@exemplo.com.br');
    await emTela(page, PAINEL);
    await tela.termoPendente(page);
    await verificarTela(page, 'painel com termo pendente');
    await page.getByRole('link', { name: 'Assinar Termo' }).click();
    await emTela(page, TERMO);
    await tela.termo(page);
    await page.getByLabel('Estou de acordo com o termo acima.').check();

    await portal.aba.context.clearCookies(); // the session ends while the user reads
    await page.getByRole('button', { name: 'Assinar termo' }).click();
    await emTela(page, loginVoltandoPara(TERMO));
    await tela.login(page);
    await preencherLogin(page, 'clube.termo@exemplo.com.br');
    await emTela(page, TERMO);
    await tela.termo(page);
    await expect.poll(() => page.getByLabel('Estou de acordo com o termo acima.').isChecked()).toBe(false);
  });

  it('falha do servidor ao assinar o termo mostra o erro e mantém o usuário no termo', async () => {
    const page = await abrir();
    await page.goto(TERMO);
    await preencherLogin(page, 'clube.termo@exemplo.com.br');
    await emTela(page, TERMO);
    await tela.termo(page);
    await page.route('**/api/Clube/AceitarTermoClubeVantagens', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ mensagem: 'Erro interno. Tente novamente em instantes.' }) }));
    await page.getByLabel('Estou de acordo com o termo acima.').check();
    await page.getByRole('button', { name: 'Assinar termo' }).click();
    await visivel(page.locator('form').getByRole('alert').filter({ hasText: 'Erro ao assinar o termo, tente novamente.' }));
    expect(caminho(page)).toBe(TERMO);
    await tela.termo(page);
    await expect.poll(() => page.getByLabel('Estou de acordo com o termo acima.').isChecked(), { message: 'o "de acordo" continua marcado' }).toBe(true);
    await verificarTela(page, 'termo com erro do servidor');

    // the server is back: the same click signs it
    await page.unroute('**/api/Clube/AceitarTermoClubeVantagens');
    await page.getByRole('button', { name: 'Assinar termo' }).click();
    await emTela(page, PAINEL);
    await tela.painel(page);
  });

  it('sessão expirada ao abrir o cancelamento leva ao login e de volta ao cancelamento', async () => {
    const page = await abrir();
    await entrarPelaTela(page, 'clube.termo@exemplo.com.br');
    await page.goto(PAINEL);
    await tela.painel(page);
    await portal.aba.context.clearCookies();
    await page.getByRole('link', { name: 'Cancelar Clube' }).click();
    await emTela(page, loginVoltandoPara(CANCELAMENTO));
    await tela.login(page);
    await preencherLogin(page, 'clube.termo@exemplo.com.br');
    await emTela(page, CANCELAMENTO);
    await tela.cancelamento(page);
    await visivel(page.getByRole('button', { name: 'ACEITAR DESCONTO' }));
  });

  it('no desktop (1280 px) o painel mostra as abas ao lado do conteúdo, sem violações', async () => {
    const page = await abrir('desktop');
    await entrarPelaTela(page, 'associado@exemplo.com.br');
    await page.goto(PAINEL);
    await tela.painel(page);
    await visivel(page.getByText('Mensalidade: R$ 60,00 por mês'));
    const abas = await page.getByRole('tablist', { name: 'Seções do clube' }).boundingBox();
    const conteudo = await page.getByRole('tabpanel').boundingBox();
    expect(abas && conteudo && abas.x + abas.width <= conteudo.x, 'abas à esquerda do conteúdo').toBe(true);
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await visivel(page.getByRole('link', { name: 'Cadastrar usuário' }));
    await visivel(page.getByText('Nenhum usuário encontrado.'));
    await verificarTela(page, 'painel no desktop');
  });
});
