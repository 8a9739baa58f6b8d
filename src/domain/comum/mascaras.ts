// The input masks of the portal's fields (react-imask patterns, views/comum/EntradaMascarada.tsx: 0 is a digit).

/** A phone with area code: (31) 97777-6666; 10-digit landlines fit it too. */
export const MASCARA_TELEFONE = '(00) 00000-0000';
/** §5: CPF shown 3.3.3-2. */
export const MASCARA_CPF = '000.000.000-00';
/** §9: CNPJ ##.###.###/####-##. */
export const MASCARA_CNPJ = '00.000.000/0000-00';
/** §5 edit member: the phone is (##) ####-####. */
export const MASCARA_TELEFONE_FIXO = '(00) 0000-0000';
/** A CEP as 00000-000. */
export const MASCARA_CEP = '00000-000';
