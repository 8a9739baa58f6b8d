import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup, type AnyMachineSnapshot } from 'xstate';
import {
  coverage, describePath, replay, transitionPaths, unreachedStates, untakenTransitions, type PathEvent,
} from './paths';

class Failure extends Error {
  constructor(readonly kind: 'rejected' | 'unauthorized', message: string) { super(message); }
}
let realCalls = 0; // the real actors must never run: traversal delivers outcomes, replay uses doubles

const exampleMachine = setup({
  types: {
    context: {} as { items: string[]; notice: string | null },
    events: {} as { type: 'item.open' } | { type: 'item.close' } | { type: 'list.save' } | { type: 'notice.dismiss' },
  },
  actors: {
    loadItems: fromPromise(async () => { realCalls++; return ['a']; }),
    saveItems: fromPromise(async ({ input }: { input: { items: string[] } }) => { realCalls++; return input.items.length; }),
  },
  guards: {
    sessionLost: ({ event }) => 'error' in event && (event.error as Failure).kind === 'unauthorized',
  },
}).createMachine({
  id: 'example',
  context: { items: [], notice: null },
  initial: 'loading',
  states: {
    loading: { invoke: { id: 'loadItems', src: 'loadItems',
      onDone: [{ guard: ({ event }) => event.output.length === 0, target: 'empty' },
               { target: 'editing', actions: assign({ items: ({ event }) => event.output }) }],
      onError: [{ guard: 'sessionLost', target: 'sessionLost' }, { target: 'empty' }] } },
    editing: {
      initial: 'browsing',
      states: { browsing: { on: { 'item.open': 'detail' } }, detail: { on: { 'item.close': 'browsing' } } },
      on: { 'list.save': 'saving', 'notice.dismiss': { actions: assign({ notice: null }) } },
    },
    saving: { invoke: { id: 'saveItems', src: 'saveItems', input: ({ context }) => ({ items: context.items }),
      onDone: 'saved',
      onError: [{ guard: 'sessionLost', target: 'sessionLost' },
                { target: 'editing', actions: assign({ notice: ({ event }) => (event.error as Error).message }) }] } },
    saved: { type: 'final' },
    empty: { type: 'final' },
    sessionLost: { type: 'final' },
  },
});

const rejected = new Failure('rejected', 'Serviço indisponível'), expired = new Failure('unauthorized', '401');
const events: PathEvent[] = [
  { type: 'xstate.done.actor.loadItems', output: ['a', 'b'] }, { type: 'xstate.done.actor.loadItems', output: [] },
  { type: 'xstate.error.actor.loadItems', error: rejected }, { type: 'xstate.error.actor.loadItems', error: expired },
  { type: 'item.open' }, { type: 'item.close' }, { type: 'list.save' }, { type: 'notice.dismiss' },
  { type: 'xstate.done.actor.saveItems', output: 2 }, { type: 'xstate.error.actor.saveItems', error: rejected },
  { type: 'xstate.error.actor.saveItems', error: expired },
];
const key = (s: AnyMachineSnapshot) => [s.value, s.context.items.length > 0, s.context.notice !== null];
const paths = transitionPaths(exampleMachine, events, key);
const without = (type: string) => events.filter((e) => e.type !== type);

describe('transitionPaths', () => {
  it('covers every state, nested ones included, and every transition', () => {
    expect(unreachedStates(exampleMachine, paths)).toEqual([]);
    expect(untakenTransitions(exampleMachine, events, key, paths)).toEqual([]);
    expect(coverage(exampleMachine, events, key, paths)).toEqual({
      states: { reached: 8, total: 8, missing: [] }, transitions: { taken: 11, total: 11, missing: [] },
    });
  });

  it('delivers invoke outcomes from the listed events, guards included, without running the actors', () => {
    const lines = paths.map(describePath);
    expect(lines).toContain('loading → [done loadItems []] empty');
    expect(lines).toContain('loading → [error loadItems unauthorized: 401] sessionLost');
    expect(lines).toContain('loading → [error loadItems rejected: Serviço indisponível] empty');
    expect(lines).toContain('loading → [done loadItems ["a","b"]] editing.browsing → [list.save] saving → [done saveItems 2] saved');
    expect(realCalls).toBe(0);
  });

  it('gives a transition that only changes context its own path when the key sees the change', () => {
    expect(paths.map(describePath)).toContain('loading → [done loadItems ["a","b"]] editing.browsing → [list.save] saving'
      + ' → [error saveItems rejected: Serviço indisponível] editing.browsing → [notice.dismiss] editing.browsing');
  });
});

