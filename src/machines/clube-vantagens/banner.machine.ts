import { assign, fromPromise, setup } from 'xstate';
import { mensagensGestao } from '../../domain/clube-vantagens/gestao';
import { anunciosEmVigor, problemaDaImagem, problemasDoBanner, type CamposBanner, type ProblemasBanner } from '../../domain/clube-vantagens/banner';
import { mensagensClube } from '../../domain/clube-vantagens/clube';
import { consultarAnuncios, incluirBanner, type AnuncioDoBanner, type NovoBannerForm } from '../../services/clube-vantagens/banner.service';
import { rejected, sessionLost, textoDaFalha } from '../comum/falhas';

type Contexto = {
  /** São Paulo's date when the form opened: current ads and the period are checked against it. */
  hoje: string;
  anuncios: AnuncioDoBanner[];
  campos: CamposBanner;
  imagem: File | null;
  agreed: boolean;
  /** What the user must fix, per field (inline, role="alert"). */
  problemas: ProblemasBanner;
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
      | { type: 'image.choose'; file: File | null }
      | { type: 'agree.toggle' } | { type: 'form.submit' } | { type: 'retry' },
  },
  actors: {
    loadAds: fromPromise(() => consultarAnuncios()),
    createBanner: fromPromise<string, NovoBannerForm>(({ input }) => incluirBanner(input)),
  },
  guards: {
    noCurrentAd: ({ context, event }) => 'output' in event && anunciosEmVigor(event.output as AnuncioDoBanner[], context.hoje).length === 0,
    formOk: ({ context }) => semProblemas(problemasDe(context)),
    sessionLost,
    rejected,
  },
  actions: {
    /** Provided by the view: toasts with context.notice, and focus on the first field to fix. */
    warn: () => {},
    showProblems: () => {},
    fail: () => {},
    celebrate: () => {},
    keepServerMessage: assign({ notice: textoDaFalha(mensagensClube.falhaDeRede) }),
  },
}).createMachine({
  id: 'clubeBanner',
  context: ({ input }) => ({
    hoje: input.hoje, anuncios: [], campos: { titulo: '', anuncioId: '', dtInicio: '', dtFim: '' },
    imagem: null, agreed: false, problemas: {}, notice: null,
  }),
  initial: 'loadingAds',
  states: {
    loadingAds: {
      invoke: {
        id: 'loadAds', src: 'loadAds',
        onDone: [
          // §5: a banner is tied to a current ad; without one the screen explains and links to the ad form
          { guard: 'noCurrentAd', target: 'noCurrentAd' },
          { target: 'editing', actions: assign({ anuncios: ({ context, event }) => anunciosEmVigor(event.output, context.hoje) }) },
        ],
        onError: [
          { guard: 'sessionLost', target: 'sessionLost' },
          // §2: no club in force (or term unsigned) → the panel, which says what to do
          { guard: 'rejected', target: 'leftToPanel', actions: ['keepServerMessage', 'warn'] },
          { target: 'loadFailed', actions: assign({ notice: mensagensClube.falhaDeRede }) },
        ],
      },
    },
    loadFailed: { on: { retry: { target: 'loadingAds', actions: assign({ notice: null }) } } },
    noCurrentAd: {},
    editing: {
      on: {
        'field.change': {
          actions: assign({
            campos: ({ context, event }) => ({ ...context.campos, [event.campo]: event.valor }),
            problemas: ({ context, event }) => sem(context.problemas, event.campo),
          }),
        },
        // the image is checked when chosen (§5 types, §9 10 MB): the user learns it before filling the rest
        'image.choose': {
          actions: assign({
            imagem: ({ event }) => event.file,
            problemas: ({ context, event }) => {
              // no file (the picker was cleared) is only flagged on sending
              const problema = event.file ? problemaDaImagem(event.file) : null;
              return problema ? { ...context.problemas, imagem: problema } : sem(context.problemas, 'imagem');
            },
          }),
        },
        'agree.toggle': {
          actions: assign({
            agreed: ({ context }) => !context.agreed,
            problemas: ({ context }) => sem(context.problemas, 'aceite'),
          }),
        },
        'form.submit': [
          { guard: 'formOk', target: 'saving', actions: assign({ problemas: {}, notice: null }) },
          { actions: [assign({ problemas: ({ context }) => problemasDe(context) }), 'showProblems'] },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'createBanner', src: 'createBanner',
        input: ({ context }) => ({ campos: context.campos, imagem: context.imagem! }),
        // §8 success text, word for word
        onDone: { target: 'saved', actions: [assign({ notice: mensagensGestao.bannerCadastrado }), 'celebrate'] },
        onError: [
          { guard: 'sessionLost', target: 'sessionLost' },
          // §8: the server's mensagem as a 6 s toast (409: another banner featured then); nothing typed is lost
          { target: 'editing', actions: ['keepServerMessage', 'fail'] },
        ],
      },
    },
    saved: { type: 'final' },
    leftToPanel: { type: 'final' },
    sessionLost: { type: 'final' },
  },
});
