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
  // issue 9: a half-filled row is said on that row, never dropped in silence
  informeONome: 'Informe o nome deste usuário.',
  informeOCpf: 'Informe o CPF deste usuário.',
  arquivoGrande: mensagensGestao.arquivoGrande,
} as const;

/**
 * A row of the club-user form: cpf as unmasked digits and nome (§3). §5 sends only rows with both,
 * so the form asks for both: a row with one of them is an error on that row (issue 9).
 */
export interface LinhaUsuario {
  id: number;
  cpf: string;
  nome: string;
  /** What is wrong with the CPF ('CPF Inválido!', or missing while the name is filled). */
  erroCpf: string | null;
  /** The name is missing while the CPF is filled. */
  erroNome: string | null;
}

type Campos = Pick<LinhaUsuario, 'cpf' | 'nome'>;

/**
 * 'CPF Inválido!' for a row's cpf, or null. While typing (`estrito` false) only a full
 * 11-digit CPF that fails the check is flagged; on sending, any partly typed CPF is too.
 */
export function erroDoCpf(cpf: string, estrito: boolean): string | null {
  const digitos = somenteDigitos(cpf);
  if (!digitos || cpfValido(digitos)) return null;
  return estrito || digitos.length === 11 ? mensagensUsuarios.cpfInvalido : null;
}

const vazia = (l: Campos) => !somenteDigitos(l.cpf) && !l.nome.trim();

/** A row's problems on sending: an invalid or missing CPF, a missing name. A blank row has none (it is not sent). */
export function errosDaLinha(linha: Campos): Pick<LinhaUsuario, 'erroCpf' | 'erroNome'> {
  if (vazia(linha)) return { erroCpf: null, erroNome: null };
  return {
    erroCpf: erroDoCpf(linha.cpf, true) ?? (somenteDigitos(linha.cpf) ? null : mensagensUsuarios.informeOCpf),
    erroNome: linha.nome.trim() ? null : mensagensUsuarios.informeONome,
  };
}

/**
 * A row after typing in one field: that field's sending-time error goes (the user is fixing it),
 * the CPF gets the live check, the other field's error stays until fixed; a row emptied has none.
 */
export function linhaDigitada(linha: LinhaUsuario, campo: 'cpf' | 'nome', valor: string): LinhaUsuario {
  const nova = { ...linha, [campo]: valor };
  if (vazia(nova)) return { ...nova, erroCpf: null, erroNome: null };
  return campo === 'cpf' ? { ...nova, erroCpf: erroDoCpf(valor, false) } : { ...nova, erroNome: null };
}

/** §5: only rows with both cpf and nome are sent, each with the request date (São Paulo's today). */
export function usuariosParaEnvio(linhas: readonly Campos[], dataSolicitacao: string) {
  return linhas
    .filter((l) => somenteDigitos(l.cpf) && l.nome.trim())
    .map((l) => ({ cpf: somenteDigitos(l.cpf), nome: l.nome.trim(), dataSolicitacao }));
}

/** True when some row has a problem to show on it. */
export function algumaLinhaComErro(linhas: readonly Campos[]): boolean {
  return linhas.some((l) => { const e = errosDaLinha(l); return e.erroCpf !== null || e.erroNome !== null; });
}

/** Why the rows cannot be sent (the first row's problem, or no complete row), or null. */
export function problemaDosUsuarios(linhas: readonly Campos[]): string | null {
  for (const l of linhas) {
    const e = errosDaLinha(l);
    if (e.erroCpf ?? e.erroNome) return e.erroCpf ?? e.erroNome;
  }
  return usuariosParaEnvio(linhas, '').length ? null : mensagensUsuarios.nenhumUsuarioCompleto;
}

/** What the form itself says on a refused send: only when no row says it (one error, one place). */
export function problemaDoFormulario(linhas: readonly Campos[]): string | null {
  return algumaLinhaComErro(linhas) ? null : problemaDosUsuarios(linhas);
}
