/**
 * Issue 21: the demo consultant with another consultant's member put in associadoSelecionado (local storage, as a
 * tampered browser would) opens the panel, the edit and the documents: each shows the server's 404 sentence and nothing
 * else of that member (not even the name the browser kept).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SO_DO_CONSULTOR } from '../../../src/domain/comum/produtos';
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
      // issue 27: the address names the member; the other consultant's code typed there (its name kept in the browser too)
      ['/produto/cdl-consultor/associado/0004001', 'Painel do Associado'],
      ['/produto/cdl-consultor/associado/0004001/editar', 'Editar associado'],
      ['/produto/cdl-consultor/associado/0004001/arquivos', 'Documentos do associado'],
      ['/produto/cdl-consultor/associado/0004001/chamados', 'Chamados'],
    ] as const) {
      await page.goto(endereco);
      await visivel(main(page).getByRole('heading', { level: 1, name: titulo }));
      await visivel(main(page).getByText(FORA, { exact: true }));
      expect(await main(page).getByText(/Livraria do Outro|0004001/).count(), endereco).toBe(0);
      expect(await main(page).getByRole('textbox').count(), `${endereco}: nenhum campo`).toBe(0);
      await verificarTela(page, `fora da carteira: ${endereco}`);
    }
  });

  it('um associado e a equipe nas páginas do consultor: a frase uma vez, nenhuma chamada, nem o código da área', async () => {
    for (const email of ['associado@exemplo.com.br', 'atendente@exemplo.com.br']) {
      const page = await portal.abrir('movel');
      const pedidos: string[] = [];
      page.on('request', (r) => { if (/\/api\/Consultor\/|ConsultorRotas/.test(r.url())) pedidos.push(r.url()); });
      await entrarPelaTela(page, email);
      // issue 27: staff land on their console
      await emTela(page, email.startsWith('atendente') ? '/atendimento' : '/');
      for (const endereco of ['/produto/cdl-consultor/minha-carteira', '/produto/cdl-consultor/painel-associado']) {
        await page.goto(endereco);
        await visivel(main(page).getByRole('heading', { level: 1, name: 'Consultor' }));
        await expect.poll(() => main(page).getByText(SO_DO_CONSULTOR, { exact: true }).count(), { message: `${email} em ${endereco}` }).toBe(1);
        expect(await page.title()).toBe('Consultor — Portal do Associado');
        await verificarTela(page, `${email} em ${endereco}`);
      }
      expect(pedidos, `${email}: nada da área do consultor é pedido`).toEqual([]);
      await main(page).getByRole('link', { name: 'Ir para os produtos' }).click();
      // issue 27: staff land on their console
      await emTela(page, email.startsWith('atendente') ? '/atendimento' : '/');
      await portal.aba.fechar();
    }
  });
});
