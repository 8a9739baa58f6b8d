import { z } from 'zod';
import { Cpf, Data, DataHora, diaValido, horarioValido, IdRegistro, Telefone } from './comum/campos';
import { AceiteTermo, Boleto, c, Cartao, Cobranca, commonResponses, Email, Mensagem, ResultadoPagamento } from './comum/esquemas';

// Smart retail (spec §7 "Smart retail"). Money is integer centavos (our API). Dates travel as
// yyyy-mm-dd, times of day as yyyy-mm-ddTHH:mm, both São Paulo local time.


/** §9: 24 chairs numbered 1-24. */
export const TOTAL_ESTACOES = 24;

/**
 * The kind of reservation, named as the spec's session key tipoReserva. decided: each agenda
 * says its kind so the products screen knows which form to open (§2 links); meeting room and
 * mini auditorium are 'reuniao'.
 */
export const TipoReserva = z.enum(['reuniao', 'rooftop', 'estacao-trabalho', 'escritorio-virtual']);
export type TipoReserva = z.infer<typeof TipoReserva>;

/**
 * §3 Agenda. valor and valorComDesconto in centavos per tipoValor unit.
 * decided: tipoValor is 'hora' for rooms and rooftop and 'mes' for workstation and virtual office;
 * the two hidden agendas of §2 are simply not listed by the server.
 */
export const Agenda = z.object({
  agendaId: z.number().int(),
  espaco: z.string(),
  capacidade: z.number().int(),
  valor: z.number().int(),
  valorComDesconto: z.number().int(),
  tipoValor: z.enum(['hora', 'mes']),
  tipoReserva: TipoReserva,
});
export type Agenda = z.infer<typeof Agenda>;

/** A booking's start or end: a day (workstation, virtual office) or a time of day (rooms, rooftop). */
const DiaOuInstante = Data.or(DataHora);

export const Estacao = z.object({ posicao: z.number().int().min(1).max(TOTAL_ESTACOES) });

/** §3 Booking, one row of 'Meus espaços'. decided: with the ids a row needs to pay or cancel. */
export const Reserva = z.object({
  eventoId: z.number().int(),
  agendaId: z.number().int(),
  inicio: DiaOuInstante,
  fim: DiaOuInstante,
  espaco: z.string(),
  nomeEvento: z.string().nullable(),
  responsavel: z.string(),
  estacoes: z.array(Estacao),
});
export type Reserva = z.infer<typeof Reserva>;

/** §3 Agenda query result: the taken intervals, with the reserved chairs (no one's personal data). */
export const Ocupacao = z.object({ inicio: DiaOuInstante, fim: DiaOuInstante, estacoes: z.array(Estacao) });
export type Ocupacao = z.infer<typeof Ocupacao>;

/** §7 ConsultarAgenda: inicio/fim as yyyy-mm-dd, or 'date 00:00' to 'date 23:59' (a space or a T). */
const DiaOuHorario = z.string().max(16, 'Data inválida.').refine((v) => diaValido(v) || horarioValido(v.replace(' ', 'T')), 'Data inválida.');
export const ConsultaAgenda = z.object({ agendaId: IdRegistro, inicio: DiaOuHorario, fim: DiaOuHorario });

/** decided: more people than any space of §9 holds; the server checks the agenda's own capacity below it. */
const MAXIMO_PESSOAS = 1000;

// §3 Simulation payload. decided: tipoReserva tells the variants apart (meeting types add the
// event fields, workstations add estacoes, the virtual office only the base).
const SimulacaoBase = z.object({
  agendaId: IdRegistro,
  /** The responsible person's name. */
  titulo: z.string().trim().min(1, 'Informe o nome do responsável.').max(120),
  /** Responsible, phone and e-mail as text. */
  descricao: z.string().trim().max(500).default(''),
});
const Evento = SimulacaoBase.extend({
  inicio: DataHora,
  fim: DataHora,
  nomeEvento: z.string().trim().min(1, 'Informe o evento.').max(120),
  /** At most the agenda's capacity, checked by the server. */
  qtdPessoas: z.number({ message: 'Informe a quantidade de pessoas.' }).int().min(1, 'Informe a quantidade de pessoas.')
    .max(MAXIMO_PESSOAS, 'Informe no máximo 1.000 pessoas.'),
  aguaCafe: z.boolean().default(false),
  coffeExterno: z.boolean().default(false),
  projetor: z.boolean().default(false),
  telao: z.boolean().default(false),
  som: z.boolean().default(false),
  responsavel: z.string().trim().min(1, 'Informe o responsável.').max(120),
  /** Digits with DDD; §5 mask (##) #####-####. */
  telefone: Telefone(),
  email: Email(),
});
export const EstacaoReservada = Estacao.extend({
  nome: z.string().trim().min(1, 'Informe o nome.').max(120),
  telefone: Telefone(),
  rg: z.string().trim().min(1, 'Informe o RG.').max(20),
  cpf: Cpf,
});
export const SimulacaoReserva = z
  .discriminatedUnion('tipoReserva', [
    Evento.extend({ tipoReserva: z.literal('reuniao') }),
    // §5: som is a rooftop-only option
    Evento.extend({ tipoReserva: z.literal('rooftop') }),
    SimulacaoBase.extend({
      tipoReserva: z.literal('estacao-trabalho'),
      /** fim is inicio plus 1-12 whole months (§5), checked by the server. */
      inicio: Data,
      fim: Data,
      estacoes: z
        .array(EstacaoReservada)
        .min(1, 'Escolha ao menos uma estação.')
        .max(TOTAL_ESTACOES)
        .refine((e) => new Set(e.map((x) => x.posicao)).size === e.length, 'Estação repetida.'),
    }),
    // §5: start after today and end at least a month later, checked by the server (it knows today)
    SimulacaoBase.extend({ tipoReserva: z.literal('escritorio-virtual'), inicio: Data, fim: Data }),
  ])
  .superRefine((r, ctx) => {
    if (r.fim <= r.inicio) {
      const emHoras = r.tipoReserva === 'reuniao' || r.tipoReserva === 'rooftop';
      ctx.addIssue({ code: 'custom', path: ['fim'], message: emHoras ? 'Horário inválido maior inicio!' : 'Intervalo inválido.' });
      return;
    }
    if (r.tipoReserva !== 'reuniao' && r.tipoReserva !== 'rooftop') return;
    // §9: one day, between 8 and 22 hours; rooftop at least 4 hours (§5)
    const hora = (t: string) => Number(t.slice(11, 13)) + Number(t.slice(14, 16)) / 60;
    if (r.inicio.slice(0, 10) !== r.fim.slice(0, 10) || hora(r.inicio) < 8 || hora(r.fim) > 22)
      ctx.addIssue({ code: 'custom', path: ['fim'], message: 'Intervalo inválido.' });
    else if (r.tipoReserva === 'rooftop' && hora(r.fim) - hora(r.inicio) < 4)
      ctx.addIssue({ code: 'custom', path: ['fim'], message: 'Reserva mínima é inferior a 4 horas!' });
    if (r.tipoReserva === 'reuniao' && r.som) ctx.addIssue({ code: 'custom', path: ['som'], message: 'Som só está disponível no rooftop.' });
  });
