import { assign, fromPromise, setup } from 'xstate';
import type { Chamado } from '../../contracts/cdl-consultor.contract';
import { textosKit } from '../../domain/comum/textos';
import { consultarChamados } from '../../services/cdl-consultor/consultor.service';
import { guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';
import { membroRecusado, recusaOuFalhaDoMembro } from './membro';

/** §4: the tickets newest first (by opening date). */
export const maisRecentesPrimeiro = (chamados: readonly Chamado[]) =>
  [...chamados].sort((a, b) => (a.dataAbertura < b.dataAbertura ? 1 : a.dataAbertura > b.dataAbertura ? -1 : 0));

export interface ChamadosContext {
  codSocio: string;
  chamados: Chamado[];
  /** The ticket on the card (codigo): the newest at first (§4 "the last ticket is the one checked"). */
  selecionado: string | null;
  notice: string | null;
}

/**
 * §2 Tickets screen (chamados) of associadoSelecionado: ConsultarChamados, newest first, a selector and the selected
 * ticket's card; empty: 'Você ainda não possui nenhum chamado ativo'. A refusal (404 outside the carteira): the
 * server's sentence; no answer: retry.
 */
export const chamadosMachine = setup({
  types: {
    context: {} as ChamadosContext,
    input: {} as { codSocio: string },
    events: {} as { type: 'ticket.select'; codigo: string } | { type: 'retry' },
  },
  actors: {
    loadTickets: fromPromise<Chamado[], { codSocio: string }>(({ input }) => consultarChamados(input.codSocio)),
  },
  guards: {
    ...guardasDeFalha,
    noTickets: ({ event }) => 'output' in event && (event.output as Chamado[]).length === 0,
    otherTicket: ({ context, event }) => event.type === 'ticket.select' && event.codigo !== context.selecionado
      && context.chamados.some((c) => c.codigo === event.codigo),
  },
  actions: {
    keepServerMessage: assign({ notice: textoDaFalha(textosKit.falhaDeRede) }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'chamadosAssociado',
  context: ({ input }) => ({ codSocio: input.codSocio, chamados: [], selecionado: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'a consulta dos chamados',
      invoke: {
        id: 'loadTickets', src: 'loadTickets', input: ({ context }) => ({ codSocio: context.codSocio }),
        onDone: [
          { guard: 'noTickets', target: 'empty', description: 'o servidor responde sem chamados' },
          {
            target: 'showing',
            actions: assign(({ event }) => {
              const chamados = maisRecentesPrimeiro(event.output);
              return { chamados, selecionado: chamados[0]!.codigo };
            }),
            description: 'o servidor entrega os chamados: o mais recente no cartão',
          },
        ],
        onError: recusaOuFalhaDoMembro,
      },
    },
    loadFailed: loadFailed({ descricao: 'a falha ao carregar os chamados, com Tentar novamente' }),
    showing: {
      description: 'o seletor de chamados e o cartão do escolhido',
      on: {
        'ticket.select': { guard: 'otherTicket', actions: assign({ selecionado: ({ event }) => event.codigo }), description: 'escolhe outro chamado' },
      },
    },
    empty: { description: "'Você ainda não possui nenhum chamado ativo'" },
    refused: membroRecusado,
    sessionLost: { type: 'final', description: 'o login (sessão perdida)' },
  },
});
