/**
 * SPC Conciliador contracting in the browser (spec §2 "Reconciliation", §5 operators modal, §8, §9), at 360 px:
 * the presentation and its video (plays, captions, seeks through byte ranges), Escolha de Plano, 'Dados Adicionais'
 * by keyboard (§5's text when no operator is ticked), the summary surviving a reload, CONFIRMAR twice leaving one
 * pending contract, the term coming back after the session expired, the acceptance leading to the panel, and a term
 * changed in another tab (409) loaded again before it can be accepted. axe is clean on every screen.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SolicitacaoConciliador } from '../../../src/contracts/spc-conciliador.contract';
import { mensagensConciliador } from '../../../src/domain/spc-conciliador/conciliador';
import { ambiente } from '../support/ambiente';
import { entrarPelaTela, preencherLogin } from '../support/login';
import { verificarTela } from '../support/navegador';
import { botao, capturar, emTela, TELAS, toast, visivel } from '../support/tela';

const BASE = '/produto/spc-conciliador';
const PLANOS = `${BASE}/planos`;
const RESUMO = `${BASE}/resumo-conciliador`;
const TERMO = `${BASE}/termo-conciliador`;
const PAINEL = `${BASE}/painel-conciliador`;

const portal = ambiente();
portal.registrarCiclo();

/** ConsultarSpcConciliador with the tab's own session: what the server holds for this associate. */
async function solicitacoes(context: BrowserContext): Promise<SolicitacaoConciliador[]> {
  const r = await context.request.get('/api/Conciliador/ConsultarSpcConciliador');
  expect(r.status()).toBe(200);
  return (await r.json()) as SolicitacaoConciliador[];
}
const pendentes = async (context: BrowserContext) => (await solicitacoes(context)).filter((s) => s.dtAceite === null);

const dialogo = (page: Page) => page.getByRole('dialog', { name: 'Dados Adicionais' });
const selecionar = (page: Page, plano: string) => page.getByRole('button', { name: `SELECIONAR plano ${plano}` });
const rascunhos = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('spc_conciliador:')));
const focado = (page: Page) => page.evaluate(() => {
  const a = document.activeElement;
  return a?.id || a?.getAttribute('aria-label') || a?.textContent?.trim() || a?.tagName || '';
});

/** Plans → SELECIONAR → the CNPJ count and the operators → Salvar: the summary. */
async function escolher(page: Page, plano: string, cnpjs: string, operadoras: string[]) {
  await selecionar(page, plano).click();
  const d = dialogo(page);
  await visivel(d);
  await d.getByLabel(/Quantidade de CNPJ/).fill(cnpjs);
  for (const o of operadoras) await d.getByRole('checkbox', { name: o }).check();
  await botao(page, 'Salvar').click();
  await emTela(page, RESUMO);
}

/** The term, read and accepted. */
async function aceitar(page: Page) {
  await page.getByLabel('Estou de acordo com o termo acima.').check();
  await botao(page, 'Confirmar Contratação').click();
}

