import type { Browser } from 'playwright-core';
import { abrirNavegador } from './navegador';
import { iniciarServidor, type Servidor } from './servidor';

/**
 * What one test file runs against: the real portal on a fresh database of its own (files never
 * see each other's data, and several may use the same demo user) and one Chromium, started side
 * by side. `parar` stops whatever did start, also after a failed start; call it in afterAll.
 */
export function ambiente() {
  let servidor: Servidor | undefined;
  let browser: Browser | undefined;
  return {
    async iniciar() {
      const [s, b] = await Promise.allSettled([iniciarServidor(), abrirNavegador()]);
      if (s.status === 'fulfilled') servidor = s.value;
      if (b.status === 'fulfilled') browser = b.value;
      if (s.status === 'rejected') throw s.reason;
      if (b.status === 'rejected') throw b.reason;
    },
    get servidor(): Servidor {
      if (!servidor) throw new Error('servidor não iniciado');
      return servidor;
    },
    get browser(): Browser {
      if (!browser) throw new Error('navegador não iniciado');
      return browser;
    },
    async parar() {
      await browser?.close().catch(() => {});
      await servidor?.fechar();
    },
  };
}
