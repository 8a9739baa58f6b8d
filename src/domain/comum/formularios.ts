/** The form pieces' texts (issue 9, views/comum/Campo.tsx and ResumoDeErros.tsx), decided once in docs/decisions/platform.md. */
export const mensagensFormulario = {
  /** The error summary's title, at the top of a form after a send that found problems (GOV.UK "There is a problem"). */
  resumoTitulo: 'Corrija os campos abaixo',
  /** Read before an inline error, so a screen reader says it is one (GOV.UK's visually hidden "Error:"). */
  prefixoErro: 'Erro:',
  /** What the required mark means, said once at the top of a form that uses it. */
  obrigatorios: 'Campos marcados com * são obrigatórios.',
} as const;

/** One line of the error summary: the problem's text and the id of the control it links to. */
export interface ItemDoResumo {
  alvo: string;
  texto: string;
}

/**
 * The summary's lines in the form's order: `problemas` (field → text) walked by `ordem`, each linking to
 * `alvo(campo)`; a field with no problem has no line, a problem of a field outside `ordem` comes last.
 */
export function itensDoResumo<C extends string>(
  problemas: Partial<Record<C, string>>, ordem: readonly C[], alvo: (campo: C) => string,
): ItemDoResumo[] {
  const campos = [...ordem, ...(Object.keys(problemas) as C[]).filter((c) => !ordem.includes(c))];
  return campos.flatMap((campo) => {
    const texto = problemas[campo];
    return texto ? [{ alvo: alvo(campo), texto }] : [];
  });
}

/** What a field must say (issue 27): `informe` when nothing was typed ('Informe o CPF.'), `invalido` when it is wrong ('CPF Inválido!'). */
export interface TextosDoCampo {
  informe: string;
  invalido: string;
}

/**
 * Required-empty vs invalid (issue 27), the rule every field of the portal follows: nothing typed (or blanks only) says
 * what to type, a wrong value says it is wrong (the spec's own text where it has one); a valid value, null.
 */
export function problemaDoValor(valor: string, valido: (v: string) => boolean, textos: TextosDoCampo): string | null {
  if (valor.trim() === '') return textos.informe;
  return valido(valor) ? null : textos.invalido;
}

/** A text past its limit (issue 27): 'A razão social pode ter no máximo 120 caracteres.'; `nome` starts with its article. */
export const mensagemDoLimite = (nome: string, maximo: number) => `${nome} pode ter no máximo ${maximo} caracteres.`;

/** From how close to its limit a field says what remains (GOV.UK's character count: 'You have 20 characters remaining'). */
const PERTO_DO_LIMITE = 0.85;

/**
 * A text field's limit said before it cuts (issue 27): the hint 'Até 120 caracteres.' while far from it, what remains
 * near it, how many too many past it (the field keeps what was typed or pasted, whole: it never cuts silently).
 */
export function contagemDeCaracteres(usados: number, maximo: number): { texto: string; excedido: boolean } {
  const plural = (n: number) => (n === 1 ? '1 caractere' : `${n} caracteres`);
  if (usados > maximo) return { texto: `${plural(usados - maximo)} além do limite de ${maximo}: apague o excesso.`, excedido: true };
  if (usados === maximo) return { texto: `Limite de ${maximo} caracteres atingido.`, excedido: false };
  if (usados >= maximo * PERTO_DO_LIMITE) return { texto: `${maximo - usados === 1 ? 'Resta' : 'Restam'} ${plural(maximo - usados)}.`, excedido: false };
  return { texto: `Até ${maximo} caracteres.`, excedido: false };
}
