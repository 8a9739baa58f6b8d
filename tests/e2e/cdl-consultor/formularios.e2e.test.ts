/**
 * Issue 27, items 1 and 9, in the browser: the phone fields hold what was typed ((31) 98888-7777 for 11 digits,
 * (31) 3333-4444 for 10) in Editar Dados and Cadastrar; an empty send says 'Informe …', never 'inválido'; a pasted
 * razão social stays whole with its limit said under it; a state registration with symbols and a birth date after
 * today are refused. The day is pinned (a birth date's "future" depends on it).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ambiente, AGORA_FIXO } from '../support/ambiente';
import { entrarPelaTela } from '../support/login';
import { verificarTela } from '../support/navegador';
import { botao, capturar, digitar, emTela, visivel } from '../support/tela';

const portal = ambiente({ agora: AGORA_FIXO });
portal.registrarCiclo();

const CARTEIRA = '/produto/cdl-consultor/minha-carteira';
const main = (page: Page) => page.getByRole('main');
const linha = (page: Page, texto: string) => main(page).getByRole('row').filter({ hasText: texto });

async function filtrar(page: Page, texto: string, espera: string) {
  const campo = main(page).getByLabel('Filtrar');
  await campo.fill(texto);
  await visivel(main(page).getByText(espera).first());
}

async function entrarNaCarteira(page: Page) {
  await entrarPelaTela(page, 'consultor@exemplo.com.br');
  await emTela(page, '/');
  await page.goto(CARTEIRA);
  await visivel(main(page).getByRole('heading', { level: 1, name: 'Lista de Associados' }));
}

/** A masked field emptied, then typed key by key as a person does. */
async function redigitar(campo: Locator, digitos: string) {
  await expect.poll(() => campo.isEnabled(), { timeout: 10_000 }).toBe(true);
  await campo.focus();
  await campo.press('Control+A');
  await campo.press('Backspace');
  await digitar(campo, digitos);
}

/** The summary's lines after a send ('Corrija os campos abaixo'). */
const resumo = (page: Page) => main(page).locator('#resumo-de-erros li').allTextContents();

async function abrirCadastro(page: Page) {
  await entrarNaCarteira(page);
  await filtrar(page, 'cadastro@exemplo', 'Padaria Cadastro Ltda');
  await linha(page, 'Padaria Cadastro Ltda').getByRole('link', { name: 'Cadastrar: Padaria Cadastro Ltda' }).click();
  await visivel(main(page).getByRole('heading', { level: 1, name: 'Cadastrar associado' }));
  await expect.poll(() => main(page).getByLabel('E-mail').inputValue()).toBe('cadastro@exemplo.com.br');
}

