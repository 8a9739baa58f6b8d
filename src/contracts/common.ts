import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import './erros-zod';

/** One contract builder for every product, so routers can be merged into one API surface. */
export const c = initContract();

/** Every 400/401/403/404/409/413/429 body the portal answers: a pt-BR sentence for the user. */
export const Mensagem = z.object({ mensagem: z.string() });

/** Common answers of every call: no session, or a session that may not do this. */
export const commonResponses = { 401: Mensagem, 403: Mensagem } as const;

/**
 * The term-acceptance payload of spec §3. dtAceite and ipOrigem are accepted for
 * compatibility but the server records its own clock and the request's address (DESIGN.md).
 */
export const AceiteTermo = z.object({
  dtVersao: z.string().min(1, 'Informe a versão do termo.'),
  dtAceite: z.string().optional(),
  ipOrigem: z.string().optional(),
  browserData: z.string().max(1000).default(''),
});
export type AceiteTermo = z.infer<typeof AceiteTermo>;

/** A file as the spec's calls return it: base64 contents and a download name. */
export const Arquivo = z.object({
  file: z.object({ fileContents: z.string(), fileDownloadName: z.string() }),
});

/** Paging query of the spec's lists (linhas per page, pagina from 1). */
export const Paginacao = z.object({
  linhas: z.number().int().min(1).max(100),
  pagina: z.number().int().min(1),
});

/** A 'sucesso' answer of the spec's payment and submission calls. */
export const Sucesso = z.object({ sucesso: z.boolean(), mensagem: z.string().optional() });

/** Upload limit of spec §9: 10 MB per file. */
export const TAMANHO_MAXIMO_ARQUIVO = 10 * 1024 * 1024;
