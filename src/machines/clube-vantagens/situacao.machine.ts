import { assign, fromPromise, setup } from 'xstate';
import type { SituacaoClube } from '../../services/clube-vantagens/situacao.service';
import { aoFalhar, guardasDeFalha } from '../comum/falhas';

/**
 * The club's card on the products screen (issue 9): the card is drawn at once and says what this
 * user has once ConsultarClubeVantagens answers. The service comes in its own chunk, after the first
 * paint, so the products screen's bundle does not carry the club's contract (initial route budget).
 */
export const clubeSituacaoMachine = setup({
  types: {
    context: {} as { situacao: SituacaoClube | null },
  },
  actors: {
    loadSituation: fromPromise<SituacaoClube>(async ({ signal }) => {
      const { situacaoDoClube } = await import('../../services/clube-vantagens/situacao.service');
      // the screen may be gone by the time the chunk arrives: then no call at all
      if (signal.aborted) throw new DOMException('A tela dos produtos já saiu.', 'AbortError');
      return situacaoDoClube();
    }),
  },
  guards: { ...guardasDeFalha },
}).createMachine({
  id: 'clubeSituacao',
  context: { situacao: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'o cartão do clube, situação carregando',
      invoke: {
        id: 'loadSituation', src: 'loadSituation',
        onDone: { target: 'known', actions: assign({ situacao: ({ event }) => event.output }), description: 'o servidor diz a situação' },
        // the card still leads to the panel, which says what failed and offers to try again
        onError: aoFalhar({ target: 'unknown', description: 'a consulta falha' }),
      },
    },
    known: { type: 'final', description: 'o cartão do clube com a situação' },
    unknown: { type: 'final', description: 'o cartão do clube sem situação (leva ao painel)' },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)', meta: { regras: ['§8.12a'] } },
  },
});
