import { lazy } from 'react';
import { sobPrefixo, type ModuloDoCliente } from '../comum/modulo';

/**
 * CDL Saúde on the client (src/views/produtos.ts lists it): the associate's own plan, and the consultant's variant for
 * the member of its address (views/cdl-saude/rotas.ts rotasSaudeConsultor, written out: this list is in the initial route).
 */
export const cdlSaude: ModuloDoCliente = {
  produto: 'cdl-saude',
  enderecos: {
    associado: ['/produto/cdl-saude', ...sobPrefixo('/produto/cdl-saude-plano')],
    consultor: sobPrefixo('/produto/cdl-consultor/associado/:codSocio/cdl-saude'),
  },
  Rotas: lazy(() => import('./CdlSaudeRotas')),
  Cartao: lazy(() => import('./Cartao')),
};
