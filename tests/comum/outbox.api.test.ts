import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VERSAO_TERMO_CLUBE } from '../../src/domain/clube-vantagens/clube';
import { enfileirarEmail, enviarPendentes, MAXIMO_TENTATIVAS, REMETENTE_PADRAO } from '../../src/server/comum/outbox';
import { outbox } from '../../src/server/db/schema/comum';
import { mensagensServidor } from '../../src/server/infra/mensagens';
import { abrirPortal, BANCO, entrarCru, requisicaoCrua, type Portal } from '../support/portal';

describe(`caixa de saída de e-mails (${BANCO})`, () => {
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal(); });
  afterAll(async () => { await portal?.fechar(); });

  const pendentes = () => portal.deps.database.db.select().from(outbox).where(eq(outbox.enviadoEm, null as never));
  const enfileirar = (assunto: string, corpo = 'Olá') =>
    portal.deps.database.tx((tx) => enfileirarEmail(tx, { para: 'ana@exemplo.com.br', assunto, corpo }));
  const limpar = () => portal.deps.database.db.delete(outbox);

  it('envia cada e-mail pendente uma vez, pelo nodemailer, com remetente, destinatário, assunto e texto', async () => {
    await limpar();
    await enfileirar('Primeiro');
    await enfileirar('Segundo');
    const transporte = createTransport({ jsonTransport: true });
    const envio = vi.spyOn(transporte, 'sendMail');
    expect(await enviarPendentes(portal.deps.database, transporte)).toBe(2);
    expect(envio.mock.calls.map(([m]) => m)).toEqual([
      { from: REMETENTE_PADRAO, to: 'ana@exemplo.com.br', subject: 'Primeiro', text: 'Olá' },
      { from: REMETENTE_PADRAO, to: 'ana@exemplo.com.br', subject: 'Segundo', text: 'Olá' },
    ]);
    const linhas = await portal.deps.database.db.select().from(outbox);
    expect(linhas.every((l) => l.enviadoEm instanceof Date)).toBe(true);
    expect(await enviarPendentes(portal.deps.database, transporte)).toBe(0); // nothing twice
  });

  it(`um envio que falha conta a tentativa e fica para a próxima rodada; depois de ${MAXIMO_TENTATIVAS}, não é mais tentado`, async () => {
    await limpar();
    await enfileirar('Servidor fora do ar');
    const falha = { sendMail: vi.fn(async () => { throw new Error('connect ECONNREFUSED'); }) };
    for (let i = 0; i < MAXIMO_TENTATIVAS + 2; i++) expect(await enviarPendentes(portal.deps.database, falha)).toBe(0);
    expect(falha.sendMail).toHaveBeenCalledTimes(MAXIMO_TENTATIVAS);
    const [linha] = await portal.deps.database.db.select().from(outbox);
    expect(linha).toMatchObject({ enviadoEm: null, tentativas: MAXIMO_TENTATIVAS });
  });

  it('duas rodadas ao mesmo tempo (dois processos) não mandam o mesmo e-mail duas vezes', async () => {
    await limpar();
    for (let i = 0; i < 10; i++) await enfileirar(`E-mail ${i}`);
    const enviados: string[] = [];
    const lento = { sendMail: vi.fn(async (m: { subject: string }) => { enviados.push(m.subject); await new Promise((ok) => setTimeout(ok, 5)); }) };
    const [a, b] = await Promise.all([enviarPendentes(portal.deps.database, lento), enviarPendentes(portal.deps.database, lento)]);
    expect(a + b).toBe(10);
    expect(enviados.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `E-mail ${i}`).sort());
    expect(await pendentes()).toEqual([]);
  });

  describe('/dev/emails', () => {
    const comFlag = async <T>(valor: string | undefined, f: () => Promise<T>) => {
      const antes = process.env.PORTAL_DEV;
      if (valor === undefined) delete process.env.PORTAL_DEV; else process.env.PORTAL_DEV = valor;
      try { return await f(); } finally { if (antes === undefined) delete process.env.PORTAL_DEV; else process.env.PORTAL_DEV = antes; }
    };
    const cookieDe = async (email: string) => (await entrarCru(portal, email)).cookie;
    const NAO_ENCONTRADO = { status: 404, body: { mensagem: mensagensServidor.naoEncontrado } };

    it('com PORTAL_DEV=1 e a equipe logada, mostra o e-mail do cancelamento do clube, com o texto escapado', async () => {
      await limpar();
      const { cookie } = await portal.entrar('clube.ativo@exemplo.com.br');
      const r = await requisicaoCrua(portal, 'POST', '/api/Clube/CancelarClubeVantagens', { cookie, corpo: { dtVersao: VERSAO_TERMO_CLUBE, browserData: 'teste' } });
      expect(r.status).toBe(200);
      await enfileirar('<script>alert(1)</script>', 'a & b');
      const equipe = await cookieDe('atendente@exemplo.com.br');
      const pagina = await comFlag('1', () => requisicaoCrua(portal, 'GET', '/dev/emails', { cookie: equipe }));
      expect(pagina.status).toBe(200);
      expect(pagina.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = String(pagina.body);
      expect(html).toContain('Cancelamento do Clube de Vantagens: protocolo CLB-');
      expect(html).toContain('clube.ativo@exemplo.com.br');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toContain('<script>');
      expect(html).toContain('a &amp; b');
    });

    it('sem PORTAL_DEV (como no npm start) não existe, nem para a equipe: 404, sem nenhum e-mail', async () => {
      await enfileirar('Convite', 'https://portal/convite?token=segredo');
      const equipe = await cookieDe('atendente@exemplo.com.br');
      for (const valor of [undefined, '', '0', 'true']) {
        for (const cookie of [null, equipe]) {
          const r = await comFlag(valor, () => requisicaoCrua(portal, 'GET', '/dev/emails', { cookie }));
          expect({ status: r.status, body: r.body }).toEqual(NAO_ENCONTRADO);
        }
      }
    });

    it('com PORTAL_DEV=1, sem sessão, um associado ou um consultor recebem o mesmo 404', async () => {
      await enfileirar('Convite', 'https://portal/convite?token=segredo');
      const cookies = [null, 'portal_sessao=inventado', await cookieDe('associado@exemplo.com.br'), await cookieDe('consultor@exemplo.com.br')];
      for (const cookie of cookies) {
        const r = await comFlag('1', () => requisicaoCrua(portal, 'GET', '/dev/emails', { cookie }));
        expect({ status: r.status, body: r.body }).toEqual(NAO_ENCONTRADO);
      }
    });
  });
});
