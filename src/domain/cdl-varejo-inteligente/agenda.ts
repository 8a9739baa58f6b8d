/**
 * The meeting room / rooftop reservation (SPEC §2 "Smart retail": the event form, the Agenda and its time modal; §5
 * "Meeting reservation" and "Time modal"; §9 hours 8-22, rooftop 4 h, year filter). Pure: "today" and "now" come in as
 * São Paulo's wall clock (`horarioSaoPaulo`, yyyy-mm-ddTHH:mm). The server checks the same rules again
 * (reservas.ts `problemaDoHorario`, the database's exclusion constraint for overlaps).
 */
import { emailValido } from '../comum/email';
import { celularValido, mensagensPessoa } from '../comum/pessoa';
import { precoDaReserva, type PrecoDaReserva } from './preco';
import { diaDaSemana, doisDigitos } from '../comum/datas';
import { HORA_ABERTURA, HORA_FECHAMENTO, mensagensVarejo, problemaDoHorario, problemaDoIntervalo } from './reservas';

export type TipoEvento = 'reuniao' | 'rooftop';

/** The event form's fields, as typed (§2: evento, pessoas, aguacafe, coffeexterno, projetor, telao, som, responsavel, telefone, email). */
export interface FormularioEvento {
  evento: string;
  /** As typed; a number from 1 to the agenda's capacity. */
  pessoas: string;
  aguaCafe: boolean;
  coffeExterno: boolean;
  projetor: boolean;
  telao: boolean;
  /** Rooftop only (§2). */
  som: boolean;
  responsavel: string;
  /** Digits only (the mask (##) #####-#### is the view's). */
  telefone: string;
  email: string;
}
export type CampoTextoEvento = 'evento' | 'pessoas' | 'responsavel' | 'telefone' | 'email';
export type CampoOpcaoEvento = 'aguaCafe' | 'coffeExterno' | 'projetor' | 'telao' | 'som';
export type ProblemasEvento = Partial<Record<CampoTextoEvento, string>>;

export const FORMULARIO_VAZIO: FormularioEvento = {
  evento: '', pessoas: '', aguaCafe: false, coffeExterno: false, projetor: false, telao: false, som: false,
  responsavel: '', telefone: '', email: '',
};

/** The longest texts the form takes (the contract's bounds). */
export const MAXIMO_TEXTO_EVENTO = 120;

/** Texts of the event form and the Agenda (§5 quoted exactly; the others decided, docs/decisions by the lead). */
export const mensagensAgenda = {
  informeEvento: 'Informe o evento.',
  informePessoas: 'Informe a quantidade de pessoas.',
  capacidade: mensagensVarejo.capacidade,
  informeResponsavel: mensagensPessoa.informeResponsavel,
  informeTelefone: 'Informe o telefone no formato (##) #####-####.',
  informeEmail: mensagensPessoa.informeEmail,
  /** §8 empty list of the time modal, quoted exactly. */
  todosDisponiveis: 'Todos os horários disponíveis!',
  /** §5 "start and end required": the spec quotes no text (decided). */
  informeInicio: 'Informe a hora de início.',
  informeFim: 'Informe a hora de término.',
  /** §5 time modal, quoted exactly. */
  fimAntesDoInicio: mensagensVarejo.fimAntesDoInicio,
  horarioReservado: mensagensVarejo.horarioReservado,
  horaPassada: mensagensVarejo.horaPassada,
  minimoRooftop: mensagensVarejo.minimoRooftop,
  intervaloInvalido: mensagensVarejo.intervaloInvalido,
  diaPassado: 'Não é possível reservar um dia que já passou.',
  falhaDaAgenda: 'Não foi possível consultar a agenda agora. Tente novamente.',
} as const;

