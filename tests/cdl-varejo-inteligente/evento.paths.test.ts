import { expect } from 'vitest';
import { mensagensAgenda, problemaDoHorarioNaAgenda } from '../../src/domain/cdl-varejo-inteligente/agenda';
import type { EventoContext } from '../../src/machines/cdl-varejo-inteligente/evento.machine';
import { testarModelo } from '../support/modelo';
import { AGORA, CHAVE, pendentes, varejoEventoModelo } from './evento.model';

testarModelo(varejoEventoModelo, (fim, calls) => {
  const c = fim.context as EventoContext;
  // the agenda is asked for the route's kind; a day is consulted only when picked, never a past one
  for (const call of calls) {
    if (call.id === 'loadAgenda') expect(call.input).toEqual({ agendaId: 3, tipo: 'rooftop' });
    else if (call.id === 'termo') expect(call.input).toEqual(c.pedido);
    else {
      expect(call.id).toBe('loadDay');
      expect((call.input as { dia: string }).dia >= AGORA.slice(0, 10)).toBe(true);
    }
  }
  // §5: never past the form with a pending field; the Agenda shows a complete form's months of the filter
  if (fim.matches('calendar') || fim.matches('loadingDay') || fim.matches('choosingTime') || fim.matches('term')) {
    expect(pendentes(c)).toBe(0);
  }
  // the modal's problem is always the §5 rule of its choice
  if (c.problemaHorario && fim.matches('choosingTime')) {
    expect(Object.values(mensagensAgenda)).toContain(c.problemaHorario);
  }
  // the term step: a valid, free interval of at least 4 hours, the whole form and a new key, the contract's payload
  if (fim.matches('term')) {
    const p = c.pedido!;
    expect(p).toMatchObject({
      tipoReserva: 'rooftop', agendaId: 3, idempotencyKey: CHAVE, nomeEvento: 'Lançamento da coleção', qtdPessoas: 80,
      responsavel: 'Ana Associada', telefone: '31987654321', email: 'ana@exemplo.com.br', som: c.formulario.som,
    });
    expect(problemaDoHorarioNaAgenda({ tipoReserva: 'rooftop', dia: c.dia!, horaInicio: c.horaInicio, horaFim: c.horaFim }, c.ocupacoes, AGORA)).toBeNull();
    expect(c.horaFim! - c.horaInicio!).toBeGreaterThanOrEqual(4);
  }
  // nothing is simulated before CONFIRMAR; the acceptance's answer only once accepted
  if (fim.matches('form') && !calls.some((x) => x.id === 'termo')) expect(c.pedido).toBeNull();
  expect(c.aceite !== null).toBe(fim.matches('accepted'));
});
