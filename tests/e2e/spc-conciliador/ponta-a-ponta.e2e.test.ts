/**
 * SPC Conciliador end to end (issue 11 "Done when"), on the fresh database of this file, associate and staff each in
 * a browser context of their own:
 *  1. through the screens only: the associate contracts Essencial with 2 operators in the 'Dados Adicionais' dialog,
 *     reloads on the summary (the choice is kept), CONFIRMAR, accepts the term: the panel shows the request Aberto,
 *     without Pagar. Staff, in another context, filter the queue by SPC Conciliador, open the ticket, read the plan,
 *     comment and Classificar. The associate's panel (reloaded) shows Classificado and Pagar; a declined test card
 *     says §8's text; the approved card pays; the panel shows Ativo. The database holds the declined charge and the
 *     paid one, nothing else.
 *  2. two tabs of one login press Pagar on the same request together (both calls held until both are sent, then let
 *     through at once): the server answers one 200 and one 409, one tab goes to the panel and the other says the
 *     server's 'Este item já foi pago…'; the database holds one paid charge with referencia `conciliador:<id>`.
 *  3. a boleto is generated and opens in a new window (a PDF); staff settle it on /atendimento/boletos in another
 *     context; the associate's panel shows Ativo.
 * Cases 2 and 3 start from a classified request made by API (./apoio.ts: what they are not about). The last case of
 * "Done when", a naoAssociado seeing no monthly slip, is pagamento.e2e.test.ts's 'um não associado não vê o boleto
 * mensal' (a classified request of nao.associado@exemplo.com.br: three methods, no 'Boleto mensal (mensalidade)').
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mensagensPagamento } from '../../../src/domain/comum/pagamentos';
import { mensagensConciliador } from '../../../src/domain/spc-conciliador/conciliador';
import { cobrancas } from '../../../src/server/db/schema/comum';
import { ambiente } from '../support/ambiente';
import { entrarPelaTela } from '../support/login';
import { verificarTela } from '../support/navegador';
import { botao, digitar, emTela, toast, visivel } from '../support/tela';
import { apoioConciliador } from './apoio';

const ASSOCIADO = 'associado@exemplo.com.br';
const ATENDENTE = 'atendente@exemplo.com.br';
const BASE = '/produto/spc-conciliador';
const PLANOS = `${BASE}/planos`;
const RESUMO = `${BASE}/resumo-conciliador`;
const TERMO = `${BASE}/termo-conciliador`;
const PAINEL = `${BASE}/painel-conciliador`;
const pagamento = (id: number) => `${BASE}/pagamento-conciliador/${id}`;
const FILA_CONCILIADOR = '/atendimento?produto=spc-conciliador';
const PAGO = 'Pagamento realizado com sucesso! Redirecionando para o painel...';
/** Test cards of the sandbox gateway (README): declined, and approved. */
const CARTAO_RECUSADO = '4000000000009995';
const CARTAO_APROVADO = '4111111111111111';
/** December, three years from now (MMAA): always in the future. */
const VALIDADE = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

const portal = ambiente();
portal.registrarCiclo();
const { solicitacaoPronta } = apoioConciliador(portal);

/** Staff in a browser context of their own (cookies apart from the associate's), logged in through the login screen. */
async function equipeEmOutroNavegador(): Promise<Page> {
  const page = await portal.outraJanela('desktop');
  await entrarPelaTela(page, ATENDENTE);
  return page;
}

/** What the database holds for the request: every charge of referencia `conciliador:<id>`, oldest first. */
const cobrancasDa = (solicitacaoId: number) => portal.servidor.database.db
  .select({ metodo: cobrancas.metodo, situacao: cobrancas.situacao, valor: cobrancas.valor, pagaEm: cobrancas.pagaEm, produto: cobrancas.produto })
  .from(cobrancas)
  .where(and(eq(cobrancas.codSocio, '0001001'), eq(cobrancas.referencia, `conciliador:${solicitacaoId}`)))
  .orderBy(asc(cobrancas.id));

