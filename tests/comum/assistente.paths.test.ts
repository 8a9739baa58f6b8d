/**
 * The wizard kit (machines/comum/assistente.ts, views/comum/assistente.ts) on a wizard of its own: two steps and the
 * term as a child step, as the conciliador and retail use it. Generated paths (@xstate/graph) reach every state; at
 * every step of every path, the browser's Back (`step.visit` to the step before), a reload (the draft saved at that
 * resting state, restored into a new actor, the address asking for the step it was on) and a re-login (the draft kept
 * by a lost session, read by the same login; never by another) land where the kit says. The term kit: its output
 * carries what `aceitar` answered, and a hold is let go by the machine (VOLTAR waits; the page going away and the
 * wizard stopped fire it), never by a view.
 */
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, fromPromise, setup, waitFor, type AnyMachineSnapshot } from 'xstate';
import { criarAssistente, terminouEm, type VisitaAoPasso } from '../../src/machines/comum/assistente';
import { criarTermoMachine, type TermoParaAceite } from '../../src/machines/comum/termo';
import { decisao, guardarRascunho, lerRascunho } from '../../src/services/comum/rascunho';
import { ambienteEmMemoria } from '../support/armazenamento';

type Passo = 'dados' | 'resumo' | 'termo';
type Evento =
  | { type: 'field'; valor: string } | { type: 'next' } | { type: 'back' } | VisitaAoPasso<Passo>
  | { type: 'xstate.done.actor.termo'; output: { saida: string; resposta: unknown } };

/** A wizard on the kit: data (a field that must be filled), a summary, the term as a step (its addresses from the list). */
const kit = criarAssistente<{ valor: string }, Passo, 'dados' | 'resumo' | 'termo' | 'aceito' | 'sessionLost'>([
  { id: 'dados', estados: ['dados'], de: ['resumo'] },
  { id: 'resumo', estados: ['resumo'], de: ['dados', 'termo'], quando: (c) => c.valor !== '' },
  { id: 'termo', estados: ['termo'], de: ['resumo'], repouso: [] },
], { chave: 'assistente_teste', versao: 1 });

const assistente = kit.maquina(setup({
  types: { context: {} as { valor: string }, events: {} as Evento },
  actors: { termo: fromPromise<{ saida: string }>(() => new Promise(() => {})) },
  guards: {
    preenchido: ({ context }) => context.valor !== '',
    aceito: ({ event }) => terminouEm(event, 'accepted'),
    voltou: ({ event }) => terminouEm(event, 'leftBack'),
    semSessao: ({ event }) => terminouEm(event, 'sessionLost'),
  },
}).createMachine({
  id: 'assistenteDeTeste',
  context: { valor: '' },
  initial: 'dados',
  states: {
    dados: {
      on: {
        field: { actions: assign({ valor: ({ event }) => event.valor }) },
        next: { guard: 'preenchido', target: 'resumo' },
      },
    },
    resumo: { on: { back: 'dados', next: 'termo' } },
    termo: {
      invoke: {
        id: 'termo', src: 'termo',
        onDone: [{ guard: 'aceito', target: 'aceito' }, { guard: 'voltou', target: 'resumo' }, { guard: 'semSessao', target: 'sessionLost' }],
      },
    },
    aceito: { type: 'final' },
    sessionLost: { type: 'final' },
  },
}));

const passoDoEstado = kit.passoDoEstado;
const rascunho = kit.rascunho;
const ANTERIOR: Record<Passo, Passo | null> = { dados: null, resumo: 'dados', termo: 'resumo' };
const terminou = (saida: string) => ({ type: 'xstate.done.actor.termo', output: { saida, resposta: null } }) as const;

