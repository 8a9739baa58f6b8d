import { getStateNodes, type StatePath } from '@xstate/graph';
import {
  createActor, fromPromise, fromTransition, waitFor,
  type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition,
  type EventFromLogic,
} from 'xstate';

/** An event a path can take; invoke outcomes are `xstate.done.actor.<id>` (output), `xstate.error.actor.<id>` (error). */
export type PathEvent<M extends AnyStateMachine = AnyStateMachine> = EventFromLogic<M>
  | { type: `xstate.done.actor.${string}`; output: unknown } | { type: `xstate.error.actor.${string}`; error: unknown };
/** What makes a graph node: the state value plus the context facts guards and views read. */
export type Key = (snapshot: AnyMachineSnapshot) => unknown;
/** A generated path: steps[0] is `xstate.init`; each step holds the event and the snapshot it leads to. */
export type Path = StatePath<AnyMachineSnapshot, PathEvent>;
/** A call an actor double received during `replay`: the invoke id and its input. */
export type ActorCall = { id: string; input: unknown };
/** One step of a generated path, with what it did: the transitions it took and the states active on the way. */
export type Passo = { event: PathEvent; state: AnyMachineSnapshot; transitions: string[]; states: string[] };
/** A generated path (a `Path` replay and the e2e suite read) whose steps say what they cover. */
export type Caminho = { state: AnyMachineSnapshot; steps: Passo[]; weight: number };

const actorOutcome = /^xstate\.(done|error)\.actor\.(.+)$/;
// Errors stringify to {}: keep name, message and own fields (`kind`) so two failures stay two events
export const json = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) => (v instanceof Error ? { ...v, name: v.name, message: v.message } : v));
/** A user event (not an actor's outcome, a delay or the start). */
export const eventoDoUsuario = (e: { type: string }) => !e.type.startsWith('xstate.');

// ── the machine's elements ─────────────────────────────────────────────────────────────

const nodeName = (n: AnyStateNode) => n.path.join('.') || n.id;
const guardName = (g: unknown) =>
  typeof g === 'string' ? g : typeof g === 'function' ? 'inline guard' : (g as { type?: string }).type ?? 'guard';
/** A transition's id, unique in its machine: `saving: error saveAd #1 if sessionLost → sessionLost`. */
export function transitionLabel(t: AnyTransitionDefinition): string {
  const branches = t.eventType === '' ? t.source.always ?? [] : t.source.transitions.get(t.eventType) ?? [];
  const branch = branches.length > 1 ? ` #${branches.indexOf(t) + 1}` : '';
  const guard = t.guard ? ` if ${guardName(t.guard)}` : '';
  const target = t.target?.length ? t.target.map(nodeName).join(', ') : '(stays)';
  return `${nodeName(t.source)}: ${eventLabel({ type: t.eventType || 'always' })}${branch}${guard} → ${target}`;
}
const allTransitions = (machine: AnyStateMachine) => [machine.root, ...getStateNodes(machine.root)]
  .flatMap((n) => [...[...n.transitions.values()].flat(), ...(n.always ?? [])]);
const allStates = (machine: AnyStateMachine) => getStateNodes(machine.root).filter((n) => n.type !== 'history');

/** A state node as the report shows it: id (`clubeTermo.reading`), path (`reading`), description and meta. */
export type Estado = { id: string; caminho: string; chave: string; descricao?: string; meta?: Record<string, unknown>; final: boolean; pai?: string };
/** A transition as the report shows it: its label, where from and to, and the event type it answers. */
export type Transicao = {
  label: string; origem: string; destinos: string[]; evento: string; guarda?: string; ramo?: number;
  descricao?: string; meta?: Record<string, unknown>;
};

