/**
 * Issue 20: products only associates buy (club, reconciliation, retail). The demo consultant, at 360 px, types each
 * product's addresses: every one says, once, that the associate buys it itself (CONSULTOR_NAO_CONTRATA), offers no
 * purchase and calls nothing of the product (its chunk is not loaded); the products screen lists none of them. Axe at
 * each screen; the club's picture in docs/telas/consultor-produto-do-associado-360.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONSULTOR_NAO_CONTRATA } from '../../../src/domain/comum/produtos';
import { ambiente } from '../support/ambiente';
import { entrarPelaTela } from '../support/login';
import { verificarTela } from '../support/navegador';
import { capturar, emTela, visivel } from '../support/tela';

const portal = ambiente();
portal.registrarCiclo();

const ENDERECOS = [
  ['Clube de Vantagens', '/produto/clube-vantagens/painel'],
  ['Clube de Vantagens', '/produto/clube-vantagens/pagamento'],
  ['SPC Conciliador', '/produto/spc-conciliador'],
  ['SPC Conciliador', '/produto/spc-conciliador/planos'],
  ['Varejo Inteligente', '/produto/cdl-varejo-inteligente/produtos'],
] as const;
/** Anything that would buy: the club's offer, the reconciliation's request, retail's booking, a payment. */
const COMPRA = /adquirir|solicitar produto|nova locação|pagar|contratar|selecionar|assinar termo/i;

const main = (page: Page) => page.getByRole('main');

describe('consultor: os produtos que só o associado contrata (360 px)', () => {
  it('clube, conciliador e varejo: a frase uma vez, nenhuma compra, nenhuma chamada ao produto', async () => {
    const page = await portal.abrir('movel');
    const chamadas: string[] = [];
    page.on('request', (r) => { if (/\/api\/(Clube|Conciliador|VarejoInteligente)/i.test(r.url())) chamadas.push(r.url()); });
    await entrarPelaTela(page, 'consultor@exemplo.com.br');
    await emTela(page, '/');
    // the products screen offers none of them
    for (const nome of ['Clube de Vantagens', 'SPC Conciliador', 'Varejo Inteligente']) {
      expect(await main(page).getByText(nome, { exact: true }).count(), nome).toBe(0);
    }
    for (const [nome, endereco] of ENDERECOS) {
      await page.goto(endereco);
      await visivel(main(page).getByRole('heading', { level: 1, name: nome }));
      await expect.poll(() => main(page).getByText(CONSULTOR_NAO_CONTRATA, { exact: true }).count(), { message: endereco }).toBe(1);
      for (const papel of ['button', 'link'] as const) {
        expect(await main(page).getByRole(papel, { name: COMPRA }).count(), `${endereco}: ${papel} de compra`).toBe(0);
      }
      expect(await page.title()).toBe(`${nome} — Portal do Associado`);
      await verificarTela(page, `consultor em ${endereco}`);
      if (endereco === '/produto/clube-vantagens/painel') await capturar(page, 'consultor-produto-do-associado-360');
    }
    expect(chamadas).toEqual([]);
    // the way out: the products screen
    await main(page).getByRole('link', { name: 'Ir para os produtos' }).click();
    await emTela(page, '/');
  });
});
