import { Redirect, Route, Switch } from 'wouter';
import { NaoEncontradoView } from '../comum/NaoEncontradoView';
import { AnuncioView } from './AnuncioView';
import { BannerView } from './BannerView';
import { CancelamentoView } from './CancelamentoView';
import { PainelView } from './PainelView';
import { PagamentoView } from './PagamentoView';
import { TermoView } from './TermoView';
import { RemoverUsuariosView } from './RemoverUsuariosView';
import { UsuariosView } from './UsuariosView';
import { useTitulosDoProduto } from '../comum/titulos';
import { formularioClube, rotasClube, TITULOS_CLUBE } from './rotas';

/** The discount club's screens: one lazy chunk. */
export default function ClubeVantagensRotas() {
  useTitulosDoProduto(TITULOS_CLUBE);
  return (
    <Switch>
      <Route path={rotasClube.painel.padrao}><PainelView /></Route>
      <Route path={rotasClube.termo.padrao}><TermoView /></Route>
      <Route path={rotasClube.cancelamento.padrao}><CancelamentoView /></Route>
      <Route path={rotasClube.pagamento.padrao}><PagamentoView /></Route>
      {/* §2: formulario/clube redirects to the terms screen */}
      <Route path={formularioClube('clube')}><Redirect to={rotasClube.termo.link()} replace /></Route>
      <Route path={formularioClube('anuncio')}><AnuncioView /></Route>
      <Route path={formularioClube('banner')}><BannerView /></Route>
      <Route path={formularioClube('usuarios')}><UsuariosView /></Route>
      <Route path={rotasClube.removerUsuarios.padrao}><RemoverUsuariosView /></Route>
      <Route><NaoEncontradoView /></Route>
    </Switch>
  );
}
