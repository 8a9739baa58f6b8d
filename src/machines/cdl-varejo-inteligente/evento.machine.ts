import { z } from 'zod';
import { assign, fromPromise, setup } from 'xstate';
import { Agenda, type SimulacaoReserva, type SuaReserva } from '../../contracts/cdl-varejo-inteligente.contract';
import {
  anosDoFiltro, diaEscolhivel, FORMULARIO_VAZIO, horarioDe, mensagensAgenda, mesesDoFiltro, problemaDoHorarioNaAgenda,
  problemasDoEvento, type CampoOpcaoEvento, type CampoTextoEvento, type FormularioEvento, type Intervalo, type ProblemasEvento,
  type TipoEvento,
} from '../../domain/cdl-varejo-inteligente/agenda';
import { consultarAgendaDoEvento, consultarOcupacoesDoDia } from '../../services/cdl-varejo-inteligente/agenda.service';
import type { ConfigRascunho } from '../../services/comum/rascunho';
import { criarAssistente, guardasDoTermo, type VisitaAoPasso } from '../comum/assistente';
import { aoFalhar, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';
import { aceiteDoTermo, passoDoTermo, varejoTermoMachine, type ComTermo } from './termo.machine';

/** The wizard's routes (views/cdl-varejo-inteligente/rotas.ts): the event form, the Agenda and the term. */
export type PassoEvento = 'formulario' | 'agenda' | 'termo';

export interface EventoInput {
  agendaId: number;
  /** The form's route says the kind (formulario/reuniao, formulario/rooftop); the Agenda's route does not (null). */
  tipo: TipoEvento | null;
  /** São Paulo's wall clock, yyyy-mm-ddTHH:mm (horarioSaoPaulo): "today" of the calendar. */
  agora: string;
}

/** A taken interval of the chosen day; issue 27: `suaReserva` when it is the caller's own running hold (shown as its own). */
export interface OcupacaoDoDia extends Intervalo { suaReserva: SuaReserva | null }

export interface EventoContext extends ComTermo {
  agendaId: number;
  tipo: TipoEvento | null;
  /** yyyy-mm-dd, São Paulo. */
  hoje: string;
  agenda: Agenda | null;
  formulario: FormularioEvento;
  problemas: ProblemasEvento;
  /** §2 year and month filters. */
  ano: number;
  mes: number;
  /** The day picked in the calendar, and what ConsultarAgenda says is taken on it. */
  dia: string | null;
  ocupacoes: OcupacaoDoDia[];
  /** The time modal's choice (§9 whole hours 8-22) and its §5 problem. */
  horaInicio: number | null;
  horaFim: number | null;
  problemaHorario: string | null;
  /** A failed call's text (the agenda not loaded, the day not consulted). */
  notice: string | null;
}

export type EventoEvento =
  | { type: 'field.text'; campo: CampoTextoEvento; valor: string }
  | { type: 'field.option'; campo: CampoOpcaoEvento; marcado: boolean }
  | { type: 'form.next' }
  | { type: 'agenda.back' }
  | { type: 'period.year'; ano: number }
  | { type: 'period.month'; mes: number }
  | { type: 'day.pick'; dia: string }
  | { type: 'time.start'; hora: number | null }
  | { type: 'time.end'; hora: number | null }
  | { type: 'time.cancel' }
  /** CONFIRMAR in the modal: the clock now (São Paulo, for 'Hora inválida!') and a new idempotency key (a UUID). */
  | { type: 'time.confirm'; agora: string; idempotencyKey: string }
  | { type: 'retry' }
  /** The address asked for a step (a reload, back/forward, a link): the machine goes there if the flow allows it (the wizard kit). */
  | VisitaAoPasso<PassoEvento>;

const semProblema = (p: object) => Object.keys(p).length === 0;
const formularioOk = (c: EventoContext) => c.agenda !== null && semProblema(problemasDoEvento(c.formulario, c.agenda.capacidade));
const tipoDe = (c: EventoContext): TipoEvento => (c.agenda?.tipoReserva === 'rooftop' ? 'rooftop' : 'reuniao');
const escolhaDe = (c: EventoContext) => ({ tipoReserva: tipoDe(c), dia: c.dia ?? '', horaInicio: c.horaInicio, horaFim: c.horaFim });
const problemaDe = (c: EventoContext, agora: string) => problemaDoHorarioNaAgenda(escolhaDe(c), c.ocupacoes, agora);

/** The context a fresh wizard starts with: an empty form, the month of today. */
function contextoInicial({ agendaId, tipo, agora }: EventoInput): EventoContext {
  const hoje = agora.slice(0, 10);
  return {
    agendaId, tipo, hoje, agenda: null, formulario: FORMULARIO_VAZIO, problemas: {},
    ano: Number(hoje.slice(0, 4)), mes: Number(hoje.slice(5, 7)), dia: null, ocupacoes: [],
    horaInicio: null, horaFim: null, problemaHorario: null, notice: null, pedido: null, aceite: null,
  };
}

/** The reservation the term simulates (§3 simulation payload, contract SimulacaoReserva 'reuniao' | 'rooftop'). */
export function pedidoDoEvento(c: EventoContext, idempotencyKey: string): SimulacaoReserva {
  const f = c.formulario;
  const tipo = tipoDe(c);
  return {
    tipoReserva: tipo, agendaId: c.agendaId, idempotencyKey,
    inicio: horarioDe(c.dia!, c.horaInicio!), fim: horarioDe(c.dia!, c.horaFim!),
    nomeEvento: f.evento.trim(), qtdPessoas: Number(f.pessoas.trim()),
    aguaCafe: f.aguaCafe, coffeExterno: f.coffeExterno, projetor: f.projetor, telao: f.telao,
    // §2: som is a rooftop-only option
    som: tipo === 'rooftop' && f.som,
    responsavel: f.responsavel.trim(), telefone: f.telefone, email: f.email.trim(),
  };
}

/**
 * The wizard's steps (the wizard kit): the form (Back from the Agenda, its time modal or the term), the Agenda (with
 * the form complete; Back from the term asks the term), the term (its own child, reached by CONFIRMAR only: a reload of
 * its address comes back to the Agenda, the hold let go as the page went). The draft: `rascunhoEvento`.
 */
export const assistenteEvento = criarAssistente<EventoContext, PassoEvento, 'form' | 'calendar' | 'loadingDay' | 'choosingTime' | 'term'>([
  {
    id: 'formulario', estados: ['form'], de: ['calendar', 'choosingTime', 'term'], regras: ['§2.35b'],
    descricao: 'volta ao endereço do formulário (voltar do navegador)',
  },
  {
    id: 'agenda', estados: ['calendar', 'loadingDay', 'choosingTime'], repouso: ['calendar'], de: ['form', 'term'], quando: formularioOk,
    descricao: 'abre o endereço da agenda com o formulário completo (recarregar, avançar do navegador)',
  },
  { id: 'termo', estados: ['term'], de: [], filho: 'termo' },
], {
  chave: 'reserva_evento',
  versao: 2,
  armazenamento: 'sessao',
  // a draft may come back another day: today is the fresh one's, and a past day chosen is forgotten
  aoRestaurar: (salvo, fresco) => ({
    ...salvo, hoje: fresco.hoje,
    ...(salvo.dia !== null && !diaEscolhivel(salvo.dia, fresco.hoje) ? { dia: null, horaInicio: null, horaFim: null } : {}),
    ...(anosDoFiltro(fresco.hoje).includes(salvo.ano) && mesesDoFiltro(salvo.ano, fresco.hoje).includes(salvo.mes)
      ? {} : { ano: fresco.ano, mes: fresco.mes }),
  }),
  validar: (context) => ContextoSalvo.safeParse(context).success,
});

/**
 * Meeting room / rooftop reservation (spec §2 "Smart retail": the form, then the Agenda with its year and month
 * filters, calendar and time modal, then termoVarejo; §5 "Meeting reservation" and "Time modal"; §9 hours 8-22, rooftop
 * 4 h): one actor over the form and Agenda routes, whose draft (`rascunhoEvento`, session storage) brings the fields
 * and the chosen day back after a reload. The agenda comes from ListarAgendas (another kind, hidden or unknown: the
 * products); PRÓXIMO validates the form; a day (never a past one) is consulted with ConsultarAgenda and opens the time
 * modal; CONFIRMAR checks the §5 rules and opens the term step (`passoDoTermo`: the hold and its term), whose VOLTAR
 * or refusal comes back to the Agenda with everything chosen.
 */
export const eventoMachine = assistenteEvento.maquina(setup({
  types: {
    context: {} as EventoContext,
    events: {} as EventoEvento,
    input: {} as EventoInput,
  },
  actors: {
    loadAgenda: fromPromise(({ input }: { input: { agendaId: number; tipo: TipoEvento | null } }) =>
      // the Agenda's route names no kind: either kind of event (the others have their own screens)
      consultarAgendaDoEvento(input.agendaId, input.tipo ? [input.tipo] : ['reuniao', 'rooftop'])),
    loadDay: fromPromise(({ input }: { input: { agendaId: number; dia: string } }) => consultarOcupacoesDoDia(input.agendaId, input.dia)),
    termo: varejoTermoMachine,
  },
  guards: {
    ...guardasDeFalha,
    formOk: ({ context }) => formularioOk(context),
    ...guardasDoTermo,
    monthOk: ({ context, event }) => event.type === 'period.month' && mesesDoFiltro(context.ano, context.hoje).includes(event.mes),
    yearOk: ({ context, event }) => event.type === 'period.year' && anosDoFiltro(context.hoje).includes(event.ano),
    // a day of the month shown (the calendar draws no other), today or later
    dayOk: ({ context, event }) => event.type === 'day.pick' && diaEscolhivel(event.dia, context.hoje)
      && event.dia.startsWith(`${context.ano}-${String(context.mes).padStart(2, '0')}-`),
    timeOk: ({ context, event }) => event.type === 'time.confirm' && problemaDe(context, event.agora) === null,
  },
  actions: {
    /** Provided by the view: focus the error summary. */
    showProblems: () => {},
    /** Provided by the view: a toast with `notice` (the products, §8). */
    warn: () => {},
    keepAcceptance: assign({ aceite: aceiteDoTermo }),
    keepServerMessage: assign({ notice: textoDaFalha(mensagensAgenda.falhaDaAgenda) }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'varejoEvento',
  context: ({ input }) => contextoInicial(input),
  initial: 'loading',
  states: {
    loading: {
      description: 'a consulta do espaço (ListarAgendas)',
      invoke: {
        id: 'loadAgenda', src: 'loadAgenda',
        input: ({ context }) => ({ agendaId: context.agendaId, tipo: context.tipo }),
        onDone: {
          target: 'form', actions: assign({ agenda: ({ event }) => event.output }),
          description: 'o espaço existe e é do tipo do formulário',
        },
        onError: aoFalhar(
          { target: 'leftToProducts', actions: ['keepServerMessage', 'warn'], description: 'o espaço não existe, está oculto ou é de outro tipo: volta aos produtos' },
          falhouCarga,
        ),
      },
    },
    loadFailed: loadFailed({ descricao: 'a falha ao consultar o espaço, com Tentar novamente' }),
    form: {
      description: 'o formulário do evento (sala de reunião ou rooftop)',
      meta: { regras: ['§2.34d'] },
      on: {
        'field.text': {
          actions: assign(({ context, event }) => ({
            formulario: { ...context.formulario, [event.campo]: event.valor },
            problemas: Object.fromEntries(Object.entries(context.problemas).filter(([c]) => c !== event.campo)),
          })),
          description: 'digita num campo do formulário',
        },
        'field.option': {
          actions: assign({ formulario: ({ context, event }) => ({ ...context.formulario, [event.campo]: event.marcado }) }),
          description: 'marca ou desmarca um item (água e café, coffee externo, projetor, telão, som)',
        },
        'form.next': [
          {
            guard: 'formOk', target: 'calendar', actions: assign({ problemas: {} }),
            description: 'clica em PRÓXIMO com o formulário completo', meta: { regras: ['§5.18a'] },
          },
          {
            actions: [assign({ problemas: ({ context }) => problemasDoEvento(context.formulario, context.agenda!.capacidade) }), 'showProblems'],
            description: 'clica em PRÓXIMO com campos inválidos: os erros aparecem', meta: { regras: ['§5.18a'] },
          },
        ],
      },
    },
    calendar: {
      description: 'a Agenda: filtros de ano e mês e o calendário do mês',
      meta: { regras: ['§2.35a', '§9.11d'] },
      on: {
        'period.year': {
          guard: 'yearOk',
          actions: assign(({ context, event }) => {
            const meses = mesesDoFiltro(event.ano, context.hoje);
            return { ano: event.ano, mes: meses.includes(context.mes) ? context.mes : meses[0]! };
          }),
          description: 'escolhe o ano (o atual ou o próximo)', meta: { regras: ['§9.11d'] },
        },
        'period.month': {
          guard: 'monthOk', actions: assign({ mes: ({ event }) => event.mes }),
          description: 'escolhe o mês', meta: { regras: ['§2.35a'] },
        },
        'day.pick': {
          guard: 'dayOk', target: 'loadingDay',
          actions: assign(({ context, event }) => ({
            dia: event.dia, notice: null, problemaHorario: null,
            // the hours chosen before stay when the same day is picked again
            ...(context.dia === event.dia || context.dia === null ? {} : { horaInicio: null, horaFim: null }),
          })),
          description: 'escolhe um dia do mês mostrado, de hoje em diante', meta: { regras: ['§2.35d'] },
        },
        'agenda.back': { target: 'form', description: 'clica em VOLTAR: volta ao formulário', meta: { regras: ['§2.35b'] } },
      },
    },
    loadingDay: {
      description: 'a consulta dos horários do dia (ConsultarAgenda)',
      invoke: {
        id: 'loadDay', src: 'loadDay',
        input: ({ context }) => ({ agendaId: context.agendaId, dia: context.dia! }),
        onDone: {
          target: 'choosingTime', actions: assign({ ocupacoes: ({ event }) => event.output.map(({ inicio, fim, suaReserva }) => ({ inicio, fim, suaReserva: suaReserva ?? null })) }),
          description: 'os horários ocupados do dia chegam: abre o modal de horário', meta: { regras: ['§2.35a'] },
        },
        onError: aoFalhar({ target: 'calendar', actions: 'keepServerMessage', description: 'a consulta falha: fica no calendário com o aviso' }),
      },
    },
    choosingTime: {
      description: 'o modal de horário do dia escolhido, com os horários ocupados',
      meta: { regras: ['§2.35a', '§9.11c'] },
      on: {
        'time.start': {
          actions: assign({ horaInicio: ({ event }) => event.hora, problemaHorario: null }),
          description: 'escolhe a hora de início (8 a 22)', meta: { regras: ['§9.11c'] },
        },
        'time.end': {
          actions: assign({ horaFim: ({ event }) => event.hora, problemaHorario: null }),
          description: 'escolhe a hora de término (8 a 22)', meta: { regras: ['§9.11c'] },
        },
        'time.confirm': [
          {
            guard: 'timeOk', target: 'term',
            actions: assign({ pedido: ({ context, event }) => pedidoDoEvento(context, event.idempotencyKey) }),
            description: 'clica em CONFIRMAR com um horário livre e válido', meta: { regras: ['§5.19a', '§5.19b', '§5.19c', '§5.19d', '§5.19e', '§9.11b'] },
          },
          {
            actions: assign({ problemaHorario: ({ context, event }) => problemaDe(context, event.agora) }),
            description: 'clica em CONFIRMAR com um horário inválido: o modal diz o problema',
            meta: { regras: ['§5.19a', '§5.19b', '§5.19c', '§5.19d', '§5.19e'] },
          },
        ],
        'time.cancel': { target: 'calendar', actions: assign({ problemaHorario: null }), description: 'fecha o modal (Cancelar ou Esc)' },
      },
    },
    term: passoDoTermo({ voltar: 'calendar', recusado: 'calendar', aoRecusar: [] }),
    accepted: {
      type: 'final',
      description: 'o termo aceito: o pagamento, ou Meus espaços em 2 s (boleto mensal)', meta: { regras: ['§2.35c'] },
    },
    leftToProducts: { type: 'final', description: 'os produtos do varejo, com o aviso' },
    sessionLost: { type: 'final', description: 'o login (sessão perdida); o preenchido fica no rascunho' },
  },
}));

/** The route whose screen shows this state (null: loading, failed or ended). */
export const passoDoEstado = assistenteEvento.passoDoEstado;

const Texto = z.string().max(1000);
/** What a restored draft must hold. */
const ContextoSalvo = z.object({
  agendaId: z.number().int(), tipo: z.enum(['reuniao', 'rooftop']).nullable(), hoje: z.string().max(10), agenda: Agenda.strict(),
  formulario: z.object({
    evento: Texto, pessoas: Texto, responsavel: Texto, telefone: Texto, email: Texto,
    aguaCafe: z.boolean(), coffeExterno: z.boolean(), projetor: z.boolean(), telao: z.boolean(), som: z.boolean(),
  }).strict(),
  ano: z.number().int(), mes: z.number().int().min(1).max(12), dia: z.string().max(10).nullable(),
  horaInicio: z.number().int().nullable(), horaFim: z.number().int().nullable(),
}).passthrough();

/**
 * The draft of the reservation (services/comum/rascunho.ts), in session storage (gone with the tab) under
 * `reserva_evento` per agenda: the form's fields, the month shown, the day and hours chosen, at the form and the
 * calendar (with the modal open, the calendar and its day: a reload closes the modal). Never the term (a reload there
 * comes back to the Agenda: the hold was let go as the page went); gone once accepted, with the tab, at SAIR and at
 * another login, or 24 h after its last save.
 */
export const rascunhoEvento: ConfigRascunho<EventoContext> = assistenteEvento.rascunho;
