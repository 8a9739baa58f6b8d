import { tsr } from '@ts-rest/serverless/fetch';
import { authContract } from '../../contracts/comum/auth.contract';
import { cookieSessao, entrar, mensagensAuth, perfil, perfilPorId, sair, tokenDaSessao, type UsuarioDaSessao } from './auth';
import type { Dependencias } from './context';

/** What the auth routes see: they run before (login) or around (logout) a session. */
export interface ContextoAuth {
  ip: string;
  userAgent: string;
  seguro: boolean;
  /** The session's user (resolved only for /login/me). */
  usuario: UsuarioDaSessao | null;
}

export function authRouter(deps: Dependencias) {
  return tsr.platformContext<ContextoAuth>().router(authContract, {
    login: async ({ body }, { request, ip, userAgent, seguro, responseHeaders }) => {
      const resultado = await entrar(deps, {
        email: body.email, senha: body.senha, ip, userAgent,
        tokenAnterior: tokenDaSessao(request.headers.get('cookie'), seguro),
      });
      if (resultado.tipo === 'bloqueado') return { status: 429, body: { mensagem: mensagensAuth.muitasTentativas } };
      if (resultado.tipo === 'invalido') return { status: 401, body: { mensagem: mensagensAuth.credenciaisInvalidas } };
      if (resultado.tipo === 'cadastroEmAndamento') return { status: 403, body: { mensagem: mensagensAuth.cadastroEmAndamento } };
      responseHeaders.append('set-cookie', cookieSessao(resultado.token, seguro));
      return { status: 200, body: await perfilPorId(deps, resultado.usuarioId) };
    },
    logout: async (_, { request, seguro, responseHeaders }) => {
      await sair(deps, tokenDaSessao(request.headers.get('cookie'), seguro));
      responseHeaders.append('set-cookie', cookieSessao(null, seguro));
      return { status: 204, body: undefined };
    },
    me: async (_, { usuario }) =>
      usuario === null
        ? { status: 401, body: { mensagem: mensagensAuth.sessaoExpirada } }
        : { status: 200, body: await perfil(deps, usuario) },
  });
}
