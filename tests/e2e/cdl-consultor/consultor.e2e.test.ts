/**
 * Issue 21, the consultant area at 360 px, against the real server and its demo carteira (src/server/cdl-consultor/semente.ts):
 * the carteira (page 2, 'Filtrar' finds 'Nguyễn…' typed without accents, the empty filter's text), Nova filiação (a new
 * 'Termo de Uso' row), Cadastrar on the seeded 'Cadastro' member (→ 'Arquivos'), documents sent (→ 'Estamos validando seus
 * documentos!'), the member's panel, the edit (→ the open-request banner) and the tickets. Axe and no sideways scroll on
 * every screen (verificarTela); pictures in docs/telas/consultor-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mensagensConsultor } from '../../../src/domain/cdl-consultor/carteira';
import { ambiente } from '../support/ambiente';
import { entrarPelaTela } from '../support/login';
import { verificarTela } from '../support/navegador';
import { botao, capturar, emTela, toast, visivel } from '../support/tela';

const portal = ambiente();
portal.registrarCiclo();

const CARTEIRA = '/produto/cdl-consultor/minha-carteira';
const main = (page: Page) => page.getByRole('main');
const linha = (page: Page, texto: string) => main(page).getByRole('row').filter({ hasText: texto });
const exibindo = (page: Page, texto: string) => visivel(main(page).getByText(texto, { exact: true }));

/** Types in 'Filtrar' as a person does, and waits for the server's page of that filter. */
async function filtrar(page: Page, texto: string, espera: string) {
  const campo = main(page).getByLabel('Filtrar');
  await campo.focus();
  await campo.press('Control+A');
  await campo.press('Backspace');
  if (texto) await page.keyboard.type(texto);
  await visivel(main(page).getByText(espera).first());
}

