import { DESCRICOES_DOS_PRODUTOS } from '../../domain/comum/descricoes';
import { resumoDaSituacao } from '../../domain/clube-vantagens/situacao';
import { clubeSituacaoMachine } from '../../machines/clube-vantagens/situacao.machine';
import { CartaoProduto } from '../comum/CartaoProduto';
import { rotasClube } from './rotas';

/**
 * The club on the products screen: what this user has (Contratado, Disponível), filled in once the status
 * answers; it leads to the panel, which offers the purchase the way this user pays (issue 11: associates on the
 * monthly slip, non-associates by credit card).
 */
export default function CartaoClube() {
  return (
    <CartaoProduto href={rotasClube.painel.link()} titulo="Clube de Vantagens" descricao={DESCRICOES_DOS_PRODUTOS['clube-vantagens']}
      machine={clubeSituacaoMachine} resumo={resumoDaSituacao} />
  );
}
