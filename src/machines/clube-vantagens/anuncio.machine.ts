import { assign, setup } from 'xstate';
import {
  dadosIniciais, escolherImagens, problemasDasImagens, problemasDoCadastro,
  type CampoAnuncio, type DadosAnuncio, type ImagemAnuncio, type ProblemasCadastro, type ProblemasImagens,
} from '../../domain/clube-vantagens/anuncio';
import { mensagensGestao } from '../../domain/clube-vantagens/gestao';
import { mensagensClube } from '../../domain/clube-vantagens/clube';
import { recusasNaLista, removerArquivo, type RecusaNaLista } from '../../domain/comum/arquivos';
import { incluirAnuncio, type AnuncioIncluido, type ImagensAnuncio } from '../../services/clube-vantagens/anuncio.service';
import { envioComProgresso, progressoDoEnvio, recusasDaLista, type Envio, type UploadProgress } from '../comum/arquivos';
import { aoFalhar, guardasDeFalha, textoDaFalha } from '../comum/falhas';
import type { ConfigRascunho } from '../../services/comum/rascunho';

const sem = <K extends string>(problemas: Partial<Record<K, string>>, campos: string[]) =>
  Object.fromEntries(Object.entries(problemas).filter(([campo]) => !campos.includes(campo))) as Partial<Record<K, string>>;

export interface AnuncioContext {
  /** São Paulo's date when the form opened (input): the period rules are checked against it. */
  hoje: string;
  dados: DadosAnuncio;
  /** Inline messages of step cadastro, per field. */
  problemas: ProblemasCadastro;
  /**
   * The chosen images: the logo (one) and the ad's (1 to 5, in the order they will be sent). A file that cannot be
   * sent stays listed, its card saying why (domain/comum/arquivos.ts), and blocks sending until removed.
   */
  imagens: ImagensAnuncio;
  /** Inline messages of step imagens, set by a send that found problems. */
  problemasImagens: ProblemasImagens;
  /** The server's refusal of a chosen image (issue 27: bytes that are no image), on that image's card until it is removed. */
  recusas: Record<ImagemAnuncio, RecusaNaLista<File>[]>;
  agreed: boolean;
  /** Upload progress while saving. */
  envio: Envio;
  notice: string | null;
}

/**
 * Ad registration (spec §4): step cadastro, Next validates (§5) and moves to imagens (§2 Envio
 * de Imagens: one logo, several ad images); Back keeps everything typed and chosen; submit needs
 * the images and the ticked terms, and a failure stays on imagens with nothing lost (§8: the
 * server's mensagem as a 6 s toast). Problems found by Next or submit are shown in an error summary (the view
 * focuses it: showProblems); "today" comes in as input.
 */
