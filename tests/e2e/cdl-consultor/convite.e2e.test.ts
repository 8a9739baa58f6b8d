/**
 * The invited company's page (/convite#<token>, issue 21 step 3) at 360 px: a fresh invitation opens the Termo de
 * Uso as page text and as PDF, the keyboard ticks the box and types the password, the page ends on the server's
 * sentence; the same link afterwards, and an unknown one, each say why it cannot be used. 'Enviar Login''s link sets a
 * registered member's password and the member logs in with it.
 */
import { readFileSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mensagensConvite } from '../../../src/domain/cdl-consultor/convite';
import { mensagensAuth } from '../../../src/server/comum/auth';
import { mensagensSenhaNova } from '../../../src/domain/comum/senha';
import { textosKit } from '../../../src/domain/comum/textos';
import { carteira, outbox, usuarios } from '../../../src/server/db/schema/comum';
import { ambiente } from '../support/ambiente';
import { entrarPelaTela, preencherLogin, SENHA as SENHA_DEMO } from '../support/login';
import { verificarTela } from '../support/navegador';
import { botao, capturar, emTela, visivel } from '../support/tela';

const portal = ambiente();
portal.registrarCiclo();

const SENHA = 'minha senha nova 2026';
const CONSULTOR = 'consultor@exemplo.com.br';
const FORMATO_LINK = /\/convite#([A-Za-z0-9_-]{43})/;

