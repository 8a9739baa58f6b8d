/**
 * Payment rules shared by the server's gateway (src/server/comum/pagamentos/) and the card form of
 * the payment screen: methods, card checks (Luhn, brand, expiry, CVC) and the texts the user reads.
 * Pure: "today" comes in as São Paulo's yyyy-mm-dd (dataSaoPaulo), never read from a clock here.
 */

/** How a charge is paid (SPEC §5/§7: retail Boleto, Cartao, Mensalidade; reconciliation credit, debit, boleto, monthly slip). */
export const METODOS_PAGAMENTO = ['credito', 'debito', 'boleto', 'mensalidade'] as const;
export type MetodoPagamento = (typeof METODOS_PAGAMENTO)[number];

/** A method the server rules out for one item, with the sentence the payment screen shows (a boleto too late). */
export interface MetodoIndisponivel { metodo: MetodoPagamento; motivo: string }

/**
 * decided (issue 20): what a cart may be paid with, for the associate it is for (the `associados` row, not the login):
 * the product's methods, less the monthly slip for a naoAssociado (it has none, §6), less those ruled out with a reason.
 * Every product's cart answer carries both lists; the payment screen offers exactly `metodosPermitidos`.
 */
export function metodosDoCarrinho(
  doProduto: readonly MetodoPagamento[], naoAssociado: boolean, indisponiveis: readonly MetodoIndisponivel[] = [],
): { metodosPermitidos: MetodoPagamento[]; metodosIndisponiveis: MetodoIndisponivel[] } {
  return {
    metodosPermitidos: doProduto.filter((m) => !(naoAssociado && m === 'mensalidade') && !indisponiveis.some((i) => i.metodo === m)),
    metodosIndisponiveis: [...indisponiveis],
  };
}

/**
 * Where a charge stands: paid (card approved, posted to the slip, boleto settled), declined, a boleto awaiting payment,
 * or a boleto written off ('baixada': past its last settlement day, nothing awaits it and what it paid for may be paid again).
 */
export const SITUACOES_COBRANCA = ['paga', 'recusada', 'aguardando', 'baixada'] as const;
export type SituacaoCobranca = (typeof SITUACOES_COBRANCA)[number];

export const mensagensPagamento = {
  /** SPEC §8, quoted exactly: every declined or invalid card, whatever the reason (the reason is recorded, never shown). */
  cartaoRecusado: 'Erro ao processar seu pagamento, verifique os dados do cartão e tente novamente.',
  /** A naoAssociado has no monthly slip (SPEC §5), in every product. */
  semMensalidade: 'Não associados não têm mensalidade: escolha outra forma de pagamento.',
  /** The same idempotency key sent again with another request (the route answers 409). */
  chaveReutilizada: 'Este pagamento já foi enviado com outros dados. Atualize a página e tente novamente.',
  /** What is being paid was already paid, or has a boleto awaiting payment, under another key (409). */
  jaCobrado: 'Este item já foi pago ou tem um boleto aguardando pagamento.',
  valorInvalido: 'Valor de pagamento inválido.',
  /**
   * decided: a boleto is offered only when the bank's last day to confirm it (due date + settlement window) comes before
   * the day what it pays for starts (`limite`, dd/mm/aaaa); else the screen and a forced call (409) say why.
   */
  boletoForaDoPrazo: (ultimoDia: string, limite: string) =>
    `Boleto indisponível: o pagamento precisa estar confirmado antes de ${limite}, e o banco pode levar até ${ultimoDia} para confirmar um boleto emitido hoje. Escolha outra forma de pagamento.`,
  /** decided: too many declined card attempts in the last hour (429); `hora` (HH:mm, São Paulo) is when one more is allowed. */
  limiteDeTentativas: (hora: string) =>
    `Muitas tentativas de pagamento com cartão recusadas. Por segurança, tente de novo com cartão a partir das ${hora}.`,
} as const;

/** The linha digitável (47 digits) as printed: 00000.00000 00000.000000 00000.000000 0 00000000000000. */
export function formatarLinha(linha: string): string {
  if (!/^\d{47}$/.test(linha)) return linha;
  return `${linha.slice(0, 5)}.${linha.slice(5, 10)} ${linha.slice(10, 15)}.${linha.slice(15, 21)} ${linha.slice(21, 26)}.${linha.slice(26, 32)} ${linha[32]} ${linha.slice(33)}`;
}