const eventos: Evento[] = [
  { type: 'field', valor: 'x' }, { type: 'field', valor: '' }, { type: 'next' }, { type: 'back' },
  { type: 'step.visit', passo: 'dados' }, { type: 'step.visit', passo: 'resumo' }, { type: 'step.visit', passo: 'termo' },
  terminou('accepted'), terminou('leftBack'), terminou('sessionLost'),
];
const caminhos = getShortestPaths(assistente, { events: eventos, serializeState: (s) => JSON.stringify([s.value, s.context]) });

/** A fresh actor at the end of a path's events (the graph's snapshots are not actors). */
function ate(passos: readonly { event: Evento }[]) {
  const actor = createActor(assistente).start();
  for (const p of passos) actor.send(p.event);
  return actor;
}

/** The draft a snapshot leaves (kept at resting states and by a lost session), read back by `dono`. */
function recarregar(actor: ReturnType<typeof ate>, ultimoRepouso: unknown, dono: string) {
  const { ambiente } = ambienteEmMemoria(Date.parse('2026-11-25T12:00:00Z'));
  if (ultimoRepouso) guardarRascunho(rascunho, ultimoRepouso as never, { dono: 'ana' }, ambiente);
  const lido = lerRascunho(assistente, rascunho, { dono }, ambiente);
  return createActor(assistente, { snapshot: lido?.snapshot }).start();
}

describe('kit do assistente: a lista de passos', () => {
  it('o rascunho guarda nos estados de repouso dos passos; cada estado mostra o seu passo', () => {
    expect(rascunho.emRepouso).toEqual(['dados', 'resumo']);
    const a = createActor(assistente).start();
    expect(passoDoEstado(a.getSnapshot())).toBe('dados');
    a.send({ type: 'step.visit', passo: 'resumo' }); // refused: nothing typed (the step's quando)
    expect(passoDoEstado(a.getSnapshot())).toBe('dados');
    a.send({ type: 'step.visit', passo: 'termo' }); // refused: not from dados (the step's de)
    expect(passoDoEstado(a.getSnapshot())).toBe('dados');
  });

  it('num passo com filho, o endereço de outro passo pede ao filho que volte; o filho decide', () => {
    const filho = createMachine({ initial: 'lendo', states: { lendo: { on: { back: 'voltou' } }, voltou: { type: 'final' } } });
    const k = criarAssistente<object, 'a' | 'b', 'a' | 'b'>([
      { id: 'a', estados: ['a'], de: ['b'] },
      { id: 'b', estados: ['b'], de: [], filho: 'filho' },
    ], { chave: 'filho_teste', versao: 1 });
    const m = k.maquina(setup({ types: { events: {} as { type: 'next' } | VisitaAoPasso<'a' | 'b'> }, actors: { filho } }).createMachine({
      initial: 'a',
      states: { a: { on: { next: 'b' } }, b: { invoke: { id: 'filho', src: 'filho', onDone: 'a' } } },
    }));
    expect(k.rascunho.emRepouso).toEqual(['a']);
    const a = createActor(m).start();
    a.send({ type: 'step.visit', passo: 'b' }); // the child step is reached by next only
    expect(a.getSnapshot().value).toBe('a');
    a.send({ type: 'next' });
    expect(a.getSnapshot().value).toBe('b');
    a.send({ type: 'step.visit', passo: 'a' });
    expect(a.getSnapshot().value).toBe('a'); // the child got back, ended, and its done event took the wizard back
  });

  it('recusa um estado que escreve o seu step.visit e um passo que cita um estado que não existe', () => {
    const k = criarAssistente<object, 'a', 'a' | 'x'>([{ id: 'a', estados: ['a'], de: ['x'] }], { chave: 'k', versao: 1 });
    expect(() => k.maquina(createMachine({ initial: 'a', states: { a: {} } }))).toThrow(/cita o estado x/);
    const k2 = criarAssistente<object, 'a', 'a'>([{ id: 'a', estados: ['a'], de: [] }], { chave: 'k', versao: 1 });
    expect(() => k2.maquina(createMachine({ initial: 'a', states: { a: { on: { 'step.visit': 'a' } } } }))).toThrow(/escreve o seu step.visit/);
  });
});