/** A session cookie of a demo user, for the consultant's calls made outside the page under test. */
async function cookieDe(email: string) {
  const r = await fetch(`${portal.servidor.url}/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, senha: SENHA_DEMO }),
  });
  expect(r.status, `login de ${email}`).toBe(200);
  return r.headers.getSetCookie().find((c) => c.startsWith('portal_sessao='))!.split(';')[0]!;
}

/** The token of the latest e-mail the outbox holds for `para`. */
async function tokenDoEmail(para: string) {
  const [email] = await portal.servidor.database.db.select().from(outbox).where(eq(outbox.para, para)).orderBy(desc(outbox.id)).limit(1);
  const token = email?.corpo.match(FORMATO_LINK)?.[1];
  expect(token, `link no e-mail para ${para}`).toBeTruthy();
  return token!;
}

/** An invitation as the demo consultant sends it (EnviarEmailFuturoAssociado): the link read from the outbox. */
async function convidar(email: string): Promise<string> {
  const r = await fetch(`${portal.servidor.url}/api/Consultor/EnviarEmailFuturoAssociado?email=${encodeURIComponent(email)}`, {
    method: 'POST', headers: { cookie: await cookieDe(CONSULTOR) },
  });
  expect(r.status, 'convite enviado').toBe(200);
  return tokenDoEmail(email);
}
/** 'Enviar Login' for a registered member of the demo carteira (EnviarEmailCredenciaisAssociado): the link from the outbox. */
async function enviarLogin(codSocio: string, email: string): Promise<string> {
  const r = await fetch(`${portal.servidor.url}/api/Consultor/EnviarEmailCredenciaisAssociado?codSocio=${codSocio}`, {
    method: 'POST', headers: { cookie: await cookieDe(CONSULTOR) },
  });
  expect(r.status, 'login enviado').toBe(200);
  return tokenDoEmail(email);
}

const deAcordo = (page: Page) => page.getByLabel('Estou de acordo com o termo acima.');
const clausulas = (page: Page) => page.getByRole('article').getByRole('list').last().getByRole('listitem');

describe('Convite (página pública do convidado), 360 px', () => {
  it('lê o termo (texto e PDF), marca e digita pelo teclado, aceita; o login só vale depois do cadastro', async () => {
    const email = 'contato@nguyen-comercio.com.br'; // fixed: the screenshot stays the same from run to run (a fresh database per file)
    const token = await convidar(email);
    const page = await portal.abrir('movel');
    await page.goto(`/convite#${token}`);

    await visivel(page.getByRole('heading', { level: 1, name: 'Convite para o Portal do Associado' }));
    // the token leaves the address bar (and the history) as soon as it is read
    await expect.poll(() => page.url()).not.toContain(token);
    expect(await page.title()).toBe('Convite para o Portal do Associado — Portal do Associado');
    // issue 27: the package and its price are not known yet: the page says where and when they are settled
    await visivel(page.getByText(/O pacote \(Essencial, Prata ou Ouro\) e o valor da contribuição mensal ainda não fazem parte deste convite/));
    await visivel(page.getByRole('heading', { level: 2, name: 'Termo de Uso do Portal do Associado' }));
    await visivel(page.getByText(`E-mail do associado: ${email}`));
    await visivel(page.getByText('Consultor: Elisa Consultora'));
    expect(await page.getByLabel('E-mail de acesso').inputValue()).toBe(email);

    // numbered clauses as page text, at 16 px or more, none wider than the phone
    const itens = clausulas(page);
    expect(await itens.count()).toBeGreaterThanOrEqual(6);
    const medidas = await itens.evaluateAll((lis) => lis.map((li) => ({ fonte: parseFloat(getComputedStyle(li).fontSize), direita: li.getBoundingClientRect().right })));
    for (const [i, m] of medidas.entries()) {
      expect(m.fonte, `cláusula ${i + 1}`).toBeGreaterThanOrEqual(16);
      expect(m.direita, `cláusula ${i + 1} passa da tela`).toBeLessThanOrEqual(360);
    }
    await verificarTela(page, 'convite: termo a 360 px');

    // the PDF of the same term
    const [download] = await Promise.all([page.waitForEvent('download'), botao(page, 'Baixar PDF').click()]);
    expect(download.suggestedFilename()).toBe('termo-de-uso.pdf');
    expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // sent without the box and the password: the summary says both, the fields say theirs
    await botao(page, 'Aceitar e criar senha').click();
    const resumo = page.locator('#resumo-de-erros');
    await visivel(resumo.getByRole('link', { name: textosKit.marqueOAceite }));
    await visivel(resumo.getByRole('link', { name: mensagensSenhaNova.curta }));
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('resumo-de-erros');
    await verificarTela(page, 'convite: problemas a 360 px');

    // the keyboard: the summary's link to the box, Space ticks it, Tab to the password fields, Enter sends
    await resumo.getByRole('link', { name: textosKit.marqueOAceite }).press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('convite-aceite');
    await page.keyboard.press('Space');
    expect(await deAcordo(page).isChecked()).toBe(true);
    await page.keyboard.press('Tab'); // the e-mail, read only
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('convite-senha');
    await page.keyboard.type(SENHA);
    await page.keyboard.press('Tab');
    await page.keyboard.type(SENHA);
    await capturar(page, 'convite-360');
    await page.keyboard.press('Enter');

    await visivel(page.getByRole('heading', { level: 1, name: 'Termo aceito' }));
    await visivel(page.getByText(mensagensConvite.termoAceito));
    expect(await page.title()).toBe('Termo aceito — Portal do Associado');
    await verificarTela(page, 'convite: aceito a 360 px');
    await capturar(page, 'convite-aceito-360');
    const [linha] = await portal.servidor.database.db.select().from(carteira).where(eq(carteira.email, email));
    expect(linha).toMatchObject({ aceiteTermoUso: true, codSocio: null });

    // the password becomes a login when the consultant registers the company: until then the login says so (issue 27),
    // as news (a status), not as the fields' error; a wrong password stays 'E-mail ou senha inválidos.'
    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await emTela(page, '/login');
    await preencherLogin(page, email, SENHA);
    await visivel(page.getByRole('status').filter({ hasText: mensagensAuth.cadastroEmAndamento }));
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('false');
    await capturar(page, 'convite-login-em-andamento-360');
    await preencherLogin(page, email, 'outra senha qualquer');
    await visivel(page.getByRole('alert').filter({ hasText: 'E-mail ou senha inválidos.' }));
    expect(await page.getByText(mensagensAuth.cadastroEmAndamento).count()).toBe(0);
  });

  it('o mesmo link depois de usado, e um link desconhecido, dizem por quê e levam ao login', async () => {
    const email = `usada.${randomUUID().slice(0, 8)}@empresa.com.br`;
    const token = await convidar(email);
    const r = await fetch(`${portal.servidor.url}/api/Convite/Aceitar`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, dtVersao: await versaoDoTermo(token), browserData: 'teste', aceito: true, senha: SENHA, confirmacao: SENHA }),
    });
    expect(r.status).toBe(200);

    const page = await portal.abrir('movel');
    await page.goto(`/convite#${token}`);
    await visivel(page.getByRole('heading', { level: 1, name: 'Link indisponível' }));
    // issue 27: not registered yet, so no 'Entre no portal com seu e-mail e senha': what comes next instead
    await visivel(page.getByText(mensagensConvite.usadoCadastroEmAndamento));
    expect(await page.title()).toBe('Link indisponível — Portal do Associado');
    await verificarTela(page, 'convite: link usado a 360 px');
    await capturar(page, 'convite-usado-360');

    // another link in the same tab (only the fragment changes): the page starts over on it
    await page.goto(`/convite#${randomBytes(32).toString('base64url')}`);
    await visivel(page.getByText(mensagensConvite.desconhecido));
    await page.goto('/convite');
    await visivel(page.getByText(mensagensConvite.desconhecido));
    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await emTela(page, '/login');
  });

  it("o link do 'Enviar Login' cria a senha de um associado cadastrado, que entra com ela", async () => {
    const email = 'ativo@exemplo.com.br'; // 0002003, registered, no login yet (seed)
    const token = await enviarLogin('0002003', email);
    const page = await portal.abrir('movel');
    await page.goto(`/convite#${token}`);
    await visivel(page.getByRole('heading', { level: 1, name: 'Criar senha' }));
    expect(await page.title()).toBe('Criar senha — Portal do Associado'); // issue 27: its own title, not 'Convite'
    expect(await deAcordo(page).count()).toBe(0);
    // short AND mismatched: both said, each under its field and in the summary (issue 27)
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('curta');
    await page.getByLabel('Confirme a nova senha').fill('outra');
    await botao(page, 'Criar senha').click();
    const resumo = page.locator('#resumo-de-erros');
    await visivel(resumo.getByRole('link', { name: mensagensSenhaNova.curta }));
    await visivel(resumo.getByRole('link', { name: mensagensSenhaNova.diferentes }));
    for (const campo of ['convite-senha', 'convite-confirmacao']) expect(await page.locator(`#${campo}`).getAttribute('aria-invalid'), campo).toBe('true');
    await page.screenshot({ path: '/tmp/i27-senha-dois-erros-360.png', fullPage: true });
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(SENHA);
    await page.getByLabel('Confirme a nova senha').fill('outra coisa qualquer');
    await botao(page, 'Criar senha').click();
    await visivel(page.locator('#resumo-de-erros').getByRole('link', { name: mensagensSenhaNova.diferentes }));
    await page.getByLabel('Confirme a nova senha').fill(SENHA);
    await botao(page, 'Criar senha').click();
    await visivel(page.getByText(mensagensConvite.senhaCriada));
    expect(await page.title()).toBe('Senha criada — Portal do Associado');
    await verificarTela(page, 'convite: senha criada a 360 px');

    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await emTela(page, '/login');
    await preencherLogin(page, email, SENHA);
    await page.waitForURL((u) => u.pathname !== '/login');
    const [login] = await portal.servidor.database.db.select().from(usuarios).where(and(eq(usuarios.email, email), eq(usuarios.codSocio, '0002003')));
    expect(login).toBeTruthy();
  });
});

