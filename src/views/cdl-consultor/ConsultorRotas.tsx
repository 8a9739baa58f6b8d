import { Redirect, Route, Switch } from 'wouter';
import { NaoEncontradoView } from '../comum/NaoEncontradoView';
import { useTitulosDoProduto } from '../comum/titulos';
import { CadastroView } from './CadastroView';
import { CarteiraView } from './CarteiraView';
import { ChamadosView } from './ChamadosView';
import { DocumentosView } from './DocumentosView';
import { EditarView } from './EditarView';
import { FiliacaoView } from './FiliacaoView';
import { PainelView } from './PainelView';
import { rotasConsultor, TITULOS_CONSULTOR } from './rotas';
import './consultor.css';

/** The consultant area's screens: one lazy chunk, loaded for consultants only (App.tsx's SoDoConsultor). */
export default function ConsultorRotas() {
  useTitulosDoProduto(TITULOS_CONSULTOR);
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
