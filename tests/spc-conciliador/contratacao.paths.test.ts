import { expect } from 'vitest';
import { mensagensConciliador } from '../../src/domain/spc-conciliador/conciliador';
import type { ContratacaoContext } from '../../src/machines/spc-conciliador/contratacao.machine';
import type { TermoDaContratacao } from '../../src/services/spc-conciliador/contratacao.service';
import { testarModelo } from '../support/modelo';
import { conciliadorCatalogoModelo, conciliadorContratacaoModelo, conciliadorTermoModelo, pedido } from './contratacao.model';

testarModelo(conciliadorCatalogoModelo, (fim, calls) => {
  // one load per screen opening, and one per retry: never a call the user did not cause
  expect(calls.every((c) => c.id === 'loadCatalog')).toBe(true);
  if (fim.matches('ready')) expect(fim.context.catalogo?.planos.length).toBeGreaterThan(0);
});

testarModelo(conciliadorContratacaoModelo, (fim, calls) => {
  const { escolha, dialogo } = fim.context as ContratacaoContext;
  // §2: the summary calls nothing; the only call of the flow is the term step, and only while it is open
  if (!fim.matches('term')) expect(Object.keys(fim.children)).toEqual([]);
  // the term gets exactly the choice saved (plan, CNPJ count, operator ids), never the modal's unsaved one
  for (const c of calls) {
    expect(c.id).toBe('termo');
    expect(c.input).toEqual({ planoId: 1, qtdeCNPJs: expect.any(Number), operadorasId: [1] });
  }
  if (fim.matches('term')) {
    expect(calls.at(-1)?.input).toEqual({ planoId: escolha!.dadosPlano.planoId, qtdeCNPJs: escolha!.qtdCnpj, operadorasId: [1] });
  }
  // §5: a choice is never saved without an operator or with a CNPJ count out of 1..999
  if (escolha) {
    expect(escolha.operadoras.length).toBeGreaterThan(0);
    expect(escolha.qtdCnpj).toBeGreaterThanOrEqual(1);
  }
  // the modal is open exactly in `extras`; Salvar without an operator says §5's text
  expect(dialogo !== null).toBe(fim.matches('extras'));
  if (dialogo?.problemas.operadoras) expect(dialogo.problemas.operadoras).toBe(mensagensConciliador.selecioneOperadora);
});

testarModelo(conciliadorTermoModelo, (fim, calls) => {
  // every load asks for the wizard's choice; the acceptance names the request and the hash of the term shown
  for (const c of calls.filter((c) => c.id === 'loadTerm')) expect(c.input).toStrictEqual(pedido);
  if (fim.matches('accepting')) {
    const termo = fim.context.termo as TermoDaContratacao;
    expect(calls.at(-1)).toEqual({ id: 'acceptTerm', input: { dtVersao: termo.dtVersao, entrada: pedido, termo } });
    expect(fim.context.agreed).toBe(true);
  }
  // §5: never accepted without the checkbox
  if (fim.matches('accepting') || fim.matches('accepted')) expect(fim.context.agreed).toBe(true);
  // 409: the term changed in another tab; it is loaded again, unticked, with the server's words
  // (a retry after the reload failed clears the text; the box stays unticked)
  if (fim.matches('loading') && fim.context.termo) {
    expect(fim.context.agreed).toBe(false);
    expect([mensagensConciliador.termoMudou, null]).toContain(fim.context.notice);
  }
});
