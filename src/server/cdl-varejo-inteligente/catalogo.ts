import type { Tx } from '../db/database';
import { agendasVarejo } from '../db/schema/cdl-varejo-inteligente';

/**
 * The smart-retail agendas (§1 meeting room, mini auditorium, rooftop, workstation with 24 chairs, virtual office;
 * §2 two hidden agendas). decided: fixed ids 1-7, prices in centavos per tipoValor unit (preco.ts): rooms per hour,
 * the rooftop per 4-hour block, a workstation chair and the virtual office per month. valorComDesconto equals valor:
 * no discount is in force (§3 charges `valor`). The hidden two are internal rooms, neither listed nor bookable.
 */
export const AGENDAS_VAREJO: (typeof agendasVarejo.$inferInsert)[] = [
  { agendaId: 1, espaco: 'Sala de Reunião', tipoReserva: 'reuniao', capacidade: 12, valor: 8_000, valorComDesconto: 8_000, tipoValor: 'hora' },
  { agendaId: 2, espaco: 'Mini Auditório', tipoReserva: 'reuniao', capacidade: 60, valor: 25_000, valorComDesconto: 25_000, tipoValor: 'hora' },
  { agendaId: 3, espaco: 'Rooftop', tipoReserva: 'rooftop', capacidade: 120, valor: 200_000, valorComDesconto: 200_000, tipoValor: 'periodo' },
  { agendaId: 4, espaco: 'Estação de Trabalho', tipoReserva: 'estacao-trabalho', capacidade: 24, valor: 45_000, valorComDesconto: 45_000, tipoValor: 'mes' },
  { agendaId: 5, espaco: 'Escritório Virtual', tipoReserva: 'escritorio-virtual', capacidade: 30, valor: 15_000, valorComDesconto: 15_000, tipoValor: 'mes' },
  { agendaId: 6, espaco: 'Sala da Diretoria', tipoReserva: 'reuniao', capacidade: 8, valor: 12_000, valorComDesconto: 12_000, tipoValor: 'hora', oculta: true },
  { agendaId: 7, espaco: 'Auditório Principal', tipoReserva: 'reuniao', capacidade: 200, valor: 60_000, valorComDesconto: 60_000, tipoValor: 'hora', oculta: true },
];

/** Writes the agendas where they are missing (every start; rows already there are kept as they are). */
export async function semearAgendasVarejo(tx: Tx): Promise<void> {
  await tx.insert(agendasVarejo).values(AGENDAS_VAREJO).onConflictDoNothing();
}
