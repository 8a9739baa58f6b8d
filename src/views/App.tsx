import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { carregarToasts } from '../services/avisos';
import { Carregando } from './componentes/Carregando';
import { Topo } from './componentes/Topo';
import { DashboardView } from './DashboardView';
import { InstitucionalView } from './InstitucionalView';
import { LoginView } from './LoginView';
import { NaoEncontradoView } from './NaoEncontradoView';
import { loginVoltandoPara, rotas } from './rotas';
import { Sessao } from './Sessao';

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
  if (estado === 'checking' && local === rotas.login) return <main id="conteudo"><LoginView /></main>;
  if (estado === 'checking' || estado === 'loggingOut') return <Carregando />;
  if (estado !== 'authenticated') {
    // §6: without a session every screen sends to login, and back here afterwards
    return local === rotas.login ? <main id="conteudo"><LoginView /></main> : <Redirect to={loginVoltandoPara(local + (busca ? `?${busca}` : ''))} replace />;
  }
  return (
    <>
      <Topo />
      <main id="conteudo">
        <Suspense fallback={<Carregando />}>
          <Switch>
            <Route path={rotas.login}><LoginView /></Route>
            <Route path={rotas.Dashboard}><DashboardView /></Route>
            <Route path={rotas.institucional}><InstitucionalView /></Route>
            <Route path="/produto/clube-vantagens/*"><ClubeVantagensRotas /></Route>
            <Route><NaoEncontradoView /></Route>
          </Switch>
        </Suspense>
      </main>
    </>
  );
}
