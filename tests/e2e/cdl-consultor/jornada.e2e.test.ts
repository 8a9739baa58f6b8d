/**
 * Issue 21 "Done when": the consultant area's journey on a fresh database, at 360 px, with three browsers of their own
 * (cookies apart): the consultant, staff, and the invited company (no session).
 *  1. The consultant invites a company (Nova filiação, typed); its row is 'Termo de Uso'.
 *  2. Staff read the invitation at /dev/emails (PORTAL_DEV=1, staff only) and hand over the link; the company opens it,
 *     reads the Termo de Uso, ticks it and types its password by keyboard. The row is 'Cadastro'.
 *  3. The consultant registers the company (§3 form); the row is 'Arquivos', and the company logs in with its password.
 *  4. The consultant sends the documents; staff mark one INCORRETA with a comment by keyboard; the consultant sees the
 *     row back in 'Arquivos', the rejected document marked and §4's notice, and sends again; staff approve: 'Ativo'.
 *  5. The consultant edits the member's data (the banner while the request is open); staff apply it; the edit screen
 *     shows the new data and no banner; Lista de Chamados shows the three tickets, newest first.
 * Axe and no sideways scroll on every screen of the portal (verificarTela). The refusal of a member outside the
 * carteira is fora-da-carteira.e2e.test.ts.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensagensConsultor } from '../../../src/domain/cdl-consultor/carteira';
import { mensagensConvite } from '../../../src/domain/cdl-consultor/convite';
import { chamados } from '../../../src/server/db/schema/comum';
import { ambiente } from '../support/ambiente';
import { entrarPelaTela, preencherLogin } from '../support/login';
import { verificarTela } from '../support/navegador';
import { botao, emTela, toast, visivel } from '../support/tela';

const portal = ambiente();
portal.registrarCiclo();

const CONSULTOR = 'consultor@exemplo.com.br';
const ATENDENTE = 'atendente@exemplo.com.br';
const EMPRESA = 'contato@lukasz-nguyen.com.br';
const RAZAO = 'Łukasz & Nguyễn Comércio 😀 Ltda';
const SENHA_EMPRESA = 'senha da empresa 2026';
const CARTEIRA = '/produto/cdl-consultor/minha-carteira';
const ARQUIVOS = /^\/produto\/cdl-consultor\/associado\/\d{7}\/arquivos$/;
const FILA = '/atendimento?produto=cdl-consultor';

// the invitation e-mails name this server (PORTAL_URL), and /dev/emails opens (PORTAL_DEV=1): both read per request
const antes = { url: process.env.PORTAL_URL, dev: process.env.PORTAL_DEV };
beforeAll(() => {
  process.env.PORTAL_URL = portal.servidor.url;
  process.env.PORTAL_DEV = '1';
});
afterAll(() => {
  for (const [chave, valor] of [['PORTAL_URL', antes.url], ['PORTAL_DEV', antes.dev]] as const) {
    if (valor === undefined) delete process.env[chave]; else process.env[chave] = valor;
  }
});


const main = (page: Page) => page.getByRole('main');
const focado = (l: Locator) => l.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false);
/** Tab until `alvo` has focus (at most 60 presses). */
async function tabAte(page: Page, alvo: Locator, oQue: string) {
  let passos = 0;
  while (!(await focado(alvo))) {
    expect(++passos, `${oQue} se alcança com Tab`).toBeLessThan(60);
    await page.keyboard.press('Tab');
  }
}

/** 'Filtrar', typed as a person does; waits for the server's page of that filter. */
async function filtrar(page: Page, texto: string, espera: string) {
  const campo = main(page).getByLabel('Filtrar');
  await campo.fill('');
  await campo.focus();
  await page.keyboard.type(texto);
  await visivel(main(page).getByText(espera).first());
}

/** The consultant's carteira, the company's row found by its e-mail (the filter), with `etapa` on it. */
async function naCarteira(page: Page, etapa: string) {
  await page.goto(CARTEIRA);
  await visivel(main(page).getByRole('heading', { level: 1, name: 'Lista de Associados' }));
  await filtrar(page, EMPRESA, 'Exibindo 1 até 1 de 1');
  // the filter leaves one row: the company's (its e-mail is its name until the registration gives it one)
  const row = main(page).getByRole('row').filter({ has: page.getByRole('cell') });
  await expect.poll(() => row.getByText(etapa, { exact: true }).count(), { message: `a linha em ${etapa}` }).toBe(1);
  await verificarTela(page, `carteira: ${etapa}`);
  return row;
}

