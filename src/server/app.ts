import { fileURLToPath } from 'node:url';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import { createFetchHandler, RequestValidationError, ResponseValidationError, TsRestHttpError, type TsRestRequest, type TsRestResponse } from '@ts-rest/serverless/fetch';
import type { ZodError, ZodTypeAny } from 'zod';
import { c } from '../contracts/comum/esquemas';
import { authContract } from '../contracts/comum/auth.contract';
import { atendimentoContract } from '../contracts/comum/atendimento.contract';
import { mensagensAuth, tokenDaSessao, usuarioDaSessao } from './comum/auth';
import { respostaOpenApi } from './infra/openapi';
import { AcessoNegado, exigirQuemChama } from './comum/acesso';
import { ROTA_ARQUIVO, servirArquivo } from './comum/arquivo.rota';
import { paginaDeEmails } from './comum/outbox';
import { authRouter, type ContextoAuth } from './comum/auth.router';
import { atendimentoRouter } from './comum/atendimento.router';
import { registroDoAtendimento } from './comum/atendimento/detalhes';
import type { Contexto, Dependencias, Previas, UsuarioSessao } from './comum/context';

/** What a public route gets beside its input: no session. */
type ContextoPublico = Pick<Contexto, 'ip' | 'userAgent' | 'agora'>;
import { log } from './infra/log';
import { mensagensServidor, recusa, TIPO_JSON } from './infra/mensagens';
import { recusarTextoInvalido } from './infra/texto-recebido';
import { conteudoDe, recusaDaConsulta } from './infra/entrada';
import { limiteDaRotaDe, type LimiteDaRota } from './infra/limite-corpo';
import { chaveDaRota, quemChamaARota, rotaDoPedido } from './infra/rotas';
import { requisicaoDeOutroSite } from './infra/seguranca';
import { servidorEstatico } from './infra/static';
import { modulosDoServidor } from './produtos';

const mesclar = <T>(partes: readonly (Readonly<Record<string, T>> | undefined)[]): Record<string, T> => Object.assign({}, ...partes);

/**
 * What is served behind a session: the staff desk and each product's contracts (src/server/produtos.ts); the rest of
 * portalContract is surface for later issues.
 */
export const produtosContract = c.router({ atendimento: atendimentoContract, ...mesclar(modulosDoServidor.map((m) => m.contratos)) });
/** What is served without one (metadata `publica`, the login aside): each product's public routes. */
export const publicasContract = c.router(mesclar(modulosDoServidor.map((m) => m.publicas && { [m.produto]: m.publicas.contrato })));

/** The first problem of a rejected input, in the pt-BR of the contract's schemas. */
function mensagemDeValidacao(erro: RequestValidationError): string {
  const primeiro = (e: ZodError | null) => e?.issues[0]?.message;
  return primeiro(erro.bodyError) ?? primeiro(erro.queryError) ?? primeiro(erro.pathParamsError) ?? primeiro(erro.headersError) ?? 'Dados inválidos.';
}

const tratarErro = (erro: unknown): TsRestResponse => {
  if (erro instanceof AcessoNegado) {
    log.info(`acesso negado: ${erro.registro}`);
    if (erro.resposta === 'perfil') return recusa(403, mensagensServidor.acessoNegado);
    return recusa(404, erro.resposta === 'alheio' ? mensagensServidor.associadoNaoEncontrado : mensagensServidor.foraDaCarteira);
  }
  if (erro instanceof RequestValidationError) return recusa(400, mensagemDeValidacao(erro));
  // a path with a broken %-escape
  if (erro instanceof URIError) return recusa(400, mensagensServidor.corpoInvalido);
  if (erro instanceof TsRestHttpError && erro.statusCode === 404) return recusa(404, mensagensServidor.naoEncontrado);
  if (erro instanceof ResponseValidationError) log.error(`resposta fora do contrato: ${erro.appRoute.method} ${erro.appRoute.path}`, erro.cause);
  else if (erro instanceof TsRestHttpError && erro.statusCode < 500) return recusa(erro.statusCode, String(erro.message));
  else log.error('erro não tratado', erro);
  return recusa(500, mensagensServidor.erroInterno);
};

