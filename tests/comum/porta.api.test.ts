import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVIOS_GRANDES_SIMULTANEOS, enviosGrandesAgora } from '../../src/server/infra/http';
import { limiteDaRota } from '../../src/server/infra/limite-corpo';
import { abrirPortal, BANCO, entrarCru, fotografia, type Portal } from '../support/portal';
import { servidorContado, type ServidorContado } from '../support/servidor-contado';

// Issue 26, item 1: nothing is read before the server knows who is asking. A server of its own on the test's
// database, so the bytes it reads off each connection can be counted.

const MB = 1024 * 1024;
const DOCUMENTOS = '/api/Consultor/AnexarDocumentacaoAssociado';
const ANUNCIOS = '/api/Clube/ConsultarAnunciosClubeVantagens';
const ILEGIVEL = { mensagem: 'Os dados enviados não puderam ser lidos.' };
const PEDACO = Buffer.alloc(64 * 1024, 0x61);

interface Resposta { status: number; cabecalhos: Record<string, string | string[] | undefined>; corpo: string }

/**
 * A body of `bytes` declared in Content-Length and written as the server takes it (the client keeps one 64 kB chunk,
 * never the body), stopped once the answer came. `segurar`: write only the first chunk and hold the request open.
 */
function enviar(url: string, caminho: string, bytes: number, cabecalhos: Record<string, string>, segurar = false) {
  let abortar = () => {};
  const resposta = new Promise<Resposta>((ok, falha) => {
    let respondido = false;
    const req = request(`${url}${caminho}`, { method: 'POST', headers: { 'content-length': String(bytes), ...cabecalhos } }, (res) => {
      respondido = true;
      const partes: Buffer[] = [];
      res.on('data', (p: Buffer) => partes.push(p));
      res.on('end', () => ok({ status: res.statusCode!, cabecalhos: res.headers, corpo: Buffer.concat(partes).toString() }));
      res.on('error', () => ok({ status: res.statusCode!, cabecalhos: res.headers, corpo: Buffer.concat(partes).toString() }));
    });
    abortar = () => req.destroy();
    // the server may close the connection under the rest of the body: an error after the answer is expected
    req.on('error', (erro) => { if (!respondido) falha(erro); });
    let enviados = 0;
    const escrever = () => {
      while (!respondido && !req.destroyed && enviados < bytes) {
        const pedaco = PEDACO.subarray(0, Math.min(PEDACO.length, bytes - enviados));
        enviados += pedaco.length;
        if (segurar) { req.write(pedaco); return; }
        if (!req.write(pedaco)) { req.once('drain', escrever); return; }
      }
      if (enviados >= bytes) req.end();
    };
    escrever();
  });
  return { resposta, abortar };
}

