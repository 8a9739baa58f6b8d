/**
 * Varejo Inteligente (smart-retail space reservations): the rules and texts the server and the screens share
 * (SPEC §2 "Smart retail", §4 reservation flow, §5, §9). Pure: no clock, no I/O; "now" comes in as São Paulo's
 * wall clock (`horarioSaoPaulo`). Days are yyyy-mm-dd, times of day yyyy-mm-ddTHH:mm, both São Paulo local time.
 */
import { diaDaSemana, doisDigitos, formatData, somarDias } from '../comum/datas';
import type { MetodoPagamento } from '../comum/pagamentos';
import type { ResumoDoCartao } from '../comum/produtos';
import { textosKit } from '../comum/textos';

/** Version of the reservation term's text; a new text gets a new date and must be accepted again. */
export const VERSAO_TERMO_VAREJO = '2026-11-25';

/**
 * The kind of reservation, named as the spec's session key tipoReserva. Each agenda says its kind, so the products
 * screen knows which form to open (§2 links); meeting room and mini auditorium are 'reuniao'.
 */
export const TIPOS_RESERVA = ['reuniao', 'rooftop', 'estacao-trabalho', 'escritorio-virtual'] as const;
export type TipoReserva = (typeof TIPOS_RESERVA)[number];

/**
 * §3 tipoValor: what the agenda's `valor` buys. 'hora' (meeting rooms), 'periodo' (the rooftop's minimum block of
 * HORAS_MINIMAS_ROOFTOP hours), 'mes' (a workstation chair, or the virtual office, per month).
 */
export const TIPOS_VALOR = ['hora', 'periodo', 'mes'] as const;
export type TipoValor = (typeof TIPOS_VALOR)[number];

/** The unit each kind of reservation is priced by (the agenda's tipoValor). */
export const TIPO_VALOR_DA_RESERVA: Record<TipoReserva, TipoValor> = {
  reuniao: 'hora', rooftop: 'periodo', 'estacao-trabalho': 'mes', 'escritorio-virtual': 'mes',
};

/** Rooms and rooftop are booked by the hour on one day; workstation and virtual office by the month. */
export const reservaPorHora = (tipo: TipoReserva): tipo is 'reuniao' | 'rooftop' => tipo === 'reuniao' || tipo === 'rooftop';

/** §9: 24 chairs, numbered 1-24 (4 columns of 6). */
export const TOTAL_ESTACOES = 24;
/** §5/§9: months 1-12. */
export const MESES_MINIMO = 1;
export const MESES_MAXIMO = 12;
/** §9: time choices from 8 to 22 hours, whole hours. */
export const HORA_ABERTURA = 8;
export const HORA_FECHAMENTO = 22;
/** §5/§9: the rooftop is booked for at least 4 hours. */
export const HORAS_MINIMAS_ROOFTOP = 4;

/**
 * decided: a simulated reservation (the hold made by SimularReserva for the term screen) keeps its chairs or its
 * time for 15 minutes: long enough to read the term and tick the box, short enough that an abandoned tab frees the
 * slot soon. Past it the reservation is expired: it blocks no one, and accepting or paying it is a 409.
 */
export const MINUTOS_PARA_ACEITE = 15;
/**
 * decided: a reservation whose term was accepted and that awaits payment (card, boleto, monthly slip) keeps its
 * slot for 24 hours; past it, unpaid, it expires like an unaccepted hold. Issuing a boleto ends the deadline: the
 * boleto awaiting payment keeps the reservation (until the association settles or cancels it).
 */
export const HORAS_PARA_PAGAMENTO = 24;

/**
 * decided (issue 19): what one associate may keep without paying, so that no one takes every space for free (a
 * coworking desk's rule). Open = a hold (simulada) or an accepted reservation awaiting payment, unexpired and unpaid
 * (a boleto keeps one open until its settlement window ends). At most LIMITE_RESERVAS_EM_ABERTO open reservations,
 * holding at most LIMITE_ESTACOES_EM_ABERTO workstation chairs in all, and at most LIMITE_RESERVAS_POR_MINUTO holds
 * made a minute (cancelled ones count: hold-and-cancel cannot churn). Past them SimularReserva is 429 and writes
 * nothing; one reservation of more chairs than that is 400 (it could never pass).
 */
export const LIMITE_RESERVAS_EM_ABERTO = 5;
export const LIMITE_ESTACOES_EM_ABERTO = 8;
export const LIMITE_RESERVAS_POR_MINUTO = 10;