/** Why a card was declined: recorded with the charge, never shown (the user always reads §8's text). */
export const MOTIVOS_RECUSA = ['numero_invalido', 'bandeira_desconhecida', 'cvc_invalido', 'cartao_expirado', 'saldo_insuficiente', 'suspeita_fraude', 'recusado_emissor'] as const;
export type MotivoRecusa = (typeof MOTIVOS_RECUSA)[number];

/** Luhn (mod 10) check of a card number's digits. */
export function luhnValido(numero: string): boolean {
  if (!/^\d{13,19}$/.test(numero)) return false;
  let soma = 0;
  for (let i = 0; i < numero.length; i++) {
    let d = numero.charCodeAt(numero.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    soma += d;
  }
  return soma % 10 === 0;
}

export const BANDEIRAS = ['visa', 'mastercard', 'amex', 'elo', 'hipercard', 'diners'] as const;
export type Bandeira = (typeof BANDEIRAS)[number];

// Elo's BINs overlap Visa's (4011…) and Mastercard's (5067…), so they are checked first: its published
// six-digit ranges (first, last). Hipercard 606282 and 3841; the rest by the usual prefixes.
const ELO: readonly [number, number][] = [
  [401178, 401179], [431274, 431274], [438935, 438935], [451416, 451416], [457393, 457393], [457631, 457632],
  [504175, 504175], [506699, 506778], [509000, 509999], [627780, 627780], [636297, 636297], [636368, 636368],
  [650031, 650033], [650035, 650051], [650405, 650439], [650485, 650538], [650541, 650598], [650700, 650718],
  [650720, 650727], [650901, 650920], [651652, 651679], [655000, 655019], [655021, 655058],
];
const REGRAS: [Bandeira, (numero: string) => boolean][] = [
  ['elo', (n) => ELO.some(([de, ate]) => Number(n.slice(0, 6)) >= de && Number(n.slice(0, 6)) <= ate)],
  ['hipercard', (n) => /^(606282|3841)/.test(n)],
  ['amex', (n) => /^3[47]/.test(n)],
  ['diners', (n) => /^3(0[0-5]|[68])/.test(n)],
  ['visa', (n) => n.startsWith('4')],
  ['mastercard', (n) => /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(n)],
];

/** The card's brand by its first digits; null for a brand the portal does not take. */
export function bandeiraDo(numero: string): Bandeira | null {
  return REGRAS.find(([, e]) => e(numero))?.[0] ?? null;
}

/** Amex prints a 4-digit code on the front; every other brand 3 on the back. */
export const digitosCvc = (bandeira: Bandeira) => (bandeira === 'amex' ? 4 : 3);

/**
 * Whether a card valid through `MM/AA` has expired on São Paulo's day `hoje` (yyyy-mm-dd): a card is
 * good through the last day of its month. Two-digit years are 20AA. An unreadable date counts as expired.
 */
export function cartaoExpirado(validade: string, hoje: string): boolean {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(validade);
  if (!m) return true;
  const fim = (2000 + Number(m[2])) * 12 + Number(m[1]);
  const agora = Number(hoje.slice(0, 4)) * 12 + Number(hoje.slice(5, 7));
  return fim < agora;
}

/** What the server's own checks say of a card before any processor sees it: null when it may go on. */
export function problemaDoCartao(cartao: { numero: string; validade: string; cvc: string }, hoje: string): MotivoRecusa | null {
  if (!luhnValido(cartao.numero)) return 'numero_invalido';
  const bandeira = bandeiraDo(cartao.numero);
  if (!bandeira) return 'bandeira_desconhecida';
  if (!new RegExp(`^\\d{${digitosCvc(bandeira)}}$`).test(cartao.cvc)) return 'cvc_invalido';
  if (cartaoExpirado(cartao.validade, hoje)) return 'cartao_expirado';
  return null;
}

/** The only part of a card number the portal keeps or shows. */
export const ultimosQuatro = (numero: string) => numero.slice(-4);

// ── the payment screen kit (issue 11: machines/comum/pagamento.ts, views/comum/Pagamento.tsx) ──

/** §9: after a payment the screen waits 2 s, then goes on (the product's panel). */
/** An open boleto as a row shows it under the item it pays: its line to copy and its due date (yyyy-mm-dd). */
export interface BoletoEmAberto { linhaDigitavel: string; vencimento: string }

/**
 * Whether a row shows its boleto (the conciliador's requests, retail's Meus espaços): only while the item awaits
 * payment and the server answered the whole boleto (its address, line and due date); else null.
 */
export function boletoEmAberto(
  aguardaPagamento: boolean, r: { urlBoleto: string | null; linhaDigitavel: string | null; vencimentoBoleto: string | null },
): BoletoEmAberto | null {
  return aguardaPagamento && r.urlBoleto && r.linhaDigitavel && r.vencimentoBoleto ? { linhaDigitavel: r.linhaDigitavel, vencimento: r.vencimentoBoleto } : null;
}

export const ESPERA_APOS_PAGAMENTO_MS = 2000;

/** decided: how each method is named on the payment screen (the spec's Boleto, Cartao, Mensalidade; credit, debit). */
export const ROTULOS_METODO: Record<MetodoPagamento, string> = {
  credito: 'Cartão de crédito',
  debito: 'Cartão de débito',
  boleto: 'Boleto bancário',
  mensalidade: 'Boleto mensal (mensalidade)',
};

/** decided: the card form's inline problems (checked before anything is sent) and the screen's own texts. */
export const mensagensCartao = {
  informeNome: 'Informe o nome impresso no cartão.',
  informeNumero: 'Informe o número do cartão.',
  numeroInvalido: 'Número do cartão inválido. Confira os dígitos.',
  bandeiraNaoAceita: 'Bandeira não aceita. Use Visa, Mastercard, Elo, American Express, Hipercard ou Diners.',
  informeValidade: 'Informe a validade do cartão (MM/AA).',
  validadeInvalida: 'Validade do cartão inválida (MM/AA).',
  cartaoVencido: 'Cartão vencido. Confira a validade ou use outro cartão.',
  informeCvc: 'Informe o código de segurança.',
  cvcInvalido: (digitos: number) => `O código de segurança deste cartão tem ${digitos} dígitos.`,
  escolhaMetodo: 'Escolha a forma de pagamento.',
  /** No answer to Pagar: it may have gone through, so the retry sends the same attempt (same idempotency key). */
  semResposta: 'Não recebemos a resposta do pagamento. Tente novamente: se ele já tiver sido feito, não será cobrado duas vezes.',
} as const;

/** decided: the payment screen's labels, hints and buttons (views/comum/Pagamento.tsx, CartaoForm.tsx). */
export const rotulosPagamento = {
  formaDePagamento: 'Forma de pagamento',
  dadosDoCartao: 'Dados do cartão',
  nome: 'Nome impresso no cartão',
  numero: 'Número do cartão',
  numeroDica: 'Aceitamos Visa, Mastercard, Elo, American Express, Hipercard e Diners.',
  validade: 'Validade (MM/AA)',
  cvc: 'Código de segurança',
  cvcDica: (digitos: number) => (digitos === 4 ? '4 dígitos, na frente do cartão.' : '3 dígitos, no verso do cartão.'),
  totalAPagar: 'Total a pagar',
  pagar: 'Pagar',
  gerarBoleto: 'Gerar boleto',
  lancarNaMensalidade: 'Lançar no boleto mensal',
  processando: 'Processando…',
  tentarNovamente: 'Tentar novamente',
  alterarDados: 'Alterar dados',
  voltar: 'VOLTAR',
  abrirBoleto: 'Abrir boleto',
  boletoPronto: 'Seu boleto está pronto. Abra-o para pagar até o vencimento.',
  // decided (issue 19): the boleto's line to copy and its due date, wherever a boleto awaits payment
  vencimento: 'Vencimento',
  linhaDigitavel: 'Linha digitável',
  copiarLinha: 'Copiar linha digitável',
  linhaCopiada: 'Linha digitável copiada.',
  copieManualmente: 'Não foi possível copiar. A linha digitável está selecionada: copie com Ctrl+C, ou toque nela e segure no celular.',
  redirecionando: 'Redirecionando…',
} as const;

/**
 * The card number's mask by brand (react-imask, 0 a digit): Amex 4-6-5 as printed (15 digits), the others in
 * groups of 4, up to 19 digits (Diners has 14 to 16: grouped by 4 too, so none is cut short).
 */
export const mascaraDoNumero = (numero: string): string =>
  bandeiraDo(numero) === 'amex' ? '0000 000000 00000' : '0000 0000 0000 0000 000';
