import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Modelo } from './modelos';
import { describePath, replay, transitionPaths, unreachedStates, untakenTransitions, type ActorCall } from './paths';

/**
 * The model-based tests of one flow: full state and transition coverage, then every generated
 * path replayed on the real machine with doubles; `verificar` adds the flow's own assertions on
 * where the path is and the calls made so far, checked after every step (not only at its end).
 */
export function testarModelo(modelo: Modelo, verificar?: (agora: AnyMachineSnapshot, calls: ActorCall[]) => void) {
  const { machine, events, key, input } = modelo;
  const paths = transitionPaths(machine, events, key, input);
  describe(`${modelo.nome}: caminhos gerados`, () => {
    it('alcança todos os estados e percorre todas as transições', () => {
      expect(unreachedStates(machine, paths, input)).toEqual([]);
      expect(untakenTransitions(machine, events, key, paths, input)).toEqual([]);
    });
    it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, path) => {
      const { actor } = await replay(machine, path, { key, input, aoPasso: (_, agora, calls) => verificar?.(agora, calls) });
      expect(key(actor.getSnapshot())).toEqual(key(path.state));
      actor.stop();
    });
  });
}
