import { avisosAnuncio } from './anuncio-formulario';
import { TAMANHO_MAXIMO_ARQUIVO } from '../contracts/common';
import {
  anuncioEmVigor, extensao, mensagensGestao, numero, plural, problemaDaImagemEscolhida, problemaDoBanner, problemaDoPeriodo,
  type ArquivoEscolhido,
} from './clube-gestao';
import { cpfValido, formatCPF, somenteDigitos } from './cpf';

/** §5: the banner's ideal size, shown beside its file field. */
export const TAMANHO_IDEAL_BANNER = '2000 x 240';

/** How the server names the banner's image in its messages (clube-gestao.router). */
const ROTULO_IMAGEM_BANNER = 'A imagem do banner';

/** Texts of the banner and club-user screens. §8 texts are quoted word for word (sic included). */
export const mensagensUsuarios = {
  // §8
  erroCadastro: 'Erro ao cadatrar usuários, tente novamente.',
  erroEnvio: 'Erro no envio dos seus arquivos, tente novamente.',
  cpfInvalido: mensagensGestao.cpfInvalido,
  // decided (docs/decisions/clube-vantagens.md)
  nenhumUsuarioCompleto: 'Informe o CPF e o nome de ao menos um usuário.',
  escolhaPlanilha: 'Escolha a planilha .xlsx para enviar.',
  planilhaNaoExcel: 'Escolha uma planilha do Excel no formato .xlsx.',
  erroModelo: 'Não foi possível baixar a planilha modelo. Verifique sua conexão e tente novamente.',
  tituloObrigatorio: 'Informe o título.',
  anuncioObrigatorio: 'Escolha o anúncio do banner.',
  dtInicioObrigatoria: 'Informe a data de início.',
  dtFimObrigatoria: 'Informe a data de término.',
  imagemObrigatoria: 'Escolha a imagem do banner.',
  imagemInvalida: mensagensGestao.imagemInvalida(ROTULO_IMAGEM_BANNER),
  arquivoGrande: mensagensGestao.arquivoGrande,
  // the ad form's words (§4 terms checkbox, 'SALVANDO...' while saving)
  aceite: avisosAnuncio.aceite,
  marqueOAceite: 'Marque "Estou de acordo com o termo do Clube de Vantagens." para enviar o banner.',
  salvando: avisosAnuncio.salvando,
  semAnuncioEmVigor: 'O banner fica ligado a um anúncio em vigor, e você não tem nenhum hoje. Cadastre um anúncio para poder cadastrar o banner.',
  cpfsInvalidos: 'CPFs inválidos',
} as const;

/** §5/§9: the banner image is a jpeg, gif, png or eps of at most 10 MB; null when it is. */
export function problemaDaImagem(arquivo: ArquivoEscolhido | null): string | null {
  return arquivo ? problemaDaImagemEscolhida(arquivo, ROTULO_IMAGEM_BANNER) : mensagensUsuarios.imagemObrigatoria;
}

