import type { AnyMachineSnapshot } from 'xstate';
import type { Agenda, Ocupacao } from '../../src/contracts/cdl-varejo-inteligente.contract';
import { formatBRL } from '../../src/domain/comum/dinheiro';
import { problemasDoEvento, type CampoTextoEvento } from '../../src/domain/cdl-varejo-inteligente/agenda';
import { mensagensVarejo } from '../../src/domain/cdl-varejo-inteligente/reservas';
import { eventoMachine, type EventoContext, type EventoInput } from '../../src/machines/cdl-varejo-inteligente/evento.machine';
import { ApiFailure } from '../../src/services/comum/api';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';

/** The seeded rooftop (src/server/cdl-varejo-inteligente/catalogo.ts), as ListarAgendas answers it. */
export const rooftop: Agenda = {
  agendaId: 3, espaco: 'Rooftop', tipoReserva: 'rooftop', capacidade: 120, valor: 200_000, valorComDesconto: 200_000, tipoValor: 'periodo',
};
/** Wednesday 25/11/2026 at 14:10, São Paulo: the wizard's "now". */
export const AGORA = '2026-11-25T14:10';
/** A future Wednesday, and its morning taken from 10:00 to 12:00. */
export const DIA = '2026-12-02';
export const ocupado: Ocupacao = { inicio: `${DIA}T10:00`, fim: `${DIA}T12:00`, estacoes: [] };
export const CHAVE = '0b7f3c1e-5a4d-4c1b-9f0e-2d6a8b9c7e10';
export const input: EventoInput = { agendaId: 3, tipo: 'rooftop', agora: AGORA };
/** What the term step answers as it ends (the term kit's output). */
export const terminou = (saida: string, resposta: unknown = null) => ({ type: 'xstate.done.actor.termo', output: { saida, resposta, falha: null } }) as const;
export const aceiteNoBoleto = { mensagem: 'Termo aceito!', status: 'aguardandoPagamento', eventoId: 42 } as const;

const contexto = (s: AnyMachineSnapshot) => s.context as EventoContext;
/** How many of the form's fields still have a problem (§5): what PRÓXIMO decides on. */
export const pendentes = (c: EventoContext) => (c.agenda ? Object.keys(problemasDoEvento(c.formulario, c.agenda.capacidade)).length : -1);

const texto = (campo: CampoTextoEvento, valor: string) => ({ type: 'field.text', campo, valor }) as const;

