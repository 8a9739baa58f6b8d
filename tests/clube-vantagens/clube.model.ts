import { clubeCancelamentoMachine } from '../../src/machines/clube-vantagens/cancelamento.machine';
import { clubePainelMachine } from '../../src/machines/clube-vantagens/painel.machine';
import { clubeTermoMachine } from '../../src/machines/clube-vantagens/termo.machine';
import type { ClubeVantagens } from '../../src/contracts/clube-vantagens.contract';
import { formatBRL } from '../../src/domain/comum/dinheiro';
import { mensagensClube } from '../../src/domain/clube-vantagens/clube';
import type { MetodoPagamento } from '../../src/domain/comum/pagamentos';
import { ApiFailure } from '../../src/services/comum/api';
import type { PathEvent } from '../support/paths';
import { aviso } from '../support/cenarios';
import { clube, falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';

/** A club as the status call answers it, in words. */
export const resumoDoClube = (c: ClubeVantagens) =>
  `clube ${c.status === 'ATIVO' ? 'ativo' : `com cancelamento pedido (protocolo ${c.protocoloCancelamento})`}, termo ${c.termoAssinado ? 'assinado' : 'por assinar'}`;

/** What BuscarTermo gives the term machine: the text, the PDF and the version. */
export const termoPdf = {
  texto: { titulo: 'Termo de Adesão ao Clube de Vantagens', identificacao: ['Associado: Ana'], clausulas: ['Primeira cláusula.', 'Segunda cláusula.'] },
  base64: 'JVBERi0xLjQ=', dtVersao: '2026-11-01', nomeArquivo: 'termo-clube-vantagens.pdf',
};

/** ConsultarClubeVantagens' 400 (no club), with how this associate may buy it (issue 20). */
export const semClube = (metodosPermitidos: MetodoPagamento[]) => new ApiFailure('rejected', mensagensClube.naoAdquirido, 400,
  { mensagem: mensagensClube.naoAdquirido, metodosPermitidos, metodosIndisponiveis: [] });
/** The route's 403 to a login of another perfil. */
export const proibido = new ApiFailure('rejected', 'Você não tem acesso a esta função.', 403, { mensagem: 'Você não tem acesso a esta função.' });

export const clubePainelModelo = {
  nome: 'clube-painel',
  machine: clubePainelMachine,
  events: [
    { type: 'xstate.done.actor.loadClub', output: clube(true) },
    { type: 'xstate.done.actor.loadClub', output: clube(false) },
    { type: 'xstate.error.actor.loadClub', error: semClube(['mensalidade']) },
    // a login the route refuses (a consultant, staff): a refusal, never "no club" (issue 20)
    { type: 'xstate.error.actor.loadClub', error: proibido },
    { type: 'xstate.error.actor.loadClub', error: falhas.expirada },
    { type: 'xstate.error.actor.loadClub', error: falhas.rede },
    { type: 'retry' },
    { type: 'purchase.start' }, { type: 'purchase.cancel' }, { type: 'purchase.confirm' },
    { type: 'xstate.done.actor.buyClub', output: clube(false) },
    { type: 'xstate.error.actor.buyClub', error: falhas.rejeitada },
    { type: 'xstate.error.actor.buyClub', error: falhas.expirada },
    { type: 'xstate.error.actor.buyClub', error: falhas.rede },
    { type: 'tab.select', aba: 'banner' },
  ] satisfies PathEvent<typeof clubePainelMachine>[],
  key: (s) => [s.value, s.context.aba, s.context.notice !== null],
  // an associate: the server's "no club" permits it the slip (a non-associate buys by card, on the payment screen:
  // pagamento.model.ts; the panel refuses it the slip: clube.paths.test.ts)
  // states, transitions and their rules are named in the machine; here, the tab chosen, the calls and what shows
  textos: {
    eventos: { 'tab.select': (e: { aba: string }) => `abre a aba ${e.aba}` },
    atores: { loadClub: 'a consulta do clube', buyClub: 'a compra do clube' },
    respostas: { loadClub: resumoDoClube, buyClub: resumoDoClube },
    fatos: (s) => [s.matches('active') && `aba ${s.context.aba}`, aviso(s)],
  },
  recusas: [
    { estado: 'purchasing', evento: { type: 'purchase.confirm' }, porque: 'um segundo Confirmar compra enquanto a compra corre' },
    { estado: 'termPending', evento: { type: 'purchase.start' }, porque: 'clube já comprado não se compra de novo' },
  ],
} satisfies Modelo;

export const clubeTermoModelo = {
  nome: 'clube-termo',
  machine: clubeTermoMachine,
  events: [
    { type: 'xstate.done.actor.loadTerm', output: termoPdf },
    { type: 'xstate.error.actor.loadTerm', error: falhas.rejeitada },
    { type: 'xstate.error.actor.loadTerm', error: falhas.expirada },
    { type: 'xstate.error.actor.loadTerm', error: falhas.rede },
    { type: 'retry' }, { type: 'agree.toggle' }, { type: 'term.accept' }, { type: 'back' },
    { type: 'xstate.done.actor.acceptTerm', output: 'Termo assinado com sucesso!' },
    { type: 'xstate.error.actor.acceptTerm', error: falhas.rejeitada },
    { type: 'xstate.error.actor.acceptTerm', error: falhas.expirada },
    { type: 'xstate.error.actor.acceptTerm', error: falhas.rede },
  ] satisfies PathEvent<typeof clubeTermoMachine>[],
  key: (s) => [s.value, s.context.agreed, s.context.notice !== null],
  // the term kit's words (src/machines/comum/termo.ts) are product-neutral: the club's button and where it goes are here
  textos: {
    estados: {
      accepting: 'a assinatura em andamento (Aguarde, salvando termo)', accepted: 'o painel, com o termo assinado',
      leftToPanel: 'o painel, sem o termo', leftBack: 'o painel (VOLTAR, sem assinar)',
    },
    eventos: { 'term.accept': 'clica em Assinar termo' },
    atores: { loadTerm: 'a busca do termo', acceptTerm: 'a assinatura do termo' },
    respostas: {
      loadTerm: (t: typeof termoPdf) => `'${t.texto.titulo}', ${t.texto.clausulas.length} cláusulas, versão ${t.dtVersao}`,
    },
    fatos: (s) => [s.matches('reading') && (s.context.agreed ? 'de acordo marcado' : 'de acordo desmarcado'), aviso(s)],
  },
  regras: {
    'reading: term.accept #2 → (stays)': ['§5.5a'],
    'accepting: error acceptTerm #3 → reading': ['§8.8a'],
    'loading: error loadTerm #2 if rejected → leftToPanel': ['§8.8b'],
    'accepting: error acceptTerm #2 if rejected → leftToPanel': ['§8.8b'],
    sessionLost: ['§8.8a', '§8.12a'],
  },
  recusas: [
    {
      estado: 'reading', quando: (s) => !s.context.agreed, evento: { type: 'term.accept' },
      porque: 'Assinar termo sem o de acordo: fica no termo e diz o que falta', regras: ['§5.5a'],
    },
    { estado: 'accepting', evento: { type: 'term.accept' }, porque: 'um segundo Assinar termo enquanto a assinatura corre' },
    { estado: 'accepting', evento: { type: 'back' }, porque: 'VOLTAR durante a assinatura: ela já foi enviada' },
  ],
} satisfies Modelo;

export const retencao = (ofertarRetencao: boolean) => ({ ofertarRetencao, valorMensal: 12_000, valorComDesconto: 6_000, dtCancelamento: '2026-12-01' });

/** What the server answers a cancellation (§7 CancelarClubeVantagens). */
export const cancelamentoFeito = { mensagem: 'Cancelamento solicitado.', protocolo: 'CLB-2026-001000', dtCancelamento: '2026-12-01' };

/** A club whose cancellation was asked for (§3 status, with the server's protocol and date). */
export const clubeCancelado = { ...clube(true), status: 'CANCELAMENTO_SOLICITADO' as const, dtCancelamento: '2026-12-01', protocoloCancelamento: 'CLB-2026-000999' };

export const clubeCancelamentoModelo = {
  nome: 'clube-cancelamento',
  machine: clubeCancelamentoMachine,
  events: [
    { type: 'xstate.done.actor.loadClub', output: clube(true) },
    { type: 'xstate.done.actor.loadClub', output: clubeCancelado },
    { type: 'xstate.error.actor.loadClub', error: falhas.rejeitada },
    { type: 'xstate.error.actor.loadClub', error: falhas.expirada },
    { type: 'xstate.error.actor.loadClub', error: falhas.rede },
    { type: 'xstate.done.actor.loadRetention', output: retencao(true) },
    { type: 'xstate.done.actor.loadRetention', output: retencao(false) },
    { type: 'xstate.error.actor.loadRetention', error: falhas.rejeitada },
    { type: 'xstate.error.actor.loadRetention', error: falhas.expirada },
    { type: 'xstate.error.actor.loadRetention', error: falhas.rede },
    { type: 'retry' }, { type: 'discount.accept' }, { type: 'cancel.confirm' }, { type: 'back' },
    { type: 'xstate.done.actor.acceptDiscount', output: 'Desconto aplicado! Sua mensalidade do Clube de Vantagens passa a ser R$ 60,00.' },
    { type: 'xstate.error.actor.acceptDiscount', error: falhas.rejeitada },
    { type: 'xstate.error.actor.acceptDiscount', error: falhas.expirada },
    { type: 'xstate.done.actor.cancelClub', output: cancelamentoFeito },
    { type: 'xstate.error.actor.cancelClub', error: falhas.rejeitada },
    { type: 'xstate.error.actor.cancelClub', error: falhas.expirada },
    { type: 'xstate.error.actor.cancelClub', error: falhas.rede },
  ] satisfies PathEvent<typeof clubeCancelamentoMachine>[],
  key: (s) => [s.value, s.context.retencao?.ofertarRetencao ?? null, s.context.notice !== null],
  // states, transitions and their rules are named in the machine; here, the calls and what shows
  textos: {
    atores: { loadClub: 'a consulta do clube', loadRetention: 'a consulta da oferta', acceptDiscount: 'o aceite do desconto', cancelClub: 'o cancelamento' },
    respostas: {
      loadClub: resumoDoClube,
      loadRetention: (r: ReturnType<typeof retencao>) => (r.ofertarRetencao ? `oferta de ${formatBRL(r.valorComDesconto)} por mês` : 'sem oferta de desconto'),
      cancelClub: (c: typeof cancelamentoFeito) => `protocolo ${c.protocolo}, vale a partir de ${c.dtCancelamento}`,
    },
    fatos: (s) => [s.matches('deciding') && (s.context.retencao?.ofertarRetencao ? 'com oferta de desconto' : 'sem oferta de desconto'), aviso(s)],
  },
  recusas: [
    {
      estado: 'deciding', quando: (s) => s.context.retencao?.ofertarRetencao === false, evento: { type: 'discount.accept' },
      porque: 'sem oferta de retenção não há ACEITAR DESCONTO',
    },
    { estado: 'cancelling', evento: { type: 'cancel.confirm' }, porque: 'um segundo EFETUAR CANCELAMENTO enquanto o primeiro corre' },
    { estado: 'alreadyRequested', evento: { type: 'cancel.confirm' }, porque: 'cancelamento já pedido não se pede de novo' },
  ],
} satisfies Modelo;
