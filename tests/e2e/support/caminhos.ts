/**
 * Generated paths (the covering set of tests/support/paths.ts, numbered as `npm run paths` numbers them)
 * replayed THROUGH THE UI: user events become clicks, actor outcomes become the answer page.route gives
 * that actor's API call, and after every step the screen must show what the path's state means. Each
 * flow that has screens registers itself (`Fluxo`, listed in tests/e2e/support/telas.ts): its page, the
 * API call of each actor, how each state is recognized on screen (`tela`) and how each user event is
 * done there (`acoes`); `testarCaminhosNaTela` does the rest. Every path starts with a fresh screen (and
 * machine) on one of three lane pages, so paths run three at a time; see prepararFaixa.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import type { Modelo } from '../../support/modelos';
import type { PathEvent } from '../../support/paths';
import { analisar, type Cenario } from '../../support/relatorio';
import { entrarPorApi } from './login';
import { ambiente } from './ambiente';
import { VIEWPORTS } from './navegador';
import { botao, emTela, toast, visivel } from './tela';

/** What a flow's `tela` gets after each step: the page, the machine's snapshot there (and before the step), the flow's own page. */
export type Tela = { page: Page; expect: ExpectStatic; s: AnyMachineSnapshot; antes: AnyMachineSnapshot | null; pagina: string };
/** One invoked actor: the API call it makes and the 200 body its `output` comes from. */
export type Ator = { api: string; corpo: (output: unknown) => unknown };
/**
 * A user event done on screen. `{ bloqueado }` when the UI does not let the user send it at all; the
 * machine's guard is then defence in depth, and `bloqueado` is the notice that guard would set.
 */
export type Acao = (page: Page, event: PathEvent) => Promise<{ bloqueado: string } | void>;
/**
 * A flow of a product, as its screens show it: its model, the page it starts on (logged in as `email`),
 * its actors' calls, how each state is recognized and how each user event is done.
 */
export type Fluxo = {
  modelo: Modelo; pagina: string; atores: Record<string, Ator>;
  tela: (t: Tela) => Promise<void>; acoes: Record<string, Acao>;
  /** Who is logged in (a demo user); none for a flow that starts logged out (the login). */
  email?: string;
  /** Load the page afresh for every path (a flow that changes the session, which outlives a screen). */
  sempreRecarregar?: boolean;
  /**
   * What the screen needs besides the path, done on the portal's origin before each path's screen shows (its screen
   * already gone: the institutional page, the last path's login, or /robots.txt before a lane's first load): browser storage
   * it reads (§6 associadoSelecionado, a draft to forget), or the answer to a call of another machine on the same
   * screen. `{ recarregar: true }` when the page must load afresh for it (the session reads associadoSelecionado
   * once, when the page loads); its routes go with the path.
   */
  preparar?: (page: Page) => Promise<{ recarregar: boolean } | void>;
};

/** The text the machine keeps for its screen (STYLE: `notice`). */
export const noticia = (s: AnyMachineSnapshot) => s.context.notice as string | null;

// ── screens every flow can end on ──────────────────────────────────────────────────────
/** The session machine took the user to the login, to come back to this flow's page. */
export async function foiParaOLogin({ page, pagina }: Tela) {
  // the page's own query (a list's page and filter, issue 27) comes back too
  const voltar = encodeURIComponent(pagina).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await emTela(page, new RegExp(`^/login\\?voltar=${voltar}(?:%3F.*)?$`));
  await visivel(botao(page, 'Entrar'));
}
/** Left for another screen, whose own call is held: it stays loading. */
export async function foiPara(page: Page, caminho: string | RegExp, carregando = 'Carregando…') {
  await emTela(page, caminho);
  await visivel(page.getByRole('main').getByText(carregando, { exact: true }));
}
/** views/comum/Carregando. */
export async function carregando({ page }: Tela, texto = 'Carregando…') {
  await visivel(page.getByRole('main').getByText(texto, { exact: true }));
}
/** views/comum/FalhaDeCarga with this text. */
export async function falhaDeCarga({ page }: Tela, texto: string) {
  await visivel(page.getByRole('main').getByRole('alert').filter({ hasText: texto }));
  await visivel(botao(page, 'Tentar novamente'));
}
/** A toast (react-hot-toast, outside <main>) with the machine's notice, when this step set it (a notice kept from before was shown then). */
export async function aviso({ page, s, antes }: Tela) {
  const texto = noticia(s);
  if (texto && (!antes || texto !== noticia(antes))) await toast(page, texto);
}