/**
 * Where a reservation stands (Meus espaços):
 * - simulada: held for the term screen, until `expiraEm` (MINUTOS_PARA_ACEITE);
 * - aguardandoPagamento: term accepted, to be paid by card, boleto or monthly slip (until `expiraEm`, or a boleto);
 * - boletoMensal: term accepted and the amount registered on the associate's monthly slip (workstation, virtual office);
 * - paga: paid (card approved, monthly slip chosen at payment, boleto settled);
 * - cancelada: the hold was released (CancelarReserva, leaving the term screen);
 * - expirada: the hold or the payment deadline passed.
 */
export const STATUS_RESERVA = ['simulada', 'aguardandoPagamento', 'boletoMensal', 'paga', 'cancelada', 'expirada'] as const;
export type StatusReserva = (typeof STATUS_RESERVA)[number];
/** The statuses that take the space: no two of these overlap on one agenda and position (the database's constraint). */
export const STATUS_VIVOS = ['simulada', 'aguardandoPagamento', 'boletoMensal', 'paga'] as const satisfies readonly StatusReserva[];
/** The statuses with a deadline (`expiraEm`): past it they are read, and written, as 'expirada'. */
export const STATUS_COM_PRAZO = ['simulada', 'aguardandoPagamento'] as const satisfies readonly StatusReserva[];

/**
 * The products card (issue 27): Contratado while the associate has a reservation accepted (awaiting payment, on the
 * monthly slip or paid) that has not ended on São Paulo's day `hoje` (yyyy-mm-dd), with how many; else Disponível.
 */
export function resumoNoCartao(reservas: readonly { status: StatusReserva; fim: string }[], hoje: string): ResumoDoCartao {
  const vigentes = reservas.filter((r) => r.status !== 'simulada' && (STATUS_VIVOS as readonly StatusReserva[]).includes(r.status) && r.fim.slice(0, 10) >= hoje).length;
  if (vigentes === 0) return { etiqueta: 'Disponível', detalhe: null };
  return { etiqueta: 'Contratado', detalhe: vigentes === 1 ? '1 reserva vigente.' : `${vigentes} reservas vigentes.` };
}

/** How Meus espaços names each status. */
export const ROTULO_DO_STATUS: Record<StatusReserva, string> = {
  simulada: 'Aguardando aceite do termo',
  aguardandoPagamento: 'Aguardando pagamento',
  boletoMensal: 'Registrada no boleto mensal',
  paga: 'Paga',
  cancelada: 'Cancelada',
  expirada: 'Expirada',
};

/**
 * §4: workstation and virtual office go on the monthly slip when the term is accepted; every other reservation,
 * and every reservation of a naoAssociado (who has no monthly slip, §6), awaits payment.
 */
export const vaiParaBoletoMensal = (tipo: TipoReserva, naoAssociado: boolean) =>
  !naoAssociado && (tipo === 'estacao-trabalho' || tipo === 'escritorio-virtual');

