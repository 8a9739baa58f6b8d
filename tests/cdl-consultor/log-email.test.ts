import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/server/app';
import { criarServidorHttp } from '../../src/server/infra/http';
import { log, mascararEmail, semDadosSensiveis } from '../../src/server/infra/log';

// Issue 21: §7 keeps EnviarEmailFuturoAssociado?email= for compatibility; the e-mail never reaches the logs whole.

const lig = process.env.LOG;
afterEach(() => {
  vi.restoreAllMocks();
  if (lig === undefined) delete process.env.LOG; else process.env.LOG = lig;
});

function capturar() {
  process.env.LOG = '1';
  const escritas: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((c: string | Uint8Array) => { escritas.push(String(c)); return true; });
  vi.spyOn(process.stdout, 'write').mockImplementation((c: string | Uint8Array) => { escritas.push(String(c)); return true; });
  return escritas;
}

describe('e-mail de query string nos logs', () => {
  it.each([
    ['POST /api/Consultor/EnviarEmailFuturoAssociado?email=ana.souza@empresa.com.br', 'POST /api/Consultor/EnviarEmailFuturoAssociado?email=a***@empresa.com.br'],
    ['POST /api/Consultor/EnviarEmailFuturoAssociado?email=ana.souza%40empresa.com.br&x=1', 'POST /api/Consultor/EnviarEmailFuturoAssociado?email=a***@empresa.com.br&x=1'],
    ['GET /x?a=1&EMAIL=Zoe%2Bteste%40empresa.com.br', 'GET /x?a=1&EMAIL=Z***@empresa.com.br'],
    ['email=%E6%9D%8E%40empresa.cn', 'email=李***@empresa.cn'],
    ['email=sem-arroba', 'email=s***'],
    ['email=%E0%A4%A', 'email=%***'],
    ['email=', 'email='],
  ])('%s', (texto, esperado) => { expect(semDadosSensiveis(texto)).toBe(esperado); });

  it('um e-mail fora de email= (texto do servidor) fica como está', () => {
    expect(semDadosSensiveis('e-mail ana@exemplo.com.br')).toBe('e-mail ana@exemplo.com.br');
  });

  it('mascararEmail', () => {
    expect(mascararEmail('a@b.com')).toBe('a***@b.com');
    expect(mascararEmail('@b.com')).toBe('***@b.com');
  });

  it('o que log escreve passa pela máscara', () => {
    const escritas = capturar();
    log.info('POST /api/Consultor/EnviarEmailFuturoAssociado?email=joana.dark%40empresa.com.br 200');
    expect(escritas).toHaveLength(1);
    expect(escritas[0]).not.toContain('joana');
    expect(escritas[0]).toContain('email=j***@empresa.com.br');
  });

  it('a linha de uma falha ao atender (http.ts) leva o caminho, nunca a query com o e-mail', async () => {
    const app = (() => Promise.reject(new Error('falhou'))) as unknown as App;
    const servidor = criarServidorHttp(app);
    await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
    const escritas = capturar();
    try {
      const { port } = servidor.address() as AddressInfo;
      const r = await fetch(`http://127.0.0.1:${port}/api/Consultor/EnviarEmailFuturoAssociado?email=joana.dark%40empresa.com.br`, { method: 'POST' });
      expect(r.status).toBe(500);
    } finally {
      await new Promise((ok) => servidor.close(ok));
    }
    const linhas = escritas.join('');
    expect(linhas).toContain('falha ao atender POST /api/Consultor/EnviarEmailFuturoAssociado');
    expect(linhas).not.toContain('joana');
  });
});
