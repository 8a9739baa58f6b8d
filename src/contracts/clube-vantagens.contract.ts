import { z } from 'zod';
import {
  MAXIMO_CARACTERES_CELULA_LISTADA, MAXIMO_CPFS_INVALIDOS_LISTADOS, MAXIMO_IMAGENS_ANUNCIO, mensagensGestao,
} from '../domain/clube-vantagens/gestao';
import { ENQUADRAMENTOS, TIPOS_ATIVIDADE } from '../domain/clube-vantagens/anuncio';
import { para } from './comum/acesso';
import { CpfDigitos, Data, diaValido, IdRegistro, Inteiro, MAIOR_ID } from './comum/campos';
import { AceiteTermo, Arquivo, c, Cartao, commonResponses, Mensagem, Paginacao, RecusaDeArquivo, ResultadoPagamento } from './comum/esquemas';
import { MetodosDoCarrinho } from './comum/carrinho';
import { lista } from './comum/lista';
import { ArquivoEnviado, umOuMais } from './comum/multipart';

// §3 Club status. status is the subscription's state; the spec's screens read termoAssinado.
export const StatusClube = z.enum(['ATIVO', 'CANCELAMENTO_SOLICITADO']);
export const ClubeVantagens = z.object({
  status: StatusClube,
  termoAssinado: z.boolean(),
  /** Monthly price in centavos after any retention discount (spec §9: 120, 50% off once). */
  valorMensal: z.number().int(),
  /** First day of next month once a cancellation was asked, else null. */
  dtCancelamento: Data.nullable(),
  protocoloCancelamento: z.string().nullable(),
});
export type ClubeVantagens = z.infer<typeof ClubeVantagens>;

export const Compra = z.object({
  /** A fresh id per purchase attempt: a repeated request (double click, retry) never charges twice. */
  idempotencyKey: z.string().uuid('Chave de compra inválida.').max(36, 'Chave de compra inválida.'),
});

/**
 * A naoAssociado's purchase by credit card (issue 11): §8's answer (sucesso, mensagem) and the club it bought.
 * sucesso false is a declined card (§8 'Erro ao processar seu pagamento, …') and clube is null: nothing was bought.
 */
export const CompraCartaoClube = ResultadoPagamento.extend({
  mensagem: z.string(),
  /** The club as ConsultarClubeVantagens answers it (term still to sign after a purchase), null when declined. */
  clube: ClubeVantagens.nullable(),
});
export type CompraCartaoClube = z.infer<typeof CompraCartaoClube>;

export const Cancelamento = z.object({
  mensagem: z.string(),
  protocolo: z.string(),
  dtCancelamento: Data,
});

const SimNao = z.enum(['Sim', 'Não']);

export const AnuncioResumo = z.object({
  anuncioId: z.number().int(),
  titulo: z.string(),
  tituloBanner: z.string().nullable(),
  dtInicio: Data,
  dtFim: Data,
  /** The logo's file, for the list's thumbnail (GET /api/arquivos/{id}). */
  logomarcaId: z.number().int(),
});
export const Funcionario = z.object({ cpf: z.string(), nome: z.string().nullable(), dataSolicitacao: Data });
export const Banner = z.object({
  bannerId: z.number().int(),
  titulo: z.string(),
  anuncioId: z.number().int(),
  dtInicio: Data,
  dtFim: Data,
  /** The banner image's file, for the list's thumbnail (GET /api/arquivos/{id}). */
  imagemId: z.number().int(),
});