export const varejoEventoModelo = {
  nome: 'varejo-evento',
  machine: eventoMachine,
  input,
  events: [
    { type: 'xstate.done.actor.loadAgenda', output: rooftop },
    { type: 'xstate.error.actor.loadAgenda', error: new ApiFailure('rejected', mensagensVarejo.tipoDaAgenda) },
    { type: 'xstate.error.actor.loadAgenda', error: falhas.expirada },
    { type: 'xstate.error.actor.loadAgenda', error: falhas.rede },
    { type: 'retry' },
    texto('evento', 'Lançamento da coleção'), texto('pessoas', '80'), texto('pessoas', '200'), texto('responsavel', 'Ana Associada'),
    texto('telefone', '31987654321'), texto('email', 'ana@exemplo.com.br'),
    { type: 'field.option', campo: 'som', marcado: true },
    { type: 'form.next' },
    { type: 'step.visit', passo: 'agenda' }, { type: 'step.visit', passo: 'formulario' },
    { type: 'agenda.back' },
    { type: 'period.year', ano: 2027 }, { type: 'period.month', mes: 12 },
    { type: 'day.pick', dia: DIA }, { type: 'day.pick', dia: '2026-11-20' },
    { type: 'xstate.done.actor.loadDay', output: [] },
    { type: 'xstate.done.actor.loadDay', output: [ocupado] },
    { type: 'xstate.error.actor.loadDay', error: new ApiFailure('rejected', mensagensVarejo.agendaNaoEncontrada) },
    { type: 'xstate.error.actor.loadDay', error: falhas.expirada },
    { type: 'time.start', hora: 10 }, { type: 'time.start', hora: 12 }, { type: 'time.end', hora: 13 }, { type: 'time.end', hora: 16 },
    { type: 'time.confirm', agora: AGORA, idempotencyKey: CHAVE },
    // the modal left open until the evening of the chosen day
    { type: 'time.confirm', agora: `${DIA}T13:00`, idempotencyKey: CHAVE },
    { type: 'time.cancel' },
    { type: 'step.visit', passo: 'termo' },
    terminou('accepted', aceiteNoBoleto), terminou('leftToPanel'), terminou('leftBack'), terminou('sessionLost'),
    { type: 'xstate.error.actor.termo', error: new Error('defeito no termo') },
  ] satisfies PathEvent<typeof eventoMachine>[],
  // what the guards and the screens read: the form as typed and its problems shown, the month, the day, what is taken,
  // the hours and their problem
  key: (s) => {
    const c = contexto(s);
    return [s.value, Object.values(c.formulario).join('|'), Object.keys(c.problemas).sort().join(','), c.ano, c.mes, c.dia, c.ocupacoes.length,
      c.horaInicio, c.horaFim, c.problemaHorario, c.notice !== null];
  },
  textos: {
    eventos: {
      'field.text': (e: { campo: string; valor: string }) => `preenche ${e.campo} com '${e.valor}'`,
      'field.option': (e: { campo: string; marcado: boolean }) => `${e.marcado ? 'marca' : 'desmarca'} ${e.campo}`,
      'step.visit': (e: { passo: string }) => `abre o endereço do passo ${e.passo} (recarregar, voltar ou avançar do navegador)`,
      'period.year': (e: { ano: number }) => `escolhe o ano ${e.ano}`,
      'period.month': (e: { mes: number }) => `escolhe o mês ${e.mes}`,
      'day.pick': (e: { dia: string }) => `clica no dia ${e.dia.split('-').reverse().join('/')}`,
      'time.start': (e: { hora: number }) => `escolhe o início ${e.hora}:00`,
      'time.end': (e: { hora: number }) => `escolhe o término ${e.hora}:00`,
      'time.confirm': (e: { agora: string }) => `clica em CONFIRMAR (agora: ${e.agora.replace('T', ' ')})`,
    },
    atores: {
      loadAgenda: 'a consulta do espaço (ListarAgendas)', loadDay: 'a consulta dos horários do dia (ConsultarAgenda)',
      termo: 'o termo da reserva (SimularReserva, o aceite)',
    },
    respostas: {
      loadAgenda: (a: Agenda) => `${a.espaco}, até ${a.capacidade} pessoas, ${formatBRL(a.valor)} o período de 4 horas`,
      loadDay: (o: Ocupacao[]) => (o.length ? `ocupado ${o.map((x) => `${x.inicio.slice(11)}–${x.fim.slice(11)}`).join(', ')}` : 'dia livre'),
      termo: (o: { saida: string }) => ({
        accepted: 'termo aceito', leftToPanel: 'recusado pelo servidor (horário tomado)', leftBack: 'VOLTAR no termo', sessionLost: 'sessão expirada',
      } as Record<string, string>)[o.saida] ?? o.saida,
    },
    fatos: (s) => {
      const c = contexto(s);
      return [
        c.agenda && `${pendentes(c)} campo(s) pendente(s)`,
        ...Object.values(c.problemas).map((p) => `erro '${p}'`),
        (s.matches('calendar') || s.matches('choosingTime')) && `mês ${c.mes}/${c.ano}`,
        c.dia && `dia ${c.dia}`,
        (c.horaInicio !== null || c.horaFim !== null) && `horário ${c.horaInicio ?? '?'}h–${c.horaFim ?? '?'}h`,
        c.problemaHorario && `erro '${c.problemaHorario}'`,
        aviso(s),
      ];
    },
  },
  recusas: [
    {
      estado: 'form', quando: (s) => pendentes(contexto(s)) > 0, evento: { type: 'form.next' },
      porque: 'PRÓXIMO com campos inválidos: fica no formulário, com os erros e o resumo', regras: ['§5.18a'],
    },
    {
      estado: 'form', quando: (s) => pendentes(contexto(s)) > 0, evento: { type: 'step.visit', passo: 'agenda' },
      porque: 'o endereço da agenda com o formulário incompleto: fica no formulário', regras: ['§5.18a'],
    },
    {
      estado: 'choosingTime', quando: (s) => contexto(s).horaInicio === 10 && contexto(s).horaFim === 13,
      evento: { type: 'time.confirm', agora: AGORA, idempotencyKey: CHAVE },
      porque: "CONFIRMAR 3 horas no rooftop: o modal fica aberto e diz 'Reserva mínima é inferior a 4 horas!'", regras: ['§5.19d'],
    },
    {
      estado: 'calendar', quando: (s) => contexto(s).mes === 11 && contexto(s).ano === 2026, evento: { type: 'day.pick', dia: '2026-11-20' },
      porque: 'um dia que já passou não pode ser escolhido (o botão do dia está desabilitado)', regras: ['§2.35d'],
    },
    {
      estado: 'calendar', evento: { type: 'step.visit', passo: 'termo' },
      porque: 'o endereço do termo sem um horário confirmado (recarregar no termo): fica na Agenda, a reserva já liberada',
    },
  ],
} satisfies Modelo;