/** What app.ts hands ts-rest's handler beside the route's own context: the body, already read and parsed here. */
interface ComConteudo { conteudo: unknown }

/**
 * The contracts are served by ts-rest's fetch handler; the body reaches it parsed (`conteudo`, read after the door's
 * checks), so the Request it gets has no body and its own reader (which took any Content-Type with 'json' in it for
 * JSON) reads nothing. In the test suites (PORTAL_VALIDAR_RESPOSTAS=1) every answer is checked against its contract:
 * one outside it is a 500 and fails its test.
 */
export function servir<C extends object>(contrato: AppRouter, router: object) {
  return createFetchHandler(contrato, router as never, {
    requestMiddleware: [
      (pedido: TsRestRequest, contexto: ComConteudo) => { pedido.content = contexto.conteudo; },
      recusarTextoInvalido,
    ],
    errorHandler: tratarErro,
    responseValidation: process.env.PORTAL_VALIDAR_RESPOSTAS === '1',
    // ts-rest says 'application/json'; the portal's answers say their charset too
    responseHandlers: [(resposta: TsRestResponse) => { if (resposta.headers.get('content-type') === 'application/json') resposta.headers.set('content-type', TIPO_JSON); }],
  }) as (request: Request, contexto: C & ComConteudo) => Promise<TsRestResponse>;
}

export interface Requisicao {
  ip: string;
  /** True when the portal is reached over HTTPS (directly or behind a trusted proxy). */
  seguro: boolean;
  /**
   * The body, read only when asked (http.ts), up to the route's limit: its bytes, null without one, or http.ts's own
   * refusal (413 past the limit, 503 with too many large uploads at once). Asked only once the caller may use the
   * route: a body the door refuses is never kept.
   */
  corpo: (limite: LimiteDaRota) => Promise<Uint8Array | null | Response>;
}