// §7 IncluirAnuncioClubeVantagens: multipart ad fields (§3), images and the acceptance fields.
export const NovoAnuncio = AceiteTermo.extend({
  titulo: z.string().trim().min(1, 'Informe o título.').max(120),
  tipoAtividade: z.enum(TIPOS_ATIVIDADE, { message: 'Informe o tipo de atividade.' }),
  descricaoAtividade: z.string().trim().min(1, 'Informe a descrição da atividade.').max(2000),
  siteMidiasSociais: z.string().trim().max(300).default(''),
  descontoOferecido: z.string().trim().min(1, 'Informe o desconto oferecido.').max(120),
  descricaoDesconto: z.string().trim().min(1, 'Informe a descrição do desconto.').max(2000),
  possuiECommerce: SimNao,
  cupomDesconto: z.string().trim().max(60).default(''),
  enderecoECommerce: z.string().trim().max(300).default(''),
  enquadramento: umOuMais(z.enum(ENQUADRAMENTOS), {
    maximo: { quantos: ENQUADRAMENTOS.length, mensagem: `Selecione no máximo ${ENQUADRAMENTOS.length} enquadramentos.` },
  }),
  enquadramentoOutros: z.string().trim().max(120).default(''),
  deAcordo: SimNao,
  dtInicio: Data,
  dtFim: Data,
  logomarca: ArquivoEnviado,
  /** §2 Envio de Imagens, "anuncios (multiple)": the ad's images, repeated parts in the order shown. */
  anuncioPadrao: umOuMais(ArquivoEnviado, {
    nenhum: mensagensGestao.envieImagemAnuncio,
    maximo: { quantos: MAXIMO_IMAGENS_ANUNCIO, mensagem: mensagensGestao.imagensDemais },
  }),
});
export const NovoBanner = AceiteTermo.extend({
  titulo: z.string().trim().min(1, 'Informe o título.').max(120),
  /** A multipart text field: the id's digits, read as a number. */
  anuncioId: Inteiro(1, MAIOR_ID, 'Escolha o anúncio do banner.'),
  dtInicio: Data,
  dtFim: Data,
  banner: ArquivoEnviado,
});
/** An ISO instant with its offset (2026-11-22T10:00:00.000Z) whose date part is a real day. */
const INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const instanteValido = (v: string) => INSTANTE.test(v) && diaValido(v.slice(0, 10)) && !Number.isNaN(Date.parse(v));
export const NovoFuncionario = z.object({
  cpf: CpfDigitos,
  nome: z.string().trim().min(1).max(120),
  /** yyyy-mm-dd (a full ISO instant is accepted; its date part is kept). */
  dataSolicitacao: z.string().max(30, 'Data inválida.').refine((v) => diaValido(v) || instanteValido(v), 'Data inválida.'),
});
export const Planilha = z.object({ file: ArquivoEnviado });
/** A spreadsheet's outcome: the first invalid cells as written (long ones cut) and how many more there were. */
export const ResultadoPlanilha = z.object({
  mensagem: z.string(),
  cpfsInvalidos: z.array(z.string().max(MAXIMO_CARACTERES_CELULA_LISTADA)).max(MAXIMO_CPFS_INVALIDOS_LISTADOS),
  cpfsInvalidosNaoListados: z.number().int().min(0),
});
/** A 400 lists the invalid cells when they are why nothing was done, else it is a plain message. */
const RecusaPlanilha = ResultadoPlanilha.partial({ cpfsInvalidos: true, cpfsInvalidosNaoListados: true });

const multipart = 'multipart/form-data' as const;

/** BuscarTermo: the PDF (base64), the version an acceptance names, and the PDF's lines as page text (clauses unnumbered). */
export const TermoClube = Arquivo.extend({
  dtVersao: z.string(),
  texto: z.object({ titulo: z.string(), identificacao: z.array(z.string()), clausulas: z.array(z.string()) }),
});
export type TermoClube = z.infer<typeof TermoClube>;

/**
 * ConsultarClubeVantagens' 400, no club in force (§8: the panel offers the purchase): the mensagem and, decided (issue 20),
 * the purchase's methods for this associate (metodosDaCompraDoClube: the monthly slip, or a naoAssociado's credit card).
 */
export const SemClube = Mensagem.extend(MetodosDoCarrinho.partial().shape);