describe('kit do assistente: Voltar, recarregar e novo login em cada passo', () => {
  it('os caminhos gerados alcançam todos os estados do assistente', () => {
    const alcancados = new Set(caminhos.map((c) => JSON.stringify((c.state as AnyMachineSnapshot).value)));
    expect([...alcancados].sort()).toEqual(['"aceito"', '"dados"', '"resumo"', '"sessionLost"', '"termo"']);
  });

  for (const caminho of caminhos) {
    const nome = caminho.steps.map((s) => s.event.type === 'step.visit' ? `visit ${(s.event as VisitaAoPasso<Passo>).passo}` : s.event.type).join(' → ') || 'início';
    it(`a cada passo de [${nome}]`, () => {
      const actor = createActor(assistente).start();
      let ultimoRepouso: unknown = decisao(rascunho, actor.getSnapshot()) === 'guardar' ? actor.getPersistedSnapshot() : null;
      for (let i = 0; i <= caminho.steps.length; i++) {
        if (i > 0) actor.send(caminho.steps[i - 1]!.event as Evento);
        const agora = actor.getSnapshot();
        if (decisao(rascunho, agora) === 'guardar') ultimoRepouso = actor.getPersistedSnapshot();
        const passo = passoDoEstado(agora);
        const ateAqui = caminho.steps.slice(0, i) as { event: Evento }[];

        if (passo) {
          // Back: the address asks for the step before; the machine goes there (the term's back goes to the summary)
          const anterior = ANTERIOR[passo];
          if (anterior) {
            const b = ate(ateAqui);
            b.send({ type: 'step.visit', passo: anterior });
            expect(passoDoEstado(b.getSnapshot())).toBe(anterior);
          }
          // reload: the last resting state's draft, then the address asks for the step it was on
          const r = recarregar(actor, ultimoRepouso, 'ana');
          if (passoDoEstado(r.getSnapshot()) !== passo) r.send({ type: 'step.visit', passo });
          expect(passoDoEstado(r.getSnapshot())).toBe(passo);
          expect(r.getSnapshot().context).toEqual(agora.context);
        }
        if (agora.matches('sessionLost')) {
          // re-login: the draft was kept by the lost session; the same login gets the summary back, another the start
          expect(decisao(rascunho, agora)).toBe('nada');
          const mesmo = recarregar(actor, ultimoRepouso, 'ana');
          mesmo.send({ type: 'step.visit', passo: 'termo' });
          expect(passoDoEstado(mesmo.getSnapshot())).toBe('termo');
          const outro = recarregar(actor, ultimoRepouso, 'bia');
          expect(outro.getSnapshot().value).toBe('dados');
          expect(outro.getSnapshot().context.valor).toBe('');
        }
        if (agora.matches('aceito')) expect(decisao(rascunho, agora)).toBe('apagar');
      }
    });
  }
});

// ---- the term kit as a step: its answer, and its hold ----------------------------------------------------------

const termo: TermoParaAceite = { texto: { titulo: 'T', identificacao: [], clausulas: ['c'] }, base64: 'JVBERi0=', nomeArquivo: 't.pdf', dtVersao: '2026-11-24' };
const mensagens = { falhaDeRede: 'rede', marqueOAceite: 'marque', erroAoAceitar: 'erro' };

function termoComReserva() {
  const liberar = vi.fn(() => Promise.resolve());
  const machine = criarTermoMachine<undefined, TermoParaAceite, { mensagem: string; status: string }>({
    id: 'termoDeTeste', carregar: () => Promise.resolve(termo), aceitar: () => Promise.resolve({ mensagem: 'ok', status: 'aguardandoPagamento' }),
    liberar, mensagens,
  });
  return { liberar, actor: createActor(machine).start() };
}

