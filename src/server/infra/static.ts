import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

const TIPOS: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2',
};
const COMPRIMIVEIS = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

type Bytes = Uint8Array<ArrayBuffer>;
interface Arquivo { tipo: string; bruto: Bytes; gzip?: Bytes; br?: Bytes; imutavel: boolean }

/**
 * The built SPA, read and compressed once at start: hashed assets are cached for a year,
 * every other path that is not a file answers index.html (history fallback for wouter).
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
    if (codificacao) headers.set('content-encoding', codificacao);
    return new Response(request.method === 'HEAD' ? null : corpo, { status: 200, headers });
  };
}