/** Every state node (nested and transient ones included) and every transition (each guarded branch, `always` and `after` too). */
export function elementos(machine: AnyStateMachine): { estados: Estado[]; transicoes: Transicao[] } {
  const estados = allStates(machine).map((n): Estado => ({
    id: n.id, caminho: nodeName(n), chave: n.key, descricao: n.description, meta: n.meta as Record<string, unknown> | undefined,
    final: n.type === 'final', pai: n.parent && n.parent !== machine.root ? n.parent.id : undefined,
  }));
  const transicoes = allTransitions(machine).map((t): Transicao => {
    const branches = t.eventType === '' ? t.source.always ?? [] : t.source.transitions.get(t.eventType) ?? [];
    const d = t as AnyTransitionDefinition & { description?: string; meta?: Record<string, unknown> };
    return {
      label: transitionLabel(t), origem: t.source.id, destinos: (t.target ?? []).map((n) => n.id), evento: t.eventType,
      guarda: t.guard ? guardName(t.guard) : undefined, ramo: branches.length > 1 ? branches.indexOf(t) + 1 : undefined,
      descricao: d.description, meta: d.meta,
    };
  });
  return { estados, transicoes };
}

// ── the key graph ──────────────────────────────────────────────────────────────────────

/** A node of the key graph: one value of `key`, with the first snapshot found for it. */
export type No = {
  indice: number; chave: string; snapshot: AnyMachineSnapshot; arestas: Aresta[]; recusados: PathEvent[]; pai?: Aresta;
  /** Whether its events were tried (exploration stops once everything is seen: see `explorar`). */
  explorado: boolean;
};
/** An edge: a listed event that fires at least one transition from `de`. Self-loops (context only) are edges too. */
export type Aresta = { de: No; para: No; event: PathEvent; transitions: string[]; states: string[]; /** json(event) */ evento: string };
export type Grafo = {
  machine: AnyStateMachine; key: Key; input?: unknown;
  nos: No[]; inicio: { states: string[]; transitions: string[] };
  /** Every node was explored (else exploration stopped once every state and transition had been seen). */
  completo: boolean;
  /** Tries every event at a node not explored yet (the covering walk goes on past where exploration stopped). */
  expandir: (no: No) => void;
};

/** Runs machine.transition with an inspector that records the transitions fired and the states active on the way. */
function sonda() {
  let sink: ((e: { _transitions: AnyTransitionDefinition[]; snapshot: unknown }) => void) | null = null;
  const probe = createActor(fromTransition((s) => s, null), {
    inspect: (e) => { if (e.type === '@xstate.microstep') sink?.(e as never); },
  });
  const noop = () => {};
  const scope = { self: probe, system: probe.system, id: '', sessionId: '', logger: noop, defer: noop, emit: noop,
    stopChild: noop, actionExecutor: noop } as unknown as AnyActorScope;
  return {
    scope,
    medir(passo: (scope: AnyActorScope) => AnyMachineSnapshot) {
      const [transitions, states] = [[] as string[], [] as string[]];
      sink = (e) => {
        transitions.push(...e._transitions.map(transitionLabel));
        states.push(...(e.snapshot as AnyMachineSnapshot)._nodes.map((n) => n.id)); // transient states too
      };
      try {
        const end = passo(scope);
        states.push(...end._nodes.map((n) => n.id));
        return { end, transitions, states: [...new Set(states)] };
      } finally {
        sink = null;
      }
    },
  };
}

/**
 * Breadth-first exploration of the key graph: from the start, every listed event at every node. Invoked
 * actors are created but never started (the scope drops deferred work), so an invoke ends only through
 * the listed done/error events, whose guards run on their output/error. An event that fires nothing
 * is a refusal of that node. Unless `completo`, it stops once every state and transition has been seen
 * and each of `procurar` has a node: a key with many facts makes a big graph that a covering set does
 * not need (clube-anuncio: 3 935 nodes, 6 s in full).
 */
