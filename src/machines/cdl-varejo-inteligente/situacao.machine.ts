import type { ResumoDoCartao } from '../../domain/comum/produtos';
import { criarSituacaoMachine } from '../comum/situacao';

/** Retail's card on the products screen (issue 27): the associate's reservations, through the products' card kit. */
export const varejoSituacaoMachine = criarSituacaoMachine<ResumoDoCartao>({
  id: 'varejoSituacao',
  carregar: async () => (await import('../../services/cdl-varejo-inteligente/varejo.service')).situacaoDoVarejo,
});
