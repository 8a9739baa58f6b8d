import { and, assign, fromPromise, not, setup } from 'xstate';
import {
  acaoDoTipo, CANCELAMENTO, cancelavel, chaveDoDocumento, mensagensAtendimento, problemaDoComentario, problemasDaRevisao, REVISAO_VAZIA,
  type ProblemasDaRevisao, type RevisaoNaTela,
} from '../../domain/atendimento/atendimento';
import {
  aplicarAtualizacao, consultarChamado, encerrarChamado, revisarDocumentacao, type DetalheChamado, type RevisaoEnviada,
} from '../../services/atendimento/atendimento.service';
import { aoFalhar, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';

type Encerramento = { chamadoId: number; status: 1 | 2; tipoSolucao: string; solucao: string };
type Contexto = {
  chamadoId: number; detalhe: DetalheChamado | null; comentario: string; erroComentario: string | null; notice: string | null;
  /** Cancelar chamado's reason (issue 27) and its error, shown after the first try. */
  motivo: string; erroMotivo: string | null;
  /** Each document's OK/INCORRETA and comment, by chaveDoDocumento (issue 21). */
  revisoes: Record<string, RevisaoNaTela>;
  /** The review's problems, null until the first Concluir análise; then kept up to date as documents are fixed. */
  problemas: ProblemasDaRevisao | null;
};

const chavesDe = (detalhe: DetalheChamado | null) => (detalhe?.documentos ?? []).map(chaveDoDocumento);
const aberto = (c: Contexto) => c.detalhe?.chamado.status === 0;
/** The comment's error for the ticket's action (Classificar, Recusar). */
const problemaDoComentarioDe = (c: Contexto, texto: string) => {
  const acao = c.detalhe && acaoDoTipo(c.detalhe.chamado.tipo);
  return problemaDoComentario(texto, acao?.comentarioObrigatorio);
};
/** What RevisarDocumentacao is sent: a review per document, the comment only with INCORRETA. */
const revisaoEnviada = (c: Contexto): RevisaoEnviada => ({
  chamadoId: c.chamadoId,
  documentos: (c.detalhe?.documentos ?? []).map((d) => {
    const r = c.revisoes[chaveDoDocumento(d)] ?? REVISAO_VAZIA;
    return { documento: d.documento, pessoa: d.pessoa, correto: r.correto === true, comentario: r.correto === false ? r.comentario.trim() : '' };
  }),
});
/** The review with one document changed; its problems follow once a send asked for them. */
const comRevisao = (c: Contexto, chave: string, muda: Partial<RevisaoNaTela>) => {
  const revisoes = { ...c.revisoes, [chave]: { ...(c.revisoes[chave] ?? REVISAO_VAZIA), ...muda } };
  return { revisoes, problemas: c.problemas === null ? null : problemasDaRevisao(chavesDe(c.detalhe), revisoes) };
};

/**
 * The staff console's ticket page (/atendimento/chamado/:chamadoId): the ticket, its history, its files and the
 * request it is about. An open ticket is worked by its kind: a reconciliation request is classified (a required
 * comment, ACOES_DOS_TIPOS); a documentation ticket is reviewed, each document OK or INCORRETA with what is wrong,
 * then Concluir análise (issue 21); a data update is applied (Aplicar atualização) or refused with why (Recusar).
 * Done, a toast says the server's confirmation and the view goes back to the queue. A refusal (another staff member
 * closed it first: 409) is said on the page, which reads the ticket again.
 */
export const atendimentoChamadoMachine = setup({
  types: {
    context: {} as Contexto,
    input: {} as { chamadoId: number },
    events: {} as
      | { type: 'comment.change'; texto: string } | { type: 'close.submit' } | { type: 'retry' }
      | { type: 'review.mark'; chave: string; correto: boolean } | { type: 'review.comment'; chave: string; texto: string }
      | { type: 'review.submit' } | { type: 'review.confirm' } | { type: 'review.cancel' } | { type: 'apply.submit' }
      | { type: 'cancel.change'; texto: string } | { type: 'cancel.submit' },
  },
  actors: {
    loadTicket: fromPromise<DetalheChamado, { chamadoId: number }>(({ input }) => consultarChamado(input.chamadoId)),
    closeTicket: fromPromise<string, Encerramento>(({ input }) => encerrarChamado(input)),
    reviewTicket: fromPromise<string, RevisaoEnviada>(({ input }) => revisarDocumentacao(input)),
    applyUpdate: fromPromise<string, { chamadoId: number }>(({ input }) => aplicarAtualizacao(input.chamadoId)),
  },
  guards: {
    /** Open, and of a kind this console closes with a comment (Classificar, Recusar). */
    closable: ({ context }) => aberto(context) && acaoDoTipo(context.detalhe!.chamado.tipo) !== null,
    commentMissing: ({ context }) => problemaDoComentarioDe(context, context.comentario) !== null,
    /** Open, and offered Cancelar chamado (issue 27: not a ticket whose own action cancels, nor one reviewed per document). */
    cancellable: ({ context }) => context.detalhe !== null && cancelavel(context.detalhe.chamado, context.detalhe.documentos.length),
    reasonMissing: ({ context }) => problemaDoComentario(context.motivo, CANCELAMENTO.comentarioObrigatorio) !== null,
    /** Open, a documentation ticket, with documents to review. */
    reviewable: ({ context }) => aberto(context) && context.detalhe!.chamado.tipo === 'documentacao' && context.detalhe!.documentos.length > 0,
    /** The event names a document of this ticket. */
    knownDocument: ({ context, event }) => 'chave' in event && chavesDe(context.detalhe).includes(event.chave),
    reviewIncomplete: ({ context }) => Object.keys(problemasDaRevisao(chavesDe(context.detalhe), context.revisoes)).length > 0,
    /** Open, a data update whose request the server read. */
    applicable: ({ context }) => aberto(context) && context.detalhe!.chamado.tipo === 'atualizacao' && context.detalhe!.pedido !== null,
    ...guardasDeFalha,
  },
  actions: {
    /** Provided by the view: a success toast with the server's confirmation. */
    celebrate: (_, _params: { texto: string }) => {},
    /** Provided by the view: focus the error summary ('Corrija os campos abaixo'). */
    showProblems: () => {},
    keepServerMessage: assign({ notice: textoDaFalha(mensagensAtendimento.falhaDeRede) }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'atendimentoChamado',
  context: ({ input }) => ({
    chamadoId: input.chamadoId, detalhe: null, comentario: '', erroComentario: null, notice: null, revisoes: {}, problemas: null,
    motivo: '', erroMotivo: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'o chamado carregando',
      invoke: {
        id: 'loadTicket', src: 'loadTicket',
        input: ({ context }) => ({ chamadoId: context.chamadoId }),
        // a notice kept from a refused close stays on the page read again; the review starts over on what was read
        onDone: {
          target: 'showing', description: 'o servidor entrega o chamado',
          actions: assign({ detalhe: ({ event }) => event.output, revisoes: {}, problemas: null, erroComentario: null, erroMotivo: null }),
        },
        onError: aoFalhar(
          { target: 'missing', actions: 'keepServerMessage', description: 'o servidor não acha o chamado (404)' },
          falhouCarga,
        ),
      },
    },
    loadFailed: loadFailed({ descricao: 'a falha ao carregar o chamado, com Tentar novamente' }),
    missing: { type: 'final', description: "'Chamado não encontrado.', com o caminho de volta à fila" },
    showing: {
      description: 'o chamado com a solicitação, o histórico, os arquivos e, aberto, o que o tipo dele pede',
      on: {
        'comment.change': {
          description: 'escreve o comentário',
          // the field's error goes once the comment is fixed; it is not shown before the first try
          actions: assign({
            comentario: ({ event }) => event.texto,
            erroComentario: ({ context, event }) => (context.erroComentario === null ? null : problemaDoComentarioDe(context, event.texto)),
          }),
        },
        'close.submit': [
          {
            guard: and(['closable', 'commentMissing']), description: 'clica em Classificar ou Recusar (o botão do tipo do chamado) sem o comentário',
            actions: assign({ erroComentario: ({ context }) => problemaDoComentarioDe(context, context.comentario), notice: null }),
          },
          {
            guard: and(['closable', not('commentMissing')]), target: 'closing', description: 'clica em Classificar ou Recusar (o botão do tipo do chamado) com o comentário',
            actions: assign({ erroComentario: null, notice: null }),
          },
        ],
        'review.mark': {
          guard: and(['reviewable', 'knownDocument']), description: 'marca OK ou INCORRETA num documento',
          actions: assign(({ context, event }) => comRevisao(context, event.chave, { correto: event.correto })),
        },
        'review.comment': {
          guard: and(['reviewable', 'knownDocument']), description: 'escreve o que está incorreto num documento',
          actions: assign(({ context, event }) => comRevisao(context, event.chave, { comentario: event.texto })),
        },
        'review.submit': [
          {
            guard: and(['reviewable', 'reviewIncomplete']), description: 'clica em Concluir análise com documento sem escolha, ou INCORRETA sem comentário',
            actions: [assign({ problemas: ({ context }) => problemasDaRevisao(chavesDe(context.detalhe), context.revisoes), notice: null }), 'showProblems'],
          },
          {
            guard: and(['reviewable', not('reviewIncomplete')]), target: 'confirmingReview', description: 'clica em Concluir análise com cada documento revisado',
            actions: assign({ problemas: null, notice: null }),
          },
        ],
        'cancel.change': {
          description: 'escreve o motivo do cancelamento',
          actions: assign({
            motivo: ({ event }) => event.texto,
            erroMotivo: ({ context, event }) => (context.erroMotivo === null ? null : problemaDoComentario(event.texto, CANCELAMENTO.comentarioObrigatorio)),
          }),
        },
        'cancel.submit': [
          {
            guard: and(['cancellable', 'reasonMissing']), description: 'clica em Cancelar chamado sem o motivo',
            actions: assign({ erroMotivo: ({ context }) => problemaDoComentario(context.motivo, CANCELAMENTO.comentarioObrigatorio), notice: null }),
          },
          {
            guard: and(['cancellable', not('reasonMissing')]), target: 'cancelling', description: 'clica em Cancelar chamado com o motivo',
            actions: assign({ erroMotivo: null, notice: null }),
          },
        ],
        'apply.submit': { guard: 'applicable', target: 'applying', description: 'clica em Aplicar atualização', actions: assign({ notice: null }) },
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
    confirmingReview: {
      description: 'a pergunta no lugar do botão: quantos documentos aprovados e reprovados, e que a análise não se desfaz',
      on: {
        'review.confirm': { target: 'reviewing', description: 'confirma a conclusão' },
        'review.cancel': { target: 'showing', description: 'volta à revisão, com as escolhas mantidas' },
      },
    },
    cancelling: {
      description: 'o cancelamento do chamado em andamento',
      invoke: {
        id: 'cancelTicket', src: 'closeTicket',
        input: ({ context }) => ({
          chamadoId: context.chamadoId, status: CANCELAMENTO.status, tipoSolucao: CANCELAMENTO.tipoSolucao, solucao: context.motivo.trim(),
        }),
        onDone: {
          target: 'closed', description: 'o servidor cancela o chamado',
          actions: { type: 'celebrate', params: ({ event }) => ({ texto: event.output }) },
        },
        onError: aoFalhar(
          { target: 'loading', actions: 'keepServerMessage', description: "o servidor recusa (409 'Este chamado já foi encerrado.'): a mensagem na tela e o chamado de novo" },
          { target: 'showing', actions: 'keepServerMessage', description: 'o cancelamento fica sem resposta: a mensagem na tela, o motivo mantido' },
        ),
      },
    },
    reviewing: {
      description: 'a conclusão da análise dos documentos em andamento (Concluir análise desabilitado)',
      invoke: {
        id: 'reviewTicket', src: 'reviewTicket',
        input: ({ context }) => revisaoEnviada(context),
        onDone: {
          target: 'closed', description: 'o servidor grava as revisões e finaliza o chamado',
          actions: { type: 'celebrate', params: ({ event }) => ({ texto: event.output }) },
        },
        onError: aoFalhar(
          { target: 'loading', actions: 'keepServerMessage', description: "o servidor recusa (409 'Este chamado já foi encerrado.'): a mensagem na tela e o chamado de novo, com as revisões de quem concluiu" },
          { target: 'showing', actions: 'keepServerMessage', description: 'a conclusão fica sem resposta: a mensagem na tela, as revisões mantidas' },
        ),
      },
    },
    applying: {
      description: 'a aplicação da atualização cadastral em andamento',
      invoke: {
        id: 'applyUpdate', src: 'applyUpdate',
        input: ({ context }) => ({ chamadoId: context.chamadoId }),
        onDone: {
          target: 'closed', description: 'o servidor aplica a atualização e finaliza o chamado',
          actions: { type: 'celebrate', params: ({ event }) => ({ texto: event.output }) },
        },
        onError: aoFalhar(
          { target: 'loading', actions: 'keepServerMessage', description: 'o servidor recusa (já encerrado por outro): a mensagem na tela e o chamado de novo' },
          { target: 'showing', actions: 'keepServerMessage', description: 'a aplicação fica sem resposta: a mensagem na tela' },
        ),
      },
    },
    closed: { type: 'final', description: 'a fila do produto do chamado' },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)', meta: { regras: ['§8.12a'] } },
  },
});
