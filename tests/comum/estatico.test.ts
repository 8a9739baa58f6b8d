/**
 * The portal's own static files (src/server/infra/static.ts): the presentation video and its captions go
 * out with their types, and byte ranges work, so a <video> can seek (206 + Content-Range; 416 past the end).
 * Through the real HTTP server (criarApp + criarServidorHttp): the security headers allow media from the portal.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarApp } from '../../src/server/app';
import type { Dependencias } from '../../src/server/comum/context';
import { criarServidorHttp } from '../../src/server/infra/http';
import { intervaloPedido, servidorEstatico } from '../../src/server/infra/static';

const VIDEO = readFileSync(new URL('../../public/videos/spc-conciliador.webm', import.meta.url));
const LEGENDAS = readFileSync(new URL('../../public/videos/spc-conciliador.pt-BR.vtt', import.meta.url), 'utf8');
const JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let pasta: string;
beforeAll(() => {
  pasta = mkdtempSync(join(tmpdir(), 'estatico-'));
  mkdirSync(join(pasta, 'videos'));
  mkdirSync(join(pasta, 'assets'));
  writeFileSync(join(pasta, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(pasta, 'assets', 'index-abc.js'), JS);
  writeFileSync(join(pasta, 'videos', 'spc-conciliador.webm'), VIDEO);
  writeFileSync(join(pasta, 'videos', 'spc-conciliador.pt-BR.vtt'), LEGENDAS);
  writeFileSync(join(pasta, 'videos', 'curto.mp4'), Buffer.from('0123456789'));
});
afterAll(() => rmSync(pasta, { recursive: true, force: true }));

const pedir = (caminho: string, cabecalhos: Record<string, string> = {}, method = 'GET') =>
  servidorEstatico(pasta)(new Request(`http://portal.test${caminho}`, { method, headers: cabecalhos }));
const bytes = async (r: Response) => new Uint8Array(await r.arrayBuffer());

describe('o vídeo da apresentação em public/videos', () => {
  it('é um WebM VP9 pequeno com legendas pt-BR em WebVTT', () => {
    expect([...VIDEO.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // EBML, the WebM container
    expect(VIDEO.includes(Buffer.from('V_VP9'))).toBe(true);
    expect(VIDEO.length).toBeLessThan(300_000);
    expect(LEGENDAS.startsWith('WEBVTT')).toBe(true);
    expect(LEGENDAS).toContain('SPC Conciliador');
    // the last cue ends where the 9 s video does
    expect(LEGENDAS).toContain('--> 00:00:09.000');
  });
});

describe('arquivos estáticos: tipos e intervalos de bytes', () => {
  it('serve .webm, .mp4 e .vtt com o tipo certo e anuncia Accept-Ranges', async () => {
    const video = await pedir('/videos/spc-conciliador.webm');
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect(video.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await bytes(video)).equals(VIDEO)).toBe(true);
    expect((await pedir('/videos/curto.mp4')).headers.get('content-type')).toBe('video/mp4');
    const vtt = await pedir('/videos/spc-conciliador.pt-BR.vtt');
    expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await vtt.text()).toBe(LEGENDAS);
  });

  it('Range: 206 com Content-Range e só os bytes pedidos (início-fim, aberto, sufixo, fim além do arquivo)', async () => {
    const casos: [string, number, number][] = [['bytes=2-5', 2, 5], ['bytes=7-', 7, 9], ['bytes=-3', 7, 9], ['bytes=4-999', 4, 9], ['bytes=-50', 0, 9]];
    for (const [range, inicio, fim] of casos) {
      const r = await pedir('/videos/curto.mp4', { range });
      expect(r.status, range).toBe(206);
      expect(r.headers.get('content-range'), range).toBe(`bytes ${inicio}-${fim}/10`);
      expect(r.headers.get('content-type')).toBe('video/mp4');
      expect(new TextDecoder().decode(await bytes(r)), range).toBe('0123456789'.slice(inicio, fim + 1));
    }
    // the seek a player makes: the middle of the real video
    const meio = Math.floor(VIDEO.length / 2);
    const r = await pedir('/videos/spc-conciliador.webm', { range: `bytes=${meio}-` });
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe(`bytes ${meio}-${VIDEO.length - 1}/${VIDEO.length}`);
    expect(Buffer.from(await bytes(r)).equals(VIDEO.subarray(meio))).toBe(true);
  });

  it('416 com Content-Range bytes */tamanho quando nenhum byte pedido existe', async () => {
    for (const range of ['bytes=10-', 'bytes=10-20', 'bytes=-0']) {
      const r = await pedir('/videos/curto.mp4', { range });
      expect(r.status, range).toBe(416);
      expect(r.headers.get('content-range'), range).toBe('bytes */10');
    }
  });

  it('um Range que não é um intervalo de bytes, vários intervalos ou If-Range: o arquivo inteiro (200)', async () => {
    const pedidos: Record<string, string>[] = [{ range: 'bytes=5-2' }, { range: 'linhas=1-2' }, { range: 'bytes=0-1,4-5' }, { range: 'bytes=abc' },
      { range: 'bytes=0-1', 'if-range': '"x"' }];
    for (const cabecalhos of pedidos) {
      const r = await pedir('/videos/curto.mp4', cabecalhos);
      expect(r.status, JSON.stringify(cabecalhos)).toBe(200);
      expect(await r.text()).toBe('0123456789');
    }
  });

  it('HEAD com Range: só os cabeçalhos do 206', async () => {
    const r = await pedir('/videos/curto.mp4', { range: 'bytes=0-3' }, 'HEAD');
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe('bytes 0-3/10');
    expect(r.body).toBeNull();
  });

  it('o que vai comprimido (JS com gzip/br) não responde intervalos; sem compressão, responde', async () => {
    const comprimido = await pedir('/assets/index-abc.js', { range: 'bytes=0-9', 'accept-encoding': 'gzip, br' });
    expect(comprimido.status).toBe(200);
    expect(comprimido.headers.get('content-encoding')).toBe('br');
    expect(comprimido.headers.get('accept-ranges')).toBeNull();
    const cru = await pedir('/assets/index-abc.js', { range: 'bytes=0-9' });
    expect(cru.status).toBe(206);
    expect(await cru.text()).toBe(JS.slice(0, 10));
  });

  it('intervaloPedido segue a RFC 9110 §14', () => {
    expect(intervaloPedido(null, 10)).toBe('nenhum');
    expect(intervaloPedido('bytes=0-0', 10)).toEqual({ inicio: 0, fim: 0 });
    expect(intervaloPedido('bytes=-', 10)).toBe('nenhum');
    expect(intervaloPedido('bytes=0-', 0)).toBe('fora');
    expect(intervaloPedido('bytes=-5', 0)).toBe('fora');
    expect(intervaloPedido(' bytes=9-9 ', 10)).toEqual({ inicio: 9, fim: 9 });
  });
});

