import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cobrar } from '../../src/server/comum/pagamentos/pagamentos.repo';
import { SUBSTITUTO } from '../../src/server/comum/pdf-texto';
import { associados } from '../../src/server/db/schema/comum';
import { reuniao, simular } from '../cdl-varejo-inteligente/apoio';
import { textoDoPdf } from '../support/pdf';
import { abrirPortal, BANCO, novoAssociado, relogioManual, type Portal } from '../support/portal';

// Issue 19 through the API: an associate's stored name that Helvetica could not encode made each of its PDFs a 500.

/** Vietnamese, Polish, Chinese, a decomposed é and a zero-width space, as a name may come from the association's records. */
const NOME = 'Nguyễn Łukasz 李 Jose\u0301\u200B';
const NOME_NO_PDF = `Nguyễn Łukasz ${SUBSTITUTO} José`;
const corrido = (pdf: Buffer) => textoDoPdf(pdf).replace(/\s+/g, ' ');

describe(`PDFs com nomes fora do WinAnsi (${BANCO})`, () => {
  let portal: Portal;
  const relogio = relogioManual('2026-11-19T15:00:00Z');
  beforeAll(async () => { portal = await abrirPortal({ relogio: relogio.relogio }); });
  afterAll(async () => { await portal?.fechar(); });

  it('termo do clube: 200 com o nome desenhado', async () => {
    const { cliente } = await novoAssociado(portal, NOME);
    expect((await cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: randomUUID() } })).status).toBe(200);
    const r = await cliente.clube.buscarTermoClubeVantagens();
    expect(r.status).toBe(200);
    if (r.status !== 200) return;
    expect(corrido(Buffer.from(r.body.file.fileContents, 'base64'))).toContain(`Associado: ${NOME_NO_PDF}`);
  });

  it('reserva do varejo: evento e responsável com emoji e 李, 200 com o termo', async () => {
    const { cliente } = await novoAssociado(portal, NOME);
    const s = await simular(cliente, reuniao({ nomeEvento: 'Aniversário 🎉', responsavel: 'Ştefan 李小龍' }));
    const texto = corrido(Buffer.from(s.file.fileContents, 'base64'));
    expect(texto).toContain(`Aniversário ${SUBSTITUTO}`);
    expect(texto).toContain(`Ştefan ${SUBSTITUTO.repeat(3)}`);
  });

  it('boleto: o pagador com o nome e o CPF guardados, o PDF servido', async () => {
    const { codSocio, id, cookie } = await novoAssociado(portal, NOME);
    await portal.deps.database.db.update(associados).set({ documento: '52998224725' }).where(eq(associados.codSocio, codSocio));
    const r = await portal.deps.database.tx((tx) => cobrar(tx, {
      metodo: 'boleto', codSocio, usuarioId: id, produto: 'cdl-saude', idempotencyKey: randomUUID(), descricao: 'Plano de saúde: Nguyễn', valor: 40_000, referencia: 'vida:1',
    }, { agora: relogio.relogio() }));
    if (r.tipo !== 'cobranca') throw new Error('esperava uma cobrança');
    const pdf = await fetch(`${portal.url}/api/arquivos/${r.cobranca.arquivoId}`, { headers: { cookie } });
    expect(pdf.status).toBe(200);
    const texto = corrido(Buffer.from(await pdf.arrayBuffer()));
    expect(texto).toContain(`Pagador ${NOME_NO_PDF} — CPF 529.982.247-25 — associado ${codSocio}`);
    expect(texto).toContain('Referente a: Plano de saúde: Nguyễn');
  });
});
