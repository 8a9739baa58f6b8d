/**
 * The staff console (/atendimento, issue 11 part H3) as staff use it, at 360 px on a fresh database: an associate's
 * reconciliation request (made by API as associado@exemplo.com.br) waits in the queue; staff filter it by product,
 * open the ticket, read the plan and classify it (an empty comment is refused in place; with one, a toast and the
 * queue empty). The associate's boleto is settled on /atendimento/boletos (confirmed in place) and the request is
 * Ativo; a boleto someone else settled first says the server's 409 text. A second request is classified with the
 * keyboard alone. An associate and a consultant who type /atendimento get 'Página não encontrada' and no header link.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ambiente } from '../support/ambiente';
import { entrarPelaTela, entrarPorApi } from '../support/login';
import { verificarTela } from '../support/navegador';
import { botao, capturar, emTela, oculto, toast, visivel } from '../support/tela';
import { contratarPorApi } from '../spc-conciliador/apoio';
import { clientesDeApi } from './apoio';

const ASSOCIADO = 'associado@exemplo.com.br';
const ATENDENTE = 'atendente@exemplo.com.br';
const FILA_CONCILIADOR = '/atendimento?produto=spc-conciliador';

const portal = ambiente();
portal.registrarCiclo();

// ── calls by API, as another browser would make them ───────────────────────────────────
const apiDe = clientesDeApi(portal);
async function json<T>(r: Awaited<ReturnType<APIRequestContext['get']>>, oQue: string): Promise<T> {
  expect(r.status(), `${oQue}: ${await r.text()}`).toBe(200);
  return (await r.json()) as T;
}
type Solicitacao = { solicitacaoId: number; status: number; statusChamado: string | null; podePagar: boolean };
const solicitacao = async (api: APIRequestContext, id: number) =>
  (await json<Solicitacao[]>(await api.get('/api/Conciliador/ConsultarSpcConciliador'), 'ConsultarSpcConciliador')).find((s) => s.solicitacaoId === id)!;
const gerarBoleto = async (api: APIRequestContext, solicitacaoId: number) =>
  json<{ sucesso: boolean }>(await api.post('/api/Conciliador/RegistrarBoletoSpcConciliador', { data: { solicitacaoId, idempotencyKey: randomUUID() } }), 'RegistrarBoleto');

// ── screens ─────────────────────────────────────────────────────────────────────────────
const linkDoTopo = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Atendimento', exact: true });
const comentario = (page: Page) => page.getByLabel('Comentário da classificação');
/** Where the test's tab is: staff logged in through the login screen (the first time) or by API. */
async function abrirComoEquipe(destino: string, pelaTela = false): Promise<Page> {
  const page = await portal.abrir();
  if (pelaTela) await entrarPelaTela(page, ATENDENTE);
  else await entrarPorApi(portal.aba.context, ATENDENTE);
  await page.goto(destino);
  return page;
}

/** Steps done so far: a test that needs an earlier one says so instead of timing out somewhere. */
const feito = new Set<'classificado' | 'liquidado'>();
let associado: APIRequestContext;
let primeira = 0;

