import { assign, fromPromise, setup } from 'xstate';
import {
  dadosIniciais, escolherImagens, problemasDasImagens, problemasDoCadastro,
  type CampoAnuncio, type DadosAnuncio, type ImagemAnuncio, type ProblemasCadastro, type ProblemasImagens,
} from '../../domain/clube-vantagens/anuncio';
import { mensagensGestao } from '../../domain/clube-vantagens/gestao';
import { mensagensClube } from '../../domain/clube-vantagens/clube';
import { dataSaoPaulo } from '../../domain/comum/datas';
import { incluirAnuncio, type AnuncioIncluido, type ImagensAnuncio } from '../../services/clube-vantagens/anuncio.service';
import { sessionLost, textoDaFalha } from '../comum/falhas';

/** "Today" for the period rules: São Paulo's, read when the rule runs. */
const hoje = () => dataSaoPaulo(new Date());
const sem = <K extends string>(problemas: Partial<Record<K, string>>, campos: string[]) =>
  Object.fromEntries(Object.entries(problemas).filter(([campo]) => !campos.includes(campo))) as Partial<Record<K, string>>;

export interface AnuncioContext {
  dados: DadosAnuncio;
  /** Inline messages of step cadastro, per field. */
  problemas: ProblemasCadastro;
  /** The chosen images: the logo (one) and the ad's (1 to 5, in the order they will be sent). */
  imagens: ImagensAnuncio;
  /** Inline messages of step imagens. */
  problemasImagens: ProblemasImagens;
  agreed: boolean;
  notice: string | null;
}

/**
 * Ad registration (spec §4): step cadastro, Next validates (§5) and moves to imagens (§2 Envio
 * de Imagens: one logo, several ad images); Back keeps everything typed and chosen; submit needs
 * the images and the ticked terms, and a failure stays on imagens with nothing lost (§8: the
 * server's mensagem as a 6 s toast).
 */
export const clubeAnuncioMachine = setup({
  types: {
    context: {} as AnuncioContext,
    events: {} as
      | { type: 'field.change'; campos: Partial<DadosAnuncio> }
      | { type: 'step.next' } | { type: 'step.back' }
      | { type: 'image.choose'; imagem: ImagemAnuncio; arquivos: File[] }
      | { type: 'image.remove'; imagem: ImagemAnuncio; indice: number }
      | { type: 'agree.toggle' } | { type: 'form.submit' },
  },
  actors: {
    saveAd: fromPromise<AnuncioIncluido, { dados: DadosAnuncio; imagens: ImagensAnuncio }>(
      ({ input }) => incluirAnuncio(input.dados, input.imagens),
    ),
  },
  guards: {
    cadastroOk: ({ context }) => Object.keys(problemasDoCadastro(context.dados, hoje())).length === 0,
    readyToSend: ({ context }) => Object.keys(problemasDasImagens(context.imagens, context.agreed)).length === 0,
    sessionLost,
  },
  actions: {
    /** Provided by the view: focus the first field with a problem. */
    showProblems: () => {},
    /** Provided by the view: focus the heading of the step just shown. */
    showStep: () => {},
    /** Provided by the view: toasts. */
    fail: () => {},
    celebrate: () => {},
    keepServerMessage: assign({ notice: textoDaFalha(mensagensClube.falhaDeRede) }),
  },
}).createMachine({
  id: 'clubeAnuncio',
  context: {
    dados: dadosIniciais,
    problemas: {},
    imagens: { logomarca: [], anuncioPadrao: [] },
    problemasImagens: {},
    agreed: false,
    notice: null,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const mudados: string[] = Object.keys(event.campos);
            // unticking Outros takes its text's message with it
            if (mudados.includes('enquadramento')) mudados.push('enquadramentoOutros');
            return { dados: { ...context.dados, ...event.campos }, problemas: sem<CampoAnuncio>(context.problemas, mudados) };
          }),
        },
        'step.next': [
          { guard: 'cadastroOk', target: 'images', actions: [assign({ problemas: {} }), 'showStep'] },
          { actions: [assign({ problemas: ({ context }) => problemasDoCadastro(context.dados, hoje()) }), 'showProblems'] },
        ],
      },
    },
    images: {
      on: {
        'image.choose': {
          // a file that cannot be sent is not kept: the field shows why (§5 types, §9 10 MB, at most 5)
          guard: ({ event }) => event.arquivos.length > 0, // the picker closed without a choice: nothing changes
          actions: assign(({ context, event }) => {
            const { arquivos, problema } = escolherImagens(event.imagem, context.imagens[event.imagem], event.arquivos);
            const problemasImagens = sem<ImagemAnuncio | 'aceite'>(context.problemasImagens, [event.imagem]);
            if (problema) problemasImagens[event.imagem] = problema;
            return { imagens: { ...context.imagens, [event.imagem]: arquivos }, problemasImagens };
          }),
        },
        'image.remove': {
          actions: assign(({ context, event }) => ({
            imagens: { ...context.imagens, [event.imagem]: context.imagens[event.imagem].filter((_, i) => i !== event.indice) },
            problemasImagens: sem<ImagemAnuncio | 'aceite'>(context.problemasImagens, [event.imagem]),
          })),
        },
        'agree.toggle': {
          actions: assign(({ context }) => ({ agreed: !context.agreed, problemasImagens: sem<ImagemAnuncio | 'aceite'>(context.problemasImagens, ['aceite']) })),
        },
        'step.back': { target: 'editing', actions: [assign({ notice: null }), 'showStep'] },
        'form.submit': [
          { guard: 'readyToSend', target: 'saving', actions: assign({ problemasImagens: {}, notice: null }) },
          { actions: [assign({ problemasImagens: ({ context }) => problemasDasImagens(context.imagens, context.agreed) }), 'showProblems'] },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveAd', src: 'saveAd',
        input: ({ context }) => ({ dados: context.dados, imagens: context.imagens }),
        onDone: { target: 'saved', actions: [assign({ notice: mensagensGestao.anuncioCadastrado }), 'celebrate'] }, // §8
        onError: [
          { guard: 'sessionLost', target: 'sessionLost' },
          // §8: ad failure → the server's mensagem as a toast (6 s); the form stays as it was
          { target: 'images', actions: ['keepServerMessage', 'fail'] },
        ],
      },
    },
    saved: { type: 'final' },
    sessionLost: { type: 'final' },
  },
});
