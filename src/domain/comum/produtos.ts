/** The portal's products, by the spec's slugs: the folder names of every layer (docs/decisions/platform.md). */
export const PRODUTOS = ['clube-vantagens', 'cdl-saude', 'cdl-consultor', 'spc-conciliador', 'cdl-varejo-inteligente'] as const;
export type Produto = (typeof PRODUTOS)[number];
