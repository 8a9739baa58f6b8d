// The input masks of the portal's fields (react-imask patterns, views/comum/EntradaMascarada.tsx: 0 is a digit).

/** One pattern, or several the field picks from as it is typed (the first that holds what was typed, in order). */
export type Mascara = string | readonly string[];

/**
 * Every phone of the portal (issue 27): the mask follows what is typed, (31) 3333-4444 for 10 digits and (31) 98888-7777
 * for 11. §9's two masks ((##) #####-####, and the edit's (##) ####-####, which predates 9-digit mobiles) in one: a single
 * pattern either cut the 11th digit or showed a landline as (31) 33334-444.
 */
export const MASCARA_TELEFONE: Mascara = ['(00) 0000-0000', '(00) 00000-0000'];
/** §5: CPF shown 3.3.3-2. */
export const MASCARA_CPF = '000.000.000-00';
/** §9: CNPJ ##.###.###/####-##. */
export const MASCARA_CNPJ = '00.000.000/0000-00';
/** A CEP as 00000-000. */
export const MASCARA_CEP = '00000-000';
/** What a phone field's hint says: both shapes. */
export const DICA_TELEFONE = '(##) ####-#### ou (##) #####-####';
