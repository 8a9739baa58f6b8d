import type { ENQUADRAMENTOS, TIPOS_ATIVIDADE } from '../contracts/clube-vantagens.contract';
import { TAMANHO_MAXIMO_ARQUIVO } from '../contracts/common';
import { dataValida, mensagensGestao, problemaDoPeriodo } from './clube-gestao';

export type TipoAtividade = (typeof TIPOS_ATIVIDADE)[number];
export type Enquadramento = (typeof ENQUADRAMENTOS)[number];
export type SimNao = 'Sim' | 'Não';

/** The ad's fields as typed on step cadastro (spec §3); '' where nothing was chosen yet. */
export interface DadosAnuncio {
  titulo: string;
  tipoAtividade: TipoAtividade | '';
  descricaoAtividade: string;
  siteMidiasSociais: string;
  descontoOferecido: string;
  descricaoDesconto: string;
  possuiECommerce: SimNao;
  cupomDesconto: string;
  enderecoECommerce: string;
  enquadramento: Enquadramento[];
  enquadramentoOutros: string;
  deAcordo: SimNao | '';
  dtInicio: string;
  dtFim: string;
}
export type CampoAnuncio = keyof DadosAnuncio;
export type ProblemasCadastro = Partial<Record<CampoAnuncio, string>>;

/** The two images of step imagens (spec §2 Envio de Imagens: logo and ad). */
export type ImagemAnuncio = 'logomarca' | 'anuncioPadrao';
/** What the user must fix on step imagens: an image, or the terms checkbox. */
export type ProblemasImagens = Partial<Record<ImagemAnuncio | 'aceite', string>>;

/** An empty form. E-commerce starts at Não; type of activity and brand consent wait for a choice (decided). */
export const dadosIniciais: DadosAnuncio = {
  titulo: '', tipoAtividade: '', descricaoAtividade: '', siteMidiasSociais: '', descontoOferecido: '',
  descricaoDesconto: '', possuiECommerce: 'Não', cupomDesconto: '', enderecoECommerce: '', enquadramento: [],
  enquadramentoOutros: '', deAcordo: '', dtInicio: '', dtFim: '',
};

/** Longest text per field, the same as NovoAnuncio's (a unit test keeps them equal). */
export const LIMITES_ANUNCIO = {
  titulo: 120, descricaoAtividade: 2000, siteMidiasSociais: 300, descontoOferecido: 120, descricaoDesconto: 2000,
  cupomDesconto: 60, enderecoECommerce: 300, enquadramentoOutros: 120,
} as const satisfies Partial<Record<CampoAnuncio, number>>;

/** §5: ideal sizes shown next to each image field. */
export const TAMANHO_IDEAL: Record<ImagemAnuncio, string> = { logomarca: '800x800', anuncioPadrao: '700x400' };
/** How the server names each image in its messages (clube-gestao.router). */
export const ROTULO_IMAGEM: Record<ImagemAnuncio, string> = { logomarca: 'A logomarca', anuncioPadrao: 'A imagem do anúncio' };
/** §5: jpeg, gif, png or eps; what the file picker offers (mime types and extensions, as browsers differ on eps). */
export const ACEITA_IMAGEM = 'image/jpeg,image/gif,image/png,application/postscript,image/x-eps,.jpg,.jpeg,.gif,.png,.eps';

/** Texts of the ad form the spec does not quote, decided once (docs/decisions.md). */
export const avisosAnuncio = {
  informeDtInicio: 'Informe a data de início.',
  informeDtFim: 'Informe a data de término.',
  informeTipoAtividade: 'Informe o tipo de atividade.', // NovoAnuncio's own text
  informeDeAcordo: 'Informe se autoriza o uso da sua marca.',
  informeEnquadramento: 'Selecione ao menos um enquadramento.',
  envieLogomarca: 'Envie a logomarca.',
  envieAnuncioPadrao: 'Envie a imagem do anúncio.',
  aceite: 'Estou de acordo com o termo do Clube de Vantagens.',
  marqueOAceite: 'Marque "Estou de acordo com o termo do Clube de Vantagens." para enviar o anúncio.',
  salvando: 'SALVANDO...', // §4
} as const;

// §5 required texts: the same words as NovoAnuncio's, so the form and a 400 agree
const obrigatorios: [CampoAnuncio, string][] = [
  ['titulo', 'Informe o título.'],
  ['descricaoAtividade', 'Informe a descrição da atividade.'],
  ['descontoOferecido', 'Informe o desconto oferecido.'],
  ['descricaoDesconto', 'Informe a descrição do desconto.'],
  ['dtInicio', avisosAnuncio.informeDtInicio],
  ['dtFim', avisosAnuncio.informeDtFim],
];

/**
 * What is wrong with step cadastro, field by field ({} when it may move on): §5's required
 * fields, the period rules of clube-gestao (`hoje` is São Paulo's date) and what the server
 * also refuses (type of activity, brand consent, at least one enquadramento, the Outros text).
 */
