import { describe, expect, it } from 'vitest';
import {
  anosDoFiltro, diaEscolhivel, diasDoMes, FORMULARIO_VAZIO, HORAS_DO_DIA, mensagensAgenda, mesesDoFiltro, problemaDoHorarioNaAgenda,
  precoDaEscolha, problemasDoEvento, rotuloDoIntervalo, sobrepoe, tituloDoMes, type EscolhaDeHorario,
} from '../../src/domain/cdl-varejo-inteligente/agenda';

// "now" is São Paulo's wall clock: Wednesday 25/11/2026 at 14:10
const AGORA = '2026-11-25T14:10';
const HOJE = AGORA.slice(0, 10);
const DIA = '2026-12-02'; // a Wednesday
const escolha = (horaInicio: number | null, horaFim: number | null, tipoReserva: 'reuniao' | 'rooftop' = 'reuniao', dia = DIA): EscolhaDeHorario =>
  ({ tipoReserva, dia, horaInicio, horaFim });

describe('§5 modal de horário (problemaDoHorarioNaAgenda)', () => {
  it('início e término obrigatórios', () => {
    expect(problemaDoHorarioNaAgenda(escolha(null, 10), [], AGORA)).toBe(mensagensAgenda.informeInicio);
    expect(problemaDoHorarioNaAgenda(escolha(9, null), [], AGORA)).toBe(mensagensAgenda.informeFim);
  });
  it("término depois do início: 'Horário inválido maior inicio!'", () => {
    expect(problemaDoHorarioNaAgenda(escolha(10, 10), [], AGORA)).toBe('Horário inválido maior inicio!');
    expect(problemaDoHorarioNaAgenda(escolha(12, 9), [], AGORA)).toBe('Horário inválido maior inicio!');
  });
  it("§9 só horas inteiras de 8 a 22: fora disso 'Intervalo inválido.'", () => {
    expect(HORAS_DO_DIA).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
    expect(problemaDoHorarioNaAgenda(escolha(7, 10), [], AGORA)).toBe('Intervalo inválido.');
    expect(problemaDoHorarioNaAgenda(escolha(20, 23), [], AGORA)).toBe('Intervalo inválido.');
    expect(problemaDoHorarioNaAgenda(escolha(9.5, 11), [], AGORA)).toBe('Intervalo inválido.');
    expect(problemaDoHorarioNaAgenda(escolha(8, 22), [], AGORA)).toBeNull();
  });
  it("início no passado: 'Hora inválida!' (hoje, antes de agora); hoje mais tarde passa", () => {
    expect(problemaDoHorarioNaAgenda(escolha(14, 16, 'reuniao', HOJE), [], AGORA)).toBe('Hora inválida!');
    expect(problemaDoHorarioNaAgenda(escolha(9, 11, 'reuniao', '2026-11-24'), [], AGORA)).toBe('Hora inválida!');
    expect(problemaDoHorarioNaAgenda(escolha(15, 17, 'reuniao', HOJE), [], AGORA)).toBeNull();
  });
  it("rooftop no mínimo 4 horas: 'Reserva mínima é inferior a 4 horas!'", () => {
    expect(problemaDoHorarioNaAgenda(escolha(10, 13, 'rooftop'), [], AGORA)).toBe('Reserva mínima é inferior a 4 horas!');
    expect(problemaDoHorarioNaAgenda(escolha(10, 14, 'rooftop'), [], AGORA)).toBeNull();
    // a room has no minimum
    expect(problemaDoHorarioNaAgenda(escolha(10, 11, 'reuniao'), [], AGORA)).toBeNull();
  });
  it("sobreposição com um horário ocupado: 'Horário reservada!'; encostado passa (intervalos semiabertos)", () => {
    const ocupado = [{ inicio: `${DIA}T10:00`, fim: `${DIA}T12:00` }];
    expect(problemaDoHorarioNaAgenda(escolha(11, 13), ocupado, AGORA)).toBe('Horário reservada!');
    expect(problemaDoHorarioNaAgenda(escolha(9, 11), ocupado, AGORA)).toBe('Horário reservada!');
    expect(problemaDoHorarioNaAgenda(escolha(8, 22), ocupado, AGORA)).toBe('Horário reservada!');
    expect(problemaDoHorarioNaAgenda(escolha(10, 12), ocupado, AGORA)).toBe('Horário reservada!');
    expect(problemaDoHorarioNaAgenda(escolha(8, 10), ocupado, AGORA)).toBeNull();
    expect(problemaDoHorarioNaAgenda(escolha(12, 14), ocupado, AGORA)).toBeNull();
    // the API may write the ends with a space
    expect(problemaDoHorarioNaAgenda(escolha(11, 13), [{ inicio: `${DIA} 10:00`, fim: `${DIA} 12:00` }], AGORA)).toBe('Horário reservada!');
  });
  it('sobrepoe: semiaberto', () => {
    const a = { inicio: `${DIA}T10:00`, fim: `${DIA}T12:00` };
    expect(sobrepoe(a, { inicio: `${DIA}T12:00`, fim: `${DIA}T13:00` })).toBe(false);
    expect(sobrepoe(a, { inicio: `${DIA}T11:59`, fim: `${DIA}T13:00` })).toBe(true);
    expect(rotuloDoIntervalo(a)).toBe('10:00 às 12:00');
  });
});

