import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  acaoDoTipo, chaveDoDocumento, mensagensAtendimento, nomeDoProduto, problemaDoComentario, problemasDaRevisao,
} from '../../src/domain/atendimento/atendimento';
import { formatDataHora } from '../../src/domain/comum/datas';
import { atendimentoChamadoMachine } from '../../src/machines/atendimento/chamado.machine';
import { atendimentoBoletosMachine } from '../../src/machines/atendimento/boletos.machine';
import type { PaginaLista } from '../../src/domain/comum/lista';
import { ApiFailure } from '../../src/services/comum/api';
import { testarModelo } from '../support/modelo';
import { analisar } from '../support/relatorio';
import { mensagensRevisao } from '../../src/domain/comum/chamados';
import {
  atendimentoBoletosModelo, atendimentoChamadoModelo, atendimentoFilaModelo, atualizacaoAberta, boletosCheia, chamadoAberto, COMENTARIO, CONTRATO, documentacaoAberta, documentacaoRevisada,
  IDENTIFICACAO, MOTIVO, MOTIVO_CANCELAMENTO, PROBLEMA,
} from './atendimento.model';

testarModelo(atendimentoFilaModelo, (agora, calls) => {
  // only pages that exist are asked for (12 tickets, 10 a page), of the product chosen; a new product starts at page 1
  const pedidas = calls.filter((c) => c.id === 'loadPage').map((c) => c.input as { filtro: string | null; pagina: number; linhas: number });
  for (const p of pedidas) {
    expect([null, 'spc-conciliador']).toContain(p.filtro);
    expect([1, 2]).toContain(p.pagina);
    expect(p.linhas).toBe(10);
  }
  for (const [i, p] of pedidas.entries()) if (i > 0 && p.filtro !== pedidas[i - 1]!.filtro) expect(p.pagina).toBe(1);
  if (agora.matches('loading')) expect(pedidas.at(-1)).toMatchObject({ filtro: agora.context.filtro, pagina: agora.context.pagina });
});

testarModelo(atendimentoChamadoModelo, (agora, calls) => {
  // a ticket is closed only open, with the comment written (never blank): classified as AtualizarChamado status 2
  // 'Classificação', a data update refused as status 1 'Atualização recusada'; a documentation ticket never this way
  for (const c of calls.filter((c) => c.id === 'closeTicket')) {
    expect([
      { chamadoId: 7, status: 2, tipoSolucao: 'Classificação', solucao: COMENTARIO },
      { chamadoId: 7, status: 1, tipoSolucao: 'Atualização recusada', solucao: COMENTARIO },
    ]).toContainEqual(c.input);
  }
  // issue 27: Cancelar chamado is AtualizarChamado status 1 with the reason written, only on an open classification
  for (const c of calls.filter((c) => c.id === 'cancelTicket')) {
    expect(c.input).toEqual({ chamadoId: 7, status: 1, tipoSolucao: 'Cancelado pelo atendimento', solucao: MOTIVO_CANCELAMENTO });
  }
  if (agora.matches('cancelling')) expect(agora.context.detalhe?.chamado).toMatchObject({ tipo: 'classificacao', status: 0 });
  if (agora.matches('closing')) {
    expect(agora.context.detalhe?.chamado.status).toBe(0);
    expect(agora.context.detalhe?.chamado.tipo).not.toBe('documentacao');
  }
  // Concluir análise sends one review per document of the ticket, each chosen; INCORRETA always with what is wrong
  for (const c of calls.filter((c) => c.id === 'reviewTicket')) {
    const { chamadoId, documentos } = c.input as { chamadoId: number; documentos: { documento: string; pessoa: null; correto: boolean; comentario: string }[] };
    expect(chamadoId).toBe(7);
    expect(documentos.map((d) => d.documento)).toEqual(documentacaoAberta.documentos.map((d) => d.documento));
    for (const d of documentos) expect(d).toEqual(d.correto ? { documento: d.documento, pessoa: null, correto: true, comentario: '' } : { documento: d.documento, pessoa: null, correto: false, comentario: PROBLEMA });
  }
  if (agora.matches('reviewing')) expect(agora.context.detalhe).toMatchObject({ chamado: { tipo: 'documentacao', status: 0 } });
  for (const c of calls.filter((c) => c.id === 'applyUpdate')) expect(c.input).toEqual({ chamadoId: 7 });
  if (agora.matches('applying')) expect(agora.context.detalhe).toMatchObject({ chamado: { tipo: 'atualizacao', status: 0 } });
  for (const c of calls.filter((c) => c.id === 'loadTicket')) expect(c.input).toEqual({ chamadoId: 7 });
  // the field's error is the domain's for the ticket's action, and shows only while the comment is blank
  if (agora.context.erroComentario !== null) {
    expect(agora.context.erroComentario).toBe(agora.context.detalhe?.chamado.tipo === 'atualizacao' ? 'Escreva o motivo da recusa.' : mensagensAtendimento.comentarioObrigatorio);
    expect(agora.context.comentario.trim()).toBe('');
  }
  // each document's problem is said only after a Concluir análise, and only while it stands
  if (agora.context.problemas) {
    for (const [chave, p] of Object.entries(agora.context.problemas as Record<string, { escolha?: string; comentario?: string }>)) {
      const r = (agora.context.revisoes as Record<string, { correto: boolean | null; comentario: string }>)[chave];
      expect(p.escolha === mensagensRevisao.escolha).toBe(r?.correto == null);
      expect(p.comentario === mensagensRevisao.comentario).toBe(r?.correto === false && !r.comentario.trim());
    }
  }
});

