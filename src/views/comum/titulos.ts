import { useEffect, useLayoutEffect } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';

/** The portal's name, last in every page title. */
export const NOME_DO_PORTAL = 'Portal do Associado';

/**
 * Route patterns and the page each one is; the first that matches names the tab, anything else is 'Página não encontrada'.
 * `null`: a lazy product's routes, which its chunk names (useTitulosDoProduto): their words stay out of the initial route.
 */
export type TitulosDasRotas = readonly (readonly [padrao: string, pagina: string | null])[];

/** The page `local` is, by the first pattern that matches; null when a product's chunk names it. */
function paginaDa(titulos: TitulosDasRotas, parser: ReturnType<typeof useRouter>['parser'], local: string): string | null {
  const achada = titulos.find(([padrao]) => matchRoute(parser, padrao, local)[0]);
  return achada ? achada[1] : 'Página não encontrada';
}

/** A product's lazy routes name the tab of their own pages (App.tsx leaves them to it); any other address of it is not found. */
export function useTitulosDoProduto(titulos: TitulosDasRotas) {
  const [local] = useLocation();
  const { parser } = useRouter();
  const pagina = paginaDa(titulos, parser, local) ?? 'Página não encontrada';
  useLayoutEffect(() => { document.title = tituloDaPagina(pagina); }, [pagina]);
}

/** 'Clube de Vantagens — Portal do Associado'. */
export const tituloDaPagina = (pagina: string) => `${pagina} — ${NOME_DO_PORTAL}`;

// the first load (redirects included) leaves focus where the browser puts it; a route change the
// user caused afterwards (a click, a key, back/forward) moves it to the new page's heading
let interagiu = false;
if (typeof document !== 'undefined') {
  const marcar = () => { interagiu = true; };
  document.addEventListener('pointerdown', marcar, { capture: true, once: true });
  document.addEventListener('keydown', marcar, { capture: true, once: true });
}

/** Focuses the page's h1 without a visible ring (it is not a control): tabindex -1 only while it holds focus. */
function focarTitulo(titulo: HTMLElement) {
  if (!titulo.hasAttribute('tabindex')) {
    titulo.setAttribute('tabindex', '-1');
    titulo.addEventListener('blur', () => titulo.removeAttribute('tabindex'), { once: true });
  }
  window.scrollTo(0, 0);
  titulo.focus({ preventScroll: true });
}

/** How long a new screen may take to draw its heading (a lazy chunk, then its first call). */
const ESPERA_DO_TITULO_MS = 10_000;

/**
 * One place for what every route change does (App.tsx): the tab's title names the page, and after
 * a navigation the user caused, focus moves to the new page's h1 once it is drawn (screen readers
 * announce it, Tab starts there). A screen that already put focus inside <main> keeps it.
 */
export function usePaginaAnunciada(titulos: TitulosDasRotas) {
  const [local] = useLocation();
  const { parser } = useRouter();
  const pagina = paginaDa(titulos, parser, local);

  useLayoutEffect(() => { if (pagina !== null) document.title = tituloDaPagina(pagina); }, [pagina]);

  useEffect(() => {
    if (!interagiu) return;
    // Suspense keeps the previous screen in the DOM under display: none until the new one is drawn
    const visivel = (el: Element) => el.getClientRects().length > 0;
    const tentar = () => {
      const principal = document.querySelector('main');
      const titulo = [...(principal?.querySelectorAll<HTMLElement>('h1') ?? [])].find(visivel);
      if (!titulo) return false;
      const ativo = document.activeElement;
      if (!(ativo && principal!.contains(ativo) && visivel(ativo))) focarTitulo(titulo);
      return true;
    };
    if (tentar()) return;
    const observador = new MutationObserver(() => { if (tentar()) parar(); });
    const prazo = setTimeout(() => parar(), ESPERA_DO_TITULO_MS);
    const parar = () => { observador.disconnect(); clearTimeout(prazo); };
    observador.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    return parar;
  }, [local]);
}
