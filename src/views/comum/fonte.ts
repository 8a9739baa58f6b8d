import { useEffect } from 'react';

/**
 * The portal's typeface (estilos.css, `.fonte-portal`) is switched on once the first content is painted,
 * so its file is requested after that paint and never competes with it: browsers fetch fonts at their
 * highest priority, and Lighthouse counts a font that arrives before the first paint as blocking it.
 * Until the file arrives text shows in the system font (swap); navigations inside the portal keep it.
 */
const CLASSE = 'fonte-portal';
/** How long to wait for a first paint the browser may never report (a tab opened in the background). */
const RESERVA_MS = 2000;

const ligar = () => document.documentElement.classList.add(CLASSE);

/** Called once by App: the switch waits for the first contentful paint, as Paint Timing reports it. */
export function useFonteDepoisDaPrimeiraPintura() {
  useEffect(() => {
    const reserva = setTimeout(ligar, RESERVA_MS);
    const pronto = () => { clearTimeout(reserva); ligar(); };
    let observador: PerformanceObserver | undefined;
    try {
      observador = new PerformanceObserver((lista) => { if (lista.getEntriesByName('first-contentful-paint').length > 0) pronto(); });
      observador.observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(pronto)); // no Paint Timing: the frame after the first commit
    }
    return () => { clearTimeout(reserva); observador?.disconnect(); };
  }, []);
}
