import { authContract, type Credenciais, type Usuario } from '../../contracts/comum/auth.contract';
import { ApiFailure, clienteDe } from './api';

const client = clienteDe(authContract);

/** Opens a session; a wrong password or too many attempts become a 'rejected' failure with the server's text. */
export async function entrar(credenciais: Credenciais): Promise<Usuario> {
  const res = await client.login({ body: credenciais });
  switch (res.status) {
    case 200: return res.body;
    case 400: case 401: case 429: throw new ApiFailure('rejected', res.body.mensagem);
  }
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
