import type { InputHTMLAttributes } from 'react';
// only what a pattern mask needs (input control + MaskedPattern): 12 kB gz instead of the whole imask
import IMaskInput from 'react-imask/esm/input';
import 'imask/esm/controls/input';
import 'imask/esm/masked/pattern';

type Atributos = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type'>;

/**
 * A text field with a react-imask pattern mask ('000.000.000-00': 0 is a digit). It shows the
 * mask and reports the unmasked digits, which is what machines keep (STYLE.md §6). Loaded lazily:
 * imask only comes with the screens that type masked values.
 */
export default function EntradaMascarada({ mask, value, onAccept, ...atributos }: Atributos & {
  mask: string; value: string; onAccept: (digitos: string) => void;
}) {
  return <IMaskInput {...atributos} mask={mask} unmask value={value} onAccept={(digitos: string) => onAccept(digitos)} />;
}
