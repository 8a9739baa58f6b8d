/*
 * The kits' focus rule (issue 27, platform.md "Client"): after an action, focus goes to its outcome — the message it
 * wrote, the control that stays, or the next heading — never to <body>. Installed once (main.tsx): when the control
 * that held focus is disabled while its call runs (Próxima, 'Itens por página', Enviar Login, PAGAR, SALVAR, VER
 * DISPONIBILIDADE) or leaves the page (a form replaced by its result, a page by another), the browser drops focus on
 * <body>; this watches for that and, once the outcome is drawn, focuses: a new alert in <main> (a refusal, a declined
 * card, no answer), else the control when it is usable again, else a new status message (ENVIAR's success), else the
 * page's h1. A screen that focuses something itself wins: anything focused meanwhile ends the watch.
 */

/** How long an outcome may take to be drawn (a payment waits for its gateway up to its own timeout). */
const ESPERA_MS = 65_000;

const visivel = (el: Element) => el.isConnected && el.getClientRects().length > 0;
const usavel = (el: Element) => visivel(el) && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true';
const semFoco = () => document.activeElement === null || document.activeElement === document.body;

/** Focuses an element that is not a control (a message, a heading) without a visible ring: tabindex -1 while focused. */
export function focar(alvo: HTMLElement) {
  if (!alvo.matches('a[href], button, input, select, textarea, [tabindex]')) {
    alvo.setAttribute('tabindex', '-1');
    alvo.addEventListener('blur', () => alvo.removeAttribute('tabindex'), { once: true });
  }
  alvo.focus({ preventScroll: true });
  alvo.scrollIntoView({ block: 'nearest' });
}

const mensagens = (papel: string) => [...document.querySelectorAll<HTMLElement>(`main [role="${papel}"]`)].filter(visivel);

/** The watch after focus fell to <body>: what was on screen then, and the control that held focus. */
function vigiar(controle: HTMLElement) {
  const alertasAntes = new Set(mensagens('alert'));
  const statusAntes = new Set(mensagens('status'));
  const tituloAntes = document.querySelector('main h1');
  const tituloAntesTexto = tituloAntes?.textContent ?? '';
  // what the control's aria-describedby names (a text drawn only once it waits is new)
  const descritores = () => (controle.getAttribute('aria-describedby') ?? '').split(/\s+/)
    .map((id) => (id ? document.getElementById(id) : null)).filter((el): el is HTMLElement => el !== null);
  const descritoresAntes = new Set(descritores());
  let feito = false;
  const parar = () => {
    feito = true;
    observador.disconnect();
    clearTimeout(prazo);
    document.removeEventListener('focusin', parar, true);
  };
  const tentar = () => {
    if (feito) return;
    // Chromium may leave a disabled control as activeElement until its next rendering: that is focus lost too
    if (!semFoco() && document.activeElement !== controle) { parar(); return; }
    const alerta = mensagens('alert').find((m) => !alertasAntes.has(m) && m.textContent?.trim());
    if (alerta) { parar(); focar(alerta); return; }
    if (usavel(controle)) { parar(); if (document.activeElement !== controle) focar(controle); return; }
    // a control that stays disabled says why beside it (Enviar Login's 'De novo às …'): that text is the outcome
    const motivo = descritores().find((el) => !descritoresAntes.has(el) && visivel(el) && !!el.textContent?.trim());
    if (motivo && controle.isConnected && visivel(controle)) { parar(); focar(motivo); return; }
    if (controle.isConnected && visivel(controle)) return; // still busy: wait for its outcome
    const status = mensagens('status').find((m) => !statusAntes.has(m) && m.textContent?.trim());
    if (status) { parar(); focar(status); return; }
    const titulo = [...document.querySelectorAll<HTMLElement>('main h1')].find(visivel);
    if (titulo && (titulo !== tituloAntes || titulo.textContent !== tituloAntesTexto || !controle.isConnected)) { parar(); focar(titulo); }
  };
  const observador = new MutationObserver(() => queueMicrotask(tentar));
  const prazo = setTimeout(() => {
    // nothing came: the page's heading rather than <body>
    if (!feito && semFoco()) { const t = document.querySelector<HTMLElement>('main h1'); if (t && visivel(t)) focar(t); }
    parar();
  }, ESPERA_MS);
  observador.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'aria-disabled', 'style', 'class', 'hidden'] });
  document.addEventListener('focusin', parar, true);
  tentar();
}

let instalado = false;

/** Installs the rule once for the whole portal (main.tsx). */
export function instalarFocoNoResultado() {
  if (instalado || typeof document === 'undefined') return;
  instalado = true;
  // the last control focused inside <main> (the page's content: the header's SAIR and the toasts are not watched)
  let ultimo: HTMLElement | null = null;
  let vigiando = false;
  document.addEventListener('focusin', (e) => {
    ultimo = e.target instanceof HTMLElement && e.target.closest('main') ? e.target : null;
  }, true);
  // a press on the page's background (nothing focusable) ends what the last control was
  document.addEventListener('pointerdown', () => { ultimo = null; }, true);
  // the browser fires no blur when a focused control is disabled or removed: a change to the page tells it
  const ver = () => {
    const controle = ultimo;
    if (vigiando || !controle || usavel(controle)) return;
    // disabled, hidden or removed while it held focus (or right after: the browser has not moved it yet)
    if (!semFoco() && document.activeElement !== controle) return;
    ultimo = null;
    vigiando = true;
    queueMicrotask(() => { vigiando = false; vigiar(controle); });
  };
  new MutationObserver(ver).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'aria-disabled', 'style', 'class', 'hidden'] });
}
