import { describe, expect, it } from 'vitest';
import { linhaDaSolicitacao } from '../../src/machines/spc-conciliador/painel.machine';
import { testarModelo } from '../support/modelo';
import { ativa, comBoleto, conciliadorPainelModelo, emClassificacao, semAceite, solicitacao } from './painel.model';

testarModelo(conciliadorPainelModelo, (agora, calls) => {
  // one query per load; the rows are the server's requests in its order, Pagar only where it says so
  expect(calls.every((c) => c.id === 'loadRequests')).toBe(true);
  if (agora.matches('showing')) {
    expect(agora.context.linhas.map((l: { solicitacaoId: number }) => l.solicitacaoId)).toEqual([7, 5, 8, 9, 10]);
    expect(agora.context.linhas.filter((l: { pagar: boolean }) => l.pagar).map((l: { solicitacaoId: number }) => l.solicitacaoId)).toEqual([7]);
  }
  if (agora.matches('empty')) expect(agora.context.linhas).toEqual([]);
});

describe('linha do painel (§4 Reconciliation request)', () => {
  it('status 0 mostra o status do chamado; Classificado com Pagar; o valor a pagar enquanto em andamento', () => {
    const l = linhaDaSolicitacao(solicitacao());
    expect(l).toMatchObject({ solicitacaoId: 7, plano: 'Essencial', situacao: 'Classificado', pagar: true, urlBoleto: null });
    expect(l.detalhes).toEqual([
      { rotulo: 'Quantidade de CNPJ', valor: '2' },
      { rotulo: 'Operadoras', valor: 'Cielo, Rede, Stone' },
      { rotulo: 'Mensalidade', valor: 'R$\u00a0129,00 por mês' },
      { rotulo: 'Valor a pagar', valor: 'R$\u00a0448,00' },
    ]);
    expect(linhaDaSolicitacao(emClassificacao)).toMatchObject({ situacao: 'Aberto', pagar: false });
    expect(linhaDaSolicitacao(semAceite)).toMatchObject({ situacao: 'Aguardando aceite do termo', pagar: false });
  });
  it('qualquer outro status é Ativo, sem botão nem boleto, mesmo que a resposta diga outra coisa', () => {
    const l = linhaDaSolicitacao({ ...ativa, podePagar: true, urlBoleto: '/api/arquivos/1' });
    expect(l).toMatchObject({ situacao: 'Ativo', pagar: false, urlBoleto: null });
    expect(l.detalhes.map((d) => d.rotulo)).not.toContain('Valor a pagar');
  });
  it('um boleto aberto: Abrir boleto, sem Pagar', () => {
    expect(linhaDaSolicitacao(comBoleto)).toMatchObject({ situacao: 'Classificado', pagar: false, urlBoleto: '/api/arquivos/42' });
  });
});
