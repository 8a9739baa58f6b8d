/**
 * The payment processor behind every product's payment (docs/decisions/platform.md "Payments"): one
 * interface, the sandbox (sandbox.ts) by default. A real acquirer or bank fits the same three calls.
 * Only `cobrar` (pagamentos.repo.ts) calls it, inside the charge's transaction, after the charge row
 * holds its idempotency key: a processor is never asked twice for one key.
 */
import type { MotivoRecusa } from '../../../domain/comum/pagamentos';

/** A card as typed (SPEC §7 fields). Lives only for the call: never stored, never logged. */
export interface DadosCartao {
  nome: string;
  /** 13-19 digits. */
  numero: string;
  /** MM/AA. */
  validade: string;
  /** 3-4 digits. */
  cvc: string;
}

export type Autorizacao = { aprovado: true } | { aprovado: false; motivo: MotivoRecusa };

export interface PaymentGateway {
  /** Charges a card that passed the portal's own checks (Luhn, brand, CVC length, expiry). `chave` is the charge's idempotency key. */
  autorizarCartao(pedido: { tipo: 'credito' | 'debito'; cartao: DadosCartao; valor: number; chave: string }): Promise<Autorizacao>;
  /** Registers a boleto with the bank: its 44-digit barcode (the bank's free field carries `nossoNumero`). */
  registrarBoleto(pedido: { nossoNumero: number; valor: number; vencimento: string }): Promise<{ codigoBarras: string }>;
  /** Posts a charge to the associate's monthly slip (the association's own billing). */
  lancarNaMensalidade(pedido: { codSocio: string; valor: number; descricao: string; chave: string }): Promise<void>;
}
