import { useLayoutEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { CONSULTOR_NAO_CONTRATA, NOMES_DOS_PRODUTOS, paraOPerfil, SO_DO_CONSULTOR, type Produto } from '../../domain/comum/produtos';
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
  return <ForaDoPerfil produto={produto} frase={CONSULTOR_NAO_CONTRATA} />;
}

/** The consultant area, at any of its addresses: anyone but a consultant reads SO_DO_CONSULTOR; its chunk is not loaded. */
export function SoDoConsultor({ children }: { children: ReactNode }) {
  const perfil = Sessao.useSelector((s) => s.context.usuario?.perfil);
  if (perfil === 'consultor') return children;
  return <ForaDoPerfil produto="cdl-consultor" frase={SO_DO_CONSULTOR} />;
}

/** A product this login's perfil does not use: its name, why, once, and the way back to the products screen. */
function ForaDoPerfil({ produto, frase }: { produto: Produto; frase: string }) {
  const nome = NOMES_DOS_PRODUTOS[produto];
  useLayoutEffect(() => { document.title = tituloDaPagina(nome); }, [nome]);
  return (
    <section aria-labelledby="titulo">
      <h1 id="titulo">{nome}</h1>
      <p>{frase}</p>
      <Link className="botao" href={rotas.Dashboard.link()}>Ir para os produtos</Link>
    </section>
  );
}
