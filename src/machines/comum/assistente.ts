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
 * - what a step holds (a term's hold) is let go by the machine, never by a view effect: the term kit guards its hold
 *   while read, so the wizard stopped (another route: the component unmounts and the actor stops) or the page going
 *   away releases it (machines/comum/termo.ts, `guardHold`).
 */
export type VisitaAoPasso<Passo extends string> = { type: 'step.visit'; passo: Passo };

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

/** The guards of a term step's done event, one per way the term ends: spread them into the wizard's `setup({ guards })`. */
export const guardasDoTermo = {
  termAccepted: ({ event }: { event: object }) => terminouEm(event, 'accepted'),
  termRefused: ({ event }: { event: object }) => terminouEm(event, 'leftToPanel'),
  termLeftBack: ({ event }: { event: object }) => terminouEm(event, 'leftBack'),
  termSessionLost: ({ event }: { event: object }) => terminouEm(event, 'sessionLost'),
};