describe('§2 calendário e §9 filtro de ano', () => {
  it('anos: o atual e o próximo; meses: do mês atual em diante neste ano, todos no próximo', () => {
    expect(anosDoFiltro(HOJE)).toEqual([2026, 2027]);
    expect(mesesDoFiltro(2026, HOJE)).toEqual([11, 12]);
    expect(mesesDoFiltro(2027, HOJE)).toHaveLength(12);
    expect(tituloDoMes(2026, 12)).toBe('Dezembro de 2026');
  });
  it('dias passados não podem ser escolhidos; hoje e adiante sim, até 31/12 do próximo ano', () => {
    const dias = diasDoMes(2026, 11, HOJE);
    expect(dias).toHaveLength(30);
    expect(dias.filter((d) => d.passado).map((d) => d.numero)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(dias[24]).toMatchObject({ dia: HOJE, passado: false, semana: 3, nome: 'quarta-feira, 25 de novembro de 2026' });
    expect(diaEscolhivel('2026-11-24', HOJE)).toBe(false);
    expect(diaEscolhivel(HOJE, HOJE)).toBe(true);
    expect(diaEscolhivel('2027-12-31', HOJE)).toBe(true);
    expect(diaEscolhivel('2028-01-01', HOJE)).toBe(false);
    expect(diaEscolhivel('2027-02-30', HOJE)).toBe(false);
  });
});

describe('§5 reserva de reunião (problemasDoEvento)', () => {
  const ok = { ...FORMULARIO_VAZIO, evento: 'Lançamento', pessoas: '12', responsavel: 'Ana', telefone: '31987654321', email: 'ana@exemplo.com.br' };
  it('completo: nenhum problema', () => expect(problemasDoEvento(ok, 12)).toEqual({}));
  it('obrigatórios', () => {
    expect(Object.keys(problemasDoEvento(FORMULARIO_VAZIO, 12)).sort()).toEqual(['email', 'evento', 'pessoas', 'responsavel', 'telefone']);
  });
  it('pessoas numérico e no máximo a capacidade (dita)', () => {
    expect(problemasDoEvento({ ...ok, pessoas: '13' }, 12).pessoas).toBe('Este espaço comporta no máximo 12 pessoas.');
    expect(problemasDoEvento({ ...ok, pessoas: 'doze' }, 12).pessoas).toBe(mensagensAgenda.informePessoas);
    expect(problemasDoEvento({ ...ok, pessoas: '0' }, 12).pessoas).toBe(mensagensAgenda.informePessoas);
  });
  it('telefone (##) #####-#### e e-mail válido', () => {
    expect(problemasDoEvento({ ...ok, telefone: '3198765432' }, 12).telefone).toBe(mensagensAgenda.informeTelefone);
    expect(problemasDoEvento({ ...ok, email: 'ana@exemplo' }, 12).email).toBe(mensagensAgenda.informeEmail);
  });
});

describe('§9 preço da escolha (precoDaEscolha)', () => {
  it('rooftop 4 h num dia útil: o bloco mínimo; 5 h: uma hora extra de 150,00; sábado 330,00; entrada 50%', () => {
    expect(precoDaEscolha(escolha(10, 14, 'rooftop'), 200_000)).toMatchObject({ total: 200_000, aPagar: 100_000, saldo: 100_000 });
    expect(precoDaEscolha(escolha(10, 15, 'rooftop'), 200_000)?.total).toBe(215_000);
    expect(precoDaEscolha(escolha(10, 15, 'rooftop', '2026-12-05'), 200_000)?.total).toBe(233_000);
  });
  it('sala: valor por hora; sem preço enquanto o intervalo é inválido', () => {
    expect(precoDaEscolha(escolha(9, 12), 8_000)?.total).toBe(24_000);
    expect(precoDaEscolha(escolha(10, 13, 'rooftop'), 200_000)).toBeNull();
    expect(precoDaEscolha(escolha(9, null), 8_000)).toBeNull();
  });
});