describe('pelo servidor HTTP do portal', () => {
  let url = '';
  let fechar = () => {};
  beforeAll(async () => {
    // static files never reach the routers: dependencies that are never used (any field, any call gives another)
    const nada: unknown = new Proxy(() => {}, { get: () => nada, apply: () => nada });
    const servidor = criarServidorHttp(criarApp(nada as Dependencias, pasta));
    await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
    url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
    fechar = () => servidor.close();
  });
  afterAll(() => fechar());

  it('206 de verdade, com o CSP que permite mídia do próprio portal (media-src self)', async () => {
    const r = await fetch(`${url}/videos/spc-conciliador.webm`, { headers: { range: 'bytes=0-99' } });
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe(`bytes 0-99/${VIDEO.length}`);
    expect(r.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await r.arrayBuffer()).equals(VIDEO.subarray(0, 100))).toBe(true);
    const diretivas = new Map((r.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim().split(/\s+/))
      .map(([nome, ...valores]) => [nome!, valores]));
    expect(diretivas.get('media-src')).toEqual(["'self'"]);
    const fora = await fetch(`${url}/videos/spc-conciliador.webm`, { headers: { range: `bytes=${VIDEO.length}-` } });
    expect(fora.status).toBe(416);
    expect(fora.headers.get('content-range')).toBe(`bytes */${VIDEO.length}`);
    await fora.arrayBuffer();
  });
});
