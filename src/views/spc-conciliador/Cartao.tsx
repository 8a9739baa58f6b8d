import { DESCRICOES_DOS_PRODUTOS } from '../../domain/comum/descricoes';
import { conciliadorSituacaoMachine } from '../../machines/spc-conciliador/situacao.machine';
import { CartaoProduto } from '../comum/CartaoProduto';
import { rotasConciliador } from './rotas';

/** The reconciliation on the products screen: what this associate has of it, once its situation answers. */
export default function CartaoConciliador() {
  return (
    <CartaoProduto href={rotasConciliador.apresentacao.link()} titulo="SPC Conciliador" descricao={DESCRICOES_DOS_PRODUTOS['spc-conciliador']}
      machine={conciliadorSituacaoMachine} resumo={(r) => r} />
  );
}
