import type { SaidaDoTermo } from './termo';

/**
 * The wizard kit, machine side (DESIGN "one actor over the step routes"; views/comum/assistente.ts is the React side).
 * A wizard is one machine whose resting states are its steps, each shown on its own route:
 * - the address asks for a step with `step.visit` (a reload, the browser's back/forward, a typed address): the
 *   machine goes there if the flow allows it, else stays, and the address is put back where the machine is;
 * - `passoDoEstado` says which step's route shows a state (null while loading, calling or ended);
 * - the term is a child (machines/comum/termo.ts, invoked as a step) whose output says how it ended and what its
 *   acceptance answered (`terminouEm`);
 * - the draft (services/comum/rascunho.ts) is saved at the resting states: a reload or a re-login comes back to the step;
 * - `leave` tells the machine the user left its screens (another route, the tab closing): what it holds (a term's
 *   hold) is let go by the machine on its way out, never by a view effect.
 */
export type VisitaAoPasso<Passo extends string> = { type: 'step.visit'; passo: Passo };

/** The user left the wizard's screens without finishing it (useAssistente sends it before the actor stops). */
export type SaidaDoAssistente = { type: 'leave' };

/** Whether `event` is the address asking for `passo`. */
export const visitou = <Passo extends string>(event: { type: string }, passo: Passo) =>
  event.type === 'step.visit' && (event as VisitaAoPasso<Passo>).passo === passo;

type Estado = { matches: (v: never) => boolean; status: string };

/** `passoDoEstado` from the states each step shows (the first step whose states match; null: none, or the flow ended). */
export function passoPelosEstados<Passo extends string>(estados: Record<Passo, readonly string[]>) {
  return (estado: Estado): Passo | null => {
    if (estado.status !== 'active') return null;
    const achado = (Object.entries(estados) as [Passo, readonly string[]][]).find(([, nomes]) => nomes.some((n) => estado.matches(n as never)));
    return achado ? achado[0] : null;
  };
}

/** Guard on a term step's done event: which final state the term ended in (its output's `saida`). */
export const terminouEm = (event: object, saida: SaidaDoTermo) =>
  'output' in event && (event.output as { saida?: unknown } | undefined)?.saida === saida;
