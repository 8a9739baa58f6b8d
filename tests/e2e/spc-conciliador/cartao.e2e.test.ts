/**
 * issue 27: the products screen says what the associate has of every product, from the server's data (it said
 * 'Contratado' for the club only): the reconciliation's card reads Disponível, then Em andamento (Classificado) once a
 * request awaits payment, then Contratado once it is paid; at 360 and 1280 px.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ambiente } from '../support/ambiente';
import { entrarPorApi } from '../support/login';
import { verificarTela } from '../support/navegador';
import { capturar, visivel } from '../support/tela';
import { apoioConciliador } from './apoio';

const EMAIL = 'associado@exemplo.com.br';
const portal = ambiente();
portal.registrarCiclo();
const { solicitacaoPronta } = apoioConciliador(portal);

const cartao = (page: Page) => page.getByRole('main').getByRole('link', { name: /^SPC Conciliador/ });

describe('cartões dos produtos com a situação de cada produto (issue 27)', () => {
  it('o conciliador: Disponível, Em andamento (Classificado), Contratado depois de pago', async () => {
    const page = await portal.abrir();
    await entrarPorApi(portal.aba.context, EMAIL);
    await page.goto('/');
    await visivel(cartao(page).getByText('Disponível', { exact: true }));

    const solicitacaoId = await solicitacaoPronta(EMAIL);
    await page.reload();
    await visivel(cartao(page).getByText('Em andamento', { exact: true }));
    await visivel(cartao(page).getByText('Classificado', { exact: true }));

    const pago = await page.request.post('/api/Conciliador/PagamentoCreditoSpcConciliador', {
      data: {
        solicitacaoId, idempotencyKey: randomUUID(), nomeCartao: 'ANA ASSOCIADA', numeroCartao: '4111111111111111',
        dataExpiracaoCartao: '12/30', codigoValidacaoCartao: '123',
      },
    });
    expect(pago.status(), await pago.text()).toBe(200);
    await page.reload();
    await visivel(cartao(page).getByText('Contratado', { exact: true }));
    // retail: nothing booked yet
    await visivel(page.getByRole('main').getByRole('link', { name: /^Varejo Inteligente/ }).getByText('Disponível', { exact: true }));
    await verificarTela(page, 'produtos com as situações');
    await capturar(page, 'produtos-situacoes-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await capturar(page, 'produtos-situacoes-1280');
  });
});