describe('SPC Conciliador: apresentação e contratação (360 px)', () => {
  it('apresentação com vídeo que toca, legendas pt-BR e busca por intervalos; SOLICITAR PRODUTO leva aos planos', async () => {
    const page = await portal.abrir('movel');
    const respostasDoVideo: number[] = [];
    page.on('response', (r) => { if (r.url().endsWith('/videos/spc-conciliador.webm')) respostasDoVideo.push(r.status()); });
    await entrarPelaTela(page, 'associado@exemplo.com.br');

    // the products screen has the product as a card that leads to its presentation
    await page.getByRole('link', { name: /SPC Conciliador/ }).click();
    await emTela(page, BASE);
    await visivel(page.getByRole('heading', { level: 1, name: 'SPC Conciliador' }));
    expect(await page.title()).toBe('SPC Conciliador — Portal do Associado');

    const video = page.locator('video');
    expect(await video.getAttribute('preload')).toBe('metadata');
    expect(await video.getAttribute('controls')).not.toBeNull();
    const faixa = page.locator('video track');
    expect(await faixa.getAttribute('kind')).toBe('captions');
    expect(await faixa.getAttribute('srclang')).toBe('pt-BR');
    expect(await faixa.getAttribute('default')).not.toBeNull();

    // it really plays (VP9 in Chromium), its captions load and show, and a seek is served by a byte range
    await video.evaluate((v: HTMLVideoElement) => { v.muted = true; return v.play(); });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 8000 }).toBeGreaterThan(0.5);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight, Math.round(v.duration)])).toEqual([640, 360, 9]);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBe(3);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.textTracks[0]!.mode, v.textTracks[0]!.language])).toEqual(['showing', 'pt-BR']);
    await video.evaluate((v: HTMLVideoElement) => new Promise((ok) => { v.addEventListener('seeked', ok, { once: true }); v.currentTime = 7; }));
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => {
      const c = v.textTracks[0]!.activeCues?.[0] as VTTCue | undefined;
      return c?.text ?? '';
    })).toContain('Contrate pelo portal');
    expect(respostasDoVideo).toContain(206);
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await verificarTela(page, 'apresentação do SPC Conciliador');

    await page.getByRole('link', { name: 'SOLICITAR PRODUTO' }).click();
    await emTela(page, PLANOS);
    await visivel(page.getByRole('heading', { level: 1, name: 'Escolha de Plano' }));
    // nothing chosen yet: a reload brings the plans back without saying something was recovered
    await visivel(selecionar(page, 'Essencial'));
    await page.reload();
    await visivel(selecionar(page, 'Essencial'));
    expect(await page.getByText('Recuperamos o que você tinha preenchido antes.').count()).toBe(0);
  });

  it('planos, diálogo pelo teclado (§5), resumo que sobrevive ao recarregar, CONFIRMAR duas vezes = um contrato, novo login no termo, aceite', async () => {
    const page = await portal.abrir('movel');
    const context = portal.aba.context;
    await entrarPelaTela(page, 'associado@exemplo.com.br');
    await page.goto(PLANOS);
    await visivel(page.getByRole('heading', { level: 1, name: 'Escolha de Plano' }));
    expect(await page.title()).toBe('Escolha de Plano — SPC Conciliador — Portal do Associado');

    // §2: a card per plan with every figure, money in BRL
    const cartoes = page.getByRole('article');
    expect(await cartoes.count()).toBe(3);
    const essencial = page.getByRole('article', { name: 'Essencial' });
    const texto = (await essencial.innerText()).replace(/\s+/g, ' ');
    for (const figura of ['R$ 99,90 por mês', 'CNPJs incluídos 1', 'Adquirentes incluídas 2', 'Transações incluídas por mês 1.000',
      'Transação excedente (cada) R$ 0,05', 'Adquirente extra (por mês) R$ 29,90', 'Custo por operadora (uma vez) R$ 15,00',
      'Filial extra, por CNPJ (por mês) R$ 49,90', 'Taxa de adesão R$ 199,00']) expect(texto).toContain(figura);
    await verificarTela(page, 'escolha de plano');
    await capturar(page, 'conciliador-planos-360');

    // the modal by keyboard: Enter on SELECIONAR opens it, focus in the CNPJ field holding §9's default 1
    await selecionar(page, 'Essencial').focus();
    await page.keyboard.press('Enter');
    const d = dialogo(page);
    await visivel(d);
    const cnpj = d.getByLabel(/Quantidade de CNPJ/);
    expect(await cnpj.inputValue()).toBe('1');
    await expect.poll(() => focado(page)).toBe('conciliador-cnpjs');
    // Esc cancels and gives focus back to SELECIONAR
    await page.keyboard.press('Escape');
    await expect.poll(() => d.count()).toBe(0);
    await expect.poll(() => focado(page)).toBe('SELECIONAR plano Essencial');

    // §5: Salvar (Enter in the field) with no operator: the exact text, under the list and in the summary, which takes focus
    await page.keyboard.press('Enter');
    await visivel(d);
    await page.keyboard.press('Enter');
    await visivel(d.getByRole('alert').getByText(mensagensConciliador.selecioneOperadora));
    await visivel(d.getByRole('group', { name: /Operadoras/ }).getByText(mensagensConciliador.selecioneOperadora));
    await expect.poll(() => focado(page)).toBe('resumo-de-erros');
    await verificarTela(page, "diálogo 'Dados Adicionais' com o erro do §5");
    // the modal as a phone shows it: the viewport, its top (title and plan) in view
    await page.locator('.dialogo-lugar').evaluate((e) => { e.scrollTop = 0; });
    await page.mouse.move(0, 739);
    await page.screenshot({ path: `${TELAS}conciliador-dialogo-360.png` });
    // the summary's link takes the keyboard to the operators; Space ticks, Tab moves on
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => focado(page)).toBe('conciliador-operadora-0');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await d.getByRole('checkbox', { name: 'Cielo' }).isChecked()).toBe(true);
    expect(await d.getByRole('checkbox', { name: 'Rede' }).isChecked()).toBe(true);
    await expect.poll(() => d.getByRole('alert').count(), { message: 'o erro sai quando a operadora é marcada' }).toBe(0);
    await cnpj.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');

    // the summary: the choice and what valoresDoContrato says (1 CNPJ past the plan's: R$ 149,80 a month; total R$ 378,80)
    await emTela(page, RESUMO);
    await visivel(page.getByRole('heading', { level: 1, name: 'Resumo da contratação' }));
    expect(await page.title()).toBe('Resumo da contratação — SPC Conciliador — Portal do Associado');
    const resumo = async () => (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const linha of ['Plano Essencial', 'Quantidade de CNPJ 2', 'Operadoras Cielo, Rede', 'Taxa de adesão R$ 199,00',
      'R$ 30,00', 'R$ 149,80 por mês', 'Total do primeiro pagamento R$ 378,80']) expect(await resumo()).toContain(linha);
    expect(await pendentes(context), '§2: nenhuma chamada no resumo').toEqual([]);
    await verificarTela(page, 'resumo');

    // a reload keeps the choice (local storage, spc_conciliador), and says so
    expect(await rascunhos(page)).toHaveLength(1);
    await page.reload();
    await visivel(page.getByRole('heading', { level: 1, name: 'Resumo da contratação' }));
    await visivel(page.getByRole('status').filter({ hasText: 'Recuperamos o que você tinha preenchido antes.' }));
    expect(await resumo()).toContain('Operadoras Cielo, Rede');
    expect(page.url()).toContain(RESUMO);

    // CONFIRMAR: the term; back, CONFIRMAR again: still one pending contract (the server keeps one per associate)
    await botao(page, 'CONFIRMAR').click();
    await emTela(page, TERMO);
    await visivel(page.getByRole('heading', { level: 1, name: 'Aceite do Termo Aditivo' }));
    await visivel(botao(page, 'Confirmar Contratação'));
    expect(await page.title()).toBe('Aceite do Termo Aditivo — SPC Conciliador — Portal do Associado');
    await verificarTela(page, 'termo do SPC Conciliador');
    const primeira = await pendentes(context);
    expect(primeira).toHaveLength(1);
    await page.goBack();
    await emTela(page, RESUMO);
    await visivel(page.getByRole('heading', { level: 1, name: 'Resumo da contratação' }));
    await botao(page, 'CONFIRMAR').click();
    await emTela(page, TERMO);
    await visivel(botao(page, 'Confirmar Contratação'));
    const segunda = await pendentes(context);
    expect(segunda).toHaveLength(1);
    expect(segunda[0]!.solicitacaoId).toBe(primeira[0]!.solicitacaoId);
    expect(segunda[0]).toMatchObject({ plano: { descricao: 'Essencial' }, qtdeCNPJs: 2, operadoras: [{ descricao: 'Cielo' }, { descricao: 'Rede' }] });

    // the session ends while accepting: login says so, and after it the term is back with the same choice
    await context.clearCookies();
    await aceitar(page);
    await emTela(page, `/login?voltar=${encodeURIComponent(TERMO)}`);
    await visivel(page.getByRole('status').filter({ hasText: 'Sua sessão expirou. Entre novamente.' }));
    await preencherLogin(page, 'associado@exemplo.com.br');
    await emTela(page, TERMO);
    await visivel(botao(page, 'Confirmar Contratação'));
    await visivel(page.getByText(/Essencial/).first());
    expect(await pendentes(context)).toHaveLength(1);

    // accepted: the server's text as a toast, the panel, the draft gone
    await aceitar(page);
    await toast(page, mensagensConciliador.termoAceito);
    await emTela(page, PAINEL);
    const [aceita] = await solicitacoes(context);
    expect(aceita).toMatchObject({ solicitacaoId: primeira[0]!.solicitacaoId, dtAceite: expect.any(String), statusChamado: 'Aberto' });
    expect(await pendentes(context)).toEqual([]);
    expect(await rascunhos(page)).toEqual([]);

    // the addresses of the steps without a choice: the plans
    await page.goto(TERMO);
    await emTela(page, PLANOS);
    await visivel(page.getByRole('heading', { level: 1, name: 'Escolha de Plano' }));
  });

  it('o termo mudou em outra aba (409): a mensagem do servidor e o termo atual de novo; aceito depois de relido', async () => {
    const page = await portal.abrir('movel');
    const context = portal.aba.context;
    await entrarPelaTela(page, 'clube.ativo@exemplo.com.br');
    await page.goto(PLANOS);
    await visivel(selecionar(page, 'Essencial'));
    await escolher(page, 'Essencial', '1', ['Cielo']);
    await botao(page, 'CONFIRMAR').click();
    await emTela(page, TERMO);
    await visivel(botao(page, 'Confirmar Contratação'));

    // another tab of the same login confirms another choice: the one pending contract now holds it
    const outra = await context.newPage();
    await outra.goto(PLANOS);
    await visivel(selecionar(outra, 'Profissional'));
    await escolher(outra, 'Profissional', '3', ['Stone']);
    await botao(outra, 'CONFIRMAR').click();
    await emTela(outra, TERMO);
    await visivel(botao(outra, 'Confirmar Contratação'));
    expect((await pendentes(context)).map((s) => s.plano.descricao)).toEqual(['Profissional']);
    await outra.close();

    // this tab's acceptance names the term it shows: 409, the server's words, the term loaded again, unticked
    await aceitar(page);
    await visivel(page.getByRole('alert').filter({ hasText: mensagensConciliador.termoMudou }));
    await visivel(botao(page, 'Confirmar Contratação'));
    expect(await page.getByLabel('Estou de acordo com o termo acima.').isChecked()).toBe(false);
    expect((await pendentes(context)).map((s) => s.plano.descricao), 'o termo relido é o desta aba').toEqual(['Essencial']);
    await aceitar(page);
    await emTela(page, PAINEL);
    const todas = await solicitacoes(context);
    expect(todas.map((s) => [s.plano.descricao, s.dtAceite !== null])).toEqual([['Essencial', true]]);
  });
});
