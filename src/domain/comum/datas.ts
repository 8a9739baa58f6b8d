import { TZDate } from '@date-fns/tz';
import { addMonths, format, startOfMonth } from 'date-fns';

/** "Today" is São Paulo's on client and server alike (DESIGN.md). */
export const FUSO = 'America/Sao_Paulo';

/** The São Paulo calendar date of an instant, as yyyy-mm-dd. */
export function dataSaoPaulo(instante: Date): string {
  return format(new TZDate(instante.getTime(), FUSO), 'yyyy-MM-dd');
}

/** §4: a club cancellation takes effect on the first day of the next month (São Paulo), yyyy-mm-dd. */
export function primeiroDiaDoProximoMes(instante: Date): string {
  return format(startOfMonth(addMonths(new TZDate(instante.getTime(), FUSO), 1)), 'yyyy-MM-dd');
}

/** yyyy-mm-dd → dd/mm/yyyy, the pt-BR way dates are shown. */
export function formatData(iso: string): string {
  const [ano, mes, dia] = iso.slice(0, 10).split('-');
  return `${dia}/${mes}/${ano}`;
}

/** An ISO instant as São Paulo reads it: '22/11/2026 às 15:04'. */
export function formatDataHora(iso: string): string {
  return format(new TZDate(new Date(iso).getTime(), FUSO), "dd/MM/yyyy 'às' HH:mm");
}
