import { Link } from 'wouter';
import { DESCRICOES_DOS_PRODUTOS } from '../../domain/comum/descricoes';
import { rotasConsultor } from './rotas';

/** The consultant area on the products screen: it leads to the carteira. */
export default function CartaoConsultor() {
  return (
    <Link className="cartao produto" href={rotasConsultor.gerenciarAssociados.link()}>
      <strong>Consultor</strong>
      <span>{DESCRICOES_DOS_PRODUTOS['cdl-consultor']}</span>
    </Link>
  );
}