export function problemasDoCadastro(dados: DadosAnuncio, hoje: string): ProblemasCadastro {
  const problemas: ProblemasCadastro = {};
  for (const [campo, mensagem] of obrigatorios) {
    const valor = dados[campo];
    if (typeof valor === 'string' && valor.trim() === '') problemas[campo] = mensagem;
  }
  if (!dados.tipoAtividade) problemas.tipoAtividade = avisosAnuncio.informeTipoAtividade;
  if (dados.enquadramento.length === 0) problemas.enquadramento = avisosAnuncio.informeEnquadramento;
  else if (dados.enquadramento.includes('Outros') && !dados.enquadramentoOutros.trim()) {
    problemas.enquadramentoOutros = mensagensGestao.enquadramentoOutros;
  }
  if (!dados.deAcordo) problemas.deAcordo = avisosAnuncio.informeDeAcordo;
  if (dados.dtInicio && dados.dtFim) {
    const periodo = problemaDoPeriodo(dados.dtInicio, dados.dtFim, hoje);
    // the period's one message goes under the date it is about
    if (periodo === mensagensGestao.dataInvalida) {
      if (!dataValida(dados.dtInicio)) problemas.dtInicio = periodo;
      if (!dataValida(dados.dtFim)) problemas.dtFim = periodo;
    } else if (periodo === mensagensGestao.inicioNoPassado) problemas.dtInicio = periodo;
    else if (periodo) problemas.dtFim = periodo;
  } else {
    if (dados.dtInicio && !dataValida(dados.dtInicio)) problemas.dtInicio = mensagensGestao.dataInvalida;
    if (dados.dtFim && !dataValida(dados.dtFim)) problemas.dtFim = mensagensGestao.dataInvalida;
  }
  return problemas;
}

const EXTENSOES = ['jpg', 'jpeg', 'gif', 'png', 'eps'];
const MIMES = ['image/jpeg', 'image/gif', 'image/png', 'application/postscript', 'image/x-eps', 'application/eps', 'image/eps'];

/**
 * The problem with a chosen image, or null: not empty, at most 10 MB (§9) and jpeg, gif, png
 * or eps by name or declared type (§5; the server checks the bytes).
 */
export function problemaDaImagem(arquivo: { name: string; type: string; size: number }, imagem: ImagemAnuncio): string | null {
  const rotulo = ROTULO_IMAGEM[imagem];
  if (arquivo.size === 0) return mensagensGestao.arquivoVazio(rotulo);
  if (arquivo.size > TAMANHO_MAXIMO_ARQUIVO) return mensagensGestao.arquivoGrande;
  const extensao = arquivo.name.toLowerCase().split('.').pop() ?? '';
  return EXTENSOES.includes(extensao) || MIMES.includes(arquivo.type.toLowerCase()) ? null : mensagensGestao.imagemInvalida(rotulo);
}

export const IMAGENS: readonly ImagemAnuncio[] = ['logomarca', 'anuncioPadrao'];
const FALTANDO: Record<ImagemAnuncio, string> = { logomarca: avisosAnuncio.envieLogomarca, anuncioPadrao: avisosAnuncio.envieAnuncioPadrao };

/** What blocks sending on step imagens ({} when it may send): both images (§5) and the ticked terms. */
export function problemasDasImagens(
  imagens: Record<ImagemAnuncio, { name: string; type: string; size: number } | null>, aceito: boolean,
): ProblemasImagens {
  const problemas: ProblemasImagens = {};
  for (const imagem of IMAGENS) {
    const arquivo = imagens[imagem];
    const problema = arquivo ? problemaDaImagem(arquivo, imagem) : FALTANDO[imagem];
    if (problema) problemas[imagem] = problema;
  }
  if (!aceito) problemas.aceite = avisosAnuncio.marqueOAceite;
  return problemas;
}

/**
 * The fields as the server reads them: e-commerce details only with possuiECommerce Sim, the
 * Outros text only with Outros ticked, each enquadramento once, texts trimmed.
 */
export function camposParaEnvio(dados: DadosAnuncio): DadosAnuncio {
  const comECommerce = dados.possuiECommerce === 'Sim';
  const enquadramento = [...new Set(dados.enquadramento)];
  const t = (s: string) => s.trim();
  return {
    ...dados,
    titulo: t(dados.titulo), descricaoAtividade: t(dados.descricaoAtividade), siteMidiasSociais: t(dados.siteMidiasSociais),
    descontoOferecido: t(dados.descontoOferecido), descricaoDesconto: t(dados.descricaoDesconto),
    cupomDesconto: comECommerce ? t(dados.cupomDesconto) : '',
    enderecoECommerce: comECommerce ? t(dados.enderecoECommerce) : '',
    enquadramento,
    enquadramentoOutros: enquadramento.includes('Outros') ? t(dados.enquadramentoOutros) : '',
  };
}
