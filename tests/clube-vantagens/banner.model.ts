import { addDays, format, parseISO } from 'date-fns';
import { mensagensGestao } from '../../src/domain/clube-vantagens/gestao';
import { clubeBannerMachine } from '../../src/machines/clube-vantagens/banner.machine';
import { ApiFailure } from '../../src/services/comum/api';
import type { PathEvent } from '../support/paths';
import { arquivo } from './usuarios.model';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';

const hoje = '2026-11-22';
const dia = (n: number) => format(addDays(parseISO(hoje), n), 'yyyy-MM-dd');

export const anuncios = {
  atual: { anuncioId: 7, titulo: 'Desconto na Padaria Central', tituloBanner: null, dtInicio: dia(-3), dtFim: dia(30) },
  futuro: { anuncioId: 8, titulo: 'Semana do Café', tituloBanner: null, dtInicio: dia(10), dtFim: dia(20) },
};
export const imagens = {
  banner: arquivo('banner.png', 'image/png'),
  grande: arquivo('banner-grande.png', 'image/png', 10 * 1024 * 1024 + 1),
};
export const bannerEmDestaque = new ApiFailure('rejected', mensagensGestao.bannerJaEmDestaque); // the 409

export const clubeBannerModelo = {
  nome: 'clube-banner',
  machine: clubeBannerMachine,
  input: { hoje },
  events: [
    { type: 'xstate.done.actor.loadAds', output: [anuncios.futuro, anuncios.atual] },
    { type: 'xstate.done.actor.loadAds', output: [anuncios.futuro] },
    { type: 'xstate.error.actor.loadAds', error: falhas.rejeitada },
    { type: 'xstate.error.actor.loadAds', error: falhas.expirada },
    { type: 'xstate.error.actor.loadAds', error: falhas.rede },
    { type: 'retry' },
    { type: 'field.change', campo: 'titulo', valor: 'Banner de Natal' },
    { type: 'field.change', campo: 'anuncioId', valor: '7' },
    { type: 'field.change', campo: 'dtInicio', valor: hoje },
    { type: 'field.change', campo: 'dtFim', valor: dia(10) },
    { type: 'image.choose', file: imagens.banner }, { type: 'image.choose', file: imagens.grande }, { type: 'image.choose', file: null },
    { type: 'agree.toggle' }, { type: 'form.submit' },
    { type: 'xstate.done.actor.createBanner', output: 'Banner cadastrados com sucesso!' },
    { type: 'xstate.error.actor.createBanner', error: bannerEmDestaque },
    { type: 'xstate.error.actor.createBanner', error: falhas.expirada },
    { type: 'xstate.error.actor.createBanner', error: falhas.rede },
  ] satisfies PathEvent<typeof clubeBannerMachine>[],
  // how much of the form is done (each event fills one field; a fit image and the ticked terms count too),
  // whether problems are shown, and the toast: formOk holds exactly at 6
  key: (s) => [
    s.value, s.context.anuncios.length,
    Object.values(s.context.campos).filter(Boolean).length
      + (s.context.imagem !== null && s.context.imagem.size <= 10 * 1024 * 1024 ? 1 : 0) + (s.context.agreed ? 1 : 0),
    Object.keys(s.context.problemas).length > 0, s.context.notice !== null,
  ],
} satisfies Modelo;
