import { expect } from 'vitest';
import { clubeListaModelo } from './lista.model';
import { cancelamentoFeito, clubeCancelamentoModelo, clubePainelModelo, clubeTermoModelo } from './clube.model';
import { testarModelo } from '../support/modelo';

testarModelo(clubePainelModelo, (fim, calls) => {
  const compras = calls.filter((c) => c.id === 'buyClub');
  // every purchase attempt carries an idempotency key; the call in flight uses the current one
  for (const c of compras) expect(c.input).toEqual({ idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  if (fim.matches('purchasing')) expect(compras.at(-1)?.input).toEqual({ idempotencyKey: fim.context.purchaseKey });
  if (fim.matches('active')) expect(fim.context.clube?.termoAssinado).toBe(true);
});

testarModelo(clubeTermoModelo, (fim, calls) => {
  // §5: the term is accepted only after the checkbox, with the version that was shown
  for (const c of calls.filter((c) => c.id === 'acceptTerm')) expect(c.input).toEqual({ dtVersao: '2026-11-01' });
  if (fim.matches('accepting') || fim.matches('accepted')) expect(fim.context.agreed).toBe(true);
});

testarModelo(clubeCancelamentoModelo, (fim, calls) => {
  // the discount is only ever asked for when offered; cancelling never depends on the offer
  if (calls.some((c) => c.id === 'acceptDiscount')) expect(fim.context.retencao?.ofertarRetencao).toBe(true);
  // the screen shows what the server answered (protocol and date), never one of its own
  if (fim.matches('cancelled')) expect(fim.context.cancelamento).toEqual(cancelamentoFeito);
});

testarModelo(clubeListaModelo, (fim, calls) => {
  // §9: every page asked for is one that exists, 5 rows at a time; removal names the confirmed row
  // the fixtures hold at most 7 rows: pages 1 and 2 exist, page 3 never does
  for (const c of calls.filter((c) => c.id === 'loadPage')) expect([{ tipo: 'anuncios', pagina: 1 }, { tipo: 'anuncios', pagina: 2 }]).toContainEqual(c.input);
  for (const c of calls.filter((c) => c.id === 'removeItem')) expect(c.input).toEqual({ tipo: 'anuncios', id: '1' });
  expect(fim.context.pagina).toBeGreaterThanOrEqual(1);
  if (fim.matches('confirmingRemoval') || fim.matches('removing')) expect(fim.context.removendo).toBe('1');
});
