import { z } from 'zod';
import { IdRegistro } from './comum/campos';
import { AceiteTermo, Arquivo, Boleto, c, Cartao, Cobranca, commonResponses, Mensagem, ResultadoPagamento } from './comum/esquemas';

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
  qtdeCNPJs: z.number({ message: 'Informe a quantidade de CNPJ.' }).int('Informe a quantidade de CNPJ.').min(1, 'Informe a quantidade de CNPJ.').max(999),
  operadorasId: z
    .array(IdRegistro, { message: 'Obrigatório selecionar pelo menos 1 operadora' })
    .min(1, 'Obrigatório selecionar pelo menos 1 operadora')
    .max(MAXIMO_OPERADORAS)
    .refine((ids) => new Set(ids).size === ids.length, 'Operadora repetida.'),
});
export type NovoContrato = z.infer<typeof NovoContrato>;

/**
 * §3 Request, as ConsultarSpcConciliador returns it. §4: status 0 shows statusChamado (a Pagar
 * button when it is 'Classificado'); any other status shows Ativo. dtAceite null: term not accepted.
 */
export const SolicitacaoConciliador = z.object({
  dtAceite: z.string().nullable(),
  // decided: operators come as the objects ConsultarOperadoras lists, not bare names
  operadoras: z.array(Operadora),
  status: z.number().int(),
  statusChamado: z.string().nullable(),
  plano: Plano.pick({ descricao: true, taxaAdesao: true, mensalidade: true }),
  qtdeCNPJs: z.number().int(),
});
export type SolicitacaoConciliador = z.infer<typeof SolicitacaoConciliador>;


/**
 * Payments act on the associate's one contract awaiting payment (§4: status 0, Classificado);
 * decided: 400 when there is none, 409 when it is already paid under another idempotency key.
 */
const pagamento = { 400: Mensagem, 409: Mensagem } as const;

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
      // returns the contract's term PDF (base64); decided: with the dtVersao the acceptance must name
      responses: { 200: Arquivo.extend({ dtVersao: z.string() }), 400: Mensagem, 404: Mensagem },
    },
    aceitarTermoSpcConciliador: {
      method: 'POST', path: '/api/Conciliador/AceitarTermoSpcConciliador',
      // decided: the §3 term payload alone; it accepts the associate's contract awaiting acceptance (404 if none)
      body: AceiteTermo,
      responses: { 200: Mensagem, 400: Mensagem, 404: Mensagem },
    },
    consultarSpcConciliador: {
      method: 'GET', path: '/api/Conciliador/ConsultarSpcConciliador',
      // decided: the requests list, newest first (empty: 'Nenhuma solicitação encontrado.')
      responses: { 200: z.array(SolicitacaoConciliador), 400: Mensagem },
    },
    registrarBoletoSpcConciliador: {
      method: 'POST', path: '/api/Conciliador/RegistrarBoletoSpcConciliador', body: Cobranca,
      responses: { 200: Boleto, ...pagamento },
    },
    pagamentoCreditoSpcConciliador: {
      method: 'POST', path: '/api/Conciliador/PagamentoCreditoSpcConciliador', body: Cartao,
      responses: { 200: ResultadoPagamento, ...pagamento },
    },
    pagamentoDebitoSpcConciliador: {
      method: 'POST', path: '/api/Conciliador/PagamentoDebitoSpcConciliador', body: Cartao,
      responses: { 200: ResultadoPagamento, ...pagamento },
    },
    pagamentoBoletoMensalSpcConciliador: {
      method: 'POST', path: '/api/Conciliador/PagamentoBoletoMensalSpcConciliador', body: Cobranca,
      responses: { 200: ResultadoPagamento, ...pagamento },
    },
  },
  { strictStatusCodes: true, commonResponses },
);