export function explorar(machine: AnyStateMachine, events: readonly PathEvent[], key: Key, input?: unknown,
  { completo = false, procurar = [] }: { completo?: boolean; procurar?: ((s: AnyMachineSnapshot) => boolean)[] } = {}): Grafo {
  const { medir } = sonda();
  const chave = (s: AnyMachineSnapshot) => json(key(s));
  const nos: No[] = [];
  const porChave = new Map<string, No>();
  const no = (s: AnyMachineSnapshot, pai?: Aresta) => {
    const c = chave(s);
    let n = porChave.get(c);
    if (!n) {
      n = { indice: nos.length, chave: c, snapshot: s, arestas: [], recusados: [], pai, explorado: false };
      nos.push(n);
      porChave.set(c, n);
      procurando = procurando.filter((p) => !p(s));
    }
    return n;
  };
  const chavesDosEventos = events.map(json);
  const { estados, transicoes } = elementos(machine);
  const faltam = new Set([...estados.map((e) => e.id), ...transicoes.map((t) => t.label)]);
  const ver = (itens: string[]) => { for (const x of itens) faltam.delete(x); };
  let procurando = [...procurar];
  const inicio = medir((sc) => machine.getInitialSnapshot(sc, input));
  ver([...inicio.states, ...inicio.transitions]);
  no(inicio.end);
  const limite = 100_000; // a key with unbounded facts (counters, texts) fails here instead of hanging
  let tentativas = 0;
  const expandir = (de: No) => {
    if (de.explorado) return;
    de.explorado = true;
    if (de.snapshot.status !== 'active') return;
    for (const [j, event] of events.entries()) {
      if (++tentativas > limite) throw new Error(`${machine.id}: mais de ${limite} tentativas; a chave tem fatos sem limite?`);
      const { end, transitions, states } = medir((sc) => machine.transition(de.snapshot, event, sc));
      if (!transitions.length) { de.recusados.push(event); continue; }
      const aresta: Aresta = { de, para: de, event, transitions, states, evento: chavesDosEventos[j]! };
      ver([...transitions, ...states]);
      aresta.para = no(end, aresta);
      de.arestas.push(aresta);
    }
  };
  let i = 0;
  for (; i < nos.length && (completo || faltam.size || procurando.length); i++) expandir(nos[i]!);
  return {
    machine, key, input, nos, inicio: { states: inicio.states, transitions: inicio.transitions }, expandir,
    get completo() { return nos.every((n) => n.explorado); },
  };
}

/** What `event` does from `snapshot`, without running anything: the end snapshot, the transitions fired and the states on the way. */
export function tentar(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: PathEvent) {
  return sonda().medir((sc) => machine.transition(snapshot, event, sc));
}

const passoInicial = (g: Grafo): Passo => ({
  event: { type: 'xstate.init' } as PathEvent, state: g.nos[0]!.snapshot, transitions: g.inicio.transitions, states: g.inicio.states,
});
export function caminhoDe(g: Grafo, arestas: Aresta[]): Caminho {
  const steps = [passoInicial(g), ...arestas.map((a) => ({ event: a.event, state: a.para.snapshot, transitions: a.transitions, states: a.states }))];
  return { state: steps.at(-1)!.state, steps, weight: arestas.length };
}
/** The shortest route from the start to `no` (breadth-first parents). */
export function rotaAte(no: No): Aresta[] {
  const rota: Aresta[] = [];
  for (let a = no.pai; a; a = a.de.pai) rota.unshift(a);
  return rota;
}

/**
 * How many paths the former generator gave (one shortest path per edge of the key graph that changes
 * the key, plus one per node with a self-loop): the "before" of the report.
 */
export function caminhosPorAresta(g: Grafo): number | null {
  if (!g.completo) return null;
  const vias = new Set<string>(['início']);
  for (const n of g.nos) for (const a of n.arestas) vias.add(a.para === n ? n.chave : `${a.para.chave} via ${json(a.event)} from ${n.chave}`);
  return vias.size;
}

