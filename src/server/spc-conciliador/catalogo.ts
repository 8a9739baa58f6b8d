import type { Tx } from '../db/database';
import { operadorasConciliador, planosConciliador } from '../db/schema/spc-conciliador';

/**
 * The SPC Conciliador catalogue (§2 Escolha de Plano, §3 plan and operator). decided: three plans and eight
 * acquirers (docs/decisions/spc-conciliador.md); prices in centavos (R$ 199,00 is 19_900), counts included.
 */
export const PLANOS_CONCILIADOR: (typeof planosConciliador.$inferInsert)[] = [
  {
    planoId: 1, descricao: 'Essencial', taxaAdesao: 19_900, mensalidade: 9_990, qtdeCnpjs: 1, adquirentes: 2, transacoes: 1_000,
    excedentes: 5, adquirentesExtra: 2_990, custoOperadoras: 1_500, filialExtra: 4_990,
  },
  {
    planoId: 2, descricao: 'Profissional', taxaAdesao: 29_900, mensalidade: 19_990, qtdeCnpjs: 3, adquirentes: 4, transacoes: 5_000,
    excedentes: 4, adquirentesExtra: 2_490, custoOperadoras: 1_500, filialExtra: 3_990,
  },
  {
    planoId: 3, descricao: 'Empresarial', taxaAdesao: 49_900, mensalidade: 39_990, qtdeCnpjs: 10, adquirentes: 8, transacoes: 20_000,
    excedentes: 3, adquirentesExtra: 1_990, custoOperadoras: 1_500, filialExtra: 2_990,
  },
];

export const OPERADORAS_CONCILIADOR: (typeof operadorasConciliador.$inferInsert)[] = [
  { operadoraId: 1, descricao: 'Cielo' },
  { operadoraId: 2, descricao: 'Rede' },
  { operadoraId: 3, descricao: 'Stone' },
  { operadoraId: 4, descricao: 'Getnet' },
  { operadoraId: 5, descricao: 'PagBank' },
  { operadoraId: 6, descricao: 'Mercado Pago' },
  { operadoraId: 7, descricao: 'SafraPay' },
  { operadoraId: 8, descricao: 'Vero' },
];

/** Writes the catalogue where it is missing (every start; rows already there are kept as they are). */
export async function semearCatalogoConciliador(tx: Tx): Promise<void> {
  await tx.insert(planosConciliador).values(PLANOS_CONCILIADOR).onConflictDoNothing();
  await tx.insert(operadorasConciliador).values(OPERADORAS_CONCILIADOR).onConflictDoNothing();
}