/** §5 Meeting reservation: each field's problem (evento, pessoas ≤ capacidade, responsavel, telefone (##) #####-####, email). */
export function problemasDoEvento(f: FormularioEvento, capacidade: number): ProblemasEvento {
  const p: ProblemasEvento = {};
  if (!f.evento.trim()) p.evento = mensagensAgenda.informeEvento;
  else if (f.evento.trim().length > MAXIMO_TEXTO_EVENTO) p.evento = `O nome do evento pode ter no máximo ${MAXIMO_TEXTO_EVENTO} caracteres.`;
  const pessoas = f.pessoas.trim();
  if (!/^\d{1,6}$/.test(pessoas) || Number(pessoas) < 1) p.pessoas = mensagensAgenda.informePessoas;
  else if (Number(pessoas) > capacidade) p.pessoas = mensagensAgenda.capacidade(capacidade);
  if (!f.responsavel.trim()) p.responsavel = mensagensAgenda.informeResponsavel;
  else if (f.responsavel.trim().length > MAXIMO_TEXTO_EVENTO) p.responsavel = `O nome do responsável pode ter no máximo ${MAXIMO_TEXTO_EVENTO} caracteres.`;
  if (!celularValido(f.telefone)) p.telefone = mensagensAgenda.informeTelefone;
  if (!emailValido(f.email)) p.email = mensagensAgenda.informeEmail;
  return p;
}

// ---- the calendar (§2 year and month filters, past days disabled) ----------------------------------

/** §9 year filter: the current year and the next. */
export const anosDoFiltro = (hoje: string): number[] => {
  const ano = Number(hoje.slice(0, 4));
  return [ano, ano + 1];
};

/** The months a year offers: from the current month in the current year, all twelve in the next. */
export function mesesDoFiltro(ano: number, hoje: string): number[] {
  const primeiro = ano === Number(hoje.slice(0, 4)) ? Number(hoje.slice(5, 7)) : 1;
  return Array.from({ length: 13 - primeiro }, (_, i) => primeiro + i);
}

export const NOMES_DOS_MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro',
  'outubro', 'novembro', 'dezembro'] as const;
export const NOMES_DOS_DIAS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'] as const;
/** 'Dezembro de 2026': the calendar's title. */
export const tituloDoMes = (ano: number, mes: number) => {
  const nome = NOMES_DOS_MESES[mes - 1] ?? '';
  return `${nome.charAt(0).toUpperCase()}${nome.slice(1)} de ${ano}`;
};
export const SIGLAS_DOS_DIAS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;


/** One day of the calendar. */
export interface DiaDoCalendario {
  dia: string;
  numero: number;
  /** 0 Sunday … 6 Saturday. */
  semana: number;
  /** §2: past days cannot be selected. */
  passado: boolean;
  /** 'sexta-feira, 4 de dezembro de 2026': the button's accessible name. */
  nome: string;
}

/** The days of a month (ano, mes 1-12), each marked past or not against `hoje` (yyyy-mm-dd). */
export function diasDoMes(ano: number, mes: number, hoje: string): DiaDoCalendario[] {
  const total = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return Array.from({ length: total }, (_, i) => {
    const dia = `${ano}-${doisDigitos(mes)}-${doisDigitos(i + 1)}`;
    const semana = diaDaSemana(dia);
    return { dia, numero: i + 1, semana, passado: dia < hoje, nome: `${NOMES_DOS_DIAS[semana]}, ${i + 1} de ${NOMES_DOS_MESES[mes - 1]} de ${ano}` };
  });
}

/** Whether a day can be chosen: a real day, not past (§2), within the year filter (§9). */
export function diaEscolhivel(dia: string, hoje: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dia) || dia < hoje) return false;
  const [a, m, d] = dia.split('-').map(Number) as [number, number, number];
  return anosDoFiltro(hoje).includes(a) && m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(a, m, 0)).getUTCDate();
}

// ---- the time modal (§5, §9) ------------------------------------------------------------------------

