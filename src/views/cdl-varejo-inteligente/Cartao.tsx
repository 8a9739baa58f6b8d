import { DESCRICOES_DOS_PRODUTOS } from '../../domain/comum/descricoes';
import { varejoSituacaoMachine } from '../../machines/cdl-varejo-inteligente/situacao.machine';
import { CartaoProduto } from '../comum/CartaoProduto';
import { rotasVarejo } from './rotas';

/** Retail on the products screen: what this associate has of it, once its situation answers. */
export default function CartaoVarejo() {
  return (
    <CartaoProduto href={rotasVarejo.varejo.link()} titulo="Varejo Inteligente" descricao={DESCRICOES_DOS_PRODUTOS['cdl-varejo-inteligente']}
      machine={varejoSituacaoMachine} resumo={(r) => r} />
  );
}