/**
 * The covering set: the fewest paths we know how to find that, together, take every transition, enter
 * every state the graph can reach, and send every listed event the machine takes somewhere (each payload
 * the model lists is there for a reason: the PDF, the 10 MB file). A greedy walk with restarts (GraphWalker's "A* to the nearest
 * unvisited element", run until everything is covered): from the start, go by the shortest route to
 * the nearest edge that covers something new, preferring edges that do not end the path (a final state,
 * a dead end) so one path covers as much as it can; when nothing new is reachable, start a new path.
 * Deterministic (breadth-first, events in the model's order), so `clube-termo#3` is always the same path.
 */
export function conjuntoDeCobertura(g: Grafo): Caminho[] {
  const { estados, transicoes } = elementos(g.machine);
  const alcancaveis = new Set([...g.inicio.states, ...g.inicio.transitions,
    ...g.nos.flatMap((n) => n.arestas.flatMap((a) => [...a.transitions, ...a.states]))]);
  const faltam = new Set([...estados.map((e) => e.id), ...transicoes.map((t) => t.label)].filter((x) => alcancaveis.has(x)));
  for (const n of g.nos) for (const a of n.arestas) faltam.add(`evento ${a.evento}`);
  const cobrir = (itens: string[]) => { for (const x of itens) faltam.delete(x); };
  const ganha = (a: Aresta) => faltam.has(`evento ${a.evento}`) || a.transitions.some((t) => faltam.has(t)) || a.states.some((s) => faltam.has(s));
  // a node ends a path when the machine stopped there, or when nothing leaves it; one not explored yet may go on
  const termina = (n: No) => n.snapshot.status !== 'active' || (n.explorado && n.arestas.length === 0);
  const FOLEGO = 60; // how many more nodes to look through for a better edge once an ending one was found

  /** Breadth-first from `de`: the route to the nearest edge with something new, one that keeps going if any. */
  function proxima(de: No): Aresta[] | null {
    const via = new Map<No, Aresta | null>([[de, null]]);
    const fila = [de];
    let ultimoRecurso: [No, Aresta] | null = null;
    let folego = FOLEGO;
    const rota = (n: No, a: Aresta) => {
      const r = [a];
      for (let v = via.get(n); v; v = via.get(v.de)) r.unshift(v);
      return r;
    };
    while (fila.length && (!ultimoRecurso || folego-- > 0)) {
      const n = fila.shift()!;
      g.expandir(n);
      for (const a of n.arestas) {
        if (ganha(a)) {
          if (!termina(a.para)) return rota(n, a);
          ultimoRecurso ??= [n, a];
        }
        if (!via.has(a.para)) { via.set(a.para, a); fila.push(a.para); }
      }
    }
    return ultimoRecurso && rota(...ultimoRecurso);
  }

  const caminhos: Caminho[] = [];
  while (faltam.size) {
    const antes = faltam.size;
    cobrir([...g.inicio.states, ...g.inicio.transitions]);
    const arestas: Aresta[] = [];
    for (let atual = g.nos[0]!, rota = proxima(atual); rota; rota = proxima(atual)) {
      for (const a of rota) { arestas.push(a); cobrir([...a.transitions, ...a.states, `evento ${a.evento}`]); }
      atual = rota.at(-1)!.para;
    }
    if (faltam.size === antes && arestas.length === 0 && caminhos.length) break;
    caminhos.push(caminhoDe(g, arestas));
  }
  return caminhos;
}

/** True when `a`'s events are the first events of `b` (a path that adds nothing `b` does not). */
export const ehPrefixo = (a: Caminho | Path, b: Caminho | Path) =>
  a.steps.length <= b.steps.length && a.steps.every((s, i) => json(s.event) === json(b.steps[i]!.event));

/** The covering set of a flow (see `conjuntoDeCobertura`). */
export function transitionPaths(machine: AnyStateMachine, events: readonly PathEvent[], key: Key, input?: unknown): Caminho[] {
  return conjuntoDeCobertura(explorar(machine, events, key, input));
}

// ── seeded random walks ────────────────────────────────────────────────────────────────

