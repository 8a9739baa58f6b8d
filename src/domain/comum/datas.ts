import { TZDate } from '@date-fns/tz';
import { addMonths, format, startOfMonth } from 'date-fns';

/** "Today" is São Paulo's on client and server alike (DESIGN.md). */
export const FUSO = 'America/Sao_Paulo';

/** The São Paulo calendar date of an instant, as yyyy-mm-dd. */
export function dataSaoPaulo(instante: Date): string {
  return format(new TZDate(instante.getTime(), FUSO), 'yyyy-MM-dd');
}

/** The São Paulo wall clock of an instant, yyyy-mm-ddTHH:mm. */
export function horarioSaoPaulo(instante: Date): string {
  return format(new TZDate(instante.getTime(), FUSO), "yyyy-MM-dd'T'HH:mm");
}

/** The São Paulo time of an instant, HH:mm. */
export const horaSaoPaulo = (instante: Date) => horarioSaoPaulo(instante).slice(11);

/** 00:00 of a São Paulo calendar day (yyyy-mm-dd), as an instant. */
export function inicioDoDiaSaoPaulo(dia: string): Date {
  const [a, m, d] = dia.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(a, m - 1, d, 0, 0, FUSO).getTime());
}

/** 7 → '07': months, days, hours and minutes as written in dates and times. */
export const doisDigitos = (n: number) => String(n).padStart(2, '0');

/** `dia` plus `dias` days (yyyy-mm-dd, calendar arithmetic). */
export function somarDias(dia: string, dias: number): string {
  const [a, m, d] = dia.split('-').map(Number) as [number, number, number];
  const x = new Date(Date.UTC(a, m - 1, d + dias));
  return `${x.getUTCFullYear()}-${doisDigitos(x.getUTCMonth() + 1)}-${doisDigitos(x.getUTCDate())}`;
}

/** 0 Sunday … 6 Saturday, of a yyyy-mm-dd day. */
export function diaDaSemana(dia: string): number {
  const [a, m, d] = dia.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d)).getUTCDay();
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
