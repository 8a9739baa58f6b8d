import { assign, fromPromise, setup } from 'xstate';
import type { DocumentacaoDoMembro, DocumentoAssociado } from '../../contracts/cdl-consultor.contract';
import {
  algumRejeitado, documentosAprovados, mensagensConsultor, situacaoDosDocumentos, vagasDosDocumentos, type DocumentoDaLista,
} from '../../domain/cdl-consultor/carteira';
import {
  escolherNaVaga, mensagensDoArquivo, removerDaVaga, semRecusa, TAMANHO_MAXIMO_ARQUIVO, vagasProntas, type RecusasPorVaga, type RegrasDeArquivos,
  type Vaga,
} from '../../domain/comum/arquivos';
import { anexarDocumentacao, consultarDocumentacao } from '../../services/cdl-consultor/consultor.service';
import { envioComProgresso, progressoDoEnvio, recusaDoArquivo, type Envio, type UploadProgress } from '../comum/arquivos';
import { aoFalhar, guardasDeFalha, textoDaFalha } from '../comum/falhas';

/** §5 Associate documents: png, jpeg, gif, eps, pdf; at most 10 MB each; one file a document. */
export const regrasDocumentos: RegrasDeArquivos = {
  mimes: ['image/png', 'image/jpeg', 'image/gif', 'application/postscript', 'image/x-eps', 'application/pdf'],
  extensoes: ['png', 'jpg', 'jpeg', 'gif', 'eps', 'pdf'],
  maximo: 1,
  tamanhoMaximo: TAMANHO_MAXIMO_ARQUIVO,
  mensagens: {
    vazio: (a) => mensagensDoArquivo.arquivoVazio(a.name),
    grande: () => mensagensDoArquivo.arquivoGrande,
    tipo: (a) => `${a.name}: envie PNG, JPEG, GIF, EPS ou PDF.`,
    demais: 'Escolha um arquivo por documento.',
  },
};

export interface DocumentosContext {
  codSocio: string;
  /** One slot per document still to send (empty until it is read): after a review, the rejected ones (issue 27). */
  vagas: Vaga[];
  /** The documents approved in the latest review, shown as approved, no slot (issue 27); or, under review, the list sent. */
  documentos: DocumentoDaLista[];
  aprovados: DocumentoDaLista[];
  /** The server's refusal of a file, by slot: its card shows the reason (issue 27). */
  recusas: RecusasPorVaga;
  /** §4: a document of the latest ticket was rejected: 'Seus documentos foram inválidados…'. */
  algumRejeitado: boolean;
  arquivos: Partial<Record<DocumentoAssociado, File>>;
  /** A send asked for every slot: the empty ones say so. */
  exigir: boolean;
  envio: Envio;
  notice: string | null;
}

type Evento = { type: 'file.choose'; vaga: DocumentoAssociado; arquivo: File } | { type: 'file.remove'; vaga: DocumentoAssociado }
  | { type: 'form.submit' } | UploadProgress;

/**
 * §2 Associate documents (consultorArquivos) for associadoSelecionado: ConsultarDocumentacaoAssociado gives the list of
 * the company type (§5) and the latest review (§4: 'Seus documentos foram inválidados…' when one is INCORRETA); a slot
 * per document still to send (issue 27: after a review, the rejected ones; the approved listed as approved); ENVIAR
 * only with every slot filled, else 'Você deve adicionar todos os documentos da lista.'; the upload (one part per
 * document, with progress); then 'Estamos validando seus documentos!'. Under review or all approved: that state, no
 * form (issue 27). A file the server refuses keeps the reason on its card. The list not read: §8 'Não foi possível
 * lista os arquivos…' (a refusal, as 404 outside the carteira: the server's sentence).
 */
