/**
 * The form kit, machine side: a form checked against its contract's schema when sent, then as it is typed.
 * Its context keeps `campos` (what was typed), `problemas` (each field's first problem, by its full path: `caminhoDoCampo`)
 * and `enviado` (a send found problems: from then on each field says its problem as it is typed). The assigns stay the machine's own (falhas.ts:
 * an `assign` built outside createMachine is not typed by the machine's events); these give them their values.
 *   'field.change': { actions: assign(({ context, event }) => camposDigitados(context, { …context.campos, [event.campo]: event.valor }, problemasDe)) },
 *   'form.submit': [{ guard: 'formOk', target: 'sending', … }, { actions: [assign(({ context }) => envioComProblemas(context, problemasDe)), 'showProblems'] }],
 */
import type { z } from 'zod';

type Problemas = Partial<Record<string, string>>;

/** What the kit reads of a form machine's context. */
export interface Formulario<C, P extends Problemas> {
  campos: C;
  problemas: P;
  enviado: boolean;
}

/**
 * A field's key: the full path of its value in the body, dot-joined ('cpf'; a person's field inside a list:
 * 'pessoas.1.cpf'; the list itself: 'pessoas'). A problem of the whole body (no path) is under ''.
 */
export const caminhoDoCampo = (...segmentos: readonly (string | number)[]) => segmentos.map(String).join('.');

/**
 * Each field's first problem in `esquema`'s parse of `corpo`, keyed by the field's full path (`caminhoDoCampo`): the
 * contract's own messages (the server says the same words).
 */
export function problemasDoEsquema<P extends Problemas>(esquema: z.ZodTypeAny, corpo: unknown): P {
  const r = esquema.safeParse(corpo);
  const problemas: Problemas = {};
  if (!r.success) for (const issue of r.error.issues) problemas[caminhoDoCampo(...(issue.path as (string | number)[]))] ??= issue.message;
  return problemas as P;
}

/**
 * The problems under `prefixo` ('pessoas.1'), keyed by the rest of their path ('cpf'): one item of a list drawn with
 * the same fields as a form of its own.
 */
export function problemasEm(problemas: Problemas, prefixo: string): Problemas {
  const inicio = `${prefixo}.`;
  return Object.fromEntries(Object.entries(problemas).filter(([c]) => c.startsWith(inicio)).map(([c, t]) => [c.slice(inicio.length), t]));
}

/** A field typed: the new values; their problems checked again once a send found some, else kept as they are. */
export const camposDigitados = <C, P extends Problemas>(form: Formulario<C, P>, campos: C, problemasDe: (campos: C) => P) =>
  ({ campos, problemas: form.enviado ? problemasDe(campos) : form.problemas });

/** A send that found problems: each field says its own, from now on as it is typed. */
export const envioComProblemas = <C, P extends Problemas>(form: Formulario<C, P>, problemasDe: (campos: C) => P) =>
  ({ enviado: true, problemas: problemasDe(form.campos) });

/** The actions a form's view provides: toasts (`celebrate`, `fail`) and focus on the error summary (`showProblems`). */
export const acoesDaTelaDoFormulario = {
  celebrate: () => {},
  fail: () => {},
  showProblems: () => {},
};
