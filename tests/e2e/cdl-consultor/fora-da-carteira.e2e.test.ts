/**
 * Issue 21: the demo consultant with another consultant's member put in associadoSelecionado (local storage, as a
 * tampered browser would) opens the panel, the edit and the documents: each shows the server's 404 sentence and nothing
 * else of that member (not even the name the browser kept).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ambiente } from '../support/ambiente';
import { entrarPelaTela } from '../support/login';
import { verificarTela } from '../support/navegador';
import { emTela, visivel } from '../support/tela';

const portal = ambiente();
portal.registrarCiclo();

const FORA = 'Associado não encontrado na sua carteira.';
const main = (page: Page) => page.getByRole('main');

describe('consultor: um associado de outro consultor (360 px)', () => {
  it('painel, editar e documentos mostram a frase do servidor, nada do associado', async () => {
    const page = await portal.abrir('movel');
    await entrarPelaTela(page, 'consultor@exemplo.com.br');
    await emTela(page, '/');
    await page.goto('/produto/cdl-consultor/minha-carteira');
    // choose one of the consultant's own members, then swap the code kept in the browser for another consultant's
    await main(page).getByLabel('Filtrar').fill('ativa');
    await main(page).getByRole('link', { name: 'Editar: Farmácia Ativa S.A.' }).click();
    await visivel(main(page).getByRole('heading', { level: 1, name: 'Farmácia Ativa S.A.' }));
    await page.evaluate(() => {
      const guardado = JSON.parse(localStorage.getItem('associadoSelecionado')!) as Record<string, string>;
      localStorage.setItem('associadoSelecionado', JSON.stringify({ ...guardado, codSocio: '0004001', nomeSocio: 'Livraria do Outro Ltda' }));
    });
    for (const [endereco, titulo] of [
      ['/produto/cdl-consultor/painel-associado', 'Painel do Associado'],
      ['/produto/cdl-consultor/editar-associado', 'Editar associado'],
      ['/produto/cdl-consultor/arquivos', 'Documentos do associado'],
      ['/produto/cdl-consultor/chamados', 'Chamados'],
    ] as const) {
      await page.goto(endereco);
      await visivel(main(page).getByRole('heading', { level: 1, name: titulo }));
      await visivel(main(page).getByText(FORA, { exact: true }));
      expect(await main(page).getByText(/Livraria do Outro|0004001/).count(), endereco).toBe(0);
      expect(await main(page).getByRole('textbox').count(), `${endereco}: nenhum campo`).toBe(0);
      await verificarTela(page, `fora da carteira: ${endereco}`);
    }
  });
});
