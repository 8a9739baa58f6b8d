/**
 * Staff review of the consultant's tickets in the console (issue 21 steps 6 and 8), at 360 px on a fresh database.
 * The tickets are written to the database in the setup, as the consultant's screens would leave them (a member of the
 * demo consultant's carteira with its documents sent; another with a data-update request). Staff review the
 * documents by keyboard alone (nothing chosen is refused in place, the summary lists each document), mark one
 * INCORRETA with what is wrong and conclude; the closed ticket shows each review read only. A ticket someone else
 * concluded first says the server's 409 and reads again. A data update is applied; another refused with why.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTOS_POR_TIPO } from '../../../src/domain/cdl-consultor/carteira';
import { gravarArquivo } from '../../../src/server/comum/arquivos.repo';
import { abrirChamado } from '../../../src/server/comum/chamados';
import { atualizacoesCadastro, cadastrosAssociado } from '../../../src/server/db/schema/cdl-consultor';
import { arquivos, associados, carteira, documentosChamado, usuarios } from '../../../src/server/db/schema/comum';
import { ambiente } from '../support/ambiente';
import { entrarPorApi } from '../support/login';
import { verificarTela } from '../support/navegador';
import { botao, capturar, emTela, toast, visivel } from '../support/tela';
import { clientesDeApi } from './apoio';

const ATENDENTE = 'atendente@exemplo.com.br';
const FILA = '/atendimento?produto=cdl-consultor';
const NOME = 'Nguyễn Comércio 李 😀 Ltda';
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const portal = ambiente();
portal.registrarCiclo();

const apiDe = clientesDeApi(portal);

// ── the consultant's side, written to the database ─────────────────────────────────────
let n = 0;
/** A registered PJ member of the demo consultant's carteira, with its registration and address. */
async function membro(nome: string) {
  const { db } = portal.servidor.database;
  const [consultor] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'consultor@exemplo.com.br'));
  n += 1;
  const codSocio = `0009${String(n).padStart(3, '0')}`;
  const cgccfo = `9922233300${String(n).padStart(2, '0')}81`;
  await db.insert(associados).values({ codSocio, nome, documento: cgccfo });
  const [linha] = await db.insert(carteira).values({
    consultorId: consultor!.id, codSocio, nomeSocio: nome, documento: cgccfo, email: `membro.${randomUUID().slice(0, 8)}@teste.com.br`,
    aceiteTermoUso: true, aceiteContrato: true,
  }).returning({ id: carteira.id });
  await db.insert(cadastrosAssociado).values({
    codSocio, carteiraId: linha!.id, nomefantasia: 'Comércio Nguyễn', codpacote: '0000283', tpEmpresa: 'PJ', nome, cgccfo,
    inscrestadual: 'ISENTO', contato: 'Łukasz', cpf: '52998224725', sexo: 'M', dataNascimento: '1980-01-01', celular: '31977776666',
    telefone: '3133334444', email: 'contato@comercio.com.br', codcoligada: 0, formapgto: 'C', codcfo: '-1', ativo: 0, pagrec: 3,
    pessoafisoujur: 'j', codcoltcf: 0, codtcf: '001', lograd: 'Rua da Bahia', numero: '100', complemento: '', bairro: 'Centro',
    cep: '30160010', cidade: 'Belo Horizonte', uf: 'MG', cadastradoPor: consultor!.id, cadastradoEm: new Date(),
  });
  return { codSocio, consultorId: consultor!.id };
}
/** A member whose documents (PJ: three) wait in an open documentation ticket. */
async function documentacaoAberta(nome: string) {
  const m = await membro(nome);
  return portal.servidor.database.tx(async (tx) => {
    const chamadoId = (await abrirChamado(tx, {
      codSocio: m.codSocio, produto: 'cdl-consultor', tipo: 'documentacao', label: 'Documentação do associado', por: m.consultorId, agora: new Date(),
    }))!;
    for (const documento of DOCUMENTOS_POR_TIPO.PJ) {
      const arquivoId = await gravarArquivo(tx, { codSocio: m.codSocio, produto: 'cdl-consultor', finalidade: documento }, {
        nome: `${documento}.pdf`, tipo: 'pdf', mime: 'application/pdf', bytes: PDF, sha256: createHash('sha256').update(PDF).digest('hex'),
      });
      await tx.update(arquivos).set({ emAnalise: true }).where(eq(arquivos.id, arquivoId));
      await tx.insert(documentosChamado).values({ chamadoId, documento, arquivoId });
    }
    return { ...m, chamadoId };
  });
}
/** A member whose data-update request (phone and number) waits in an open ticket. */
async function atualizacaoAberta(nome: string) {
  const m = await membro(nome);
  return portal.servidor.database.tx(async (tx) => {
    const chamadoId = (await abrirChamado(tx, {
      codSocio: m.codSocio, produto: 'cdl-consultor', tipo: 'atualizacao', label: 'Atualização de dados cadastrais', por: m.consultorId, agora: new Date(),
    }))!;
    await tx.insert(atualizacoesCadastro).values({
      chamadoId, codSocio: m.codSocio, telefone: '3132221111', email: 'contato@comercio.com.br', endereco: 'Rua da Bahia, 200, Centro, 30160010, Belo Horizonte/MG',
      lograd: 'Rua da Bahia', numero: '200', complemento: '', bairro: 'Centro', cep: '30160010', cidade: 'Belo Horizonte', uf: 'MG',
    });
    return { ...m, chamadoId };
  });
}
const revisoesDe = async (chamadoId: number) => Object.fromEntries((await portal.servidor.database.db.select()
  .from(documentosChamado).where(eq(documentosChamado.chamadoId, chamadoId))).map((d) => [d.documento, d.revisao]));

