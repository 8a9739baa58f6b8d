import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  acaoDoTipo, mensagensAtendimento, nomeDoProduto, problemaDoComentario,
} from '../../src/domain/atendimento/atendimento';
import { formatDataHora } from '../../src/domain/comum/datas';
import { atendimentoChamadoMachine } from '../../src/machines/atendimento/chamado.machine';
import { testarModelo } from '../support/modelo';
import {
  atendimentoBoletosModelo, atendimentoChamadoModelo, atendimentoFilaModelo, chamadoAberto, COMENTARIO,
} from './atendimento.model';

testarModelo(atendimentoFilaModelo, (agora, calls) => {
  // only pages that exist are asked for (12 tickets, 10 a page), of the product chosen; a new product starts at page 1
  const pedidas = calls.filter((c) => c.id === 'loadQueue').map((c) => c.input as { produto: string | null; pagina: number });
  for (const p of pedidas) {
    expect([null, 'spc-conciliador']).toContain(p.produto);
    expect([1, 2]).toContain(p.pagina);
  }
  for (const [i, p] of pedidas.entries()) if (i > 0 && p.produto !== pedidas[i - 1]!.produto) expect(p.pagina).toBe(1);
  if (agora.matches('loading')) expect(pedidas.at(-1)).toEqual({ produto: agora.context.produto, pagina: agora.context.pagina });
});

testarModelo(atendimentoChamadoModelo, (agora, calls) => {
  // a ticket is classified only open, with the comment written (never blank), as AtualizarChamado status 2 'Classificação'
  for (const c of calls.filter((c) => c.id === 'closeTicket')) {
    expect(c.input).toEqual({ chamadoId: 7, status: 2, tipoSolucao: 'Classificação', solucao: COMENTARIO });
  }
  if (agora.matches('closing')) expect(agora.context.detalhe?.chamado.status).toBe(0);
  for (const c of calls.filter((c) => c.id === 'loadTicket')) expect(c.input).toEqual({ chamadoId: 7 });
  // the field's error is the domain's, and shows only while the comment is blank
  if (agora.context.erroComentario !== null) {
    expect(agora.context.erroComentario).toBe(mensagensAtendimento.comentarioObrigatorio);
    expect(agora.context.comentario.trim()).toBe('');
  }
});

testarModelo(atendimentoBoletosModelo, (agora, calls) => {
  // only a sandbox boleto of the page, confirmed, is settled (boleto 2 is another bank's, 99 is not on the page)
  for (const c of calls.filter((c) => c.id === 'settleBoleto')) expect(c.input).toEqual({ cobrancaId: 1 });
  for (const c of calls.filter((c) => c.id === 'loadPage')) expect([{ pagina: 1 }, { pagina: 2 }]).toContainEqual(c.input);
  if (agora.matches('confirming') || agora.matches('settling')) expect(agora.context.liquidando).toBe(1);
  if (agora.matches('showing')) expect(agora.context.liquidando).toBeNull();
});

describe('console de atendimento: regras do domínio', () => {
  it('o comentário da classificação é obrigatório (espaços não contam) e tem no máximo 2000 caracteres', () => {
    expect(problemaDoComentario('')).toBe('Escreva um comentário para classificar.');
    expect(problemaDoComentario(' \n\t ')).toBe('Escreva um comentário para classificar.');
    expect(problemaDoComentario('x'.repeat(2000))).toBeNull();
    expect(problemaDoComentario(`  ${'x'.repeat(2000)}  `)).toBeNull();
    expect(problemaDoComentario('x'.repeat(2001))).toBe('O comentário pode ter no máximo 2000 caracteres.');
  });

  it('só a classificação se encerra pelo console por enquanto: Finalizado (2) com tipoSolucao Classificação', () => {
    expect(acaoDoTipo('classificacao')).toEqual({ rotulo: 'Classificar', status: 2, tipoSolucao: 'Classificação', rotuloComentario: 'Comentário da classificação' });
    expect(acaoDoTipo('documentacao')).toBeNull();
    expect(acaoDoTipo('atualizacao')).toBeNull();
  });

  it('datas e horas no fuso de São Paulo; produto pelo nome, o desconhecido como veio', () => {
    expect(formatDataHora('2026-11-19T15:00:00.000Z')).toBe('19/11/2026 às 12:00');
    expect(formatDataHora('2026-01-01T02:59:00.000Z')).toBe('31/12/2025 às 23:59');
    expect(nomeDoProduto('spc-conciliador')).toBe('SPC Conciliador');
    expect(nomeDoProduto('outro')).toBe('outro');
  });

  it('o erro do comentário aparece só depois do primeiro Classificar e some quando o comentário é escrito', async () => {
    const actor = createActor(atendimentoChamadoMachine.provide({
      actors: { loadTicket: fromPromise(async () => chamadoAberto), closeTicket: fromPromise(async () => 'Chamado atualizado.') },
    }), { input: { chamadoId: 7 } }).start();
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'comment.change', texto: ' ' });
    expect(actor.getSnapshot().context.erroComentario).toBeNull();
    actor.send({ type: 'close.submit' });
    expect(actor.getSnapshot().context.erroComentario).toBe(mensagensAtendimento.comentarioObrigatorio);
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'comment.change', texto: 'Conferido.' });
    expect(actor.getSnapshot().context.erroComentario).toBeNull();
    actor.send({ type: 'close.submit' });
    await waitFor(actor, (s) => s.matches('closed'));
    actor.stop();
  });
});
