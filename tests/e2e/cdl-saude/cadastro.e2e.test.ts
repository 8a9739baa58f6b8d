/**
 * Issue 28, the family enrollment wizard in Chromium at 360 px against the real server on a fresh database, its clock
 * pinned: the associate enrolls a holder, a spouse (type 05 with marriage date) and a child from the Lista de Vidas,
 * survives a reload mid-wizard, sees the summary's validity date and the page that says what comes next, and finds the
 * family in CADASTROS EM ANDAMENTO; a life the server refuses (a CPF in another associate's life: 409) shows §8's
 * message and stays, fixed and sent again; the consultant enrolls a holder for its member. Axe clean on every screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cpfDemo } from '../../../src/server/cdl-saude/semente';
import { AGORA_FIXO, ambiente } from '../support/ambiente';
import { entrarPelaTela } from '../support/login';
import { verificarTela } from '../support/navegador';
import { capturar, digitar, emTela, visivel } from '../support/tela';

const portal = ambiente({ agora: AGORA_FIXO });
portal.registrarCiclo();

const main = (page: Page) => page.getByRole('main');
const botao = (page: Page, nome: string | RegExp) => main(page).getByRole('button', { name: nome, exact: typeof nome === 'string' });
const secao = (page: Page, nome: string) => main(page).getByRole('region', { name: nome });
const LISTA = '/produto/cdl-saude-plano';
const CADASTRO = `${LISTA}/cadastro`;

/** A screen checked (axe, no horizontal scroll) and its picture kept in docs/telas/. */
async function tela(page: Page, nome: string) {
  await verificarTela(page, nome);
  await capturar(page, nome.replace(/ /g, '-'));
}

/** The plan search for one person: name, birth date, then the holder's operator (UNIMED BH opened) and assistance, a plan. */
async function escolherPlano(page: Page, nome: string, nascimento: string, titular: boolean, foto?: string) {
  const listar = botao(page, 'LISTAR PLANOS');
  await visivel(listar);
  expect(await listar.isDisabled(), 'LISTAR PLANOS sem nome e data').toBe(true);
  await page.locator('#nome').fill(nome);
  await page.locator('#dataNascimento').fill(nascimento);
  await listar.click();
  if (titular) {
    const unimed = main(page).locator('details[open]').filter({ hasText: 'UNIMED BH' });
    await visivel(unimed);
    if (foto) await tela(page, `${foto} operadoras`);
    await unimed.getByRole('button').first().click();
  }
  const plano = main(page).getByRole('radio').first();
  await visivel(plano);
  await plano.check();
  if (foto) await tela(page, `${foto} planos`);
  await botao(page, 'SALVAR').click();
}

/** Preencha seus dados for the selected person. */
async function preencher(page: Page, d: { cpf: string; sexo: string; estadoCivil?: string; tipo?: string; casamento?: string }) {
  if (d.tipo) await page.locator('#tipoDependente').selectOption({ label: d.tipo });
  if (d.casamento) await page.locator('#datacasamento').fill(d.casamento);
  if (d.estadoCivil) await page.locator('#estadoCivil').selectOption({ label: d.estadoCivil });
  await page.locator('#sexo').selectOption({ label: d.sexo });
  const cpf = page.locator('#cpf');
  await cpf.fill('');
  await digitar(cpf, d.cpf);
  await page.locator('#telefone').fill('');
  await digitar(page.locator('#telefone'), '31987654321');
  await page.locator('#cep').fill('');
  await digitar(page.locator('#cep'), '30130000');
  await page.locator('#nomeMae').fill('Maria 🌻 Nguyễn');
  await page.locator('#email').fill('familia@exemplo.com.br');
  await page.locator('#rua').fill('Avenida Afonso Pena');
  await page.locator('#numero').fill('1000');
  await page.locator('#bairro').fill('Centro');
  await page.locator('#cidade').fill('Belo Horizonte');
  await page.locator('#estado').fill('MG');
  await botao(page, 'SALVAR').click();
}

