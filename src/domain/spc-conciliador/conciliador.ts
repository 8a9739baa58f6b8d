/**
 * SPC Conciliador (card reconciliation): the rules and texts the server and the screens share
 * (docs/decisions/spc-conciliador.md). Pure: no clock, no I/O. Money is integer centavos.
 */
import { formatBRL } from '../comum/dinheiro';
import type { MetodoPagamento } from '../comum/pagamentos';
import type { ResumoDoCartao } from '../comum/produtos';
import { textosKit } from '../comum/textos';

/** Version of the contract term's text; a new text gets a new date and must be accepted again. */
export const VERSAO_TERMO_CONCILIADOR = '2026-11-20';

/** §9: default number of CNPJ in 'Dados Adicionais'. decided: at most 999 (a chain larger than that talks to the association). */
export const QTDE_CNPJS_PADRAO = 1;
export const MAXIMO_CNPJS = 999;

/** §4 request status: 0 in progress (term, classification, payment), 1 Ativo (paid). */
export const STATUS_SOLICITACAO = { emAndamento: 0, ativo: 1 } as const;
export type StatusSolicitacao = (typeof STATUS_SOLICITACAO)[keyof typeof STATUS_SOLICITACAO];

/**
 * §4 statusChamado of a request, read from its classification ticket (SPEC §3 ticket statuses): open is
 * 'Aberto', finalized by staff is 'Classificado' (Pagar enabled), cancelled by staff is 'Cancelado'.
 * null while the term is not accepted (no ticket yet).
 */
export const STATUS_CHAMADO_CONCILIADOR = ['Aberto', 'Classificado', 'Cancelado'] as const;
export type StatusChamadoConciliador = (typeof STATUS_CHAMADO_CONCILIADOR)[number];

const PELO_STATUS_DO_CHAMADO: Record<number, StatusChamadoConciliador> = { 0: 'Aberto', 1: 'Cancelado', 2: 'Classificado' };
/** The ticket's SPEC §3 status (0 Aberto, 1 Cancelado, 2 Finalizado) as the request shows it. */
export const statusChamadoDe = (statusDoChamado: number | null): StatusChamadoConciliador | null =>
  statusDoChamado === null ? null : PELO_STATUS_DO_CHAMADO[statusDoChamado] ?? null;

/** The prices of a plan that a contract's amounts depend on (centavos; counts included in the plan). */
export interface PrecosDoPlano {
  taxaAdesao: number;
  mensalidade: number;
  qtdeCnpjs: number;
  adquirentes: number;
  adquirentesExtra: number;
  custoOperadoras: number;
  filialExtra: number;
}

export interface ValoresDoContrato {
  /** Each CNPJ past the plan's, at filialExtra a month. */
  cnpjsExtras: number;
  /** Each operator past the plan's acquirers, at adquirentesExtra a month. */
  operadorasExtras: number;
  /** The contract's monthly fee: the plan's, plus extra branches and extra acquirers. */
  valorMensal: number;
  /** One-time operator cost: custoOperadoras for each chosen operator. */
  custoOperadoras: number;
  /** What the first payment charges (Pagar): adhesion fee + operator cost + the first monthly fee. */
  valorDevido: number;
}

/**
 * decided (docs/decisions/spc-conciliador.md): the first payment is the adhesion fee, the one-time cost of
 * each chosen operator and the first month of the contract's monthly fee (the plan's, plus filialExtra for
 * each CNPJ past the plan's, plus adquirentesExtra for each operator past its acquirers). Excess
 * transactions are billed by use, later, outside this payment.
 */
export function valoresDoContrato(plano: PrecosDoPlano, qtdeCNPJs: number, qtdeOperadoras: number): ValoresDoContrato {
  const cnpjsExtras = Math.max(0, qtdeCNPJs - plano.qtdeCnpjs);
  const operadorasExtras = Math.max(0, qtdeOperadoras - plano.adquirentes);
  const valorMensal = plano.mensalidade + cnpjsExtras * plano.filialExtra + operadorasExtras * plano.adquirentesExtra;
  const custoOperadoras = qtdeOperadoras * plano.custoOperadoras;
  return { cnpjsExtras, operadorasExtras, valorMensal, custoOperadoras, valorDevido: plano.taxaAdesao + custoOperadoras + valorMensal };
}

/** What decides Pagar (§4): in progress, term accepted, ticket Classificado, and no boleto already awaiting payment. */
export interface SituacaoDaSolicitacao {
  status: number;
  dtAceite: string | null;
  statusChamado: StatusChamadoConciliador | null;
  boletoAguardando: boolean;
}

/** §4: status 0 shows the ticket status and a Pagar button only when Classificado; the server says so (podePagar). */
export const podePagar = (s: SituacaoDaSolicitacao): boolean =>
  s.status === STATUS_SOLICITACAO.emAndamento && s.dtAceite !== null && s.statusChamado === 'Classificado' && !s.boletoAguardando;

