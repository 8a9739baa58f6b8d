import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { TsRestResponse } from '@ts-rest/serverless/fetch';
import type { App } from './app';
import { limiteDoCorpo } from './limite-corpo';
import { log } from './log';
import { CABECALHOS_SEGURANCA } from './seguranca';

const MENSAGEM_413 = JSON.stringify({ mensagem: 'Arquivo muito grande: o limite é de 10 MB por arquivo.' });

/** Behind a proxy (TRUST_PROXY=1) the client address and scheme come from X-Forwarded-*. */
function origemDa(req: IncomingMessage, confiarProxy: boolean) {
  const encaminhado = confiarProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim() : '';
  const ip = encaminhado || req.socket.remoteAddress || 'desconhecido';
  const seguro = confiarProxy ? req.headers['x-forwarded-proto'] === 'https' : 'encrypted' in req.socket;
  return { ip: ip.replace(/^::ffff:/, ''), seguro };
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
 * The answer's bytes. A ts-rest JSON answer keeps its text (`rawBody`): written as it is, without
 * reading it back through the Response's stream (a tenth of a cached GET /login/me's CPU).
 */
async function corpoDa(resposta: Response): Promise<Buffer | string | null> {
  if (!resposta.body) return null;
  if (resposta instanceof TsRestResponse && typeof resposta.rawBody === 'string' && !resposta.bodyUsed) return resposta.rawBody;
  return Buffer.from(await resposta.arrayBuffer());
}

type Cabecalhos = Record<string, string | string[]>;

/** What every answer leaves with: its own headers, no caching unless it set its own, and the security headers, which no answer can weaken. */
const cabecalhosDeSaida = (proprios: Cabecalhos): Cabecalhos => ({ 'cache-control': 'no-store', ...proprios, ...CABECALHOS_SEGURANCA });

function escrever(res: ServerResponse, resposta: Response, corpo: Buffer | string | null) {
  const proprios: Cabecalhos = {};
  resposta.headers.forEach((valor, nome) => { if (nome !== 'set-cookie') proprios[nome] = valor; });
  const cookies = resposta.headers.getSetCookie();
  if (cookies.length) proprios['set-cookie'] = cookies;
  // the body is whole in hand: its length goes in the header (writeHead alone would make it chunked)
  if (corpo !== null) proprios['content-length'] = String(Buffer.byteLength(corpo));
  res.writeHead(resposta.status, cabecalhosDeSaida(proprios));
  res.end(corpo);
}

/**
 * node:http in front of the fetch-style app: bodies are capped before the app sees them, and
 * every answer (the app's, a 413, a 500) leaves with the security headers of seguranca.ts.
 */
export function criarServidorHttp(app: App, opcoes: { confiarProxy?: boolean } = {}): Server {
  const servidor = createServer(async (req, res) => {
    try {
      const origem = origemDa(req, opcoes.confiarProxy ?? false);
      const metodo = req.method ?? 'GET';
      const caminho = (req.url ?? '/').split('?')[0]!;
      const corpo = metodo === 'GET' || metodo === 'HEAD' ? null : await lerCorpo(req, limiteDoCorpo(caminho));
      if (corpo === 'grande') {
        // answered here, before the app
        res.writeHead(413, cabecalhosDeSaida({ 'content-type': 'application/json; charset=utf-8', connection: 'close' })).end(MENSAGEM_413);
        req.destroy();
        return;
      }
      const headers: [string, string][] = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) headers.push([req.rawHeaders[i]!, req.rawHeaders[i + 1]!]);
      const url = `${origem.seguro ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
      const resposta = await app(new Request(url, { method: metodo, headers, body: corpo }), origem);
      escrever(res, resposta, await corpoDa(resposta));
    } catch (erro) {
      log.error(`falha ao atender ${req.method} ${req.url}`, erro);
      if (!res.headersSent) res.writeHead(500, cabecalhosDeSaida({ 'content-type': 'application/json; charset=utf-8' }));
      res.end(JSON.stringify({ mensagem: 'Erro interno. Tente novamente em instantes.' }));
    }
  });
  // keep idle connections longer than clients and load balancers do (60 s), so a reused socket
  // is never closed under a request in flight (Node's 5 s default races with keep-alive clients)
  servidor.keepAliveTimeout = 65_000;
  servidor.headersTimeout = 66_000;
  return servidor;
}