testarModelo(atendimentoBoletosModelo, (agora, calls) => {
  // only a sandbox boleto of the page, confirmed, is settled (boleto 2 is another bank's, 99 is not on the page)
  for (const c of calls.filter((c) => c.id === 'runAction')) expect((c.input as { id: string }).id).toBe('1');
  for (const c of calls.filter((c) => c.id === 'loadPage')) expect([1, 2]).toContain((c.input as { pagina: number }).pagina);
  if (agora.matches('confirmingAction') || agora.matches('acting')) expect(agora.context.agindo).toBe('1');
  if (agora.matches('showing')) expect(agora.context.agindo).toBeNull();
});

describe('atendimento-chamado: recusas declaradas', () => {
  it('cada evento recusado é tentado no estado dele: o estado fica e nenhuma chamada começa', () => {
    const { erros, declaradas } = analisar(atendimentoChamadoModelo);
    expect(erros).toEqual([]);
    expect(declaradas.map((d) => d.vale)).toEqual(declaradas.map(() => true));
  });

  it('um documento fora do chamado, ou de um chamado encerrado, não muda revisão nenhuma (só o contexto mudaria)', async () => {
    for (const [detalhe, chave] of [[documentacaoAberta, '/pisOuNid'], [documentacaoRevisada, CONTRATO]] as const) {
      const actor = createActor(atendimentoChamadoMachine.provide({ actors: { loadTicket: fromPromise(async () => detalhe) } }), { input: { chamadoId: 8 } }).start();
      await waitFor(actor, (s) => s.matches('showing'));
      actor.send({ type: 'review.mark', chave, correto: false });
      actor.send({ type: 'review.comment', chave, texto: PROBLEMA });
      expect(actor.getSnapshot().context.revisoes).toEqual({});
      actor.stop();
    }
  });
});

