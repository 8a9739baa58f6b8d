import { fileURLToPath } from 'node:url';
import { RequestValidationError, TsRestHttpError } from '@ts-rest/serverless/fetch';
import type { ZodError } from 'zod';
import { c } from '../contracts/comum/esquemas';
import { authContract } from '../contracts/comum/auth.contract';
import { clubeGestaoContract, clubeVantagensContract } from '../contracts/clube-vantagens.contract';
import { atendimentoContract } from '../contracts/comum/atendimento.contract';
import { spcConciliadorContract } from '../contracts/spc-conciliador.contract';
import { cdlVarejoInteligenteContract } from '../contracts/cdl-varejo-inteligente.contract';
import { cdlConsultorContract } from '../contracts/cdl-consultor.contract';
import { mensagensAuth, tokenDaSessao, usuarioDaSessao } from './comum/auth';
import { respostaOpenApi } from './comum/openapi';
import { AcessoNegado, exigirQuemChama } from './comum/acesso';
import { ROTA_ARQUIVO, servirArquivo } from './comum/arquivo.rota';
import { paginaDeEmails } from './comum/outbox';
import { authRouter, type ContextoAuth } from './comum/auth.router';
import { anuncioRouter } from './clube-vantagens/anuncio.router';
import { bannerRouter } from './clube-vantagens/banner.router';
import { clubeVantagensRouter } from './clube-vantagens/clube.router';
import { usuariosRouter } from './clube-vantagens/usuarios.router';
import { spcConciliadorRouter } from './spc-conciliador/conciliador.router';
import { cdlVarejoInteligenteRouter } from './cdl-varejo-inteligente/varejo.router';
import { cdlConsultorRouter } from './cdl-consultor/consultor.router';
import { atendimentoRouter } from './comum/atendimento.router';
import type { Contexto, Dependencias } from './comum/context';
import { log } from './infra/log';
import { mensagensServidor, recusa } from './infra/mensagens';
import { lerMultipart } from './infra/multipart';
import { recusarTextoInvalido } from './infra/texto-recebido';
import { jsonFundoDemais } from './infra/json-raso';
import { despachante, type Resposta } from './infra/despacho';
import { quemChamaARota, rotaDoPedido } from './infra/rotas';
import { requisicaoDeOutroSite } from './infra/seguranca';
import { servidorEstatico } from './infra/static';
import { conviteContract } from '../contracts/cdl-consultor.contract';
import { conviteRouter, type ContextoConvite } from './cdl-consultor/convite.router';

/** Products whose routers exist so far; the rest of portalContract is surface for later issues. */
export const produtosContract = c.router({ clube: clubeVantagensContract, clubeGestao: clubeGestaoContract, atendimento: atendimentoContract, conciliador: spcConciliadorContract, varejo: cdlVarejoInteligenteContract, consultor: cdlConsultorContract });



/** The first problem of a rejected input, in the pt-BR of the contract's schemas. */
function mensagemDeValidacao(erro: RequestValidationError): string {
  const primeiro = (e: ZodError | null) => e?.issues[0]?.message;
  return primeiro(erro.bodyError) ?? primeiro(erro.queryError) ?? primeiro(erro.pathParamsError) ?? primeiro(erro.headersError) ?? 'Dados inválidos.';
}

const tratarErro = (erro: unknown) => {
  if (erro instanceof AcessoNegado) {
    log.info(`acesso negado: ${erro.registro}`);
    if (erro.resposta === 'perfil') return recusa(403, mensagensServidor.acessoNegado);
    return recusa(404, erro.resposta === 'alheio' ? mensagensServidor.associadoNaoEncontrado : mensagensServidor.foraDaCarteira);
  }
  if (erro instanceof RequestValidationError) return recusa(400, mensagemDeValidacao(erro));
  // a body that is no JSON, a path with a broken %-escape
  if (erro instanceof SyntaxError || erro instanceof URIError) return recusa(400, mensagensServidor.corpoInvalido);
  if (erro instanceof TsRestHttpError && erro.statusCode === 404) return recusa(404, mensagensServidor.naoEncontrado);
  if (erro instanceof TsRestHttpError && erro.statusCode < 500) return recusa(erro.statusCode, String(erro.message));
  log.error('erro não tratado', erro);
  return recusa(500, mensagensServidor.erroInterno);
};