describe('formulários do consultor: telefones, vazios e inválidos (issue 27)', () => {
  it("Editar Dados: 31988887777 fica '(31) 98888-7777' (nada cortado), 3133334444 fica '(31) 3333-4444'", async () => {
    const page = await portal.abrir('desktop');
    await entrarNaCarteira(page);
    await filtrar(page, 'ativa', 'Farmácia Ativa S.A.');
    await linha(page, 'Farmácia Ativa S.A.').getByRole('link', { name: 'Editar: Farmácia Ativa S.A.' }).click();
    await main(page).getByRole('link', { name: /Editar Dados/ }).click();
    await emTela(page, /^\/produto\/cdl-consultor\/associado\/\d+\/editar$/);
    await visivel(main(page).getByRole('heading', { level: 1, name: 'Editar associado' }));
    const telefone = main(page).getByLabel(/^Telefone/);
    await redigitar(telefone, '31988887777');
    await expect.poll(() => telefone.inputValue()).toBe('(31) 98888-7777');
    await redigitar(telefone, '3133334444');
    await expect.poll(() => telefone.inputValue()).toBe('(31) 3333-4444');
    await redigitar(telefone, '31988887777');
    await expect.poll(() => telefone.inputValue()).toBe('(31) 98888-7777');
    // the limit said before it cuts: a pasted street of 130 characters stays whole, the excess said under it
    const lograd = main(page).getByLabel(/^Logradouro/);
    await lograd.fill('R'.repeat(130));
    expect((await lograd.inputValue()).length).toBe(130);
    await visivel(main(page).getByText('10 caracteres além do limite de 120: apague o excesso.'));
    await botao(page, 'Salvar').click();
    expect(await resumo(page)).toEqual(['O logradouro pode ter no máximo 120 caracteres.']);
    await lograd.fill('Rua Nguyễn Łukasz');
    await verificarTela(page, 'editar associado, telefone de 11 dígitos');
    await capturar(page, 'consultor-editar-telefone-1280');
  });

  it("Cadastrar: vazio diz 'Informe …'; o celular fica '(31) 98888-7777' ou '(31) 3333-4444'; a razão social colada fica inteira", async () => {
    const page = await portal.abrir('movel');
    await abrirCadastro(page);
    await botao(page, 'CADASTRAR').click();
    await expect.poll(() => resumo(page)).toEqual([
      'Informe o nome fantasia.', 'Escolha o pacote.', 'Informe o tipo de empresa.', 'Informe a razão social.', 'Informe o CPF/CNPJ.',
      'Informe o contato.', 'Informe o CPF.', 'Informe o sexo.', 'Informe a data de nascimento.', 'Informe o celular.',
    ]);
    expect(await main(page).getByText(/inválid/i).count(), 'nada vazio lido como inválido').toBe(0);
    await capturar(page, 'consultor-cadastro-vazio-360');
    const m = main(page);
    const celular = m.getByLabel(/^Celular/);
    await redigitar(celular, '31988887777');
    await expect.poll(() => celular.inputValue()).toBe('(31) 98888-7777');
    await redigitar(celular, '3133334444');
    await expect.poll(() => celular.inputValue()).toBe('(31) 3333-4444');
    // a landline in Celular: shown as typed, refused as a mobile
    await visivel(m.locator('.erro-campo').filter({ hasText: 'Celular inválido: informe o DDD e os 9 dígitos, (##) 9####-####.' }));
    const telefone = m.getByLabel(/^Telefone/);
    await redigitar(telefone, '3133334444');
    await expect.poll(() => telefone.inputValue()).toBe('(31) 3333-4444');
    // Razão social: the limit before it is reached, a paste past it kept whole and said
    const razao = m.getByLabel(/^Razão social/);
    await visivel(m.getByText('Até 120 caracteres.').first());
    await razao.fill('Ł'.repeat(130));
    expect(await razao.inputValue()).toBe('Ł'.repeat(130));
    await visivel(m.getByText('10 caracteres além do limite de 120: apague o excesso.'));
    await visivel(m.locator('.erro-campo').filter({ hasText: 'A razão social pode ter no máximo 120 caracteres.' }));
    await m.getByLabel(/^Inscrição estadual/).fill('abc!@#');
    await m.getByLabel(/^Data de nascimento/).fill('2030-01-01');
    await visivel(m.locator('.erro-campo').filter({ hasText: /^Erro: Inscrição estadual inválida/ }));
    await visivel(m.locator('.erro-campo').filter({ hasText: 'A data de nascimento não pode ser depois de hoje.' }));
    await botao(page, 'CADASTRAR').click();
    await expect.poll(() => resumo(page)).toContain('A data de nascimento não pode ser depois de hoje.');
    expect(await resumo(page)).toContain('A razão social pode ter no máximo 120 caracteres.');
    await capturar(page, 'consultor-cadastro-invalidos-360');
    await verificarTela(page, 'cadastro com valores inválidos');
    await redigitar(celular, '31988887777');
    await expect.poll(() => celular.inputValue()).toBe('(31) 98888-7777');
  });

  it('Cadastrar a 1280 px: os limites e os dois telefones', async () => {
    const page = await portal.abrir('desktop');
    await abrirCadastro(page);
    const m = main(page);
    await m.getByLabel(/^Razão social/).fill('Padaria Cadastro Comércio de Pães e Doces Finos da Região Metropolitana de Belo Horizonte Ltda ME');
    await redigitar(m.getByLabel(/^Celular/), '31988887777');
    await redigitar(m.getByLabel(/^Telefone/), '3133334444');
    await expect.poll(() => m.getByLabel(/^Celular/).inputValue()).toBe('(31) 98888-7777');
    await capturar(page, 'consultor-cadastro-1280');
  });
});
