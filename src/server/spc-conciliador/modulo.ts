/** SPC Conciliador on the server (src/server/produtos.ts lists it). */
import { spcConciliadorContract } from '../../contracts/spc-conciliador.contract';
import type { ModuloDoServidor } from '../comum/modulo';
import * as tabelas from '../db/schema/spc-conciliador';
import { pedidoDaClassificacaoConciliador } from './atendimento';
import { semearCatalogoConciliador } from './catalogo';
import { spcConciliadorRouter } from './conciliador.router';

export const spcConciliador: ModuloDoServidor = {
  produto: 'spc-conciliador',
  contratos: { conciliador: spcConciliadorContract },
  routers: (deps) => ({ conciliador: spcConciliadorRouter(deps) }),
  recursos: ['solicitacaoId'],
  tabelas,
  semente: { catalogo: semearCatalogoConciliador },
  atendimento: { leitores: { classificacao: pedidoDaClassificacaoConciliador } },
};
