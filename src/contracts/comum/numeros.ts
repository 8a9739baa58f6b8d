import { z } from 'zod';
import './erros-zod';

const INTEIRO = /^-?\d+$/;

/**
 * An integer in [min, max]: a number, or its decimal digits as text (a query value, a multipart
 * field). Not z.coerce.number(): Number() reads '' and ' ' as 0, '1e3' as 1000, '0x10' as 16 (and
 * true, null, [5] as numbers); here any text but digits is NaN, a 400. Leading zeros are harmless.
 * The input type stays number, so client and server share one type (STYLE.md §7).
 */
export function Inteiro(min: number, max: number, mensagem?: string) {
  const numero = z.number(mensagem ? { message: mensagem } : undefined).int(mensagem).min(min, mensagem).max(max, mensagem);
  return z.ZodEffects.create(numero, {
    type: 'preprocess',
    transform: (valor: unknown) => (typeof valor === 'string' ? (INTEIRO.test(valor) ? Number(valor) : Number.NaN) : valor),
  });
}

/** Largest int4: a larger id is no row of ours, and would overflow the column. */
export const MAIOR_ID = 2_147_483_647;
/** A row id (int4, from 1). */
export const IdRegistro = Inteiro(1, MAIOR_ID);