/** mulberry32: a small PRNG whose sequence depends only on the seed. */
export function aleatorio(semente: number) {
  let a = semente >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A seeded random walk of `passos` steps: at each step one of the listed events the machine takes there,
 * drawn uniformly; a walk that reaches a final state (or a dead end) starts again from the start. The
 * same seed gives the same walk. Returns each run from the start as a path.
 */
export function passeio(machine: AnyStateMachine, events: readonly PathEvent[], { semente, passos, input }:
  { semente: number; passos: number; input?: unknown }): Caminho[] {
  const sorteio = aleatorio(semente);
  const { medir } = sonda();
  const voltas: Passo[][] = [];
  const comecar = () => {
    const inicio = medir((sc) => machine.getInitialSnapshot(sc, input));
    voltas.push([{ event: { type: 'xstate.init' } as PathEvent, state: inicio.end, transitions: inicio.transitions, states: inicio.states }]);
  };
  comecar();
  for (let dados = 0; dados < passos; dados++) {
    const volta = voltas.at(-1)!;
    const agora = volta.at(-1)!.state;
    const possiveis = agora.status === 'active' ? events.filter((e) => agora.can(e)) : [];
    if (!possiveis.length) { comecar(); dados--; if (volta.length === 1) break; continue; }
    const event = possiveis[Math.floor(sorteio() * possiveis.length)]!;
    const { end, transitions, states } = medir((sc) => machine.transition(agora, event, sc));
    voltas.at(-1)!.push({ event, state: end, transitions, states });
  }
  return voltas.filter((v) => v.length > 1).map((steps) => ({ state: steps.at(-1)!.state, steps, weight: steps.length - 1 }));
}

// ── replay with doubles ────────────────────────────────────────────────────────────────

/** Drives a real actor along `path`: invokes get doubles that record their input and settle as the path says. */
export async function replay(
  machine: AnyStateMachine, path: Path | Caminho,
  { key = (s) => s.value, timeout = 1000, input, aoPasso }: {
    key?: Key; timeout?: number; input?: unknown;
    /** Called after each step with the real snapshot and the calls so far (a flow's own checks, at every step). */
    aoPasso?: (i: number, snapshot: AnyMachineSnapshot, calls: ActorCall[]) => void;
  } = {},
) {
  const calls: ActorCall[] = [];
  const running = new Map<string, { resolve: (output: unknown) => void; reject: (error: unknown) => void }>();
  const double = fromPromise<unknown, unknown>(({ input, self }) => {
    calls.push({ id: self.id, input });
    return new Promise((resolve, reject) => running.set(self.id, { resolve, reject }));
  });
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((src) => [src, double]));
  const actor = createActor(machine.provide({ actors }), { input }).start();
  for (const [i, { event, state }] of path.steps.entries()) {
    const [, outcome, id] = actorOutcome.exec(event.type) ?? [];
    if (id) {
      const call = running.get(id);
      if (!call) throw new Error(`step ${i}: actor ${id} is not running`);
      running.delete(id);
      if (outcome === 'done') call.resolve((event as { output: unknown }).output); else call.reject((event as { error: unknown }).error);
      await new Promise((settled) => setTimeout(settled)); // the promise settles, its event reaches the machine
    } else if (event.type !== 'xstate.init') actor.send(event);
    const expected = json(key(state));
    await waitFor(actor, (s) => json(key(s)) === expected, { timeout }).catch((cause: unknown) => {
      const got = json(key(actor.getSnapshot()));
      throw new Error(`step ${i} [${eventLabel(event)}]: expected ${expected}, got ${got}`, { cause });
    });
    aoPasso?.(i, actor.getSnapshot(), calls);
  }
  return { actor, calls };
}

// ── coverage ───────────────────────────────────────────────────────────────────────────

const cobertos = (paths: (Path | Caminho)[], g: Grafo) => {
  const [states, transitions] = [new Set<string>(), new Set<string>()];
  const { medir } = sonda();
  for (const { steps } of paths) {
    steps.forEach((step, i) => {
      const feito = 'transitions' in step ? step as Passo
        : medir((sc) => (i ? g.machine.transition(steps[i - 1]!.state, step.event, sc) : g.machine.getInitialSnapshot(sc, g.input)));
      for (const s of feito.states) states.add(s);
      for (const t of feito.transitions) transitions.add(t);
    });
  }
  return { states, transitions };
};

