/**
 * A contract's routes dispatched to their implementations: what @ts-rest/serverless's fetch handler did, step for step
 * (a JSON or text body read, the request middleware, zod on path params, headers, query and body, the implementation,
 * its answer, JSON or no body as the contract says, errors to `erro`), without what it cost on every request: a second Request
 * wrapped around the one http.ts built, a second router (rotas.ts finds the route), and a Response with a body stream
 * for every JSON answer (a JSON answer is its text here, RespostaJson, and http.ts writes it as it is). Measured on a
 * cached carteira page (issue 21): that layer was about a third of the request's CPU.
 */
import { checkZodSchema, isAppRoute, isAppRouteNoBody, isAppRouteOtherResponse, type AppRoute, type AppRouter } from '@ts-rest/core';
import { RequestValidationError, TsRestHttpError, type TsRestRequest } from '@ts-rest/serverless/fetch';
import { indiceDeRotas, rotasDe } from './rotas';

/** A JSON answer as its text (UTF-8, said in its content-type). */
export class RespostaJson {
  readonly texto: string;
  constructor(readonly status: number, corpo: unknown, readonly headers = new Headers()) {
    this.texto = JSON.stringify(corpo) ?? '';
    headers.set('content-type', 'application/json; charset=utf-8');
  }
}
/** What the app answers: a Response, or a JSON answer's text. */
export type Resposta = Response | RespostaJson;

/** A step before the route (multipart, text checks): an answer of its own stops the request there. */
export type Middleware = (pedido: TsRestRequest) => Promise<Resposta | void> | Resposta | void;

type Entrada = { params: unknown; body: unknown; query: unknown; headers: unknown };
type Implementacao = (entrada: Entrada, contexto: object) => Promise<{ status: number | string; body?: unknown }>;

/** Each route of `contrato` with its implementation in `router` (same keys, nested as the contract). */
function pares(contrato: AppRouter, router: Record<string, unknown>, encontrados = new Map<AppRoute, Implementacao>()) {
  for (const [chave, valor] of Object.entries(contrato)) {
    const implementacao = router[chave];
    if (isAppRoute(valor)) {
      if (typeof implementacao !== 'function') throw new Error(`${valor.method} ${valor.path}: a rota não tem implementação`);
      // files and PDFs leave through arquivo.rota.ts, outside the contracts: an answer of another type here is a mistake
      if (Object.values(valor.responses).some(isAppRouteOtherResponse)) throw new Error(`${valor.method} ${valor.path}: só respostas JSON ou sem corpo`);
      encontrados.set(valor, implementacao as Implementacao);
    } else pares(valor, (implementacao ?? {}) as Record<string, unknown>, encontrados);
  }
  return encontrados;
}

/** The query as the contracts read it: a text per key, a list when the key repeats. */
export function consultaDe(url: URL): Record<string, string | string[]> {
  const consulta: Record<string, string | string[]> = Object.create(null);
  for (const [chave, valor] of url.searchParams) {
    const atual = consulta[chave];
    consulta[chave] = atual === undefined ? valor : ([] as string[]).concat(atual, valor);
  }
  return consulta;
}

/** The `:name` segments of the route's path, as the request wrote them (zod reads them, as it did under ts-rest). */
function parametrosDe(rota: AppRoute, caminho: string): Record<string, string> {
  const params: Record<string, string> = {};
  if (!rota.path.includes(':')) return params;
  const pedidos = caminho.split('/');
  rota.path.split('/').forEach((parte, i) => { if (parte.startsWith(':')) params[parte.slice(1)] = pedidos[i]!; });
  return params;
}

async function responder(rota: AppRoute, implementacao: Implementacao, pedido: TsRestRequest, contexto: object) {
  const cabecalhos: Record<string, string> = {};
  pedido.headers.forEach((valor, nome) => { cabecalhos[nome] = valor; });
  const params = checkZodSchema(pedido.params, rota.pathParams, { passThroughExtraKeys: true });
  const headers = checkZodSchema(cabecalhos, rota.headers, { passThroughExtraKeys: true });
  const query = checkZodSchema(pedido.query, rota.query);
  const body = checkZodSchema(pedido.content, 'body' in rota ? rota.body : null);
  if (!params.success || !headers.success || !query.success || !body.success) {
    throw new RequestValidationError(params.success ? null : params.error, headers.success ? null : headers.error,
      query.success ? null : query.error, body.success ? null : body.error);
  }
  const responseHeaders = new Headers();
  const resultado = await implementacao(
    { params: params.data, body: body.data, query: query.data, headers: headers.data },
    { appRoute: rota, request: pedido, responseHeaders, ...contexto },
  );
  const status = Number(resultado.status);
  const tipo = rota.responses[status];
  if (tipo !== undefined && isAppRouteNoBody(tipo)) return new Response(null, { status, headers: responseHeaders });
  return new RespostaJson(status, resultado.body, responseHeaders);
}

/**
 * The dispatcher of `contrato` implemented by `router`: every route must have its implementation (checked at start).
 * `contexto` reaches each implementation beside { appRoute, request, responseHeaders }, as ts-rest's platform context.
 */
export function despachante<C extends object>(
  contrato: AppRouter, router: object, opcoes: { middleware: Middleware[]; erro: (erro: unknown) => Resposta },
) {
  const implementacoes = pares(contrato, router as Record<string, unknown>);
  const rotaDe = indiceDeRotas(rotasDe(contrato));
  return async function despachar(request: Request, contexto: C): Promise<Resposta> {
    try {
      const url = new URL(request.url);
      const pedido = request as TsRestRequest;
      pedido.query = consultaDe(url);
      pedido.params = {};
      // the body first, whatever the route (as ts-rest read it): JSON or text here, multipart in the middleware
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        const tipo = request.headers.get('content-type');
        if (tipo?.includes('json')) pedido.content = await request.json();
        else if (tipo?.startsWith('text/')) pedido.content = await request.text();
      }
      for (const passo of opcoes.middleware) {
        const resposta = await passo(pedido);
        if (resposta) return resposta;
      }
      // a HEAD is no route of a contract (ts-rest answered it 404 too)
      const rota = request.method === 'HEAD' ? undefined : rotaDe(request.method, url.pathname);
      if (!rota) throw new TsRestHttpError(404, { message: 'Not Found' });
      pedido.params = parametrosDe(rota, url.pathname);
      return await responder(rota, implementacoes.get(rota)!, pedido, contexto);
    } catch (erro) {
      return opcoes.erro(erro);
    }
  };
}