describe('Convite a 1280 px, com alguém logado no navegador, e Enviar Login de novo (issue 27)', () => {
  it("o erro do de acordo fica sob o rótulo, não espremido ao lado", async () => {
    const token = await convidar(`largo.${randomUUID().slice(0, 8)}@empresa.com.br`);
    const page = await portal.abrir('desktop');
    await page.goto(`/convite#${token}`);
    await visivel(page.getByRole('heading', { level: 1, name: 'Convite para o Portal do Associado' }));
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(SENHA);
    await page.getByLabel('Confirme a nova senha').fill(SENHA);
    await botao(page, 'Aceitar e criar senha').click();
    const erro = page.locator('.termo-de-acordo .erro-campo');
    await visivel(erro);
    const rotulo = (await page.locator('.termo-de-acordo label').boundingBox())!;
    const caixa = (await deAcordo(page).boundingBox())!;
    const e = (await erro.boundingBox())!;
    expect(e.y, 'o erro começa abaixo do rótulo').toBeGreaterThanOrEqual(rotulo.y + rotulo.height - 1);
    expect(e.x, 'o erro alinhado à esquerda da caixa').toBeLessThanOrEqual(caixa.x + 1);
    expect(e.width, 'o erro com a largura do quadro').toBeGreaterThan(rotulo.width);
    await page.screenshot({ path: '/tmp/i27-convite-erro-1280.png', fullPage: true });
  });

  it("criada a senha com o consultor logado no navegador: diz quem está logado e vai ao login limpo, sem 'Sua sessão expirou'", async () => {
    const token = await enviarLogin('0002001', 'arquivos@exemplo.com.br');
    const page = await portal.abrir('movel');
    await entrarPelaTela(page, CONSULTOR);
    await page.goto(`/convite#${token}`);
    await visivel(page.getByRole('heading', { level: 1, name: 'Criar senha' }));
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(SENHA);
    await page.getByLabel('Confirme a nova senha').fill(SENHA);
    await botao(page, 'Criar senha').click();
    await visivel(page.getByText(mensagensConvite.senhaCriada));
    await visivel(page.getByText(/Este navegador está conectado como Elisa Consultora/));
    await page.screenshot({ path: '/tmp/i27-convite-logado-360.png', fullPage: true });
    await botao(page, 'Sair e ir para o login').click();
    await emTela(page, '/login');
    await visivel(page.getByLabel('Senha'));
    expect(await page.getByText('Sua sessão expirou').count()).toBe(0);
    await preencherLogin(page, 'arquivos@exemplo.com.br', SENHA);
    await page.waitForURL((u) => u.pathname !== '/login');
    expect(await page.getByText('Sua sessão expirou').count()).toBe(0);
  });

  it('Enviar Login de novo: quanto falta (não sempre 5 minutos) e o botão desabilitado até lá', async () => {
    await enviarLogin('0002002', 'incorreta@exemplo.com.br'); // sent a moment ago (another tab)
    const page = await portal.abrir('movel');
    await entrarPelaTela(page, CONSULTOR);
    await page.goto('/produto/cdl-consultor/minha-carteira');
    const filtro = page.getByRole('main').getByLabel('Filtrar');
    await filtro.fill('incorreto');
    const linha = page.getByRole('main').getByRole('row').filter({ hasText: 'Ótica Documento Incorreto' });
    await visivel(linha);
    const enviar = linha.getByRole('button', { name: 'Enviar Login: Ótica Documento Incorreto' });
    await enviar.click();
    await visivel(page.getByRole('status').filter({ hasText: /^Aguarde 4 minutos e \d+ segundos? para enviar o login deste associado de novo\.$/ }).first());
    await expect.poll(() => enviar.isDisabled()).toBe(true);
    await visivel(linha.getByText(/^De novo às \d{2}:\d{2}$/));
    expect(await enviar.getAttribute('aria-describedby')).toBeTruthy();
    await page.screenshot({ path: '/tmp/i27-enviar-login-360.png', fullPage: true });
  });
});

/** The Termo de Uso's version, as the page reads it. */
async function versaoDoTermo(token: string): Promise<string> {
  const r = await fetch(`${portal.servidor.url}/api/Convite/Consultar`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }),
  });
  return ((await r.json()) as { termo: { dtVersao: string } }).termo.dtVersao;
}
