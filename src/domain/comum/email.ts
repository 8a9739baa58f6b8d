// An e-mail address's rules (login, contracts, every contact form): apart from pessoa.ts so the login route does not
// carry the CPF check.

/** RFC 5321: the longest path an e-mail address may have (every e-mail field of the portal). */
export const MAXIMO_EMAIL = 254;

/** What every e-mail field says when the address is not one. */
export const EMAIL_INVALIDO = 'Informe um e-mail válido.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address as typed: something@something.tld, at most MAXIMO_EMAIL. */
export const emailValido = (email: string) => EMAIL.test(email.trim()) && email.trim().length <= MAXIMO_EMAIL;