describe('Atendimento (console da equipe) no navegador, 360 px', () => {
  it('a equipe filtra a fila pelo produto, abre o chamado, vê o plano e classifica: sem comentário, erro no campo; com, aviso e fila vazia', async () => {
    associado = await apiDe(ASSOCIADO);
    primeira = await contratarPorApi(associado);

    // issue 27: staff land on their console after the login, and at '/'; the header links to it
    const page = await portal.abrir();
    await entrarPelaTela(page, ATENDENTE);
    await emTela(page, '/atendimento');
    await visivel(page.getByRole('heading', { level: 1, name: 'Atendimento' }));
    await page.goto('/');
    await emTela(page, '/atendimento');
    expect(await page.getByRole('heading', { name: /Nossos produtos/ }).count()).toBe(0);
    await linkDoTopo(page).click();
    await emTela(page, '/atendimento');
    await visivel(page.getByRole('heading', { level: 1, name: 'Atendimento' }));
    expect(await page.title()).toBe('Atendimento — Portal do Associado');
    const linkDoChamado = page.getByRole('link', { name: 'SPC Conciliador: classificar plano Essencial (2 CNPJ, 3 operadoras)' });
    await visivel(linkDoChamado);
    await verificarTela(page, 'fila de atendimento a 360 px');

    // the filter: another product has nothing open; the reconciliation queue has the request, and the address keeps it
    await page.getByLabel('Produto').selectOption({ label: 'CDL Saúde' });
    await emTela(page, '/atendimento?produto=cdl-saude');
    await visivel(page.getByText('Nenhum chamado aberto.'));
    await page.getByLabel('Produto').selectOption({ label: 'SPC Conciliador' });
    await emTela(page, FILA_CONCILIADOR);
    await visivel(linkDoChamado);
    await visivel(page.getByText('1 chamado aberto, o mais antigo primeiro.'));
    await visivel(page.getByText('Ana Associada (código 0001001)'));
    await capturar(page, 'atendimento-fila-360');

    await linkDoChamado.click();
    await page.waitForURL(/\/atendimento\/chamado\/\d+$/);
    await visivel(page.getByRole('heading', { level: 1, name: /^Chamado nº \d+$/ }));
    expect(await page.title()).toBe('Chamado — Atendimento — Portal do Associado');
    // the request as the reconciliation reader tells it
    await visivel(page.getByRole('heading', { level: 3, name: `Solicitação nº ${primeira} do SPC Conciliador` }));
    const pedido = page.locator('.cartao .ficha');
    for (const [rotulo, valor] of [['Plano', 'Essencial'], ['Quantidade de CNPJ', '2'], ['Operadoras', 'Cielo, Rede, Stone'], ['Situação', 'Aberto']] as const) {
      await visivel(pedido.locator('div').filter({ has: page.getByText(rotulo, { exact: true }) }).getByText(valor, { exact: true }));
    }
    await visivel(pedido.getByText('Valor a pagar na contratação'));
    await visivel(page.getByText('Nenhum arquivo.'));
    await visivel(page.getByRole('list').filter({ hasText: 'por Ana Associada' }));
    await verificarTela(page, 'chamado a 360 px');
    await capturar(page, 'atendimento-chamado-360');

    // an empty comment is refused in place, focus on the field; nothing is sent
    const envios: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/api/Atendimento/AtualizarChamado')) envios.push(r.method()); });
    await botao(page, 'Classificar').click();
    await visivel(page.getByText('Escreva um comentário para classificar.'));
    expect(await comentario(page).getAttribute('aria-invalid')).toBe('true');
    expect(await comentario(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await verificarTela(page, 'chamado com o erro do comentário');
    expect(envios).toEqual([]);

    await comentario(page).fill('Plano e operadoras conferidos com o associado.');
    await oculto(page.getByText('Escreva um comentário para classificar.'));
    await botao(page, 'Classificar').click();
    await toast(page, 'Chamado atualizado.');
    await emTela(page, FILA_CONCILIADOR);
    await visivel(page.getByText('Nenhum chamado aberto.'));
    expect(envios).toEqual(['POST']);

    expect(await solicitacao(associado, primeira)).toMatchObject({ status: 0, statusChamado: 'Classificado', podePagar: true });
    feito.add('classificado');
  });

  it('o associado gera o boleto; a equipe o liquida em /atendimento/boletos com confirmação, e a solicitação fica Ativo', async () => {
    expect(feito.has('classificado'), 'depende do teste anterior (classificação)').toBe(true);
    await gerarBoleto(associado, primeira);

    const page = await abrirComoEquipe('/atendimento');
    await page.getByRole('navigation', { name: 'Áreas do atendimento' }).getByRole('link', { name: 'Boletos aguardando pagamento' }).click();
    await emTela(page, '/atendimento/boletos');
    await visivel(page.getByRole('heading', { level: 1, name: 'Boletos aguardando pagamento' }));
    expect(await page.title()).toBe('Boletos aguardando pagamento — Atendimento — Portal do Associado');
    await visivel(page.getByText('Ana Associada (código 0001001)'));
    await visivel(page.getByText(/^Linha digitável: 99990\./));
    await verificarTela(page, 'boletos a 360 px');
    await capturar(page, 'atendimento-boletos-360');

    // Liquidar asks first; "Não liquidar" keeps it, focus back on its button
    const liquidar = page.getByRole('button', { name: /^Liquidar boleto nº \d+ de Ana Associada$/ });
    await liquidar.click();
    const confirmacao = page.getByRole('group', { name: /^Confirmar: liquidar boleto nº \d+ de Ana Associada$/ });
    await visivel(confirmacao);
    await verificarTela(page, 'confirmação da liquidação');
    await capturar(page, 'atendimento-liquidacao-360');
    await botao(page, 'Não liquidar').click();
    await oculto(confirmacao);
    await expect.poll(() => liquidar.evaluate((el) => el === document.activeElement), { message: 'o foco volta ao Liquidar' }).toBe(true);

    await liquidar.click();
    await botao(page, 'Confirmar liquidação').click();
    await toast(page, 'Boleto liquidado.');
    await visivel(page.getByText('Nenhum boleto aguardando pagamento.'));

    expect(await solicitacao(associado, primeira)).toMatchObject({ status: 1, podePagar: false });
    feito.add('liquidado');
  });

  it('só com o teclado: a equipe classifica a segunda solicitação; um boleto liquidado por outro antes diz o 409 do servidor', async () => {
    expect(feito.has('liquidado'), 'depende do teste anterior (liquidação)').toBe(true);
    const segunda = await contratarPorApi(associado);
    const page = await abrirComoEquipe(FILA_CONCILIADOR);
    const link = page.getByRole('link', { name: 'SPC Conciliador: classificar plano Essencial (2 CNPJ, 3 operadoras)' });
    await visivel(link);

    // Tab from the top to the ticket's link, Enter; Tab to the comment, type it, Tab to Classificar, Enter
    const tabAte = async (alvo: ReturnType<Page['getByRole']>, oQue: string) => {
      let passos = 0;
      while (!(await alvo.evaluate((el) => el === document.activeElement).catch(() => false))) {
        expect(++passos, `${oQue} se alcança com Tab`).toBeLessThan(30);
        await page.keyboard.press('Tab');
      }
    };
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabAte(link, 'o chamado');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/atendimento\/chamado\/\d+$/);
    await visivel(page.getByRole('heading', { level: 3, name: `Solicitação nº ${segunda} do SPC Conciliador` }));
    await tabAte(page.getByRole('textbox', { name: /Comentário da classificação/ }), 'o comentário');
    await page.keyboard.type('Conferido por telefone.');
    await page.keyboard.press('Tab');
    expect(await botao(page, 'Classificar').evaluate((el) => el === document.activeElement), 'Classificar vem logo depois do comentário').toBe(true);
    await page.keyboard.press('Enter');
    await toast(page, 'Chamado atualizado.');
    await emTela(page, FILA_CONCILIADOR);
    expect(await solicitacao(associado, segunda)).toMatchObject({ statusChamado: 'Classificado' });

    // the boleto: staff opens the list, someone else settles it first, then Liquidar here is the server's 409
    await gerarBoleto(associado, segunda);
    await page.goto('/atendimento/boletos');
    const liquidar = page.getByRole('button', { name: /^Liquidar boleto nº \d+ de Ana Associada$/ });
    await visivel(liquidar);
    // the boleto's number, from the button's name ('Liquidar boleto nº 12 de …')
    const cobrancaId = Number(/nº (\d+)/.exec((await liquidar.getAttribute('aria-label'))!)![1]);
    const outraEquipe = await apiDe(ATENDENTE);
    await json(await outraEquipe.post('/api/Atendimento/LiquidarBoleto', { data: { cobrancaId } }), 'LiquidarBoleto');
    await liquidar.focus();
    await page.keyboard.press('Enter');
    // the confirmation takes focus: Enter confirms
    await expect.poll(() => botao(page, 'Confirmar liquidação').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await visivel(page.getByRole('alert').filter({ hasText: 'Este boleto já foi liquidado.' }));
    await visivel(page.getByText('Nenhum boleto aguardando pagamento.'));
    await verificarTela(page, 'boletos com o 409');
    expect(await solicitacao(associado, segunda)).toMatchObject({ status: 1 });
  });

  it('issue 27: Cancelar chamado pede o motivo; com ele, o chamado sai da fila e o associado vê Cancelado', async () => {
    const terceira = await contratarPorApi(associado);
    const page = await abrirComoEquipe(FILA_CONCILIADOR);
    await page.getByRole('link', { name: 'SPC Conciliador: classificar plano Essencial (2 CNPJ, 3 operadoras)' }).click();
    await visivel(page.getByRole('heading', { level: 3, name: `Solicitação nº ${terceira} do SPC Conciliador` }));
    const motivo = page.getByRole('textbox', { name: /Motivo do cancelamento/ });
    await botao(page, 'Cancelar chamado').click();
    await visivel(page.getByText('Escreva o motivo do cancelamento.'));
    await expect.poll(() => motivo.evaluate((el) => el === document.activeElement), { message: 'o foco vai ao motivo' }).toBe(true);
    expect(await solicitacao(associado, terceira)).toMatchObject({ statusChamado: 'Aberto' });
    await verificarTela(page, 'cancelar chamado sem motivo');
    await capturar(page, 'atendimento-cancelar-360');
    await motivo.fill('O associado desistiu da contratação por telefone.');
    await botao(page, 'Cancelar chamado').click();
    await toast(page, 'Chamado atualizado.');
    await emTela(page, FILA_CONCILIADOR);
    expect(await solicitacao(associado, terceira)).toMatchObject({ statusChamado: 'Cancelado', podePagar: false });
  });

  it('issue 27: cada boleto aguardando tem o PDF, que a equipe abre', async () => {
    const quarta = await contratarPorApi(associado);
    const equipe = await apiDe(ATENDENTE);
    const fila = await json<{ chamados: { chamadoId: number }[] }>(await equipe.get('/api/Atendimento/ConsultarChamados?produto=spc-conciliador&linhas=100&pagina=1'), 'fila');
    for (const c of fila.chamados) {
      await json(await equipe.post('/api/Atendimento/AtualizarChamado', { data: { chamadoId: c.chamadoId, status: 2, tipoSolucao: 'Classificação', solucao: 'Ok.' } }), 'classificar');
    }
    await gerarBoleto(associado, quarta);
    const page = await abrirComoEquipe('/atendimento/boletos');
    const pdf = page.getByRole('link', { name: /^PDF do boleto nº \d+ \(abre em nova aba\)$/ }).first();
    await visivel(pdf);
    const r = await page.request.get((await pdf.getAttribute('href'))!);
    expect(r.status()).toBe(200);
    expect(r.headers()['content-type']).toBe('application/pdf');
    await verificarTela(page, 'boletos com o PDF');
    await capturar(page, 'atendimento-boletos-pdf-360');
  });

  it.each([
    ['um associado', ASSOCIADO],
    ['um consultor', 'consultor@exemplo.com.br'],
  ])('%s que digita /atendimento vê "Página não encontrada" e nenhum link para o atendimento', async (_, email) => {
    const page = await portal.abrir();
    await entrarPorApi(portal.aba.context, email);
    await page.goto('/');
    await visivel(page.getByRole('heading', { level: 1 }));
    await visivel(page.getByRole('button', { name: 'Sair' }));
    expect(await linkDoTopo(page).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Atendimento' }).count()).toBe(0);
    for (const endereco of ['/atendimento', '/atendimento/boletos', '/atendimento/chamado/1']) {
      await page.goto(endereco);
      await visivel(page.getByRole('heading', { level: 1, name: 'Página não encontrada' }));
      await expect.poll(() => page.title(), { message: endereco }).toBe('Página não encontrada — Portal do Associado');
      expect(await linkDoTopo(page).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Atendimento' }).count()).toBe(0);
    }
    await verificarTela(page, `página não encontrada (${email})`);
  });
});
