import { Redirect, Route, Switch } from 'wouter';
import { associadoSelecionado } from '../../services/comum/associado.store';
import { AssociadoDaRota } from '../comum/AssociadoDaRota';
import { NaoEncontradoView } from '../comum/NaoEncontradoView';
import { useTitulosDoProduto } from '../comum/titulos';
import { CadastroView } from './CadastroView';
import { CarteiraView } from './CarteiraView';
import { ChamadosView } from './ChamadosView';
import { DocumentosView } from './DocumentosView';
import { EditarView } from './EditarView';
import { FiliacaoView } from './FiliacaoView';
import { PainelView } from './PainelView';
import { ROTAS_ANTIGAS_CONSULTOR, rotasConsultor, TITULOS_CONSULTOR } from './rotas';
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
      <Route path={rotasConsultor.consultorArquivos.padrao}>{(p) => <AssociadoDaRota codSocio={p.codSocio}>{(a) => <DocumentosView associado={a} />}</AssociadoDaRota>}</Route>
      <Route path={rotasConsultor.painelAssociado.padrao}>{(p) => <AssociadoDaRota codSocio={p.codSocio}>{(a) => <PainelView associado={a} />}</AssociadoDaRota>}</Route>
      <Route path={rotasConsultor.editar.padrao}>{(p) => <AssociadoDaRota codSocio={p.codSocio}>{(a) => <EditarView associado={a} />}</AssociadoDaRota>}</Route>
      <Route path={rotasConsultor.chamados.padrao}>{(p) => <AssociadoDaRota codSocio={p.codSocio}>{(a) => <ChamadosView associado={a} />}</AssociadoDaRota>}</Route>
      {(Object.keys(ROTAS_ANTIGAS_CONSULTOR) as (keyof typeof ROTAS_ANTIGAS_CONSULTOR)[]).map((tela) => (
        <Route key={tela} path={ROTAS_ANTIGAS_CONSULTOR[tela]}><RotaAntiga tela={tela} /></Route>
      ))}
      <Route><NaoEncontradoView /></Route>
    </Switch>
  );
}

/**
 * An address from before issue 27 (a bookmark): the same screen of the member chosen last in this browser, or the
 * carteira when none was (the address never named one).
 */
function RotaAntiga({ tela }: { tela: keyof typeof ROTAS_ANTIGAS_CONSULTOR }) {
  const s = associadoSelecionado();
  const destino = s && !s.proprio ? rotasConsultor[tela].link({ codSocio: s.codSocio }) : rotasConsultor.gerenciarAssociados.link();
  return <Redirect to={destino} replace />;
}
