import { z } from 'zod';
import { para } from './comum/acesso';
import { IdRegistro } from './comum/campos';
import { lista } from './comum/lista';
import { AceiteTermo, Arquivo, Boleto, c, Cartao, Cobranca, commonResponses, Mensagem, ResultadoPagamento } from './comum/esquemas';
import { MetodosDoCarrinho } from './comum/carrinho';
import { MAXIMO_CNPJS, mensagensConciliador, STATUS_CHAMADO_CONCILIADOR } from '../domain/spc-conciliador/conciliador';

// Reconciliation (spec §7 "Reconciliation"). Money is integer centavos (our API).

/** §3 Reconciliation plan. Prices in centavos; counts are what the plan includes. */
export const Plano = z.object({
  planoId: z.number().int(),
  /** The package's name. */
  descricao: z.string(),
  taxaAdesao: z.number().int(),
  mensalidade: z.number().int(),
  qtdeCnpjs: z.number().int(),
  adquirentes: z.number().int(),
  transacoes: z.number().int(),
  /** Price of the excess transactions. */
  excedentes: z.number().int(),
  /** Price of an extra acquirer. */
  adquirentesExtra: z.number().int(),
  custoOperadoras: z.number().int(),
  /** Price of an extra branch. */
  filialExtra: z.number().int(),
});
export type Plano = z.infer<typeof Plano>;

export const Operadora = z.object({ operadoraId: z.number().int(), descricao: z.string() });
export type Operadora = z.infer<typeof Operadora>;

/** decided: more operators than any catalogue lists; past it the body is not a choice made on the screen. */
const MAXIMO_OPERADORAS = 100;

/** §5 'Dados Adicionais' modal: number of CNPJ (default 1, §9) and at least one operator. */
export const NovoContrato = z.object({
  planoId: IdRegistro,
  qtdeCNPJs: z.number({ message: mensagensConciliador.informeCnpjs }).int(mensagensConciliador.informeCnpjs)
    .min(1, mensagensConciliador.informeCnpjs).max(MAXIMO_CNPJS, `Informe no máximo ${MAXIMO_CNPJS} CNPJ.`),
  operadorasId: lista(IdRegistro, MAXIMO_OPERADORAS, undefined, { message: mensagensConciliador.selecioneOperadora })
    .min(1, mensagensConciliador.selecioneOperadora)
    .refine((ids) => new Set(ids).size === ids.length, mensagensConciliador.operadoraRepetida),
});
export type NovoContrato = z.infer<typeof NovoContrato>;

/** Every request has an id (issue 11): in IncluirSpcConciliador's answer, the list, the acceptance and each payment. */
const SolicitacaoId = z.object({ solicitacaoId: IdRegistro });

/** The contract's term: the PDF (base64), the version the acceptance names, the request it belongs to, the PDF's lines as page text. */
export const TermoConciliador = Arquivo.extend({
  dtVersao: z.string(),
  solicitacaoId: z.number().int(),
  /** The SHA-256 (hex) of this PDF: the acceptance sends it back, so it accepts the term that was read. */
  sha256: z.string(),
  texto: z.object({ titulo: z.string(), identificacao: z.array(z.string()), clausulas: z.array(z.string()) }),
});
export type TermoConciliador = z.infer<typeof TermoConciliador>;

/**
 * AceitarTermoSpcConciliador: the §3 term payload plus the request and the SHA-256 of the term PDF that was read
 * (IncluirSpcConciliador's `sha256`): a choice changed since, in another tab, is a 409, never an acceptance of unseen terms.
 */
export const AceiteConciliador = AceiteTermo.extend(SolicitacaoId.shape).extend({
  sha256: z.string().length(64, mensagensConciliador.termoMudou).regex(/^[0-9a-f]{64}$/, mensagensConciliador.termoMudou),
});
export type AceiteConciliador = z.infer<typeof AceiteConciliador>;

/** Why AceitarTermoSpcConciliador answered 409: the term changed since it was read, or a classification is still open (issue 19). */
export const MOTIVOS_RECUSA_ACEITE = ['termoMudou', 'classificacaoEmAberto'] as const;
export const RecusaDoAceite = Mensagem.extend({ motivo: z.enum(MOTIVOS_RECUSA_ACEITE) });
export type RecusaDoAceite = z.infer<typeof RecusaDoAceite>;

/**
 * §3 Request, as ConsultarSpcConciliador returns it. §4: status 0 shows statusChamado (a Pagar
 * button when it is 'Classificado'); any other status (1) shows Ativo. dtAceite null: term not accepted.
 * The amounts and whether Pagar is allowed are the server's (src/domain/spc-conciliador/conciliador.ts).
 */
