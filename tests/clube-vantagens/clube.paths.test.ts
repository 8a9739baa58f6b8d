import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { clubePainelMachine } from '../../src/machines/clube-vantagens/painel.machine';
import { CARRINHO_CLUBE, carrinhoDoClube } from '../../src/machines/clube-vantagens/pagamento.machine';
import { mensagensClube } from '../../src/domain/clube-vantagens/clube';
import { responderFetch } from '../support/fetch';
import { clube } from '../support/fixtures';
import { clubeListaModelo } from './lista.model';
import { cancelamentoFeito, clubeCancelado, clubeCancelamentoModelo, clubePainelModelo, clubeTermoModelo, proibido, semClube, termoPdf } from './clube.model';
import { testarModelo } from '../support/modelo';

testarModelo(clubePainelModelo, (fim, calls) => {
  const compras = calls.filter((c) => c.id === 'buyClub');
  // every purchase attempt carries an idempotency key; the call in flight uses the current one
  for (const c of compras) expect(c.input).toEqual({ idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  if (fim.matches('purchasing')) expect(compras.at(-1)?.input).toEqual({ idempotencyKey: fim.context.purchaseKey });
  if (fim.matches('active')) expect(fim.context.clube?.termoAssinado).toBe(true);
});

testarModelo(clubeTermoModelo, (fim, calls) => {
  // §5: the term is accepted only after the checkbox, with the version that was shown (the kit hands `aceitar` the term loaded)
  for (const c of calls.filter((c) => c.id === 'acceptTerm')) expect(c.input).toStrictEqual({ dtVersao: '2026-11-01', entrada: undefined, termo: termoPdf });
  if (fim.matches('accepting') || fim.matches('accepted')) expect(fim.context.agreed).toBe(true);
});

testarModelo(clubeCancelamentoModelo, (fim, calls) => {
  // the discount is only ever asked for when offered; cancelling never depends on the offer
  if (calls.some((c) => c.id === 'acceptDiscount')) expect(fim.context.retencao?.ofertarRetencao).toBe(true);
  // the screen shows what the server answered (protocol and date), never one of its own
  if (fim.matches('cancelled')) expect(fim.context.cancelamento).toEqual(cancelamentoFeito);
  // issue 9: a cancellation already asked for is shown as it is, and never asked for again
  if (fim.matches('alreadyRequested')) expect(fim.context.clube).toEqual(clubeCancelado);
  if (calls.some((c) => c.id === 'cancelClub')) expect(fim.context.clube?.status).toBe('ATIVO');
});

testarModelo(clubeListaModelo, (fim, calls) => {
  // §9: every page asked for is one that exists, 5 rows at a time; removal names the confirmed row
  // the fixtures hold at most 7 rows: pages 1 and 2 exist, page 3 never does
  const anuncios = { tipo: 'anuncios' };
  for (const c of calls.filter((c) => c.id === 'loadPage')) {
    expect([{ input: anuncios, pagina: 1, linhas: 5 }, { input: anuncios, pagina: 2, linhas: 5 }]).toContainEqual(c.input);
  }
  for (const c of calls.filter((c) => c.id === 'removeItem')) expect(c.input).toEqual({ input: anuncios, id: '1' });
  expect(fim.context.pagina).toBeGreaterThanOrEqual(1);
  if (fim.matches('confirmingRemoval') || fim.matches('removing')) expect(fim.context.removendo).toBe('1');
});

describe('painel de um não associado (issue 11: um jeito de comprar por tipo de sócio)', () => {
  it('sem mensalidade: o painel não lança a compra (purchase.start não passa, nada é cobrado); a compra dele é a tela do cartão, que só vende a não associados', async () => {
    let compras = 0;
    const machine = clubePainelMachine.provide({
      actors: {
        loadClub: fromPromise(() => Promise.reject(semClube(['credito']))),
        buyClub: fromPromise(async () => { compras++; return clube(false); }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('notPurchased'));
    // the view draws 'Comprar com cartão de crédito' (a link to the payment screen) where purchase.start is refused
    expect(actor.getSnapshot().can({ type: 'purchase.start' })).toBe(false);
    actor.send({ type: 'purchase.start' });
    expect(actor.getSnapshot().value).toBe('notPurchased');
    expect(compras).toBe(0);
    actor.stop();
    // the card payment screen sells the club to them: the cart once ConsultarClubeVantagens says there is none
    responderFetch([400, { mensagem: mensagensClube.naoAdquirido, metodosPermitidos: ['credito'], metodosIndisponiveis: [] }]);
    await expect(carrinhoDoClube()).resolves.toMatchObject({ ...CARRINHO_CLUBE, permitidos: ['credito'] });

    // an associate is offered the slip here, and nothing on the card screen (which sends them back to this panel)
    const associado = createActor(machine.provide({ actors: { loadClub: fromPromise(() => Promise.reject(semClube(['mensalidade']))) } })).start();
    await waitFor(associado, (s) => s.matches('notPurchased'));
    expect(associado.getSnapshot().can({ type: 'purchase.start' })).toBe(true);
    associado.stop();
    // a login the route refuses (403, a consultant): the refusal, no purchase, never "no club"
    const consultor = createActor(machine.provide({ actors: { loadClub: fromPromise(() => Promise.reject(proibido)) } })).start();
    await waitFor(consultor, (s) => s.status === 'done');
    expect(consultor.getSnapshot()).toMatchObject({ value: 'refused', context: { notice: 'Você não tem acesso a esta função.' } });
    expect(consultor.getSnapshot().can({ type: 'purchase.start' })).toBe(false);
    // the server permits an associate the monthly slip only: the card screen (credit only) has nothing to offer
    responderFetch([400, { mensagem: mensagensClube.naoAdquirido, metodosPermitidos: ['mensalidade'], metodosIndisponiveis: [] }]);
    await expect(carrinhoDoClube()).resolves.toMatchObject({ permitidos: ['mensalidade'] });
  });
});
