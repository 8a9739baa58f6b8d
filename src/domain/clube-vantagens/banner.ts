import { mensagensAnuncio } from './anuncio';
import {
  anuncioEmVigor, mensagensGestao, problemaDaImagemEscolhida, problemaDoBanner, problemaDoPeriodo, regrasDeImagem, type ArquivoEscolhido,
} from './gestao';

/** §5: the banner's ideal size, shown beside its file field. */
export const TAMANHO_IDEAL_BANNER = '2000 x 240';

/** How the server names the banner's image in its messages (banner.router). */
const ROTULO_IMAGEM_BANNER = 'A imagem do banner';

/** The banner image field's rules for the file-cards kit: one jpeg, gif, png or eps of at most 10 MB (§5, §9). */
export const REGRAS_IMAGEM_BANNER = regrasDeImagem(() => ROTULO_IMAGEM_BANNER);

/** Texts of the banner screen; the checkbox and 'SALVANDO...' are the ad form's words (§4). */
export const mensagensBanner = {
  tituloObrigatorio: 'Informe o título.',
  anuncioObrigatorio: 'Escolha o anúncio do banner.',
  dtInicioObrigatoria: 'Informe a data de início.',
  dtFimObrigatoria: 'Informe a data de término.',
  imagemObrigatoria: 'Escolha a imagem do banner.',
  imagemInvalida: mensagensGestao.imagemInvalida(ROTULO_IMAGEM_BANNER),
  aceite: mensagensAnuncio.aceite,
  marqueOAceite: 'Marque "Estou de acordo com o termo do Clube de Vantagens." para enviar o banner.',
  salvando: mensagensAnuncio.salvando,
  semAnuncioEmVigor: 'O banner fica ligado a um anúncio em vigor, e você não tem nenhum hoje. Cadastre um anúncio para poder cadastrar o banner.',
} as const;

/** §5/§9: the banner image is a jpeg, gif, png or eps of at most 10 MB; null when it is. */
export function problemaDaImagem(arquivo: ArquivoEscolhido | null): string | null {
  return arquivo ? problemaDaImagemEscolhida(arquivo, ROTULO_IMAGEM_BANNER) : mensagensBanner.imagemObrigatoria;
}

/** The ads a banner may belong to: current ones only (dtInicio ≤ today ≤ dtFim, São Paulo). */
export function anunciosEmVigor<A extends { dtInicio: string; dtFim: string }>(anuncios: readonly A[], hoje: string): A[] {
  return anuncios.filter((a) => anuncioEmVigor(a, hoje));
}

/** The banner fields as typed (anuncioId as the select's value). */
export interface CamposBanner {
  titulo: string;
  anuncioId: string;
  dtInicio: string;
  dtFim: string;
}
export type CampoBanner = keyof CamposBanner | 'imagem' | 'aceite';
export type ProblemasBanner = Partial<Record<CampoBanner, string>>;

/**
 * Every problem of the banner form, per field (§5: all required, period from today and inside
 * the ad's, image type and size, terms ticked). `anuncios` are the current ads offered.
 */
export function problemasDoBanner(
  campos: CamposBanner, imagem: ArquivoEscolhido | null, aceito: boolean,
  anuncios: readonly { anuncioId: number; dtInicio: string; dtFim: string }[], hoje: string,
): ProblemasBanner {
  const problemas: ProblemasBanner = {};
  if (!campos.titulo.trim()) problemas.titulo = mensagensBanner.tituloObrigatorio;
  const anuncio = anuncios.find((a) => String(a.anuncioId) === campos.anuncioId);
  if (!anuncio) problemas.anuncioId = mensagensBanner.anuncioObrigatorio;
  if (!campos.dtInicio) problemas.dtInicio = mensagensBanner.dtInicioObrigatoria;
  if (!campos.dtFim) problemas.dtFim = mensagensBanner.dtFimObrigatoria;
  if (campos.dtInicio && campos.dtFim) {
    const periodo = problemaDoPeriodo(campos.dtInicio, campos.dtFim, hoje);
    const fora = !periodo && anuncio ? problemaDoBanner(campos, anuncio) : null;
    if (periodo) problemas[periodo === mensagensGestao.periodoInvalido ? 'dtFim' : 'dtInicio'] = periodo;
    else if (fora) problemas[campos.dtInicio < anuncio!.dtInicio ? 'dtInicio' : 'dtFim'] = fora;
  }
  const imagemRuim = problemaDaImagem(imagem);
  if (imagemRuim) problemas.imagem = imagemRuim;
  if (!aceito) problemas.aceite = mensagensBanner.marqueOAceite;
  return problemas;
}