/**
 * How an actor's outcome reaches the browser: 200 with its body, a refusal with its status and whole body (ApiFailure's
 * `status`/`detalhe`; else 400 {mensagem}), 401, or no answer at all (network).
 */
function responder(route: Route, event: PathEvent, ator: Ator): Promise<void> {
  if ('output' in event) return route.fulfill({ status: 200, json: ator.corpo(event.output) });
  const erro = (event as { error: unknown }).error as { kind?: string; message?: string; status?: number | null; detalhe?: unknown };
  if (erro?.kind === 'rejected') return route.fulfill({ status: erro.status ?? 400, json: erro.detalhe ?? { mensagem: erro.message } });
  if (erro?.kind === 'unauthorized') return route.fulfill({ status: 401, json: { mensagem: erro.message } });
  return route.abort('failed');
}

/** The API calls of one page: the flow's own wait for the path; any other is held (its screen stays loading). */
class Chamadas {
  private chegadas = new Map<string, Route[]>();
  private esperas = new Map<string, (r: Route) => void>();
  private retidas: Route[] = [];

  /** The flow's page without its fragment (/convite#token is /convite to the frame that calls). */
  private caminho: string;

  constructor(private atores: Record<string, Ator>, pagina: string) {
    this.caminho = new URL(pagina, 'http://portal').pathname;
  }

  async instalar(page: Page) {
    const porApi = new Map(Object.entries(this.atores).map(([id, a]) => [a.api, id]));
    // the API, and any other call an actor makes (the login's POST /login); the page itself is never held
    await page.route((url) => url.pathname.startsWith('/api/') || porApi.has(url.pathname), (route) => {
      if (route.request().resourceType() === 'document') return void route.continue();
      const id = porApi.get(new URL(route.request().url()).pathname);
      // another screen's call, also one made to the same API by a screen other than the flow's (the products
      // screen, the panel and the cancellation all read ConsultarClubeVantagens): never answered here
      const outraTela = new URL(route.request().frame().url()).pathname !== this.caminho;
      if (!id || outraTela) { this.retidas.push(route); return; }
      const espera = this.esperas.get(id);
      if (espera) { this.esperas.delete(id); espera(route); } else this.chegadas.set(id, [...(this.chegadas.get(id) ?? []), route]);
    });
  }

  proxima(id: string, ms = 10_000): Promise<Route> {
    const fila = this.chegadas.get(id) ?? [];
    if (fila.length) return Promise.resolve(fila.shift()!);
    return new Promise((ok, falha) => {
      const t = setTimeout(() => { this.esperas.delete(id); falha(new Error(`a tela não chamou ${this.atores[id]?.api} (${id})`)); }, ms);
      this.esperas.set(id, (r) => { clearTimeout(t); ok(r); });
    });
  }

  pendentes(id: string) { return this.chegadas.get(id)?.length ?? 0; }

  /** Keeps a call unanswered until `descartar`. */
  reter(route: Route) { this.retidas.push(route); }

  /** Ends the calls still held (their screen is gone by now). */
  async descartar() {
    const todas = [...this.retidas, ...[...this.chegadas.values()].flat()];
    this.retidas = [];
    this.chegadas.clear();
    await Promise.all(todas.map((r) => r.abort().catch(() => {})));
  }
}

/**
 * A page that replays one path at a time. Starting the SPA costs more than a path itself, so a
 * lane keeps its page: between paths it goes to the institutional page (the flow's screen unmounts and
 * its machine stops; it calls nothing, unlike the products screen, whose club status could arrive late)
 * and back, with fresh routes; it reloads only when the session machine left
 * (a path that ended on the login) or a toast of the last path still shows. A lane whose path failed is thrown away.
 */
interface Faixa { context: BrowserContext; page: Page; errosDaPagina: string[]; chamadas: Chamadas | null }

/** As many as vitest.e2e.config.ts's maxConcurrency. */
const FAIXAS = 3;

