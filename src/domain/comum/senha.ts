import { MAXIMO_SENHA } from './login';

// A new password's rules (issue 21: the invitation, 'Enviar Login'), apart from login.ts: the login route does not need them.
/** decided (issue 21): a new password (invitation, 'Enviar Login') has at least this many characters. */
export const MINIMO_SENHA = 8;

export const mensagensSenhaNova = {
  curta: `A senha deve ter pelo menos ${MINIMO_SENHA} caracteres.`,
  longa: `A senha pode ter no máximo ${MAXIMO_SENHA} caracteres.`,
  diferentes: 'As senhas não conferem.',
} as const;

/**
 * Every problem of a new password and its confirmation, each under its field (issue 27: a password both short and
 * mismatched says both): the password's length, and the confirmation that differs.
 */
export function problemasSenhaNova(senha: string, confirmacao: string): Partial<Record<'senha' | 'confirmacao', string>> {
  const problemas: Partial<Record<'senha' | 'confirmacao', string>> = {};
  if ([...senha].length < MINIMO_SENHA) problemas.senha = mensagensSenhaNova.curta;
  else if (senha.length > MAXIMO_SENHA) problemas.senha = mensagensSenhaNova.longa;
  if (senha !== confirmacao) problemas.confirmacao = mensagensSenhaNova.diferentes;
  return problemas;
}

/** The first problem of a new password and its confirmation (client and server alike), or null. */
export function problemaSenhaNova(senha: string, confirmacao: string): { campo: 'senha' | 'confirmacao'; mensagem: string } | null {
  if ([...senha].length < MINIMO_SENHA) return { campo: 'senha', mensagem: mensagensSenhaNova.curta };
  if (senha.length > MAXIMO_SENHA) return { campo: 'senha', mensagem: mensagensSenhaNova.longa };
  if (senha !== confirmacao) return { campo: 'confirmacao', mensagem: mensagensSenhaNova.diferentes };
  return null;
}
