import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { carregarToasts } from '../services/comum/avisos';
import { Carregando } from './comum/Carregando';
import { Marca, Topo } from './comum/Topo';
import { useFonteDepoisDaPrimeiraPintura } from './comum/fonte';
import { usePaginaAnunciada, type TitulosDasRotas } from './comum/titulos';
import { LoginView } from './comum/LoginView';
import { NaoEncontradoView } from './comum/NaoEncontradoView';
import { Sessao } from './comum/Sessao';
import { SoDoAssociado, SoDoConsultor } from './comum/SoDoAssociado';
import { loginVoltandoPara, rotas } from './rotas';

// one lazy chunk per product (DESIGN.md)
const ClubeVantagensRotas = lazy(() => import('./clube-vantagens/ClubeVantagensRotas'));
const SpcConciliadorRotas = lazy(() => import('./spc-conciliador/SpcConciliadorRotas'));
const AtendimentoRotas = lazy(() => import('./atendimento/AtendimentoRotas'));
const VarejoRotas = lazy(() => import('./cdl-varejo-inteligente/VarejoRotas'));
const ConsultorRotas = lazy(() => import('./cdl-consultor/ConsultorRotas'));
const CdlSaudeRotas = lazy(() => import('./cdl-saude/CdlSaudeRotas'));
// views/cdl-saude/rotas.ts rotasSaudeConsultor, written out: a consultant's CDL Saúde for the member of the address
const SAUDE_DO_CONSULTOR = '/produto/cdl-consultor/associado/:codSocio/cdl-saude';
// the invited company's page (issue 21 step 3): public, and its own chunk
const CONVITE = '/convite';
// views/atendimento/rotas.ts fila, written out: its module stays out of the initial route
const ATENDIMENTO = '/atendimento';
const ConviteView = lazy(() => import('./cdl-consultor/ConviteView'));
// the login route does not need the products screen nor the institutional page: each a small chunk of its own
const DashboardView = lazy(() => import('./comum/DashboardView').then((m) => ({ default: m.DashboardView })));
const InstitucionalView = lazy(() => import('./comum/InstitucionalView').then((m) => ({ default: m.InstitucionalView })));
const Toaster = lazy(() => carregarToasts().then((m) => ({ default: m.Toaster })));

// each page's name in the tab ('… — Portal do Associado'), as its h1 says it; a lazy product names its own pages
// (useTitulosDoProduto in its *Rotas.tsx, with its rotas.ts), so their words stay out of the initial route
const TITULOS: TitulosDasRotas = [
  [rotas.login.padrao, 'Entrar'],
  [rotas.Dashboard.padrao, 'Nossos produtos'],
  [rotas.institucional.padrao, 'Institucional'],
  // the invitation's page names its tab as its h1 (Convite…, Criar senha, Link indisponível…): ConviteView
  [CONVITE, null],
  ...['/produto/clube-vantagens', '/produto/spc-conciliador', '/produto/cdl-varejo-inteligente', '/produto/cdl-consultor', '/atendimento']
    .flatMap((produto) => [[produto, null], [`${produto}/*`, null]] as const),
];

// toasts: on a phone at the bottom (the h1 sits right under the header there), from 640 px at the top right of the column
const LARGA = '(min-width: 1100px)';
const useTelaLarga = () => useSyncExternalStore((avisar) => {
  const consulta = matchMedia(LARGA);
  consulta.addEventListener('change', avisar);
  return () => consulta.removeEventListener('change', avisar);
}, () => matchMedia(LARGA).matches);

/** The portal: session first, then the routes of spec §2. */
export function App() {
  useFonteDepoisDaPrimeiraPintura();
  const larga = useTelaLarga();
  return (
    <Sessao.Provider>
      <a className="pular" href="#conteudo">Pular para o conteúdo</a>
      <Rotas />
      <Suspense fallback={null}><Toaster position={larga ? 'top-center' : 'bottom-center'} /></Suspense>
    </Sessao.Provider>
  );
}

/** The invitation's link (/convite#<token>): no session needed, whoever is logged in this browser. */
function TelaDoConvite() {
  return (
    <main id="conteudo">
      <div className="login-marca"><Marca /></div>
      <Suspense fallback={<Carregando />}><ConviteView /></Suspense>
    </main>
  );
}