describe('coverage gaps', () => {
  it('reports the transition of an event left out of the list', () => {
    const partial = without('item.close');
    expect(untakenTransitions(exampleMachine, partial, key, transitionPaths(exampleMachine, partial, key)))
      .toEqual(['editing.detail: item.close → editing.browsing (no item.close event listed)']);
  });

  it('reports the guarded branch and the state no listed outcome reaches', () => {
    const partial = events.filter((e) => !('error' in e && e.error === expired));
    const partialPaths = transitionPaths(exampleMachine, partial, key);
    expect(unreachedStates(exampleMachine, partialPaths)).toEqual(['example.sessionLost']);
    expect(untakenTransitions(exampleMachine, partial, key, partialPaths)).toEqual([
      'loading: error loadItems #1 if sessionLost → sessionLost (no listed event passes its guard here)',
      'saving: error saveItems #1 if sessionLost → sessionLost (no listed event passes its guard here)',
    ]);
    expect(coverage(exampleMachine, partial, key, partialPaths).transitions).toMatchObject({ taken: 9, total: 11 });
  });

  it('reports a transition the key cannot see', () => {
    const machine = setup({ types: { context: {} as { touched: boolean }, events: {} as { type: 'form.touch' } } }).createMachine({
      context: { touched: false }, initial: 'filling',
      states: { filling: { on: { 'form.touch': { actions: assign({ touched: true }) } } } },
    });
    const valueOnly = (s: AnyMachineSnapshot) => [s.value];
    const touch: PathEvent[] = [{ type: 'form.touch' }];
    expect(untakenTransitions(machine, touch, valueOnly, transitionPaths(machine, touch, valueOnly)))
      .toEqual(['filling: form.touch → (stays) (fires only where key() sees no change: add the fact it depends on)']);
    const withTouched = (s: AnyMachineSnapshot) => [s.value, s.context.touched];
    expect(untakenTransitions(machine, touch, withTouched, transitionPaths(machine, touch, withTouched))).toEqual([]);
  });

  it('counts each `always` branch and the transient state it leaves', () => {
    const machine = setup({ types: { context: {} as { n: number }, events: {} as { type: 'n.inc' } } }).createMachine({
      context: { n: 0 }, initial: 'counting',
      states: {
        counting: { on: { 'n.inc': { target: 'checking', actions: assign({ n: ({ context }) => context.n + 1 }) } } },
        checking: { always: [{ guard: ({ context }) => context.n >= 2, target: 'done' }, { target: 'counting' }] },
        done: { type: 'final' },
      },
    });
    const count = (s: AnyMachineSnapshot) => [s.value, s.context.n];
    const incOnly: PathEvent[] = [{ type: 'n.inc' }];
    const all = transitionPaths(machine, incOnly, count);
    expect(all.map(describePath)).toEqual(['counting', 'counting → [n.inc] counting', 'counting → [n.inc] counting → [n.inc] done']);
    expect(coverage(machine, incOnly, count, all)).toMatchObject({ // `checking` is transient, entered between microsteps
      states: { reached: 3, total: 3 }, transitions: { taken: 3, total: 3 } });
  });

  it('takes an `after` transition from its listed `xstate.after.<ms>.<state id>` event', async () => {
    const machine = setup({ types: { events: {} as { type: 'go' } } }).createMachine({ id: 'timer', initial: 'waiting',
      states: { waiting: { after: { 1000: 'late' }, on: { go: 'done' } }, late: {}, done: {} } });
    const value = (s: AnyMachineSnapshot) => [s.value];
    const timerEvents: PathEvent[] = [{ type: 'xstate.after.1000.timer.waiting' }, { type: 'go' }];
    const timerPaths = transitionPaths(machine, timerEvents, value);
    expect(timerPaths.map(describePath)).toEqual(['waiting', 'waiting → [after 1000ms] late', 'waiting → [go] done']);
    expect(coverage(machine, timerEvents, value, timerPaths).transitions).toMatchObject({ taken: 2, total: 2 });
    const { actor } = await replay(machine, timerPaths[1]!);
    expect(actor.getSnapshot().value).toBe('late');
  });
});

describe('replay', () => {
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, path) => {
    const { actor } = await replay(exampleMachine, path, { key });
    expect(key(actor.getSnapshot())).toEqual(key(path.state));
  });

  it('records the input each actor double was called with', async () => {
    const toSaved = paths.find((p) => p.state.matches('saved'))!;
    const { actor, calls } = await replay(exampleMachine, toSaved);
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual([{ id: 'loadItems', input: undefined }, { id: 'saveItems', input: { items: ['a', 'b'] } }]);
    expect(realCalls).toBe(0);
  });

  it('fails with the step that went astray', async () => {
    const toSaved = paths.find((p) => p.state.matches('saved'))!;
    const astray = { ...toSaved, steps: toSaved.steps.map((s, i) => (i === 1 ? { ...s, state: paths[0]!.state } : s)) };
    await expect(replay(exampleMachine, astray, { timeout: 50 }))
      .rejects.toThrow('step 1 [done loadItems ["a","b"]]: expected "loading", got {"editing":"browsing"}');
  });
});
