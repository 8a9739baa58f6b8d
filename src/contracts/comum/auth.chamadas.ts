import { initContract } from '@ts-rest/core';
import type { z } from 'zod';
import { publica, qualquerSessao } from './acesso';
import type { Credenciais, Usuario } from './auth.contract';
import type { Mensagem } from './esquemas';

// no zod at run time here (a type import only): see chamadasAuth
const c = initContract();
type Recusa = z.infer<typeof Mensagem>;

/**
 * The auth calls as the browser makes them: method, path, statuses, who may call, and their types, without the zod
 * schemas. The login screen and the session check at boot (services/comum/auth.service.ts) use these, so zod stays out
 * of the initial route (issue 21). The browser parses nothing with the schemas: ts-rest's client never parses a request
 * body and ours skips the answers (services/comum/api.ts, validateResponse: false); the login form checks itself with
 * domain/comum/login.ts. The server parses the login body with the schemas: authContract (auth.contract.ts) is these
 * calls with them, and tests/comum/auth-chamadas.test.ts keeps the two alike.
 */
export const chamadasAuth = c.router(
  {
    login: {
      method: 'POST',
      path: '/login',
      body: c.type<Credenciais>(),
      // 403 (issue 27): the invited company's right password before its registration (cadastro em andamento)
      responses: { 200: c.type<Usuario>(), 400: c.type<Recusa>(), 401: c.type<Recusa>(), 403: c.type<Recusa>(), 429: c.type<Recusa>() },
      metadata: publica,
      summary: 'Opens a session (cookie) for an e-mail and password.',
    },
    logout: {
      method: 'POST',
      path: '/login/logout',
      body: c.noBody(),
      responses: { 204: c.noBody() },
      // with or without a session: 204 either way
      metadata: publica,
      summary: 'Ends the current session.',
    },
    me: {
      method: 'GET',
      path: '/login/me',
      responses: { 200: c.type<Usuario>(), 401: c.type<Recusa>() },
      metadata: qualquerSessao,
      summary: 'The logged-in user (spec §3).',
    },
  },
  { strictStatusCodes: true },
);
