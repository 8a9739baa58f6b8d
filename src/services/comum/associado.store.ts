import { createStore } from '@xstate/store';
import type { Usuario } from '../../contracts/comum/auth.contract';
import { donoDoRascunho, navegador, tentar, type Ambiente } from './rascunho-varredura';

/*
 * §3/§6 associadoSelecionado: the associate every call acts for. An associate's login acts for itself (its own
 * codSocio is the session's, the server's to know: calls send none); a consultant acts for the member it chose in
 * its carteira, kept in local storage under the spec's key so a reload keeps it. Like the drafts (platform.md
 * "Drafts"): SAIR forgets it, a login forgets another login's choice (the owner is the e-mail's hash, never the
 * e-mail). The server checks the codSocio against the carteira on every call; this is only the client's memory.
 */

/** A member of the consultant's carteira (§3 Portfolio member: codSocio, nomeSocio). */
export interface MembroDaCarteira { codSocio: string; nomeSocio: string }

/** Who the calls are for: the login's own associate, the consultant's chosen member, or nobody (yet, or staff). */
export type AssociadoSelecionado = { proprio: true } | ({ proprio: false } & MembroDaCarteira);

/** The spec's local storage key (§3 "Other local keys"). */
export const CHAVE_ASSOCIADO_SELECIONADO = 'associadoSelecionado';

/**
 * What storage keeps: the last choice, and the names of the members chosen lately (`conhecidos`, newest first, at most
 * MAXIMO_CONHECIDOS): a screen's address names the member by its code (issue 27), a reload names it from here.
 */
interface Guardado extends MembroDaCarteira { dono: string; conhecidos?: MembroDaCarteira[] }

/** How many members' names the browser keeps for the addresses that name them by code. */
export const MAXIMO_CONHECIDOS = 50;

const ehMembro = (v: unknown): v is MembroDaCarteira => typeof v === 'object' && v !== null
  && typeof (v as MembroDaCarteira).codSocio === 'string' && typeof (v as MembroDaCarteira).nomeSocio === 'string';
const ehGuardado = (v: unknown): v is Guardado => ehMembro(v) && typeof (v as Guardado).dono === 'string';

/** The choice kept for this owner, if any (another owner's, or an unreadable one, is none), and the names it knows. */
function lerGuardado(dono: string, ambiente: Ambiente): { escolhido: MembroDaCarteira; conhecidos: MembroDaCarteira[] } | null {
  const s = ambiente.armazenamento('local');
  const texto = s ? tentar(() => s.getItem(CHAVE_ASSOCIADO_SELECIONADO), null) : null;
  const v = texto === null ? null : tentar(() => JSON.parse(texto) as unknown, null);
  if (!ehGuardado(v) || v.dono !== dono) return null;
  const conhecidos = Array.isArray(v.conhecidos) ? v.conhecidos.filter(ehMembro).slice(0, MAXIMO_CONHECIDOS) : [];
  return { escolhido: { codSocio: v.codSocio, nomeSocio: v.nomeSocio }, conhecidos: conhecidos.map((m) => ({ codSocio: m.codSocio, nomeSocio: m.nomeSocio })) };
}

/** The names known, this member first (its newest name), at most MAXIMO_CONHECIDOS. */
const conhecer = (conhecidos: MembroDaCarteira[], m: MembroDaCarteira) => (m.nomeSocio
  ? [m, ...conhecidos.filter((c) => c.codSocio !== m.codSocio)].slice(0, MAXIMO_CONHECIDOS)
  : conhecidos);

function guardar(valor: Guardado | null, ambiente: Ambiente) {
  const s = ambiente.armazenamento('local');
  tentar(() => (valor ? s?.setItem(CHAVE_ASSOCIADO_SELECIONADO, JSON.stringify(valor)) : s?.removeItem(CHAVE_ASSOCIADO_SELECIONADO)), undefined);
}

/** The store and its storage; `ambiente` is the browser's, a double in tests. */
export function criarAssociadoStore(ambiente: Ambiente = navegador) {
  const store = createStore({
    context: { selecionado: null as AssociadoSelecionado | null, dono: null as string | null, conhecidos: [] as MembroDaCarteira[] },
    on: {
      /**
       * A session opened (a login, or a reload that found one): an associate acts for itself; a consultant gets
       * back its own earlier choice (a reload, a re-login after expiry), never another login's; staff act for no one.
       */
      entrou: (_, { usuario }: { usuario: Pick<Usuario, 'perfil' | 'dadosContatoPrincipal'> }) => {
        const dono = donoDoRascunho(usuario);
        if (usuario.perfil === 'associado') return { selecionado: { proprio: true } as const, dono, conhecidos: [] };
        const guardado = usuario.perfil === 'consultor' && dono ? lerGuardado(dono, ambiente) : null;
        if (!guardado) guardar(null, ambiente);
        return { selecionado: guardado ? { proprio: false as const, ...guardado.escolhido } : null, dono, conhecidos: guardado?.conhecidos ?? [] };
      },
      /**
       * The consultant chose a member of its carteira (the consultant area), or opened an address naming one (its
       * name then is the one known, or '' when the browser never saw it: the screen shows the code alone).
       */
      selecionar: (context, { associado }: { associado: MembroDaCarteira }) => {
        if (context.selecionado?.proprio || !context.dono) return context; // an associate acts for itself only
        const nomeSocio = associado.nomeSocio || (context.conhecidos.find((c) => c.codSocio === associado.codSocio)?.nomeSocio ?? '');
        const escolhido = { codSocio: associado.codSocio, nomeSocio };
        const conhecidos = conhecer(context.conhecidos, escolhido);
        guardar({ dono: context.dono, ...escolhido, conhecidos }, ambiente);
        return { ...context, conhecidos, selecionado: { proprio: false as const, ...escolhido } };
      },
      /** No one is selected (SAIR, or the consultant leaves the member): storage forgets it too. */
      limpar: (context) => {
        guardar(null, ambiente);
        return { dono: context.selecionado?.proprio ? context.dono : null, selecionado: context.selecionado?.proprio ? context.selecionado : null, conhecidos: [] };
      },
      /** SAIR: nobody is logged in, nobody is acted for. */
      saiu: () => {
        guardar(null, ambiente);
        return { selecionado: null, dono: null, conhecidos: [] };
      },
    },
  });
  return store;
}

/** The portal's one store of the associate acted for (services and kits read it). */
export const associadoStore = criarAssociadoStore();

/** The associate acted for now (null: a consultant who chose no member yet, or staff). */
export const associadoSelecionado = (): AssociadoSelecionado | null => associadoStore.getSnapshot().context.selecionado;

/** The name the browser knows for this member code ('' when none): the address names a member by its code. */
export const nomeConhecido = (codSocio: string, context = associadoStore.getSnapshot().context): string => {
  const { selecionado, conhecidos } = context;
  if (selecionado && !selecionado.proprio && selecionado.codSocio === codSocio && selecionado.nomeSocio) return selecionado.nomeSocio;
  return conhecidos.find((c) => c.codSocio === codSocio)?.nomeSocio ?? '';
};

/**
 * The codSocio a call names where its contract asks for one (the consultant's variants): the chosen member's;
 * undefined for an associate's own login (the server takes it from the session) or when nobody is chosen.
 */
export function codSocioDaChamada(): string | undefined {
  const s = associadoSelecionado();
  return s && !s.proprio ? s.codSocio : undefined;
}
