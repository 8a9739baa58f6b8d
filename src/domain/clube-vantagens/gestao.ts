import { format, isValid, parseISO } from 'date-fns';
import { formatData } from '../comum/datas';
import { CPF_INVALIDO } from '../comum/cpf';
import {
  aceitos, mensagensDoArquivo, problemaDoArquivo, TAMANHO_MAXIMO_ARQUIVO, type ArquivoEscolhido, type RegrasDeArquivos,
} from '../comum/arquivos';
import { mensagensDaLeitura } from './leitura-planilha';

export {
  celulaListada, cpfDaCelula, LIMITE_LINHAS_PLANILHA, MAXIMO_CARACTERES_CELULA_LISTADA, MAXIMO_CPFS_INVALIDOS_LISTADOS, nomeDeColuna,
} from './leitura-planilha';

/** §9: panel lists page 5 rows at a time. */
export const LINHAS_POR_PAGINA = 5;

/** §5: ad and banner images may be jpeg, gif, png or eps. */
export const TIPOS_IMAGEM = ['jpeg', 'gif', 'png', 'eps'] as const;

/** §2 Envio de Imagens: one logo and "anuncios (multiple)", at most this many (decided in docs/decisions/clube-vantagens.md). */
export const MAXIMO_IMAGENS_ANUNCIO = 5;

/** How messages name one ad image: by its file name, as an ad may carry several. */
export const rotuloImagemAnuncio = (nome: string) => (nome ? `A imagem do anúncio "${nome}"` : 'A imagem do anúncio');

export { extensao, type ArquivoEscolhido } from '../comum/arquivos';

const MIMES_IMAGEM = ['image/jpeg', 'image/pjpeg', 'image/gif', 'image/png', 'application/postscript', 'application/eps',
  'application/x-eps', 'image/eps', 'image/x-eps'];
const EXTENSOES_IMAGEM = ['jpg', 'jpeg', 'jfif', 'gif', 'png', 'eps'];

/**
 * §5/§9 as the file-cards kit reads them (domain/comum/arquivos.ts): jpeg, gif, png or eps (by declared type, or by
 * extension when the browser gives none: some systems give no mime for eps), at most 10 MB, `maximo` per field.
 * Messages are the server's own, `rotulo` naming the file as the server does ('A logomarca', 'A imagem do banner', …).
 */
export function regrasDeImagem(rotulo: (arquivo: ArquivoEscolhido) => string, maximo = 1, demais = ''): RegrasDeArquivos {
  return {
    mimes: MIMES_IMAGEM, extensoes: EXTENSOES_IMAGEM, maximo, tamanhoMaximo: TAMANHO_MAXIMO_ARQUIVO,
    mensagens: {
      vazio: (a) => mensagensGestao.arquivoVazio(rotulo(a)),
      grande: () => mensagensGestao.arquivoGrande,
      tipo: (a) => mensagensGestao.imagemInvalida(rotulo(a)),
      demais,
    },
  };
}

/** §5: what an image file picker offers (mime types and extensions). */
export const ACEITA_IMAGEM = aceitos(regrasDeImagem(() => ''));

/**
 * Why a chosen image cannot be sent, in the server's own words with `rotulo` naming it: empty, over 10 MB (§9)
 * or not jpeg/gif/png/eps (§5). Null when it can. The server checks the bytes again.
 */
export function problemaDaImagemEscolhida(arquivo: ArquivoEscolhido, rotulo: string): string | null {
  return problemaDoArquivo(arquivo, regrasDeImagem(() => rotulo));
}

/** A count as pt-BR writes it (12.345), and with its noun in the singular or plural. */
export const numero = (n: number) => n.toLocaleString('pt-BR');
export const plural = (n: number, um: string, varios: string) => `${numero(n)} ${n === 1 ? um : varios}`;

