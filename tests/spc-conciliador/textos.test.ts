/**
 * issue 27: what the 'Dados Adicionais' choice costs, said where it is made (an extra operator's monthly fee was first
 * seen on the summary), and the extras counted in correct pt-BR ('2 filiais extras', not '2 filial extra').
 */
import { describe, expect, it } from 'vitest';
import { formatBRL } from '../../src/domain/comum/dinheiro';
import { adquirentesExtras, filiaisExtras, precoDaEscolha } from '../../src/domain/spc-conciliador/conciliador';
import { essencial } from './contratacao.model';

describe('extras no plural', () => {
  it("'1 filial extra', '2 filiais extras'; '1 adquirente extra', '3 adquirentes extras'", () => {
    expect(filiaisExtras(1)).toBe('1 filial extra');
    expect(filiaisExtras(2)).toBe('2 filiais extras');
    expect(adquirentesExtras(1)).toBe('1 adquirente extra');
    expect(adquirentesExtras(3)).toBe('3 adquirentes extras');
  });
});

describe('preço da escolha em Dados Adicionais', () => {
  it('dentro do plano: a mensalidade do plano', () => {
    expect(precoDaEscolha(essencial, '1', 2)).toBe(`Mensalidade com esta escolha: ${formatBRL(9_990)} por mês.`);
  });

  it('uma operadora além das adquirentes do plano: a mensalidade já com a adquirente extra, e por quê', () => {
    expect(precoDaEscolha(essencial, '1', 3)).toBe(
      `Mensalidade com esta escolha: ${formatBRL(9_990 + 2_990)} por mês (plano ${formatBRL(9_990)} + 1 adquirente extra × ${formatBRL(2_990)}).`,
    );
  });

  it('CNPJ e operadoras a mais, no plural', () => {
    expect(precoDaEscolha(essencial, '3', 4)).toBe(
      `Mensalidade com esta escolha: ${formatBRL(9_990 + 2 * 4_990 + 2 * 2_990)} por mês `
      + `(plano ${formatBRL(9_990)} + 2 filiais extras × ${formatBRL(4_990)} + 2 adquirentes extras × ${formatBRL(2_990)}).`,
    );
  });

  it('sem quantidade de CNPJ válida: nada a dizer ainda', () => {
    expect(precoDaEscolha(essencial, '', 1)).toBeNull();
    expect(precoDaEscolha(essencial, '0', 1)).toBeNull();
  });
});

describe('cartão dos produtos (issue 27): o que o associado tem do conciliador', () => {
  const s = (status: number, statusChamado: 'Aberto' | 'Classificado' | 'Cancelado' | null, dtAceite: string | null = '2026-11-20T12:00:00Z') => ({ status, statusChamado, dtAceite });
  it('uma solicitação Ativo (paga): Contratado', async () => {
    const { resumoNoCartao } = await import('../../src/domain/spc-conciliador/conciliador');
    expect(resumoNoCartao([s(0, 'Cancelado'), s(1, 'Classificado')])).toEqual({ etiqueta: 'Contratado', detalhe: null });
    expect(resumoNoCartao([s(0, 'Classificado')])).toEqual({ etiqueta: 'Em andamento', detalhe: 'Classificado' });
    expect(resumoNoCartao([s(0, 'Cancelado')])).toEqual({ etiqueta: 'Disponível', detalhe: null });
    expect(resumoNoCartao([])).toEqual({ etiqueta: 'Disponível', detalhe: null });
  });
});
