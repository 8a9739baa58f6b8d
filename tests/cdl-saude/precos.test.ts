import { describe, expect, it } from 'vitest';
import { faixaEtaria, idadeEm, precoNaFaixa, problemasDaTabela, vigenciaMinima } from '../../src/domain/cdl-saude/precos';
import { conferirTabelas, PLANOS_SAUDE, tabelaDe } from '../../src/server/cdl-saude/catalogo';

describe('CDL Saúde: faixas etárias da ANS e RN 563/2022', () => {
  it('a idade conta anos completos no dia (aniversário no próprio dia já conta)', () => {
    expect(idadeEm('2000-06-15', '2018-06-14')).toBe(17);
    expect(idadeEm('2000-06-15', '2018-06-15')).toBe(18);
    expect(idadeEm('2000-02-29', '2019-02-28')).toBe(18);
    expect(idadeEm('2000-02-29', '2019-03-01')).toBe(19);
  });

  it('as 10 faixas: 0–18, 19–23, …, 54–58, 59+', () => {
    const em = '2030-01-01';
    const nascidoCom = (idade: number) => `${2030 - idade}-01-01`;
    const esperado: [number, number][] = [[0, 0], [18, 0], [19, 1], [23, 1], [24, 2], [28, 2], [29, 3], [33, 3], [34, 4], [38, 4],
      [39, 5], [43, 5], [44, 6], [48, 6], [49, 7], [53, 7], [54, 8], [58, 8], [59, 9], [99, 9]];
    for (const [idade, faixa] of esperado) expect(faixaEtaria(nascidoCom(idade), em), `${idade} anos`).toBe(faixa);
    const precos = tabelaDe(10_000);
    expect(precoNaFaixa(precos, '1990-01-02', '2009-01-02')).toBe(precos[1]); // 19 on the validity date
    expect(precoNaFaixa(precos, '1990-01-02', '2009-01-01')).toBe(precos[0]); // 18 the day before
  });

  it('toda tabela semeada obedece ao art. 3º (última ≤ 6 × primeira; p10/p7 ≤ p7/p1) e não decresce', () => {
    expect(PLANOS_SAUDE.length).toBeGreaterThanOrEqual(16);
    for (const p of PLANOS_SAUDE) {
      expect(problemasDaTabela(p.precos), p.codplanofx).toEqual([]);
      const [p1, p7, p10] = [p.precos[0]!, p.precos[6]!, p.precos[9]!];
      expect(p10).toBeLessThanOrEqual(6 * p1);
      expect(p10 / p7).toBeLessThanOrEqual(p7 / p1);
    }
    expect(() => conferirTabelas(PLANOS_SAUDE)).not.toThrow();
  });

  it('recusa uma tabela que quebra cada regra, e a semente não grava um catálogo assim', () => {
    const boa = tabelaDe(10_000);
    expect(problemasDaTabela(boa)).toEqual([]);
    // I: last band more than 6 × the first
    const seisVezes = [1_000, 1_100, 1_200, 1_300, 1_400, 1_500, 2_500, 3_500, 5_000, 6_001];
    expect(problemasDaTabela(seisVezes)).toEqual(['A última faixa custa mais de 6 vezes a primeira (RN 563/2022, art. 3º, I).']);
    expect(problemasDaTabela([...seisVezes.slice(0, 9), 6_000])).toEqual([]);
    // II: the variation from band 7 to 10 above that from band 1 to 7 (p7² = 4 000 000 < p10 × p1 = 4 001 000)
    const variacao = [1_000, 1_050, 1_100, 1_200, 1_400, 1_600, 2_000, 2_500, 3_000, 4_001];
    expect(problemasDaTabela(variacao)).toEqual(['A variação da 7ª à 10ª faixa é maior que a da 1ª à 7ª (RN 563/2022, art. 3º, II).']);
    expect(problemasDaTabela([...variacao.slice(0, 9), 4_000])).toEqual([]);
    expect(problemasDaTabela([...boa.slice(0, 3), boa[1]!, ...boa.slice(4)])).toEqual(['A faixa 29 a 33 custa menos que a anterior.']);
    expect(problemasDaTabela(boa.slice(0, 9))).toEqual(['A tabela deve ter 10 faixas etárias.']);
    expect(problemasDaTabela([0, ...boa.slice(1)])).toEqual(['Todo preço deve ser um valor positivo em centavos.']);
    expect(() => conferirTabelas([...PLANOS_SAUDE, { codplanofx: '99901', precos: seisVezes }])).toThrow(/99901.*6 vezes/);
  });

  it('a vigência mínima é hoje + 8 dias no calendário', () => {
    expect(vigenciaMinima('2026-12-28')).toBe('2027-01-05');
  });
});

describe('CDL Saúde: CPFs da demonstração', () => {
  it('passam na verificação e não se repetem', async () => {
    const { cpfDemo } = await import('../../src/server/cdl-saude/semente');
    const { cpfValido } = await import('../../src/domain/comum/cpf');
    const todos = Array.from({ length: 80 }, (_, i) => cpfDemo(500 + i));
    expect(todos.every(cpfValido)).toBe(true);
    expect(new Set(todos).size).toBe(todos.length);
  });
});