const MIME_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** §5: a club-user spreadsheet is an Excel file; the server reads .xlsx only, so an old .xls is told early. */
export function problemaDaPlanilha(arquivo: ArquivoEscolhido | null): string | null {
  if (!arquivo) return mensagensUsuarios.escolhaPlanilha;
  if (arquivo.size > TAMANHO_MAXIMO_ARQUIVO) return mensagensUsuarios.arquivoGrande;
  if (arquivo.type === 'application/vnd.ms-excel' || extensao(arquivo.name) === 'xls') return mensagensGestao.planilhaXls;
  return arquivo.type === MIME_XLSX || extensao(arquivo.name) === 'xlsx' ? null : mensagensUsuarios.planilhaNaoExcel;
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
  if (!campos.titulo.trim()) problemas.titulo = mensagensUsuarios.tituloObrigatorio;
  const anuncio = anuncios.find((a) => String(a.anuncioId) === campos.anuncioId);
  if (!anuncio) problemas.anuncioId = mensagensUsuarios.anuncioObrigatorio;
  if (!campos.dtInicio) problemas.dtInicio = mensagensUsuarios.dtInicioObrigatoria;
  if (!campos.dtFim) problemas.dtFim = mensagensUsuarios.dtFimObrigatoria;
  if (campos.dtInicio && campos.dtFim) {
    const periodo = problemaDoPeriodo(campos.dtInicio, campos.dtFim, hoje);
    const fora = !periodo && anuncio ? problemaDoBanner(campos, anuncio) : null;
    if (periodo) problemas[periodo === mensagensGestao.periodoInvalido ? 'dtFim' : 'dtInicio'] = periodo;
    else if (fora) problemas[campos.dtInicio < anuncio!.dtInicio ? 'dtInicio' : 'dtFim'] = fora;
  }
  const imagemRuim = problemaDaImagem(imagem);
  if (imagemRuim) problemas.imagem = imagemRuim;
  if (!aceito) problemas.aceite = mensagensUsuarios.marqueOAceite;
  return problemas;
}

/** A row of the club-user form: cpf as unmasked digits, nome optional (§3, §5). */
export interface LinhaUsuario {
  id: number;
  cpf: string;
  nome: string;
  erro: string | null;
}

/**
 * 'CPF Inválido!' for a row's cpf, or null. While typing (`estrito` false) only a full
 * 11-digit CPF that fails the check is flagged; on sending, any partly typed CPF is too.
 */
export function erroDoCpf(cpf: string, estrito: boolean): string | null {
  const digitos = somenteDigitos(cpf);
  if (!digitos || cpfValido(digitos)) return null;
  return estrito || digitos.length === 11 ? mensagensUsuarios.cpfInvalido : null;
}

/** §5: only rows with both cpf and nome are sent, each with the request date (São Paulo's today). */
export function usuariosParaEnvio(linhas: readonly LinhaUsuario[], dataSolicitacao: string) {
  return linhas
    .filter((l) => somenteDigitos(l.cpf) && l.nome.trim())
    .map((l) => ({ cpf: somenteDigitos(l.cpf), nome: l.nome.trim(), dataSolicitacao }));
}

/** Why the rows cannot be sent (an invalid CPF, or no complete row), or null. */
export function problemaDosUsuarios(linhas: readonly LinhaUsuario[]): string | null {
  if (linhas.some((l) => erroDoCpf(l.cpf, true))) return mensagensUsuarios.cpfInvalido;
  return usuariosParaEnvio(linhas, '').length ? null : mensagensUsuarios.nenhumUsuarioCompleto;
}

/** A spreadsheet answer's invalid cells: the first ones, as listed, and how many more there were. */
export interface CpfsInvalidos {
  cpfsInvalidos: readonly string[];
  cpfsInvalidosNaoListados: number;
}

/** The invalid-CPF box's title: 'CPFs inválidos (12.445)', counting the cells not listed too. */
export function tituloDosInvalidos(r: CpfsInvalidos): string {
  return `${mensagensUsuarios.cpfsInvalidos} (${numero(r.cpfsInvalidos.length + r.cpfsInvalidosNaoListados)})`;
}

/** The line that ends the invalid-CPF list when the answer listed only the first ones, else null. */
export function invalidosNaoListados(r: CpfsInvalidos): string | null {
  const n = r.cpfsInvalidosNaoListados;
  return n > 0 ? `e mais ${plural(n, 'CPF inválido não listado', 'CPFs inválidos não listados')}.` : null;
}

/**
 * §5 CPF display in a list: 3.3.3-2 from its digits. The server lists invalid cells as
 * written; one that is not 11 digits is shown as it is, so a cell is never misread.
 */
export function cpfParaLista(valor: string): string {
  return somenteDigitos(valor).length === 11 ? formatCPF(valor) : valor;
}
