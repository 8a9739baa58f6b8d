import { MAIOR_ID } from '../../contracts/comum/campos';
import type { Database } from '../db/database';
import { mensagensServidor, recusa } from '../infra/mensagens';
import { arquivoParaLer } from './arquivos.repo';
import type { UsuarioSessao } from './context';

/** GET /api/arquivos/:id: the one route that serves a stored file (docs/decisions/platform.md "Files"). */
export const ROTA_ARQUIVO = /^\/api\/arquivos\/(\d{1,20})$/;

/** An ASCII stand-in for the file name (quotes, slashes and control characters out) for old clients. */
const nomeAscii = (nome: string) => nome.normalize('NFKD').replace(/[^\x20-\x7e]|["\\/;]/g, '_').slice(0, 200) || 'arquivo';

/**
 * The file if the caller may read it (arquivoParaLer); a missing file and another's answer alike, 404.
 * Served inline (thumbnails, PDFs in a tab) under its own type; http.ts adds nosniff, no-store and the CSP
 * to every answer, so a file is never sniffed into something else nor kept in a shared cache.
 */
export async function servirArquivo(database: Database, usuario: UsuarioSessao, idTexto: string): Promise<Response> {
  const id = Number(idTexto);
  const arquivo = id >= 1 && id <= MAIOR_ID ? await arquivoParaLer(database.db, usuario, id) : null;
  if (!arquivo) return recusa(404, mensagensServidor.arquivoNaoEncontrado);
  return new Response(new Blob([arquivo.conteudo as Uint8Array<ArrayBuffer>]), {
    headers: {
      'content-type': arquivo.mime,
      'content-disposition': `inline; filename="${nomeAscii(arquivo.nome)}"; filename*=UTF-8''${encodeURIComponent(arquivo.nome)}`,
      'cross-origin-resource-policy': 'same-origin',
    },
  });
}