export const mensagensVarejo = {
  agendaNaoEncontrada: 'Espaço não encontrado.',
  tipoDaAgenda: 'Este espaço não aceita esse tipo de reserva.',
  reservaNaoEncontrada: 'Reserva não encontrada.',
  /** §5 time modal. */
  fimAntesDoInicio: 'Horário inválido maior inicio!',
  horarioReservado: 'Horário reservada!',
  horaPassada: 'Hora inválida!',
  minimoRooftop: 'Reserva mínima é inferior a 4 horas!',
  intervaloInvalido: 'Intervalo inválido.',
  /** §5 workstation. */
  informeMeses: 'Informe a quantidade de meses.',
  informeDia: 'Informe o dia da reserva.',
  mesesForaDoLimite: `A quantidade de meses deve ser de ${MESES_MINIMO} a ${MESES_MAXIMO}.`,
  escolhaEstacao: 'Escolha ao menos uma estação.',
  estacaoRepetida: 'Estação repetida.',
  estacaoInexistente: (posicao: number, total: number) => `A estação ${posicao} não existe: o espaço tem ${total} estações.`,
  /** §5 virtual office (and, decided, the workstation's start too): the start must be after today. */
  inicioDepoisDeHoje: (hoje: string) => `A Data Inicio deve ser posterior a ${formatData(hoje)}`,
  /** decided: §9's year filter (current and next year) is the booking horizon. */
  ateOFimDoProximoAno: (ultimoDia: string) => `Escolha uma data até ${formatData(ultimoDia)}.`,
  capacidade: (capacidade: number) => `Este espaço comporta no máximo ${capacidade} pessoas.`,
  somSoNoRooftop: 'Som só está disponível no rooftop.',
  /** 409s: what was taken, named, so the screen can mark it without asking again. */
  estacoesOcupadas: (posicoes: number[]) => posicoes.length === 1
    ? `A estação ${posicoes[0]} já está reservada nesse período. Escolha outra.`
    : `As estações ${juntar(posicoes)} já estão reservadas nesse período. Escolha outras.`,
  horarioOcupado: (inicio: string, fim: string) =>
    `Horário reservada! Já há uma reserva em ${formatData(inicio)} das ${inicio.slice(11, 16)} às ${fim.slice(11, 16)}.`,
  escritorioIndisponivel: 'Não há escritório virtual disponível nesse período. Escolha outra data.',
  /** 429s (issue 19): the associate's own limits, not the space's: shown as a message, never as chairs taken. */
  reservasEmAberto: `Você já tem ${LIMITE_RESERVAS_EM_ABERTO} reservas aguardando aceite ou pagamento, o máximo por associado. `
    + 'Pague uma delas em Meus espaços ou espere o prazo de uma terminar para reservar outro espaço.',
  /** 400: one reservation asks for more chairs than an associate may hold. */
  estacoesPorReserva: `Escolha no máximo ${LIMITE_ESTACOES_EM_ABERTO} estações por reserva.`,
  estacoesEmAberto: (emAberto: number) =>
    `Cada associado pode ter no máximo ${LIMITE_ESTACOES_EM_ABERTO} estações aguardando aceite ou pagamento, e você já tem ${emAberto}. `
    + (emAberto < LIMITE_ESTACOES_EM_ABERTO
      ? `Escolha no máximo ${LIMITE_ESTACOES_EM_ABERTO - emAberto} ${LIMITE_ESTACOES_EM_ABERTO - emAberto === 1 ? 'estação' : 'estações'}.`
      : 'Pague ou espere o prazo das reservas em aberto terminar para reservar mais.'),
  reservasPorMinuto: 'Muitas reservas em pouco tempo. Aguarde um minuto e tente de novo.',

  chaveReutilizada: 'Esta reserva já foi enviada com outros dados. Atualize a página e tente novamente.',
  expirada: 'O prazo desta reserva terminou e o espaço foi liberado. Faça a reserva de novo.',
  cancelada: 'Esta reserva foi cancelada. Faça a reserva de novo.',
  jaAceita: 'O termo desta reserva já foi aceito: ela não pode mais ser cancelada por aqui.',
  reservaCancelada: 'Reserva cancelada.',
  /** §8, quoted exactly. */
  registradaNoBoletoMensal: 'Valor registrado no boleto mensal! Redirecionando para o painel de reservas...',
  termoAceito: 'Termo aceito! Escolha a forma de pagamento.',
  termoDesatualizado: textosKit.termoDesatualizado,
  aceiteAntesDoPagamento: 'Aceite o termo da reserva antes de pagar.',
  naoAguardaPagamento: 'Esta reserva não aguarda pagamento.',
  descricaoCobranca: (eventoId: number, espaco: string) => `Reserva ${eventoId}: ${espaco}`.slice(0, 120),
} as const;

/** 1, 2 e 3 */
export function juntar(itens: readonly (string | number)[]): string {
  return itens.length < 2 ? itens.join('') : `${itens.slice(0, -1).join(', ')} e ${itens[itens.length - 1]}`;
}

/** What a charge of a reservation is called in `cobrancas.referencia`. */
export const referenciaDaReserva = (eventoId: number) => `reserva:${eventoId}`;

// ---- dates ---------------------------------------------------------------------------------


/** A stored time ('yyyy-mm-dd HH:mm[:ss]') as the rules read it: yyyy-mm-ddTHH:mm. */
export const comoHorario = (t: string) => t.slice(0, 16).replace(' ', 'T');

/** 'yyyy-mm-dd HH:mm' one minute later. */
export function minutoSeguinte(h: string): string {
  const [dia, hora] = h.split(' ') as [string, string];
  const minutos = Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5)) + 1;
  const d = minutos === 24 * 60 ? somarDias(dia, 1) : dia;
  const m = minutos % (24 * 60);
  return `${d} ${doisDigitos(Math.floor(m / 60))}:${doisDigitos(m % 60)}`;
}

/** §7 ConsultarAgenda's ends as a half-open period ('yyyy-mm-dd HH:mm'): a day from its 00:00 through its end; a minute through its end. */
export function periodoDaConsulta(inicio: string, fim: string): [string, string] {
  const de = inicio.length === 10 ? `${inicio} 00:00` : inicio.replace('T', ' ');
  const ate = fim.length === 10 ? `${somarDias(fim, 1)} 00:00` : minutoSeguinte(fim.replace('T', ' '));
  return [de, ate];
}

