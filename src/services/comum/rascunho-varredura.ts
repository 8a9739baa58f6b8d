import type { Snapshot } from 'xstate';
import type { Usuario } from '../../contracts/comum/auth.contract';

/*
 * The part of the drafts kit (rascunho.ts) the session machine needs, so the initial route carries
 * only this: the envelope's format, the owner of a draft, the browser's storages and the sweep at
 * SAIR and at each login. Decisions in docs/decisions/platform.md ("Drafts").
 */

/** How long a draft lives after its last save. */
export const VALIDADE_RASCUNHO_MS = 24 * 60 * 60 * 1000;

/** Which browser storage keeps a flow's draft: the spec's, where it names one (§3); else the tab's. */
export type TipoArmazenamento = 'local' | 'sessao';

/** Where drafts are kept and what time it is: the browser's by default, doubles in tests. */
export interface Ambiente {
  armazenamento: (tipo: TipoArmazenamento) => Storage | null;
  agora: () => number;
}

const TIPOS: readonly TipoArmazenamento[] = ['local', 'sessao'];

/** The browser's storages; reading `window.localStorage` itself throws where storage is disabled. */
export const navegador: Ambiente = {
  armazenamento: (tipo) => {
    try {
      const s = tipo === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
      return s ?? null;
    } catch {
      return null;
    }
  },
  agora: () => Date.now(),
};

/** What is written: a tag first (so a sweep spots drafts by a prefix, unparsed), then who, when, which version. */
export interface Envelope {
  formatoRascunho: 1;
  versao: number;
  dono: string;
  salvoEm: number;
  expiraEm: number;
  /** The flow had files when saved: the user must pick them again. */
  arquivosDeixados: boolean;
  snapshot: Snapshot<unknown> & { context?: unknown };
}
export const PREFIXO = '{"formatoRascunho":1,';

/**
 * Who owns a draft: a 53-bit hash (cyrb53) of the login's e-mail, so no e-mail is written in key
 * names. It only tells logins apart; it is not a secret.
 */
export function donoDoRascunho(usuario: Pick<Usuario, 'dadosContatoPrincipal'> | null): string | null {
  const email = usuario?.dadosContatoPrincipal[0]?.email.trim().toLowerCase();
  if (!email) return null;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < email.length; i++) {
    const c = email.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The storage key: the spec's key, the owner, and a scope when one login keeps several (a consultant's codSocio). */
export const chaveDoRascunho = (chave: string, dono: string, escopo?: string) =>
  escopo === undefined ? `${chave}:${dono}` : `${chave}:${dono}:${escopo}`;


/** Storage calls that may throw (quota, disabled storage, private mode): a failure is just no draft. */
export function tentar<T>(f: () => T, falha: T): T {
  try {
    return f();
  } catch {
    return falha;
  }
}

/** Every draft envelope in this browser's storages (this tab's session storage), by storage and key. */
function rascunhos(ambiente: Ambiente): { s: Storage; chave: string; texto: string }[] {
  const achados: { s: Storage; chave: string; texto: string }[] = [];
  for (const tipo of TIPOS) {
    const s = ambiente.armazenamento(tipo);
    if (!s) continue;
    tentar(() => {
      for (let i = 0; i < s.length; i++) {
        const chave = s.key(i);
        const texto = chave === null ? null : s.getItem(chave);
        if (chave !== null && texto?.startsWith(PREFIXO)) achados.push({ s, chave, texto });
      }
    }, undefined);
  }
  return achados;
}

/**
 * Sweeps drafts. With no owner (SAIR): every draft of this browser goes. With an owner (a login):
 * the drafts of anyone else and the expired ones go, this owner's live drafts stay.
 */
export function apagarRascunhos(manter: { dono: string } | null = null, ambiente: Ambiente = navegador) {
  const agora = ambiente.agora();
  for (const { s, chave, texto } of rascunhos(ambiente)) {
    const e = tentar(() => JSON.parse(texto) as Partial<Envelope>, null);
    const fica = manter !== null && e?.dono === manter.dono && typeof e.expiraEm === 'number' && agora < e.expiraEm;
    if (!fica) tentar(() => s.removeItem(chave), undefined);
  }
}
