import { and, assign, fromPromise, not, setup } from 'xstate';
import { acaoDoTipo, mensagensAtendimento, problemaDoComentario } from '../../domain/atendimento/atendimento';
import { consultarChamado, encerrarChamado, type DetalheChamado } from '../../services/atendimento/atendimento.service';
import { aoFalhar, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';

type Encerramento = { chamadoId: number; status: 1 | 2; tipoSolucao: string; solucao: string };

/**
 * The staff console's ticket page (/atendimento/chamado/:chamadoId): the ticket, its history, its files and the
 * request it is about; an open ticket of a kind the console closes (ACOES_DOS_TIPOS: a reconciliation request is
 * classified) takes a required comment. Closed, a toast says the server's confirmation and the view goes back to
 * the queue. A refusal (another staff member closed it first: 409) is said on the page, which reads the ticket again.
 */
export const atendimentoChamadoMachine = setup({
  types: {
    context: {} as {
      chamadoId: number; detalhe: DetalheChamado | null; comentario: string; erroComentario: string | null; notice: string | null;
    },
    input: {} as { chamadoId: number },
    events: {} as { type: 'comment.change'; texto: string } | { type: 'close.submit' } | { type: 'retry' },
  },
  actors: {
    loadTicket: fromPromise<DetalheChamado, { chamadoId: number }>(({ input }) => consultarChamado(input.chamadoId)),
    closeTicket: fromPromise<string, Encerramento>(({ input }) => encerrarChamado(input)),
  },
  guards: {
    /** Open, and of a kind this console closes. */
    closable: ({ context }) => context.detalhe?.chamado.status === 0 && acaoDoTipo(context.detalhe.chamado.tipo) !== null,
    commentMissing: ({ context }) => problemaDoComentario(context.comentario) !== null,
    ...guardasDeFalha,
  },
  actions: {
    /** Provided by the view: a success toast with the server's confirmation. */
    celebrate: (_, _params: { texto: string }) => {},
    keepServerMessage: assign({ notice: textoDaFalha(mensagensAtendimento.falhaDeRede) }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'atendimentoChamado',
  context: ({ input }) => ({ chamadoId: input.chamadoId, detalhe: null, comentario: '', erroComentario: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'o chamado carregando',
      invoke: {
        id: 'loadTicket', src: 'loadTicket',
        input: ({ context }) => ({ chamadoId: context.chamadoId }),
        // a notice kept from a refused close stays on the page read again
        onDone: { target: 'showing', actions: assign({ detalhe: ({ event }) => event.output }), description: 'o servidor entrega o chamado' },
        onError: aoFalhar(
          { target: 'missing', actions: 'keepServerMessage', description: 'o servidor não acha o chamado (404)' },
          falhouCarga,
        ),
      },
    },
    loadFailed: loadFailed({ descricao: 'a falha ao carregar o chamado, com Tentar novamente' }),
    missing: { type: 'final', description: "'Chamado não encontrado.', com o caminho de volta à fila" },
    showing: {
      description: 'o chamado com a solicitação, o histórico e os arquivos',
      on: {
        'comment.change': {
          description: 'escreve o comentário',
          // the field's error goes once the comment is fixed; it is not shown before the first try
          actions: assign({
            comentario: ({ event }) => event.texto,
            erroComentario: ({ context, event }) => (context.erroComentario === null ? null : problemaDoComentario(event.texto)),
          }),
        },
        'close.submit': [
          {
            guard: and(['closable', 'commentMissing']), description: 'clica em Classificar (o botão do tipo do chamado) sem o comentário',
            actions: assign({ erroComentario: ({ context }) => problemaDoComentario(context.comentario), notice: null }),
          },
          {
            guard: and(['closable', not('commentMissing')]), target: 'closing', description: 'clica em Classificar (o botão do tipo do chamado) com o comentário',
            actions: assign({ erroComentario: null, notice: null }),
          },
        ],
      },
    },
    closing: {
      description: 'o encerramento do chamado em andamento',
      invoke: {
        id: 'closeTicket', src: 'closeTicket',
        input: ({ context }) => {
          const acao = acaoDoTipo(context.detalhe!.chamado.tipo)!;
          return { chamadoId: context.chamadoId, status: acao.status, tipoSolucao: acao.tipoSolucao, solucao: context.comentario.trim() };
        },
        onDone: {
          target: 'closed', description: 'o servidor encerra o chamado',
          actions: { type: 'celebrate', params: ({ event }) => ({ texto: event.output }) },
        },
        onError: aoFalhar(
          { target: 'loading', actions: 'keepServerMessage', description: 'o servidor recusa (já encerrado por outro): a mensagem na tela e o chamado de novo' },
          { target: 'showing', actions: 'keepServerMessage', description: 'o encerramento fica sem resposta: a mensagem na tela' },
        ),
      },
    },
    closed: { type: 'final', description: 'a fila do produto do chamado' },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)', meta: { regras: ['§8.12a'] } },
  },
});
