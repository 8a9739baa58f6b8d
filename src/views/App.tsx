import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { carregarToasts } from '../services/comum/avisos';
import { Carregando } from './comum/Carregando';
import { Topo } from './comum/Topo';
import { DashboardView } from './comum/DashboardView';
import { InstitucionalView } from './comum/InstitucionalView';
import { LoginView } from './comum/LoginView';
import { NaoEncontradoView } from './comum/NaoEncontradoView';
import { Sessao } from './comum/Sessao';
import { loginVoltandoPara, rotas } from './rotas';

// one lazy chunk per product (DESIGN.md)
const ClubeVantagensRotas = lazy(() => import('./clube-vantagens/ClubeVantagensRotas'));
const Toaster = lazy(() => carregarToasts().then((m) => ({ default: m.Toaster })));

/** The portal: session first, then the routes of spec §2. */
export function App() {
  return (
    <Sessao.Provider>
      <a className="pular" href="#conteudo">Pular para o conteúdo</a>
      <Rotas />
      <Suspense fallback={null}><Toaster position="top-center" /></Suspense>
    </Sessao.Provider>
  );
}

function Rotas() {
  const estado = Sessao.useSelector((s) => s.value);
  const [local] = useLocation();
  const busca = useSearch();
  // the login form needs no session: draw it at once, it moves on by itself if one turns up
  if (estado === 'checking' && local === rotas.login.link()) return <main id="conteudo"><LoginView /></main>;
  if (estado === 'checking' || estado === 'loggingOut') return <Carregando />;
  if (estado !== 'authenticated') {
    // §6: without a session every screen sends to login, and back here afterwards
    return local === rotas.login.link() ? <main id="conteudo"><LoginView /></main> : <Redirect to={loginVoltandoPara(local + (busca ? `?${busca}` : ''))} replace />;
  }
  return (
    <>
      <Topo />
      <main id="conteudo">
        <Suspense fallback={<Carregando />}>
          <Switch>
            <Route path={rotas.login.padrao}><LoginView /></Route>
            <Route path={rotas.Dashboard.padrao}><DashboardView /></Route>
            <Route path={rotas.institucional.padrao}><InstitucionalView /></Route>
            <Route path="/produto/clube-vantagens/*"><ClubeVantagensRotas /></Route>
            <Route><NaoEncontradoView /></Route>
          </Switch>
        </Suspense>
      </main>
    </>
  );
}
