import { lazy } from 'react';
import { sobPrefixo, type ModuloDoCliente } from '../comum/modulo';

/** SPC Conciliador on the client (src/views/produtos.ts lists it): associates only. */
export const spcConciliador: ModuloDoCliente = {
  produto: 'spc-conciliador',
  enderecos: { associado: sobPrefixo('/produto/spc-conciliador') },
  Rotas: lazy(() => import('./SpcConciliadorRotas')),
  Cartao: lazy(() => import('./Cartao')),
};
