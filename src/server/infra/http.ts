import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { mensagensDoArquivo } from '../../domain/comum/arquivos';
import type { App } from '../app';
import { LIMITE_CORPO_SEM_ARQUIVO, limiteDaRota } from './limite-corpo';
import { log } from './log';
import { mensagensServidor } from './mensagens';
import { partesDemais } from './multipart';
import { CABECALHOS_SEGURANCA } from './seguranca';
import { RespostaJson, type Resposta } from './despacho';

const MENSAGEM_413_ARQUIVO = JSON.stringify({ mensagem: mensagensDoArquivo.arquivoGrande });
const MENSAGEM_413_DADOS = JSON.stringify({ mensagem: 'Os dados enviados passam do tamanho permitido.' });
const MENSAGEM_413_PARTES = JSON.stringify({ mensagem: mensagensServidor.partesDemais });
const MENSAGEM_400 = JSON.stringify({ mensagem: 'Requisição inválida.' });
const MENSAGEM_405 = JSON.stringify({ mensagem: 'Método não permitido.' });
const MENSAGEM_500 = JSON.stringify({ mensagem: 'Erro interno. Tente novamente em instantes.' });

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

async function lerCorpo(req: IncomingMessage, limite: number): Promise<Buffer<ArrayBuffer> | 'grande'> {
  if (Number(req.headers['content-length'] ?? 0) > limite) return 'grande';
  const partes: Buffer<ArrayBuffer>[] = [];
  let total = 0;
  for await (const parte of req) {
    total += (parte as Buffer).length;
    if (total > limite) return 'grande';
    partes.push(parte as Buffer<ArrayBuffer>);
  }
  return Buffer.concat(partes);
}

/**
 * The answer's bytes. A JSON answer is its text (RespostaJson): written as it is, never read back
 * through a Response's stream (a tenth of a cached GET /login/me's CPU).
 */
async function corpoDa(resposta: Resposta): Promise<Buffer | string | null> {
  if (resposta instanceof RespostaJson) return resposta.texto;
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

function escrever(res: ServerResponse, resposta: { status: number; headers: Headers }, corpo: Buffer | string | null, seguro: boolean) {
  const proprios: Cabecalhos = {};
  resposta.headers.forEach((valor, nome) => { if (nome !== 'set-cookie') proprios[nome] = valor; });
  const cookies = resposta.headers.getSetCookie();
  if (cookies.length) proprios['set-cookie'] = cookies;
  // the body is whole in hand: its length goes in the header (writeHead alone would make it chunked)
  if (corpo !== null) proprios['content-length'] = String(Buffer.byteLength(corpo));
  res.writeHead(resposta.status, cabecalhosDeSaida(proprios, seguro));
  res.end(corpo);
}

/** An answer of http.ts itself (the request never reaches the app); `fechar` drops the connection after it. */
function responderAqui(res: ServerResponse, status: number, corpo: string, seguro: boolean, extras: Cabecalhos = {}) {
  res.writeHead(status, cabecalhosDeSaida({ 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(corpo)), ...extras }, seguro));
  res.end(corpo);
}

/**
 * node:http in front of the fetch-style app: requests the app cannot take (an unknown method, a
 * malformed Host or target, a body over its route's cap) are answered here, and every answer (the
 * app's, a 4xx of this file, a 500) leaves with the security headers of seguranca.ts.
 */
export function criarServidorHttp(app: App, opcoes: OpcoesHttp = {}): Server {
  const servidor = createServer(async (req, res) => {
    const origem = origemDa(req, opcoes.saltosDeProxy ?? 0);
    const metodo = req.method ?? 'GET';
    const alvo = req.url ?? '/';
    const caminho = alvo.split('?')[0]!;
    try {
      if (!METODOS.has(metodo)) return responderAqui(res, 405, MENSAGEM_405, origem.seguro, { allow: [...METODOS].join(', ') });
      const host = req.headers.host ?? 'localhost';
      if (!alvo.startsWith('/') || !HOST.test(host)) return responderAqui(res, 400, MENSAGEM_400, origem.seguro, { connection: 'close' });
      const { bytes: limite, partes } = metodo === 'GET' || metodo === 'HEAD' ? { bytes: 0, partes: undefined } : limiteDaRota(metodo, caminho);
      const corpo = limite === 0 ? null : await lerCorpo(req, limite);
      if (corpo === 'grande') {
        responderAqui(res, 413, limite > LIMITE_CORPO_SEM_ARQUIVO ? MENSAGEM_413_ARQUIVO : MENSAGEM_413_DADOS, origem.seguro, { connection: 'close' });
        req.destroy();
        return;
      }
      if (corpo && partes !== undefined && partesDemais(corpo, req.headers['content-type'] ?? '', partes)) return responderAqui(res, 413, MENSAGEM_413_PARTES, origem.seguro);
      const headers: [string, string][] = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) headers.push([req.rawHeaders[i]!, req.rawHeaders[i + 1]!]);
      const url = `${origem.seguro ? 'https' : 'http'}://${host}${alvo}`;
      const resposta = await app(new Request(url, { method: metodo, headers, body: corpo }), origem);
      escrever(res, resposta, await corpoDa(resposta), origem.seguro);
    } catch (erro) {
      // the path only: a query string may carry personal data
      log.error(`falha ao atender ${metodo} ${caminho.slice(0, 200)}`, erro);
      if (!res.headersSent) responderAqui(res, 500, MENSAGEM_500, origem.seguro);
      else res.end();
    }
  });
  // keep idle connections longer than clients and load balancers do (60 s), so a reused socket
  // is never closed under a request in flight (Node's 5 s default races with keep-alive clients)
  servidor.keepAliveTimeout = 65_000;
  servidor.headersTimeout = 66_000;
  return servidor;
}
