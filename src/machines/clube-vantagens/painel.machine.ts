import { assign, fromPromise, setup } from 'xstate';
import type { ClubeVantagens } from '../../contracts/clube-vantagens.contract';
import { mensagensClube } from '../../domain/clube-vantagens/clube';
import type { MetodoPagamento } from '../../domain/comum/pagamentos';
import { aoFalhar, aoProibir, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';
import { adquirirClube, consultarClube, semClubeDe } from '../../services/clube-vantagens/clube.service';

export type AbaClube = 'anuncios' | 'banner' | 'usuarios';

/**
 * /produto/clube-vantagens/painel (spec §2): not bought → offer the purchase; bought with
 * the term unsigned → Assinar Termo; bought and signed → the panel with its side tabs. One way to buy per kind
 * of member (issue 11), as the server's "no club" answer says (issue 20: its metodosPermitidos, from the associate's
 * row): on the monthly slip an associate buys here (purchase.start, confirmation); a non-associate has no monthly slip,
 * so purchase.start is refused (the server refuses it too) and the view links to the card payment screen instead (its
 * own machine: pagamento.machine.ts). A 403 (a login that may not buy the club) is a refusal said as such, not "no club".
 */
export const clubePainelMachine = setup({
  types: {
    context: {} as { clube: ClubeVantagens | null; aba: AbaClube; notice: string | null; purchaseKey: string; metodosCompra: MetodoPagamento[] },
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
    /** On the monthly slip: associates only (a non-associate pays by card, on the payment screen). */
    mayPurchase: ({ context }) => context.metodosCompra.includes('mensalidade'),
    ...guardasDeFalha,
  },
  actions: {
    /** Provided by the view: a toast with context.notice. */
    warn: () => {},
    keepClub: assign({ clube: ({ event }) => ('output' in event ? (event.output as ClubeVantagens) : null) }),
    keepServerMessage: assign({ notice: textoDaFalha(mensagensClube.falhaDeRede) }),
    /** How this associate may buy the club: the "no club" answer's methods (the monthly slip, or a card). */
    keepPurchaseMethods: assign({ metodosCompra: ({ event }) => ('error' in event ? semClubeDe(event.error)?.metodosPermitidos ?? [] : []) }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'clubePainel',
  context: { clube: null, aba: 'anuncios', notice: null, purchaseKey: '', metodosCompra: [] },
  initial: 'loading',
  states: {
    loading: {
      description: 'a consulta do clube em andamento',
      invoke: {
        id: 'loadClub', src: 'loadClub',
        onDone: [
          { guard: 'termSigned', target: 'active', actions: 'keepClub', description: 'o clube vem com o termo assinado' },
          { target: 'termPending', actions: 'keepClub', description: 'o clube vem com o termo por assinar' },
        ],
        // §8: 400 on club query offers purchase; a 403 is this login's refusal, never "no club" (issue 20)
        onError: [
          aoProibir({ target: 'refused', actions: 'keepServerMessage', description: 'o servidor recusa este login (403): não compra o clube' }),
          ...aoFalhar({
            target: 'notPurchased', actions: 'keepPurchaseMethods', description: 'o servidor recusa: sem clube, e diz como comprar', meta: { regras: ['§8.8c'] },
          }, falhouCarga),
        ],
      },
    },
    loadFailed: loadFailed(),
    notPurchased: {
      description: 'o painel do clube sem compra',
      on: {
        'purchase.start': {
          guard: 'mayPurchase',
          target: 'confirmingPurchase',
          // one key per purchase attempt: a retry after a lost answer reuses it and is never charged twice
          actions: assign({ purchaseKey: () => crypto.randomUUID(), notice: null }),
          description: 'clica em Adquirir Clube de Vantagens',
        },
      },
    },
    confirmingPurchase: {
      description: 'a confirmação da compra',
      on: {
        'purchase.confirm': { target: 'purchasing', description: 'confirma a compra' },
        'purchase.cancel': { target: 'notPurchased', description: 'volta sem confirmar' },
      },
    },
    purchasing: {
      description: 'a compra em andamento',
      invoke: {
        id: 'buyClub', src: 'buyClub',
        input: ({ context }) => ({ idempotencyKey: context.purchaseKey }),
        onDone: { target: 'leftToTerm', actions: 'keepClub', description: 'o servidor confirma a compra' },
        onError: aoFalhar(
          { target: 'notPurchased', actions: ['keepServerMessage', 'warn'], description: 'o servidor recusa a compra' },
          { target: 'confirmingPurchase', actions: ['keepServerMessage', 'warn'], description: 'a compra fica sem resposta' },
        ),
      },
    },
    termPending: { description: 'o painel com o termo por assinar' },
    active: {
      description: 'o painel do clube ativo',
      on: { 'tab.select': { actions: assign({ aba: ({ event }) => event.aba }), description: 'abre outra aba' } },
    },
    leftToTerm: { type: 'final', description: 'o termo do clube' },
    refused: { type: 'final', description: 'a recusa do servidor, sem compra' },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)', meta: { regras: ['§8.12a'] } },
  },
});