/**
 * §5 "End date = start plus months": the same day `meses` months later, or that month's last day when it has no
 * such day (31/01 + 1 month = 28/02 or 29/02). The reservation runs from `inicio` up to, not including, this day:
 * the chair is free again on it, so one contract can follow another without a gap.
 */
export function fimDoPeriodo(inicio: string, meses: number): string {
  const [a, m, d] = inicio.split('-').map(Number) as [number, number, number];
  const total = a * 12 + (m - 1) + meses;
  const ano = Math.floor(total / 12);
  const mes = (total % 12) + 1;
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return `${ano}-${doisDigitos(mes)}-${doisDigitos(Math.min(d, ultimo))}`;
}

/** decided: §9's year filter (current and next year) bounds bookings: the last day one may start is 31/12 of next year. */
export const ultimoDiaReservavel = (hoje: string) => `${Number(hoje.slice(0, 4)) + 1}-12-31`;

export const fimDeSemana = (dia: string) => [0, 6].includes(diaDaSemana(dia));

/** Whole hours between two times of one day (yyyy-mm-ddTHH:mm). */
export const horasEntre = (inicio: string, fim: string) =>
  (Number(fim.slice(11, 13)) * 60 + Number(fim.slice(14, 16)) - Number(inicio.slice(11, 13)) * 60 - Number(inicio.slice(14, 16))) / 60;

// ---- rules (§5), checked by the screens and again by the server --------------------------------

/**
 * §5 time modal and §9 hours, the part no clock decides, for rooms and rooftop: `inicio`/`fim` are yyyy-mm-ddTHH:mm
 * of one day, end after start, whole hours from 8 to 22, rooftop at least 4 hours. The first problem, or null.
 */
export function problemaDoIntervalo(r: { tipoReserva: 'reuniao' | 'rooftop'; inicio: string; fim: string }): string | null {
  const { inicio, fim } = r;
  if (fim <= inicio) return mensagensVarejo.fimAntesDoInicio;
  const hora = (t: string) => Number(t.slice(11, 13));
  const inteira = (t: string) => t.slice(14, 16) === '00';
  if (inicio.slice(0, 10) !== fim.slice(0, 10) || !inteira(inicio) || !inteira(fim) || hora(inicio) < HORA_ABERTURA || hora(fim) > HORA_FECHAMENTO) {
    return mensagensVarejo.intervaloInvalido;
  }
  if (r.tipoReserva === 'rooftop' && horasEntre(inicio, fim) < HORAS_MINIMAS_ROOFTOP) return mensagensVarejo.minimoRooftop;
  return null;
}

/**
 * problemaDoIntervalo, then what the clock decides: not in the past (`agora`, São Paulo's wall clock
 * yyyy-mm-ddTHH:mm) and not after the booking horizon. Overlap ('Horário reservada!') is the agenda's, not checked here.
 */
export function problemaDoHorario(r: { tipoReserva: 'reuniao' | 'rooftop'; inicio: string; fim: string }, agora: string): string | null {
  const intervalo = problemaDoIntervalo(r);
  if (intervalo) return intervalo;
  if (r.inicio < agora) return mensagensVarejo.horaPassada;
  const ultimo = ultimoDiaReservavel(agora.slice(0, 10));
  if (r.inicio.slice(0, 10) > ultimo) return mensagensVarejo.ateOFimDoProximoAno(ultimo);
  return null;
}

/**
 * §5 workstation and virtual office: the start is after today (minimum tomorrow) and not after the booking horizon;
 * 1 to 12 months. The first problem, or null.
 */
export function problemaDoPeriodo(r: { inicio: string; qtdMeses: number }, hoje: string): string | null {
  if (!Number.isInteger(r.qtdMeses) || r.qtdMeses < MESES_MINIMO || r.qtdMeses > MESES_MAXIMO) return mensagensVarejo.mesesForaDoLimite;
  if (r.inicio <= hoje) return mensagensVarejo.inicioDepoisDeHoje(hoje);
  const ultimo = ultimoDiaReservavel(hoje);
  if (r.inicio > ultimo) return mensagensVarejo.ateOFimDoProximoAno(ultimo);
  return null;
}

/** §4/§9: retail takes Boleto, Cartao (credit) and Mensalidade (never for a naoAssociado: metodosDoCarrinho). */
export const METODOS_VAREJO = ['boleto', 'credito', 'mensalidade'] as const satisfies readonly MetodoPagamento[];
