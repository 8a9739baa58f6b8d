import { Suspense } from 'react';
import { Link } from 'wouter';
import { DESCRICOES_DOS_PRODUTOS } from '../../domain/comum/descricoes';
import { NOMES_DOS_PRODUTOS, paraOPerfil, PRODUTOS, type Produto } from '../../domain/comum/produtos';
import { Carregando } from './Carregando';
import type { ModuloDoCliente } from './modulo';
import { Sessao } from './Sessao';
import { rotas } from '../rotas';

/**
 * Dashboard (products screen): per product, what this user has. Associates (non-associates included)
 * see the club and the products they buy; a consultant sees the consultant area. Staff never come here: '/' sends
 * them to the console (App.tsx, issue 27). Each product's card is its module's (views/produtos.ts, App.tsx hands the
 * list in: this screen names no product), drawn together once their chunks are in; each product's status fills in
 * after. A product not built yet (in PRODUTOS, without a module) gets a card that says so, with no link to a page
 * that does not exist yet (issue 9).
 */
export function DashboardView({ produtos }: { produtos: readonly ModuloDoCliente[] }) {
  const usuario = Sessao.useSelector((s) => s.context.usuario);
  const nome = usuario?.dadosContatoPrincipal[0]?.nome ?? '';
  const perfil = usuario?.perfil ?? 'associado';
  const cartoes = produtos.flatMap(({ produto, Cartao }) => (Cartao && produto !== 'atendimento' && paraOPerfil(produto, perfil) ? [{ produto, Cartao }] : []));
  const construidos = new Set<string>(produtos.map((m) => m.produto));
  const emBreve = PRODUTOS.filter((p): p is Produto => !construidos.has(p) && paraOPerfil(p, perfil));
  return (
    <section aria-labelledby="titulo">
      <h1 id="titulo">Olá, {nome.split(' ')[0]}! Nossos produtos</h1>
      <Suspense fallback={<Carregando />}>
        <ul className="grade lista-limpa produtos">
          {cartoes.map(({ produto, Cartao }) => <li key={produto}><Cartao /></li>)}
          {emBreve.map((produto) => (
            <li key={produto}>
              <div className="cartao produto em-breve">
                <strong>{NOMES_DOS_PRODUTOS[produto]}</strong>
                <span>{DESCRICOES_DOS_PRODUTOS[produto]}</span>
                <span className="etiqueta neutra">Em breve</span>
              </div>
            </li>
          ))}
        </ul>
      </Suspense>
      <p><Link href={rotas.institucional.link()}>Institucional: conheça a associação</Link></p>
    </section>
  );
}
