// Issue 27 items 2, 4, 5, 10 and 11 in the browser: the carteira's etapa says 'em análise' and 'documentos recusados'
// beside §4's text; after a rejection only the rejected document has a slot, the approved ones listed as approved; a
// file the server refuses (an .exe named .pdf) is marked on its card with the reason; an empty file reads '0 bytes';
// under review the screen shows the state, not the form; Chamados tells two tickets apart (number, time, status).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mensagensConsultor } from '../../../src/domain/cdl-consultor/carteira';
import { ambiente } from '../support/ambiente';
import { entrarPelaTela } from '../support/login';
import { verificarTela } from '../support/navegador';
import { botao, capturar, emTela, visivel } from '../support/tela';

const portal = ambiente();
portal.registrarCiclo();

const CARTEIRA = '/produto/cdl-consultor/minha-carteira';
const ARQUIVOS = '/produto/cdl-consultor/arquivos';
/** issue 27: the documents of the member in the address (the old address sends to the last member chosen) */
const ARQUIVOS_DO_MEMBRO = /^\/produto\/cdl-consultor\/associado\/\d+\/arquivos$/;
const main = (page: Page) => page.getByRole('main');
const linha = (page: Page, texto: string) => main(page).getByRole('row').filter({ hasText: texto });
/** What holds focus (issue 27: never <body> after an action): 'BODY', or its tag and text. */
const foco = (page: Page) => page.evaluate(() => {
  const a = document.activeElement;
  return a === null || a === document.body ? 'BODY' : `${a.tagName}:${(a.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80)}`;
});

const pdf = (nome: string) => ({
  name: nome, mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
});
/** A Windows program renamed .pdf: the browser declares it a PDF, its bytes say otherwise. */
const exeComoPdf = { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]) };

async function carteiraFiltrada(page: Page, filtro: string, espera: string) {
  await entrarPelaTela(page, 'consultor@exemplo.com.br');
  await page.goto(CARTEIRA);
  await visivel(main(page).getByRole('heading', { level: 1, name: 'Lista de Associados' }));
  const campo = main(page).getByLabel('Filtrar');
  await campo.fill(filtro);
  await visivel(main(page).getByText(espera).first());
}

