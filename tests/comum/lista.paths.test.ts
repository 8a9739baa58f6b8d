import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { testarModelo } from '../support/modelo';
import { listaComEscolhaMachine, listaComEscolhaModelo, pagina1 } from './lista.model';

testarModelo(listaComEscolhaModelo, (fim, calls) => {
  // only the offered sizes are ever asked for, and a new size starts from page 1
  const leituras = calls.filter((c) => c.id === 'loadPage');
  for (const [i, c] of leituras.entries()) {
    const { linhas, pagina, filtro } = c.input as { linhas: number; pagina: number; filtro: string | null };
    // a new filter starts from page 1: the rows on screen were of the old one
    if (i > 0 && filtro !== (leituras[i - 1]!.input as { filtro: string | null }).filtro) expect(pagina).toBe(1);
    expect([10, 20, 50]).toContain(linhas);
    expect(pagina).toBeLessThanOrEqual(Math.ceil(25 / linhas));
  }
  expect([10, 20, 50]).toContain(fim.context.linhas);
});

describe('kit de lista paginada', () => {
  const carregando = (paginas: { pagina: number; linhas: number }[]) => listaComEscolhaMachine.provide({
    actors: { loadPage: fromPromise(async ({ input }) => { paginas.push({ pagina: input.pagina, linhas: input.linhas }); return pagina1; }) },
  });

  it('recusa um tamanho de página não oferecido e uma página além da última: nada muda', async () => {
    const pedidas: { pagina: number; linhas: number }[] = [];
    const actor = createActor(carregando(pedidas), { input: { codSocio: '0001' } }).start();
    await waitFor(actor, (s) => s.matches('showing'));
    for (const evento of [{ type: 'rows.set', linhas: 15 }, { type: 'rows.set', linhas: 10 }, { type: 'page.go', pagina: 4 }, { type: 'page.go', pagina: 1 }] as const) {
      expect(actor.getSnapshot().can(evento)).toBe(false);
      actor.send(evento);
      expect(actor.getSnapshot().value).toBe('showing');
    }
    expect(pedidas).toEqual([{ pagina: 1, linhas: 10 }]);
    actor.stop();
  });

  it('trocar para 20 por página volta à página 1', async () => {
    const pedidas: { pagina: number; linhas: number }[] = [];
    const actor = createActor(carregando(pedidas), { input: { codSocio: '0001' } }).start();
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'page.go', pagina: 3 });
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'rows.set', linhas: 20 });
    await waitFor(actor, (s) => s.matches('showing'));
    expect(pedidas).toEqual([{ pagina: 1, linhas: 10 }, { pagina: 3, linhas: 10 }, { pagina: 1, linhas: 20 }]);
    actor.stop();
  });

  it('um filtro novo (do servidor) pede a página 1 dele, também com uma página carregando', async () => {
    const pedidas: unknown[] = [];
    const machine = listaComEscolhaMachine.provide({
      actors: { loadPage: fromPromise(async ({ input }) => { pedidas.push([input.pagina, input.filtro]); return pagina1; }) },
    });
    const actor = createActor(machine, { input: { codSocio: '0001' } }).start();
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'page.go', pagina: 3 });
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'filter.set', filtro: 'Ativo' });
    actor.send({ type: 'filter.set', filtro: 'Inativo' });
    await waitFor(actor, (s) => s.matches('showing'));
    expect(pedidas).toEqual([[1, null], [3, null], [1, 'Ativo'], [1, 'Inativo']]);
    expect(actor.getSnapshot().context.filtro).toBe('Inativo');
    actor.stop();
  });
});
