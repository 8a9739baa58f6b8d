/**
 * /api/openapi.json (issue 26): each caller reads the routes it may call, as the contracts' metadata says (acesso.ts
 * quemChama): without a session the public ones (login, the invitation's page); with one, those and its perfil's.
 * decided: no one reads the whole surface over HTTP (staff included: the atendente reads its own routes); the full
 * document is the contracts' (generateOpenApi(portalContract), as tests/comum/contratos.test.ts builds it).
 */
import { isAppRoute, type AppRouter } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { quemChama } from '../../contracts/comum/acesso';
import { portalContract } from '../../contracts/portal.contract';
import type { Perfil } from '../../domain/comum/perfil';
import { usuarioDaSessao } from '../comum/auth';
import type { Dependencias } from '../comum/context';
import { TIPO_JSON } from './mensagens';

/** The routes of `router` a caller of `perfil` (null: no session) may call, nested as the contract nests them. */
export function contratoVisivel(router: AppRouter, perfil: Perfil | null): AppRouter {
  const visivel: Record<string, AppRouter[string]> = {};
  for (const [nome, valor] of Object.entries(router)) {
    if (isAppRoute(valor)) {
      const quem = quemChama(valor.metadata);
      if (quem && ('publica' in quem || (perfil !== null && quem.perfis.includes(perfil)))) visivel[nome] = valor;
    } else {
      const dentro = contratoVisivel(valor, perfil);
      if (Object.keys(dentro).length) visivel[nome] = dentro;
    }
  }
  return visivel;
}

/** One document per kind of caller, generated at its first read. */
const documentos = new Map<Perfil | null, string>();

/** The OpenAPI document (JSON) of what a caller of `perfil` may call. */
export function documentoOpenApi(perfil: Perfil | null): string {
  let documento = documentos.get(perfil);
  if (documento === undefined) {
    // no jsonQuery option: each query parameter is documented by its plain `schema`, not as `content: application/json`
    documento = JSON.stringify(generateOpenApi(contratoVisivel(portalContract, perfil), { info: { title: 'Portal do Associado', version: '1.0.0' } }, { setOperationId: true }));
    documentos.set(perfil, documento);
  }
  return documento;
}

/** GET /api/openapi.json for the session of `token` (none, or expired: the public routes only). */
export async function respostaOpenApi(deps: Dependencias, token: string | null): Promise<Response> {
  const usuario = await usuarioDaSessao(deps, token);
  return new Response(documentoOpenApi(usuario?.perfil ?? null), { headers: { 'content-type': TIPO_JSON } });
}
