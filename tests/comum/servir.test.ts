import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TsRestResponse } from '@ts-rest/serverless/fetch';
import { para } from '../../src/contracts/comum/acesso';
import { c } from '../../src/contracts/comum/esquemas';
import { servir } from '../../src/server/app';

// The contracts served by ts-rest's own fetch handler (app.ts `servir`, issue 26): what the API suites cannot show alone.

const contrato = c.router({
  item: { method: 'GET', path: '/api/Teste/Item/:itemId', pathParams: z.object({ itemId: z.string() }), responses: { 200: z.object({ itemId: z.string(), quem: z.string() }) } },
  criar: { method: 'POST', path: '/api/Teste/Criar', body: z.object({ nome: z.string().max(5) }), responses: { 201: z.object({ nome: z.string() }) } },
  fora: { method: 'GET', path: '/api/Teste/Fora', responses: { 200: z.object({ total: z.number() }) } },
}, { metadata: para('associado') });

const atender = servir<{ quem: string }>(contrato, {
  item: async ({ params }: { params: { itemId: string } }, ctx: { quem: string; responseHeaders: Headers }) => {
    ctx.responseHeaders.append('set-cookie', 'a=1');
    return { status: 200, body: { itemId: params.itemId, quem: ctx.quem } };
  },
  criar: async ({ body }: { body: unknown }) => ({ status: 201, body }),
  // an answer outside its contract
  fora: async () => ({ status: 200, body: { total: 'muitos' } }),
});
const pedir = (metodo: string, caminho: string, conteudo?: unknown) => atender(new Request(`http://portal.test${caminho}`, { method: metodo }), { quem: 'ana', conteudo });

describe('os contratos pelo handler do ts-rest', () => {
  it('a resposta JSON diz o charset, leva os cabeçalhos da implementação e guarda o seu texto (http.ts o escreve)', async () => {
    const r = await pedir('GET', '/api/Teste/Item/%C3%A9');
    expect(r).toBeInstanceOf(TsRestResponse);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.getSetCookie()).toEqual(['a=1']);
    expect(JSON.parse(r.rawBody as string)).toEqual({ itemId: '%C3%A9', quem: 'ana' });
  });

  it('o corpo chega lido por app.ts (conteudo) e é validado pelo contrato: 400 com a primeira mensagem', async () => {
    expect(JSON.parse((await pedir('POST', '/api/Teste/Criar', { nome: 'Łukas' })).rawBody as string)).toEqual({ nome: 'Łukas' });
    const r = await pedir('POST', '/api/Teste/Criar', { nome: 'longo demais' });
    expect(r.status).toBe(400);
  });

  it('nas suítes, uma resposta fora do contrato é 500', async () => {
    expect(process.env.PORTAL_VALIDAR_RESPOSTAS).toBe('1');
    const r = await pedir('GET', '/api/Teste/Fora');
    expect({ status: r.status, corpo: JSON.parse(r.rawBody as string) }).toEqual({ status: 500, corpo: { mensagem: 'Erro interno. Tente novamente em instantes.' } });
  });

  it('nenhuma rota: 404 em pt-BR', async () => {
    const r = await pedir('GET', '/api/Teste/Outra');
    expect({ status: r.status, corpo: JSON.parse(r.rawBody as string) }).toEqual({ status: 404, corpo: { mensagem: 'Recurso não encontrado.' } });
  });
});
