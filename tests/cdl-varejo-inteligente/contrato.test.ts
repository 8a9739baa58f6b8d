import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ConsultaAgenda, PagamentoCartao, SimulacaoReserva } from '../../src/contracts/cdl-varejo-inteligente.contract';

// The smart-retail contract (issue 12): the simulation payload with responsible person, phone, e-mail, months and
// an idempotency key; what it refuses before any handler runs.

function mensagens(schema: z.ZodTypeAny, valor: unknown): string[] {
  const r = schema.safeParse(valor);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

const CPF = '52998224725';
const UUID = '7a1b7b2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('CDL Varejo Inteligente: contrato', () => {
  const estacao = { posicao: 3, nome: 'Ana', telefone: '31988887777', rg: 'MG123', cpf: CPF };
  const contato = { idempotencyKey: UUID, responsavel: 'Ana', telefone: '31988887777', email: 'ana@exemplo.com.br' };
  const reuniao = { tipoReserva: 'reuniao', agendaId: 1, ...contato, inicio: '2030-01-10T09:00', fim: '2030-01-10T11:00', nomeEvento: 'Treinamento', qtdPessoas: 10 };

  it('aceita reunião, estações de trabalho e escritório virtual', () => {
    expect(mensagens(SimulacaoReserva, reuniao)).toEqual([]);
    expect(mensagens(SimulacaoReserva, { tipoReserva: 'estacao-trabalho', agendaId: 4, ...contato, inicio: '2030-01-10', qtdMeses: 3, estacoes: [estacao] })).toEqual([]);
    expect(mensagens(SimulacaoReserva, { tipoReserva: 'escritorio-virtual', agendaId: 5, ...contato, inicio: '2030-01-10', qtdMeses: 12 })).toEqual([]);
    expect(mensagens(ConsultaAgenda, { agendaId: 2, inicio: '2030-01-10 00:00', fim: '2030-01-10 23:59' })).toEqual([]);
  });

  it('titulo e descricao do §3 são opcionais (o servidor os escreve com o responsável)', () => {
    const r = SimulacaoReserva.parse(reuniao);
    expect(r).toMatchObject({ titulo: '', descricao: '', aguaCafe: false, som: false });
  });

  it('recusa com as mensagens do §5', () => {
    expect(mensagens(SimulacaoReserva, { ...reuniao, fim: '2030-01-10T08:00' })).toEqual(['Horário inválido maior inicio!']);
    expect(mensagens(SimulacaoReserva, { ...reuniao, tipoReserva: 'rooftop', fim: '2030-01-10T12:00' })).toEqual(['Reserva mínima é inferior a 4 horas!']);
    expect(mensagens(SimulacaoReserva, { ...reuniao, inicio: '2030-01-10T09:15' })).toEqual(['Intervalo inválido.']);
    expect(mensagens(SimulacaoReserva, { tipoReserva: 'estacao-trabalho', agendaId: 4, ...contato, inicio: '2030-01-10', qtdMeses: 1, estacoes: [{ ...estacao, cpf: '11111111111' }] }))
      .toEqual(['CPF Inválido!']);
    expect(mensagens(SimulacaoReserva, { tipoReserva: 'escritorio-virtual', agendaId: 5, ...contato, inicio: '2030-01-10' })).toEqual(['Informe a quantidade de meses.']);
    expect(mensagens(SimulacaoReserva, { ...reuniao, responsavel: undefined, telefone: undefined, email: undefined }))
      .toEqual(['Informe o responsável.', 'Campo obrigatório: "telefone".', 'Campo obrigatório: "email".']);
    expect(mensagens(SimulacaoReserva, { ...reuniao, nomeEvento: undefined })).toEqual(['Informe o evento.']);
    expect(mensagens(SimulacaoReserva, { ...reuniao, idempotencyKey: undefined })).toEqual(['Campo obrigatório: "idempotencyKey".']);
  });

  it('pagamento com cartão exige o evento e a chave de idempotência', () => {
    const cartao = { idempotencyKey: UUID, nomeCartao: 'ANA', numeroCartao: '5555555555554444', dataExpiracaoCartao: '01/31', codigoValidacaoCartao: '1234', eventoId: 9 };
    expect(mensagens(PagamentoCartao, cartao)).toEqual([]);
    expect(mensagens(PagamentoCartao, { ...cartao, eventoId: undefined })).toEqual(['Campo obrigatório: "eventoId".']);
  });
});
