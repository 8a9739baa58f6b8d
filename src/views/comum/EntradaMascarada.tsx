import type { InputHTMLAttributes } from 'react';
// only what pattern masks need (input control, MaskedPattern, MaskedDynamic for a phone's two): not the whole imask
import IMaskInput from 'react-imask/esm/input';
import 'imask/esm/controls/input';
import 'imask/esm/masked/pattern';
import 'imask/esm/masked/dynamic';
import type { Mascara } from '../../domain/comum/mascaras';

type Atributos = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type'>;

/** Several patterns as imask's dynamic mask: it picks, as each key is typed, the first pattern that holds the digits. */
const dinamicas = new WeakMap<readonly string[], { mask: string }[]>();
function opcoes(mascara: Mascara) {
  if (typeof mascara === 'string') return mascara;
  let d = dinamicas.get(mascara);
  if (!d) dinamicas.set(mascara, (d = mascara.map((mask) => ({ mask }))));
  return d;
}

/**
 * A text field with a react-imask pattern mask ('000.000.000-00': 0 is a digit), or several (a phone: 10 or 11 digits,
 * the mask following what is typed). It shows the mask and reports the unmasked digits, which is what machines keep
 * (STYLE.md §6). Loaded lazily: imask only comes with the screens that type masked values.
 */
export default function EntradaMascarada({ mask, value, onAccept, ...atributos }: Atributos & {
  mask: Mascara; value: string; onAccept: (digitos: string) => void;
}) {
  return <IMaskInput {...atributos} mask={opcoes(mask) as string} unmask value={value} onAccept={(digitos: string) => onAccept(digitos)} />;
}
