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