/** A minimal PDF (magic bytes %PDF): what the server keeps as a document. */
const pdf = (nome: string) => ({
  name: nome, mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
});

/** Documents: one file per slot of the list (PJ: three; after a rejection, issue 27: the rejected only), ENVIAR, §2's sentence. */
async function enviarDocumentos(page: Page, vagas = 3) {
  await emTela(page, ARQUIVOS);
  await visivel(main(page).getByRole('heading', { level: 1, name: 'Documentos do associado' }));
  const entradas = main(page).locator('input[type=file]');
  await expect.poll(() => entradas.count()).toBe(vagas);
  for (let i = 0; i < vagas; i++) await entradas.nth(i).setInputFiles(pdf(`documento-${i + 1}.pdf`));
  await verificarTela(page, 'documentos escolhidos');
  await botao(page, 'ENVIAR').click();
  await visivel(main(page).getByText(mensagensConsultor.validandoDocumentos));
  await verificarTela(page, 'documentos enviados');
}

/** The open documentation ticket of the company (its code from the registration). */
async function chamadoAberto(codSocio: string, tipo: 'documentacao' | 'atualizacao') {
  const [c] = await portal.servidor.database.db.select({ id: chamados.id }).from(chamados)
    .where(and(eq(chamados.codSocio, codSocio), eq(chamados.tipo, tipo), eq(chamados.status, 0))).orderBy(desc(chamados.id)).limit(1);
  expect(c, `chamado de ${tipo} aberto`).toBeTruthy();
  return c!.id;
}

/** Staff open the ticket from the queue (its link), as they would. */
async function abrirNaFila(equipe: Page, chamadoId: number) {
  await equipe.goto(FILA);
  const link = main(equipe).locator(`a[href="/atendimento/chamado/${chamadoId}"]`);
  await visivel(link);
  await link.click();
  await visivel(main(equipe).getByRole('heading', { level: 1, name: `Chamado nº ${chamadoId}` }));
  await verificarTela(equipe, `chamado ${chamadoId}`);
}

/** Staff review by keyboard: `incorreta` (a document's label) with `comentario`, every other document OK; Concluir análise. */
async function revisar(equipe: Page, incorreta: { rotulo: string; comentario: string } | null) {
  const grupos = main(equipe).getByRole('group').filter({ has: equipe.getByRole('radio', { name: 'OK' }) });
  const quantos = await grupos.count();
  expect(quantos).toBe(3);
  for (let i = 0; i < quantos; i++) {
    const grupo = grupos.nth(i);
    const nome = (await grupo.getAttribute('aria-label')) ?? (await grupo.locator('legend').first().innerText());
    const ok = grupo.getByRole('radio', { name: 'OK' });
    await tabAte(equipe, ok, `o OK de ${nome}`);
    if (incorreta && nome.includes(incorreta.rotulo)) {
      await equipe.keyboard.press('ArrowRight');
      expect(await grupo.getByRole('radio', { name: 'INCORRETA' }).isChecked()).toBe(true);
      await equipe.keyboard.press('Tab');
      await equipe.keyboard.type(incorreta.comentario);
    } else {
      await equipe.keyboard.press('Space');
      expect(await ok.isChecked()).toBe(true);
    }
  }
  const concluir = botao(equipe, 'Concluir análise');
  await tabAte(equipe, concluir, 'Concluir análise');
  await verificarTela(equipe, 'revisão preenchida');
  await equipe.keyboard.press('Enter');
  // issue 27: the conclusion is confirmed in place; the confirmation takes focus
  await expect.poll(() => botao(equipe, 'Confirmar conclusão').evaluate((el) => el === document.activeElement)).toBe(true);
  await equipe.keyboard.press('Enter');
  await toast(equipe, 'Análise concluída.');
}