export const clubeAnuncioMachine = setup({
  types: {
    input: {} as { hoje: string },
    context: {} as AnuncioContext,
    events: {} as
      | { type: 'field.change'; campos: Partial<DadosAnuncio> }
      | { type: 'step.next' } | { type: 'step.back' }
      | { type: 'image.choose'; imagem: ImagemAnuncio; arquivos: File[] }
      | { type: 'image.remove'; imagem: ImagemAnuncio; indice: number }
      | { type: 'agree.toggle' } | { type: 'form.submit' } | UploadProgress,
  },
  actors: {
    saveAd: envioComProgresso<AnuncioIncluido, { dados: DadosAnuncio; imagens: ImagensAnuncio }>(
      (input, opcoes) => incluirAnuncio(input.dados, input.imagens, opcoes),
    ),
  },
  guards: {
    cadastroOk: ({ context }) => Object.keys(problemasDoCadastro(context.dados, context.hoje)).length === 0,
    readyToSend: ({ context }) => Object.keys(problemasDasImagens(context.imagens, context.agreed, context.recusas)).length === 0,
    // the picker closed without a choice: nothing changes
    filesChosen: ({ event }) => event.type === 'image.choose' && event.arquivos.length > 0,
    ...guardasDeFalha,
  },
  actions: {
    /** Provided by the view: focus the error summary. */
    showProblems: () => {},
    /** Provided by the view: focus the heading of the step just shown. */
    showStep: () => {},
    /** Provided by the view: toasts. */
    fail: () => {},
    celebrate: () => {},
    keepServerMessage: assign({ notice: textoDaFalha(mensagensClube.falhaDeRede) }),
    /** A refusal naming one image (`campo` and `indice`, issue 27): that image's card shows the reason. */
    flagRefusedFile: assign({
      recusas: ({ context, event }) => {
        const erro = 'error' in event ? event.error : null;
        return {
          logomarca: recusasDaLista(erro, 'logomarca', context.imagens.logomarca, context.recusas.logomarca),
          anuncioPadrao: recusasDaLista(erro, 'anuncioPadrao', context.imagens.anuncioPadrao, context.recusas.anuncioPadrao),
        };
      },
    }),
  },
}).createMachine({
  id: 'clubeAnuncio',
  context: ({ input }) => ({
    hoje: input.hoje,
    dados: dadosIniciais,
    problemas: {},
    imagens: { logomarca: [], anuncioPadrao: [] },
    problemasImagens: {},
    recusas: { logomarca: [], anuncioPadrao: [] },
    agreed: false,
    envio: null,
    notice: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'o cadastro do anúncio (passo 1)',
      meta: { regras: ['§4.1a'] },
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const mudados: string[] = Object.keys(event.campos);
            // unticking Outros takes its text's message with it
            if (mudados.includes('enquadramento')) mudados.push('enquadramentoOutros');
            return { dados: { ...context.dados, ...event.campos }, problemas: sem<CampoAnuncio>(context.problemas, mudados) };
          }),
          description: 'preenche o cadastro',
        },
        'step.next': [
          {
            guard: 'cadastroOk', target: 'images', actions: [assign({ problemas: {} }), 'showStep'],
            description: 'clica em PRÓXIMO', meta: { regras: ['§4.1b'] },
          },
          {
            actions: [assign({ problemas: ({ context }) => problemasDoCadastro(context.dados, context.hoje) }), 'showProblems'],
            description: 'clica em PRÓXIMO com o cadastro incompleto', meta: { regras: ['§4.1b', '§5.1a'] },
          },
        ],
      },
    },
    images: {
      description: 'o envio de imagens (passo 2)',
      meta: { regras: ['§4.1a'] },
      on: {
        'image.choose': {
          // a file that cannot be sent stays on its card saying why (§5 types, §9 10 MB, at most 5): the field's own message goes
          guard: 'filesChosen',
          actions: assign(({ context, event }) => {
            const lista = escolherImagens(event.imagem, context.imagens[event.imagem], event.arquivos);
            return {
              imagens: { ...context.imagens, [event.imagem]: lista },
              recusas: { ...context.recusas, [event.imagem]: recusasNaLista(lista, context.recusas[event.imagem]) },
              problemasImagens: sem<ImagemAnuncio | 'aceite'>(context.problemasImagens, [event.imagem]),
            };
          }),
          description: 'escolhe arquivos de imagem', meta: { regras: ['§5.1b', '§9.13a'] },
        },
        'image.remove': {
          actions: assign(({ context, event }) => {
            const lista = removerArquivo(context.imagens[event.imagem], event.indice);
            return {
              imagens: { ...context.imagens, [event.imagem]: lista },
              recusas: { ...context.recusas, [event.imagem]: recusasNaLista(lista, context.recusas[event.imagem]) },
              problemasImagens: sem<ImagemAnuncio | 'aceite'>(context.problemasImagens, [event.imagem]),
            };
          }),
          description: 'remove um arquivo de imagem',
        },
        'agree.toggle': {
          actions: assign(({ context }) => ({ agreed: !context.agreed, problemasImagens: sem<ImagemAnuncio | 'aceite'>(context.problemasImagens, ['aceite']) })),
          description: 'marca ou desmarca o de acordo',
        },
        'step.back': {
          target: 'editing', actions: [assign({ notice: null }), 'showStep'], description: 'clica em VOLTAR', meta: { regras: ['§4.1d'] },
        },
        'form.submit': [
          {
            guard: 'readyToSend', target: 'saving', actions: assign({ problemasImagens: {}, notice: null }),
            description: 'clica em SALVAR', meta: { regras: ['§4.1c'] },
          },
          {
            actions: [assign({ problemasImagens: ({ context }) => problemasDasImagens(context.imagens, context.agreed, context.recusas) }), 'showProblems'],
            description: 'clica em SALVAR sem as imagens ou sem o de acordo', meta: { regras: ['§4.1e', '§5.1b', '§5.5a'] },
          },
        ],
      },
    },
    saving: {
      description: 'o anúncio sendo salvo (SALVANDO...)',
      entry: assign({ envio: null }),
      on: { 'upload.progress': { actions: assign({ envio: progressoDoEnvio }), description: 'o envio avança' } },
      invoke: {
        id: 'saveAd', src: 'saveAd',
        input: ({ context, self }) => ({ dados: context.dados, imagens: context.imagens, destino: self }),
        onDone: { // §8
          target: 'saved', actions: [assign({ notice: mensagensGestao.anuncioCadastrado }), 'celebrate'],
          description: 'o servidor cadastra o anúncio', meta: { regras: ['§8.15a'] },
        },
        // §8: ad failure → the server's mensagem as a toast (6 s); the form stays as it was
        onError: aoFalhar({
          target: 'images', actions: ['keepServerMessage', 'flagRefusedFile', 'fail'], description: 'o envio falha: a mensagem como aviso (e no cartão da imagem recusada)', meta: { regras: ['§8.5a'] },
        }),
      },
      exit: assign({ envio: null }),
    },
    saved: { type: 'final', description: 'o painel, anúncio cadastrado' },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)', meta: { regras: ['§8.12a'] } },
  },
});

/**
 * The ad form's draft (services/comum/rascunho.ts): what was typed survives a reload and a re-login, in session storage
 * (the spec names no key for it). Files never are: the view tells the user to pick them again; the terms box is ticked
 * again before sending; "today" is the day the form opens again. Raise `versao` when the context or the states change.
 */
export const rascunhoAnuncio: ConfigRascunho<AnuncioContext> = {
  chave: 'clube_anuncio',
  versao: 1,
  emRepouso: ['editing', 'images'],
  paraGuardar: (c) => ({
    ...c, imagens: { logomarca: [], anuncioPadrao: [] }, problemasImagens: {}, recusas: { logomarca: [], anuncioPadrao: [] }, agreed: false, envio: null, notice: null,
  }),
  // a draft from before the refusals were kept has none (files are never kept: neither are their refusals)
  aoRestaurar: (salvo, fresco) => ({ ...salvo, hoje: fresco.hoje, recusas: fresco.recusas }),
};
