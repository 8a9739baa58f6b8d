import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { TsRestResponse } from '@ts-rest/serverless/fetch';
import { mensagensDoArquivo } from '../../domain/comum/arquivos';
import type { App, Requisicao } from '../app';
import type { LimiteDaRota } from './limite-corpo';
import { log } from './log';
import { mensagensServidor, recusa, TIPO_JSON } from './mensagens';
import { CABECALHOS_SEGURANCA } from './seguranca';

const MENSAGEM_400 = JSON.stringify({ mensagem: 'Requisição inválida.' });
const MENSAGEM_405 = JSON.stringify({ mensagem: 'Método não permitido.' });
const MENSAGEM_500 = JSON.stringify({ mensagem: 'Erro interno. Tente novamente em instantes.' });
const MENSAGEM_413_DADOS = 'Os dados enviados passam do tamanho permitido.';

/**
 * Large uploads (a body over 1 MB, or of unknown length, to a route that takes files) read or answered at once by one
 * process: each holds up to its route's limit (61 MB for an ad) while read, parsed and stored. Past them, 503 with
 * Retry-After, the body unread.
 */
export const ENVIOS_GRANDES_SIMULTANEOS = 3;
const GRANDE = 1024 * 1024;
/** Seconds a client is asked to wait when the large uploads are all taken. */
const ESPERA_ENVIO_S = 5;
/**
 * An unread body of at most this many declared bytes is read and dropped after the answer (node:http does it), so
 * the connection is kept; a larger one, or one of unknown length, closes the connection instead.
 */
const DRENO_MAXIMO = 64 * 1024;

/** What the portal answers; anything else (TRACE, CONNECT, made-up verbs) is a 405 before the app. */
const METODOS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A Host header as browsers send it: a name or IPv4, or a bracketed IPv6, and an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;
/** A year of HTTPS only, for this host and its subdomains (sent over HTTPS only, as RFC 6797 asks). */
const HSTS = 'max-age=31536000; includeSubDomains';

export interface OpcoesHttp {
  /**
   * Proxies in front of the portal whose X-Forwarded-* headers are trusted (TRUST_PROXY); 0 = none.
   * Each proxy appends the address it received the request from to X-Forwarded-For, so the client
   * is the entry this many places from the right: what the client wrote further left is never read.
   */
  saltosDeProxy?: number;
}

/** The client's address and whether the request came over HTTPS (directly or via the trusted proxies). */
export function origemDa(req: IncomingMessage, saltosDeProxy: number) {
  const doSocket = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '') || 'desconhecido';
  if (saltosDeProxy <= 0) return { ip: doSocket, seguro: 'encrypted' in req.socket };
  const lista = (cabecalho: string | string[] | undefined) => String(cabecalho ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  const encaminhados = lista(req.headers['x-forwarded-for']);
  const visto = encaminhados.length >= saltosDeProxy ? encaminhados[encaminhados.length - saltosDeProxy]!.replace(/^::ffff:/, '') : '';
  // the scheme the outermost trusted proxy saw: the last value its chain wrote
  const protocolos = lista(req.headers['x-forwarded-proto']);
  return { ip: isIP(visto) ? visto : doSocket, seguro: protocolos.at(-1)?.toLowerCase() === 'https' };
}

/** Whether the request says it has a body (a length above 0, or chunks). */
const temCorpo = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** The body's bytes up to `limite`; 'grande' past it (the rest left unread), 'fechado' when the client went away. */
function lerAte(req: IncomingMessage, limite: number): Promise<Buffer | 'grande' | 'fechado'> {
  return new Promise((ok) => {
    const partes: Buffer[] = [];
    let total = 0;
    const parar = (resultado: Buffer | 'grande' | 'fechado') => {
      req.off('data', aoDado).off('end', aoFim).off('close', aoFechar).off('error', aoFechar);
      ok(resultado);
    };
    const aoDado = (parte: Buffer) => {
      total += parte.length;
      if (total > limite) {
        req.pause();
        parar('grande');
      } else partes.push(parte);
    };
    const aoFim = () => parar(Buffer.concat(partes, total));
    const aoFechar = () => parar('fechado');
    req.on('data', aoDado).once('end', aoFim).once('close', aoFechar).once('error', aoFechar);
  });
}

/** What a request's body reading left: whether it was read whole (a body left unread closes the connection). */
interface EstadoDoCorpo { lido: boolean }

let enviosGrandes = 0;

/**
 * The body reader the app asks once it knows who is asking and what the route takes (app.ts): nothing is read before.
 * A large upload takes one of the process's few slots until its answer is sent.
 */
function leitorDoCorpo(req: IncomingMessage, res: ServerResponse, estado: EstadoDoCorpo): Requisicao['corpo'] {
  return async (limite: LimiteDaRota) => {
    if (!temCorpo(req)) {
      estado.lido = true;
      return null;
    }
    const declarado = req.headers['content-length'] === undefined ? null : Number(req.headers['content-length']);
    const recusaGrande = () => recusa(413, limite.partes === undefined ? MENSAGEM_413_DADOS : mensagensDoArquivo.arquivoGrande);
    if (declarado !== null && declarado > limite.bytes) return recusaGrande();
    if (limite.bytes > GRANDE && (declarado === null || declarado > GRANDE)) {
      if (enviosGrandes >= ENVIOS_GRANDES_SIMULTANEOS) {
        const ocupado = recusa(503, mensagensServidor.enviosDemais);
        ocupado.headers.set('retry-after', String(ESPERA_ENVIO_S));
        return ocupado;
      }
      enviosGrandes++;
      res.once('close', () => { enviosGrandes--; });
    }
    const corpo = await lerAte(req, limite.bytes);
    if (corpo === 'grande') return recusaGrande();
    if (corpo === 'fechado') return recusa(400, mensagensServidor.corpoInvalido);
    estado.lido = true;
    return corpo;
  };
}

