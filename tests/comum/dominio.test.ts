import { describe, expect, it } from 'vitest';
import { PRECO_CLUBE, valorComRetencao } from '../../src/domain/clube-vantagens/clube';
import { cpfValido, formatCPF, somenteDigitos } from '../../src/domain/comum/cpf';
import { dataSaoPaulo, formatData, primeiroDiaDoProximoMes } from '../../src/domain/comum/datas';
import { comDesconto, formatBRL } from '../../src/domain/comum/dinheiro';
import { destinoSeguro, problemaLogin } from '../../src/domain/comum/login';

describe('dinheiro', () => {
  it('imprime BRL em pt-BR com espaço inseparável', () => {
    expect(formatBRL(12_000)).toBe('R$\u00a0120,00');
    expect(formatBRL(6_000)).toBe('R$\u00a060,00');
    expect(formatBRL(123_456_789)).toBe('R$\u00a01.234.567,89');
  });
  it('§9: a retenção é 50% do preço atual do clube', () => {
    expect(valorComRetencao(PRECO_CLUBE)).toBe(6_000);
    for (let centavos = 0; centavos < 50_000; centavos += 997) {
      const d = comDesconto(centavos, 50);
      expect(Number.isInteger(d)).toBe(true);
      expect(Math.abs(d * 2 - centavos)).toBeLessThanOrEqual(1);
    }
  });
});

describe('datas de São Paulo', () => {
  it('o dia de um instante é o de São Paulo, não o de UTC', () => {
    expect(dataSaoPaulo(new Date('2026-12-01T02:30:00Z'))).toBe('2026-11-30'); // 23:30 em SP
    expect(dataSaoPaulo(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
  });
  it('§4: o cancelamento vale no primeiro dia do mês seguinte', () => {
    expect(primeiroDiaDoProximoMes(new Date('2026-11-22T15:00:00Z'))).toBe('2026-12-01');
    expect(primeiroDiaDoProximoMes(new Date('2026-12-01T02:30:00Z'))).toBe('2026-12-01'); // ainda 30/11 em SP
    expect(primeiroDiaDoProximoMes(new Date('2027-01-01T02:59:00Z'))).toBe('2027-01-01'); // ainda 31/12 em SP
    expect(primeiroDiaDoProximoMes(new Date('2027-01-31T12:00:00Z'))).toBe('2027-02-01');
  });
  it('para qualquer instante, a data é dia 1 e cai depois do dia do pedido, no mês seguinte', () => {
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2028-01-01T00:00:00Z'); t += 7 * 3_600_000 + 13 * 60_000) {
      const dia = dataSaoPaulo(new Date(t));
      const efetivo = primeiroDiaDoProximoMes(new Date(t));
      expect(efetivo.endsWith('-01')).toBe(true);
      expect(efetivo > dia).toBe(true);
      const [a, m] = dia.split('-').map(Number) as [number, number];
      expect(efetivo).toBe(m === 12 ? `${a + 1}-01-01` : `${a}-${String(m + 1).padStart(2, '0')}-01`);
    }
  });
  it('mostra datas como dd/mm/aaaa', () => expect(formatData('2026-12-01')).toBe('01/12/2026'));
});

describe('CPF', () => {
  it('confere os dígitos verificadores', () => {
    expect(cpfValido('529.982.247-25')).toBe(true);
    expect(cpfValido('52998224724')).toBe(false);
    expect(cpfValido('11111111111')).toBe(false);
    expect(cpfValido('123')).toBe(false);
  });
  it('§5: exibe 3.3.3-2 a partir dos dígitos', () => {
    expect(formatCPF('52998224725')).toBe('529.982.247-25');
    expect(somenteDigitos(formatCPF('52998224725'))).toBe('52998224725');
  });
});

describe('login', () => {
  it('pede e-mail válido e senha', () => {
    expect(problemaLogin('x', 'a')).toBe('Informe um e-mail válido.');
    expect(problemaLogin('a@b.com', '')).toBe('Informe a senha.');
    expect(problemaLogin(' a@b.com ', 'x')).toBeNull();
  });
  it('volta só para caminhos do próprio portal', () => {
    expect(destinoSeguro('/produto/clube-vantagens/painel', '/')).toBe('/produto/clube-vantagens/painel');
    expect(destinoSeguro('//malicioso.example', '/')).toBe('/');
    expect(destinoSeguro('https://malicioso.example', '/')).toBe('/');
    expect(destinoSeguro('/login?voltar=/x', '/')).toBe('/');
    expect(destinoSeguro(null, '/')).toBe('/');
  });
});
