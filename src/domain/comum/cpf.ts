// the function's own module: the package's index loads all of it (about 20 MB of resident memory, in the spreadsheet worker too)
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

/** §5, quoted exactly: a CPF that fails the check digits (every form and every server check says this). */
export const CPF_INVALIDO = 'CPF Inválido!';

/** Digits only: what the portal stores and sends for a CPF. */
export function somenteDigitos(valor: string): string {
  return valor.replace(/\D/g, '');
}

/** A CPF passes the check digits (and is not a run of one digit). */
export function cpfValido(valor: string): boolean {
  const digitos = somenteDigitos(valor);
  return digitos.length === 11 && isValidCpf(digitos);
}

/** 12345678901 → 123.456.789-01 (spec §5: CPF display 3.3.3-2). */
export function formatCPF(valor: string): string {
  const d = somenteDigitos(valor).padStart(11, '0');
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** Logs never carry a whole CPF (issue: CPF and card data masked in logs). */
export function mascararCPF(valor: string): string {
  const d = somenteDigitos(valor);
  return d.length < 11 ? '***' : `***.${d.slice(3, 6)}.***-**`;
}