export const documentosMachine = setup({
  types: {
    context: {} as DocumentosContext,
    input: {} as { codSocio: string },
    events: {} as Evento,
  },
  actors: {
    loadDocuments: fromPromise<DocumentacaoDoMembro, { codSocio: string }>(({ input }) => consultarDocumentacao(input.codSocio)),
    sendDocuments: envioComProgresso<string, { codSocio: string; arquivos: Partial<Record<DocumentoAssociado, File>> }>(
      (input, opcoes) => anexarDocumentacao(input.codSocio, input.arquivos, opcoes),
    ),
  },
  guards: {
    ...guardasDeFalha,
    allFilled: ({ context }) => vagasProntas(context.vagas, context.arquivos as Record<string, File>, regrasDocumentos, context.recusas),
    /** A file for a slot of the screen (an approved document has none, issue 27). */
    knownSlot: ({ context, event }) => event.type === 'file.choose' && context.vagas.some((v) => v.chave === event.vaga),
    underReview: ({ event }) => 'output' in event && situacaoDosDocumentos(event.output as DocumentacaoDoMembro) === 'emAnalise',
    allApproved: ({ event }) => 'output' in event && situacaoDosDocumentos(event.output as DocumentacaoDoMembro) === 'aprovados',
  },
  actions: {
    /** Provided by the view: focus on the notice. */
    showProblems: () => {},
    keepListFailure: assign({ notice: textoDaFalha(mensagensConsultor.falhaListarArquivos) }),
    keepServerMessage: assign({ notice: textoDaFalha(mensagensConsultor.erroEnvioArquivos) }),
    /** A refusal naming one file (`campo`): that card shows the reason (issue 27). */
    flagRefusedFile: assign({
      recusas: ({ context, event }) => {
        const recusa = recusaDoArquivo('error' in event ? event.error : null);
        // only a file that is on a card: the reason is said there
        return recusa && recusa.campo in context.arquivos ? { ...context.recusas, [recusa.campo]: recusa.mensagem } : context.recusas;
      },
    }),
    keepList: assign(({ event }) => {
      const d = (event as unknown as { output: DocumentacaoDoMembro }).output;
      return { vagas: vagasDosDocumentos(d.documentos), documentos: d.documentos, aprovados: documentosAprovados(d.documentos), algumRejeitado: algumRejeitado(d.documentos) };
    }),
  },
}).createMachine({
  id: 'documentosAssociado',
  context: ({ input }) => ({
    codSocio: input.codSocio, vagas: [], documentos: [], aprovados: [], recusas: {}, algumRejeitado: false, arquivos: {}, exigir: false, envio: null, notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'a consulta da lista de documentos',
      invoke: {
        id: 'loadDocuments', src: 'loadDocuments', input: ({ context }) => ({ codSocio: context.codSocio }),
        onDone: [
          { guard: 'underReview', target: 'underReview', actions: 'keepList', description: 'o último chamado está aberto: os documentos em análise, sem formulário' },
          { guard: 'allApproved', target: 'approved', actions: 'keepList', description: 'a última revisão aprovou todos: os documentos aprovados, sem formulário' },
          {
            target: 'choosing', actions: 'keepList',
            description: 'o servidor entrega a lista do tipo de empresa (depois de uma recusa, só os recusados; os aprovados como aprovados)',
          },
        ],
        // a refusal (404 outside the carteira) says the server's sentence; no answer, §8's
        onError: aoFalhar({ target: 'listFailed', actions: 'keepListFailure', description: "a lista não vem: a frase do servidor, ou 'Não foi possível lista os arquivos…'" }),
      },
    },
    listFailed: { description: 'a falha ao listar, com o link para a carteira' },
    underReview: { description: "'Documentos em análise…' com a lista enviada, sem formulário" },
    approved: { description: "'Documentos aprovados…' com a lista, sem formulário" },
    choosing: {
      description: 'um cartão por documento da lista',
      on: {
        'file.choose': {
          guard: 'knownSlot',
          actions: assign({
            arquivos: ({ context, event }) => escolherNaVaga(context.arquivos, event.vaga, event.arquivo),
            recusas: ({ context, event }) => semRecusa(context.recusas, event.vaga), notice: null,
          }),
          description: 'escolhe o arquivo de um documento',
        },
        'file.remove': {
          actions: assign({
            arquivos: ({ context, event }) => removerDaVaga(context.arquivos, event.vaga), recusas: ({ context, event }) => semRecusa(context.recusas, event.vaga),
          }),
          description: 'remove o arquivo de um documento',
        },
        'form.submit': [
          { guard: 'allFilled', target: 'sending', actions: assign({ notice: null }), description: 'clica em ENVIAR com todos os documentos' },
          {
            actions: [assign({ exigir: true, notice: mensagensConsultor.todosOsDocumentos }), 'showProblems'],
            description: "clica em ENVIAR faltando documentos: 'Você deve adicionar todos os documentos da lista.'",
          },
        ],
      },
    },
    sending: {
      description: 'o envio dos documentos, com o progresso',
      entry: assign({ envio: null }),
      on: { 'upload.progress': { actions: assign({ envio: progressoDoEnvio }), description: 'o envio avança' } },
      invoke: {
        id: 'sendDocuments', src: 'sendDocuments',
        input: ({ context, self }) => ({ codSocio: context.codSocio, arquivos: context.arquivos, destino: self }),
        onDone: { target: 'sent', actions: assign({ notice: null }), description: "o servidor recebe: 'Estamos validando seus documentos!'" },
        onError: aoFalhar(
          {
            target: 'choosing', actions: ['keepServerMessage', 'flagRefusedFile', 'showProblems'],
            description: 'o servidor recusa (um arquivo: a razão no cartão dele; 409: em análise ou aprovados): a frase dele',
          },
          { target: 'choosing', actions: ['keepServerMessage', 'showProblems'], description: "o envio fica sem resposta: 'Erro no envio dos seus arquivos, tente novamente.'" },
        ),
      },
      exit: assign({ envio: null }),
    },
    sent: { description: "'Estamos validando seus documentos!' com o link para a carteira" },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)' },
  },
});
