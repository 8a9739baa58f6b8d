/**
 * What the portal checks of a card before any processor sees it, and the sandbox's test cards.
 * The rules are the domain's (src/domain/comum/pagamentos.ts), shared with the card form.
 */
import { bandeiraDo, problemaDoCartao, ultimosQuatro, type Bandeira, type MotivoRecusa } from '../../../domain/comum/pagamentos';
import type { DadosCartao } from './gateway';

/** What of a card may be kept: brand and last four (and the validity, in the request's hash). */
export interface CartaoResumido {
  bandeira: Bandeira | null;
  finalCartao: string;
  validade: string;
}

export const resumoDoCartao = (c: DadosCartao): CartaoResumido => ({
  bandeira: bandeiraDo(c.numero), finalCartao: ultimosQuatro(c.numero), validade: c.validade,
});

/** null when the card may go to the processor; else why it is declined here (Luhn, brand, CVC length, expiry in São Paulo's month). */
export const recusaLocal = (c: DadosCartao, hojeSaoPaulo: string): MotivoRecusa | null =>
  problemaDoCartao({ numero: c.numero, validade: c.validade, cvc: c.cvc }, hojeSaoPaulo);

/**
 * The sandbox's test cards (README "Test cards"): any future expiry (MM/AA), any CVC of the brand's length
 * (Amex 4, others 3). These decline with their reason; any other number that passes Luhn, brand, CVC and
 * expiry is approved. A past expiry is declined as expired by the portal's own check, before the sandbox.
 */
export const CARTOES_DE_TESTE: readonly { numero: string; bandeira: Bandeira; resultado: 'aprovado' | MotivoRecusa }[] = [
  { numero: '4111111111111111', bandeira: 'visa', resultado: 'aprovado' },
  { numero: '5555555555554444', bandeira: 'mastercard', resultado: 'aprovado' },
  { numero: '378282246310005', bandeira: 'amex', resultado: 'aprovado' },
  { numero: '4000000000009995', bandeira: 'visa', resultado: 'saldo_insuficiente' },
  { numero: '4000000000000069', bandeira: 'visa', resultado: 'cartao_expirado' },
  { numero: '4100000000000019', bandeira: 'visa', resultado: 'suspeita_fraude' },
  { numero: '4000000000000002', bandeira: 'visa', resultado: 'recusado_emissor' },
];
