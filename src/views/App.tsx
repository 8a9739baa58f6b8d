import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
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
import type { ModuloDoCliente, QuemAbre } from './comum/modulo';
import { modulosDoCliente } from './produtos';
import { loginVoltandoPara, rotas } from './rotas';

// one lazy chunk per product (DESIGN.md): each module's Rotas, from the products list (views/produtos.ts)
// views/atendimento/rotas.ts fila, written out: its module stays out of the initial route
const ATENDIMENTO = '/atendimento';
// pages without a session (the invited company's, issue 21 step 3): each module's `publicas`, each its own chunk
const PUBLICAS = modulosDoCliente.flatMap((m) => m.publicas ?? []);

/**
 * Every product's addresses as routes, each with its module and who may open it: exact patterns first, then the
 * longest prefixes, so a product's address under another's prefix (Saúde's consultant variant under the consultant
 * area) is its own.
 */
const ENDERECOS = modulosDoCliente
  .flatMap((modulo) => (Object.entries(modulo.enderecos) as [QuemAbre, readonly string[]][]).flatMap(([quem, padroes]) => padroes.map((padrao) => ({ padrao, quem, modulo }))))
  .sort((a, b) => Number(a.padrao.endsWith('*')) - Number(b.padrao.endsWith('*')) || (a.padrao.endsWith('*') ? b.padrao.length - a.padrao.length : 0));
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
  // a public page names its tab as its h1 (the invitation's: Convite…, Criar senha, Link indisponível…)
  ...PUBLICAS.map((p) => [p.caminho, null] as const),
  // a product's addresses (a prefix's own address too, whether a page or not found: the product says)
  ...ENDERECOS.flatMap(({ padrao }) => [padrao, ...(padrao.endsWith('/*') ? [padrao.slice(0, -2)] : [])]).map((padrao) => [padrao, null] as const),
];

/** A product's routes behind who may open it (issue 20, 21): someone else reads why, once, and its chunk is not loaded. */
function rotasDo({ produto, Rotas }: ModuloDoCliente, quem: QuemAbre): ReactNode {
  if (quem === 'associado' && produto !== 'atendimento') return <SoDoAssociado produto={produto}><Rotas /></SoDoAssociado>;
  if (quem === 'consultor') return <SoDoConsultor><Rotas /></SoDoConsultor>;
  return <Rotas />;
}

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

/** A public page (the invitation's link, /convite#<token>): no session needed, whoever is logged in this browser. */
function TelaPublica({ Tela }: { Tela: (typeof PUBLICAS)[number]['Tela'] }) {
  return (
    <main id="conteudo">
      <div className="login-marca"><Marca /></div>
      <Suspense fallback={<Carregando />}><Tela /></Suspense>
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
  return perfil === 'atendente' ? <Redirect to={ATENDIMENTO} replace /> : <DashboardView produtos={modulosDoCliente} />;
}

function Rotas() {
  const estado = Sessao.useSelector((s) => s.value);
  const [local] = useLocation();
  const busca = useSearch();
  usePaginaAnunciada(TITULOS);
  const publica = PUBLICAS.find((p) => p.caminho === local);
  if (publica) return <TelaPublica Tela={publica.Tela} />;
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
            {/* each product's addresses; one key per product and guard, so moving between its addresses keeps its
                routes mounted */}
            {ENDERECOS.map(({ padrao, quem, modulo }) => <Route key={`${modulo.produto} ${quem}`} path={padrao}>{rotasDo(modulo, quem)}</Route>)}
            <Route><NaoEncontradoView /></Route>
          </Switch>
        </Suspense>
      </main>
    </>
  );
}
