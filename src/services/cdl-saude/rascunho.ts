import { apagarRascunho, navegador, type Ambiente, type TipoArmazenamento } from '../comum/rascunho';

/*
 * The health enrollment's draft (§3 "Local draft of health registration"): its key and storage, shared by the
 * wizard that writes it (its ConfigRascunho uses both) and the Lista de Vidas that clears it (§4, §9: "Health draft
 * cleared when the lives list opens"). The drafts kit adds the owner (a hash of the login's e-mail) and, for a
 * consultant, the member acted for (escopo = codSocio) to the key.
 */

/** §3's local storage key. */
export const CHAVE_RASCUNHO_SAUDE = 'cdlsaude_cadastro';

/** §3 names local storage (docs/decisions/platform.md "Drafts": the spec's storage, local only where it says). */
export const ARMAZENAMENTO_RASCUNHO_SAUDE: TipoArmazenamento = 'local';

/** §4: the Lista de Vidas opened: the enrollment of this owner (and member, for a consultant) starts over. */
export function apagarRascunhoSaude(lugar: { dono: string; escopo?: string }, ambiente: Ambiente = navegador) {
  apagarRascunho({ chave: CHAVE_RASCUNHO_SAUDE, versao: 0, emRepouso: [], armazenamento: ARMAZENAMENTO_RASCUNHO_SAUDE }, lugar, ambiente);
}
