import { assign, fromPromise, setup } from 'xstate';
import type { ClubeVantagens } from '../../contracts/clube-vantagens.contract';
import { mensagensClube } from '../../domain/clube-vantagens/clube';
import { aoFalhar, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';
import {
  aceitarRetencao, cancelarClube, consultarClube, consultarRetencao, type CancelamentoFeito, type Retencao,
} from '../../services/clube-vantagens/clube.service';

/**
 * Cancellation screen (spec §2, §4): the retention offer never blocks cancelling; EFETUAR
 * CANCELAMENTO cancels in one click (Decreto 11.034/2022) and answers a protocol. A club whose
 * cancellation was already asked for shows that protocol and date instead (issue 9): nothing to click again.
 */
const voltar = 'clica em voltar';

export const clubeCancelamentoMachine = setup({
  types: {
    context: {} as { clube: ClubeVantagens | null; retencao: Retencao | null; cancelamento: CancelamentoFeito | null; notice: string | null },
    events: {} as { type: 'discount.accept' } | { type: 'cancel.confirm' } | { type: 'back' } | { type: 'retry' },
  },
  actors: {
    loadClub: fromPromise(() => consultarClube()),
    loadRetention: fromPromise(() => consultarRetencao()),
    acceptDiscount: fromPromise(() => aceitarRetencao()),
    cancelClub: fromPromise(() => cancelarClube()),
  },
  guards: {
    offered: ({ context }) => context.retencao?.ofertarRetencao === true,
    alreadyRequested: ({ event }) => 'output' in event && (event.output as ClubeVantagens).status === 'CANCELAMENTO_SOLICITADO',
    ...guardasDeFalha,
  },
  actions: {
    /** Provided by the view: a toast with context.notice (a load the server refused, on the way to the panel). */
    warn: () => {},
    keepServerMessage: assign({ notice: textoDaFalha(mensagensClube.falhaDeRede) }),
    clearNotice: assign({ notice: null }),
    keepClub: assign({ clube: ({ event }) => ('output' in event ? (event.output as ClubeVantagens) : null) }),
  },
}).createMachine({
  id: 'clubeCancelamento',
  context: { clube: null, retencao: null, cancelamento: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'a consulta do clube em andamento',
      invoke: {
        id: 'loadClub', src: 'loadClub',
        onDone: [
          { guard: 'alreadyRequested', target: 'alreadyRequested', actions: 'keepClub', description: 'o clube vem com o cancelamento já pedido' },
          { target: 'loadingRetention', actions: 'keepClub', description: 'o clube vem ativo' },
        ],
        onError: aoFalhar(
          { target: 'leftToPanel', actions: ['keepServerMessage', 'warn'], description: 'o servidor recusa a consulta', meta: { regras: ['§8.8d'] } },
          falhouCarga,
        ),
      },
    },
    loadingRetention: {
      description: 'a consulta da oferta de desconto',
      invoke: {
        id: 'loadRetention', src: 'loadRetention',
        onDone: { target: 'deciding', actions: assign({ retencao: ({ event }) => event.output }), description: 'o servidor diz se há oferta' },
        onError: aoFalhar({ target: 'leftToPanel', actions: ['keepServerMessage', 'warn'], description: 'o servidor recusa a consulta da oferta' }, falhouCarga),
      },
    },
    loadFailed: loadFailed(),
    deciding: {
      description: 'a tela de cancelamento',
      on: {
        'discount.accept': { guard: 'offered', target: 'acceptingDiscount', actions: assign({ notice: null }), description: 'clica em ACEITAR DESCONTO' },
        'cancel.confirm': { target: 'cancelling', actions: assign({ notice: null }), description: 'clica em EFETUAR CANCELAMENTO' },
        back: { target: 'leftToPanel', description: voltar },
      },
    },
    acceptingDiscount: {
      description: 'o aceite do desconto em andamento',
      invoke: {
        id: 'acceptDiscount', src: 'acceptDiscount',
        // the screen says it (its own text, as `cancelled` does): no toast besides
        onDone: { target: 'discountAccepted', actions: assign({ notice: ({ event }) => event.output }), description: 'o servidor aplica o desconto' },
        // §8: the server's mensagem, inline on the screen that stays (the user can try again): no toast besides
        onError: aoFalhar({
          target: 'deciding', actions: 'keepServerMessage', description: 'o aceite falha: a mensagem na tela', meta: { regras: ['§8.7a'] },
        }),
      },
    },
    cancelling: {
      description: 'o cancelamento em andamento',
      invoke: {
        id: 'cancelClub', src: 'cancelClub',
        onDone: { target: 'cancelled', actions: assign({ cancelamento: ({ event }) => event.output }), description: 'o servidor cancela (protocolo)' },
        onError: aoFalhar({ // §8: server mensagem, inline
          target: 'deciding', actions: 'keepServerMessage', description: 'o cancelamento falha: a mensagem na tela', meta: { regras: ['§8.7a'] },
        }),
      },
    },
    discountAccepted: { description: 'o desconto aplicado', on: { back: { target: 'leftToPanel', description: voltar } } },
    // issue 9: asked before (another visit, another login of the associate): its protocol and date, no second request
    alreadyRequested: {
      description: 'o cancelamento já pedido antes (protocolo e data)', on: { back: { target: 'leftToPanel', description: voltar } },
    },
    cancelled: { type: 'final', description: 'o cancelamento feito (protocolo e data)' },
    leftToPanel: { type: 'final', description: 'o painel do clube' },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)', meta: { regras: ['§8.12a'] } },
  },
});