/** §4: what the panel shows for a request: any status but 0 is 'Ativo'; status 0 the ticket status. */
export function situacaoExibida(s: Pick<SituacaoDaSolicitacao, 'status' | 'statusChamado' | 'dtAceite'>): string {
  if (s.status !== STATUS_SOLICITACAO.emAndamento) return 'Ativo';
  if (s.dtAceite === null) return mensagensConciliador.aguardandoAceite;
  return s.statusChamado ?? mensagensConciliador.aguardandoAceite;
}

/**
 * The products card (issue 27): Contratado once a request is Ativo (paid); Em andamento while one awaits the term,
 * the classification or the payment (what it awaits under it); else Disponível (none, or only cancelled ones).
 */
export function resumoNoCartao(solicitacoes: readonly Pick<SituacaoDaSolicitacao, 'status' | 'statusChamado' | 'dtAceite'>[]): ResumoDoCartao {
  if (solicitacoes.some((s) => s.status !== STATUS_SOLICITACAO.emAndamento)) return { etiqueta: 'Contratado', detalhe: null };
  const andamento = solicitacoes.find((s) => s.statusChamado !== 'Cancelado');
  if (andamento) return { etiqueta: 'Em andamento', detalhe: situacaoExibida(andamento) };
  return { etiqueta: 'Disponível', detalhe: null };
}

/** What `referencia` names a request's charge by (cobrancas.referencia): a second charge of it is a conflict. */
export const referenciaDaSolicitacao = (solicitacaoId: number) => `conciliador:${solicitacaoId}`;

/** pt-BR texts of the product. §5/§8 texts are quoted exactly; the rest were decided. */
export const mensagensConciliador = {
  /** §5 operators modal. */
  selecioneOperadora: 'Obrigatório selecionar pelo menos 1 operadora',
  informeCnpjs: 'Informe a quantidade de CNPJ.',
  operadoraRepetida: 'Operadora repetida.',
  /** §8 empty list (typo kept). */
  nenhumaSolicitacao: 'Nenhuma solicitação encontrado.',
  // decided: server answers
  planoNaoEncontrado: 'Plano não encontrado. Escolha um dos planos disponíveis.',
  operadoraNaoEncontrada: 'Operadora não encontrada. Escolha entre as operadoras disponíveis.',
  solicitacaoNaoEncontrada: 'Solicitação não encontrada.',
  termoDesatualizado: textosKit.termoDesatualizado,
  termoMudou: 'A contratação mudou depois que este termo foi aberto. Leia o termo atual antes de aceitar.',
  /** decided (issue 19): one request awaiting the staff's classification per associate at a time. */
  classificacaoEmAberto: 'Você já tem uma solicitação do SPC Conciliador aguardando classificação pela equipe. Aguarde a conclusão para contratar outra.',
  termoAceito: 'Contratação confirmada! Sua solicitação foi enviada para classificação.',
  naoAguardaPagamento: 'Esta solicitação não está aguardando pagamento.',
  aguardandoAceite: 'Aguardando aceite do termo',
  /** Ticket label staff read in their queue. */
  rotuloChamado: (plano: string, qtdeCNPJs: number, qtdeOperadoras: number) =>
    `SPC Conciliador: classificar plano ${plano} (${qtdeCNPJs} CNPJ, ${qtdeOperadoras} ${qtdeOperadoras === 1 ? 'operadora' : 'operadoras'})`,
  /** What the charge says on the card statement, slip or boleto (≤ 120 characters). */
  descricaoCobranca: (plano: string) => `SPC Conciliador - plano ${plano}`.slice(0, 120),
  valorDevido: (centavos: number) => `Valor a pagar: ${formatBRL(centavos)}`,
} as const;

// ── contracting wizard (issue 11, H2): presentation, plans, 'Dados Adicionais', summary, term ──

/** What a plan card names each figure of §2 'Escolha de Plano' (counts as numbers, prices in BRL). */
export const ROTULOS_PLANO = {
  qtdeCnpjs: 'CNPJs incluídos',
  adquirentes: 'Adquirentes incluídas',
  transacoes: 'Transações incluídas por mês',
  excedentes: 'Transação excedente (cada)',
  adquirentesExtra: 'Adquirente extra (por mês)',
  custoOperadoras: 'Custo por operadora (uma vez)',
  filialExtra: 'Filial extra, por CNPJ (por mês)',
  taxaAdesao: 'Taxa de adesão',
  mensalidade: 'Mensalidade',
} as const;

/** The wizard's own texts: §2's quoted exactly (titles, buttons), the rest decided. */
export const mensagensContratacao = {
  /** §2 screens and buttons. */
  tituloPlanos: 'Escolha de Plano',
  tituloDialogo: 'Dados Adicionais',
  tituloTermo: 'Aceite do Termo Aditivo',
  confirmarContratacao: 'Confirmar Contratação',
  // decided
  tituloApresentacao: 'SPC Conciliador',
  apresentacao: 'Concilie em um só lugar as vendas com cartão da sua empresa: o SPC Conciliador confere o que cada operadora '
    + 'pagou contra o que você vendeu e aponta taxas cobradas a mais, parcelas que não caíram e chargebacks.',
  tituloResumo: 'Resumo da contratação',
  totalPrimeiroPagamento: 'Total do primeiro pagamento',
  maximoCnpjs: `Informe no máximo ${MAXIMO_CNPJS} CNPJ.`,
  falhaDeRede: textosKit.falhaDeRede,
  marqueOAceite: textosKit.marqueOAceite,
  erroAoAceitar: 'Erro ao confirmar a contratação, tente novamente.',
  /** §2 health's waiting text, for every term of the portal. */
  salvandoTermo: textosKit.salvandoTermo,
} as const;

