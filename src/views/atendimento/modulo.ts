import { lazy } from 'react';
import { sobPrefixo, type ModuloDoCliente } from '../comum/modulo';

/**
 * The staff desk on the client (src/views/produtos.ts lists it): '/' sends staff here (App.tsx); its routes say what
 * anyone else reads. No card: it is sold to no one. views/atendimento/rotas.ts fila, written out: that module stays
 * out of the initial route.
 */
export const atendimento: ModuloDoCliente = {
  produto: 'atendimento',
  enderecos: { livre: sobPrefixo('/atendimento') },
  Rotas: lazy(() => import('./AtendimentoRotas')),
};