/** Large uploads being read or answered right now (tests). */
export const enviosGrandesAgora = () => enviosGrandes;

/**
 * The answer's bytes. A JSON answer is its text (TsRestResponse's rawBody, mensagens.ts's respostaJson): written as it
 * is, never read back through the Response's stream (a tenth of a cached GET /login/me's CPU).
 */
async function corpoDa(resposta: Response): Promise<Buffer | string | null> {
  if (resposta instanceof TsRestResponse && typeof resposta.rawBody === 'string' && !resposta.bodyUsed) return resposta.rawBody;
  if (!resposta.body) return null;
  return Buffer.from(await resposta.arrayBuffer());
}

type Cabecalhos = Record<string, string | string[]>;

/**
 * What every answer leaves with: its own headers, no caching unless it set its own, and the security
 * headers, which no answer can weaken; HSTS too when the request came over HTTPS.
 */
const cabecalhosDeSaida = (proprios: Cabecalhos, seguro: boolean): Cabecalhos =>
  ({ 'cache-control': 'no-store', ...proprios, ...CABECALHOS_SEGURANCA, ...(seguro ? { 'strict-transport-security': HSTS } : {}) });

function escrever(res: ServerResponse, resposta: { status: number; headers: Headers }, corpo: Buffer | string | null, seguro: boolean, fechar: boolean) {
  const proprios: Cabecalhos = {};
  resposta.headers.forEach((valor, nome) => { if (nome !== 'set-cookie') proprios[nome] = valor; });
  const cookies = resposta.headers.getSetCookie();
  if (cookies.length) proprios['set-cookie'] = cookies;
  // the body is whole in hand: its length goes in the header (writeHead alone would make it chunked)
  if (corpo !== null) proprios['content-length'] = String(Buffer.byteLength(corpo));
  // node:http closes the connection after an answer that says so, and reads no more of the request
  if (fechar) proprios.connection = 'close';
  res.writeHead(resposta.status, cabecalhosDeSaida(proprios, seguro));
  res.end(corpo);
}

/** An answer of http.ts itself (the request never reaches the app); `fechar` drops the connection after it. */
function responderAqui(res: ServerResponse, status: number, corpo: string, seguro: boolean, extras: Cabecalhos = {}) {
  res.writeHead(status, cabecalhosDeSaida({ 'content-type': TIPO_JSON, 'content-length': String(Buffer.byteLength(corpo)), ...extras }, seguro));
  res.end(corpo);
}

/**
 * node:http in front of the fetch-style app: requests the app cannot take (an unknown method, a malformed Host or
 * target) are answered here; the body is read only when the app asks (after the session, the perfil and the route's
 * own checks), up to its route's cap. A body the answer left unread is dropped, never kept: read and discarded when
 * small (the connection kept), else the connection closed. Every answer (the app's, a 4xx of this file, a 500) leaves
 * with the security headers of seguranca.ts.
 */
export function criarServidorHttp(app: App, opcoes: OpcoesHttp = {}): Server {
  const servidor = createServer(async (req, res) => {
    const origem = origemDa(req, opcoes.saltosDeProxy ?? 0);
    const metodo = req.method ?? 'GET';
    const alvo = req.url ?? '/';
    const caminho = alvo.split('?')[0]!;
    const estado: EstadoDoCorpo = { lido: false };
    // a body left unread is dropped by node:http after the answer; past a few KB, or of unknown length, by closing
    const fecharSemLer = () => !estado.lido && temCorpo(req) && !(Number(req.headers['content-length'] ?? Infinity) <= DRENO_MAXIMO);
    try {
      if (!METODOS.has(metodo)) return responderAqui(res, 405, MENSAGEM_405, origem.seguro, { allow: [...METODOS].join(', '), ...(fecharSemLer() ? { connection: 'close' } : {}) });
      const host = req.headers.host ?? 'localhost';
      if (!alvo.startsWith('/') || !HOST.test(host)) return responderAqui(res, 400, MENSAGEM_400, origem.seguro, { connection: 'close' });
      const headers: [string, string][] = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) headers.push([req.rawHeaders[i]!, req.rawHeaders[i + 1]!]);
      const url = `${origem.seguro ? 'https' : 'http'}://${host}${alvo}`;
      const resposta = await app(new Request(url, { method: metodo, headers }), { ...origem, corpo: leitorDoCorpo(req, res, estado) });
      escrever(res, resposta, await corpoDa(resposta), origem.seguro, fecharSemLer());
    } catch (erro) {
      // the path only: a query string may carry personal data
      log.error(`falha ao atender ${metodo} ${caminho.slice(0, 200)}`, erro);
      if (!res.headersSent) responderAqui(res, 500, MENSAGEM_500, origem.seguro, fecharSemLer() ? { connection: 'close' } : {});
      else res.end();
    }
  });
  // keep idle connections longer than clients and load balancers do (60 s), so a reused socket
  // is never closed under a request in flight (Node's 5 s default races with keep-alive clients)
  servidor.keepAliveTimeout = 65_000;
  servidor.headersTimeout = 66_000;
  return servidor;
}
