import { resumoDaSituacao } from '../../domain/clube-vantagens/situacao';
import { clubeSituacaoMachine } from '../../machines/clube-vantagens/situacao.machine';
import { CartaoProduto } from '../comum/CartaoProduto';
import { rotasClube } from './rotas';

/**
 * The club on the products screen: what this user has (Contratado, Disponível), filled in once the status
 * answers; it leads to the panel, which offers the purchase the way this user pays (issue 11: associates on the
 * monthly slip, non-associates by credit card).
 */
export function CartaoClube() {
  return (
    <CartaoProduto href={rotasClube.painel.link()} titulo="Clube de Vantagens" descricao="Anúncios, banner em destaque e usuários do clube de descontos."
      machine={clubeSituacaoMachine} resumo={resumoDaSituacao} />
  );
}