/** Purchase, status, term, retention and cancellation of the club (issue: portal end to end). */
export const clubeVantagensContract = c.router(
  {
    adquirirClubeVantagens: {
      method: 'POST', path: '/api/Clube/AdquirirClubeVantagens', body: Compra,
      // 409: the key was already used for another charge (the payments kit's rule)
      responses: { 200: ClubeVantagens, 400: Mensagem, 409: Mensagem },
      summary: 'An associate buys the club at R$ 120,00 a month on the monthly slip (not in spec §7: decided in docs/decisions/clube-vantagens.md). A naoAssociado: 400, it pays by card.',
    },
    pagamentoCartaoClubeVantagens: {
      method: 'POST', path: '/api/Clube/PagamentoCartaoClubeVantagens', body: Cartao,
      // 400: an associate (it pays on the slip), a club already bought, bad card fields; 409: the key reused with another card or charge;
      // 429: too many declined card attempts in the last hour
      responses: { 200: CompraCartaoClube, 400: Mensagem, 409: Mensagem, 429: Mensagem },
      summary: 'A naoAssociado buys the club by credit card, R$ 120,00 (issue 11: the club purchase moves onto the payment gateway).',
    },
    consultarClubeVantagens: {
      method: 'GET', path: '/api/Clube/ConsultarClubeVantagens',
      // §8: the 400 (no club) offers the purchase; decided (issue 20): it says how this associate may buy it (the cart's methods)
      responses: { 200: ClubeVantagens, 400: SemClube },
    },
    buscarTermoClubeVantagens: {
      method: 'GET', path: '/api/Clube/BuscarTermoClubeVantagens',
      responses: { 200: TermoClube, 400: Mensagem },
    },
    aceitarTermoClubeVantagens: {
      method: 'POST', path: '/api/Clube/AceitarTermoClubeVantagens', body: AceiteTermo,
      responses: { 200: Mensagem, 400: Mensagem },
    },
    consultarRetencaoClubeVantagens: {
      method: 'GET', path: '/api/Clube/ConsultarRetencaoClubeVantagens',
      responses: {
        200: z.object({
          ofertarRetencao: z.boolean(), valorMensal: z.number().int(), valorComDesconto: z.number().int(),
          /** The day the cancellation takes effect: already asked, or if asked now (server clock, São Paulo). */
          dtCancelamento: Data,
        }),
        400: Mensagem,
      },
    },
    aceitarRetencaoClubeVantagens: {
      method: 'POST', path: '/api/Clube/AceitarRetencaoClubeVantagens', body: AceiteTermo,
      responses: { 200: Mensagem.extend({ valorMensal: z.number().int() }), 400: Mensagem },
    },
    cancelarClubeVantagens: {
      method: 'POST', path: '/api/Clube/CancelarClubeVantagens', body: AceiteTermo,
      responses: { 200: Cancelamento, 400: Mensagem },
    },
  },
  { strictStatusCodes: true, commonResponses, metadata: para('associado') },
);

/** The merchant's ads (issue: discount club management, spec §2, §7). */
export const anuncioContract = c.router(
  {
    consultarAnunciosClubeVantagens: {
      method: 'GET', path: '/api/Clube/ConsultarAnunciosClubeVantagens', query: Paginacao,
      responses: { 200: z.object({ anuncios: z.array(AnuncioResumo), totalLinhas: z.number().int() }), 400: Mensagem },
    },
    incluirAnuncioClubeVantagens: {
      method: 'POST', path: '/api/Clube/IncluirAnuncioClubeVantagens', contentType: multipart, body: NovoAnuncio,
      metadata: { arquivos: 1 + MAXIMO_IMAGENS_ANUNCIO },
      responses: { 200: Mensagem.extend({ anuncioId: z.number().int() }), 400: RecusaDeArquivo, 413: RecusaDeArquivo },
    },
    cancelarAnuncioClubeVantagens: {
      method: 'POST', path: '/api/Clube/CancelarAnuncioClubeVantagens',
      query: z.object({ anuncioId: IdRegistro }), body: c.noBody(),
      responses: { 200: Mensagem, 400: Mensagem, 404: Mensagem },
    },
  },
  { strictStatusCodes: true, commonResponses, metadata: para('associado') },
);