describe('issue 28: o assistente de cadastro da família (360 px, servidor real)', () => {
  it('o associado cadastra titular, cônjuge e filho, recarrega no meio, e a família aparece em andamento', async () => {
    const page = await portal.abrir('movel');
    await entrarPelaTela(page, 'saude@exemplo.com.br');
    await emTela(page, '/');
    await page.goto(LISTA);
    await visivel(secao(page, 'CADASTROS EM ANDAMENTO').getByRole('listitem').first());
    await main(page).getByRole('link', { name: 'NOVO TITULAR' }).click();
    // an empty Novo Plano goes to adding the holder
    await emTela(page, `${LISTA}/planos?tipoCadastro=titular`);
    await tela(page, 'cdl-saude cadastro busca 360');
    await escolherPlano(page, 'Nguyễn Văn 李 😀', '1985-05-20', true, 'cdl-saude cadastro busca titular 360');
    await emTela(page, CADASTRO);
    await botao(page, 'INCLUIR DEPENDENTE').click();
    await emTela(page, `${LISTA}/planos?tipoCadastro=dependente`);
    await escolherPlano(page, 'Łukasz Nguyễn', '1987-01-01', false, 'cdl-saude cadastro busca dependente 360');
    await emTela(page, CADASTRO);
    await botao(page, 'INCLUIR DEPENDENTE').click();
    await escolherPlano(page, '李 Mei 🌻', '2018-06-01', false);
    await emTela(page, CADASTRO);
    await visivel(main(page).locator('.lista-pessoas strong', { hasText: '李 Mei 🌻' }));
    await visivel(main(page).getByText(/por mês/).last());
    await tela(page, 'cdl-saude cadastro novo plano familia 360');

    await botao(page, 'próximo').click();
    await emTela(page, `${LISTA}/finalizar-cadastro`);
    await tela(page, 'cdl-saude cadastro finalizar 360');
    await preencher(page, { cpf: '52998224725', sexo: 'Masculino', estadoCivil: 'Casado(a)' });
    await visivel(main(page).getByRole('button', { name: /Nguyễn Văn 李 😀 — Cadastro completo/ }));
    // a reload mid-wizard: the people and the holder's data come back from the draft
    await page.reload();
    await emTela(page, `${LISTA}/finalizar-cadastro`);
    await visivel(main(page).getByRole('button', { name: /Nguyễn Văn 李 😀 — Cadastro completo/ }));
    await main(page).getByRole('button', { name: /Łukasz Nguyễn — Cadastro incompleto/ }).click();
    await preencher(page, { cpf: '11144477735', sexo: 'Feminino', tipo: 'Cônjuge', casamento: '2012-09-15' });
    await visivel(main(page).getByRole('button', { name: /Łukasz Nguyễn — Cadastro completo/ }));
    await main(page).getByRole('button', { name: /李 Mei 🌻 — Cadastro incompleto/ }).click();
    await preencher(page, { cpf: '39053344705', sexo: 'Feminino', estadoCivil: 'Solteiro(a)', tipo: 'Filho(a)' });
    await visivel(main(page).getByRole('button', { name: /李 Mei 🌻 — Cadastro completo/ }));
    await tela(page, 'cdl-saude cadastro finalizar completo 360');
    await botao(page, 'próximo').click();

    await emTela(page, `${LISTA}/resumo`);
    // validity: today + 8 on São Paulo's calendar (pinned 2027-03-10)
    await expect.poll(() => page.locator('#datavigencia').inputValue()).toBe('2027-03-18');
    for (const n of ['Nguyễn Văn 李 😀', 'Łukasz Nguyễn', '李 Mei 🌻']) await visivel(main(page).getByRole('heading', { name: new RegExp(n) }));
    await visivel(main(page).getByText('O valor da pro-rata será calculado na tela de pagamento conforme a data vigência informada.'));
    await tela(page, 'cdl-saude cadastro resumo 360');
    await botao(page, 'próximo').click();

    await emTela(page, `${LISTA}/cadastro-enviado`);
    await visivel(main(page).getByRole('heading', { name: 'Cadastro enviado' }));
    await tela(page, 'cdl-saude cadastro enviado 360');
    await main(page).getByRole('link', { name: 'Ir para a Lista de Vidas' }).click();
    await emTela(page, LISTA);
    const andamento = secao(page, 'CADASTROS EM ANDAMENTO');
    // the new family among the in-progress ones (paged 5: look at each page)
    const achar = async (): Promise<boolean> => (await andamento.getByRole('listitem').filter({ hasText: 'Nguyễn Văn 李 😀' }).count()) > 0;
    await visivel(andamento.getByRole('listitem').first());
    while (!(await achar())) {
      const proxima = andamento.getByRole('button', { name: 'Próxima' });
      expect(await proxima.isEnabled(), 'a família não está em CADASTROS EM ANDAMENTO').toBe(true);
      const antes = await andamento.innerText();
      await proxima.click();
      await expect.poll(() => andamento.innerText()).not.toBe(antes);
    }
    await visivel(andamento.getByRole('listitem').filter({ hasText: 'Nguyễn Văn 李 😀' }).getByText('Titular + 2 dependente(s)'));
  });

  it('uma vida recusada pelo servidor (CPF em vida de outro associado) mostra a mensagem, fica; corrigida, é enviada', async () => {
    const page = await portal.abrir('movel');
    await entrarPelaTela(page, 'saude@exemplo.com.br');
    await emTela(page, '/');
    await page.goto(LISTA);
    await main(page).getByRole('link', { name: 'NOVO TITULAR' }).click();
    await escolherPlano(page, 'Zoë Ñúñez', '1990-02-02', true);
    await botao(page, 'INCLUIR DEPENDENTE').click();
    await escolherPlano(page, 'Nguyễn Thị Hoa', '1991-03-03', false);
    await botao(page, 'próximo').click();
    await preencher(page, { cpf: '15350946056', sexo: 'Feminino', estadoCivil: 'Casado(a)' });
    await main(page).getByRole('button', { name: /Nguyễn Thị Hoa — Cadastro incompleto/ }).click();
    // Sofia Farmacêutica's CPF: a life in force of the consultant's member
    await preencher(page, { cpf: cpfDemo(561), sexo: 'Feminino', tipo: 'Cônjuge', casamento: '2015-05-05' });
    await botao(page, 'próximo').click();
    await emTela(page, `${LISTA}/resumo`);
    await botao(page, 'próximo').click();
    const alerta = main(page).getByRole('alert').filter({ hasText: 'Ocorreu um erro ao cadastrar seus dados. Verifique:' });
    await visivel(alerta);
    await visivel(alerta.getByText(/Nguyễn Thị Hoa/));
    await emTela(page, `${LISTA}/resumo`);
    await tela(page, 'cdl-saude cadastro resumo recusa 360');
    await main(page).getByRole('button', { name: 'Alterar Nguyễn Thị Hoa' }).click();
    await emTela(page, `${LISTA}/finalizar-cadastro`);
    const cpf = page.locator('#cpf');
    await cpf.fill('');
    await digitar(cpf, '71428793860');
    await botao(page, 'SALVAR').click();
    await botao(page, 'próximo').click();
    await emTela(page, `${LISTA}/resumo`);
    await botao(page, 'próximo').click();
    await emTela(page, `${LISTA}/cadastro-enviado`);
  });

  it('o consultor, pelo Painel do membro, cadastra um titular que aparece na lista do membro', async () => {
    const page = await portal.abrir('movel');
    await entrarPelaTela(page, 'consultor@exemplo.com.br');
    await emTela(page, '/');
    const painel = '/produto/cdl-consultor/associado/0002003';
    await page.goto(painel);
    await main(page).getByRole('link', { name: /CDL Saúde Gerenciar Vidas/ }).click();
    await emTela(page, `${painel}/cdl-saude`);
    await visivel(main(page).getByText('Código do Sócio 0002003'));
    await main(page).getByRole('link', { name: 'NOVO TITULAR' }).click();
    await emTela(page, `${painel}/cdl-saude/planos?tipoCadastro=titular`);
    await visivel(main(page).getByText(/Código do Sócio 0002003/));
    await tela(page, 'cdl-saude consultor busca 360');
    await escolherPlano(page, 'Αλέξανδρος Farmacêutico', '1975-07-07', true);
    await emTela(page, `${painel}/cdl-saude/cadastro`);
    await tela(page, 'cdl-saude consultor novo plano 360');
    await botao(page, 'próximo').click();
    await emTela(page, `${painel}/cdl-saude/finalizar-cadastro`);
    await visivel(main(page).getByText(/Código do Sócio 0002003/));
    await preencher(page, { cpf: '86288366757', sexo: 'Masculino', estadoCivil: 'Solteiro(a)' });
    await botao(page, 'próximo').click();
    await emTela(page, `${painel}/cdl-saude/resumo`);
    await tela(page, 'cdl-saude consultor resumo 360');
    await botao(page, 'próximo').click();
    await emTela(page, `${painel}/cdl-saude/cadastro-enviado`);
    await main(page).getByRole('link', { name: 'Ir para a Lista de Vidas' }).click();
    await emTela(page, `${painel}/cdl-saude`);
    await visivel(secao(page, 'CADASTROS EM ANDAMENTO').getByRole('listitem').filter({ hasText: 'Αλέξανδρος Farmacêutico' }));
  });
});
