import {
  adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getStateNodes, type AdjacencyMap, type StatePath,
} from '@xstate/graph';
import {
  createActor, fromPromise, fromTransition, waitFor,
  type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, type AnyTransitionDefinition, type EventFromLogic,
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

const actorOutcome = /^xstate\.(done|error)\.actor\.(.+)$/;
// Errors stringify to {}: keep name, message and own fields (`kind`) so two failures stay two events
const json = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) => (v instanceof Error ? { ...v, name: v.name, message: v.message } : v));

// Invoked actors are created but never started: the graph's actor scope drops deferred work, so an
// invoke ends only through the listed done/error events, whose guards run on their output/error.
function traversal(events: readonly PathEvent[], key: Key, input?: unknown) {
  const node = (s: AnyMachineSnapshot) => json(key(s));
  return {
    events: (s: AnyMachineSnapshot) => events.filter((e) => s.can(e)),
    serializeEvent: json,
    // a node that changed also names its incoming edge, so every edge of the key graph gets its own path
    serializeState: (s: AnyMachineSnapshot, event?: PathEvent, prev?: AnyMachineSnapshot) => {
      const [here, before] = [node(s), prev && node(prev)];
      return !event || before === undefined || here === before ? here : `${here} via ${json(event)} from ${before}`;
    },
    limit: 100_000, // a key with unbounded facts (counters, texts) fails here instead of hanging
    input, // a machine that takes an input starts from this one
  };
}

/** One shortest path per transition of the key graph, with only the listed events (payloads included). */
export function transitionPaths(machine: AnyStateMachine, events: readonly PathEvent[], key: Key, input?: unknown): Path[] {
  return getShortestPaths(machine, traversal(events, key, input) as never) as Path[];
}

/** Drives a real actor along `path`: invokes get doubles that record their input and settle as the path says. */
export async function replay(
  machine: AnyStateMachine, path: Path,
  { key = (s) => s.value, timeout = 1000, input }: { key?: Key; timeout?: number; input?: unknown } = {},
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
      if (outcome === 'done') call.resolve(event.output); else call.reject(event.error);
      await new Promise((settled) => setTimeout(settled)); // the promise settles, its event reaches the machine
    } else if (event.type !== 'xstate.init') actor.send(event);
    const expected = json(key(state));
    await waitFor(actor, (s) => json(key(s)) === expected, { timeout }).catch((cause: unknown) => {
      const got = json(key(actor.getSnapshot()));
      throw new Error(`step ${i} [${eventLabel(event)}]: expected ${expected}, got ${got}`, { cause });
    });
  }
  return { actor, calls };
}

const stateIds = (machine: AnyStateMachine) =>
  getStateNodes(machine.root).filter((n) => n.type !== 'history').map((n) => n.id);

const nodeName = (n: AnyTransitionDefinition['source']) => n.path.join('.') || n.id;
const guardName = (g: unknown) =>
  typeof g === 'string' ? g : typeof g === 'function' ? 'inline guard' : (g as { type?: string }).type ?? 'guard';
function transitionLabel(t: AnyTransitionDefinition): string {
  const branches = t.eventType === '' ? t.source.always ?? [] : t.source.transitions.get(t.eventType) ?? [];
  const branch = branches.length > 1 ? ` #${branches.indexOf(t) + 1}` : '';
  const guard = t.guard ? ` if ${guardName(t.guard)}` : '';
  const target = t.target?.length ? t.target.map(nodeName).join(', ') : '(stays)';
  return `${nodeName(t.source)}: ${eventLabel({ type: t.eventType || 'always' })}${branch}${guard} → ${target}`;
}
const allTransitions = (machine: AnyStateMachine) => [machine.root, ...getStateNodes(machine.root)]
  .flatMap((n) => [...[...n.transitions.values()].flat(), ...(n.always ?? [])]);