// query strings are plain (`?codSocio=0001&linhas=5`, DESIGN.md): contracts read texts as sent and numbers as digits (Inteiro)
const opcoes = { erro: tratarErro, middleware: [lerMultipart, recusarTextoInvalido] };

export interface Requisicao {
  ip: string;
  /** True when the portal is reached over HTTPS (directly or behind a trusted proxy). */
  seguro: boolean;
}

/** The portal as one function from a fetch Request to a Response; http.ts plugs it into node:http. */
export function criarApp(deps: Dependencias, pastaCliente = fileURLToPath(new URL('../../dist/client', import.meta.url))) {
  const auth = despachante<ContextoAuth>(authContract, authRouter(deps), opcoes);
  // one router per flow; together they implement clubeGestaoContract, the flat union of their contracts
  const clubeGestao = { ...anuncioRouter(deps), ...bannerRouter(deps), ...usuariosRouter(deps) };
  const produtos = despachante<Contexto>(produtosContract, { clube: clubeVantagensRouter(deps), clubeGestao, atendimento: atendimentoRouter(deps), conciliador: spcConciliadorRouter(deps), varejo: cdlVarejoInteligenteRouter(deps), consultor: cdlConsultorRouter(deps) }, opcoes);
  const estatico = servidorEstatico(pastaCliente);
  // the public routes (metadata `publica`, the login aside): the invited company's page, without a session
  const publicas = despachante<ContextoConvite>(conviteContract, conviteRouter(deps), opcoes);

  async function atender(request: Request, req: Requisicao): Promise<Resposta> {
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
    if (ehAuth) {
      if (await jsonFundoDemais(request)) return recusa(400, mensagensServidor.corpoInvalido);
      const usuario = pathname === '/login/me' ? await usuarioDaSessao(deps, token()) : null;
      const contexto: ContextoAuth = { ip: req.ip, userAgent, seguro: req.seguro, usuario };
      return auth(request, contexto);
    }
    // a public route (issue 21: the invitation's page) needs no session: its own handler, after the same checks
    const rota = rotaDoPedido(request.method, pathname);
    if (rota && 'publica' in quemChamaARota(rota)) {
      if (await jsonFundoDemais(request)) return recusa(400, mensagensServidor.corpoInvalido);
      return publicas(request, { ip: req.ip, userAgent, agora } satisfies ContextoConvite);
    }
    const sessao = await usuarioDaSessao(deps, token());
    if (!sessao) return recusa(401, mensagensAuth.sessaoExpirada);
    const usuario = { id: sessao.id, email: sessao.email, perfil: sessao.perfil, codSocio: sessao.codSocio, naoAssociado: sessao.naoAssociado };
    const arquivo = ROTA_ARQUIVO.exec(pathname);
    if (arquivo && request.method === 'GET') return servirArquivo(deps.database, usuario, arquivo[1]!);
    // who may call the route, from its contract's metadata, before ts-rest reads the body (issue 19): a caller of
    // another perfil gets 403 whatever it sent. Only a request the index matched goes on, so no route runs unchecked.
    if (!rota) return recusa(404, mensagensServidor.naoEncontrado);
    exigirQuemChama(usuario, quemChamaARota(rota));
    if (await jsonFundoDemais(request)) return recusa(400, mensagensServidor.corpoInvalido);
    const contexto: Contexto = { usuario, ip: req.ip, userAgent, agora };
    return produtos(request, contexto);
  }

  /** The answer to one request; http.ts adds the security headers and no-store caching to every one. */
  return function app(request: Request, req: Requisicao): Promise<Resposta> {
    return atender(request, req).catch(tratarErro);
  };
}
export type App = ReturnType<typeof criarApp>;
