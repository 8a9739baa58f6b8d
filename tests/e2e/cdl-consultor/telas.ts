/**
 * The consultant area's screens for the UI replay of generated paths (tests/e2e/support/caminhos.ts): Nova filiação.
 * Registered in tests/e2e/support/telas.ts: `npm run test:e2e -- --caminho consultor-filiacao#1`.
 */
import { filiacaoModelo } from '../../cdl-consultor/filiacao.model';
import type { PathEvent } from '../../support/paths';
import { aviso, foiPara, foiParaOLogin, type Fluxo } from '../support/caminhos';
import { botao, visivel } from '../support/tela';

const FILIACAO = '/produto/cdl-consultor/filiacao';
const CARTEIRA = '/produto/cdl-consultor/minha-carteira';

export const filiacao: Fluxo = {
  modelo: filiacaoModelo,
  pagina: FILIACAO,
  email: 'consultor@exemplo.com.br',
  atores: { requestAffiliation: { api: '/api/Consultor/EnviarEmailFuturoAssociado', corpo: (mensagem) => ({ mensagem }) } },
  acoes: {
    'email.change': async (page, e: PathEvent) => { await page.getByRole('main').getByLabel('E-mail').fill((e as { email: string }).email); },
    'form.submit': async (page) => {
      const solicitar = botao(page, 'SOLICITAR');
      if (await solicitar.isDisabled()) return { bloqueado: '' };
      await solicitar.click();
    },
  },
  async tela(t) {
    const { page, s, expect } = t;
    const main = page.getByRole('main');
    switch (s.value) {
      case 'editing': {
        await visivel(main.getByRole('heading', { level: 1, name: 'Nova filiação' }));
        await expect.poll(() => main.getByLabel('E-mail').inputValue()).toBe(s.context.email);
        await expect.poll(() => botao(page, 'SOLICITAR').isEnabled()).toBe(true);
        const problema = s.context.problema as string | null;
        // the field's problem (§5, or the server's 409 sentence) under it and in the summary
        if (problema) await visivel(main.locator('.erro-campo').filter({ hasText: problema }));
        else expect(await main.locator('.erro-campo').count()).toBe(0);
        return aviso(t);
      }
      case 'sending':
        return expect.poll(() => botao(page, 'SOLICITAR').isDisabled(), { message: 'SOLICITAR desabilitado enquanto envia' }).toBe(true);
      case 'done':
        await foiPara(page, CARTEIRA);
        return aviso(t);
      case 'sessionLost': return foiParaOLogin(t);
      default: throw new Error(`estado da filiação sem marcador: ${JSON.stringify(s.value)}`);
    }
  },
};

export const telasDoConsultor: Fluxo[] = [filiacao];
