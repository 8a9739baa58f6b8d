/**
 * The club machines' generated paths (tests/support/paths.ts, events and key from
 * tests/clube-vantagens/clube.model.ts) replayed THROUGH THE UI: user events become clicks,
 * actor outcomes become the answer page.route gives that actor's API call, and after every step
 * the screen must show what the path's state means. Every path starts with a fresh screen (and
 * machine) on one of three lane pages, so paths run three at a time; see prepararFaixa.
 */
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { avisosClube } from '../../../src/domain/clube-vantagens/clube';
import type { Modelo } from '../../support/modelos';
import { clubeCancelamentoModelo, clubePainelModelo, clubeTermoModelo } from '../../clube-vantagens/clube.model';
import { describePath, transitionPaths, type Path, type PathEvent } from '../../support/paths';
import { entrarPorApi } from '../support/login';
import { ambiente } from '../support/ambiente';
import { VIEWPORTS } from '../support/navegador';

const PAINEL = '/produto/clube-vantagens/painel';
const TERMO = '/produto/clube-vantagens/termo';
const CANCELAMENTO = '/produto/clube-vantagens/cancelamento';

type Tela = { page: Page; expect: ExpectStatic; s: AnyMachineSnapshot; pagina: string };
/** One invoked actor: the API call it makes and the 200 body its `output` comes from. */
type Ator = { api: string; corpo: (output: unknown) => unknown };
type Fluxo = { modelo: Modelo; pagina: string; atores: Record<string, Ator>; tela: (t: Tela) => Promise<void> };

const visivel = (l: Locator) => l.waitFor({ state: 'visible' });
const oculto = (l: Locator) => l.waitFor({ state: 'hidden' });
const botao = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const noticia = (s: AnyMachineSnapshot) => s.context.notice as string | null;
const emCaminho = (page: Page, caminho: string) => page.waitForURL((u) => u.pathname + u.search === caminho);

// screens every flow can end on
async function foiParaOLogin({ page, pagina }: Tela) {
  await emCaminho(page, `/login?voltar=${encodeURIComponent(pagina)}`);
  await visivel(botao(page, 'Entrar'));
}
/** Left for another club screen, whose own call is held: it stays loading. */
async function foiPara(page: Page, caminho: string, carregando = 'Carregando…') {
  await emCaminho(page, caminho);
  await visivel(page.getByRole('main').getByText(carregando, { exact: true }));
}
async function carregando({ page }: Tela) {
  await visivel(page.getByRole('main').getByText('Carregando…', { exact: true }));
}
async function falhaDeCarga({ page }: Tela) {
  await visivel(page.getByRole('main').getByRole('alert').filter({ hasText: avisosClube.falhaDeRede }));
  await visivel(botao(page, 'Tentar novamente'));
}
/** A toast (react-hot-toast, outside <main>) with the machine's notice. */
async function aviso(page: Page, s: AnyMachineSnapshot) {
  const texto = noticia(s);
  if (texto) await visivel(page.getByRole('status').filter({ hasText: texto }).first());
}

const ROTULO_ABA = { anuncios: 'Anúncios', banner: 'Banner', usuarios: 'Usuários' } as const;

