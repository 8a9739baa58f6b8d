// The input masks of the portal's fields (react-imask patterns, views/comum/EntradaMascarada.tsx: 0 is a digit).

/** A phone with area code: (31) 97777-6666; 10-digit landlines fit it too. */
export const MASCARA_TELEFONE = '(00) 00000-0000';
/** §5: CPF shown 3.3.3-2. */
export const MASCARA_CPF = '000.000.000-00';
