import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RequestValidationError, TsRestHttpError } from '@ts-rest/serverless/fetch';
import { para } from '../../src/contracts/comum/acesso';
import { c } from '../../src/contracts/comum/esquemas';
import { despachante, RespostaJson } from '../../src/server/infra/despacho';

// The dispatcher of the contracts (infra/despacho.ts), in place of ts-rest's fetch handler: the steps it kept. Every
// route of the portal goes through it in the API suites; here, what those cannot show alone.

const contrato = c.router({
  item: { method: 'GET', path: '/api/Teste/Item/:itemId', pathParams: z.object({ itemId: z.string() }), query: z.object({ tag: z.union([z.string(), z.array(z.string())]).optional() }), responses: { 200: z.unknown() } },
  criar: { method: 'POST', path: '/api/Teste/Criar', body: z.object({ nome: z.string().max(5) }), responses: { 201: z.unknown() } },
  sair: { method: 'POST', path: '/api/Teste/Sair', body: c.noBody(), responses: { 204: c.noBody() } },
}, { metadata: para('associado') });

const erros: unknown[] = [];
const opcoes = { middleware: [], erro: (e: unknown) => { erros.push(e); return new Response(null, { status: 499 }); } };
const despachar = despachante<{ quem: string }>(contrato, {
  item: async ({ params, query }: { params: unknown; query: unknown }, ctx: { quem: string; responseHeaders: Headers }) => {
    ctx.responseHeaders.append('set-cookie', 'a=1');
    return { status: 200, body: { params, query, quem: ctx.quem } };
  },
  criar: async ({ body }: { body: unknown }) => ({ status: 201, body }),
  sair: async () => ({ status: 204, body: undefined }),
}, opcoes);
const pedir = (metodo: string, caminho: string, corpo?: unknown) => despachar(new Request(`http://portal.test${caminho}`, {
  method: metodo, ...(corpo === undefined ? {} : { body: JSON.stringify(corpo), headers: { 'content-type': 'application/json' } }),
}), { quem: 'ana' });

describe('despachante dos contratos', () => {
  it('a resposta JSON é o texto, com o status, o content-type e os cabeçalhos da implementação; o contexto chega a ela', async () => {
    const r = await pedir('GET', '/api/Teste/Item/%C3%A9?tag=a&tag=b');
    expect(r).toBeInstanceOf(RespostaJson);
    const { status, texto, headers } = r as RespostaJson;
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.getSetCookie()).toEqual(['a=1']);
    // the path as written (zod reads it, as under ts-rest); a repeated key is a list
    expect(JSON.parse(texto)).toEqual({ params: { itemId: '%C3%A9' }, query: { tag: ['a', 'b'] }, quem: 'ana' });
  });

  it('o corpo JSON é validado pelo contrato; o erro vai ao tratador como RequestValidationError', async () => {
    expect(JSON.parse(((await pedir('POST', '/api/Teste/Criar', { nome: 'Łukas' })) as RespostaJson).texto)).toEqual({ nome: 'Łukas' });
    erros.length = 0;
    expect((await pedir('POST', '/api/Teste/Criar', { nome: 'longo demais' })).status).toBe(499);
    expect(erros[0]).toBeInstanceOf(RequestValidationError);
    expect((erros[0] as RequestValidationError).bodyError?.issues[0]?.path).toEqual(['nome']);
  });

  it('uma resposta sem corpo no contrato sai sem corpo', async () => {
    const r = await pedir('POST', '/api/Teste/Sair');
    expect(r).toBeInstanceOf(Response);
    expect(r.status).toBe(204);
    expect((r as Response).body).toBeNull();
  });

  it.each([['GET', '/api/Teste/Outra'], ['POST', '/api/Teste/Item/1'], ['HEAD', '/api/Teste/Item/1']])('%s %s: nenhuma rota, 404 ao tratador', async (metodo, caminho) => {
    erros.length = 0;
    await pedir(metodo, caminho);
    expect(erros[0]).toBeInstanceOf(TsRestHttpError);
    expect((erros[0] as TsRestHttpError).statusCode).toBe(404);
  });

  it('uma rota sem implementação, ou com resposta que não é JSON nem vazia, impede o início', () => {
    expect(() => despachante(contrato, { item: async () => ({ status: 200, body: 1 }), criar: async () => ({ status: 201, body: 1 }) }, opcoes))
      .toThrow('POST /api/Teste/Sair: a rota não tem implementação');
    const pdf = c.router({ termo: { method: 'GET', path: '/api/Teste/Termo', responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: c.type<Blob>() }) } } }, { metadata: para('associado') });
    expect(() => despachante(pdf, { termo: async () => ({ status: 200, body: new Blob() }) }, opcoes)).toThrow('só respostas JSON ou sem corpo');
  });
});
