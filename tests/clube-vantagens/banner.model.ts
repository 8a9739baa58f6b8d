import { addDays, format, parseISO } from 'date-fns';
import { mensagensGestao } from '../../src/domain/clube-vantagens/gestao';
import { clubeBannerMachine } from '../../src/machines/clube-vantagens/banner.machine';
import { ApiFailure } from '../../src/services/comum/api';
import type { PathEvent } from '../support/paths';
import { aviso, resumir } from '../support/cenarios';
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
    { type: 'image.choose', file: imagens.banner }, { type: 'image.choose', file: imagens.grande }, { type: 'image.remove' },
    { type: 'agree.toggle' }, { type: 'form.submit' },
    { type: 'upload.progress', enviado: 512, total: 1024 }, // XHR upload.onprogress while saving
    { type: 'xstate.done.actor.createBanner', output: 'Banner cadastrados com sucesso!' },
    { type: 'xstate.error.actor.createBanner', error: bannerEmDestaque },
    { type: 'xstate.error.actor.createBanner', error: falhas.expirada },
    { type: 'xstate.error.actor.createBanner', error: falhas.rede },
  ] satisfies PathEvent<typeof clubeBannerMachine>[],
  // Faithful to what comes next (the paths replay from each node's first snapshot): which fields are filled (each
  // event has one value), which image, the ticked terms, which problems are shown, progress and the toast
  key: (s) => [
    s.value, s.context.anuncios.length,
    Object.entries(s.context.campos).filter(([, v]) => v).map(([k]) => k).join(','), s.context.imagem?.name ?? null, s.context.agreed,
    Object.keys(s.context.problemas).sort().join(','), s.context.envio !== null, s.context.notice !== null,
  ],
  // states, transitions and their rules are named in the machine; here, the payloads in words, the calls and what shows
  textos: {
    eventos: {
      'field.change': (e: { campo: string; valor: string }) => `preenche ${e.campo} com '${e.valor}'`,
      'image.choose': (e: { file: File }) => `escolhe a imagem ${resumir(e.file)}`,
      'upload.progress': (e: { enviado: number; total: number }) => `o envio chega a ${Math.round((100 * e.enviado) / e.total)}%`,
    },
    atores: { loadAds: 'a consulta dos anúncios', createBanner: 'o envio do banner' },
    respostas: { loadAds: (lista: { dtInicio: string; dtFim: string }[]) => `${lista.length} anúncio(s), ${lista.filter((a) => a.dtInicio <= hoje && hoje <= a.dtFim).length} em vigor hoje` },
    fatos: (s) => [
      s.matches('editing') && `preenchidos: ${Object.entries(s.context.campos).filter(([, v]) => v).map(([k]) => k).join(', ') || 'nenhum'}`,
      s.matches('editing') && s.context.imagem && `imagem ${s.context.imagem.name}`, s.matches('editing') && s.context.agreed && 'de acordo marcado',
      Object.keys(s.context.problemas).length > 0 && `problemas em ${Object.keys(s.context.problemas).sort().join(',')}`, aviso(s),
    ],
  },
  recusas: [
    {
      estado: 'editing', quando: (s) => !Object.values(s.context.campos).some(Boolean), evento: { type: 'form.submit' },
      porque: 'SALVAR com o formulário vazio: fica e mostra o que falta', regras: ['§5.2a'],
    },
    { estado: 'saving', evento: { type: 'form.submit' }, porque: 'um segundo SALVAR enquanto salva' },
    { estado: 'noCurrentAd', evento: { type: 'form.submit' }, porque: 'sem anúncio em vigor não há formulário', regras: ['§5.2d'] },
  ],
} satisfies Modelo;