/** The featured banners over the merchant's ads (spec §5). */
export const bannerContract = c.router(
  {
    consultarBannersClubeVantagens: {
      method: 'GET', path: '/api/Clube/ConsultarBannersClubeVantagens',
      responses: { 200: z.object({ banners: z.array(Banner) }), 400: Mensagem },
    },
    incluirBannerClubeVantagens: {
      method: 'POST', path: '/api/Clube/IncluirBannerClubeVantagens', contentType: multipart, body: NovoBanner,
      responses: { 200: Mensagem.extend({ bannerId: z.number().int() }), 400: Mensagem, 409: Mensagem, 413: Mensagem },
    },
    cancelarBannerClubeVantagens: {
      method: 'POST', path: '/api/Clube/CancelarBannerClubeVantagens',
      query: z.object({ bannerId: IdRegistro }), body: c.noBody(),
      responses: { 200: Mensagem, 400: Mensagem, 404: Mensagem },
    },
  },
  { strictStatusCodes: true, commonResponses, metadata: para('associado') },
);

/** The club's users, one by one or by spreadsheet (spec §8); the routes keep the spec's "Funcionarios". */
export const usuariosContract = c.router(
  {
    consultarFuncionariosClubeVantagens: {
      method: 'GET', path: '/api/Clube/ConsultarFuncionariosClubeVantagens', query: Paginacao,
      responses: { 200: z.object({ funcionarios: z.array(Funcionario), totalLinhas: z.number().int() }), 400: Mensagem },
    },
    incluirFuncionariosClubeVantagens: {
      method: 'POST', path: '/api/Clube/IncluirFuncionariosClubeVantagens',
      body: lista(NovoFuncionario, 1000).min(1, 'Informe ao menos um usuário com CPF e nome.'),
      // 1 000 users, every name at its maximum: at most 526 kB of JSON
      metadata: { corpoMaximo: 640 * 1024 },
      responses: { 200: Mensagem, 400: Mensagem },
    },
    cancelarFuncionariosClubeVantagens: {
      method: 'POST', path: '/api/Clube/CancelarFuncionariosClubeVantagens',
      body: lista(CpfDigitos, 1000).min(1),
      // 1 000 CPFs: at most 36 kB of JSON
      metadata: { corpoMaximo: 64 * 1024 },
      responses: { 200: Mensagem, 400: Mensagem },
    },
    enviarPlanilhaFuncionariosClubeVantagens: {
      method: 'POST', path: '/api/Clube/EnviarPlanilhaFuncionariosClubeVantagens', contentType: multipart, body: Planilha,
      responses: { 200: ResultadoPlanilha, 400: RecusaPlanilha, 413: Mensagem },
    },
    buscarPlanilhaFuncionariosClubeVantagens: {
      method: 'GET', path: '/api/Clube/BuscarPlanilhaFuncionariosClubeVantagens',
      responses: { 200: Arquivo, 400: Mensagem },
    },
    cancelarPlanilhaFuncionariosClubeVantagens: {
      method: 'POST', path: '/api/Clube/CancelarPlanilhaFuncionariosClubeVantagens', contentType: multipart, body: Planilha,
      responses: { 200: ResultadoPlanilha, 400: RecusaPlanilha, 413: Mensagem },
    },
  },
  { strictStatusCodes: true, commonResponses, metadata: para('associado') },
);

/**
 * The three flows as the one `clubeGestao` group the client (api.clubeGestao.*) and the OpenAPI document see;
 * each flow's router on the server implements its own part.
 */
export const clubeGestaoContract = c.router({ ...anuncioContract, ...bannerContract, ...usuariosContract });