/** The portal as one function from a fetch Request (its body left in http.ts until asked) to a Response. */
export function criarApp(deps: Dependencias, pastaCliente = fileURLToPath(new URL('../../dist/client', import.meta.url))) {
  const auth = servir<ContextoAuth>(authContract, authRouter(deps));
  const atendimento = atendimentoRouter(deps, registroDoAtendimento(modulosDoServidor));
  const produtos = servir<Contexto>(produtosContract, { atendimento, ...mesclar(modulosDoServidor.map((m) => m.routers(deps))) });
  const estatico = servidorEstatico(pastaCliente);
  // the public routes (metadata `publica`, the login aside): the invited company's page, without a session
  const publicas = servir<ContextoPublico>(publicasContract, mesclar(modulosDoServidor.map((m) => m.publicas && { [m.produto]: m.publicas.router(deps) })));
  // the routes' own checks before their bodies (issue 26): only routes that declare one
  const previas: Previas = mesclar(modulosDoServidor.map((m) => m.previas?.(deps)));

  /**
   * The request's body as its route reads it, asked of http.ts only now (after the session and perfil), and the
   * Request ts-rest's handler gets: without a body (and its Content-Type), which it would read again.
   */
  async function entrada(request: Request, req: Requisicao, rota: AppRoute, usuario?: UsuarioSessao): Promise<{ pedido: Request; conteudo: unknown } | Response> {
    const url = new URL(request.url);
    const consulta = recusaDaConsulta(rota, url);
    if (consulta) return consulta;
    const previa = usuario && previas[chaveDaRota(rota)];
    if (previa) {
      const lida = (rota.query as ZodTypeAny).safeParse(Object.fromEntries(url.searchParams));
      if (!lida.success) return recusa(400, lida.error.issues[0]?.message ?? mensagensServidor.corpoInvalido);
      const recusada = await previa(lida.data, usuario);
      if (recusada) return recusada;
    }
    if (request.method === 'GET' || request.method === 'HEAD') return { pedido: request, conteudo: undefined };
    const corpo = await req.corpo(limiteDaRotaDe(rota));
    if (corpo instanceof Response) return corpo;
    const lido = await conteudoDe(rota, request.headers.get('content-type'), corpo);
    if (lido instanceof Response) return lido;
    if (!request.headers.has('content-type')) return { pedido: request, conteudo: lido.conteudo };
    const headers = new Headers(request.headers);
    headers.delete('content-type');
    return { pedido: new Request(request.url, { method: request.method, headers }), conteudo: lido.conteudo };
  }

  async function atender(request: Request, req: Requisicao): Promise<Response> {
    const { pathname } = new URL(request.url);
    const userAgent = request.headers.get('user-agent') ?? '';
    const token = () => tokenDaSessao(request.headers.get('cookie'), req.seguro);
    const ehAuth = pathname === '/login' ? request.method === 'POST' : pathname.startsWith('/login/');
    if (pathname === '/dev/emails' && request.method === 'GET') {
      // the outbox, with invitation and password links in it: only under `npm run dev` (PORTAL_DEV=1), and there only
      // for staff; anyone else gets the same 404, whether the flag is set or not
      const equipe = process.env.PORTAL_DEV === '1' && (await usuarioDaSessao(deps, token()))?.perfil === 'atendente';
      if (!equipe) return recusa(404, mensagensServidor.naoEncontrado);
      return new Response(await paginaDeEmails(deps.database), { headers: { 'content-type': 'text/html; charset=utf-8' } });
    }
    if (!ehAuth && !pathname.startsWith('/api/')) return estatico(request);
    if (requisicaoDeOutroSite(request)) return recusa(403, mensagensServidor.outroSite);
    // issue 26: each caller reads the routes it may call (no session: the public ones)
    if (pathname === '/api/openapi.json') return respostaOpenApi(deps, token());
    const agora = deps.relogio();
    const rota = rotaDoPedido(request.method, pathname);
    if (ehAuth) {
      if (!rota) return recusa(404, mensagensServidor.naoEncontrado);
      const usuario = pathname === '/login/me' ? await usuarioDaSessao(deps, token()) : null;
      const lida = await entrada(request, req, rota);
      if (lida instanceof Response) return lida;
      return auth(lida.pedido, { ip: req.ip, userAgent, seguro: req.seguro, usuario, conteudo: lida.conteudo });
    }
    // a public route (issue 21: the invitation's page) needs no session: its own handler, after the same checks
    if (rota && 'publica' in quemChamaARota(rota)) {
      const lida = await entrada(request, req, rota);
      if (lida instanceof Response) return lida;
      return publicas(lida.pedido, { ip: req.ip, userAgent, agora, conteudo: lida.conteudo });
    }
    // who is asking, on the headers alone: nothing of the body is read before (issue 26)
    const sessao = await usuarioDaSessao(deps, token());
    if (!sessao) return recusa(401, mensagensAuth.sessaoExpirada);
    const usuario = { id: sessao.id, email: sessao.email, perfil: sessao.perfil, codSocio: sessao.codSocio, naoAssociado: sessao.naoAssociado };
    const arquivo = ROTA_ARQUIVO.exec(pathname);
    if (arquivo && request.method === 'GET') return servirArquivo(deps.database, usuario, arquivo[1]!);
    // who may call the route, from its contract's metadata (issue 19): a caller of another perfil gets 403 whatever it
    // sent. Only a request the index matched goes on, so no route runs unchecked.
    if (!rota) return recusa(404, mensagensServidor.naoEncontrado);
    exigirQuemChama(usuario, quemChamaARota(rota));
    const lida = await entrada(request, req, rota, usuario);
    if (lida instanceof Response) return lida;
    return produtos(lida.pedido, { usuario, ip: req.ip, userAgent, agora, conteudo: lida.conteudo });
  }

  /** The answer to one request; http.ts adds the security headers and no-store caching to every one. */
  return function app(request: Request, req: Requisicao): Promise<Response> {
    return atender(request, req).catch(tratarErro);
  };
}
export type App = ReturnType<typeof criarApp>;
