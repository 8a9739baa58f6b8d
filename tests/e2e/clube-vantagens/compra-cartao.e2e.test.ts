/**
 * Issue 11: a naoAssociado buys the discount club by credit card, in Chromium at 360 px, through the payment kit.
 * The products screen shows the club as Disponível (a link); the panel says non-associates pay by card and links to
 * the payment screen (cart 'Clube de Vantagens' R$ 120,00); a declined test card says §8's text and stays; the
 * approved card pays, the toast says the server's text and the club term follows ~2 s later (§9); signing it leads
 * to the active panel. Typed again, the address sends a club already bought to the panel with the server's text,
 * and an associate (who buys on the slip) to the panel. The card is typed with the keyboard alone; axe at every
 * screen; the payment screen's picture in docs/telas/clube-pagamento-360.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mensagensClube } from '../../../src/domain/clube-vantagens/clube';
import { ambiente } from '../support/ambiente';
import { entrarPelaTela } from '../support/login';
import { verificarTela } from '../support/navegador';
import { botao, capturar, emTela, oculto, toast, visivel } from '../support/tela';

const PAINEL = '/produto/clube-vantagens/painel';
const PAGAMENTO = '/produto/clube-vantagens/pagamento';
const TERMO = '/produto/clube-vantagens/termo';
const RECUSADO = 'Erro ao processar seu pagamento, verifique os dados do cartão e tente novamente.';
const NAO_ASSOCIADO = 'nao.associado@exemplo.com.br';

const portal = ambiente();
portal.registrarCiclo();

const main = (page: Page) => page.getByRole('main');
/** The focused element, as 'TAG#id: text'. */
const emFoco = (page: Page) => page.evaluate(() => {
  const e = document.activeElement;
  return `${e?.tagName}${e?.id ? `#${e.id}` : ''}: ${e?.textContent?.replace(/\s+/g, ' ').trim() ?? ''}`;
});
/** Tab from where focus is until `ate` is focused (at most 15 steps). */
async function tabularAte(page: Page, ate: RegExp) {
  const vistos: string[] = [];
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    const foco = await emFoco(page);
    vistos.push(foco);
    if (ate.test(foco)) return;
  }
  throw new Error(`Tab não chegou a ${ate}: ${vistos.join(' | ')}`);
}
/** Replaces a focused masked field's value by typing, as a user does (select all, type). */
async function redigitar(page: Page, texto: string) {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(texto);
}

