import { assign, fromPromise, setup } from 'xstate';
import type { ClubeVantagens } from '../../contracts/clube-vantagens.contract';
import { mensagensClube } from '../../domain/clube-vantagens/clube';
import { aoFalhar, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';
import { adquirirClube, consultarClube } from '../../services/clube-vantagens/clube.service';

export type AbaClube = 'anuncios' | 'banner' | 'usuarios';

/**
 * /produto/clube-vantagens/painel (spec §2): not bought → offer the purchase; bought with
 * the term unsigned → Assinar Termo; bought and signed → the panel with its side tabs. A non-associate
 * (input naoAssociado) has no monthly slip to charge: no purchase is offered (issue 9; the server refuses it too).
 */
export const clubePainelMachine = setup({
  types: {
    context: {} as { clube: ClubeVantagens | null; aba: AbaClube; notice: string | null; purchaseKey: string; naoAssociado: boolean },
    input: {} as { naoAssociado: boolean },
    events: {} as
      | { type: 'purchase.start' } | { type: 'purchase.confirm' } | { type: 'purchase.cancel' }
      | { type: 'tab.select'; aba: AbaClube } | { type: 'retry' },
  },
  actors: {
    loadClub: fromPromise(() => consultarClube()),
    buyClub: fromPromise<ClubeVantagens, { idempotencyKey: string }>(({ input }) => adquirirClube(input.idempotencyKey)),
  },
  guards: {
    termSigned: ({ event }) => 'output' in event && (event.output as ClubeVantagens).termoAssinado,
    mayPurchase: ({ context }) => !context.naoAssociado,
    ...guardasDeFalha,
  },
  actions: {
    /** Provided by the view: a toast with context.notice. */
    warn: () => {},
    keepClub: assign({ clube: ({ event }) => ('output' in event ? (event.output as ClubeVantagens) : null) }),
    keepServerMessage: assign({ notice: textoDaFalha(mensagensClube.falhaDeRede) }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'clubePainel',
  context: ({ input }) => ({ clube: null, aba: 'anuncios', notice: null, purchaseKey: '', naoAssociado: input.naoAssociado }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadClub', src: 'loadClub',
        onDone: [
          { guard: 'termSigned', target: 'active', actions: 'keepClub' },
          { target: 'termPending', actions: 'keepClub' },
        ],
        // §8: 400 on club query offers purchase
        onError: aoFalhar({ target: 'notPurchased' }, falhouCarga),
      },
    },
    loadFailed: loadFailed(),
    notPurchased: {
      on: {
        'purchase.start': {
          guard: 'mayPurchase',
          target: 'confirmingPurchase',
          // one key per purchase attempt: a retry after a lost answer reuses it and is never charged twice
          actions: assign({ purchaseKey: () => crypto.randomUUID(), notice: null }),
        },
      },
    },
    confirmingPurchase: { on: { 'purchase.confirm': 'purchasing', 'purchase.cancel': 'notPurchased' } },
    purchasing: {
      invoke: {
        id: 'buyClub', src: 'buyClub',
        input: ({ context }) => ({ idempotencyKey: context.purchaseKey }),
        onDone: { target: 'leftToTerm', actions: 'keepClub' },
        onError: aoFalhar(
          { target: 'notPurchased', actions: ['keepServerMessage', 'warn'] },
          { target: 'confirmingPurchase', actions: ['keepServerMessage', 'warn'] },
        ),
      },
    },
    termPending: {},
    active: { on: { 'tab.select': { actions: assign({ aba: ({ event }) => event.aba }) } } },
    leftToTerm: { type: 'final' },
    sessionLost: { type: 'final' },
  },
});
