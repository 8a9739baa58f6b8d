import { lazy } from 'react';
import { sobPrefixo, type ModuloDoCliente } from '../comum/modulo';

/** CDL Varejo Inteligente on the client (src/views/produtos.ts lists it): associates only. */
export const cdlVarejoInteligente: ModuloDoCliente = {
  produto: 'cdl-varejo-inteligente',
  enderecos: { associado: sobPrefixo('/produto/cdl-varejo-inteligente') },
  Rotas: lazy(() => import('./VarejoRotas')),
  Cartao: lazy(() => import('./Cartao')),
};
