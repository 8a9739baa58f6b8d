import { describe, expect, it } from 'vitest';
import { formatBRL } from '../../src/domain/comum/dinheiro';
import { linhasDoPreco, precoDaReserva } from '../../src/domain/cdl-varejo-inteligente/preco';
import { horarioSaoPaulo } from '../../src/domain/comum/datas';
import { fimDoPeriodo, problemaDoHorario, problemaDoPeriodo, ultimoDiaReservavel, vaiParaBoletoMensal } from '../../src/domain/cdl-varejo-inteligente/reservas';

// The smart-retail rules the server checks and the screens will share (src/domain/cdl-varejo-inteligente).

describe('precoDaReserva (§9 como lido em preco.ts)', () => {
  it('sala: preço por hora × horas, sem entrada', () => {
    expect(precoDaReserva({ tipoReserva: 'reuniao', valor: 8_000, inicio: '2027-01-09T08:00', fim: '2027-01-09T22:00' }))
      .toEqual({ linhas: [{ descricao: 'Locação por hora: 14 horas', quantidade: 14, unitario: 8_000, valor: 112_000 }], total: 112_000, aPagar: 112_000, saldo: 0 });
    expect(precoDaReserva({ tipoReserva: 'reuniao', valor: 8_000, inicio: '2027-01-09T08:00', fim: '2027-01-09T09:00' }).linhas[0]!.descricao).toBe('Locação por hora: 1 hora');
  });

  it.each([
    // day, hours → total, entry
    ['2027-01-08', 4, 200_000, 100_000], // Friday, the block alone
    ['2027-01-08', 7, 200_000 + 3 * 15_000, 122_500], // Friday, 3 weekday extra hours
    ['2027-01-09', 5, 200_000 + 33_000, 116_500], // Saturday
    ['2027-01-10', 14, 200_000 + 10 * 33_000, 265_000], // Sunday, the whole day
  ])('rooftop em %s por %i h: total %i, entrada %i', (dia, horas, total, entrada) => {
    const fim = `${dia}T${String(8 + horas).padStart(2, '0')}:00`;
    const p = precoDaReserva({ tipoReserva: 'rooftop', valor: 200_000, inicio: `${dia}T08:00`, fim });
    expect(p).toMatchObject({ total, aPagar: entrada, saldo: total - entrada });
  });

  it('rooftop: entrada de um total ímpar em centavos arredonda para cima; entrada + saldo = total', () => {
    const p = precoDaReserva({ tipoReserva: 'rooftop', valor: 100_001, inicio: '2027-01-08T08:00', fim: '2027-01-08T12:00' });
    expect(p).toMatchObject({ total: 100_001, aPagar: 50_001, saldo: 50_000 });
    expect(linhasDoPreco(p, 'rooftop').slice(-2)).toEqual([`Entrada (50%), paga no portal: ${formatBRL(50_001)}`, `Saldo, pago à associação até o dia do evento: ${formatBRL(50_000)}`]);
  });

  it('estação: preço × meses × cadeiras; escritório: preço × meses', () => {
    expect(precoDaReserva({ tipoReserva: 'estacao-trabalho', valor: 45_000, qtdMeses: 12, qtdEstacoes: 24 })).toMatchObject({ total: 45_000 * 12 * 24 });
    expect(precoDaReserva({ tipoReserva: 'estacao-trabalho', valor: 45_000, qtdMeses: 1, qtdEstacoes: 1 }).linhas[0]!.descricao).toBe('Estação de trabalho: 1 estação × 1 mês');
    expect(precoDaReserva({ tipoReserva: 'escritorio-virtual', valor: 15_000, qtdMeses: 5 })).toMatchObject({ total: 75_000, aPagar: 75_000 });
  });
});

