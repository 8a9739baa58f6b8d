/**
 * The default PaymentGateway: nothing leaves the portal. Cards answer by the test-card table
 * (cartoes.ts), boletos get a barcode of bank 999 (no bank has that code: a sandbox slip cannot be
 * paid anywhere by mistake), the monthly slip takes every charge.
 */
import { CARTOES_DE_TESTE } from './cartoes';
import { codigoDeBarras } from './boleto';
import type { PaymentGateway } from './gateway';

/** The sandbox's bank code: unassigned in the COMPE list. */
export const BANCO_SANDBOX = '999';

export const gatewaySandbox: PaymentGateway = {
  async autorizarCartao({ cartao }) {
    const teste = CARTOES_DE_TESTE.find((c) => c.numero === cartao.numero);
    return !teste || teste.resultado === 'aprovado' ? { aprovado: true } : { aprovado: false, motivo: teste.resultado };
  },
  async registrarBoleto({ nossoNumero, valor, vencimento }) {
    // the free field: carteira 00, the charge's id as nosso número (17 digits), 6 zeros for agency and account
    const campoLivre = `00${String(nossoNumero).padStart(17, '0')}000000`;
    return { codigoBarras: codigoDeBarras({ banco: BANCO_SANDBOX, vencimento, valor, campoLivre }) };
  },
  async lancarNaMensalidade() {},
};