describe(`a porta: quem pede antes do corpo (${BANCO})`, () => {
  let portal: Portal;
  let servidor: ServidorContado;
  let url: string;
  let consultor: string;
  const lidos = () => servidor.lidos();

  beforeAll(async () => {
    portal = await abrirPortal();
    servidor = await servidorContado(portal);
    url = servidor.url;
    consultor = (await entrarCru(portal, 'consultor@exemplo.com.br')).cookie!;
  });
  afterAll(async () => {
    await servidor?.fechar();
    await portal?.fechar();
  });

  it('12 envios de 40 MB (o limite da rota) sem sessão: 401 a cada um, e o servidor lê menos de 1 MB de cada', async () => {
    const quase = limiteDaRota('POST', DOCUMENTOS).bytes - 1024;
    expect(quase).toBeGreaterThan(40 * MB);
    const antes = lidos();
    const respostas = await Promise.all(Array.from({ length: 12 }, () =>
      enviar(url, DOCUMENTOS, quase, { 'content-type': 'multipart/form-data; boundary=x' }).resposta));
    for (const r of respostas) expect({ status: r.status, corpo: JSON.parse(r.corpo) }).toEqual({ status: 401, corpo: { mensagem: 'Sua sessão expirou. Entre novamente.' } });
    // a kernel socket buffer or two per connection, never the body (12 × 40 MB = 480 MB)
    expect(lidos() - antes).toBeLessThan(12 * MB);
  }, 60_000);

  it('o anúncio (60 MB, o limite da rota) de quem não é associado: 403 na hora, o corpo não lido', async () => {
    const antes = lidos();
    const r = await enviar(url, '/api/Clube/IncluirAnuncioClubeVantagens', limiteDaRota('POST', '/api/Clube/IncluirAnuncioClubeVantagens').bytes - 1024, { 'content-type': 'multipart/form-data; boundary=x', cookie: consultor }).resposta;
    expect({ status: r.status, corpo: JSON.parse(r.corpo) }).toEqual({ status: 403, corpo: { mensagem: 'Você não tem acesso a esta função.' } });
    expect(lidos() - antes).toBeLessThan(2 * MB);
  });

  it(`no máximo ${ENVIOS_GRANDES_SIMULTANEOS} envios grandes ao mesmo tempo: o seguinte é 503 com Retry-After, sem ser lido`, async () => {
    const presos = Array.from({ length: ENVIOS_GRANDES_SIMULTANEOS }, () =>
      enviar(url, `${DOCUMENTOS}?codSocio=0002002`, 30 * MB, { 'content-type': 'multipart/form-data; boundary=x', cookie: consultor }, true));
    await expect.poll(enviosGrandesAgora, { timeout: 10_000 }).toBe(ENVIOS_GRANDES_SIMULTANEOS);
    const antes = await fotografia(portal);
    const r = await enviar(url, `${DOCUMENTOS}?codSocio=0002002`, 30 * MB, { 'content-type': 'multipart/form-data; boundary=x', cookie: consultor }).resposta;
    expect(r.status).toBe(503);
    expect(r.cabecalhos['retry-after']).toBe('5');
    expect(JSON.parse(r.corpo)).toEqual({ mensagem: 'Muitos arquivos sendo enviados agora. Tente novamente em instantes.' });
    expect(await fotografia(portal)).toEqual(antes);
    for (const p of presos) {
      p.resposta.catch(() => {});
      p.abortar();
    }
    // a client that goes away frees its place
    await expect.poll(enviosGrandesAgora, { timeout: 10_000 }).toBe(0);
  });

  it.each([
    ['um associado de outro consultor', '?codSocio=0004001', 404, 'Associado não encontrado na sua carteira.'],
    ['documentos já aprovados', '?codSocio=0002003', 409, 'Os documentos deste associado já foram aprovados.'],
    ['sem o associado no endereço', '', 400, null],
  ])('os documentos de %s: recusados antes de ler os 30 MB enviados, nada gravado', async (_caso, consulta, status, mensagem) => {
    const antes = await fotografia(portal);
    const lidosAntes = lidos();
    const r = await enviar(url, `${DOCUMENTOS}${consulta}`, 30 * MB, { 'content-type': 'multipart/form-data; boundary=x', cookie: consultor }).resposta;
    expect(r.status).toBe(status);
    if (mensagem) expect(JSON.parse(r.corpo)).toEqual({ mensagem });
    expect(lidos() - lidosAntes).toBeLessThan(2 * MB);
    expect(await fotografia(portal)).toEqual(antes);
  });

  it('um corpo pequeno recusado antes de lido não fecha a conexão; um grande a fecha', async () => {
    const pequeno = await enviar(url, '/api/Clube/AdquirirClubeVantagens', 2000, { 'content-type': 'application/json' }).resposta;
    expect(pequeno.status).toBe(401);
    expect(pequeno.cabecalhos.connection).toBe('keep-alive');
    const grande = await enviar(url, '/api/Clube/AdquirirClubeVantagens', 5 * MB, { 'content-type': 'application/json' }).resposta;
    expect(grande.status).toBe(401);
    expect(grande.cabecalhos.connection).toBe('close');
  });

  it('rota pública: 8 KB; um objeto de quase 1 MB com 80 000 chaves é 413 antes de ser lido', async () => {
    const chaves = Object.fromEntries(Array.from({ length: 80_000 }, (_, i) => [`k${i}`, 1]));
    const corpo = JSON.stringify({ token: 'x', ...chaves });
    expect(corpo.length).toBeGreaterThan(0.8 * MB);
    const cpu = process.cpuUsage();
    const r = await fetch(`${url}/api/Convite/Consultar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: corpo });
    expect({ status: r.status, corpo: await r.json() }).toEqual({ status: 413, corpo: { mensagem: 'Os dados enviados passam do tamanho permitido.' } });
    const gasto = process.cpuUsage(cpu);
    // server and client in this process: far from the 100–130 ms that parsing and checking it cost
    expect((gasto.user + gasto.system) / 1000).toBeLessThan(60);
    // just under the limit, many keys: read, and refused by the contract (no such token), quickly
    const quase = JSON.stringify({ token: 'x', ...Object.fromEntries(Array.from({ length: 900 }, (_, i) => [`k${i}`, 1])) });
    expect(quase.length).toBeLessThan(8 * 1024);
    const r2 = await fetch(`${url}/api/Convite/Consultar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: quase });
    expect(r2.status).toBeLessThan(500);
    expect(r2.status).not.toBe(413);
  });

  it.each([
    ['/login', null],
    ['/api/Clube/AceitarTermoClubeVantagens', 'clube.ativo@exemplo.com.br'],
  ])('%s: multipart/form-data; boundary=json com um corpo JSON é 400 (o tipo é lido pelo media type)', async (caminho, quem) => {
    const cookie = quem ? (await entrarCru(portal, quem)).cookie! : null;
    const r = await fetch(`${url}${caminho}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email: 'associado@exemplo.com.br', senha: 'portal123' }),
    });
    expect({ status: r.status, corpo: await r.json() }).toEqual({ status: 400, corpo: ILEGIVEL });
  });

  it('chaves repetidas na query: 400 em tempo linear (7 000 repetições)', async () => {
    const { cookie } = await entrarCru(portal, 'clube.ativo@exemplo.com.br');
    const casos: [string, { mensagem: string }][] = [
      [`linhas=5&pagina=1&${'a&'.repeat(7000)}`, ILEGIVEL],
      [`pagina=1&${'linhas=5&'.repeat(1500)}`, { mensagem: 'Valor inválido em "linhas".' }],
    ];
    for (const [query, mensagem] of casos) {
      const cpu = process.cpuUsage();
      const r = await fetch(`${url}${ANUNCIOS}?${query}`, { headers: { cookie: cookie! } });
      expect({ status: r.status, corpo: await r.json() }).toEqual({ status: 400, corpo: mensagem });
      const gasto = process.cpuUsage(cpu);
      expect((gasto.user + gasto.system) / 1000).toBeLessThan(40);
    }
    // a key once each is read as before
    expect((await fetch(`${url}${ANUNCIOS}?linhas=5&pagina=1`, { headers: { cookie: cookie! } })).status).toBe(200);
  });
});