const fluxos: Fluxo[] = [
  {
    modelo: clubePainelModelo,
    pagina: PAINEL,
    atores: {
      loadClub: { api: '/api/Clube/ConsultarClubeVantagens', corpo: (o) => o },
      buyClub: { api: '/api/Clube/AdquirirClubeVantagens', corpo: (o) => o },
    },
    async tela(t) {
      const { page, s, expect } = t;
      switch (s.value) {
        case 'loading': return carregando(t);
        case 'loadFailed': return falhaDeCarga(t);
        case 'notPurchased':
          await visivel(botao(page, 'Adquirir Clube de Vantagens'));
          return aviso(page, s);
        case 'confirmingPurchase': {
          const confirmar = botao(page, 'Confirmar compra');
          await visivel(confirmar);
          await expect.poll(() => confirmar.isEnabled()).toBe(true);
          return aviso(page, s);
        }
        case 'purchasing': {
          const processando = botao(page, 'Processando…');
          await visivel(processando);
          await expect.poll(() => processando.isDisabled(), { message: 'sem segundo clique durante a compra' }).toBe(true);
          return;
        }
        case 'termPending': return visivel(page.getByRole('link', { name: 'Assinar Termo' }));
        case 'active': {
          const rotulo = ROTULO_ABA[s.context.aba as keyof typeof ROTULO_ABA];
          await visivel(page.getByRole('tab', { name: rotulo, selected: true }));
          await visivel(page.getByRole('tabpanel'));
          await visivel(page.getByRole('link', { name: 'Cancelar Clube' }));
          return;
        }
        case 'leftToTerm': return foiPara(page, TERMO, 'Carregando o termo…');
        case 'sessionLost': return foiParaOLogin(t);
        default: throw new Error(`estado do painel sem marcador: ${JSON.stringify(s.value)}`);
      }
    },
  },
  {
    modelo: clubeTermoModelo,
    pagina: TERMO,
    atores: {
      loadTerm: {
        api: '/api/Clube/BuscarTermoClubeVantagens',
        corpo: (o) => {
          const t = o as { base64: string; dtVersao: string; nomeArquivo: string };
          return { file: { fileContents: t.base64, fileDownloadName: t.nomeArquivo }, dtVersao: t.dtVersao };
        },
      },
      acceptTerm: { api: '/api/Clube/AceitarTermoClubeVantagens', corpo: (o) => ({ mensagem: o }) },
    },
    async tela(t) {
      const { page, s, expect } = t;
      switch (s.value) {
        case 'loading': return visivel(page.getByRole('main').getByText('Carregando o termo…', { exact: true }));
        case 'loadFailed': return falhaDeCarga(t);
        case 'reading': {
          const assinar = botao(page, 'Assinar termo');
          await visivel(assinar);
          await visivel(page.getByTitle('Termo do Clube de Vantagens (PDF)'));
          const agreed = s.context.agreed as boolean;
          await expect.poll(() => page.getByLabel('Estou de acordo com o termo acima.').isChecked()).toBe(agreed);
          await expect.poll(() => assinar.isEnabled(), { message: 'Assinar termo só com o "de acordo" marcado' }).toBe(agreed);
          const texto = noticia(s);
          const alerta = page.getByRole('main').getByRole('alert');
          if (texto) await visivel(alerta.filter({ hasText: texto }));
          else expect(await alerta.count()).toBe(0);
          return;
        }
        case 'accepting': {
          const salvando = botao(page, avisosClube.salvandoTermo);
          await visivel(salvando);
          await expect.poll(() => salvando.isDisabled()).toBe(true);
          await expect.poll(() => page.getByLabel('Estou de acordo com o termo acima.').isDisabled()).toBe(true);
          return;
        }
        case 'accepted':
        case 'leftToPanel':
          await foiPara(page, PAINEL);
          return aviso(page, s);
        case 'sessionLost': return foiParaOLogin(t);
        default: throw new Error(`estado do termo sem marcador: ${JSON.stringify(s.value)}`);
      }
    },
  },
  {
    modelo: clubeCancelamentoModelo,
    pagina: CANCELAMENTO,
    atores: {
      loadRetention: { api: '/api/Clube/ConsultarRetencaoClubeVantagens', corpo: (o) => o },
      acceptDiscount: { api: '/api/Clube/AceitarRetencaoClubeVantagens', corpo: (o) => ({ mensagem: o, valorMensal: 6_000 }) },
      cancelClub: { api: '/api/Clube/CancelarClubeVantagens', corpo: (o) => o },
    },
    async tela(t) {
      const { page, s, expect } = t;
      const oferta = (s.context.retencao as { ofertarRetencao: boolean } | null)?.ofertarRetencao === true;
      const aceitar = botao(page, 'ACEITAR DESCONTO');
      switch (s.value) {
        case 'loading': return carregando(t);
        case 'loadFailed': return falhaDeCarga(t);
        case 'deciding': {
          const efetuar = botao(page, 'EFETUAR CANCELAMENTO');
          await visivel(efetuar);
          await expect.poll(() => efetuar.isEnabled()).toBe(true);
          expect(await aceitar.count(), 'ACEITAR DESCONTO só com a oferta de retenção').toBe(oferta ? 1 : 0);
          if (oferta) await visivel(page.getByRole('heading', { name: 'Antes de ir: 50% de desconto para você ficar' }));
          const texto = noticia(s);
          const alerta = page.getByRole('main').getByRole('alert');
          if (texto) await visivel(alerta.filter({ hasText: texto }));
          else expect(await alerta.count()).toBe(0);
          return;
        }
        case 'acceptingDiscount':
        case 'cancelling': {
          const aguarde = botao(page, 'Aguarde…');
          await visivel(aguarde);
          await expect.poll(() => aguarde.isDisabled()).toBe(true);
          await expect.poll(() => botao(page, 'voltar').isDisabled(), { message: 'nada mais se clica enquanto o pedido corre' }).toBe(true);
          await oculto(botao(page, s.value === 'cancelling' ? 'EFETUAR CANCELAMENTO' : 'ACEITAR DESCONTO'));
          return;
        }
        case 'discountAccepted':
          await visivel(page.getByRole('main').getByRole('status').filter({ hasText: noticia(s) ?? '' }));
          return visivel(botao(page, 'voltar'));
        case 'cancelled': {
          const feito = s.context.cancelamento as { protocolo: string; mensagem: string };
          await visivel(page.getByRole('main').getByText(feito.mensagem));
          expect(await page.getByRole('main').getByText(/^Protocolo: /).locator('strong').textContent()).toBe(feito.protocolo);
          return;
        }
        case 'leftToPanel':
          await foiPara(page, PAINEL);
          return aviso(page, s);
        case 'sessionLost': return foiParaOLogin(t);
        default: throw new Error(`estado do cancelamento sem marcador: ${JSON.stringify(s.value)}`);
      }
    },
  },
];

