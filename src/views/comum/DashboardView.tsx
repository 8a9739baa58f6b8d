import { Link } from 'wouter';
import { Sessao } from './Sessao';
import { entradasAindaNaoConstruidas, rotas } from '../rotas';
import { rotasClube } from '../clube-vantagens/rotas';

const PRODUTOS = [
  { titulo: 'Clube de Vantagens', descricao: 'Anúncios, banner em destaque e usuários do clube de descontos.', href: rotasClube.painel.link() },
  { titulo: 'CDL Saúde', descricao: 'Plano de saúde: vidas, titulares e dependentes.', href: entradasAindaNaoConstruidas['cdl-saude'] },
  { titulo: 'Consultor', descricao: 'Carteira de associados, cadastros, chamados e vidas.', href: entradasAindaNaoConstruidas['cdl-consultor'] },
  { titulo: 'SPC Conciliador', descricao: 'Conciliação de cartões: planos, operadoras e pagamento.', href: entradasAindaNaoConstruidas['spc-conciliador'] },
  { titulo: 'Varejo Inteligente', descricao: 'Reserva de sala de reunião, auditório, rooftop, estação de trabalho e escritório virtual.', href: entradasAindaNaoConstruidas['cdl-varejo-inteligente'] },
] as const;

/** Dashboard (products screen): the five products and the institutional page. */
export function DashboardView() {
  const nome = Sessao.useSelector((s) => s.context.usuario?.dadosContatoPrincipal[0]?.nome ?? '');
  return (
    <section aria-labelledby="titulo">
      <h1 id="titulo">Olá, {nome.split(' ')[0]}! Nossos produtos</h1>
      <ul className="grade lista-limpa">
        {PRODUTOS.map((p) => (
          <li key={p.href}>
            <Link className="cartao produto" href={p.href}>
              <strong>{p.titulo}</strong>
              <span>{p.descricao}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p><Link href={rotas.institucional.link()}>Institucional: conheça a associação</Link></p>
    </section>
  );
}
