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

export const paraOPerfil = (produto: Produto, perfil: Perfil) => PERFIS_DO_PRODUTO[produto].includes(perfil);
