import { expect } from 'vitest';
import { loginModelo, sessaoModelo } from './sessao.model';
import { testarModelo } from '../support/modelo';

testarModelo(sessaoModelo, (fim, calls) => {
  // a user is known while authenticated, and forgotten once the session is over
  if (fim.matches('authenticated')) expect(fim.context.usuario).not.toBeNull();
  if (fim.matches('anonymous') || fim.matches('expired') || fim.matches('signedOut')) expect(fim.context.usuario).toBeNull();
  // how it ended is its own state (issue 9): SAIR is `signedOut` (the login forgets where the last user
  // was), a 401 is `expired` (the login says so and goes back), a first visit is `anonymous`
  if (fim.matches('signedOut')) expect(calls.at(-1)?.id).toBe('logout');
  if (fim.matches('anonymous')) expect(calls.map((c) => c.id)).toEqual(['loadUser']);
});

testarModelo(loginModelo, (fim, calls) => {
  // the form is sent only once it is valid, with what was typed
  for (const call of calls) expect(call).toEqual({ id: 'signIn', input: { email: 'associado@exemplo.com.br', senha: 'portal123' } });
});
