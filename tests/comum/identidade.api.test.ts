import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gravarArquivo } from '../../src/server/comum/arquivos.repo';
import { arquivos, carteira, cobrancas } from '../../src/server/db/schema/comum';
import { clubes } from '../../src/server/db/schema/clube-vantagens';
import { PNG } from '../support/arquivos';
import {
  abrirPortal, BANCO, entrarCru, fotografia, novoAssociado, novoLoginDe, requisicaoCrua, type Portal,
} from '../support/portal';

// Records belong to the associate (codSocio), not to a login (DESIGN.md "Identity"); files are served by one
// authorized route (docs/decisions/platform.md "Files").

const aceite = () => ({ dtVersao: '2026-11-01', dtAceite: new Date().toISOString(), ipOrigem: '', browserData: 'Teste/1.0' });

describe(`identidade: os registros são do associado (${BANCO})`, () => {
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal(); });
  afterAll(async () => { await portal?.fechar(); });

  it('dois logins do mesmo associado veem e alteram o mesmo clube; outro associado não', async () => {
    const dono = await novoAssociado(portal, 'Loja Dois Logins');
    const segundo = await novoLoginDe(portal, dono.codSocio, 'Gerente da Loja');
    const outro = await novoAssociado(portal, 'Outra Loja');

    const compra = await dono.cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: randomUUID() } });
    expect(compra.status).toBe(200);
    expect(await segundo.cliente.clube.consultarClubeVantagens()).toMatchObject({ status: 200, body: { status: 'ATIVO', termoAssinado: false } });
    // the second login buys "again": the associate already has it, nothing charged twice
    expect(await segundo.cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: randomUUID() } }))
      .toMatchObject({ status: 400, body: { mensagem: 'Você já possui o Clube de Vantagens.' } });
    // the second login signs; the first sees it signed
    expect((await segundo.cliente.clube.aceitarTermoClubeVantagens({ body: aceite() })).status).toBe(200);
    expect(await dono.cliente.clube.consultarClubeVantagens()).toMatchObject({ status: 200, body: { termoAssinado: true } });
    expect(await outro.cliente.clube.consultarClubeVantagens()).toMatchObject({ status: 400 });

    const { db } = portal.deps.database;
    expect(await db.select({ codSocio: clubes.codSocio }).from(clubes).where(eq(clubes.codSocio, dono.codSocio))).toHaveLength(1);
    expect(await db.select().from(cobrancas).where(eq(cobrancas.codSocio, dono.codSocio))).toHaveLength(1);
  });

  it('compras simultâneas pelos dois logins do associado: uma cobrança só', async () => {
    const dono = await novoAssociado(portal);
    const segundo = await novoLoginDe(portal, dono.codSocio);
    const rs = await Promise.all([dono, segundo, dono, segundo].map(({ cliente }) =>
      cliente.clube.adquirirClubeVantagens({ body: { idempotencyKey: randomUUID() } })));
    expect(rs.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    const { db } = portal.deps.database;
    expect(await db.select().from(cobrancas).where(eq(cobrancas.codSocio, dono.codSocio))).toHaveLength(1);
  });
});

describe(`arquivos: uma rota autorizada serve cada arquivo guardado (${BANCO})`, () => {
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal(); });
  afterAll(async () => { await portal?.fechar(); });

  const conteudo = PNG(300);
  async function arquivoDe(codSocio: string, nome = 'logo da loja é.png') {
    return portal.deps.database.tx((tx) => gravarArquivo(tx, { codSocio, produto: 'clube-vantagens', finalidade: 'logomarca' }, {
      nome, tipo: 'png', mime: 'image/png', bytes: conteudo, sha256: 'x',
    }));
  }
  const baixar = async (cookie: string | null, id: number | string) => {
    const r = await fetch(`${portal.url}/api/arquivos/${id}`, { headers: cookie ? { cookie } : {} });
    return { status: r.status, headers: r.headers, bytes: new Uint8Array(await r.arrayBuffer()) };
  };

  it('o dono (qualquer login do associado) recebe os bytes, inline, com nosniff e no-store', async () => {
    const dono = await novoAssociado(portal);
    const segundo = await novoLoginDe(portal, dono.codSocio);
    const id = await arquivoDe(dono.codSocio);
    for (const { cookie } of [dono, segundo]) {
      const r = await baixar(cookie, id);
      expect(r.status).toBe(200);
      expect(Buffer.from(r.bytes).equals(Buffer.from(conteudo))).toBe(true);
      expect(r.headers.get('content-type')).toBe('image/png');
      expect(r.headers.get('content-disposition')).toBe(`inline; filename="logo da loja e_.png"; filename*=UTF-8''logo%20da%20loja%20%C3%A9.png`);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('outro associado, o atendente (fora de análise), um id inexistente ou fora do int4: 404, a mesma resposta', async () => {
    const dono = await novoAssociado(portal);
    const outro = await novoAssociado(portal);
    const id = await arquivoDe(dono.codSocio);
    const { cookie: atendente } = await entrarCru(portal, 'atendente@exemplo.com.br');
    for (const [cookie, alvo] of [[outro.cookie, id], [atendente, id], [dono.cookie, id + 1000], [dono.cookie, 0], [dono.cookie, '99999999999']] as const) {
      const r = await requisicaoCrua(portal, 'GET', `/api/arquivos/${alvo}`, { cookie });
      expect({ status: r.status, body: r.body }).toEqual({ status: 404, body: { mensagem: 'Arquivo não encontrado.' } });
    }
    expect((await requisicaoCrua(portal, 'GET', `/api/arquivos/${id}`)).status).toBe(401);
  });

  it('o atendente lê um arquivo em análise; o consultor, um arquivo de associado da sua carteira', async () => {
    const dono = await novoAssociado(portal);
    const id = await arquivoDe(dono.codSocio);
    const { db } = portal.deps.database;
    const { cookie: atendente } = await entrarCru(portal, 'atendente@exemplo.com.br');
    await db.update(arquivos).set({ emAnalise: true }).where(eq(arquivos.id, id));
    expect((await baixar(atendente, id)).status).toBe(200);

    const { cookie: consultor } = await entrarCru(portal, 'consultor@exemplo.com.br');
    expect((await baixar(consultor, id)).status).toBe(404);
    const [membro] = await db.select({ consultorId: carteira.consultorId }).from(carteira).limit(1);
    await db.insert(carteira).values({ consultorId: membro!.consultorId, codSocio: dono.codSocio, email: 'loja@exemplo.com.br' });
    expect((await baixar(consultor, id)).status).toBe(200);
  });

  it('ler um arquivo não grava nada', async () => {
    const dono = await novoAssociado(portal);
    const id = await arquivoDe(dono.codSocio);
    const antes = await fotografia(portal);
    await baixar(dono.cookie, id);
    expect(await fotografia(portal)).toEqual(antes);
  });
});
