import { clubeCancelamentoMachine } from '../../src/machines/clube-vantagens/cancelamento.machine';
import { clubePainelMachine } from '../../src/machines/clube-vantagens/painel.machine';
import { clubeTermoMachine } from '../../src/machines/clube-vantagens/termo.machine';
import type { PathEvent } from '../support/paths';
import { clube, falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';

/** What BuscarTermo gives the term machine: the text, the PDF and the version. */
export const termoPdf = {
  texto: { titulo: 'Termo de Adesão ao Clube de Vantagens', identificacao: ['Associado: Ana'], clausulas: ['Primeira cláusula.', 'Segunda cláusula.'] },
  base64: 'JVBERi0xLjQ=', dtVersao: '2026-11-01', nomeArquivo: 'termo-clube-vantagens.pdf',
};

export const clubePainelModelo = {
  nome: 'clube-painel',
  machine: clubePainelMachine,
  events: [
    { type: 'xstate.done.actor.loadClub', output: clube(true) },
    { type: 'xstate.done.actor.loadClub', output: clube(false) },
    { type: 'xstate.error.actor.loadClub', error: falhas.rejeitada },
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
  // an associate (a non-associate is offered no purchase: clube.paths.test.ts)
  input: { naoAssociado: false },
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
} satisfies Modelo;
