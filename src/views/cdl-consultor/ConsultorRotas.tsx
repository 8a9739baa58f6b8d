import { Link, Redirect, Route, Switch } from 'wouter';
import { NaoEncontradoView } from '../comum/NaoEncontradoView';
import { Sessao } from '../comum/Sessao';
import { useTitulosDoProduto } from '../comum/titulos';
import { rotas } from '../rotas';
import { CadastroView } from './CadastroView';
import { CarteiraView } from './CarteiraView';
import { ChamadosView } from './ChamadosView';
import { DocumentosView } from './DocumentosView';
import { EditarView } from './EditarView';
import { FiliacaoView } from './FiliacaoView';
import { PainelView } from './PainelView';
import { rotasConsultor, TITULOS_CONSULTOR } from './rotas';
import './consultor.css';

/** decided: what anyone but a consultant reads at the consultant area's addresses (no call is made). */
export const SO_DO_CONSULTOR = 'Esta área é dos consultores: aqui o consultor cuida da carteira de associados dele.';

/** The consultant area's screens: one lazy chunk. Only a consultant gets them; anyone else one sentence and no call. */
export default function ConsultorRotas() {
  useTitulosDoProduto(TITULOS_CONSULTOR);
  const perfil = Sessao.useSelector((s) => s.context.usuario?.perfil);
  if (perfil !== 'consultor') {
    return (
      <section aria-labelledby="titulo">
        <h1 id="titulo">Consultor</h1>
        <p>{SO_DO_CONSULTOR}</p>
        <Link className="botao" href={rotas.Dashboard.link()}>Ir para os produtos</Link>
      </section>
    );
  }
  return (
    <Switch>
      <Route path={rotasConsultor.inicio.padrao}><Redirect to={rotasConsultor.gerenciarAssociados.link()} replace /></Route>
      <Route path={rotasConsultor.gerenciarAssociados.padrao}><CarteiraView /></Route>
      <Route path={rotasConsultor.filiacao.padrao}><FiliacaoView /></Route>
      <Route path={rotasConsultor.cadastrarAssociado.padrao}>{(p) => <CadastroView membroIdDaRota={p.membroId} />}</Route>
      <Route path={rotasConsultor.consultorArquivos.padrao}><DocumentosView /></Route>
      <Route path={rotasConsultor.painelAssociado.padrao}><PainelView /></Route>
      <Route path={rotasConsultor.editar.padrao}><EditarView /></Route>
      <Route path={rotasConsultor.chamados.padrao}><ChamadosView /></Route>
      <Route><NaoEncontradoView /></Route>
    </Switch>
  );
}
