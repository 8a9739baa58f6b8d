import type { SituacaoClube } from '../../services/clube-vantagens/situacao.service';
import { criarSituacaoMachine } from '../comum/situacao';

/** The club's card on the products screen (issue 9): ConsultarClubeVantagens, through the products' card kit. */
export const clubeSituacaoMachine = criarSituacaoMachine<SituacaoClube>({
  id: 'clubeSituacao',
  carregar: async () => (await import('../../services/clube-vantagens/situacao.service')).situacaoDoClube,
});
