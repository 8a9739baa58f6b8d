import { assign, fromPromise, setup } from 'xstate';
import { mensagensGestao } from '../../domain/clube-vantagens/gestao';
import { anunciosEmVigor, problemasDoBanner, type CamposBanner, type ProblemasBanner } from '../../domain/clube-vantagens/banner';
import { mensagensClube } from '../../domain/clube-vantagens/clube';
import { consultarAnuncios, incluirBanner, type AnuncioDoBanner, type NovoBannerForm } from '../../services/clube-vantagens/banner.service';
import { envioComProgresso, progressoDoEnvio, type Envio, type UploadProgress } from '../comum/arquivos';
import { aoFalhar, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';

type Contexto = {
  /** São Paulo's date when the form opened: current ads and the period are checked against it. */
  hoje: string;
  anuncios: AnuncioDoBanner[];
  campos: CamposBanner;
  /** The chosen image; one that cannot be sent stays chosen, its card saying why, and blocks sending. */
  imagem: File | null;
  agreed: boolean;
  /** What the user must fix, per field, found by a send (inline under each field and in the error summary). */
  problemas: ProblemasBanner;
  /** Upload progress while saving. */
  envio: Envio;
  /** What just happened (a toast). */
  notice: string | null;
};

const semProblemas = (problemas: ProblemasBanner) => Object.keys(problemas).length === 0;
/** The problems without the one of `campo`: a field the user touches stops being flagged. */
const sem = (problemas: ProblemasBanner, campo: keyof ProblemasBanner): ProblemasBanner =>
  Object.fromEntries(Object.entries(problemas).filter(([k]) => k !== campo));
const problemasDe = (c: Contexto) => problemasDoBanner(c.campos, c.imagem, c.agreed, c.anuncios, c.hoje);

/**
 * /produto/clube-vantagens/formulario/banner (spec §2, §5, §8): the merchant's current ads to
 * choose from, the banner's fields, image and terms; on success the panel, on failure the
 * server's text as a toast with everything typed kept.
 */
export const clubeBannerMachine = setup({
  types: {
    input: {} as { hoje: string },
    context: {} as Contexto,
    events: {} as
      | { type: 'field.change'; campo: keyof CamposBanner; valor: string }
      | { type: 'image.choose'; file: File } | { type: 'image.remove' }
      | { type: 'agree.toggle' } | { type: 'form.submit' } | { type: 'retry' } | UploadProgress,
  },
  actors: {
    loadAds: fromPromise(() => consultarAnuncios()),
    createBanner: envioComProgresso<string, NovoBannerForm>((input, opcoes) => incluirBanner(input, opcoes)),
  },
  guards: {
    noCurrentAd: ({ context, event }) => 'output' in event && anunciosEmVigor(event.output as AnuncioDoBanner[], context.hoje).length === 0,
    formOk: ({ context }) => semProblemas(problemasDe(context)),
    ...guardasDeFalha,
  },
  actions: {
    /** Provided by the view: toasts with context.notice, and focus on the error summary. */
    warn: () => {},
    showProblems: () => {},
    fail: () => {},
    celebrate: () => {},
    keepServerMessage: assign({ notice: textoDaFalha(mensagensClube.falhaDeRede) }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'clubeBanner',
  context: ({ input }) => ({
    hoje: input.hoje, anuncios: [], campos: { titulo: '', anuncioId: '', dtInicio: '', dtFim: '' },
    imagem: null, agreed: false, problemas: {}, envio: null, notice: null,
  }),
  initial: 'loadingAds',
  states: {
    loadingAds: {
      description: 'os anúncios em vigor carregando',
      invoke: {
        id: 'loadAds', src: 'loadAds',
        onDone: [
          // §5: a banner is tied to a current ad; without one the screen explains and links to the ad form
          { guard: 'noCurrentAd', target: 'noCurrentAd', description: 'nenhum anúncio em vigor', meta: { regras: ['§5.2d'] } },
          {
            target: 'editing', actions: assign({ anuncios: ({ context, event }) => anunciosEmVigor(event.output, context.hoje) }),
            description: 'há anúncio em vigor', meta: { regras: ['§5.2d'] },
          },
        ],
        // §2: no club in force (or term unsigned) → the panel, which says what to do; no answer → retry box
        onError: aoFalhar(
          { target: 'leftToPanel', actions: ['keepServerMessage', 'warn'], description: 'o servidor recusa a consulta', meta: { regras: ['§8.8d'] } },
          falhouCarga,
        ),
      },
    },
    loadFailed: loadFailed({ volta: 'loadingAds' }),
    noCurrentAd: { description: 'o aviso de que não há anúncio em vigor' },
    editing: {
      description: 'o formulário do banner',
      on: {
        'field.change': {
          actions: assign({
            campos: ({ context, event }) => ({ ...context.campos, [event.campo]: event.valor }),
            problemas: ({ context, event }) => sem(context.problemas, event.campo),
          }),
          description: 'preenche um campo',
        },
        // a new image replaces the old; the card checks it at once (§5 types, §9 10 MB), before the rest is filled
        'image.choose': {
          actions: assign({ imagem: ({ event }) => event.file, problemas: ({ context }) => sem(context.problemas, 'imagem') }),
          description: 'escolhe a imagem', meta: { regras: ['§9.13a'] },
        },
        'image.remove': {
          actions: assign({ imagem: null, problemas: ({ context }) => sem(context.problemas, 'imagem') }),
          description: 'tira a imagem escolhida',
        },
        'agree.toggle': {
          actions: assign({
            agreed: ({ context }) => !context.agreed,
            problemas: ({ context }) => sem(context.problemas, 'aceite'),
          }),
          description: 'marca ou desmarca o de acordo',
        },
        'form.submit': [
          { guard: 'formOk', target: 'saving', actions: assign({ problemas: {}, notice: null }), description: 'clica em SALVAR' },
          {
            actions: [assign({ problemas: ({ context }) => problemasDe(context) }), 'showProblems'],
            description: 'clica em SALVAR com o formulário incompleto', meta: { regras: ['§5.2a', '§5.5a'] },
          },
        ],
      },
    },
    saving: {
      description: 'o banner sendo salvo (SALVANDO...)',
      entry: assign({ envio: null }),
      on: { 'upload.progress': { actions: assign({ envio: progressoDoEnvio }), description: 'o envio avança' } },
      exit: assign({ envio: null }),
      invoke: {
        id: 'createBanner', src: 'createBanner',
        input: ({ context, self }) => ({ campos: context.campos, imagem: context.imagem!, destino: self }),
        // §8 success text, word for word
        onDone: {
          target: 'saved', actions: [assign({ notice: mensagensGestao.bannerCadastrado }), 'celebrate'],
          description: 'o servidor cadastra o banner', meta: { regras: ['§8.15a'] },
        },
        // §8: the server's mensagem as a 6 s toast (409: another banner featured then); nothing typed is lost
        onError: aoFalhar({
          target: 'editing', actions: ['keepServerMessage', 'fail'], description: 'o envio falha: a mensagem como aviso',
          meta: { regras: ['§5.2c', '§8.5a'] },
        }),
      },
    },
    saved: { type: 'final', description: 'o painel, banner cadastrado' },
    leftToPanel: { type: 'final', description: 'o painel do clube' },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)', meta: { regras: ['§8.12a'] } },
  },
});