/** The lanes of one test file, all logged in with the same cookie. */
function criarFaixas(portal: ReturnType<typeof ambiente>, sessao: () => Awaited<ReturnType<BrowserContext['storageState']>> | undefined) {
  let criadas = 0;
  const livres: Faixa[] = [];
  const aguardando: ((f: Faixa) => void)[] = [];

  async function pegar(): Promise<Faixa> {
    const livre = livres.pop();
    if (livre) return livre;
    if (criadas < FAIXAS) {
      criadas++;
      try {
        const context = await portal.browser.newContext({ baseURL: portal.servidor.url, viewport: VIEWPORTS.movel, locale: 'pt-BR', storageState: sessao() });
        context.setDefaultTimeout(10_000);
        const page = await context.newPage();
        const faixa: Faixa = { context, page, errosDaPagina: [], chamadas: null };
        page.on('pageerror', (e) => faixa.errosDaPagina.push(e.message));
        return faixa;
      } catch (erro) {
        criadas--;
        throw erro;
      }
    }
    return new Promise((ok) => aguardando.push(ok));
  }
  return {
    pegar,
    devolver(faixa: Faixa) {
      const proximo = aguardando.shift();
      if (proximo) proximo(faixa); else livres.push(faixa);
    },
    async descartar(faixa: Faixa) {
      await faixa.context.close().catch(() => {});
      criadas--;
      const proximo = aguardando.shift();
      if (proximo) void pegar().then(proximo, () => {}); // if no lane can be made, that test times out
    },
    fechar: () => Promise.all(livres.map((f) => f.context.close().catch(() => {}))),
  };
}

/** Brings the lane's page to `fluxo.pagina` with a fresh screen machine and fresh routes. */
async function prepararFaixa(faixa: Faixa, fluxo: Fluxo) {
  const { page } = faixa;
  const url = page.url();
  // a toast of the previous path (up to 6 s) could still cover this path's buttons at 360 px: start afresh then
  const comAviso = url !== 'about:blank' && (await page.locator('[data-rht-toaster] [role="status"]').count()) > 0;
  const recarregar = fluxo.sempreRecarregar || url === 'about:blank' || new URL(url).pathname.startsWith('/login') || comAviso;
  if (!recarregar) {
    await page.evaluate(() => history.pushState(null, '', '/institucional'));
    await visivel(page.getByRole('heading', { name: 'Institucional' }));
  }
  await faixa.chamadas?.descartar();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  faixa.chamadas = new Chamadas(fluxo.atores, fluxo.pagina);
  await faixa.chamadas.instalar(page);
  faixa.errosDaPagina.length = 0;
  let preparo: { recarregar: boolean } | void = undefined;
  if (fluxo.preparar) {
    if (page.url() === 'about:blank') await page.goto('/robots.txt'); // the origin's storage, without starting the SPA
    preparo = await fluxo.preparar(page);
  }
  if (recarregar || preparo?.recarregar) {
    // a change of fragment only (/convite#token, from /convite) would stay in the same document
    if (fluxo.pagina.includes('#')) await page.goto('about:blank');
    await page.goto(fluxo.pagina);
  } else await page.evaluate((destino) => history.pushState(null, '', destino), fluxo.pagina);
  return faixa.chamadas;
}

const desfecho = /^xstate\.(done|error)\.actor\.(.+)$/;
const json = (v: unknown) => JSON.stringify(v);

/** The snapshot as the screen shows it: a notice the UI never let happen (a blocked event) is not on screen. */
const semAviso = (s: AnyMachineSnapshot): AnyMachineSnapshot =>
  Object.assign(Object.create(Object.getPrototypeOf(s) as object) as AnyMachineSnapshot, s, { context: { ...s.context, notice: null } });

