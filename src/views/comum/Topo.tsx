import { Link } from 'wouter';
import { Sessao } from './Sessao';
import { rotas } from '../rotas';

/** The portal's mark: a storefront (the association's members are merchants), drawn in the header's colours. */
export function Marca() {
  return (
    <svg className="marca" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect className="marca-fundo" width="32" height="32" rx="8" />
      {/* an awning with four scallops over a shop front with its door */}
      <path className="marca-tinta" d="M8 7h16l2.5 6.5a2.625 2.625 0 0 1-5.25 0 2.625 2.625 0 0 1-5.25 0 2.625 2.625 0 0 1-5.25 0 2.625 2.625 0 0 1-5.25 0z" />
      <path className="marca-tinta" d="M8 18.5h16V25h-5.5v-4.5h-5V25H8z" />
    </svg>
  );
}

/**
 * Header of every logged-in screen: the portal's wordmark, who is in (first name; the full one for screen readers), and Sair.
 * Staff get a second line with the link to their console (at 360 px there is no room beside the name and SAIR).
 */
export function Topo() {
  const actor = Sessao.useActorRef();
  const nome = Sessao.useSelector((s) => s.context.usuario?.dadosContatoPrincipal[0]?.nome ?? '').trim();
  const equipe = Sessao.useSelector((s) => s.context.usuario?.perfil === 'atendente');
  // at 360 px only the first name fits beside the wordmark and SAIR; the rest is read, not shown
  const [primeiro = '', ...resto] = nome.split(/\s+/);
  return (
    <header className={equipe ? 'topo com-equipe' : 'topo'}>
      <Link href={rotas.Dashboard.link()} className="marca-portal">
        <Marca />
        <span className="marca-texto"><span>Portal do</span> <span>Associado</span></span>
      </Link>
      <div className="usuario">
        {nome && (
          <span className="usuario-nome" title={nome}>
            {primeiro}{resto.length > 0 && <span className="visualmente-oculto"> {resto.join(' ')}</span>}
          </span>
        )}
        <button type="button" className="botao sair" onClick={() => actor.send({ type: 'session.end' })}>Sair</button>
      </div>
      {/* the staff console (views/atendimento, a lazy chunk: its routes module is not imported here) */}
      {equipe && <nav aria-label="Equipe" className="topo-equipe"><Link href="/atendimento">Atendimento</Link></nav>}
    </header>
  );
}
