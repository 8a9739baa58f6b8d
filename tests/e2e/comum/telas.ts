/**
 * The shared screens for the UI replay of generated paths (tests/e2e/support/caminhos.ts): the login.
 * Registered in tests/e2e/support/telas.ts.
 */
import { usuario } from '../../support/fixtures';
import { loginModelo } from '../../comum/sessao.model';
import type { PathEvent } from '../../support/paths';
import { noticia, type Fluxo } from '../support/caminhos';
import { botao, emTela, visivel } from '../support/tela';

/** /login, logged out: the form, the server's refusal or the network's failure, and the products screen once in. */
export const login: Fluxo = {
  modelo: loginModelo,
  pagina: '/login',
  sempreRecarregar: true, // a path that logs in leaves the session machine authenticated: the next one starts logged out
  atores: { signIn: { api: '/login', corpo: () => usuario } },
  acoes: {
    'field.change': async (page, e: PathEvent) => {
      const { field, value } = e as { field: 'email' | 'senha'; value: string };
      await page.getByLabel(field === 'email' ? 'E-mail' : 'Senha').fill(value);
    },
    'form.submit': (page) => botao(page, 'Entrar').click(),
  },
  async tela({ page, s, expect }) {
    switch (s.value) {
      case 'editing': {
        const entrar = botao(page, 'Entrar');
        await visivel(entrar);
        await expect.poll(() => entrar.isEnabled()).toBe(true);
        await expect.poll(() => page.getByLabel('E-mail').inputValue()).toBe(s.context.email);
        await expect.poll(() => page.getByLabel('Senha').inputValue(), { message: 'a senha recusada é apagada' }).toBe(s.context.senha);
        const texto = noticia(s);
        const alerta = page.getByRole('main').getByRole('alert');
        if (texto) await visivel(alerta.filter({ hasText: texto }));
        else expect(await alerta.count()).toBe(0);
        return;
      }
      case 'submitting': {
        const entrando = botao(page, 'Entrando…');
        await visivel(entrando);
        await expect.poll(() => entrando.isDisabled(), { message: 'sem segundo Entrar enquanto o primeiro corre' }).toBe(true);
        return;
      }
      case 'done': return emTela(page, '/');
      default: throw new Error(`estado do login sem marcador: ${JSON.stringify(s.value)}`);
    }
  },
};

/** This folder's flows with screens, for tests/e2e/support/telas.ts (which finds this file by its name). */
export const telas: Fluxo[] = [login];
