import { lazy } from 'react';
import { sobPrefixo, type ModuloDoCliente } from '../comum/modulo';

/**
 * The consultant area on the client (src/views/produtos.ts lists it): consultants only; the invited company's page
 * (issue 21 step 3) is public, its own chunk.
 */
export const cdlConsultor: ModuloDoCliente = {
  produto: 'cdl-consultor',
  enderecos: { consultor: sobPrefixo('/produto/cdl-consultor') },
  Rotas: lazy(() => import('./ConsultorRotas')),
  Cartao: lazy(() => import('./Cartao')),
  publicas: [{ caminho: '/convite', Tela: lazy(() => import('./ConviteView')) }],
};