/** What users read about ads, banners and club users. §8 texts quoted word for word (sic included). */
export const mensagensGestao = {
  // §8 successes
  anuncioCadastrado: 'Anúncio cadastrado com sucesso!',
  bannerCadastrado: 'Banner cadastrados com sucesso!',
  usuariosCadastrados: 'Usuários cadastrados com sucesso!',
  // §5
  cpfInvalido: CPF_INVALIDO,
  // decided (docs/decisions/clube-vantagens.md)
  clubeCancelado: (dtCancelamento: string) =>
    `O Clube de Vantagens foi cancelado em ${formatData(dtCancelamento)}: seus anúncios e usuários estão suspensos.`,
  anuncioRemovido: 'Anúncio removido com sucesso!',
  bannerRemovido: 'Banner removido com sucesso!',
  usuariosRemovidos: (n: number) => `${plural(n, 'usuário removido', 'usuários removidos')} com sucesso!`,
  anuncioNaoEncontrado: 'Anúncio não encontrado.',
  bannerNaoEncontrado: 'Banner não encontrado.',
  usuariosNaoEncontrados: 'Nenhum usuário encontrado.',
  cpfsInvalidos: (cpfs: string[]) => `CPF Inválido! ${cpfs.join(', ')}`,
  dataInvalida: 'Data inválida.',
  enquadramentoOutros: 'Descreva o enquadramento Outros.',
  inicioNoPassado: 'A data inicial não pode ser anterior a hoje.',
  periodoInvalido: 'A data final deve ser igual ou posterior à data inicial.',
  anuncioDoBannerInvalido: 'Escolha um dos seus anúncios em vigor para o banner.',
  bannerForaDoAnuncio: (dtInicio: string, dtFim: string) =>
    `O período do banner deve estar dentro do período do anúncio (${formatData(dtInicio)} a ${formatData(dtFim)}).`,
  bannerJaEmDestaque: 'Você já tem um banner em destaque nesse período. Remova o banner atual ou escolha outras datas.',
  ...mensagensDoArquivo,
  ...mensagensDaLeitura,
  imagemInvalida: (rotulo: string) => `${rotulo} deve ser uma imagem JPEG, GIF, PNG ou EPS.`,
  envieImagemAnuncio: 'Envie ao menos uma imagem do anúncio.',
  imagensDemais: `Envie no máximo ${MAXIMO_IMAGENS_ANUNCIO} imagens do anúncio.`,
  planilhaSemCpfValido: 'Nenhum CPF válido na planilha: nada foi cadastrado. Corrija os CPFs listados e envie novamente.',
  importadosComInvalidos: (validos: number, invalidos: number) =>
    `${plural(validos, 'usuário cadastrado', 'usuários cadastrados')}. ${plural(invalidos, 'CPF inválido não foi cadastrado', 'CPFs inválidos não foram cadastrados')}:`,
  remocaoSemCpfValido: 'Nenhum CPF válido na planilha: nenhum usuário foi removido. Corrija os CPFs listados e envie novamente.',
  removidosComInvalidos: (removidos: number, invalidos: number) =>
    `Os CPFs válidos foram removidos (${plural(removidos, 'usuário removido', 'usuários removidos')}). ${plural(invalidos, 'CPF inválido foi ignorado', 'CPFs inválidos foram ignorados')}:`,
} as const;

/** A yyyy-mm-dd that names a real calendar day (the contract only checks the shape). */
export function dataValida(iso: string): boolean {
  const d = parseISO(iso);
  return isValid(d) && format(d, 'yyyy-MM-dd') === iso;
}

/** The problem with an ad's or banner's period, or null. `hoje` is São Paulo's date. */
export function problemaDoPeriodo(dtInicio: string, dtFim: string, hoje: string): string | null {
  if (!dataValida(dtInicio) || !dataValida(dtFim)) return mensagensGestao.dataInvalida;
  if (dtInicio < hoje) return mensagensGestao.inicioNoPassado;
  if (dtFim < dtInicio) return mensagensGestao.periodoInvalido;
  return null;
}

/** Issue: an ad is current when dtInicio ≤ today ≤ dtFim (and not removed). */
export function anuncioEmVigor(anuncio: { dtInicio: string; dtFim: string }, hoje: string): boolean {
  return anuncio.dtInicio <= hoje && hoje <= anuncio.dtFim;
}

/** §5: a banner is tied to its ad, so its period lies inside the ad's. */
export function problemaDoBanner(
  banner: { dtInicio: string; dtFim: string }, anuncio: { dtInicio: string; dtFim: string },
): string | null {
  return banner.dtInicio < anuncio.dtInicio || banner.dtFim > anuncio.dtFim
    ? mensagensGestao.bannerForaDoAnuncio(anuncio.dtInicio, anuncio.dtFim)
    : null;
}