/** A minimal PDF (magic bytes %PDF): what the server keeps as a document. */
const pdf = (nome: string) => ({
  name: nome, mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`),
});

async function entrarNaCarteira(page: Page) {
  await entrarPelaTela(page, 'consultor@exemplo.com.br');
  await emTela(page, '/');
  const cartao = main(page).getByRole('link', { name: /Consultor/ });
  await cartao.focus();
  await page.keyboard.press('Enter');
  await emTela(page, CARTEIRA);
  await visivel(main(page).getByRole('heading', { level: 1, name: 'Lista de Associados' }));
  // 31 members seeded; the tests before may have invited one more
  await visivel(main(page).getByText(/^Exibindo 1 até 10 de \d+$/));
}

describe('consultor: a carteira e o associado (360 px)', () => {
  it('carteira: página 2, Filtrar sem acento acha Nguyễn, filtro sem resultado, tamanho de página', async () => {
    const page = await portal.abrir('movel');
    await entrarNaCarteira(page);
    expect(await page.title()).toBe('Lista de Associados — Consultor — Portal do Associado');
    await verificarTela(page, 'carteira');
    await capturar(page, 'consultor-carteira-360');
    await botao(page, 'Próxima').click();
    await exibindo(page, 'Exibindo 11 até 20 de 31');
    await visivel(main(page).getByText('Página 2 de 4'));
    await filtrar(page, 'nguyen', 'Exibindo 1 até 1 de 1');
    const nguyen = linha(page, 'Nguyễn Comércio');
    await visivel(nguyen);
    await visivel(nguyen.getByText('Arquivos', { exact: true }));
    await visivel(nguyen.getByRole('link', { name: 'Enviar Arquivos: Nguyễn Comércio' }));
    await filtrar(page, 'nada-com-isso', mensagensConsultor.nenhumEncontrado);
    await verificarTela(page, 'carteira sem resultado');
    // the invited member with no name yet: its e-mail as name, '-' code and document, no login to send: the row
    // resends the invitation instead (issue 26)
    await filtrar(page, 'sem.nome@', 'Exibindo 1 até 1 de 1');
    const semNome = linha(page, 'sem.nome@exemplo.com.br');
    await visivel(semNome.getByText('Aguardando', { exact: true }));
    expect(await semNome.getByRole('link').count()).toBe(0);
    expect(await semNome.getByRole('button', { name: /Enviar Login/ }).count()).toBe(0);
    await semNome.getByRole('button', { name: 'Reenviar convite: sem.nome@exemplo.com.br', exact: true }).click();
    await toast(page, 'Convite reenviado para sem.nome@exemplo.com.br.');
    await filtrar(page, '', 'Exibindo 1 até 10 de 31');
    await main(page).getByLabel('Itens por página').selectOption('20');
    await exibindo(page, 'Exibindo 1 até 20 de 31');
  });

  it('carteira a 1280 px: a tabela com os cabeçalhos de §2', async () => {
    const page = await portal.abrir('desktop');
    await entrarNaCarteira(page);
    const cabecalhos = await main(page).getByRole('columnheader').allTextContents();
    expect(cabecalhos).toEqual(['Código do Sócio', 'Nome do Sócio / Email', 'CPF', 'Etapa', 'Ação', 'Login']);
    await botao(page, 'Próxima').click();
    await botao(page, 'Próxima').click();
    await visivel(main(page).getByText(/^Exibindo 21 até 30 de \d+$/));
    await verificarTela(page, 'carteira 1280');
    await capturar(page, 'consultor-carteira-1280');
  });

  it('Enviar Login e Nova filiação: o convite vira uma linha em Termo de Uso', async () => {
    const page = await portal.abrir('movel');
    await entrarNaCarteira(page);
    await filtrar(page, 'ativa', 'Farmácia Ativa S.A.');
    await linha(page, 'Farmácia Ativa S.A.').getByRole('button', { name: 'Enviar Login: Farmácia Ativa S.A.' }).click();
    await toast(page, 'Login enviado para ativo@exemplo.com.br');
    const nova = main(page).getByRole('link', { name: 'NOVA FILIAÇÃO' });
    await nova.focus();
    await page.keyboard.press('Enter');
    await emTela(page, '/produto/cdl-consultor/filiacao');
    await visivel(main(page).getByRole('heading', { level: 1, name: 'Nova filiação' }));
    // invalid first: the field and the summary say so
    await main(page).getByLabel('E-mail').focus();
    await page.keyboard.type('empresa-nova');
    await page.keyboard.press('Enter');
    await visivel(main(page).getByText('Corrija os campos abaixo'));
    await verificarTela(page, 'filiação com erro');
    await capturar(page, 'consultor-filiacao-360');
    await main(page).getByLabel('E-mail').fill('empresa.nova@exemplo.com.br');
    await main(page).getByLabel('E-mail').press('Enter');
    await emTela(page, CARTEIRA);
    await filtrar(page, 'empresa.nova', 'Exibindo 1 até 1 de 1');
    await visivel(linha(page, 'empresa.nova@exemplo.com.br').getByText('Termo de Uso', { exact: true }));
  });

  it("Cadastrar o associado em 'Cadastro': o formulário de §3, e a linha passa a 'Arquivos'", async () => {
    const page = await portal.abrir('movel');
    await entrarNaCarteira(page);
    await filtrar(page, 'cadastro@exemplo', 'Padaria Cadastro Ltda');
    await linha(page, 'Padaria Cadastro Ltda').getByRole('link', { name: 'Cadastrar: Padaria Cadastro Ltda' }).click();
    await visivel(main(page).getByRole('heading', { level: 1, name: 'Cadastrar associado' }));
    await expect.poll(() => main(page).getByLabel('E-mail').inputValue()).toBe('cadastro@exemplo.com.br');
    await botao(page, 'CADASTRAR').click();
    await visivel(main(page).getByText('Corrija os campos abaixo'));
    await verificarTela(page, 'cadastro com erros');
    const m = main(page);
    await m.getByLabel('Nome fantasia').fill('Padaria Nguyễn');
    await m.getByLabel('Pacote').selectOption({ label: 'Prata' });
    await m.getByLabel('Tipo de empresa').selectOption({ label: 'Pessoa Jurídica' });
    await m.getByLabel('Razão social').fill('Padaria Cadastro Ltda');
    await m.getByLabel('CNPJ').focus();
    await page.keyboard.type('91271048447097');
    await expect.poll(() => m.getByLabel('CNPJ').inputValue()).toBe('91.271.048/4470-97');
    await m.getByLabel(/^Contato/).fill('Łukasz Nguyễn');
    await m.getByLabel('CPF do contato').focus();
    await page.keyboard.type('52998224725');
    await m.getByLabel('Sexo').selectOption('F');
    await m.getByLabel('Data de nascimento').fill('1985-04-12');
    await m.getByLabel('Celular').focus();
    await page.keyboard.type('31987654321');
    await capturar(page, 'consultor-cadastro-360');
    // a reload keeps what was typed (the draft, per invited member)
    await page.reload();
    await visivel(m.getByText('Recuperamos o que você tinha preenchido antes.'));
    await expect.poll(() => m.getByLabel('Nome fantasia').inputValue()).toBe('Padaria Nguyễn');
    await expect.poll(() => m.getByLabel('CNPJ').inputValue()).toBe('91.271.048/4470-97');
    await expect.poll(() => m.getByLabel(/^Contato/).inputValue()).toBe('Łukasz Nguyễn');
    await botao(page, 'CADASTRAR').click();
    await toast(page, mensagensConsultor.cadastroRealizado);
    // issue 27: the next step, the new member's documents
    await emTela(page, /^\/produto\/cdl-consultor\/associado\/\d+\/arquivos$/);
    await visivel(main(page).getByRole('heading', { level: 1, name: 'Documentos do associado' }));
    await visivel(main(page).getByText('Padaria Cadastro Ltda'));
    await page.goto(CARTEIRA);
    await filtrar(page, 'cadastro@exemplo', 'Padaria Cadastro Ltda');
    await visivel(linha(page, 'Padaria Cadastro Ltda').getByText('Arquivos', { exact: true }));
  });

  it("documentos: uma vaga por documento, ENVIAR só com todos, e 'Estamos validando seus documentos!'", async () => {
    const page = await portal.abrir('movel');
    await entrarNaCarteira(page);
    await filtrar(page, 'nguyen', 'Exibindo 1 até 1 de 1');
    await linha(page, 'Nguyễn Comércio').getByRole('link', { name: 'Enviar Arquivos: Nguyễn Comércio' }).click();
    await emTela(page, /^\/produto\/cdl-consultor\/associado\/\d+\/arquivos$/);
    await visivel(main(page).getByRole('heading', { level: 1, name: 'Documentos do associado' }));
    await botao(page, 'ENVIAR').click();
    await visivel(main(page).getByText(mensagensConsultor.todosOsDocumentos));
    await verificarTela(page, 'documentos faltando');
    const entradas = main(page).locator('input[type=file]');
    const quantos = await entradas.count();
    expect(quantos).toBe(3); // PJ: §5 three documents
    for (let i = 0; i < quantos; i++) await entradas.nth(i).setInputFiles(pdf(`documento-${i + 1}.pdf`));
    await capturar(page, 'consultor-documentos-360');
    await verificarTela(page, 'documentos escolhidos');
    await botao(page, 'ENVIAR').click();
    await visivel(main(page).getByText(mensagensConsultor.validandoDocumentos));
    await main(page).getByRole('link', { name: 'Voltar para a lista de associados' }).click();
    await emTela(page, CARTEIRA);
  });

  it('painel, editar (→ o aviso de solicitação em aberto) e chamados', async () => {
    const page = await portal.abrir('movel');
    await entrarNaCarteira(page);
    await filtrar(page, 'ativa', 'Farmácia Ativa S.A.');
    await linha(page, 'Farmácia Ativa S.A.').getByRole('link', { name: 'Editar: Farmácia Ativa S.A.' }).click();
    await emTela(page, /^\/produto\/cdl-consultor\/associado\/\d+$/);
    await visivel(main(page).getByRole('heading', { level: 1, name: 'Farmácia Ativa S.A.' }));
    // issue 28: the health card leads to the member's Lista de Vidas
    expect(await main(page).getByRole('link', { name: /CDL Saúde Gerenciar Vidas/ }).getAttribute('href')).toMatch(/^\/produto\/cdl-consultor\/associado\/\d+\/cdl-saude$/);
    await verificarTela(page, 'painel do associado');
    await capturar(page, 'consultor-painel-360');
    await main(page).getByRole('link', { name: /Editar Dados/ }).click();
    await emTela(page, /^\/produto\/cdl-consultor\/associado\/\d+\/editar$/);
    await visivel(main(page).getByRole('heading', { level: 1, name: 'Editar associado' }));
    await expect.poll(() => main(page).getByLabel('E-mail').inputValue()).toBe('ativo@exemplo.com.br');
    await main(page).getByLabel('Número').fill('1234');
    await verificarTela(page, 'editar associado');
    await botao(page, 'Salvar').click();
    await toast(page, mensagensConsultor.atualizacaoSolicitada);
    await visivel(main(page).getByText(mensagensConsultor.atualizacaoEmAberto));
    expect(await botao(page, 'Salvar').isDisabled()).toBe(true);
    await capturar(page, 'consultor-editar-360');
    await main(page).getByRole('link', { name: 'VOLTAR' }).click();
    await emTela(page, /^\/produto\/cdl-consultor\/associado\/\d+$/);
    await main(page).getByRole('link', { name: /Lista de Chamados/ }).click();
    await emTela(page, /^\/produto\/cdl-consultor\/associado\/\d+\/chamados$/);
    await visivel(main(page).getByRole('heading', { level: 1, name: 'Chamados' }));
    const seletor = main(page).getByRole('combobox', { name: 'Chamado' });
    await visivel(seletor);
    // newest first: the update request just opened is on the card
    await visivel(main(page).getByRole('article').getByText('Aberto (em análise)', { exact: true }));
    await verificarTela(page, 'chamados');
    await capturar(page, 'consultor-chamados-360');
  });
});
