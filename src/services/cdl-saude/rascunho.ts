/** §3/§9: the local storage key of the health registration draft (the drafts kit adds the login's hash and scope). */
export const CHAVE_RASCUNHO_SAUDE = 'cdlsaude_cadastro';
