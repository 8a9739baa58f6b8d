import { expect } from 'vitest';
import { clubeListaModelo } from './models/clube-lista.model';
import { clubeCancelamentoModelo, clubePainelModelo, clubeTermoModelo } from './models/clube-vantagens.model';
import { testarModelo } from './support/modelo';

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
  if (fim.matches('cancelled')) expect(fim.context.cancelamento?.protocolo).toMatch(/^CLB-\d{4}-\d{6}$/);
});

testarModelo(clubeListaModelo, (fim, calls) => {
  // §9: every page asked for is one that exists, 5 rows at a time; removal names the confirmed row
  for (const c of calls.filter((c) => c.id === 'loadPage')) expect(c.input).toEqual({ tipo: 'anuncios', pagina: expect.any(Number) });
  for (const c of calls.filter((c) => c.id === 'removeItem')) expect(c.input).toEqual({ tipo: 'anuncios', id: '1' });
  expect(fim.context.pagina).toBeGreaterThanOrEqual(1);
  if (fim.matches('confirmingRemoval') || fim.matches('removing')) expect(fim.context.removendo).toBe('1');
});
