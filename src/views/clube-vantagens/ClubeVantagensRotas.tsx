import { Redirect, Route, Switch } from 'wouter';
import { NaoEncontradoView } from '../NaoEncontradoView';
import { rotas } from '../rotas';
import { AnuncioFormularioView } from './AnuncioFormularioView';
import { BannerFormularioView } from './BannerFormularioView';
import { ClubeCancelamentoView } from './ClubeCancelamentoView';
import { ClubePainelView } from './ClubePainelView';
import { ClubeTermoView } from './ClubeTermoView';
import { RemoverUsuariosView } from './RemoverUsuariosView';
import { UsuariosFormularioView } from './UsuariosFormularioView';

/** The discount club's screens: one lazy chunk. */
export default function ClubeVantagensRotas() {
  return (
    <Switch>
      <Route path={rotas['clube-painel']}><ClubePainelView /></Route>
      <Route path={rotas['clube-termo']}><ClubeTermoView /></Route>
      <Route path={rotas.cancelamentoClube}><ClubeCancelamentoView /></Route>
      {/* §2: formulario/clube redirects to the terms screen */}
      <Route path={rotas.clubeFormulario('clube')}><Redirect to={rotas['clube-termo']} replace /></Route>
      <Route path={rotas.clubeFormulario('anuncio')}><AnuncioFormularioView /></Route>
      <Route path={rotas.clubeFormulario('banner')}><BannerFormularioView /></Route>
      <Route path={rotas.clubeFormulario('usuarios')}><UsuariosFormularioView /></Route>
      <Route path={rotas.removerUsuarios}><RemoverUsuariosView /></Route>
      <Route><NaoEncontradoView /></Route>
    </Switch>
  );
}
