import { assign, fromPromise, setup } from 'xstate';
import { mensagensClube } from '../../domain/clube-vantagens/clube';
import { rejected, sessionLost, textoDaFalha } from '../comum/falhas';
import { aceitarTermoClube, buscarTermoClube, type TermoPdf } from '../../services/clube-vantagens/clube.service';

/** Club term acceptance (spec §2): read the PDF, tick 'Estou de acordo com o termo acima.', accept. */
export const clubeTermoMachine = setup({
  types: {
    context: {} as { termo: TermoPdf | null; agreed: boolean; notice: string | null },
    events: {} as { type: 'agree.toggle' } | { type: 'term.accept' } | { type: 'retry' },
  },
  actors: {
    loadTerm: fromPromise(() => buscarTermoClube()),
    acceptTerm: fromPromise<string, { dtVersao: string }>(({ input }) => aceitarTermoClube(input.dtVersao)),
  },
  guards: {
    agreed: ({ context }) => context.agreed,
    sessionLost,
    rejected,
  },
  actions: {
    /** Provided by the view: toasts. */
    warn: () => {},
    fail: () => {},
    celebrate: () => {},
    keepServerMessage: assign({ notice: textoDaFalha(mensagensClube.falhaDeRede) }),
  },
}).createMachine({
  id: 'clubeTermo',
  context: { termo: null, agreed: false, notice: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTerm', src: 'loadTerm',
        onDone: { target: 'reading', actions: assign({ termo: ({ event }) => event.output }) },
        onError: [
          { guard: 'sessionLost', target: 'sessionLost' },
          // §8: a 400 on the club term shows the server's mensagem as a warning and leaves (decided: to the panel)
          { guard: 'rejected', target: 'leftToPanel', actions: ['keepServerMessage', 'warn'] },
          { target: 'loadFailed', actions: assign({ notice: mensagensClube.falhaDeRede }) },
        ],
      },
    },
    loadFailed: { on: { retry: { target: 'loading', actions: assign({ notice: null }) } } },
    reading: {
      on: {
        'agree.toggle': { actions: assign({ agreed: ({ context }) => !context.agreed, notice: null }) },
        'term.accept': [
          { guard: 'agreed', target: 'accepting', actions: assign({ notice: null }) },
          { actions: assign({ notice: mensagensClube.marqueOAceite }) }, // §5: the checkbox must be ticked
        ],
      },
    },
    accepting: {
      invoke: {
        id: 'acceptTerm', src: 'acceptTerm',
        input: ({ context }) => ({ dtVersao: context.termo!.dtVersao }),
        onDone: { target: 'accepted', actions: [assign({ notice: ({ event }) => event.output }), 'celebrate'] },
        onError: [
          { guard: 'sessionLost', target: 'sessionLost' },
          { guard: 'rejected', target: 'leftToPanel', actions: ['keepServerMessage', 'warn'] },
          { target: 'reading', actions: [assign({ notice: mensagensClube.erroTermo }), 'fail'] }, // §8
        ],
      },
    },
    accepted: { type: 'final' },
    leftToPanel: { type: 'final' },
    sessionLost: { type: 'final' },
  },
});
