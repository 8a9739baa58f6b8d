import { Link } from 'wouter';
import { paraOPerfil } from '../../domain/comum/produtos';
import { Sessao } from './Sessao';
import { entradasAindaNaoConstruidas, rotas } from '../rotas';
import { CartaoClube } from '../clube-vantagens/CartaoClube';
import { varejoSituacaoMachine } from '../../machines/cdl-varejo-inteligente/situacao.machine';
import { conciliadorSituacaoMachine } from '../../machines/spc-conciliador/situacao.machine';
import { CartaoProduto } from './CartaoProduto';

/** Products not built yet: a card that says so, with no link to a page that does not exist yet (issue 9). */
const EM_BREVE: { produto: keyof typeof entradasAindaNaoConstruidas; titulo: string; descricao: string }[] = [];

/**
 * Dashboard (products screen): per product, what this user has. Associates (non-associates included)
 * see the club and the products they buy; a consultant sees the consultant area. Staff never come here: '/' sends
 * them to the console (App.tsx, issue 27). The club's status fills in after the cards are drawn.
 */
export function DashboardView() {
  const usuario = Sessao.useSelector((s) => s.context.usuario);
  const nome = usuario?.dadosContatoPrincipal[0]?.nome ?? '';
  const perfil = usuario?.perfil ?? 'associado';
  const produtos = EM_BREVE.filter((p) => paraOPerfil(p.produto, perfil));
  return (
    <section aria-labelledby="titulo">
      <h1 id="titulo">Olá, {nome.split(' ')[0]}! Nossos produtos</h1>
      <ul className="grade lista-limpa produtos">
        {paraOPerfil('clube-vantagens', perfil) && <li><CartaoClube /></li>}
        {paraOPerfil('spc-conciliador', perfil) && (
          <li>
            {/* views/spc-conciliador/rotas.ts apresentacao, written out: its module stays out of the initial route */}
            <CartaoProduto href="/produto/spc-conciliador" titulo="SPC Conciliador" descricao="Conciliação de cartões: planos, operadoras e pagamento."
              machine={conciliadorSituacaoMachine} resumo={(r) => r} />
          </li>
        )}
        {paraOPerfil('cdl-varejo-inteligente', perfil) && (
          <li>
            {/* views/cdl-varejo-inteligente/rotas.ts varejo, written out: its module stays out of the initial route */}
            <CartaoProduto href="/produto/cdl-varejo-inteligente" titulo="Varejo Inteligente"
              descricao="Reserva de sala de reunião, auditório, rooftop, estação de trabalho e escritório virtual."
              machine={varejoSituacaoMachine} resumo={(r) => r} />
          </li>
        )}
        {paraOPerfil('cdl-saude', perfil) && (
          <li>
            {/* views/cdl-saude/rotas.ts produto, written out: its module stays out of the initial route */}
            <Link className="cartao produto" href="/produto/cdl-saude">
              <strong>CDL Saúde</strong>
              <span>Plano de saúde: vidas, titulares e dependentes.</span>
            </Link>
          </li>
        )}
        {paraOPerfil('cdl-consultor', perfil) && (
          <li>
            {/* views/cdl-consultor/rotas.ts gerenciarAssociados, written out: its module stays out of the initial route */}
            <Link className="cartao produto" href="/produto/cdl-consultor/minha-carteira">
              <strong>Consultor</strong>
              <span>Carteira de associados, cadastros, chamados e vidas.</span>
            </Link>
          </li>
        )}
        {produtos.map((p) => (
          <li key={p.produto}>
            <div className="cartao produto em-breve">
              <strong>{p.titulo}</strong>
              <span>{p.descricao}</span>
              <span className="etiqueta neutra">Em breve</span>
            </div>
          </li>
        ))}
      </ul>
      <p><Link href={rotas.institucional.link()}>Institucional: conheça a associação</Link></p>
    </section>
  );
}
