import { describe, expect, it } from 'vitest';
import { precoDaReserva } from '../../src/domain/cdl-varejo-inteligente/preco';
import { minutoSeguinte, periodoDaConsulta } from '../../src/domain/cdl-varejo-inteligente/reservas';
import { fimDaGuarda, linhasDoTermo, type ReservaDoTermo } from '../../src/domain/cdl-varejo-inteligente/termo';

// the period maths and the term's lines, pure (issue 20: out of the router and the repository)
describe('período da consulta', () => {
  it('a day runs from its 00:00 to the next day 00:00; a minute through its end, across midnight', () => {
    expect(periodoDaConsulta('2026-12-01', '2026-12-31')).toEqual(['2026-12-01 00:00', '2027-01-01 00:00']);
    expect(periodoDaConsulta('2026-12-01T08:00', '2026-12-01T09:59')).toEqual(['2026-12-01 08:00', '2026-12-01 10:00']);
    expect(minutoSeguinte('2026-12-31 23:59')).toBe('2027-01-01 00:00');
  });
});

describe('linhas do termo', () => {
  const base: ReservaDoTermo = {
    eventoId: 7, codSocio: '123', tipoReserva: 'estacao-trabalho', inicio: '2026-12-01 00:00:00', fim: '2027-01-01 00:00:00', qtdMeses: 1,
    posicoes: [2, 5], nomeEvento: null, qtdPessoas: null, aguaCafe: false, coffeExterno: false, projetor: false, telao: false, som: false,
    responsavel: 'Ana', telefone: '3133334444', email: 'ana@x.com',
    preco: precoDaReserva({ tipoReserva: 'estacao-trabalho', valor: 10_000, qtdMeses: 1, qtdEstacoes: 2 }), criadoEm: new Date('2026-11-27T15:00:00Z'),
  };
  it('a workstation prints its months, its chairs and their people, the phone formatted and the hold in São Paulo time', () => {
    const linhas = linhasDoTermo(base, 'Estações', 'Loja da Ana', [{ posicao: 2, nome: 'Bia' }, { posicao: 5, nome: 'Caio' }]);
    expect(linhas.slice(0, 6)).toEqual([
      'Associado: Loja da Ana (código 123)', 'Reserva nº 7', 'Espaço: Estações',
      'Início: 01/12/2026; encerra no dia 01/01/2027 (1 mês)', 'Estações: 2 e 5', 'Estação 2: Bia',
    ]);
    expect(linhas).toContain('Responsável: Ana; telefone (31) 3333-4444; e-mail ana@x.com');
    expect(fimDaGuarda(base.criadoEm).toISOString()).toBe('2026-11-27T15:15:00.000Z');
    expect(linhas.at(-1)).toBe('Reserva guardada até 27/11/2026 12:15 (horário de Brasília), para o aceite deste termo');
  });
  it('a room prints its day, hours and services', () => {
    const sala = { ...base, tipoReserva: 'reuniao' as const, inicio: '2026-12-01 09:00:00', fim: '2026-12-01 10:00:00', qtdMeses: null, posicoes: [1],
      nomeEvento: 'Reunião', qtdPessoas: 4, aguaCafe: true, projetor: true, telefone: '31977776666' };
    const linhas = linhasDoTermo(sala, 'Sala 1', 'Loja', []);
    expect(linhas.slice(3, 6)).toEqual(['Data: 01/12/2026, das 09:00 às 10:00 (1 hora)', 'Evento: Reunião; pessoas: 4', 'Serviços: água e café e projetor']);
    expect(linhas).toContain('Responsável: Ana; telefone (31) 97777-6666; e-mail ana@x.com');
  });
});