describe('consultor: documentos recusados, em análise, e chamados (issue 27)', () => {
  it("recusado: 'documentos recusados' na carteira, só o recusado tem vaga, o .exe com nome de PDF marcado no cartão; depois 'em análise' e o estado no lugar do formulário", async () => {
    const page = await portal.abrir('movel');
    await carteiraFiltrada(page, 'incorreto', 'Ótica Documento Incorreto');
    const row = linha(page, 'Ótica Documento Incorreto');
    // §4's etapa as it is, and beside it the rejection (a first send would read 'Arquivos' alone)
    await visivel(row.getByText('Arquivos', { exact: true }));
    await visivel(row.getByText('documentos recusados', { exact: true }));
    await row.getByRole('link', { name: 'Enviar Arquivos: Ótica Documento Incorreto' }).click();
    await emTela(page, ARQUIVOS_DO_MEMBRO);
    await visivel(main(page).getByText(mensagensConsultor.documentosInvalidados));
    // only the rejected one has a slot; the two approved are listed as approved
    expect(await main(page).locator('input[type=file]').count()).toBe(1);
    const aprovados = main(page).locator('.documentos-aprovados li');
    expect(await aprovados.count()).toBe(2);
    expect(await aprovados.filter({ hasText: 'Aprovado' }).count()).toBe(2);
    // an empty file reads 0 bytes, never '1 kB'
    const entrada = main(page).locator('input[type=file]');
    await entrada.setInputFiles({ name: 'vazio.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await visivel(main(page).locator('.cartao-arquivo-tamanho').getByText('0 bytes', { exact: true }));
    // the .exe named .pdf: the browser takes it, the server refuses it, its card says why
    await entrada.setInputFiles(exeComoPdf);
    await botao(page, 'ENVIAR').press('Enter');
    const recusa = 'Contrato social ou estatuto: envie um arquivo PNG, JPEG, GIF, EPS ou PDF.';
    const cartao = main(page).locator('.cartao-arquivo', { hasText: 'contrato.pdf' });
    await visivel(cartao.getByText(recusa));
    // issue 27: a refused ENVIAR leaves focus on what says so (the alert) or on ENVIAR, never <body>
    await expect.poll(() => foco(page), { message: 'o foco depois do ENVIAR recusado' }).toMatch(/^P:.*envie um arquivo|^BUTTON:ENVIAR$/);
    expect(await cartao.evaluate((el) => el.classList.contains('com-erro'))).toBe(true);
    await verificarTela(page, 'arquivo recusado no cartão');
    await capturar(page, 'consultor-documentos-recusado-360');
    // another file: the card's refusal goes, the send passes with the rejected document only
    await entrada.setInputFiles(pdf('contrato-completo.pdf'));
    expect(await main(page).getByText(recusa).count()).toBe(0); // another file: neither the card nor the alert says it
    await botao(page, 'ENVIAR').press('Enter');
    await visivel(main(page).getByText(mensagensConsultor.validandoDocumentos));
    // issue 27: the form replaced by its outcome: focus on the message that says it went (not <body>)
    await expect.poll(() => foco(page), { message: 'o foco depois do ENVIAR' }).toBe(`P:${mensagensConsultor.validandoDocumentos}`);
    // the carteira: Ativo, 'em análise'
    await main(page).getByRole('link', { name: 'Voltar para a lista de associados' }).click();
    await emTela(page, CARTEIRA);
    await main(page).getByLabel('Filtrar').fill('incorreto');
    const depois = linha(page, 'Ótica Documento Incorreto');
    await visivel(depois.getByText('em análise', { exact: true }));
    await visivel(depois.getByText('Ativo', { exact: true }));
    await capturar(page, 'consultor-carteira-em-analise-360');
    // the documents page: the state, no form
    await page.goto(ARQUIVOS);
    await visivel(main(page).getByText(mensagensConsultor.documentosEmAnalise));
    expect(await main(page).locator('input[type=file]').count()).toBe(0);
    expect(await botao(page, 'ENVIAR').count()).toBe(0);
    await verificarTela(page, 'documentos em análise');
    await capturar(page, 'consultor-documentos-em-analise-360');
    // Chamados: the two documentation tickets told apart (number, time, status)
    await page.goto('/produto/cdl-consultor/chamados');
    const seletor = main(page).getByRole('combobox', { name: 'Chamado' });
    await visivel(seletor);
    const opcoes = await seletor.locator('option').allTextContents();
    expect(opcoes).toHaveLength(2);
    expect(new Set(opcoes).size).toBe(2);
    expect(opcoes[0]).toMatch(/^Documentação do associado nº \d+ — \d\d\/\d\d\/\d{4} às \d\d:\d\d — Aberto \(em análise\)$/);
    expect(opcoes[1]).toMatch(/— Finalizado: documentos recusados$/);
    await capturar(page, 'consultor-chamados-issue27-360');
  });

  it("aprovado: o estado no lugar do formulário (1280 px)", async () => {
    const page = await portal.abrir('desktop');
    await carteiraFiltrada(page, 'ativa', 'Farmácia Ativa S.A.');
    const row = linha(page, 'Farmácia Ativa S.A.');
    await visivel(row.getByText('Ativo', { exact: true }));
    expect(await row.locator('.detalhe-etapa').count()).toBe(0);
    await capturar(page, 'consultor-carteira-1280');
    await row.getByRole('link', { name: 'Editar: Farmácia Ativa S.A.' }).click();
    await page.goto(ARQUIVOS);
    await visivel(main(page).getByText(mensagensConsultor.documentosAprovados));
    expect(await main(page).locator('input[type=file]').count()).toBe(0);
    await capturar(page, 'consultor-documentos-aprovados-1280');
  });
});
