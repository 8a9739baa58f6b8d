import { chamadasAuth } from '../../contracts/comum/auth.chamadas';
import type { Credenciais, Usuario } from '../../contracts/comum/auth.contract';
import { clienteDe, valorDe } from './api';

const client = clienteDe(chamadasAuth);

/** Opens a session; a wrong password or too many attempts become a 'rejected' failure with the server's text. */
export async function entrar(credenciais: Credenciais): Promise<Usuario> {
  // no session yet: a 401 here is a wrong password, not an expired session
  return valorDe(await client.login({ body: credenciais }), { on401: 'rejected' });
}

/** The logged-in user, or null when there is no session (not an error at start-up). */
export async function usuarioAtual(): Promise<Usuario | null> {
  const res = await client.me();
  return res.status === 200 ? res.body : null;
}

/** Ends the session on the server. */
export async function sair(): Promise<void> {
  await client.logout();
}
