/**
 * What a product gives the client (docs/kits.md "Um produto novo em uma hora"): where it lives, who sees it, its
 * routes and its card on the products screen, each a lazy chunk. Each product exports one from
 * src/views/<produto>/modulo.ts; src/views/produtos.ts lists them, and App.tsx (routes, titles) and the products
 * screen read that list. A module imports nothing of its product but through `lazy(() => import(…))`: the list is in
 * the initial route. This file names no product.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Produto } from '../../domain/comum/produtos';

/**
 * Who may open an address: 'associado', a product associates buy (a consultant reads SoDoAssociado's sentence);
 * 'consultor', the consultant area (anyone else reads SoDoConsultor's); 'livre', the routes decide themselves (the
 * staff desk). Either way the chunk of someone else's product is never loaded.
 */
export type QuemAbre = 'associado' | 'consultor' | 'livre';

export interface ModuloDoCliente {
  /** The product (domain/comum/produtos.ts), or the staff desk, which has a folder of its own but is sold to no one. */
  produto: Produto | 'atendimento';
  /**
   * Its addresses (wouter patterns: '/produto/x' and everything under it, '/produto/x/*'), by who may open them. A
   * product may have addresses under another's prefix (a consultant's variant under '/produto/cdl-consultor/'):
   * App.tsx tries exact patterns first, then the longest prefixes.
   */
  enderecos: { readonly [Q in QuemAbre]?: readonly string[] };
  /** Its routes (views/<produto>/<Produto>Rotas.tsx, which names its pages' titles: useTitulosDoProduto). */
  Rotas: LazyExoticComponent<ComponentType>;
  /** Its card on the products screen, shown to the perfis of PERFIS_DO_PRODUTO. Absent: no card. */
  Cartao?: LazyExoticComponent<ComponentType>;
  /** Pages anyone opens without a session (the invitation's link), drawn under the portal's mark. */
  publicas?: readonly { caminho: string; Tela: LazyExoticComponent<ComponentType> }[];
}

/** A prefix and everything under it: '/produto/x', '/produto/x/*'. */
export const sobPrefixo = (prefixo: string) => [prefixo, `${prefixo}/*`];
