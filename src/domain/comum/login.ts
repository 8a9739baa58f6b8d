import { EMAIL_INVALIDO, emailValido } from './email';

/** pt-BR texts of the login screen; the contract and the form use the same ones. */
export const mensagensLogin = {
  emailInvalido: EMAIL_INVALIDO,
  senhaVazia: 'Informe a senha.',
  falhaDeRede: 'Não foi possível entrar agora. Verifique sua conexão e tente novamente.',
} as const;

/** The longest password the login takes (argon2 hashes any length; this bounds the work). */
export const MAXIMO_SENHA = 200;

/** The first problem of a login form, or null when it can be sent. */
export function problemaLogin(email: string, senha: string): string | null {
  if (!emailValido(email)) return mensagensLogin.emailInvalido;
  if (senha.length === 0) return mensagensLogin.senhaVazia;
  return null;
}

/** Where to go after logging in: only a path of this portal (never another site). */
export function destinoSeguro(voltar: string | null | undefined, padrao: string): string {
  return voltar && voltar.startsWith('/') && !voltar.startsWith('//') && !voltar.startsWith('/login') ? voltar : padrao;
}