/** User events as clicks; 'bloqueado' when the UI does not let the user send it at all. */
const acoes: Record<string, (page: Page, event: PathEvent) => Promise<'bloqueado' | void>> = {
  'purchase.start': (page) => botao(page, 'Adquirir Clube de Vantagens').click(),
  'purchase.confirm': (page) => botao(page, 'Confirmar compra').click(),
  'purchase.cancel': (page) => botao(page, 'voltar').click(),
  'tab.select': (page, e) => page.getByRole('tab', { name: ROTULO_ABA[(e as { aba: keyof typeof ROTULO_ABA }).aba] }).click(),
  retry: (page) => botao(page, 'Tentar novamente').click(),
  'agree.toggle': (page) => page.getByLabel('Estou de acordo com o termo acima.').click(),
  'term.accept': async (page) => {
    const assinar = botao(page, 'Assinar termo');
    if (await assinar.isDisabled()) return 'bloqueado';
    await assinar.click();
  },
  'discount.accept': (page) => botao(page, 'ACEITAR DESCONTO').click(),
  'cancel.confirm': (page) => botao(page, 'EFETUAR CANCELAMENTO').click(),
  back: (page) => botao(page, 'voltar').click(),
};

/** How an actor's failure reaches the browser: 400 {mensagem}, 401, or no answer at all (network). */
function responder(route: Route, event: PathEvent, ator: Ator): Promise<void> {
  if ('output' in event) return route.fulfill({ status: 200, json: ator.corpo(event.output) });
  const erro = (event as { error: unknown }).error as { kind?: string; message?: string };
  if (erro?.kind === 'rejected') return route.fulfill({ status: 400, json: { mensagem: erro.message } });
  if (erro?.kind === 'unauthorized') return route.fulfill({ status: 401, json: { mensagem: erro.message } });
  return route.abort('failed');
}

/** The club API calls of one page: the flow's own wait for the path; any other is held (its screen stays loading). */
class Chamadas {
  private chegadas = new Map<string, Route[]>();
  private esperas = new Map<string, (r: Route) => void>();
  private retidas: Route[] = [];

  constructor(private atores: Record<string, Ator>) {}

