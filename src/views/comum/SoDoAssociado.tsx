import { useLayoutEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { CONSULTOR_NAO_CONTRATA, NOMES_DOS_PRODUTOS, paraOPerfil, type Produto } from '../../domain/comum/produtos';
import { Sessao } from './Sessao';
import { tituloDaPagina } from './titulos';
import { rotas } from '../rotas';

/**
 * A product only associates buy (club, reconciliation, retail), at any of its addresses: a consultant reads, once,
 * that the associate buys it itself (CONSULTOR_NAO_CONTRATA), and is offered nothing to buy; the product's chunk is
 * not even loaded (its first call would be refused, 403). Everyone else gets the product.
 */
export function SoDoAssociado({ produto, children }: { produto: Produto; children: ReactNode }) {
  const perfil = Sessao.useSelector((s) => s.context.usuario?.perfil);
  if (perfil !== 'consultor' || paraOPerfil(produto, perfil)) return children;
  return <ConsultorNaoContrata produto={produto} />;
}

function ConsultorNaoContrata({ produto }: { produto: Produto }) {
  const nome = NOMES_DOS_PRODUTOS[produto];
  useLayoutEffect(() => { document.title = tituloDaPagina(nome); }, [nome]);
  return (
    <section aria-labelledby="titulo">
      <h1 id="titulo">{nome}</h1>
      <p>{CONSULTOR_NAO_CONTRATA}</p>
      <Link className="botao" href={rotas.Dashboard.link()}>Ir para os produtos</Link>
    </section>
  );
}
