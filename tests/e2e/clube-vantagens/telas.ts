/**
 * The club's screens for the UI replay of generated paths (tests/e2e/support/caminhos.ts): each flow's
 * page, the API call of each actor, how each state is recognized on screen and how each user event is
 * done there. Registered in tests/e2e/support/telas.ts.
 */
import type { Page } from 'playwright-core';
import { mensagensClube } from '../../../src/domain/clube-vantagens/clube';
import { clubeCancelamentoModelo, clubePainelModelo, clubeTermoModelo, termoPdf } from '../../clube-vantagens/clube.model';
import type { PathEvent } from '../../support/paths';
import { aviso, carregando, falhaDeCarga, foiPara, foiParaOLogin, noticia, type Acao, type Fluxo } from '../support/caminhos';
import { botao, oculto, visivel } from '../support/tela';

// one real login per flow; every lane starts with its cookie (401s come from page.route, never from the server)
// (an associate: a non-associate is offered no purchase on the panel, issue 9)
const ASSOCIADO = 'associado@exemplo.com.br';

const PAINEL = '/produto/clube-vantagens/painel';
const TERMO = '/produto/clube-vantagens/termo';
const CANCELAMENTO = '/produto/clube-vantagens/cancelamento';

const ROTULO_ABA = { anuncios: 'Anúncios', banner: 'Banner', usuarios: 'Usuários' } as const;

/** User events as clicks, shared by the club's screens. */
const cliques = {
  retry: (page: Page) => botao(page, 'Tentar novamente').click(),
  // the cancellation screen's 'voltar' (§2, as written) and the term kit's 'VOLTAR'
  back: (page: Page) => page.getByRole('button', { name: /^voltar$/i }).click(),
} satisfies Record<string, Acao>;

const acoesDoPainel: Record<string, Acao> = {
  retry: cliques.retry,
  'purchase.start': (page) => botao(page, 'Adquirir Clube de Vantagens').click(),
  'purchase.confirm': (page) => botao(page, 'Confirmar compra').click(),
  'purchase.cancel': (page) => botao(page, 'voltar').click(),
  'tab.select': (page, e: PathEvent) => page.getByRole('tab', { name: ROTULO_ABA[(e as { aba: keyof typeof ROTULO_ABA }).aba] }).click(),
};
const acoesDoTermo: Record<string, Acao> = {
  retry: cliques.retry,
  back: cliques.back,
  'agree.toggle': (page) => page.getByLabel('Estou de acordo com o termo acima.').click(),
  'term.accept': async (page) => {
    const assinar = botao(page, 'Assinar termo');
    if (await assinar.isDisabled()) return { bloqueado: mensagensClube.marqueOAceite }; // the term machine's guard
    await assinar.click();
  },
};
const acoesDoCancelamento: Record<string, Acao> = {
  retry: cliques.retry,
  back: cliques.back,
  'discount.accept': (page) => botao(page, 'ACEITAR DESCONTO').click(),
  'cancel.confirm': (page) => botao(page, 'EFETUAR CANCELAMENTO').click(),
};