/** §9 time choices: whole hours from 8 to 22. */
export const HORAS_DO_DIA: readonly number[] = Array.from({ length: HORA_FECHAMENTO - HORA_ABERTURA + 1 }, (_, i) => HORA_ABERTURA + i);

/** 'yyyy-mm-ddTHH:00' of an hour of a day. */
export const horarioDe = (dia: string, hora: number) => `${dia}T${doisDigitos(hora)}:00`;
/** '08:00' */
export const rotuloDaHora = (hora: number) => `${doisDigitos(hora)}:00`;

/** A taken interval, ends as ConsultarAgenda writes them (yyyy-mm-ddTHH:mm, or with a space). */
export interface Intervalo {
  inicio: string;
  fim: string;
}
const normal = (t: string) => t.replace(' ', 'T').slice(0, 16);

/** Half-open intervals overlap: [a, b) and [c, d) share a minute. Back-to-back (b = c) does not. */
export const sobrepoe = (a: Intervalo, b: Intervalo) => normal(a.inicio) < normal(b.fim) && normal(b.inicio) < normal(a.fim);

/** '10:00 às 12:00' (a taken interval on the modal's day; another day's end is shown with its date). */
export function rotuloDoIntervalo(o: Intervalo): string {
  const [i, f] = [normal(o.inicio), normal(o.fim)];
  const data = (t: string) => `${t.slice(8, 10)}/${t.slice(5, 7)} `;
  return i.slice(0, 10) === f.slice(0, 10) ? `${i.slice(11, 16)} às ${f.slice(11, 16)}` : `${data(i)}${i.slice(11, 16)} às ${data(f)}${f.slice(11, 16)}`;
}

/** The modal's choice: a day and two whole hours (null: not chosen). */
export interface EscolhaDeHorario {
  tipoReserva: TipoEvento;
  dia: string;
  horaInicio: number | null;
  horaFim: number | null;
}

/**
 * §5 time modal, the first problem or null: start and end required; end after start ('Horário inválido maior inicio!');
 * whole hours 8-22 of one day ('Intervalo inválido.'); rooftop at least 4 hours; start not in the past ('Hora inválida!',
 * `agora` São Paulo's yyyy-mm-ddTHH:mm); no overlap with a taken interval ('Horário reservada!'), back-to-back allowed.
 */
export function problemaDoHorarioNaAgenda(e: EscolhaDeHorario, ocupacoes: readonly Intervalo[], agora: string): string | null {
  if (e.horaInicio === null) return mensagensAgenda.informeInicio;
  if (e.horaFim === null) return mensagensAgenda.informeFim;
  if (!Number.isInteger(e.horaInicio) || !Number.isInteger(e.horaFim) || !HORAS_DO_DIA.includes(e.horaInicio) || !HORAS_DO_DIA.includes(e.horaFim)) {
    return e.horaFim <= e.horaInicio ? mensagensAgenda.fimAntesDoInicio : mensagensAgenda.intervaloInvalido;
  }
  const pedido = { tipoReserva: e.tipoReserva, inicio: horarioDe(e.dia, e.horaInicio), fim: horarioDe(e.dia, e.horaFim) };
  const problema = problemaDoHorario(pedido, agora);
  if (problema) return problema;
  if (ocupacoes.some((o) => sobrepoe(pedido, o))) return mensagensAgenda.horarioReservado;
  return null;
}

/** The price of the modal's choice (§9, precoDaReserva) once it is a valid interval (hours chosen, end after start, rooftop 4 h); else null. */
export function precoDaEscolha(e: EscolhaDeHorario, valor: number): PrecoDaReserva | null {
  if (e.horaInicio === null || e.horaFim === null || !e.dia) return null;
  const pedido = { tipoReserva: e.tipoReserva, inicio: horarioDe(e.dia, e.horaInicio), fim: horarioDe(e.dia, e.horaFim) };
  return problemaDoIntervalo(pedido) ? null : precoDaReserva({ ...pedido, valor });
}