/** 'N filial extra' in pt-BR: '1 filial extra', '2 filiais extras' (issue 27). */
export const filiaisExtras = (n: number): string => (n === 1 ? '1 filial extra' : `${n} filiais extras`);
/** 'N adquirente extra' in pt-BR: '1 adquirente extra', '2 adquirentes extras'. */
export const adquirentesExtras = (n: number): string => (n === 1 ? '1 adquirente extra' : `${n} adquirentes extras`);

/**
 * What the choice in 'Dados Adicionais' costs, said where it is made (issue 27: an extra operator's monthly fee was
 * first seen on the summary): the monthly fee with this choice and why it differs from the plan's; null while the
 * number of CNPJ is not a whole number.
 */
export function precoDaEscolha(plano: PrecosDoPlano, qtdeCNPJs: string, qtdeOperadoras: number): string | null {
  if (!/^\d+$/.test(qtdeCNPJs.trim()) || Number(qtdeCNPJs) < 1) return null;
  const v = valoresDoContrato(plano, Number(qtdeCNPJs), qtdeOperadoras);
  const extras = [
    v.cnpjsExtras > 0 && `${filiaisExtras(v.cnpjsExtras)} × ${formatBRL(plano.filialExtra)}`,
    v.operadorasExtras > 0 && `${adquirentesExtras(v.operadorasExtras)} × ${formatBRL(plano.adquirentesExtra)}`,
  ].filter(Boolean);
  return `Mensalidade com esta escolha: ${formatBRL(v.valorMensal)} por mês`
    + (extras.length ? ` (plano ${formatBRL(plano.mensalidade)} + ${extras.join(' + ')}).` : '.');
}

/** The §5 problems of the 'Dados Adicionais' modal, per field (none: it may be saved). */
export interface ProblemasDadosAdicionais {
  qtdeCNPJs?: string;
  operadoras?: string;
}

/**
 * §5 operators modal: the number of CNPJ is required, a whole number from 1 to MAXIMO_CNPJS (as typed: digits
 * only), and at least one operator is chosen ('Obrigatório selecionar pelo menos 1 operadora', exact).
 */
export function problemasDosDadosAdicionais(qtdeCNPJs: string, qtdeOperadoras: number): ProblemasDadosAdicionais {
  const problemas: ProblemasDadosAdicionais = {};
  const texto = qtdeCNPJs.trim();
  if (!/^\d+$/.test(texto) || Number(texto) < 1) problemas.qtdeCNPJs = mensagensConciliador.informeCnpjs;
  else if (Number(texto) > MAXIMO_CNPJS) problemas.qtdeCNPJs = mensagensContratacao.maximoCnpjs;
  if (qtdeOperadoras < 1) problemas.operadoras = mensagensConciliador.selecioneOperadora;
  return problemas;
}

// ── requests panel and payment screen (issue 11, H1): texts decided ──

/** How the panel and the payment cart ('Informações do Plano', §2) name each line of a request. */
export const ROTULOS_SOLICITACAO = {
  plano: 'Plano',
  cnpjs: 'Quantidade de CNPJ',
  operadoras: 'Operadoras',
  taxaAdesao: 'Taxa de adesão',
  custoOperadoras: 'Custo de ativação das operadoras',
  mensalidade: 'Mensalidade',
  valorDevido: 'Valor a pagar',
} as const;

/** The panel's and the payment screen's own texts. */
export const mensagensPagamentoConciliador = {
  tituloPainel: 'SPC Conciliador',
  tituloLista: 'Minhas solicitações',
  irParaOPainel: 'Ir para o painel',
  tituloPagamento: 'Pagamento',
  /** §2: the payment screen's cart. */
  tituloCarrinho: 'Informações do Plano',
  contratarNovo: 'Contratar novo plano',
  falhaDeRede: textosKit.falhaDeRede,
  pago: 'Pagamento realizado com sucesso! Redirecionando para o painel...',
  mensalidadeRegistrada: 'Valor registrado no boleto mensal! Redirecionando para o painel...',
  boletoGerado: 'Boleto gerado! Sua solicitação fica ativa quando o boleto for pago.',
} as const;

/** §9: reconciliation takes credit card, debit card, boleto and the monthly slip (not for a naoAssociado: metodosDoCarrinho). */
export const METODOS_CONCILIADOR = ['credito', 'debito', 'boleto', 'mensalidade'] as const satisfies readonly MetodoPagamento[];