export const SolicitacaoConciliador = z.object({
  solicitacaoId: z.number().int(),
  /** ISO instant of the acceptance; null until the term is accepted. */
  dtAceite: z.string().nullable(),
  // decided: operators come as the objects ConsultarOperadoras lists, not bare names
  operadoras: z.array(Operadora),
  /** 0 in progress, 1 Ativo (paid). */
  status: z.number().int(),
  statusChamado: z.enum(STATUS_CHAMADO_CONCILIADOR).nullable(),
  /** The plan's name and prices as the term stated them (centavos). */
  plano: Plano.pick({ planoId: true, descricao: true, taxaAdesao: true, mensalidade: true }),
  qtdeCNPJs: z.number().int(),
  /** The contract's monthly fee: the plan's plus extra CNPJ and extra operators (centavos). */
  valorMensal: z.number().int(),
  /** What Pagar charges: adhesion + operator cost + first monthly fee (centavos). */
  valorDevido: z.number().int(),
  /** Whether Pagar is allowed now (§4: status 0, term accepted, Classificado, no boleto awaiting payment). */
  podePagar: z.boolean(),
  /** The boleto awaiting payment (GET /api/arquivos/:id), else null. */
  urlBoleto: z.string().nullable(),
  /** That boleto's 47-digit linha digitável and due date (yyyy-mm-dd), to copy and show on the panel; else null. */
  linhaDigitavel: z.string().nullable(),
  vencimentoBoleto: z.string().nullable(),
  /** The cart's methods (issue 20), for the request's associate: none unless podePagar; no Mensalidade for a naoAssociado. */
  ...MetodosDoCarrinho.shape,
});
export type SolicitacaoConciliador = z.infer<typeof SolicitacaoConciliador>;

/**
 * Payments name the request they pay (solicitacaoId). decided: 404 when it is not the caller's (or does
 * not exist), 400 when it awaits no payment (term not accepted, not Classificado), 409 when it is already
 * paid, or has a boleto awaiting payment, under another idempotency key; 429 for a card past the attempt limits (too many
 * declines in the last hour, docs/decisions/platform.md) (responses written out: a spread
 * object's numeric keys type as strings, which ts-rest does not read as statuses).
 */
export const CobrancaConciliador = Cobranca.extend(SolicitacaoId.shape);
export const CartaoConciliador = Cartao.extend(SolicitacaoId.shape);

/** Plans, operators, contract + term, request list and payments of the reconciliation product. */
export const spcConciliadorContract = c.router(
  {
    consultarPlanosSpcConciliador: {
      method: 'GET', path: '/api/Conciliador/ConsultarPlanosSpcConciliador',
      responses: { 200: z.array(Plano), 400: Mensagem },
    },
    consultarOperadorasSpcConciliador: {
      method: 'GET', path: '/api/Conciliador/ConsultarOperadorasSpcConciliador',
      responses: { 200: z.array(Operadora), 400: Mensagem },
    },
    incluirSpcConciliador: {
      method: 'POST', path: '/api/Conciliador/IncluirSpcConciliador', body: NovoContrato,
      // the contract awaiting acceptance (one per associate: a second confirmation replaces its choices) and its term PDF
      responses: { 200: TermoConciliador, 400: Mensagem },
    },
    aceitarTermoSpcConciliador: {
      method: 'POST', path: '/api/Conciliador/AceitarTermoSpcConciliador',
      // the §3 term payload and the request; records the acceptance and opens its classification ticket (404: not the caller's)
      body: AceiteConciliador,
      // 409, told apart by `motivo`: the request's choices changed after this term was shown (another tab confirmed
      // again: 'termoMudou'), or another request of the associate still awaits classification ('classificacaoEmAberto')
      responses: { 200: Mensagem.extend({ solicitacaoId: z.number().int() }), 400: Mensagem, 404: Mensagem, 409: RecusaDoAceite },
    },
    consultarSpcConciliador: {
      method: 'GET', path: '/api/Conciliador/ConsultarSpcConciliador',
      // decided: the requests list, newest first (empty: 'Nenhuma solicitação encontrado.')
      responses: { 200: z.array(SolicitacaoConciliador), 400: Mensagem },
    },
    registrarBoletoSpcConciliador: {
      method: 'POST', path: '/api/Conciliador/RegistrarBoletoSpcConciliador', body: CobrancaConciliador,
      responses: { 200: Boleto, 400: Mensagem, 404: Mensagem, 409: Mensagem },
    },
    pagamentoCreditoSpcConciliador: {
      method: 'POST', path: '/api/Conciliador/PagamentoCreditoSpcConciliador', body: CartaoConciliador,
      responses: { 200: ResultadoPagamento, 400: Mensagem, 404: Mensagem, 409: Mensagem, 429: Mensagem },
    },
    pagamentoDebitoSpcConciliador: {
      method: 'POST', path: '/api/Conciliador/PagamentoDebitoSpcConciliador', body: CartaoConciliador,
      responses: { 200: ResultadoPagamento, 400: Mensagem, 404: Mensagem, 409: Mensagem, 429: Mensagem },
    },
    pagamentoBoletoMensalSpcConciliador: {
      method: 'POST', path: '/api/Conciliador/PagamentoBoletoMensalSpcConciliador', body: CobrancaConciliador,
      responses: { 200: ResultadoPagamento, 400: Mensagem, 404: Mensagem, 409: Mensagem },
    },
  },
  { strictStatusCodes: true, commonResponses, metadata: para('associado') },
);
