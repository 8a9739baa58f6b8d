/**
 * The registration form's own rules (§3 Associate, §5 Associate registration; issue 27): its limits, its texts, the
 * state registration. Shared by the contract (client and server) and the form.
 */

/** The longest name, razão social and contact the registration takes (the platform's short texts). */
export const MAXIMO_NOME_CADASTRO = 120;
/** The longest state registration: 14 digits (MG, SP's 12 with a 'P'…) with their dots, dashes and slashes. */
export const MAXIMO_INSCRICAO_ESTADUAL = 20;

/** §5: an empty state registration is sent as ISENTO. */
export const ISENTO = 'ISENTO';

/**
 * A state registration (issue 27): ISENTO, or the number as the states print it: digits, with the dots, dashes and
 * slashes of their masks (MG 062.307.904/0081, SP 110.042.490.114) and SP's rural producer's leading P
 * (P-01100424.3/002); at least 2 digits. Letters, spaces and anything else: refused.
 */
const INSCRICAO_ESTADUAL = /^(?:ISENTO|P?[-./]?(?:\d[-./]?){2,})$/i;
export const inscricaoEstadualValida = (v: string) => INSCRICAO_ESTADUAL.test(v.trim());

export const mensagensCadastro = {
  informeDocumento: 'Informe o CPF/CNPJ.',
  documentoInvalido: 'CPF/CNPJ inválido.',
  /** A CNPJ for PL or AUT, a CPF for the others (the form's mask follows the type: only a call can send one). */
  documentoDoTipo: (fisica: boolean) => (fisica ? 'Profissional Liberal e Autônomo se cadastram pelo CPF.' : 'Este tipo de empresa se cadastra pelo CNPJ.'),
  inscricaoInvalida: 'Inscrição estadual inválida: use só números (pontos, traços e barras são aceitos), ou deixe em branco se for isento.',
  informeNascimento: 'Informe a data de nascimento.',
} as const;
