import { expect } from 'vitest';
import { loginModelo, sessaoModelo } from './sessao.model';
import { testarModelo } from '../support/modelo';

testarModelo(sessaoModelo, (fim) => {
  // a user is known while authenticated, and forgotten once the session is over
  if (fim.matches('authenticated')) expect(fim.context.usuario).not.toBeNull();
  if (fim.matches('anonymous') || fim.matches('expired')) expect(fim.context.usuario).toBeNull();
});

testarModelo(loginModelo, (fim, calls) => {
  // the form is sent only once it is valid, with what was typed
  for (const call of calls) expect(call).toEqual({ id: 'signIn', input: { email: 'associado@exemplo.com.br', senha: 'portal123' } });
});