async function abrirComoEquipe(destino: string): Promise<Page> {
  const page = await portal.abrir();
  await entrarPorApi(portal.aba.context, ATENDENTE);
  await page.goto(destino);
  return page;
}
const focado = (l: Locator) => l.evaluate((el) => el === document.activeElement).catch(() => false);
/** Tab until `alvo` has focus (at most 40 presses). */
async function tabAte(page: Page, alvo: Locator, oQue: string) {
  let passos = 0;
  while (!(await focado(alvo))) {
    expect(++passos, `${oQue} se alcança com Tab`).toBeLessThan(40);
    await page.keyboard.press('Tab');
  }
}
const grupo = (page: Page, rotulo: string) => page.getByRole('group', { name: rotulo });

let documentacao: Awaited<ReturnType<typeof documentacaoAberta>>;
beforeAll(async () => { documentacao = await documentacaoAberta(NOME); });

describe('Atendimento: revisão dos documentos e das atualizações do consultor, 360 px', () => {
  it('só com o teclado: nada marcado é recusado no lugar; um INCORRETA com o comentário, os outros OK, Concluir análise; o encerrado mostra as revisões', async () => {
    const page = await abrirComoEquipe(FILA);
    const link = page.getByRole('link', { name: 'Documentação do associado' }).filter({ hasText: 'Documentação' });
    await visivel(link.first());
    await page.goto(`/atendimento/chamado/${documentacao.chamadoId}`);
    await visivel(page.getByRole('heading', { level: 1, name: `Chamado nº ${documentacao.chamadoId}` }));
    // the company, as the consultant registered it
    await visivel(page.getByRole('heading', { level: 3, name: `Documentação de ${NOME}` }));
    await visivel(page.getByText('Pessoa Jurídica (PJ)', { exact: true }));
    await visivel(page.getByText('99.222.333/0001-81', { exact: true }));
    await visivel(page.getByText('Elisa Consultora', { exact: true }));
    // each document, its file in a new tab (staff may read it)
    const abrir = page.getByRole('link', { name: /^Abrir Contrato social ou estatuto/ });
    expect(await abrir.getAttribute('target')).toBe('_blank');
    const arquivo = await page.request.get((await abrir.getAttribute('href'))!);
    expect(arquivo.status()).toBe(200);
    expect(arquivo.headers()['content-type']).toBe('application/pdf');
    await verificarTela(page, 'revisão de documentos a 360 px');

    // nothing chosen: the summary names each document, focus on it; nothing sent
    const envios: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/api/Atendimento/RevisarDocumentacao')) envios.push(r.method()); });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const concluir = botao(page, 'Concluir análise');
    await tabAte(page, concluir, 'Concluir análise');
    await page.keyboard.press('Enter');
    const resumo = page.locator('#resumo-de-erros');
    await visivel(resumo.getByRole('heading', { name: 'Corrija os campos abaixo' }));
    await expect.poll(() => focado(resumo), { message: 'o foco vai ao resumo' }).toBe(true);
    expect(await resumo.getByRole('link').count()).toBe(3);
    await verificarTela(page, 'revisão sem escolha');
    expect(envios).toEqual([]);

    // Contrato social: Tab into its radios, arrow to INCORRETA; the comment appears, still required
    const contrato = grupo(page, 'Contrato social ou estatuto');
    await tabAte(page, contrato.getByRole('radio', { name: 'OK' }), 'o OK do contrato social');
    await page.keyboard.press('ArrowRight');
    expect(await contrato.getByRole('radio', { name: 'INCORRETA' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    const comentario = contrato.getByRole('textbox', { name: /O que está incorreto/ });
    expect(await focado(comentario), 'o comentário vem logo depois das escolhas').toBe(true);
    await concluirPorTeclado(page, concluir);
    await visivel(contrato.getByText('Diga o que está incorreto no documento.'));
    await tabAte(page, comentario, 'o comentário do contrato social');
    await page.keyboard.type('Documento ilegível: envie uma cópia nítida.');
    // the other two: Space checks the focused OK
    for (const rotulo of ['Comprovante de inscrição na Receita Federal (cartão CNPJ ou CCMEI)', 'Documento de identificação do responsável (RG ou CNH)']) {
      const ok = grupo(page, rotulo).getByRole('radio', { name: 'OK' });
      await tabAte(page, ok, `o OK de ${rotulo}`);
      await page.keyboard.press('Space');
      expect(await ok.isChecked()).toBe(true);
    }
    await page.keyboard.press('Tab');
    expect(await focado(concluir), 'Concluir análise vem depois do último documento').toBe(true);
    await verificarTela(page, 'revisão preenchida');
    await capturar(page, 'atendimento-revisao-360');
    // issue 27: Concluir análise is final: it asks in place what it will do, nothing sent yet; Voltar à revisão keeps it all
    await page.keyboard.press('Enter');
    const confirmacao = page.getByRole('group', { name: 'Confirmar: concluir análise' });
    await visivel(confirmacao.getByText(
      'Concluir a análise com 2 documentos aprovados e 1 reprovado? O chamado é finalizado e não pode ser reaberto; o consultor vê o que está incorreto e reenvia.',
    ));
    await expect.poll(() => focado(botao(page, 'Confirmar conclusão')), { message: 'a confirmação toma o foco' }).toBe(true);
    expect(envios).toEqual([]);
    await verificarTela(page, 'confirmação da conclusão');
    await capturar(page, 'atendimento-confirmar-conclusao-360');
    await botao(page, 'Voltar à revisão').click();
    await expect.poll(() => focado(concluir), { message: 'o foco volta a Concluir análise' }).toBe(true);
    expect(envios).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => focado(botao(page, 'Confirmar conclusão'))).toBe(true);
    await page.keyboard.press('Enter');
    await toast(page, 'Análise concluída.');
    await emTela(page, FILA);
    expect(envios).toEqual(['POST']);
    expect(await revisoesDe(documentacao.chamadoId)).toEqual({
      contratoSocial: 'INCORRETA: Documento ilegível: envie uma cópia nítida.', comprovanteReceidaFederal: 'OK', documentoIdentificacao: 'OK',
    });

    // closed: each review read only, the files still open for staff
    await page.goto(`/atendimento/chamado/${documentacao.chamadoId}`);
    await visivel(page.getByText('INCORRETA: Documento ilegível: envie uma cópia nítida.'));
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await botao(page, 'Concluir análise').count()).toBe(0);
    await visivel(page.getByText('Documentação recusada', { exact: false }).first());
    const depois = await page.request.get((await page.getByRole('link', { name: /^Abrir Contrato social/ }).getAttribute('href'))!);
    expect(depois.status()).toBe(200);
    await verificarTela(page, 'documentos revisados, só leitura');
    await capturar(page, 'atendimento-revisado-360');
  });

  it('outro atendente concluiu antes: Concluir análise diz o 409 do servidor e a tela mostra as revisões dele', async () => {
    const outro = await documentacaoAberta('Padaria Concorrida Ltda');
    const page = await abrirComoEquipe(`/atendimento/chamado/${outro.chamadoId}`);
    await visivel(botao(page, 'Concluir análise'));
    const equipe = await apiDe(ATENDENTE);
    const r = await equipe.post('/api/Atendimento/RevisarDocumentacao', {
      data: { chamadoId: outro.chamadoId, documentos: DOCUMENTOS_POR_TIPO.PJ.map((documento) => ({ documento, correto: true })) },
    });
    expect(r.status()).toBe(200);
    for (const g of await page.getByRole('group').all()) await g.getByRole('radio', { name: 'OK' }).check();
    await botao(page, 'Concluir análise').click();
    await botao(page, 'Confirmar conclusão').click();
    await visivel(page.getByRole('alert').filter({ hasText: 'Este chamado já foi encerrado.' }));
    await expect.poll(() => page.getByRole('radio').count(), { message: 'o chamado lido de novo, encerrado' }).toBe(0);
    expect(await page.locator('.documentos-revisados .revisao').allTextContents()).toEqual(['OK', 'OK', 'OK']);
    await verificarTela(page, 'revisão com o 409');
  });

  it('a atualização cadastral: antes → depois; Aplicar atualização muda o cadastro; outra é recusada com o motivo', async () => {
    const a = await atualizacaoAberta('Łukasz Serviços');
    const page = await abrirComoEquipe(`/atendimento/chamado/${a.chamadoId}`);
    await visivel(page.getByText('(31) 3333-4444 → (31) 3222-1111'));
    await visivel(page.getByText('100 → 200'));
    await verificarTela(page, 'atualização cadastral a 360 px');
    await capturar(page, 'atendimento-atualizacao-360');
    await botao(page, 'Aplicar atualização').click();
    await toast(page, 'Atualização aplicada.');
    await emTela(page, FILA);
    const [cad] = await portal.servidor.database.db.select().from(cadastrosAssociado).where(eq(cadastrosAssociado.codSocio, a.codSocio));
    expect(cad).toMatchObject({ telefone: '3132221111', numero: '200' });

    const b = await atualizacaoAberta('Mercado Recusado');
    await page.goto(`/atendimento/chamado/${b.chamadoId}`);
    await botao(page, 'Recusar').click();
    await visivel(page.getByText('Escreva o motivo da recusa.'));
    await page.getByRole('textbox', { name: /Motivo da recusa/ }).fill('O telefone não confere com o contrato social.');
    await botao(page, 'Recusar').click();
    await toast(page, 'Chamado atualizado.');
    const [intacto] = await portal.servidor.database.db.select().from(cadastrosAssociado).where(eq(cadastrosAssociado.codSocio, b.codSocio));
    expect(intacto).toMatchObject({ telefone: '3133334444', numero: '100' });
  });
});

/** Enter on Concluir análise, reached by Tab from where the focus is. */
async function concluirPorTeclado(page: Page, concluir: Locator) {
  await tabAte(page, concluir, 'Concluir análise');
  await page.keyboard.press('Enter');
}
