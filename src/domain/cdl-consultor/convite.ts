import { problemasSenhaNova } from '../comum/senha';
import { textosKit } from '../comum/textos';

/**
 * The invited company's page (issue 21 step 3, not in the spec): the texts the server answers and the page shows.
 * Decided sentences, pt-BR, each one saying what to do next.
 */
export const mensagensConvite = {
  desconhecido: 'Este link não é válido. Peça um novo convite ao seu consultor.',
  usado: 'Este link já foi usado. Entre no portal com seu e-mail e senha.',
  /** decided (issue 27): the invitation's link used, the company not registered yet: no login to enter with. */
  usadoCadastroEmAndamento: 'Este link já foi usado: o Termo de Uso foi aceito e a senha criada. Seu consultor vai concluir o cadastro da sua empresa; você receberá um e-mail quando puder entrar.',
  expirado: 'Este link expirou. Peça um novo convite ao seu consultor.',
  /** The invited e-mail became a login some other way before the company accepted. */
  emailJaTemLogin: 'Este e-mail já tem acesso ao portal. Entre com seu e-mail e senha.',
  termoAceito: 'Termo aceito e senha criada. Seu consultor vai concluir o cadastro da sua empresa; você receberá um e-mail quando puder entrar com este e-mail e a senha criada.',
  senhaCriada: 'Senha criada. Entre no portal com seu e-mail e a nova senha.',
} as const;

/** The Termo de Uso's PDF as the page downloads it. */
export const NOME_PDF_TERMO_USO = 'termo-de-uso.pdf';

/** The Termo de Uso's identification lines: who it is for (the invited e-mail) and the consultant acting for the company. */
export const identificacaoDoTermoUso = (email: string, nomeConsultor: string) => [`E-mail do associado: ${email}`, `Consultor: ${nomeConsultor}`];

/** The page's fields, in the form's order: the error summary lists them so. */
export const CAMPOS_CONVITE = ['aceite', 'senha', 'confirmacao'] as const;
export type CampoConvite = (typeof CAMPOS_CONVITE)[number];

/**
 * What keeps the page's form from being sent (client; the contract says the first of them to the server): the term's
 * checkbox when there is a term to accept (`aceito` null: a new password only), the password's length and the
 * confirmation that differs (both at once, issue 27).
 */
export function problemasDoConvite(f: { aceito: boolean | null; senha: string; confirmacao: string }): Partial<Record<CampoConvite, string>> {
  const problemas: Partial<Record<CampoConvite, string>> = {};
  if (f.aceito === false) problemas.aceite = textosKit.marqueOAceite;
  return { ...problemas, ...problemasSenhaNova(f.senha, f.confirmacao) };
}
