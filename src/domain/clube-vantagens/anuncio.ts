import {
  escolherArquivos, primeiroProblema, problemaDoArquivo, type ArquivoEscolhido, type RecusaNaLista, type RegrasDeArquivos,
} from '../comum/arquivos';
import {
  dataValida, MAXIMO_IMAGENS_ANUNCIO, mensagensGestao, problemaDoPeriodo, regrasDeImagem, rotuloImagemAnuncio,
} from './gestao';

/** The ad's choices of spec §3 (cadastro), as the contract accepts them and the form offers them. */
export const TIPOS_ATIVIDADE = ['Comércio', 'Prestação de Serviço'] as const;
export const ENQUADRAMENTOS = [
  'Bem estar e beleza', 'Alimentação', 'Compras', 'Educação', 'Entretenimento', 'Esportes e academia',
  'Infanto juvenil', 'Saúde', 'Serviços', 'Viagens e turismo', 'Outros',
] as const;
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
 * Whether a field of step cadastro carries the required mark: exactly those problemasDoCadastro refuses blank
 * (§5's list, plus what the server requires: type of activity, brand consent, an enquadramento and, once Outros
 * is ticked, its text). E-commerce always has an answer (Não) and the rest are optional: no mark.
 */
export const campoObrigatorio = (campo: CampoAnuncio) =>
  obrigatorios.some(([c]) => c === campo) || ['tipoAtividade', 'enquadramento', 'enquadramentoOutros', 'deAcordo'].includes(campo);

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
 * Each image field's rules for the file-cards kit: jpeg, gif, png or eps of at most 10 MB (§5, §9; the server
 * checks the bytes), named in messages as the server names them (anuncio.router): one logo, 1 to 5 ad images.
 */
export const REGRAS_IMAGEM: Record<ImagemAnuncio, RegrasDeArquivos> = {
  logomarca: regrasDeImagem(() => 'A logomarca', MAXIMO_POR_IMAGEM.logomarca, mensagensAnuncio.umaLogomarca),
  anuncioPadrao: regrasDeImagem((a) => rotuloImagemAnuncio(a.name), MAXIMO_POR_IMAGEM.anuncioPadrao, mensagensGestao.imagensDemais),
};

/** The problem with a chosen image by itself, or null: not empty, at most 10 MB (§9), jpeg, gif, png or eps (§5). */
export function problemaDaImagem(arquivo: ArquivoEscolhido, imagem: ImagemAnuncio): string | null {
  return problemaDoArquivo(arquivo, REGRAS_IMAGEM[imagem]);
}

export const IMAGENS: readonly ImagemAnuncio[] = ['logomarca', 'anuncioPadrao'];
const FALTANDO: Record<ImagemAnuncio, string> = { logomarca: mensagensAnuncio.envieLogomarca, anuncioPadrao: mensagensAnuncio.envieAnuncioPadrao };

/**
 * The field's files after the user picks `novos` (the kit's rule): the logo's one file is replaced; ad images
 * are added after those already chosen, a file already in the list once only. A file that cannot be sent stays
 * listed with its problem on its card (wrong type, over 10 MB, past the 5th) until the user removes it.
 */
export function escolherImagens<A extends ArquivoEscolhido>(imagem: ImagemAnuncio, atuais: readonly A[], novos: readonly A[]): A[] {
  return escolherArquivos(atuais, novos, REGRAS_IMAGEM[imagem]);
}

/**
 * What blocks sending on step imagens ({} when it may send), the first problem per field: the logo and 1 to 5
 * ad images (§5), none of them with a problem of its own nor refused by the server (`recusas`, issue 27), and the
 * ticked terms.
 */
export function problemasDasImagens<A extends ArquivoEscolhido>(
  imagens: Record<ImagemAnuncio, readonly A[]>, aceito: boolean, recusas: Partial<Record<ImagemAnuncio, readonly RecusaNaLista<A>[]>> = {},
): ProblemasImagens {
  const problemas: ProblemasImagens = {};
  for (const imagem of IMAGENS) {
    const arquivos = imagens[imagem];
    const problema = arquivos.length === 0 ? FALTANDO[imagem] : primeiroProblema(arquivos, REGRAS_IMAGEM[imagem], recusas[imagem]);
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
