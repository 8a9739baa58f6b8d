import { Link } from 'wouter';
import { Sessao } from './Sessao';
import { rotas } from '../rotas';

/** Header of every logged-in screen: the portal, who is in, and Sair. */
export function Topo() {
  const actor = Sessao.useActorRef();
  const nome = Sessao.useSelector((s) => s.context.usuario?.dadosContatoPrincipal[0]?.nome ?? '');
  return (
    <header className="topo">
      <Link href={rotas.Dashboard.link()}>Portal do Associado</Link>
      <div className="usuario">
        <span>{nome}</span>
        <button type="button" className="botao sair" onClick={() => actor.send({ type: 'session.end' })}>Sair</button>
      </div>
    </header>
  );
}