describe('console de atendimento: regras do domínio', () => {
  it('o comentário da classificação é obrigatório (espaços não contam) e tem no máximo 2000 caracteres', () => {
    expect(problemaDoComentario('')).toBe('Escreva um comentário para classificar.');
    expect(problemaDoComentario(' \n\t ')).toBe('Escreva um comentário para classificar.');
    expect(problemaDoComentario('x'.repeat(2000))).toBeNull();
    expect(problemaDoComentario(`  ${'x'.repeat(2000)}  `)).toBeNull();
    expect(problemaDoComentario('x'.repeat(2001))).toBe('O comentário pode ter no máximo 2000 caracteres.');
  });

  it('com comentário: a classificação Finaliza (2) Classificação; a atualização cadastral se recusa (1); a documentação não (Concluir análise)', () => {
    expect(acaoDoTipo('classificacao')).toEqual({
      rotulo: 'Classificar', status: 2, tipoSolucao: 'Classificação', rotuloComentario: 'Comentário da classificação', comentarioObrigatorio: 'Escreva um comentário para classificar.',
    });
    expect(acaoDoTipo('atualizacao')).toEqual({
      rotulo: 'Recusar', status: 1, tipoSolucao: 'Atualização recusada', rotuloComentario: 'Motivo da recusa', comentarioObrigatorio: 'Escreva o motivo da recusa.',
    });
    expect(acaoDoTipo('documentacao')).toBeNull();
  });

  it('a revisão: cada documento precisa de OK ou INCORRETA, e INCORRETA do que está errado (até 500 caracteres)', () => {
    const chaves = [CONTRATO, IDENTIFICACAO];
    expect(problemasDaRevisao(chaves, {})).toEqual({
      [CONTRATO]: { escolha: 'Marque OK ou INCORRETA.' }, [IDENTIFICACAO]: { escolha: 'Marque OK ou INCORRETA.' },
    });
    expect(problemasDaRevisao(chaves, { [CONTRATO]: { correto: false, comentario: '  ' }, [IDENTIFICACAO]: { correto: true, comentario: '' } }))
      .toEqual({ [CONTRATO]: { comentario: 'Diga o que está incorreto no documento.' } });
    expect(problemasDaRevisao(chaves, { [CONTRATO]: { correto: false, comentario: 'x'.repeat(501) }, [IDENTIFICACAO]: { correto: true, comentario: '' } }))
      .toEqual({ [CONTRATO]: { comentario: 'O comentário pode ter no máximo 500 caracteres.' } });
    expect(problemasDaRevisao(chaves, { [CONTRATO]: { correto: false, comentario: ` ${'x'.repeat(500)} ` }, [IDENTIFICACAO]: { correto: true, comentario: 'ignorado' } })).toEqual({});
    // a document of someone's (a health life's) has its own key
    expect(chaveDoDocumento({ pessoa: '52998224725', documento: 'rg' })).toBe('52998224725/rg');
    expect(chaveDoDocumento({ pessoa: null, documento: 'contratoSocial' })).toBe(CONTRATO);
  });

  it('Recusar uma atualização pede o motivo; o comentário vai como a solução do Cancelado', async () => {
    const calls: unknown[] = [];
    const actor = createActor(atendimentoChamadoMachine.provide({
      actors: {
        loadTicket: fromPromise(async () => atualizacaoAberta),
        closeTicket: fromPromise(async ({ input }) => { calls.push(input); return 'Chamado atualizado.'; }),
      },
    }), { input: { chamadoId: 9 } }).start();
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'close.submit' });
    expect(actor.getSnapshot().context.erroComentario).toBe('Escreva o motivo da recusa.');
    actor.send({ type: 'comment.change', texto: MOTIVO });
    actor.send({ type: 'close.submit' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls).toEqual([{ chamadoId: 9, status: 1, tipoSolucao: 'Atualização recusada', solucao: MOTIVO }]);
    actor.stop();
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

describe('atendimento-boletos: Liquidar, a ação da linha do kit', () => {
  it('recusada (já liquidado): o texto do servidor fica na tela depois da nova leitura, até a próxima página', async () => {
    const leituras: number[] = [];
    const machine = atendimentoBoletosMachine.provide({
      actors: {
        loadPage: fromPromise<PaginaLista, { input: null; pagina: number; linhas: number }>(async ({ input }) => { leituras.push(input.pagina); return boletosCheia; }),
        runAction: fromPromise<string, { input: null; id: string }>(() => Promise.reject(new ApiFailure('rejected', 'Este boleto já foi liquidado.'))),
      },
    });
    const actor = createActor(machine, { input: null }).start();
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'action.ask', id: '1' });
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => s.matches('showing') && leituras.length === 2);
    expect(actor.getSnapshot().context).toMatchObject({ alerta: 'Este boleto já foi liquidado.', agindo: null });
    actor.send({ type: 'page.go', pagina: 2 });
    expect(actor.getSnapshot().context.alerta).toBeNull();
    actor.stop();
  });
});