  async instalar(page: Page) {
    const porApi = new Map(Object.entries(this.atores).map(([id, a]) => [a.api, id]));
    await page.route('**/api/**', (route) => {
      const id = porApi.get(new URL(route.request().url()).pathname);
      if (!id) { this.retidas.push(route); return; } // another screen's call: never answered here
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
 * lane keeps its page: between paths it goes to the products screen (the club screen unmounts and
 * its machine stops) and back, with fresh routes; it reloads only when the session machine left
 * (a path that ended on the login) or a toast of the last path still shows. A lane whose path failed is thrown away.
 */
interface Faixa { context: BrowserContext; page: Page; errosDaPagina: string[]; chamadas: Chamadas | null }

const FAIXAS = 3;
let criadas = 0;
const livres: Faixa[] = [];
const aguardando: ((f: Faixa) => void)[] = [];

async function pegarFaixa(): Promise<Faixa> {
  const livre = livres.pop();
  if (livre) return livre;
  if (criadas < FAIXAS) {
    criadas++;
    try {
      const context = await portal.browser.newContext({ baseURL: portal.servidor.url, viewport: VIEWPORTS.movel, locale: 'pt-BR', storageState: sessao });
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
function devolverFaixa(faixa: Faixa) {
  const proximo = aguardando.shift();
  if (proximo) proximo(faixa); else livres.push(faixa);
}
async function descartarFaixa(faixa: Faixa) {
  await faixa.context.close().catch(() => {});
  criadas--;
  const proximo = aguardando.shift();
  if (proximo) void pegarFaixa().then(proximo, () => {}); // if no lane can be made, that test times out
}

/** Brings the lane's page to `fluxo.pagina` with a fresh screen machine and fresh routes. */
async function prepararFaixa(faixa: Faixa, fluxo: Fluxo) {
  const { page } = faixa;
  const url = page.url();
  // a toast of the previous path (up to 6 s) could still cover this path's buttons at 360 px: start afresh then
  const comAviso = url !== 'about:blank' && (await page.locator('[data-rht-toaster] [role="status"]').count()) > 0;
  const recarregar = url === 'about:blank' || new URL(url).pathname.startsWith('/login') || comAviso;
  if (!recarregar) {
    await page.evaluate(() => history.pushState(null, '', '/'));
    await visivel(page.getByRole('heading', { name: /Nossos produtos/ }));
  }
  await faixa.chamadas?.descartar();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  faixa.chamadas = new Chamadas(fluxo.atores);
  await faixa.chamadas.instalar(page);
  faixa.errosDaPagina.length = 0;
  if (recarregar) await page.goto(fluxo.pagina);
  else await page.evaluate((destino) => history.pushState(null, '', destino), fluxo.pagina);
  return faixa.chamadas;
}

const desfecho = /^xstate\.(done|error)\.actor\.(.+)$/;
const json = (v: unknown) => JSON.stringify(v);

async function percorrer(faixa: Faixa, fluxo: Fluxo, path: Path, expect: ExpectStatic) {
  const { page } = faixa;
  const { machine, key, input } = fluxo.modelo;
  const chamadas = await prepararFaixa(faixa, fluxo);
  // The path's snapshots stand for their key (graph nodes are shared), so the exact context each step
  // shows (which notice, which output) comes from running the same events through the machine.
  let [agora] = initialTransition(machine, input);
  let ultimo = path.steps[0]!.state;
  for (const [i, { event, state }] of path.steps.entries()) {
    const passo = `passo ${i} [${event.type}] → ${JSON.stringify(state.value)}`;
    if (i > 0) [agora] = transition(machine, agora, event as never);
    expect(json(key(agora)), `${passo}: a máquina refaz o caminho`).toBe(json(key(state)));
    const [, , id] = desfecho.exec(event.type) ?? [];
    if (id) {
      const ator = fluxo.atores[id];
      if (!ator) throw new Error(`${passo}: ator ${id} sem chamada de API conhecida`);
      await responder(await chamadas.proxima(id), event, ator);
    } else if (event.type !== 'xstate.init') {
      const acao = acoes[event.type];
      if (!acao) throw new Error(`${passo}: evento sem ação de usuário`);
      if ((await acao(page, event)) === 'bloqueado') {
        // the machine's guard is defence in depth: the screen never lets the user send this event
        expect(noticia(agora), `${passo}: só o aviso do guarda muda`).toBe(avisosClube.marqueOAceite);
        break;
      }
    }
    await fluxo.tela({ page, expect, s: agora, pagina: fluxo.pagina }).catch((erro: Error) => {
      throw new Error(`${passo}: a tela não mostra o estado\n${describePath(path)}\n${erro.message}`, { cause: erro });
    });
    ultimo = state;
  }
  // one call per invoke: the one the last state still waits for has arrived, and no call is left over
  for (const id of Object.keys(fluxo.atores)) {
    if (id in ultimo.children) chamadas.reter(await chamadas.proxima(id));
    expect(chamadas.pendentes(id), `chamadas repetidas de ${id}`).toBe(0);
  }
  expect(faixa.errosDaPagina, 'erros não tratados na página').toEqual([]);
}

const portal = ambiente();
let sessao: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  await portal.iniciar();
  // one real login; every lane starts with its cookie (401s come from page.route, never from the server).
  // Every club call is answered by the path, so whose data it is does not matter.
  const context = await portal.browser.newContext({ baseURL: portal.servidor.url });
  try {
    await entrarPorApi(context, 'nao.associado@exemplo.com.br');
    sessao = await context.storageState();
  } finally {
    await context.close();
  }
});
afterAll(async () => {
  await Promise.all(livres.map((f) => f.context.close().catch(() => {})));
  await portal.parar();
});

for (const fluxo of fluxos) {
  const { nome, machine, events, key } = fluxo.modelo;
  const paths = transitionPaths(machine, events, key);
  describe.concurrent(`${nome}: ${paths.length} caminhos gerados, pela interface`, () => {
    for (const path of paths) {
      it(describePath(path), async ({ expect }) => {
        const faixa = await pegarFaixa();
        let ok = false;
        try {
          await percorrer(faixa, fluxo, path, expect);
          ok = true;
        } finally {
          if (ok) devolverFaixa(faixa); else await descartarFaixa(faixa);
        }
      });
    }
  });
}
