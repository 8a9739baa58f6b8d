import { Link } from 'wouter';
import { DESCRICOES_DOS_PRODUTOS } from '../../domain/comum/descricoes';
import { rotasSaude } from './rotas';

/** CDL Saúde on the products screen: it leads to the product's page (what the plan is, and the Lista de Vidas). */
export default function CartaoSaude() {
  return (
    <Link className="cartao produto" href={rotasSaude.produto.link()}>
      <strong>CDL Saúde</strong>
      <span>{DESCRICOES_DOS_PRODUTOS['cdl-saude']}</span>
    </Link>
  );
}
