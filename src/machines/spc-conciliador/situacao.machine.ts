import type { ResumoDoCartao } from '../../domain/comum/produtos';
import { criarSituacaoMachine } from '../comum/situacao';

/** The reconciliation's card on the products screen (issue 27): its requests, through the products' card kit. */
export const conciliadorSituacaoMachine = criarSituacaoMachine<ResumoDoCartao>({
  id: 'conciliadorSituacao',
  carregar: async () => (await import('../../services/spc-conciliador/solicitacoes.service')).situacaoDoConciliador,
});
