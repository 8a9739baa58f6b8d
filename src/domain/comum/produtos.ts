import type { Perfil } from './perfil';

/** The portal's products, by the spec's slugs: the folder names of every layer (docs/decisions/platform.md). */
export const PRODUTOS = ['clube-vantagens', 'cdl-saude', 'cdl-consultor', 'spc-conciliador', 'cdl-varejo-inteligente'] as const;
export type Produto = (typeof PRODUTOS)[number];

/**
 * Who each product is for (issue 9, products screen): associates (non-associates included) buy the four
 * products, the consultant area is the consultant's, staff have none (their work is the ticket table).
 */
export const PERFIS_DO_PRODUTO: Record<Produto, readonly Perfil[]> = {
  'clube-vantagens': ['associado'],
  'cdl-saude': ['associado'],
  'cdl-consultor': ['consultor'],
  'spc-conciliador': ['associado'],
  'cdl-varejo-inteligente': ['associado'],
};

/**
 * What a product's card on the products screen says this associate has (issue 27: every product, from the server's
 * data, not the club alone): the label and the line under it.
 */
export interface ResumoDoCartao { etiqueta: 'Contratado' | 'Disponível' | 'Em andamento'; detalhe: string | null }

export const paraOPerfil = (produto: Produto, perfil: Perfil) => PERFIS_DO_PRODUTO[produto].includes(perfil);

/** The products' names, as the products screen and their pages' headings say them. */
export const NOMES_DOS_PRODUTOS: Record<Produto, string> = {
  'clube-vantagens': 'Clube de Vantagens',
  'cdl-saude': 'CDL Saúde',
  'cdl-consultor': 'Consultor',
  'spc-conciliador': 'SPC Conciliador',
  'cdl-varejo-inteligente': 'Varejo Inteligente',
};

/**
 * decided (issue 20): a consultant acts for a member in the carteira, tickets, data, documents and health lives (§6),
 * never in the club, the reconciliation or retail: those screens say this, once, and offer no purchase.
 */
export const CONSULTOR_NAO_CONTRATA = 'Consultores não contratam este produto pelo associado: o próprio associado contrata pelo portal.';

/** decided (issue 21): what anyone but a consultant reads at the consultant area's addresses (no call is made). */
export const SO_DO_CONSULTOR = 'Esta área é dos consultores: aqui o consultor cuida da carteira de associados dele.';
