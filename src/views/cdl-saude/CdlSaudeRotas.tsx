import { Route, Switch, useParams } from 'wouter';
import { AssociadoDaRota } from '../comum/AssociadoDaRota';
import { NaoEncontradoView } from '../comum/NaoEncontradoView';
import { useTitulosDoProduto } from '../comum/titulos';
import { Assistente } from './Assistente';
import { EnviadoView } from './EnviadoView';
import { rotasSaude, TITULOS_SAUDE_CADASTRO } from './rotas';
import './saude.css';

/** The consultant's wizard: the member of the address (issue 27), its own draft (escopo codSocio). */
function AssistenteDoConsultor() {
  const { codSocio } = useParams<{ codSocio: string }>();
  return <AssociadoDaRota codSocio={codSocio}>{(a) => <Assistente key={a.codSocio} codSocio={a.codSocio} nomeSocio={a.nomeSocio} />}</AssociadoDaRota>;
}

function EnviadoDoConsultor() {
  const { codSocio } = useParams<{ codSocio: string }>();
  return <EnviadoView lista={rotasSaude.consultorLista.link({ codSocio })} />;
}

/** CDL Saúde's enrollment screens (the lives list is E1's), the associate's and the consultant's: one lazy chunk. */
export default function CdlSaudeRotas() {
  useTitulosDoProduto(TITULOS_SAUDE_CADASTRO);
  return (
    <Switch>
      <Route path={rotasSaude.cadastro.padrao}><Assistente /></Route>
      <Route path={rotasSaude.planos.padrao}><Assistente /></Route>
      <Route path={rotasSaude.finalizar.padrao}><Assistente /></Route>
      <Route path={rotasSaude.resumo.padrao}><Assistente /></Route>
      <Route path={rotasSaude.enviado.padrao}><EnviadoView lista={rotasSaude.lista.link()} /></Route>
      <Route path={rotasSaude.consultorCadastro.padrao}><AssistenteDoConsultor /></Route>
      <Route path={rotasSaude.consultorPlanos.padrao}><AssistenteDoConsultor /></Route>
      <Route path={rotasSaude.consultorFinalizar.padrao}><AssistenteDoConsultor /></Route>
      <Route path={rotasSaude.consultorResumo.padrao}><AssistenteDoConsultor /></Route>
      <Route path={rotasSaude.consultorEnviado.padrao}><EnviadoDoConsultor /></Route>
      <Route><NaoEncontradoView /></Route>
    </Switch>
  );
}
