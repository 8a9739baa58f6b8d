import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

const TIPOS: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2',
  // the presentation videos and their captions (public/videos/)
  '.webm': 'video/webm', '.mp4': 'video/mp4', '.vtt': 'text/vtt; charset=utf-8',
};
const COMPRIMIVEIS = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

type Bytes = Uint8Array<ArrayBuffer>;
interface Arquivo { tipo: string; bruto: Bytes; gzip?: Bytes; br?: Bytes; imutavel: boolean }

/**
 * What a `Range` header asks of a file of `tamanho` bytes (RFC 9110 §14): one byte range, inclusive, or
 * 'nenhum' to send the whole file (no header, another unit, several ranges, a malformed one: a server may
 * ignore them), or 'fora' when no byte of it exists (416).
 */
export function intervaloPedido(cabecalho: string | null, tamanho: number): { inicio: number; fim: number } | 'nenhum' | 'fora' {
  const pedido = /^bytes=(\d*)-(\d*)$/.exec(cabecalho?.trim() ?? '');
  if (!pedido || (pedido[1] === '' && pedido[2] === '')) return 'nenhum';
  const [a, b] = [pedido[1]!, pedido[2]!];
  if (a === '') {
    // the last n bytes
    const n = Number(b);
    if (n === 0 || tamanho === 0) return 'fora';
    return { inicio: Math.max(0, tamanho - n), fim: tamanho - 1 };
  }
  const inicio = Number(a);
  if (b !== '' && Number(b) < inicio) return 'nenhum';
  if (inicio >= tamanho) return 'fora';
  return { inicio, fim: b === '' ? tamanho - 1 : Math.min(Number(b), tamanho - 1) };
}

/**
 * The built SPA, read and compressed once at start: hashed assets are cached for a year,
 * every other path that is not a file answers index.html (history fallback for wouter).
 * A file sent as stored (no compression) answers byte ranges, so a video seeks: 206 with
 * Content-Range, 416 when the range is past its end.
 */
export function servidorEstatico(pasta: string) {
  const arquivos = new Map<string, Arquivo>();
  if (existsSync(pasta)) {
    const visitar = (dir: string) => {
      for (const nome of readdirSync(dir)) {
        if (nome.startsWith('.')) continue; // build metadata (.vite/manifest.json) is not for the public
        const caminho = join(dir, nome);
        if (statSync(caminho).isDirectory()) { visitar(caminho); continue; }
        const ext = extname(nome);
        const bruto = readFileSync(caminho);
        const rota = `/${relative(pasta, caminho).split('\\').join('/')}`;
        arquivos.set(rota, {
          tipo: TIPOS[ext] ?? 'application/octet-stream', bruto,
          ...(COMPRIMIVEIS.has(ext) && bruto.length > 512
            ? { gzip: gzipSync(bruto, { level: 9 }), br: brotliCompressSync(bruto, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) }
            : {}),
          imutavel: rota.startsWith('/assets/'),
        });
      }
    };
    visitar(pasta);
  }
  const indice = arquivos.get('/index.html');

  return function servir(request: Request): Response {
    const caminho = new URL(request.url).pathname;
    const arquivo = arquivos.get(caminho) ?? (extname(caminho) ? undefined : indice);
    if (!arquivo) return new Response('Não encontrado', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const aceita = request.headers.get('accept-encoding') ?? '';
    const [corpo, codificacao] = arquivo.br && aceita.includes('br') ? [arquivo.br, 'br']
      : arquivo.gzip && aceita.includes('gzip') ? [arquivo.gzip, 'gzip'] : [arquivo.bruto, null];
    const headers = new Headers({
      'content-type': arquivo.tipo,
      'cache-control': arquivo.imutavel ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    });
    if (codificacao) {
      headers.set('content-encoding', codificacao);
      return new Response(request.method === 'HEAD' ? null : corpo, { status: 200, headers });
    }
    // sent as stored: byte ranges (If-Range names a validator this server never gives, so the whole file goes)
    headers.set('accept-ranges', 'bytes');
    const tamanho = corpo.byteLength;
    const intervalo = request.headers.has('if-range') ? 'nenhum' : intervaloPedido(request.headers.get('range'), tamanho);
    if (intervalo === 'fora') {
      headers.set('content-range', `bytes */${tamanho}`);
      headers.set('content-type', 'text/plain; charset=utf-8');
      return new Response(request.method === 'HEAD' ? null : 'Intervalo fora do arquivo', { status: 416, headers });
    }
    if (intervalo === 'nenhum') return new Response(request.method === 'HEAD' ? null : corpo, { status: 200, headers });
    headers.set('content-range', `bytes ${intervalo.inicio}-${intervalo.fim}/${tamanho}`);
    return new Response(request.method === 'HEAD' ? null : corpo.subarray(intervalo.inicio, intervalo.fim + 1), { status: 206, headers });
  };
}