describe('Clube de Vantagens: um não associado compra no cartão de crédito (360 px)', () => {
  it('produtos → painel → Comprar com cartão de crédito; o cartão recusado diz o §8; o aprovado paga e o termo vem em ~2 s; assinado, o painel ativo', async () => {
    const page = await portal.abrir('movel');
    await entrarPelaTela(page, NAO_ASSOCIADO);
    await emTela(page, '/');

    // the products screen: the club may be bought (not 'Indisponível'), and its card leads to the panel
    const clube = main(page).getByRole('listitem').filter({ has: page.getByText('Clube de Vantagens', { exact: true }) });
    await visivel(clube.getByText('Disponível', { exact: true }));
    expect(await clube.getByText('Indisponível').count()).toBe(0);
    await verificarTela(page, 'produtos (não associado)');
    await tabularAte(page, /^A: Clube de Vantagens/);
    await page.keyboard.press('Enter');

    // the panel: how a non-associate pays, and the way there (no purchase on the slip)
    await emTela(page, PAINEL);
    await visivel(main(page).getByText(mensagensClube.compraNoCartao));
    const comprar = main(page).getByRole('link', { name: 'Comprar com cartão de crédito' });
    await visivel(comprar);
    expect(await botao(page, 'Adquirir Clube de Vantagens').count()).toBe(0);
    await verificarTela(page, 'painel sem clube (não associado)');
    await comprar.focus();
    await page.keyboard.press('Enter');

    // the payment screen: the cart and the credit card only
    await emTela(page, PAGAMENTO);
    await visivel(main(page).getByRole('heading', { level: 1, name: 'Pagamento' }));
    await expect.poll(() => page.title()).toBe('Pagamento — Clube de Vantagens — Portal do Associado');
    const carrinho = page.getByRole('region', { name: 'Sua compra' });
    await visivel(carrinho);
    await visivel(carrinho.getByText('Clube de Vantagens', { exact: true }));
    await visivel(carrinho.getByText('R$ 120,00 por mês'));
    await visivel(carrinho.getByText('R$ 120,00', { exact: true }));
    // one method: nothing to choose, it is said and the card form is open
    expect(await page.getByRole('radio').count()).toBe(0);
    await visivel(main(page).getByText('Forma de pagamento: Cartão de crédito'));
    await visivel(page.getByRole('group', { name: 'Dados do cartão' }));
    await verificarTela(page, 'pagamento do clube: o cartão');

    // the card by keyboard alone: Tab to the first field, Tab walks the fields, Enter pays
    await tabularAte(page, /^INPUT#cartao-nome/);
    await page.keyboard.type('DAVI N ASSOCIADO');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4000000000009995'); // the gateway's declined test card
    await page.keyboard.press('Tab');
    await page.keyboard.type('1230');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    const numero = page.getByLabel('Número do cartão');
    expect(await numero.inputValue()).toBe('4000 0000 0000 9995');
    expect(await page.getByLabel('Validade (MM/AA)').inputValue()).toBe('12/30');
    await verificarTela(page, 'pagamento do clube: cartão preenchido');
    await capturar(page, 'clube-pagamento-360');
    const pedidos: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/api/Clube/PagamentoCartaoClubeVantagens')) pedidos.push(r.postData() ?? ''); });
    await page.keyboard.press('Enter');
    await toast(page, RECUSADO);
    expect(new URL(page.url()).pathname).toBe(PAGAMENTO);
    expect(await numero.inputValue(), 'o formulário fica como estava').toBe('4000 0000 0000 9995');
    expect(pedidos).toHaveLength(1);
    await verificarTela(page, 'pagamento do clube: cartão recusado');

    // the approved card: a new attempt; the term 2 s after the confirmation (§9)
    await numero.focus();
    await redigitar(page, '4111111111111111');
    await page.keyboard.press('Enter');
    await toast(page, mensagensClube.compraRealizada);
    const confirmado = Date.now();
    await emTela(page, TERMO);
    const espera = Date.now() - confirmado;
    expect(espera, `o termo ${espera} ms depois da confirmação`).toBeGreaterThanOrEqual(1_500);
    expect(espera).toBeLessThan(4_000);
    expect(pedidos).toHaveLength(2);
    const [primeiro, segundo] = pedidos.map((p) => JSON.parse(p) as { idempotencyKey: string; numeroCartao: string });
    expect(segundo!.idempotencyKey, 'outra tentativa, outra chave').not.toBe(primeiro!.idempotencyKey);
    expect(segundo!.numeroCartao).toBe('4111111111111111');

    // the term, signed: the active panel
    const assinar = botao(page, 'Assinar termo');
    await visivel(assinar);
    await verificarTela(page, 'termo do clube (não associado)');
    await page.getByLabel('Estou de acordo com o termo acima.').check();
    await assinar.click();
    await emTela(page, PAINEL);
    await visivel(page.getByRole('tablist', { name: 'Seções do clube' }));

    // the address typed again: a club already bought goes back to the panel with the server's text
    await page.goto(PAGAMENTO);
    await emTela(page, PAINEL);
    await toast(page, mensagensClube.jaAdquirido);
    await visivel(page.getByRole('tablist', { name: 'Seções do clube' }));
    // and the products screen says it
    await page.goto('/');
    await visivel(main(page).getByRole('listitem').filter({ has: page.getByText('Clube de Vantagens', { exact: true }) }).getByText('Contratado', { exact: true }));
  });

  it('um associado que digita o endereço do pagamento volta ao painel, onde compra na mensalidade', async () => {
    const page = await portal.abrir('movel');
    await entrarPelaTela(page, 'associado@exemplo.com.br');
    const chamadas: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/api/Clube/')) chamadas.push(new URL(r.url()).pathname); });
    await page.goto(PAGAMENTO);
    await emTela(page, PAINEL);
    await visivel(botao(page, 'Adquirir Clube de Vantagens'));
    await oculto(page.getByRole('group', { name: 'Dados do cartão' }));
    expect(await main(page).getByRole('link', { name: 'Comprar com cartão de crédito' }).count()).toBe(0);
    expect(chamadas, 'nenhum pagamento no cartão').not.toContain('/api/Clube/PagamentoCartaoClubeVantagens');
  });
});