export type SimulacaoReserva = z.input<typeof SimulacaoReserva>;

/** §3 reserva.simulado: valor in centavos. */
export const Simulado = z.object({ eventoId: z.number().int(), espaco: z.string(), valor: z.number().int() });
export const ResultadoSimulacao = z.object({
  simulado: Simulado,
  /** The term PDF (base64) for this reservation. */
  file: z.object({ fileContents: z.string(), fileDownloadName: z.string() }),
  // decided: dtVersao comes with the PDF so the acceptance names the version the user read
  dtVersao: z.string(),
});

export const CancelamentoReserva = z.object({ agendaId: IdRegistro, eventoId: IdRegistro });
export const AceiteTermoVarejo = AceiteTermo.extend({ eventoId: IdRegistro });
const porEvento = z.object({ eventoid: IdRegistro });

/** §7 card payment of a reservation: the common card fields plus the reservation's event. */
export const PagamentoCartao = Cartao.extend({ eventoId: IdRegistro });
export type PagamentoCartao = z.infer<typeof PagamentoCartao>;

/**
 * A payment names its reservation (404 if it is not the user's simulated one); decided: 409 when
 * it is already paid under another idempotency key. Mensalidade for a naoAssociado is 403 (§6).
 */
const pagamento = { 400: Mensagem, 404: Mensagem, 409: Mensagem } as const;

/** Spaces, agendas, simulation + term, and payment of smart-retail reservations. */
export const cdlVarejoInteligenteContract = c.router(
  {
    listarAgendas: {
      method: 'GET', path: '/api/Agenda/ListarAgendas',
      responses: { 200: z.array(Agenda), 400: Mensagem },
    },
    consultarMinhaAgenda: {
      method: 'GET', path: '/api/Agenda/ConsultarMinhaAgenda',
      responses: { 200: z.array(Reserva), 400: Mensagem },
    },
    consultarAgenda: {
      method: 'GET', path: '/api/Agenda/ConsultarAgenda', query: ConsultaAgenda,
      responses: { 200: z.array(Ocupacao), 400: Mensagem, 404: Mensagem },
    },
    simularReserva: {
      method: 'POST', path: '/api/Agenda/SimularReserva', body: SimulacaoReserva,
      // §8: 400 warns and goes back to the agenda; decided: 409 when the time or a chair was taken meanwhile
      responses: { 200: ResultadoSimulacao, 400: Mensagem, 404: Mensagem, 409: Mensagem },
    },
    cancelarReserva: {
      method: 'POST', path: '/api/Agenda/CancelarReserva', body: CancelamentoReserva,
      responses: { 200: Mensagem, 400: Mensagem, 404: Mensagem },
    },
    aceitarTermoVarejoInteligente: {
      method: 'POST', path: '/api/Agenda/AceitarTermoVarejoInteligente', body: AceiteTermoVarejo,
      responses: { 200: Mensagem, 400: Mensagem, 404: Mensagem },
    },
    registrarBoletoVarejoInteligente: {
      method: 'POST', path: '/api/Agenda/RegistrarBoletoVarejoInteligente', query: porEvento, body: Cobranca,
      responses: { 200: Boleto, ...pagamento },
    },
    pagamentoCreditoVarejoInteligente: {
      method: 'POST', path: '/api/Agenda/PagamentoCreditoVarejoInteligente', body: PagamentoCartao,
      responses: { 200: ResultadoPagamento, ...pagamento },
    },
    pagamentoBoletoMensalVarejoInteligente: {
      method: 'POST', path: '/api/Agenda/PagamentoBoletoMensalVarejoInteligente', query: porEvento, body: Cobranca,
      responses: { 200: z.object({ sucesso: z.boolean(), mensagem: z.string() }), ...pagamento },
    },
  },
  { strictStatusCodes: true, commonResponses },
);
