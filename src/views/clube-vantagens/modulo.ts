import { lazy } from 'react';
import type { ModuloDoCliente } from '../comum/modulo';

/** Clube de Vantagens on the client (src/views/produtos.ts lists it): associates only; its pages are under its address. */
export const clubeVantagens: ModuloDoCliente = {
  produto: 'clube-vantagens',
  // the club's own address is no page: only those under it
  enderecos: { associado: ['/produto/clube-vantagens/*'] },
  Rotas: lazy(() => import('./ClubeVantagensRotas')),
  Cartao: lazy(() => import('./CartaoClube')),
};