describe('issue 27: Concluir análise pergunta antes; Cancelar chamado com motivo', () => {
  it('a pergunta diz quantos documentos ficam aprovados e reprovados, e o que vem depois', async () => {
    const { perguntaDaConclusao } = await import('../../src/domain/atendimento/atendimento');
    expect(perguntaDaConclusao([{ correto: true }, { correto: false }])).toBe(
      'Concluir a análise com 1 documento aprovado e 1 reprovado? O chamado é finalizado e não pode ser reaberto; o consultor vê o que está incorreto e reenvia.',
    );
    expect(perguntaDaConclusao([{ correto: true }, { correto: true }, { correto: true }])).toBe(
      'Concluir a análise com 3 documentos aprovados? O chamado é finalizado e não pode ser reaberto; a documentação fica aprovada.',
    );
    expect(perguntaDaConclusao([{ correto: false }, { correto: false }])).toMatch(/^Concluir a análise com 2 documentos reprovados\?/);
  });

  it('Concluir análise com tudo revisado pergunta e não envia; Voltar à revisão mantém as escolhas; Confirmar envia', async () => {
    const calls: unknown[] = [];
    const machine = atendimentoChamadoMachine.provide({
      actors: {
        loadTicket: fromPromise(async () => documentacaoAberta),
        reviewTicket: fromPromise(async ({ input }) => { calls.push(input); return 'Análise concluída.'; }),
      },
    });
    const actor = createActor(machine, { input: { chamadoId: 7 } }).start();
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'review.mark', chave: CONTRATO, correto: true });
    actor.send({ type: 'review.mark', chave: IDENTIFICACAO, correto: true });
    actor.send({ type: 'review.submit' });
    expect(actor.getSnapshot().value).toBe('confirmingReview');
    actor.send({ type: 'review.cancel' });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.revisoes[CONTRATO]?.correto).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: 'review.submit' });
    actor.send({ type: 'review.confirm' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls).toHaveLength(1);
  });

  it('Cancelar chamado só numa classificação aberta, com o motivo (sem ele, o erro e nada enviado)', async () => {
    const { cancelavel } = await import('../../src/domain/atendimento/atendimento');
    expect(cancelavel({ tipo: 'classificacao', status: 0 }, 0)).toBe(true);
    expect(cancelavel({ tipo: 'classificacao', status: 2 }, 0)).toBe(false);
    expect(cancelavel({ tipo: 'atualizacao', status: 0 }, 0)).toBe(false);
    expect(cancelavel({ tipo: 'documentacao', status: 0 }, 2)).toBe(false);
    const calls: unknown[] = [];
    const machine = atendimentoChamadoMachine.provide({
      actors: {
        loadTicket: fromPromise(async () => chamadoAberto),
        closeTicket: fromPromise(async ({ input }) => { calls.push(input); return 'Chamado atualizado.'; }),
      },
    });
    const actor = createActor(machine, { input: { chamadoId: 7 } }).start();
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'cancel.submit' });
    expect(actor.getSnapshot().context.erroMotivo).toBe('Escreva o motivo do cancelamento.');
    actor.send({ type: 'cancel.change', texto: MOTIVO_CANCELAMENTO });
    expect(actor.getSnapshot().context.erroMotivo).toBeNull();
    actor.send({ type: 'cancel.submit' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls).toEqual([{ chamadoId: 7, status: 1, tipoSolucao: 'Cancelado pelo atendimento', solucao: MOTIVO_CANCELAMENTO }]);
  });
});