/** Ids of the state nodes (nested and transient ones included) that no path enters; [] when all are covered. */
export function unreachedStates(machine: AnyStateMachine, paths: (Path | Caminho)[], input?: unknown): string[] {
  const { states } = cobertos(paths, { machine, key: () => null, input, nos: [], inicio: { states: [], transitions: [] }, completo: true, expandir: () => {} });
  return allStates(machine).map((n) => n.id).filter((id) => !states.has(id));
}

/** Every transition (each guarded branch, `always` and `after` included) that no path takes, with a hint why. */
export function untakenTransitions(
  machine: AnyStateMachine, events: readonly PathEvent[], key: Key, paths: (Path | Caminho)[], input?: unknown,
): string[] {
  const g = explorar(machine, events, key, input);
  const { transitions } = cobertos(paths, g);
  const noGrafo = new Set([...g.inicio.transitions, ...g.nos.flatMap((n) => n.arestas.flatMap((a) => a.transitions))]);
  return elementos(machine).transicoes.filter((t) => !transitions.has(t.label)).map((t) => {
    const internal = t.evento === '' || t.evento.includes('*') || t.evento.startsWith('xstate.done.state.');
    const why = noGrafo.has(t.label) ? 'reachable, but no path takes it'
      : internal || events.some((e) => e.type === t.evento) ? 'no listed event passes its guard here'
      : `no ${t.evento} event listed`;
    return `${t.label} (${why})`;
  });
}

/** States reached and transitions taken by `paths`, out of the machine's totals, with what is missing. */
export function coverage(machine: AnyStateMachine, events: readonly PathEvent[], key: Key, paths: (Path | Caminho)[], input?: unknown) {
  const [unreached, untaken] = [unreachedStates(machine, paths, input), untakenTransitions(machine, events, key, paths, input)];
  const { estados, transicoes } = elementos(machine);
  return {
    states: { reached: estados.length - unreached.length, total: estados.length, missing: unreached },
    transitions: { taken: transicoes.length - untaken.length, total: transicoes.length, missing: untaken },
  };
}

// ── one-line labels (test names, error messages) ───────────────────────────────────────

/** Short, one line: no payload longer than 40 characters. */
const curto = (value: unknown) => {
  const texto = json(value) ?? 'undefined';
  return texto.length > 40 ? `${texto.slice(0, 39)}…` : texto;
};
export function eventLabel(event: { type: string; [field: string]: unknown }): string {
  const { type, ...payload } = event;
  const [, outcome, id] = actorOutcome.exec(type) ?? [];
  const [, delay] = /^xstate\.after\.(\d+)\./.exec(type) ?? [];
  if (delay) return `after ${delay}ms`;
  if (!id) return Object.keys(payload).length ? `${type} ${curto(payload)}` : type;
  const data = outcome === 'done' ? payload.output : payload.error;
  const kind = data instanceof Error ? (data as { kind?: unknown }).kind ?? data.name : undefined;
  const shown = data instanceof Error ? `${String(kind)}: ${data.message}` : curto(data);
  return `${outcome} ${id}${data === undefined ? '' : ` ${shown}`}`;
}
export const valueLabel = (value: unknown): string => typeof value === 'string' ? value
  : Object.entries(value as object).map(([k, v]) => `${k}.${valueLabel(v)}`).join(' + ');

/** One readable line: `loadingPlans → [done loadPlans [...]] choosingPlan → [plan.select {"planoId":1}] extras`. */
export function describePath(path: Path | Caminho): string {
  return path.steps.map(({ event, state }, i) => `${i ? `→ [${eventLabel(event as never)}] ` : ''}${valueLabel(state.value)}`)
    .join(' ');
}