/** The login has no header: the portal's mark stands above its card. */
function TelaDeLogin() {
  return (
    <main id="conteudo">
      <div className="login-marca"><Marca /></div>
      <LoginView />
    </main>
  );
}

/**
 * '/' (where the login lands): the products screen; staff have no product, their work is the console (issue 27: they
 * landed on 'Nossos produtos' with a sentence pointing to it).
 */
function Inicio() {
  const perfil = Sessao.useSelector((s) => s.context.usuario?.perfil);
  return perfil === 'atendente' ? <Redirect to={ATENDIMENTO} replace /> : <DashboardView />;
}

function Rotas() {
  const estado = Sessao.useSelector((s) => s.value);
  const [local] = useLocation();
  const busca = useSearch();
  usePaginaAnunciada(TITULOS);
  if (local === CONVITE) return <TelaDoConvite />;
  // the login form needs no session: draw it at once, it moves on by itself if one turns up
  if (estado === 'checking' && local === rotas.login.link()) return <TelaDeLogin />;
  if (estado === 'checking' || estado === 'loggingOut') return <Carregando />;
  if (estado !== 'authenticated') {
    // §6: without a session every screen sends to login, and back here afterwards
    return local === rotas.login.link() ? <TelaDeLogin /> : <Redirect to={loginVoltandoPara(local + (busca ? `?${busca}` : ''))} replace />;
  }
  return (
    <>
      <Topo />
      <main id="conteudo">
        <Suspense fallback={<Carregando />}>
          <Switch>
            <Route path={rotas.login.padrao}><LoginView /></Route>
            <Route path={rotas.Dashboard.padrao}><Inicio /></Route>
            <Route path={rotas.institucional.padrao}><InstitucionalView /></Route>
            {/* associate-only products (issue 20): a consultant reads why, once, and is offered no purchase */}
            <Route path="/produto/clube-vantagens/*"><SoDoAssociado produto="clube-vantagens"><ClubeVantagensRotas /></SoDoAssociado></Route>
            <Route path="/produto/spc-conciliador"><SoDoAssociado produto="spc-conciliador"><SpcConciliadorRotas /></SoDoAssociado></Route>
            <Route path="/produto/spc-conciliador/*"><SoDoAssociado produto="spc-conciliador"><SpcConciliadorRotas /></SoDoAssociado></Route>
            <Route path="/produto/cdl-varejo-inteligente"><SoDoAssociado produto="cdl-varejo-inteligente"><VarejoRotas /></SoDoAssociado></Route>
            <Route path="/produto/cdl-varejo-inteligente/*"><SoDoAssociado produto="cdl-varejo-inteligente"><VarejoRotas /></SoDoAssociado></Route>
            <Route path="/produto/cdl-saude"><SoDoAssociado produto="cdl-saude"><CdlSaudeRotas /></SoDoAssociado></Route>
            <Route path="/produto/cdl-saude-plano"><SoDoAssociado produto="cdl-saude"><CdlSaudeRotas /></SoDoAssociado></Route>
            <Route path="/produto/cdl-saude-plano/*"><SoDoAssociado produto="cdl-saude"><CdlSaudeRotas /></SoDoAssociado></Route>
            <Route path={SAUDE_DO_CONSULTOR}><SoDoConsultor><CdlSaudeRotas /></SoDoConsultor></Route>
            <Route path={`${SAUDE_DO_CONSULTOR}/*`}><SoDoConsultor><CdlSaudeRotas /></SoDoConsultor></Route>
            {/* the consultant area: only a consultant gets its screens (and its chunk); anyone else one sentence */}
            <Route path="/produto/cdl-consultor"><SoDoConsultor><ConsultorRotas /></SoDoConsultor></Route>
            <Route path="/produto/cdl-consultor/*"><SoDoConsultor><ConsultorRotas /></SoDoConsultor></Route>
            <Route path="/atendimento"><AtendimentoRotas /></Route>
            <Route path="/atendimento/*"><AtendimentoRotas /></Route>
            <Route><NaoEncontradoView /></Route>
          </Switch>
        </Suspense>
      </main>
    </>
  );
}
