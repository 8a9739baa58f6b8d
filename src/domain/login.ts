/** pt-BR texts of the login screen; the contract and the form use the same ones. */
export const mensagensLogin = {
  emailInvalido: 'Informe um e-mail válido.',
  senhaVazia: 'Informe a senha.',
  falhaDeRede: 'Não foi possível entrar agora. Verifique sua conexão e tente novamente.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem of a login form, or null when it can be sent. */
export function problemaLogin(email: string, senha: string): string | null {
  if (!EMAIL.test(email.trim())) return mensagensLogin.emailInvalido;
  if (senha.length === 0) return mensagensLogin.senhaVazia;
  return null;
}

/** Where to go after logging in: only a path of this portal (never another site). */
export function destinoSeguro(voltar: string | null | undefined, padrao: string): string {
  return voltar && voltar.startsWith('/') && !voltar.startsWith('//') && !voltar.startsWith('/login') ? voltar : padrao;
}