const texto = async (page: Page) => (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
/** The panel's card of one request (its heading's id names it). */
const cartaoDa = (page: Page, id: number) => page.getByRole('main').getByRole('listitem').filter({ has: page.locator(`#solicitacao-${id}`) });
const radio = (page: Page, nome: string) => page.getByRole('radio', { name: nome, exact: true });
const botaoPagar = (page: Page) => page.getByRole('button', { name: /^Pagar R\$/ });

/** 'Cartão de crédito' and the card, typed as a user does (the masks add the spaces and the slash). */
async function preencherCartao(page: Page, numero: string) {
  await radio(page, 'Cartão de crédito').check();
  // the masked fields are disabled stand-ins until react-imask's chunk arrives: typing before would be lost
  await page.getByLabel('Número do cartão').and(page.locator(':enabled')).waitFor();
  await page.getByLabel('Nome impresso no cartão').fill('ANA ASSOCIADA');
  await digitar(page.getByLabel('Número do cartão'), numero);
  await digitar(page.getByLabel('Validade (MM/AA)'), VALIDADE);
  await digitar(page.getByLabel('Código de segurança'), '123');
}

describe('SPC Conciliador de ponta a ponta: associado e equipe, cada um no seu navegador', () => {
  it('só pelas telas: contrata com 2 operadoras, recarrega no resumo, aceita; a equipe classifica; recusado, aprovado, Ativo', async () => {
    // ── the associate: products → presentation → plans ──────────────────────────────────────────
    const page = await portal.abrir('movel');
    await entrarPelaTela(page, ASSOCIADO);
    await page.getByRole('link', { name: /SPC Conciliador/ }).click();
    await emTela(page, BASE);
    await page.getByRole('link', { name: 'SOLICITAR PRODUTO' }).click();
    await emTela(page, PLANOS);

    // Essencial, 1 CNPJ, 2 operators in 'Dados Adicionais'
    await page.getByRole('button', { name: 'SELECIONAR plano Essencial' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Dados Adicionais' });
    await visivel(dialogo);
    await dialogo.getByLabel(/Quantidade de CNPJ/).fill('1');
    await dialogo.getByRole('checkbox', { name: 'Cielo' }).check();
    await dialogo.getByRole('checkbox', { name: 'Rede' }).check();
    await botao(page, 'Salvar').click();

    // the summary (R$ 199,00 + 2 × R$ 15,00 + R$ 99,90): a reload keeps the choice, and says so
    await emTela(page, RESUMO);
    await visivel(page.getByRole('heading', { level: 1, name: 'Resumo da contratação' }));
    const resumo = ['Plano Essencial', 'Quantidade de CNPJ 1', 'Operadoras Cielo, Rede', 'R$ 99,90 por mês', 'Total do primeiro pagamento R$ 328,90'];
    for (const linha of resumo) expect(await texto(page)).toContain(linha);
    await page.reload();
    await visivel(page.getByRole('heading', { level: 1, name: 'Resumo da contratação' }));
    await visivel(page.getByRole('status').filter({ hasText: 'Recuperamos o que você tinha preenchido antes.' }));
    for (const linha of resumo) expect(await texto(page), 'o resumo depois de recarregar').toContain(linha);
    expect(page.url()).toContain(RESUMO);

    // CONFIRMAR → the term; ticked and confirmed → the panel: Aberto, nothing to pay yet
    await botao(page, 'CONFIRMAR').click();
    await emTela(page, TERMO);
    await visivel(page.getByRole('heading', { level: 1, name: 'Aceite do Termo Aditivo' }));
    await page.getByLabel('Estou de acordo com o termo acima.').check();
    await botao(page, 'Confirmar Contratação').click();
    await toast(page, mensagensConciliador.termoAceito);
    await emTela(page, PAINEL);
    const cartoes = page.getByRole('main').getByRole('listitem');
    await visivel(cartoes.first());
    expect(await cartoes.count(), 'um pedido no painel').toBe(1);
    const cartao = cartoes.first();
    await visivel(cartao.getByRole('heading', { name: 'Plano Essencial' }));
    await visivel(cartao.getByText('Aberto', { exact: true }));
    await visivel(cartao.getByText('Cielo, Rede', { exact: true }));
    expect(await cartao.getByRole('link', { name: 'Pagar' }).count(), 'sem Pagar antes da classificação').toBe(0);
    const id = Number((await cartao.getByRole('heading').getAttribute('id'))!.replace('solicitacao-', ''));
    expect(id).toBeGreaterThan(0);

    // ── staff, in another browser: the queue of SPC Conciliador, the ticket, the plan, a comment, Classificar ──
    const equipe = await equipeEmOutroNavegador();
    await equipe.getByRole('banner').getByRole('link', { name: 'Atendimento', exact: true }).click();
    await emTela(equipe, '/atendimento');
    await equipe.getByLabel('Produto').selectOption({ label: 'SPC Conciliador' });
    await emTela(equipe, FILA_CONCILIADOR);
    await visivel(equipe.getByText('Ana Associada (código 0001001)'));
    await equipe.getByRole('link', { name: 'SPC Conciliador: classificar plano Essencial (1 CNPJ, 2 operadoras)' }).click();
    await equipe.waitForURL(/\/atendimento\/chamado\/\d+$/);
    await visivel(equipe.getByRole('heading', { level: 3, name: `Solicitação nº ${id} do SPC Conciliador` }));
    const pedido = equipe.locator('.cartao .ficha');
    for (const [rotulo, valor] of [['Plano', 'Essencial'], ['Quantidade de CNPJ', '1'], ['Operadoras', 'Cielo, Rede'], ['Situação', 'Aberto']] as const) {
      await visivel(pedido.locator('div').filter({ has: equipe.getByText(rotulo, { exact: true }) }).getByText(valor, { exact: true }));
    }
    await equipe.getByLabel('Comentário da classificação').fill('Plano Essencial com Cielo e Rede conferido.');
    await botao(equipe, 'Classificar').click();
    await toast(equipe, 'Chamado atualizado.');
    await emTela(equipe, FILA_CONCILIADOR);
    await visivel(equipe.getByText('Nenhum chamado aberto.'));

    // ── the associate again: Classificado with Pagar ───────────────────────────────────────────
    await page.reload();
    const doPedido = cartaoDa(page, id);
    await visivel(doPedido.getByText('Classificado', { exact: true }));
    await doPedido.getByRole('link', { name: 'Pagar' }).click();
    await emTela(page, pagamento(id));
    await visivel(page.getByRole('region', { name: 'Informações do Plano' }).getByText('R$ 328,90').first());

    // a declined test card: §8's text, the screen stays with the card as typed
    await preencherCartao(page, CARTAO_RECUSADO);
    await botaoPagar(page).click();
    await toast(page, mensagensPagamento.cartaoRecusado);
    expect(new URL(page.url()).pathname).toBe(pagamento(id));
    expect(await page.getByLabel('Número do cartão').inputValue()).toBe('4000 0000 0000 9995');
    await verificarTela(page, 'pagamento com o cartão recusado');

    // the approved card: paid, and the panel shows Ativo, nothing left to pay
    const numero = page.getByLabel('Número do cartão');
    await numero.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(CARTAO_APROVADO);
    await botaoPagar(page).click();
    await toast(page, PAGO);
    await emTela(page, PAINEL);
    await visivel(cartaoDa(page, id).getByText('Ativo', { exact: true }));
    expect(await cartaoDa(page, id).getByRole('link', { name: 'Pagar' }).count()).toBe(0);

    expect(await cobrancasDa(id), 'no banco: a recusa e o pagamento, nada mais').toMatchObject([
      { metodo: 'credito', situacao: 'recusada', valor: 32_890, produto: 'spc-conciliador', pagaEm: null },
      { metodo: 'credito', situacao: 'paga', valor: 32_890, produto: 'spc-conciliador', pagaEm: expect.any(Date) },
    ]);
  });

  it('duas abas apertam Pagar juntas: uma paga, a outra ouve o 409 do servidor, e o banco tem uma cobrança paga', async () => {
    const id = await solicitacaoPronta(ASSOCIADO);
    const a = await portal.abrir('movel');
    const context = portal.aba.context;
    await entrarPelaTela(a, ASSOCIADO);
    const b = await context.newPage();
    const errosDaOutraAba: string[] = [];
    b.on('pageerror', (e) => errosDaOutraAba.push(e.message));
    const abas = [a, b] as const;
    for (const p of abas) {
      await p.bringToFront(); // a person types in the tab in front (a background tab's fields do not take focus)
      await p.goto(pagamento(id));
      await visivel(botaoPagar(p));
      await preencherCartao(p, CARTAO_APROVADO);
    }

    // both calls are held until both have left their tabs, then let through together: the server sees them at once
    const ROTA = '**/api/Conciliador/PagamentoCreditoSpcConciliador';
    const retidas: (() => Promise<void>)[] = [];
    await context.route(ROTA, (route) => { retidas.push(() => route.continue()); });
    const respostas = abas.map((p) => p.waitForResponse((r) => r.url().endsWith('/api/Conciliador/PagamentoCreditoSpcConciliador')));
    respostas.forEach((r) => r.catch(() => {})); // a failure below is the one reported, not these waits
    await Promise.all(abas.map((p) => botaoPagar(p).click()));
    await expect.poll(() => retidas.length, { message: 'as duas abas enviam o pagamento', timeout: 10_000 }).toBe(2);
    await Promise.all(retidas.map((continuar) => continuar()));
    const [ra, rb] = await Promise.all(respostas) as [Response, Response];
    expect([ra.status(), rb.status()].sort(), 'uma paga, a outra é recusada pelo servidor').toEqual([200, 409]);
    await context.unroute(ROTA);

    // what each tab shows: the winner's confirmation and the panel; the other, the server's text, still on the form
    const [vencedora, outra] = ra.status() === 200 ? [a, b] : [b, a];
    expect((await (ra.status() === 409 ? ra : rb).json() as { mensagem: string }).mensagem).toBe(mensagensPagamento.jaCobrado);
    await toast(vencedora, PAGO);
    await emTela(vencedora, PAINEL);
    await visivel(cartaoDa(vencedora, id).getByText('Ativo', { exact: true }));
    await toast(outra, mensagensPagamento.jaCobrado);
    expect(new URL(outra.url()).pathname).toBe(pagamento(id));
    await verificarTela(outra, 'pagamento recusado por já estar pago');
    // the other tab reloaded: nothing to pay here any more, the panel with the request Ativo
    await outra.reload();
    await emTela(outra, PAINEL);
    await visivel(cartaoDa(outra, id).getByText('Ativo', { exact: true }));

    expect(await cobrancasDa(id), 'no banco: uma cobrança, paga').toMatchObject([
      { metodo: 'credito', situacao: 'paga', valor: expect.any(Number), pagaEm: expect.any(Date) },
    ]);
    expect(errosDaOutraAba).toEqual([]);
  });

  it('boleto: gerado, abre numa nova janela (PDF); a equipe o liquida em outro navegador; o painel do associado mostra Ativo', async () => {
    const id = await solicitacaoPronta(ASSOCIADO);
    const page = await portal.abrir('movel');
    const context = portal.aba.context;
    await entrarPelaTela(page, ASSOCIADO);
    await page.goto(PAINEL);
    await cartaoDa(page, id).getByRole('link', { name: 'Pagar' }).click();
    await emTela(page, pagamento(id));

    // 'Boleto bancário' → Gerar boleto: the boleto opens by itself in a new window, and it is a PDF
    await radio(page, 'Boleto bancário').check();
    const janela = context.waitForEvent('page', { timeout: 10_000 });
    const documento = context.waitForEvent('response', { predicate: (r) => /\/api\/arquivos\/\d+$/.test(r.url()), timeout: 10_000 });
    await botao(page, 'Gerar boleto').click();
    await toast(page, 'Boleto gerado! Sua solicitação fica ativa quando o boleto for pago.');
    const nova = await janela;
    const pdf = await documento;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.url()).toBe(new URL((await page.getByRole('link', { name: 'Abrir boleto' }).getAttribute('href'))!, portal.servidor.url).toString());
    await nova.close();
    expect(await cobrancasDa(id)).toMatchObject([{ metodo: 'boleto', situacao: 'aguardando', pagaEm: null }]);

    // staff, in another browser: Boletos aguardando pagamento → Liquidar → Confirmar liquidação
    const equipe = await equipeEmOutroNavegador();
    await equipe.goto('/atendimento');
    await equipe.getByRole('navigation', { name: 'Áreas do atendimento' }).getByRole('link', { name: 'Boletos aguardando pagamento' }).click();
    await emTela(equipe, '/atendimento/boletos');
    await equipe.getByRole('button', { name: /^Liquidar boleto nº \d+ de Ana Associada$/ }).click();
    await botao(equipe, 'Confirmar liquidação').click();
    await toast(equipe, 'Boleto liquidado.');
    await visivel(equipe.getByText('Nenhum boleto aguardando pagamento.'));

    // the associate's panel: Ativo, nothing to pay
    await page.getByRole('link', { name: 'Ir para o painel' }).click();
    await emTela(page, PAINEL);
    await visivel(cartaoDa(page, id).getByText('Ativo', { exact: true }));
    expect(await cartaoDa(page, id).getByRole('link', { name: 'Pagar' }).count()).toBe(0);
    await verificarTela(page, 'painel com o boleto liquidado');
    expect(await cobrancasDa(id)).toMatchObject([{ metodo: 'boleto', situacao: 'paga', pagaEm: expect.any(Date) }]);
  });
});
