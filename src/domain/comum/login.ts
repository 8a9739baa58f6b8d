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

/** decided (issue 21): a new password (invitation, 'Enviar Login') has at least this many characters. */
export const MINIMO_SENHA = 8;

export const mensagensSenhaNova = {
  curta: `A senha deve ter pelo menos ${MINIMO_SENHA} caracteres.`,
  longa: `A senha pode ter no máximo ${MAXIMO_SENHA} caracteres.`,
  diferentes: 'As senhas não conferem.',
} as const;

/** The first problem of a new password and its confirmation (client and server alike), or null. */
export function problemaSenhaNova(senha: string, confirmacao: string): { campo: 'senha' | 'confirmacao'; mensagem: string } | null {
  if ([...senha].length < MINIMO_SENHA) return { campo: 'senha', mensagem: mensagensSenhaNova.curta };
  if (senha.length > MAXIMO_SENHA) return { campo: 'senha', mensagem: mensagensSenhaNova.longa };
  if (senha !== confirmacao) return { campo: 'confirmacao', mensagem: mensagensSenhaNova.diferentes };
  return null;
}
