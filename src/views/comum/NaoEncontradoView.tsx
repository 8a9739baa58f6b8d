import { Link } from 'wouter';
import { rotas } from '../rotas';

/** Any path the portal does not have (decided: a page, not a silent redirect). */
export function NaoEncontradoView() {
  return (
    <section aria-labelledby="titulo">
      <h1 id="titulo">Página não encontrada</h1>
      <p>O endereço acessado não existe ou ainda não está disponível.</p>
      <Link className="botao" href={rotas.Dashboard.link()}>Ir para os produtos</Link>
    </section>
  );
}
