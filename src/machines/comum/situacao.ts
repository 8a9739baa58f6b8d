import { assign, fromPromise, setup } from 'xstate';
import { aoFalhar, guardasDeFalha } from './falhas';

/**
 * A product's card on the products screen (issue 9; every product's since issue 27): the card is drawn at once and
 * says what this user has once its product answers. `carregar` brings the product's service in its own chunk, after
 * the first paint, and answers the call to make: the products screen's bundle carries no product's contract.
 */
export function criarSituacaoMachine<S>({ id, carregar }: { id: string; carregar: () => Promise<() => Promise<S>> }) {
  return setup({
    types: { context: {} as { situacao: S | null } },
    actors: {
      loadSituation: fromPromise<S>(async ({ signal }) => {
        const consultar = await carregar();
        // the screen may be gone by the time the chunk arrives: then no call at all
        if (signal.aborted) throw new DOMException('A tela dos produtos já saiu.', 'AbortError');
        return consultar();
      }),
    },
    guards: { ...guardasDeFalha },
  }).createMachine({
    id,
    context: { situacao: null },
    initial: 'loading',
    states: {
      loading: {
        description: 'o cartão do produto, situação carregando',
        invoke: {
          id: 'loadSituation', src: 'loadSituation',
          onDone: { target: 'known', actions: assign({ situacao: ({ event }) => event.output }), description: 'o servidor diz a situação' },
          // the card still leads to the product, which says what failed and offers to try again
          onError: aoFalhar({ target: 'unknown', description: 'a consulta falha' }),
        },
      },
      known: { type: 'final', description: 'o cartão do produto com a situação' },
      unknown: { type: 'final', description: 'o cartão do produto sem situação (leva ao produto)' },
      sessionLost: { type: 'final', description: 'o login (sessão perdida)', meta: { regras: ['§8.12a'] } },
    },
  });
}
