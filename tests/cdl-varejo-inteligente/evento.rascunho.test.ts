/**
 * The reservation's draft (`reserva_evento`, session storage, per agenda: machines/cdl-varejo-inteligente/evento.machine.ts
 * `rascunhoEvento`): the real wizard with a storage double. The form and the Agenda's month come back at the Agenda;
 * a day that passed since is forgotten; the modal is never a resting state (a reload shows the calendar); the term
 * step is not either (a reload there comes back to the Agenda, everything chosen); accepted, the draft is gone.
 */
import { describe, expect, it } from 'vitest';
import { ambienteEmMemoria } from '../support/armazenamento';
import { createActor, fromPromise } from 'xstate';
import { acompanharRascunho, lerRascunho } from '../../src/services/comum/rascunho';
import { eventoMachine, rascunhoEvento, type EventoContext, type EventoInput } from '../../src/machines/cdl-varejo-inteligente/evento.machine';
import { AGORA, CHAVE, DIA, input, rooftop } from './evento.model';

const ambienteDeTeste = () => ambienteEmMemoria(Date.parse('2026-11-25T17:10:00Z'));

const machine = eventoMachine.provide({
  actors: {
    loadAgenda: fromPromise(async () => rooftop) as never,
    loadDay: fromPromise(async () => []) as never,
    // the term step, ended as the test says (the real one calls SimularReserva)
    termo: fromPromise(() => new Promise(() => {})) as never,
  },
});
const lugar = { dono: 'ana', escopo: '3' };

async function ate(actor: ReturnType<typeof createActor<typeof machine>>, estado: string) {
  for (let i = 0; i < 20 && !actor.getSnapshot().matches(estado as never); i++) await new Promise((r) => setTimeout(r, 0));
  expect(actor.getSnapshot().value).toBe(estado);
}

function preencher(actor: ReturnType<typeof createActor<typeof machine>>) {
  const campos = { evento: 'Lançamento', pessoas: '80', responsavel: 'Ana', telefone: '31987654321', email: 'ana@exemplo.com.br' } as const;
  for (const [campo, valor] of Object.entries(campos)) actor.send({ type: 'field.text', campo: campo as keyof typeof campos, valor });
  actor.send({ type: 'field.option', campo: 'som', marcado: true });
  actor.send({ type: 'form.next' });
}

/** December's DIA, 10:00 to 14:00, CONFIRMAR: the term step opens. */
async function confirmarHorario(actor: { send: (e: never) => void; getSnapshot: () => { matches: (v: never) => boolean; value: unknown } }) {
  actor.send({ type: 'period.month', mes: 12 } as never);
  actor.send({ type: 'day.pick', dia: DIA } as never);
  await ate(actor as never, 'choosingTime');
  actor.send({ type: 'time.start', hora: 10 } as never);
  actor.send({ type: 'time.end', hora: 14 } as never);
  actor.send({ type: 'time.confirm', agora: AGORA, idempotencyKey: CHAVE } as never);
}

describe('rascunho da reserva de reunião/rooftop (reserva_evento)', () => {
  it('volta na Agenda com o formulário e o mês; o modal aberto volta como o calendário; no termo, o rascunho é o da Agenda', async () => {
    const { ambiente, sessao, local } = ambienteDeTeste();
    const actor = createActor(machine, { input });
    actor.start();
    const parar = acompanharRascunho(actor, rascunhoEvento, lugar, ambiente);
    await ate(actor, 'form');
    preencher(actor);
    await confirmarHorario(actor);
    expect(actor.getSnapshot().value).toBe('term');
    parar();
    expect(local.length).toBe(0);
    expect(sessao.length).toBe(1);

    const volta = lerRascunho(machine, rascunhoEvento, { ...lugar, input }, ambiente);
    expect(volta).not.toBeNull();
    const restaurado = createActor(machine, { input, snapshot: volta!.snapshot }).getSnapshot();
    expect(restaurado.value).toBe('calendar');
    const c = restaurado.context as EventoContext;
    expect(c.formulario).toMatchObject({ evento: 'Lançamento', pessoas: '80', som: true });
    // the modal's day is asked again (what is free there may have changed)
    expect([c.mes, c.dia]).toEqual([12, null]);
    // another agenda's form starts fresh
    expect(lerRascunho(machine, rascunhoEvento, { ...lugar, escopo: '1', input }, ambiente)).toBeNull();
  });

  it('um dia que já passou é esquecido ao restaurar; o mês passado volta ao atual', async () => {
    const { ambiente } = ambienteDeTeste();
    const actor = createActor(machine, { input });
    actor.start();
    const parar = acompanharRascunho(actor, rascunhoEvento, lugar, ambiente);
    await ate(actor, 'form');
    preencher(actor);
    actor.send({ type: 'period.month', mes: 12 });
    actor.send({ type: 'day.pick', dia: DIA });
    await ate(actor, 'choosingTime');
    actor.send({ type: 'time.cancel' });
    parar();
    const depois: EventoInput = { ...input, agora: '2027-01-10T09:00' };
    const volta = lerRascunho(machine, rascunhoEvento, { ...lugar, input: depois }, ambiente)!;
    const c = createActor(machine, { input: depois, snapshot: volta.snapshot }).getSnapshot().context as EventoContext;
    expect([c.hoje, c.dia, c.horaInicio, c.ano, c.mes]).toEqual(['2027-01-10', null, null, 2027, 1]);
  });

  it('aceito o termo, o rascunho vai embora', async () => {
    const { ambiente, sessao } = ambienteDeTeste();
    const aceito = eventoMachine.provide({
      actors: {
        loadAgenda: fromPromise(async () => rooftop) as never,
        loadDay: fromPromise(async () => []) as never,
        termo: fromPromise(async () => ({ saida: 'accepted', resposta: { mensagem: 'ok', status: 'aguardandoPagamento', eventoId: 9 }, falha: null })) as never,
      },
    });
    const actor = createActor(aceito, { input });
    actor.start();
    const parar = acompanharRascunho(actor, rascunhoEvento, lugar, ambiente);
    await ate(actor, 'form');
    preencher(actor);
    expect(sessao.length).toBe(1);
    await confirmarHorario(actor);
    await ate(actor, 'accepted');
    expect((actor.getSnapshot().context as EventoContext).aceite).toMatchObject({ status: 'aguardandoPagamento', eventoId: 9 });
    parar();
    expect(sessao.length).toBe(0);
  });
});