describe('área do consultor de ponta a ponta (consultor, atendente e a empresa convidada, 360 px)', () => {
  it('convite → termo e senha → cadastro → documentos recusados e reenviados → Ativo → dados atualizados', { timeout: 240_000 }, async () => {
    const consultor = await portal.abrir('movel');
    await entrarPelaTela(consultor, CONSULTOR);
    await emTela(consultor, '/');

    // 1. Nova filiação, typed
    await consultor.goto(CARTEIRA);
    const nova = main(consultor).getByRole('link', { name: 'NOVA FILIAÇÃO' });
    await nova.focus();
    await consultor.keyboard.press('Enter');
    await emTela(consultor, '/produto/cdl-consultor/filiacao');
    await verificarTela(consultor, 'nova filiação');
    await main(consultor).getByLabel('E-mail').focus();
    await consultor.keyboard.type(EMPRESA);
    await consultor.keyboard.press('Enter');
    await toast(consultor, `Convite enviado para ${EMPRESA}.`);
    await emTela(consultor, CARTEIRA);
    const convidada = await naCarteira(consultor, 'Termo de Uso');
    await visivel(convidada.getByText('Aguardando', { exact: true }));

    // 2. staff hand over the invitation's link; the company accepts the term and chooses its password
    const equipe = await portal.outraJanela('movel');
    await entrarPelaTela(equipe, ATENDENTE);
    await equipe.goto('/dev/emails');
    const email = equipe.getByRole('article').filter({ hasText: EMPRESA }).filter({ has: equipe.getByRole('heading', { name: 'Convite para associar-se' }) });
    const link = (await email.locator('pre').innerText()).match(/https?:\/\/\S+\/convite#[A-Za-z0-9_-]{43}/)?.[0];
    expect(link, 'o link do convite no e-mail').toBeTruthy();
    expect(link!.startsWith(portal.servidor.url)).toBe(true);

    const empresa = await portal.outraJanela('movel');
    await empresa.goto(link!);
    await visivel(empresa.getByRole('heading', { level: 1, name: 'Convite para o Portal do Associado' }));
    await visivel(empresa.getByText('Consultor: Elisa Consultora'));
    await verificarTela(empresa, 'convite');
    const aceite = empresa.getByLabel('Estou de acordo com o termo acima.');
    await tabAte(empresa, aceite, 'o aceite do termo');
    await empresa.keyboard.press('Space');
    expect(await aceite.isChecked()).toBe(true);
    await tabAte(empresa, empresa.locator('#convite-senha'), 'a nova senha');
    await empresa.keyboard.type(SENHA_EMPRESA);
    await empresa.keyboard.press('Tab');
    await empresa.keyboard.type(SENHA_EMPRESA);
    await empresa.keyboard.press('Enter');
    await visivel(empresa.getByText(mensagensConvite.termoAceito));
    await verificarTela(empresa, 'convite aceito');

    // 3. the consultant registers the company; it logs in with its own password
    const cadastro = await naCarteira(consultor, 'Cadastro');
    await cadastro.getByRole('link', { name: `Cadastrar: ${EMPRESA}` }).click();
    await visivel(main(consultor).getByRole('heading', { level: 1, name: 'Cadastrar associado' }));
    const m = main(consultor);
    await expect.poll(() => m.getByLabel('E-mail').inputValue()).toBe(EMPRESA);
    await m.getByLabel('Nome fantasia').fill('Comércio Łukasz');
    await m.getByLabel('Pacote').selectOption({ label: 'Ouro' });
    await m.getByLabel('Tipo de empresa').selectOption({ label: 'Pessoa Jurídica' });
    await m.getByLabel('Razão social').fill(RAZAO);
    await m.getByLabel('CNPJ').focus();
    await consultor.keyboard.type('91271048447097');
    await m.getByLabel(/^Contato/).fill('Nguyễn Văn 李');
    await m.getByLabel('CPF do contato').focus();
    await consultor.keyboard.type('52998224725');
    await m.getByLabel('Sexo').selectOption('M');
    await m.getByLabel('Data de nascimento').fill('1979-09-30');
    await m.getByLabel('Celular').focus();
    await consultor.keyboard.type('31988887777');
    await verificarTela(consultor, 'cadastro preenchido');
    await botao(consultor, 'CADASTRAR').click();
    await toast(consultor, mensagensConsultor.cadastroRealizado);
    await emTela(consultor, ARQUIVOS); // issue 27: the next step, the new member's documents
    const registrada = await naCarteira(consultor, 'Arquivos');
    await visivel(registrada.getByText(RAZAO));
    const codSocio = (await registrada.getByRole('cell').first().innerText()).trim();
    expect(codSocio).toMatch(/^\d{7}$/);

    await empresa.getByRole('link', { name: 'Ir para o login' }).click();
    await emTela(empresa, '/login');
    await preencherLogin(empresa, EMPRESA, SENHA_EMPRESA);
    await emTela(empresa, '/');
    await visivel(main(empresa).getByRole('heading', { level: 1, name: /Nossos produtos/ }));

    // 4. documents; staff reject one; sent again; approved
    await registrada.getByRole('link', { name: `Enviar Arquivos: ${RAZAO}` }).click();
    await enviarDocumentos(consultor);
    await naCarteira(consultor, 'Ativo'); // under review: no INCORRETA yet (§4)

    await abrirNaFila(equipe, await chamadoAberto(codSocio, 'documentacao'));
    await visivel(main(equipe).getByText(RAZAO).first());
    const comentario = 'Documento ilegível: envie uma cópia nítida.';
    await revisar(equipe, { rotulo: 'Contrato social', comentario });

    const recusada = await naCarteira(consultor, 'Arquivos');
    await recusada.getByRole('link', { name: `Enviar Arquivos: ${RAZAO}` }).click();
    await visivel(main(consultor).getByText(mensagensConsultor.documentosInvalidados));
    await visivel(main(consultor).getByText(`INCORRETA: ${comentario}`));
    await enviarDocumentos(consultor, 1);

    await abrirNaFila(equipe, await chamadoAberto(codSocio, 'documentacao'));
    await revisar(equipe, null);
    const ativa = await naCarteira(consultor, 'Ativo');

    // 5. the member's data: the request, the banner, staff apply it, the new data
    await ativa.getByRole('link', { name: `Editar: ${RAZAO}` }).click();
    await emTela(consultor, `/produto/cdl-consultor/associado/${codSocio}`);
    await visivel(main(consultor).getByRole('heading', { level: 1, name: RAZAO }));
    await verificarTela(consultor, 'painel do associado');
    await main(consultor).getByRole('link', { name: /Editar Dados/ }).click();
    await emTela(consultor, `/produto/cdl-consultor/associado/${codSocio}/editar`);
    await visivel(main(consultor).getByRole('heading', { level: 1, name: 'Editar associado' }));
    await expect.poll(() => main(consultor).getByLabel('E-mail').inputValue()).toBe(EMPRESA);
    const campos: [string, string][] = [['CEP', '30130010'], ['Logradouro', 'Avenida Afonso Pena'], ['Número', '1500'], ['Bairro', 'Centro'], ['Cidade', 'Belo Horizonte']];
    for (const [rotulo, valor] of campos) {
      const campo = main(consultor).getByLabel(rotulo);
      await campo.fill('');
      await campo.focus();
      await consultor.keyboard.type(valor);
    }
    await main(consultor).getByLabel('UF').selectOption('MG');
    const telefone = main(consultor).getByLabel(/^Telefone/);
    await telefone.fill('');
    await telefone.focus();
    await consultor.keyboard.type('3132221111');
    await verificarTela(consultor, 'editar preenchido');
    await botao(consultor, 'Salvar').click();
    await toast(consultor, mensagensConsultor.atualizacaoSolicitada);
    await visivel(main(consultor).getByText(mensagensConsultor.atualizacaoEmAberto));
    expect(await botao(consultor, 'Salvar').isDisabled()).toBe(true);

    await abrirNaFila(equipe, await chamadoAberto(codSocio, 'atualizacao'));
    await visivel(main(equipe).getByText(/Avenida Afonso Pena/).first());
    const aplicar = botao(equipe, 'Aplicar atualização');
    await tabAte(equipe, aplicar, 'Aplicar atualização');
    await equipe.keyboard.press('Enter');
    await toast(equipe, 'Atualização aplicada.');

    await consultor.reload();
    await visivel(main(consultor).getByRole('heading', { level: 1, name: 'Editar associado' }));
    await expect.poll(() => main(consultor).getByLabel('Logradouro').inputValue()).toBe('Avenida Afonso Pena');
    expect(await main(consultor).getByText(mensagensConsultor.atualizacaoEmAberto).count()).toBe(0);
    expect(await botao(consultor, 'Salvar').isDisabled()).toBe(false);

    await main(consultor).getByRole('link', { name: 'VOLTAR' }).click();
    await main(consultor).getByRole('link', { name: /Lista de Chamados/ }).click();
    await emTela(consultor, `/produto/cdl-consultor/associado/${codSocio}/chamados`);
    const seletor = main(consultor).getByRole('combobox', { name: 'Chamado' });
    await visivel(seletor);
    expect(await seletor.locator('option').count()).toBe(3);
    // newest first: the data update, finished
    await visivel(main(consultor).getByRole('article').getByText('Finalizado', { exact: true }));
    await verificarTela(consultor, 'chamados');
  });
});
