import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup, waitFor, type AnyMachineSnapshot } from 'xstate';
import { cpfMascarado, nomeDoEvento, passosDoCenario, resumir, LARGURA } from './cenarios';
import { modelos } from './modelos';
import {
  caminhosPorAresta, conjuntoDeCobertura, coverage, describePath, ehPrefixo, explorar, json, passeio, replay, transitionPaths,
  unreachedStates, untakenTransitions, type PathEvent,
} from './paths';
import { analisar, falhas, rastrear, textoDoRelatorio } from './relatorio';
import { regras } from './regras';

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

describe('transitionPaths: the covering set', () => {
  it('covers every state, nested ones included, and every transition', () => {
    expect(unreachedStates(exampleMachine, paths)).toEqual([]);
    expect(untakenTransitions(exampleMachine, events, key, paths)).toEqual([]);
    expect(coverage(exampleMachine, events, key, paths)).toEqual({
      states: { reached: 8, total: 8, missing: [] }, transitions: { taken: 11, total: 11, missing: [] },
    });
  });

  it('takes far fewer paths than one per edge, none a prefix of another, the same ones every time', () => {
    const grafo = explorar(exampleMachine, events, key, undefined, { completo: true });
    expect(paths.length).toBeLessThan(caminhosPorAresta(grafo)! / 2);
    for (const a of paths) for (const b of paths) if (a !== b) expect(ehPrefixo(a, b)).toBe(false);
    expect(conjuntoDeCobertura(explorar(exampleMachine, events, key)).map(describePath)).toEqual(paths.map(describePath));
  });

  it('keeps walking instead of ending early: a final state ends a path only when nothing else is left', () => {
    // 3 final states, each reached by its own transitions: 4 paths at least (two ways into sessionLost); the walk needs no more
    expect(paths.length).toBeLessThanOrEqual(5);
    expect(paths.filter((p) => p.state.status !== 'done')).toHaveLength(0);
  });

  it('delivers invoke outcomes from the listed events, guards included, without running the actors', () => {
    const lines = paths.map(describePath).join('\n');
    expect(lines).toContain('loading → [done loadItems []] empty');
    expect(lines).toContain('loading → [error loadItems unauthorized: 401] sessionLost');
    expect(lines).toContain('loading → [error loadItems rejected: Serviço indisponível] empty');
    expect(lines).toContain('saving → [done saveItems 2] saved');
    expect(realCalls).toBe(0);
  });

  it('takes a transition that only changes context (a self-loop of the key graph)', () => {
    expect(paths.flatMap((p) => p.steps.flatMap((step) => step.transitions))).toContain('editing: notice.dismiss → (stays)');
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

  it('takes a transition the key cannot see (it changes only context the key leaves out)', () => {
    const machine = setup({ types: { context: {} as { touched: boolean }, events: {} as { type: 'form.touch' } } }).createMachine({
      context: { touched: false }, initial: 'filling',
      states: { filling: { on: { 'form.touch': { actions: assign({ touched: true }) } } } },
    });
    const valueOnly = (s: AnyMachineSnapshot) => [s.value];
    const touch: PathEvent[] = [{ type: 'form.touch' }];
    expect(transitionPaths(machine, touch, valueOnly).map(describePath)).toEqual(['filling → [form.touch] filling']);
    expect(untakenTransitions(machine, touch, valueOnly, transitionPaths(machine, touch, valueOnly))).toEqual([]);
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
    expect(all.map(describePath)).toEqual(['counting → [n.inc] counting → [n.inc] done']);
    expect(coverage(machine, incOnly, count, all)).toMatchObject({ // `checking` is transient, entered between microsteps
      states: { reached: 3, total: 3 }, transitions: { taken: 3, total: 3 } });
  });

  it('takes an `after` transition from its listed `xstate.after.<ms>.<state id>` event', async () => {
    const machine = setup({ types: { events: {} as { type: 'go' } } }).createMachine({ id: 'timer', initial: 'waiting',
      states: { waiting: { after: { 1000: 'late' }, on: { go: 'done' } }, late: {}, done: {} } });
    const value = (s: AnyMachineSnapshot) => [s.value];
    const timerEvents: PathEvent[] = [{ type: 'xstate.after.1000.timer.waiting' }, { type: 'go' }];
    const timerPaths = transitionPaths(machine, timerEvents, value);
    expect(timerPaths.map(describePath)).toEqual(['waiting → [after 1000ms] late', 'waiting → [go] done']);
    expect(coverage(machine, timerEvents, value, timerPaths).transitions).toMatchObject({ taken: 2, total: 2 });
    const { actor } = await replay(machine, timerPaths[0]!);
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
    expect(calls[0]).toEqual({ id: 'loadItems', input: undefined });
    expect(calls.at(-1)).toEqual({ id: 'saveItems', input: { items: ['a', 'b'] } });
    expect(realCalls).toBe(0);
  });

  it('fails with the step that went astray', async () => {
    const toSaved = paths.find((p) => p.state.matches('saved'))!;
    const astray = { ...toSaved, steps: toSaved.steps.map((s, i) => (i === 1 ? { ...s, state: toSaved.steps[0]!.state } : s)) };
    await expect(replay(exampleMachine, astray, { timeout: 50 }))
      .rejects.toThrow('step 1 [done loadItems ["a","b"]]: expected "loading", got {"editing":"browsing"}');
  });
});

describe('passeio: seeded random walks', () => {
  it('the same seed gives the same walk; another seed, another one', () => {
    const walk = (semente: number) => passeio(exampleMachine, events, { semente, passos: 60 }).map(describePath);
    expect(walk(42)).toEqual(walk(42));
    expect(walk(42)).not.toEqual(walk(7));
    expect(walk(42).reduce((n, l) => n + l.split('→').length - 1, 0)).toBe(60);
  });

  it('starts again from the start after a final state, and every run replays on the machine with doubles', async () => {
    const voltas = passeio(exampleMachine, events, { semente: 3, passos: 40 });
    expect(voltas.length).toBeGreaterThan(1);
    for (const volta of voltas.slice(0, -1)) expect(volta.state.status).toBe('done');
    for (const volta of voltas) {
      const { actor } = await replay(exampleMachine, volta, { key });
      expect(key(actor.getSnapshot())).toEqual(key(volta.state));
    }
  });
});

describe('cenários em pt-BR', () => {
  const modelo = { nome: 'exemplo', machine: exampleMachine, events, key };
  it('names states and events by the fallback (key, type), sums up payloads in words, reads outcomes as the server\'s answer', () => {
    const linhas = paths.flatMap((p) => passosDoCenario(modelo, p));
    expect(linhas[0]).toBe('Dado o estado "loading"');
    expect(linhas).toContain('Quando o servidor responde à chamada "loadItems": \'a\', \'b\'');
    expect(linhas).toContain('Quando o servidor recusa a chamada "loadItems": \'Serviço indisponível\'');
    expect(linhas).toContain('Quando o servidor responde 401 à chamada "loadItems": \'401\'');
    expect(linhas).toContain('Então vai para o estado "editing.browsing"');
    expect(linhas).toContain('Quando envia "notice.dismiss"');
    expect(linhas).toContain('Então continua no estado "editing.browsing"');
  });

  it('names states and steps by the machine\'s descriptions (each branch its own), the model\'s words over them', () => {
    const comTextos = { ...modelo, textos: { estados: { loading: 'a lista carregando' }, atores: { loadItems: 'a consulta da lista' } } };
    expect(passosDoCenario(comTextos, paths[0]!)[0]).toBe('Dado a lista carregando');
    expect(nomeDoEvento(comTextos, { type: 'xstate.error.actor.loadItems', error: new TypeError('Failed to fetch') }))
      .toBe('a consulta da lista fica sem resposta (falha de rede)');
    const descrita = setup({ types: { context: {} as { ok: boolean }, events: {} as { type: 'go' } | { type: 'ok' } } }).createMachine({
      context: { ok: false },
      initial: 'a',
      states: {
        a: {
          description: 'a tela A',
          on: {
            ok: { actions: assign({ ok: true }), description: 'marca OK' },
            go: [{ guard: ({ context }) => context.ok, target: 'b', description: 'clica em IR' }, { description: 'clica em IR sem OK' }],
          },
        },
        b: { description: 'a tela B', on: { ok: { target: 'a', description: 'volta' } } },
      },
    });
    const eventos = [{ type: 'go' }, { type: 'ok' }] as const;
    const linhas = transitionPaths(descrita, eventos, (s) => [s.value, s.context.ok])
      .flatMap((c) => passosDoCenario({ nome: 'd', machine: descrita, events: [...eventos], key: () => [] }, c));
    expect(linhas).toEqual(expect.arrayContaining([
      'Dado a tela A', 'Quando clica em IR sem OK', 'Então continua na tela A', 'Quando marca OK', 'Quando clica em IR', 'Então vai para a tela B',
    ]));
    // no step: the event's plain name, its first branch's (a refusal reads so)
    expect(nomeDoEvento({ machine: descrita }, { type: 'go' })).toBe('clica em IR');
    // a product's words for a kit's state or button win over the machine's
    const textos = { estados: { a: 'a tela do produto' }, eventos: { go: 'clica em Ir do produto' } };
    const comProduto = transitionPaths(descrita, eventos, (s) => [s.value, s.context.ok])
      .flatMap((c) => passosDoCenario({ nome: 'd', machine: descrita, events: [...eventos], key: () => [], textos }, c));
    expect(comProduto).toEqual(expect.arrayContaining(['Dado a tela do produto', 'Quando clica em Ir do produto', 'Quando marca OK']));
    expect(comProduto).not.toContain('Quando clica em IR sem OK');
  });

  it('never shows raw JSON: files by name, lists by count, a CPF masked', () => {
    expect(resumir({ campos: { titulo: 'x' }, arquivos: [new File(['ab'], 'logo.png')] })).toBe('campos 1 campo, arquivos 1 arquivo (logo.png)');
    expect(resumir(['a', 'b', 'c', 'd'])).toBe('4 itens');
    expect(resumir('52998224725')).toBe('CPF 529.***.***-25');
    expect(resumir({ email: 'a@b.c', senha: 'segredo' })).toBe("email 'a@b.c', senha ••••••");
    expect(cpfMascarado('52998224725')).toBe('CPF 529.***.***-25');
  });
});

/** SPEC.md beside the repository (../shared), where the project keeps it. */
const SPEC = new URL('../../../shared/SPEC.md', import.meta.url);

describe('modelos registrados: o que QA recebe de cada fluxo', () => {
  const analises = modelos.map(analisar);

  it.each(analises.map((a) => [a.modelo.nome, a] as const))('%s: cobre tudo, sem erro no modelo, em linhas de até 160 caracteres', (_, a) => {
    expect(a.faltam).toEqual({ estados: [], transicoes: [] });
    expect(a.erros).toEqual([]);
    for (const x of a.cenarios) for (const y of a.cenarios) if (x !== y) expect(ehPrefixo(x.caminho, y.caminho)).toBe(false);
    const linhas = a.cenarios.flatMap((c) => c.linhas);
    for (const l of linhas) {
      expect(l.length).toBeLessThanOrEqual(LARGURA);
      expect(l, 'JSON cru num cenário').not.toMatch(/[{[]"|"\w+":["{[\d]/);
    }
  });

  it.each(analises.flatMap((a) => a.declaradas.map((d, i) => [`${a.modelo.nome}!${i + 1} ${d.recusa.estado}: ${d.recusa.porque}`, a, d] as const)))(
    '%s: nada muda na máquina com dublês', async (_, a, d) => {
      expect(d.no, 'a situação da recusa existe no grafo').not.toBeNull();
      const { modelo } = a;
      const prefixo = { state: d.no!.snapshot, steps: [{ event: { type: 'xstate.init' }, state: a.grafo.nos[0]!.snapshot },
        ...d.rota.map((r) => ({ event: r.event, state: r.para.snapshot }))], weight: d.rota.length };
      const { actor, calls } = await replay(modelo.machine, prefixo as never, { key: modelo.key, input: modelo.input });
      const [antes, chamadas] = [actor.getSnapshot(), calls.length];
      actor.send(d.recusa.evento);
      await new Promise((r) => setTimeout(r));
      await waitFor(actor, () => true);
      expect(actor.getSnapshot().value, 'o estado não muda').toEqual(antes.value);
      expect(calls.length, 'nenhuma chamada começa').toBe(chamadas);
      actor.stop();
    },
  );

  it.each(analises.map((a) => [a.modelo.nome, a] as const))('%s: passeio aleatório (semente 1, 80 passos) refeito com dublês', async (_, a) => {
    const { machine, events: eventos, key: chave, input } = a.modelo;
    for (const volta of passeio(machine, eventos, { semente: 1, passos: 80, input })) {
      const { actor } = await replay(machine, volta, { key: chave, input });
      actor.stop();
    }
  });

  it('fixtures fit their flow: no club text in the session, login or consultant-list models', () => {
    for (const nome of ['sessao', 'login', 'lista-com-escolha']) {
      expect(json(modelos.find((m) => m.nome === nome)!.events), nome).not.toMatch(/Clube/i);
    }
  });

  it('every rule of a built flow is exercised by a path, or says why not', () => {
    const { semRastro, fora } = rastrear(analises);
    expect(semRastro.map((r) => r.id)).toEqual([]);
    for (const r of fora) expect(r.fora!.length).toBeGreaterThan(10);
    expect(falhas(analises)).toEqual([]);
    expect(new Set(regras.map((r) => r.id)).size).toBe(regras.length);
    for (const r of regras) expect(r.id).toMatch(/^§\d+\.\d+[a-z]$/);
  });

  it.skipIf(!existsSync(SPEC))('quotes SPEC.md word for word', () => {
    const spec = readFileSync(SPEC, 'utf8');
    for (const r of regras) expect(spec, r.id).toContain(r.texto);
  });

  it('the text report keeps every line within 160 characters', () => {
    for (const l of textoDoRelatorio(analises)) expect(l.length).toBeLessThanOrEqual(LARGURA);
  });
});
