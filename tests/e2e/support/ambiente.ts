import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { mkdirSync } from 'node:fs';
import { abrirNavegador, novaAba, relatarFalha, type Aba } from './navegador';
import { iniciarServidor, type Servidor } from './servidor';

/** The day a file whose dates matter pins (`ambiente({ agora: AGORA_FIXO })`): a Wednesday morning in São Paulo. */
export const AGORA_FIXO = '2027-03-10T09:00:00-03:00';

/**
 * What one test file runs against: the real portal on a fresh database of its own (files never
 * see each other's data, and several may use the same demo user) and one Chromium, started side
 * by side. `parar` stops whatever did start, also after a failed start; call it in afterAll.
 * A file whose dates matter pins its day with `agora` (an ISO instant): the server's clock starts
 * there and every tab's clock starts at the server's now; the test reads "today" from `agora()`.
 */
export function ambiente(opcoes: { agora?: string } = {}) {
  let servidor: Servidor | undefined;
  let browser: Browser | undefined;
  let aba: Aba | undefined;
  // the other browsers of a test (staff's, a second person's): closed with its tab
  const outras: Aba[] = [];
  return {
    /**
     * The file's lifecycle: start before all tests, close each test's tab after it (failing the
     * test on errors the page did not handle), stop after all.
     */
    registrarCiclo() {
      beforeAll(() => this.iniciar());
      afterEach(async ({ task }) => {
        if (task.result?.state === 'fail') {
          const pasta = process.env.E2E_FALHAS ?? '.ci-out/falhas';
          mkdirSync(pasta, { recursive: true });
          for (const a of [aba, ...outras]) if (a) console.error(await relatarFalha(a, task.name, pasta));
        }
        const erros = aba?.errosDaPagina ?? [];
        const dasOutras = outras.flatMap((a) => a.errosDaPagina);
        await Promise.all([aba?.fechar(), ...outras.map((a) => a.fechar())]);
        aba = undefined;
        outras.length = 0;
        expect(erros, 'erros não tratados na página').toEqual([]);
        expect(dasOutras, 'erros não tratados nas outras janelas').toEqual([]);
      });
      afterAll(() => this.parar());
    },
    /** A new tab (one per test) on the portal, at phone or desktop size. */
    async abrir(tamanho: 'movel' | 'desktop' = 'movel'): Promise<Page> {
      aba = await this.novaAba(tamanho);
      return aba.page;
    },
    /**
     * Another browser of the current test (a context of its own: cookies apart from the tab's), for a second person
     * (staff beside an associate, an invited company); closed after the test, failing it on errors its page did not handle.
     */
    async outraJanela(tamanho: 'movel' | 'desktop' = 'movel'): Promise<Page> {
      const outra = await this.novaAba(tamanho);
      outras.push(outra);
      return outra.page;
    },
    /** A tab the test closes itself, on the file's clock (the pinned one, if any). */
    novaAba(tamanho: 'movel' | 'desktop' = 'movel'): Promise<Aba> {
      return novaAba(this.browser, this.servidor.url, tamanho, opcoes.agora === undefined ? undefined : this.servidor.relogio);
    },
    /** The server's now: the pinned clock's, else the real one. */
    agora(): Date {
      return this.servidor.relogio();
    },
    /** The current test's tab. */
    get aba(): Aba {
      if (!aba) throw new Error('nenhuma aba aberta');
      return aba;
    },
    async iniciar() {
      const [s, b] = await Promise.allSettled([iniciarServidor(opcoes.agora), abrirNavegador()]);
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