async function percorrer(faixa: Faixa, fluxo: Fluxo, cenario: Cenario, expect: ExpectStatic) {
  const { page } = faixa;
  const { machine, key, input } = fluxo.modelo;
  const path = cenario.caminho;
  const chamadas = await prepararFaixa(faixa, fluxo);
  // The path's snapshots stand for their key (graph nodes are shared), so the exact context each step
  // shows (which notice, which output) comes from running the same events through the machine.
  let [agora] = initialTransition(machine, input);
  let ultimo = path.steps[0]!.state;
  let avisoBloqueado: string | null = null;
  let antes: AnyMachineSnapshot | null = null;
  for (const [i, { event, state }] of path.steps.entries()) {
    const passo = `passo ${i} (${i ? cenario.linhas[2 * i - 1] : cenario.linhas[0]})`;
    const filhos = agora.children;
    if (i > 0) [agora] = transition(machine, agora, event as never);
    expect(json(key(agora)), `${passo}: a máquina refaz o caminho`).toBe(json(key(state)));
    const [, , id] = desfecho.exec(event.type) ?? [];
    // an invoke this step started again (a filter typed while the list loads): the call of the actor it stopped
    // gets no answer (its screen ignores it); the new one is the path's
    for (const outro of Object.keys(fluxo.atores)) {
      const antigo = filhos[outro];
      if (outro !== id && antigo && agora.children[outro] && antigo !== agora.children[outro]) chamadas.reter(await chamadas.proxima(outro));
    }
    if (id) {
      const ator = fluxo.atores[id];
      if (!ator) throw new Error(`${passo}: ator ${id} sem chamada de API conhecida`);
      await responder(await chamadas.proxima(id), event, ator);
    } else if (event.type !== 'xstate.init') {
      const acao = fluxo.acoes[event.type];
      if (!acao) throw new Error(`${passo}: evento ${event.type} sem ação de usuário em ${fluxo.modelo.nome}`);
      const feito = await acao(page, event);
      // the UI did not let the user do it: the machine's guard only set its notice, which the screen never shows
      if (feito) {
        expect(noticia(agora), `${passo}: só o aviso do guarda muda`).toBe(feito.bloqueado);
        avisoBloqueado = feito.bloqueado;
      }
    }
    if (avisoBloqueado !== null && noticia(agora) !== avisoBloqueado) avisoBloqueado = null;
    const vista = avisoBloqueado === null ? agora : semAviso(agora);
    await fluxo.tela({ page, expect, s: vista, antes, pagina: fluxo.pagina }).catch((erro: Error) => {
      throw new Error(`${passo}: a tela não mostra o estado\n${cenario.id}: ${cenario.titulo}\n${erro.message}`, { cause: erro });
    });
    antes = vista;
    ultimo = state;
  }
  // one call per invoke: the one the last state still waits for has arrived, and no call is left over
  for (const id of Object.keys(fluxo.atores)) {
    if (id in ultimo.children) chamadas.reter(await chamadas.proxima(id));
    expect(chamadas.pendentes(id), `chamadas repetidas de ${id}`).toBe(0);
  }
  expect(faixa.errosDaPagina, 'erros não tratados na página').toEqual([]);
}

/**
 * One test per path of each flow's covering set (`clube-termo#3`, as `npm run paths` numbers them),
 * replayed through the UI on the real portal and Chromium; `so` keeps one path (`npm run test:e2e --
 * --caminho clube-termo#3`). Each flow's `email` logs in once (a demo user): every call a path makes is
 * answered by the path, 401s included, so whose data it is does not matter.
 */
export function testarCaminhosNaTela({ fluxos, so }: { fluxos: Fluxo[]; so?: string }) {
  const escolhidos = so ? fluxos.filter((f) => f.modelo.nome === so.split('#')[0]) : fluxos;
  if (so && !escolhidos.length) {
    throw new Error(`Nenhuma tela registrada para "${so}" (tests/e2e/support/telas.ts). Fluxos com telas: ${fluxos.map((f) => f.modelo.nome).join(', ')}.`);
  }
  const portal = ambiente();
  const sessoes = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();
  const faixas = new Map<string, ReturnType<typeof criarFaixas>>();
  const faixasDe = (email = '') => {
    if (!faixas.has(email)) faixas.set(email, criarFaixas(portal, () => sessoes.get(email)));
    return faixas.get(email)!;
  };

  beforeAll(async () => {
    await portal.iniciar();
    for (const email of new Set(escolhidos.flatMap((f) => (f.email ? [f.email] : [])))) {
      const context = await portal.browser.newContext({ baseURL: portal.servidor.url });
      try {
        await entrarPorApi(context, email);
        sessoes.set(email, await context.storageState());
      } finally {
        await context.close();
      }
    }
  });
  afterAll(async () => {
    await Promise.all([...faixas.values()].map((f) => f.fechar()));
    await portal.parar();
  });

  for (const fluxo of escolhidos) {
    const { cenarios } = analisar(fluxo.modelo);
    const lista = so ? cenarios.filter((c) => c.id === so) : cenarios;
    if (so && !lista.length) throw new Error(`${fluxo.modelo.nome} tem os caminhos #1 a #${cenarios.length}; "${so}" não é um deles.`);
    describe.concurrent(`${fluxo.modelo.nome}: ${lista.length} de ${cenarios.length} caminhos, pela interface`, () => {
      for (const cenario of lista) {
        it(`${cenario.id}: ${cenario.titulo}`, async ({ expect }) => {
          const grupo = faixasDe(fluxo.email);
          const faixa = await grupo.pegar();
          let ok = false;
          try {
            await percorrer(faixa, fluxo, cenario, expect);
            ok = true;
          } finally {
            if (ok) grupo.devolver(faixa); else await grupo.descartar(faixa);
          }
        });
      }
    });
  }
}
