/**
 * Issue 28, the Lista de Vidas against the real server and its demo families (a fresh database: saude@exemplo.com.br,
 * a family in every §4 holder-row status, six in progress over two pages; the consultant's member Farmácia Ativa
 * S.A. with one family in force and one in progress), at 360 px, axe clean.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ambiente } from '../support/ambiente';
import { entrarPelaTela } from '../support/login';
import { verificarTela } from '../support/navegador';
import { emTela, visivel } from '../support/tela';

const portal = ambiente();
portal.registrarCiclo();

const main = (page: Page) => page.getByRole('main');
const secao = (page: Page, nome: string) => main(page).getByRole('region', { name: nome });
const linha = (page: Page, nome: string) => main(page).getByRole('listitem').filter({ hasText: nome });

describe('issue 28: a Lista de Vidas com o servidor (360 px)', () => {
  it('o associado: cada situação do §4 na sua seção, 5 por página', async () => {
    const page = await portal.abrir('movel');
    await entrarPelaTela(page, 'saude@exemplo.com.br');
    await emTela(page, '/');
    await page.goto('/produto/cdl-saude-plano');
    const ativas = secao(page, 'VIDAS ATIVAS');
    const andamento = secao(page, 'CADASTROS EM ANDAMENTO');
    await visivel(ativas.getByRole('listitem').filter({ hasText: 'Nguyễn Thị Lan' }).getByText('Situação Ativa'));
    await visivel(linha(page, 'Łukasz Kowalski').getByRole('link', { name: /^Abrir boleto: Łukasz Kowalski/ }));
    await visivel(linha(page, '李 Wei').getByText('Aguardando Pagamento'));
    await visivel(linha(page, 'Ana Beatriz Souza 🌻').getByRole('link', { name: 'Continuar processo: Ana Beatriz Souza 🌻' }));
    expect(await ativas.getByRole('listitem').count()).toBe(4);
    expect(await andamento.getByRole('listitem').count()).toBe(5);
    await visivel(andamento.getByText('Página 1 de 2'));
    await verificarTela(page, 'cdl-saude lista servidor 360');
    const vistos = new Set(await andamento.getByRole('listitem').locator('.titulo-item, strong').allInnerTexts());
    await andamento.getByRole('button', { name: 'Próxima' }).click();
    await visivel(andamento.getByText('Página 2 de 2'));
    await expect.poll(() => andamento.getByRole('listitem').count()).toBe(1);
    for (const t of await andamento.getByRole('listitem').locator('.titulo-item, strong').allInnerTexts()) vistos.add(t);
    expect([...vistos].sort()).toEqual(['Fernanda Lima', 'José da Silva', 'Maria Conceição', 'Otávio Mendes', 'Zuleide Prado', 'Ígor Araújo'].sort());
    // the statuses of the documents stage, wherever the server put them
    await andamento.getByRole('button', { name: 'Anterior' }).click();
    await visivel(andamento.getByText('Página 1 de 2'));
    const textos = (await andamento.innerText()) + (await (async () => {
      await andamento.getByRole('button', { name: 'Próxima' }).click();
      await visivel(andamento.getByText('Página 2 de 2'));
      return andamento.innerText();
    })());
    for (const s of ['Documentação', 'Clique para enviar', 'Em Análise', 'Reprovado', 'Pagamento Pendente']) expect(textos).toContain(s);
  });

  it('o consultor: as vidas do membro do endereço', async () => {
    const page = await portal.abrir('movel');
    await entrarPelaTela(page, 'consultor@exemplo.com.br');
    await emTela(page, '/');
    await page.goto('/produto/cdl-consultor/associado/0002003/cdl-saude');
    await visivel(main(page).getByText('Código do Sócio 0002003'));
    await visivel(secao(page, 'VIDAS ATIVAS').getByRole('listitem').filter({ hasText: 'Rafael Farmacêutico' }));
    await visivel(secao(page, 'CADASTROS EM ANDAMENTO').getByRole('listitem').filter({ hasText: 'Tomás Balconista' }));
    await verificarTela(page, 'cdl-saude lista consultor servidor 360');
  });
});