describe('datas e regras do §5', () => {
  it('fimDoPeriodo: o mesmo dia N meses depois, ou o último dia do mês', () => {
    expect(fimDoPeriodo('2027-01-10', 3)).toBe('2027-04-10');
    expect(fimDoPeriodo('2027-01-31', 1)).toBe('2027-02-28');
    expect(fimDoPeriodo('2028-01-31', 1)).toBe('2028-02-29');
    expect(fimDoPeriodo('2027-11-30', 12)).toBe('2028-11-30');
    expect(fimDoPeriodo('2027-12-15', 1)).toBe('2028-01-15');
  });

  it('horário de São Paulo e o horizonte de reservas (o ano que vem)', () => {
    expect(horarioSaoPaulo(new Date('2026-11-19T15:00:00Z'))).toBe('2026-11-19T12:00');
    expect(horarioSaoPaulo(new Date('2027-01-01T02:59:00Z'))).toBe('2026-12-31T23:59');
    expect(ultimoDiaReservavel('2026-11-19')).toBe('2027-12-31');
  });

  it('problemaDoHorario: fim depois do início, horas inteiras das 8 às 22, não passado, rooftop ≥ 4 h', () => {
    const agora = '2026-11-19T12:00';
    const h = (inicio: string, fim: string, tipoReserva: 'reuniao' | 'rooftop' = 'reuniao') => problemaDoHorario({ tipoReserva, inicio, fim }, agora);
    expect(h('2026-11-19T12:00', '2026-11-19T13:00')).toBeNull();
    expect(h('2026-11-19T11:00', '2026-11-19T13:00')).toBe('Hora inválida!');
    expect(h('2026-11-20T08:00', '2026-11-20T22:00')).toBeNull();
    expect(h('2026-11-20T10:00', '2026-11-20T10:00')).toBe('Horário inválido maior inicio!');
    expect(h('2026-11-20T10:00', '2026-11-20T10:30')).toBe('Intervalo inválido.');
    expect(h('2026-11-20T22:00', '2026-11-20T23:00')).toBe('Intervalo inválido.');
    expect(h('2026-11-20T10:00', '2026-11-20T13:00', 'rooftop')).toBe('Reserva mínima é inferior a 4 horas!');
    expect(h('2026-11-20T10:00', '2026-11-20T14:00', 'rooftop')).toBeNull();
    expect(h('2028-01-01T10:00', '2028-01-01T11:00')).toBe('Escolha uma data até 31/12/2027.');
  });

  it('problemaDoPeriodo: 1 a 12 meses, início a partir de amanhã', () => {
    expect(problemaDoPeriodo({ inicio: '2026-11-20', qtdMeses: 1 }, '2026-11-19')).toBeNull();
    expect(problemaDoPeriodo({ inicio: '2026-11-19', qtdMeses: 1 }, '2026-11-19')).toBe('A Data Inicio deve ser posterior a 19/11/2026');
    expect(problemaDoPeriodo({ inicio: '2026-11-20', qtdMeses: 13 }, '2026-11-19')).toBe('A quantidade de meses deve ser de 1 a 12.');
    expect(problemaDoPeriodo({ inicio: '2026-11-20', qtdMeses: 0 }, '2026-11-19')).toBe('A quantidade de meses deve ser de 1 a 12.');
  });

  it('§4: estação e escritório vão ao boleto mensal, salvo para não associados; salas e rooftop aguardam pagamento', () => {
    expect(vaiParaBoletoMensal('estacao-trabalho', false)).toBe(true);
    expect(vaiParaBoletoMensal('escritorio-virtual', false)).toBe(true);
    expect(vaiParaBoletoMensal('estacao-trabalho', true)).toBe(false);
    expect(vaiParaBoletoMensal('reuniao', false)).toBe(false);
    expect(vaiParaBoletoMensal('rooftop', false)).toBe(false);
  });
});

describe('cartão dos produtos (issue 27): o que o associado tem do varejo', () => {
  it('reservas aceitas que não terminaram: Contratado, com quantas; canceladas, expiradas, retidas ou já terminadas não contam', async () => {
    const { resumoNoCartao } = await import('../../src/domain/cdl-varejo-inteligente/reservas');
    const hoje = '2026-12-02';
    expect(resumoNoCartao([{ status: 'boletoMensal', fim: '2027-01-02' }], hoje)).toEqual({ etiqueta: 'Contratado', detalhe: '1 reserva vigente.' });
    expect(resumoNoCartao([{ status: 'paga', fim: '2026-12-02T18:00' }, { status: 'aguardandoPagamento', fim: '2026-12-10T10:00' }], hoje))
      .toEqual({ etiqueta: 'Contratado', detalhe: '2 reservas vigentes.' });
    expect(resumoNoCartao([
      { status: 'cancelada', fim: '2027-01-02' }, { status: 'expirada', fim: '2027-01-02' }, { status: 'simulada', fim: '2027-01-02' }, { status: 'paga', fim: '2026-12-01T18:00' },
    ], hoje)).toEqual({ etiqueta: 'Disponível', detalhe: null });
  });
});

describe('escritório virtual: a data final ajustada é dita ao lado do campo (issue 27)', () => {
  it('um fim entre dois aniversários do início passa ao próximo, e o texto diz por quê; um fim exato, só o período', async () => {
    const { periodoDoEscritorio } = await import('../../src/domain/cdl-varejo-inteligente/textos-cliente');
    const { fimDoPeriodo } = await import('../../src/domain/cdl-varejo-inteligente/reservas');
    const exato = fimDoPeriodo('2027-01-10', 2);
    expect(periodoDoEscritorio('2027-01-10', exato)).toEqual({ texto: expect.stringMatching(/^Período: 2 meses, até /), ajustado: false });
    const ajustado = periodoDoEscritorio('2027-01-10', '2027-02-20');
    expect(ajustado?.ajustado).toBe(true);
    expect(ajustado?.texto).toBe(`A locação é por meses inteiros, contados da data de início: a data final 20/02/2027 passa para ${exato.split('-').reverse().join('/')} (2 meses).`);
    expect(periodoDoEscritorio('2027-01-10', '')).toBeNull();
    expect(periodoDoEscritorio('2027-01-10', '2027-01-05')).toBeNull();
  });
});