/** What `event` does from `from` (the start when undefined): transitions fired and states entered, microsteps included. */
function microsteps(machine: AnyStateMachine, from: AnyMachineSnapshot | undefined, event: PathEvent, input?: unknown) {
  const [transitions, states] = [[] as string[], [] as string[]];
  const probe = createActor(fromTransition((s) => s, null), {
    inspect: (e) => {
      if (e.type !== '@xstate.microstep') return;
      transitions.push(...e._transitions.map(transitionLabel));
      states.push(...(e.snapshot as AnyMachineSnapshot)._nodes.map((n) => n.id)); // transient states too
    },
  });
  const noop = () => {};
  const scope = { self: probe, system: probe.system, id: '', sessionId: '', logger: noop, defer: noop, emit: noop,
    stopChild: noop, actionExecutor: noop } as unknown as AnyActorScope;
  const end: AnyMachineSnapshot = from ? machine.transition(from, event, scope) : machine.getInitialSnapshot(scope, input);
  states.push(...end._nodes.map((n) => n.id));
  return { transitions, states };
}
const walk = (machine: AnyStateMachine, paths: Path[], input?: unknown) =>
  paths.flatMap(({ steps }) => steps.map((step, i) => microsteps(machine, steps[i - 1]?.state, step.event, input)));

/** Ids of the state nodes (nested and transient ones included) that no path enters; [] when all are covered. */
export function unreachedStates(machine: AnyStateMachine, paths: Path[], input?: unknown): string[] {
  const reached = new Set(walk(machine, paths, input).flatMap((step) => step.states));
  return stateIds(machine).filter((id) => !reached.has(id));
}

/** Every transition (each guarded branch, `always` and `after` included) that no path takes, with a hint why. */
export function untakenTransitions(
  machine: AnyStateMachine, events: readonly PathEvent[], key: Key, paths: Path[], input?: unknown,
): string[] {
  const taken = new Set(walk(machine, paths, input).flatMap((step) => step.transitions));
  const untaken = allTransitions(machine).filter((t) => !taken.has(transitionLabel(t)));
  if (!untaken.length) return [];
  // the whole explored graph, self-loops included, tells "key too coarse" from "never fires"
  const graph = getAdjacencyMap(machine, traversal(events, key, input) as never) as AdjacencyMap<AnyMachineSnapshot, PathEvent>;
  const firedInGraph = new Set(adjacencyMapToArray(graph)
    .flatMap(({ state, event }) => microsteps(machine, state, event).transitions));
  return untaken.map((t) => {
    const label = transitionLabel(t);
    const internal = t.eventType === '' || t.eventType.includes('*') || t.eventType.startsWith('xstate.done.state.');
    const why = firedInGraph.has(label) ? 'fires only where key() sees no change: add the fact it depends on'
      : internal || events.some((e) => e.type === t.eventType) ? 'no listed event passes its guard here'
      : `no ${t.eventType} event listed`;
    return `${label} (${why})`;
  });
}

/** States reached and transitions taken by `paths`, out of the machine's totals, with what is missing. */
export function coverage(machine: AnyStateMachine, events: readonly PathEvent[], key: Key, paths: Path[], input?: unknown) {
  const [unreached, untaken] = [unreachedStates(machine, paths, input), untakenTransitions(machine, events, key, paths, input)];
  const [states, transitions] = [stateIds(machine).length, allTransitions(machine).length];
  return {
    states: { reached: states - unreached.length, total: states, missing: unreached },
    transitions: { taken: transitions - untaken.length, total: transitions, missing: untaken },
  };
}

function eventLabel(event: { type: string; [field: string]: unknown }): string {
  const { type, ...payload } = event;
  const [, outcome, id] = actorOutcome.exec(type) ?? [];
  const [, delay] = /^xstate\.after\.(\d+)\./.exec(type) ?? [];
  if (delay) return `after ${delay}ms`;
  if (!id) return Object.keys(payload).length ? `${type} ${json(payload)}` : type;
  const data = outcome === 'done' ? payload.output : payload.error;
  const kind = data instanceof Error ? (data as { kind?: unknown }).kind ?? data.name : undefined;
  const shown = data instanceof Error ? `${String(kind)}: ${data.message}` : json(data);
  return `${outcome} ${id}${data === undefined ? '' : ` ${shown}`}`;
}
const valueLabel = (value: unknown): string => typeof value === 'string' ? value
  : Object.entries(value as object).map(([k, v]) => `${k}.${valueLabel(v)}`).join(' + ');

/** One readable line: `loadingPlans → [done loadPlans [...]] choosingPlan → [plan.select {"planoId":1}] extras`. */
export function describePath(path: Path): string {
  return path.steps.map(({ event, state }, i) => `${i ? `→ [${eventLabel(event)}] ` : ''}${valueLabel(state.value)}`)
    .join(' ');
}
