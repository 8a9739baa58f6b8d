import { mensagensAnuncio } from './anuncio';
import { mensagensGestao } from './gestao';
import { cpfValido, somenteDigitos } from '../comum/cpf';

/** Texts of the club-user screens. §8 texts are quoted word for word (sic included). */
export const mensagensUsuarios = {
  // §8
  erroCadastro: 'Erro ao cadatrar usuários, tente novamente.',
  cpfInvalido: mensagensGestao.cpfInvalido,
  // decided (docs/decisions/clube-vantagens.md)
  salvando: mensagensAnuncio.salvando,
  nenhumUsuarioCompleto: 'Informe o CPF e o nome de ao menos um usuário.',
  arquivoGrande: mensagensGestao.arquivoGrande,
} as const;

/** A row of the club-user form: cpf as unmasked digits, nome optional (§3, §5). */
export interface LinhaUsuario {
  id: number;
  cpf: string;
  nome: string;
  erro: string | null;
}

/**
 * 'CPF Inválido!' for a row's cpf, or null. While typing (`estrito` false) only a full
 * 11-digit CPF that fails the check is flagged; on sending, any partly typed CPF is too.
 */
export function erroDoCpf(cpf: string, estrito: boolean): string | null {
  const digitos = somenteDigitos(cpf);
  if (!digitos || cpfValido(digitos)) return null;
  return estrito || digitos.length === 11 ? mensagensUsuarios.cpfInvalido : null;
}

/** §5: only rows with both cpf and nome are sent, each with the request date (São Paulo's today). */
export function usuariosParaEnvio(linhas: readonly LinhaUsuario[], dataSolicitacao: string) {
  return linhas
    .filter((l) => somenteDigitos(l.cpf) && l.nome.trim())
    .map((l) => ({ cpf: somenteDigitos(l.cpf), nome: l.nome.trim(), dataSolicitacao }));
}

/** Why the rows cannot be sent (an invalid CPF, or no complete row), or null. */
export function problemaDosUsuarios(linhas: readonly LinhaUsuario[]): string | null {
  if (linhas.some((l) => erroDoCpf(l.cpf, true))) return mensagensUsuarios.cpfInvalido;
  return usuariosParaEnvio(linhas, '').length ? null : mensagensUsuarios.nenhumUsuarioCompleto;
}