/** The club's flows with screens. */
export const telasDoClube: Fluxo[] = [
  {
    modelo: clubePainelModelo,
    pagina: PAINEL,
    email: ASSOCIADO,
    acoes: acoesDoPainel,
    atores: {
      loadClub: { api: '/api/Clube/ConsultarClubeVantagens', corpo: (o) => o },
      buyClub: { api: '/api/Clube/AdquirirClubeVantagens', corpo: (o) => o },
    },
    async tela(t) {
      const { page, s, expect } = t;
      switch (s.value) {
        case 'loading': return carregando(t);
        case 'loadFailed': return falhaDeCarga(t, mensagensClube.falhaDeRede);
        case 'notPurchased':
          await visivel(botao(page, 'Adquirir Clube de Vantagens'));
          return aviso(t);
        case 'confirmingPurchase': {
          const confirmar = botao(page, 'Confirmar compra');
          await visivel(confirmar);
          await expect.poll(() => confirmar.isEnabled()).toBe(true);
          return aviso(t);
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
        // a 403 (a login that may not buy): the server's words, no purchase offered (issue 20)
        case 'refused':
          await visivel(page.getByRole('main').getByText(s.context.notice ?? '', { exact: true }));
          await expect.poll(() => botao(page, 'Adquirir Clube de Vantagens').count()).toBe(0);
          return;
        case 'sessionLost': return foiParaOLogin(t);
        default: throw new Error(`estado do painel sem marcador: ${JSON.stringify(s.value)}`);
      }
    },
  },
  {
    modelo: clubeTermoModelo,
    pagina: TERMO,
    email: ASSOCIADO,
    acoes: acoesDoTermo,
    atores: {
      loadTerm: {
        api: '/api/Clube/BuscarTermoClubeVantagens',
        corpo: (o) => {
          const t = o as typeof termoPdf;
          return { file: { fileContents: t.base64, fileDownloadName: t.nomeArquivo }, dtVersao: t.dtVersao, texto: t.texto };
        },
      },
      acceptTerm: { api: '/api/Clube/AceitarTermoClubeVantagens', corpo: (o) => ({ mensagem: o }) },
    },
    async tela(t) {
      const { page, s, expect } = t;
      switch (s.value) {
        case 'loading': return visivel(page.getByRole('main').getByText('Carregando o termo…', { exact: true }));
        case 'loadFailed': return falhaDeCarga(t, mensagensClube.falhaDeRede);
        case 'reading': {
          const assinar = botao(page, 'Assinar termo');
          await visivel(assinar);
          // the term as page text, and the same term as PDF
          const clausulas = page.getByRole('main').getByRole('list').last().getByRole('listitem');
          await expect.poll(() => clausulas.allTextContents()).toEqual(termoPdf.texto.clausulas);
          expect(await page.getByRole('link', { name: 'Abrir o termo em PDF' }).getAttribute('href')).toMatch(/^blob:/);
          await visivel(botao(page, 'VOLTAR'));
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
          const salvando = botao(page, mensagensClube.salvandoTermo);
          await visivel(salvando);
          await expect.poll(() => salvando.isDisabled()).toBe(true);
          await expect.poll(() => page.getByLabel('Estou de acordo com o termo acima.').isDisabled()).toBe(true);
          return;
        }
        case 'accepted':
        case 'leftToPanel':
          await foiPara(page, PAINEL);
          return aviso(t);
        case 'leftBack': return foiPara(page, PAINEL); // VOLTAR: no toast
        case 'sessionLost': return foiParaOLogin(t);
        default: throw new Error(`estado do termo sem marcador: ${JSON.stringify(s.value)}`);
      }
    },
  },
  {
    modelo: clubeCancelamentoModelo,
    pagina: CANCELAMENTO,
    email: ASSOCIADO,
    acoes: acoesDoCancelamento,
    atores: {
      loadClub: { api: '/api/Clube/ConsultarClubeVantagens', corpo: (o) => o },
      loadRetention: { api: '/api/Clube/ConsultarRetencaoClubeVantagens', corpo: (o) => o },
      acceptDiscount: { api: '/api/Clube/AceitarRetencaoClubeVantagens', corpo: (o) => ({ mensagem: o, valorMensal: 6_000 }) },
      cancelClub: { api: '/api/Clube/CancelarClubeVantagens', corpo: (o) => o },
    },
    async tela(t) {
      const { page, s, expect } = t;
      const oferta = (s.context.retencao as { ofertarRetencao: boolean } | null)?.ofertarRetencao === true;
      const aceitar = botao(page, 'ACEITAR DESCONTO');
      switch (s.value) {
        case 'loading':
        case 'loadingRetention': return carregando(t);
        case 'alreadyRequested': {
          // issue 9: the protocol and date asked before, and no second EFETUAR CANCELAMENTO
          const clube = s.context.clube as { protocoloCancelamento: string; dtCancelamento: string };
          const caixa = page.getByRole('main').getByRole('status');
          expect(await caixa.getByText(/^Protocolo: /).locator('strong').textContent()).toBe(clube.protocoloCancelamento);
          await visivel(caixa.getByText(clube.dtCancelamento.split('-').reverse().join('/')));
          expect(await botao(page, 'EFETUAR CANCELAMENTO').count()).toBe(0);
          return visivel(botao(page, 'voltar'));
        }
        case 'loadFailed': return falhaDeCarga(t, mensagensClube.falhaDeRede);
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
          return aviso(t);
        case 'sessionLost': return foiParaOLogin(t);
        default: throw new Error(`estado do cancelamento sem marcador: ${JSON.stringify(s.value)}`);
      }
    },
  },
];


/** This folder's flows with screens, for tests/e2e/support/telas.ts (which finds this file by its name). */
export const telas = telasDoClube;
