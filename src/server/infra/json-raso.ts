/**
 * The deepest nesting a JSON body may have. Our deepest request nests 3 levels (a list of lives, each with
 * its list of opcionais); V8's JSON.parse holds the event loop 175 ms on the 500 000 levels 1 MB can nest.
 */
export const PROFUNDIDADE_MAXIMA_JSON = 32;

const ASPAS = 0x22, BARRA_INVERTIDA = 0x5c, ABRE = [0x5b, 0x7b], FECHA = [0x5d, 0x7d];

/** Whether JSON text nests arrays and objects deeper than `maximo` (texts skipped): one pass over its bytes, ~1 ms a MB. */
export function fundoDemais(bytes: Uint8Array, maximo = PROFUNDIDADE_MAXIMA_JSON): boolean {
  let fundo = 0;
  let emTexto = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (emTexto) {
      if (b === BARRA_INVERTIDA) i++;
      else if (b === ASPAS) emTexto = false;
    } else if (b === ASPAS) emTexto = true;
    else if (b === ABRE[0] || b === ABRE[1]) {
      if (++fundo > maximo) return true;
    } else if (b === FECHA[0] || b === FECHA[1]) fundo--;
  }
  return false;
}