describe('kit do termo num assistente', () => {
  it('a saída leva o que aceitar respondeu', async () => {
    const { actor, liberar } = termoComReserva();
    await waitFor(actor, (s) => s.matches('reading'));
    actor.send({ type: 'agree.toggle' });
    actor.send({ type: 'term.accept' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ saida: 'accepted', resposta: { mensagem: 'ok', status: 'aguardandoPagamento' }, falha: null });
    expect(liberar).not.toHaveBeenCalled();
  });

  it('VOLTAR libera a reserva antes de sair; a página saindo (leave) também, pela máquina', async () => {
    const voltar = termoComReserva();
    await waitFor(voltar.actor, (s) => s.matches('reading'));
    voltar.actor.send({ type: 'back' });
    expect(voltar.actor.getSnapshot().value).toBe('releasing');
    await waitFor(voltar.actor, (s) => s.status === 'done');
    expect(voltar.liberar).toHaveBeenCalledWith(termo);
    expect(voltar.actor.getSnapshot().output?.saida).toBe('leftBack');

    const sair = termoComReserva();
    await waitFor(sair.actor, (s) => s.matches('reading'));
    sair.actor.send({ type: 'leave' });
    expect(sair.actor.getSnapshot().status).toBe('done');
    expect(sair.liberar).toHaveBeenCalledTimes(1);
  });

  it('o assistente parado (outra rota) com o termo aberto libera a reserva uma vez; aceitar, VOLTAR e avançar não', async () => {
    const liberar = vi.fn(() => Promise.resolve());
    const termoMachine = criarTermoMachine<undefined, TermoParaAceite, string>({
      id: 'termoDoAssistente', carregar: () => Promise.resolve(termo), aceitar: () => Promise.resolve('ok'), liberar, mensagens,
    });
    const comTermo = setup({ actors: { termo: termoMachine } }).createMachine({
      initial: 'termo', states: { termo: { invoke: { id: 'termo', src: 'termo', onDone: 'fim' } }, fim: { type: 'final' } },
    });
    const filho = (a: { getSnapshot: () => AnyMachineSnapshot }) => a.getSnapshot().children.termo as unknown as Parameters<typeof waitFor>[0];
    // stopped while read: released once, by the machine
    const parado = createActor(comTermo).start();
    await waitFor(filho(parado), (s) => (s as AnyMachineSnapshot).matches('reading'));
    filho(parado).send({ type: 'agree.toggle' }); // a transition without a target keeps the guard running
    expect(liberar).not.toHaveBeenCalled();
    parado.stop();
    expect(liberar).toHaveBeenCalledTimes(1);
    expect(liberar).toHaveBeenCalledWith(termo);
    // accepted, then the wizard stopped: nothing released
    liberar.mockClear();
    const aceito = createActor(comTermo).start();
    await waitFor(filho(aceito), (s) => (s as AnyMachineSnapshot).matches('reading'));
    filho(aceito).send({ type: 'agree.toggle' });
    filho(aceito).send({ type: 'term.accept' });
    expect(liberar).not.toHaveBeenCalled(); // reading → accepting: the guard stops without releasing
    await waitFor(aceito, (s) => s.status === 'done');
    aceito.stop();
    expect(liberar).not.toHaveBeenCalled();
    // VOLTAR: released once (awaited), not again when the wizard stops
    const voltou = createActor(comTermo).start();
    await waitFor(filho(voltou), (s) => (s as AnyMachineSnapshot).matches('reading'));
    filho(voltou).send({ type: 'back' });
    await waitFor(voltou, (s) => s.status === 'done');
    voltou.stop();
    expect(liberar).toHaveBeenCalledTimes(1);
  });

  it('sem reserva (liberar ausente), leave não muda nada e VOLTAR sai direto', async () => {
    const machine = criarTermoMachine({ id: 'semReserva', carregar: () => Promise.resolve(termo), aceitar: () => Promise.resolve('ok'), mensagens });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('reading'));
    actor.send({ type: 'leave' });
    expect(actor.getSnapshot().value).toBe('reading');
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('leftBack');
  });
});
