import { createMachine, sendTo, type AnyStateMachine } from 'xstate';
import type { ConfigRascunho } from '../../services/comum/rascunho';
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

/** One step of a wizard, as `criarAssistente` takes it. `Estado` is the wizard's top-level state names. */
export interface PassoDoAssistente<Passo extends string, Estado extends string, C> {
  /** The step, as the view's routes name it (the address of each step is the view's: `useAssistente`'s `rotas`). */
  id: Passo;
  /** The states that show this step's screen; the address bringing the wizard here lands on the first. */
  estados: readonly [Estado, ...Estado[]];
  /**
   * The states from which the address may bring the wizard here (a reload, the browser's back/forward, a typed
   * address); from anywhere else the address asking for this step is refused (it is put back where the machine is).
   */
  de: readonly Estado[];
  /** And only when this holds (e.g. a choice already saved): the step's own guard, on the context. */
  quando?: (context: C) => boolean;
  /** The wizard's actions (by name) run when the address brings it here (e.g. closing a side form). */
  acoes?: readonly string[];
  /**
   * The step's own child machine, by the id it is invoked with in its state (declared in the wizard's `setup({ actors })`,
   * as the term step): its states are never in the draft, and the address asking for another step while here asks the
   * child to go back (`{ type: 'back' }`): the child decides (a term read lets its hold go first, then ends 'leftBack').
   */
  filho?: string;
  /** The states saved in the draft (default: `estados`; none for a step with a child). */
  repouso?: readonly Estado[];
  /** What the address bringing the wizard here is, in QA's words (the generated paths). */
  descricao?: string;
  regras?: readonly string[];
}

type Transicao = { guard: string; target?: string; actions?: unknown; description: string; meta?: { regras: readonly string[] } };
type ConfigDoEstado = { on?: Record<string, unknown> };

/**
 * The wizard kit: a wizard's steps, listed once, give
 * - `maquina(m)`: the wizard's machine with each state's `step.visit` table (no state writes its own) and one guard
 *   per step (`visits:<passo>`: the address asks for it and the step's `quando` holds);
 * - `passoDoEstado`: which step's route shows a state (for the view, `useAssistente`);
 * - `rascunho`: the drafts kit's config (given without `emRepouso`), saved at the steps' resting states.
 *
 *   const assistente = criarAssistente<ContratacaoContext, PassoConciliador, EstadoConciliador>([
 *     { id: 'planos', estados: ['choosingPlan', 'extras'], de: ['summary'] },
 *     { id: 'resumo', estados: ['summary'], de: ['choosingPlan', 'term'], quando: (c) => c.escolha !== null },
 *     { id: 'termo', estados: ['term'], de: ['summary'], filho: 'termo' },
 *   ], { chave: 'spc_conciliador', versao: 1, armazenamento: 'local' });
 *   export const contratacaoMachine = assistente.maquina(setup({ … }).createMachine({ … states: { choosingPlan: {…}, … } }));
 */
export function criarAssistente<C, Passo extends string, Estado extends string>(
  passos: readonly PassoDoAssistente<Passo, Estado, C>[], configDoRascunho: Omit<ConfigRascunho<C>, 'emRepouso'>,
) {
  const guarda = (p: Passo) => `visits:${p}` as const;
  const guardas: Record<string, unknown> = Object.fromEntries(passos.map((p) => [
    guarda(p.id),
    ({ context, event }: { context: C; event: { type: string } }) => visitou(event, p.id) && (p.quando?.(context) ?? true),
  ]));
  const passoDe = (estado: Estado) => passos.find((p) => p.estados.includes(estado));

  /** The `step.visit` transitions of one state: to each step listed as reachable from it. */
  function visitasDe(estado: Estado): Transicao[] {
    const atual = passoDe(estado);
    return passos.filter((p) => p !== atual && p.de.includes(estado)).map((p) => {
      const meta = p.regras ? { meta: { regras: p.regras } } : {};
      if (atual?.filho) {
        return {
          guard: guarda(p.id), actions: sendTo(atual.filho, { type: 'back' }), ...meta,
          description: `volta ao endereço do passo ${p.id} (voltar do navegador): como VOLTAR no passo ${atual.id}, que decide`,
        };
      }
      return {
        guard: guarda(p.id), target: p.estados[0], ...(p.acoes ? { actions: [...p.acoes] } : {}), ...meta,
        description: p.descricao ?? `abre o endereço do passo ${p.id} (recarregar, voltar ou avançar do navegador)`,
      };
    });
  }

  /**
   * The wizard's machine with each state's `step.visit` table built from the steps, and the steps' guards: the
   * machine is written as any other (`setup(…).createMachine(…)`, fully typed), no state writing its own `step.visit`.
   */
  function maquina<M extends AnyStateMachine>(machine: M): M {
    const estados = (machine.config.states ?? {}) as Record<string, ConfigDoEstado>;
    for (const p of passos) {
      for (const e of [...p.estados, ...p.de]) if (!(e in estados)) throw new Error(`assistente: o passo ${p.id} cita o estado ${e}, que não existe`);
    }
    const states = Object.fromEntries(Object.entries(estados).map(([nome, c]) => {
      if (c.on && 'step.visit' in c.on) throw new Error(`assistente: o estado ${nome} escreve o seu step.visit; liste os passos no kit`);
      const visitas = visitasDe(nome as Estado);
      return [nome, visitas.length ? { ...c, on: { ...c.on, 'step.visit': visitas } } : c];
    }));
    const implementacoes = machine.implementations;
    return createMachine({ ...machine.config, states } as never, {
      ...implementacoes, guards: { ...implementacoes.guards, ...guardas },
    } as never) as unknown as M;
  }

  const passoDoEstado = passoPelosEstados<Passo>(Object.fromEntries(passos.map((p) => [p.id, p.estados])) as unknown as Record<Passo, readonly string[]>);
  /** The drafts kit's config of the wizard: saved at its steps' resting states. */
  const rascunho: ConfigRascunho<C> = { ...configDoRascunho, emRepouso: passos.flatMap((p) => (p.filho ? [] : [...(p.repouso ?? p.estados)])) };

  return { passos, maquina, passoDoEstado, rascunho };
}

/** What `useAssistente` reads of a wizard built with `criarAssistente`: which step a state shows, and its draft. */
export interface Assistente<C, Passo extends string> {
  passoDoEstado: (estado: Estado) => Passo | null;
  rascunho: ConfigRascunho<C>;
}
