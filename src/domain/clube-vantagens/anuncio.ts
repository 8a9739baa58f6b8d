import type { ENQUADRAMENTOS, TIPOS_ATIVIDADE } from '../../contracts/clube-vantagens.contract';
import {
  dataValida, MAXIMO_IMAGENS_ANUNCIO, mensagensGestao, problemaDaImagemEscolhida, problemaDoPeriodo, rotuloImagemAnuncio,
  type ArquivoEscolhido,
} from './gestao';

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

/** The image fields of step imagens (spec §2 Envio de Imagens: logo (single) and anuncios (multiple)). */
export type ImagemAnuncio = 'logomarca' | 'anuncioPadrao';
/** How many files each image field holds: one logo; up to 5 ad images (decided). */
export const MAXIMO_POR_IMAGEM: Record<ImagemAnuncio, number> = { logomarca: 1, anuncioPadrao: MAXIMO_IMAGENS_ANUNCIO };
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
/** How the server names an image in its messages (anuncio.router): the logo, or an ad image by its name. */
const rotulo = (arquivo: ArquivoEscolhido, imagem: ImagemAnuncio) => (imagem === 'logomarca' ? 'A logomarca' : rotuloImagemAnuncio(arquivo.name));

/** Texts of the ad form the spec does not quote, decided once (docs/decisions/clube-vantagens.md). */
export const mensagensAnuncio = {
  informeDtInicio: 'Informe a data de início.',
  informeDtFim: 'Informe a data de término.',
  informeTipoAtividade: 'Informe o tipo de atividade.', // NovoAnuncio's own text
  informeDeAcordo: 'Informe se autoriza o uso da sua marca.',
  informeEnquadramento: 'Selecione ao menos um enquadramento.',
  envieLogomarca: 'Envie a logomarca.',
  envieAnuncioPadrao: mensagensGestao.envieImagemAnuncio,
  umaLogomarca: 'Envie uma só logomarca.',
  nenhumArquivo: 'Nenhum arquivo escolhido.',
  arquivoEscolhido: 'Arquivo escolhido:',
  arquivosEscolhidos: (quantos: number, maximo: number) => `Arquivos escolhidos (${quantos} de ${maximo}):`,
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
  ['dtInicio', mensagensAnuncio.informeDtInicio],
  ['dtFim', mensagensAnuncio.informeDtFim],
];

/**
 * What is wrong with step cadastro, field by field ({} when it may move on): §5's required
 * fields, the period rules of domain/clube-vantagens/gestao.ts (`hoje` is São Paulo's date) and what the server
 * also refuses (type of activity, brand consent, at least one enquadramento, the Outros text).
 */
export function problemasDoCadastro(dados: DadosAnuncio, hoje: string): ProblemasCadastro {
  const problemas: ProblemasCadastro = {};
  for (const [campo, mensagem] of obrigatorios) {
    const valor = dados[campo];
    if (typeof valor === 'string' && valor.trim() === '') problemas[campo] = mensagem;
  }
  if (!dados.tipoAtividade) problemas.tipoAtividade = mensagensAnuncio.informeTipoAtividade;
  if (dados.enquadramento.length === 0) problemas.enquadramento = mensagensAnuncio.informeEnquadramento;
  else if (dados.enquadramento.includes('Outros') && !dados.enquadramentoOutros.trim()) {
    problemas.enquadramentoOutros = mensagensGestao.enquadramentoOutros;
  }
  if (!dados.deAcordo) problemas.deAcordo = mensagensAnuncio.informeDeAcordo;
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

/**
 * The problem with a chosen image, or null: not empty, at most 10 MB (§9) and jpeg, gif, png
 * or eps by declared type or extension (§5; the server checks the bytes).
 */
export function problemaDaImagem(arquivo: ArquivoEscolhido, imagem: ImagemAnuncio): string | null {
  return problemaDaImagemEscolhida(arquivo, rotulo(arquivo, imagem));
}

/** The line above an image field's chosen files: none yet, the logo's one, or how many of the ad's 5. */
export function legendaDasEscolhidas(imagem: ImagemAnuncio, quantos: number): string {
  if (quantos === 0) return mensagensAnuncio.nenhumArquivo;
  const maximo = MAXIMO_POR_IMAGEM[imagem];
  return maximo > 1 ? mensagensAnuncio.arquivosEscolhidos(quantos, maximo) : mensagensAnuncio.arquivoEscolhido;
}

export const IMAGENS: readonly ImagemAnuncio[] = ['logomarca', 'anuncioPadrao'];
const FALTANDO: Record<ImagemAnuncio, string> = { logomarca: mensagensAnuncio.envieLogomarca, anuncioPadrao: mensagensAnuncio.envieAnuncioPadrao };
const DEMAIS: Record<ImagemAnuncio, string> = { logomarca: mensagensAnuncio.umaLogomarca, anuncioPadrao: mensagensGestao.imagensDemais };
const mesmoArquivo = (a: ArquivoEscolhido, b: ArquivoEscolhido) => a.name === b.name && a.size === b.size && a.type === b.type;

/**
 * The field's files after the user picks `novos`: files that cannot be sent are left out, and
 * the problem says why (one sentence each). The logo's one file is replaced by a good new one;
 * ad images are added after those already chosen, a file already in the list once only, and
 * no more than the field holds.
 */
export function escolherImagens<A extends ArquivoEscolhido>(
  imagem: ImagemAnuncio, atuais: readonly A[], novos: readonly A[],
): { arquivos: A[]; problema: string | null } {
  const problemas: string[] = [];
  const bons = novos.filter((arquivo) => {
    const problema = problemaDaImagem(arquivo, imagem);
    if (problema) problemas.push(problema);
    return !problema;
  });
  const maximo = MAXIMO_POR_IMAGEM[imagem];
  const base = maximo === 1 && bons.length > 0 ? [] : atuais;
  const juntos = bons.reduce<A[]>((lista, arquivo) => (lista.some((a) => mesmoArquivo(a, arquivo)) ? lista : [...lista, arquivo]), [...base]);
  if (juntos.length > maximo) problemas.push(DEMAIS[imagem]);
  return { arquivos: juntos.slice(0, maximo), problema: problemas.length ? problemas.join(' ') : null };
}

/** What blocks sending on step imagens ({} when it may send): the logo and 1 to 5 ad images (§5) and the ticked terms. */
export function problemasDasImagens(imagens: Record<ImagemAnuncio, readonly ArquivoEscolhido[]>, aceito: boolean): ProblemasImagens {
  const problemas: ProblemasImagens = {};
  for (const imagem of IMAGENS) {
    const arquivos = imagens[imagem];
    const problema = arquivos.length === 0 ? FALTANDO[imagem]
      : arquivos.length > MAXIMO_POR_IMAGEM[imagem] ? DEMAIS[imagem]
        : arquivos.map((a) => problemaDaImagem(a, imagem)).find(Boolean);
    if (problema) problemas[imagem] = problema;
  }
  if (!aceito) problemas.aceite = mensagensAnuncio.marqueOAceite;
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
