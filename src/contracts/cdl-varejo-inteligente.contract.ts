import { z } from 'zod';
import {
  MESES_MAXIMO, MESES_MINIMO, mensagensVarejo, problemaDoIntervalo, STATUS_RESERVA, TIPOS_RESERVA, TIPOS_VALOR, TOTAL_ESTACOES,
} from '../domain/cdl-varejo-inteligente/reservas';
import { para } from './comum/acesso';
import { Cpf, Data, DataHora, diaValido, horarioValido, IdRegistro, Telefone } from './comum/campos';
import { AceiteTermo, Boleto, c, Cartao, Cobranca, commonResponses, Email, Mensagem, ResultadoPagamento } from './comum/esquemas';
import { MetodosDoCarrinho } from './comum/carrinho';
import { lista } from './comum/lista';

// Smart retail (spec §7 "Smart retail"). Money is integer centavos (our API). Dates travel as
// yyyy-mm-dd, times of day as yyyy-mm-ddTHH:mm, both São Paulo local time.

export { TOTAL_ESTACOES };

/**
 * The kind of reservation, named as the spec's session key tipoReserva. decided: each agenda
 * says its kind so the products screen knows which form to open (§2 links); meeting room and
 * mini auditorium are 'reuniao'.
 */
export const TipoReserva = z.enum(TIPOS_RESERVA);
export type TipoReserva = z.infer<typeof TipoReserva>;

/**
 * §3 Agenda. valor and valorComDesconto in centavos per tipoValor unit: 'hora' for rooms, 'periodo' (the minimum
 * block of 4 hours) for the rooftop, 'mes' for a workstation chair and the virtual office
 * (src/domain/cdl-varejo-inteligente/preco.ts). The two hidden agendas of §2 are not listed, nor bookable.
 */
export const Agenda = z.object({
  agendaId: z.number().int(),
  espaco: z.string(),
  capacidade: z.number().int(),
  valor: z.number().int(),
  valorComDesconto: z.number().int(),
  tipoValor: z.enum(TIPOS_VALOR),
  tipoReserva: TipoReserva,
});
export type Agenda = z.infer<typeof Agenda>;

/** A booking's start or end: a day (workstation, virtual office) or a time of day (rooms, rooftop). */
const DiaOuInstante = Data.or(DataHora);

export const Estacao = z.object({ posicao: z.number().int().min(1).max(TOTAL_ESTACOES) });

/** The price of a reservation, line by line (precoDaReserva): what the term prints and the screens show. */
export const PrecoDaReserva = z.object({
  linhas: z.array(z.object({ descricao: z.string(), quantidade: z.number().int(), unitario: z.number().int(), valor: z.number().int() })),
  total: z.number().int(),
  /** What the portal charges: the total, or the rooftop's entry (50%). */
  aPagar: z.number().int(),
  /** The rooftop's balance, paid to the association outside the portal; else 0. */
  saldo: z.number().int(),
});

/**
 * §3 Booking, one row of 'Meus espaços' (and ConsultarReserva). decided: with the ids a row needs to pay or cancel,
 * its status (held, awaiting payment, on the monthly slip, paid, cancelled, expired: ROTULO_DO_STATUS), its kind and
 * amounts; `expiraEm` (ISO instant) while a deadline runs (the hold, the payment); `urlBoleto` while a boleto awaits payment.
 */
export const Reserva = z.object({
  eventoId: z.number().int(),
  agendaId: z.number().int(),
  tipoReserva: TipoReserva,
  inicio: DiaOuInstante,
  fim: DiaOuInstante,
  /** Workstation and virtual office: the months booked; null for rooms and rooftop. */
  qtdMeses: z.number().int().nullable(),
  espaco: z.string(),
  nomeEvento: z.string().nullable(),
  responsavel: z.string(),
  estacoes: z.array(Estacao),
  status: z.enum(STATUS_RESERVA),
  /** The whole price (centavos). */
  valor: z.number().int(),
  /** What the portal charges (centavos): the price, or the rooftop's entry. */
  valorAPagar: z.number().int(),
  preco: PrecoDaReserva,
  expiraEm: z.string().nullable(),
  urlBoleto: z.string().nullable(),
  /** The boleto awaiting payment: its 47-digit linha digitável and due date (yyyy-mm-dd), to copy and show; else null. */
  linhaDigitavel: z.string().nullable(),
  vencimentoBoleto: z.string().nullable(),
  /**
   * The cart's methods (issue 20), for the reservation's associate: those the payment screen offers (none unless it awaits
   * payment; no Mensalidade for a naoAssociado) and those ruled out with why (issue 19: a boleto the bank could confirm
   * only after the reservation starts).
   */
  ...MetodosDoCarrinho.shape,
});
export type Reserva = z.infer<typeof Reserva>;

/** §3 Agenda query result: the taken intervals, with the reserved chairs (no one's personal data). */
export const Ocupacao = z.object({ inicio: DiaOuInstante, fim: DiaOuInstante, estacoes: z.array(Estacao) });
export type Ocupacao = z.infer<typeof Ocupacao>;
/**
 * decided (issue 27): ConsultarAgenda marks the caller's own hold still running (awaiting its term or its payment, not
 * expired) with its id and status, so the screen shows it as the caller's and links to where it continues; null for
 * everything else, another associate's hold included (nothing said of who holds it).
 */
export const SuaReserva = z.object({ eventoId: z.number().int(), status: z.enum(['simulada', 'aguardandoPagamento']) });
export type SuaReserva = z.infer<typeof SuaReserva>;
export const OcupacaoDaAgenda = Ocupacao.extend({ suaReserva: SuaReserva.nullable() });
export type OcupacaoDaAgenda = z.infer<typeof OcupacaoDaAgenda>;

/** §7 ConsultarAgenda: inicio/fim as yyyy-mm-dd, or 'date 00:00' to 'date 23:59' (a space or a T). */
const DiaOuHorario = z.string().max(16, 'Data inválida.').refine((v) => diaValido(v) || horarioValido(v.replace(' ', 'T')), 'Data inválida.');
export const ConsultaAgenda = z.object({ agendaId: IdRegistro, inicio: DiaOuHorario, fim: DiaOuHorario });

/** decided: more people than any space of §9 holds; the server checks the agenda's own capacity below it. */
const MAXIMO_PESSOAS = 1000;

const QtdMeses = z.number({ message: mensagensVarejo.informeMeses }).int(mensagensVarejo.mesesForaDoLimite)
  .min(MESES_MINIMO, mensagensVarejo.mesesForaDoLimite).max(MESES_MAXIMO, mensagensVarejo.mesesForaDoLimite);

// §3 Simulation payload. decided: tipoReserva tells the variants apart (meeting types add the event fields,
// workstations add estacoes, the virtual office only the base). Every variant names the responsible person, phone
// and e-mail (§5 requires them); workstation and virtual office send the start day and 1-12 months, and the server
// computes the end (§5 "End date = start plus months").
const SimulacaoBase = z.object({
  agendaId: IdRegistro,
  /**
   * One per press of PRÓXIMO (a UUID the screen makes): a double click, or a retry of a call that got no answer,
   * sends it again and gets the same hold back; the same key with another body is a 409.
   */
  idempotencyKey: z.string().uuid('Chave da reserva inválida.').max(36, 'Chave da reserva inválida.'),
  /** §3 titulo (the responsible person's name): optional, the server fills it with `responsavel`. */
  titulo: z.string().trim().max(120).default(''),
  /** §3 descricao (responsible, phone, e-mail as text): optional, the server writes it from the fields. */
  descricao: z.string().trim().max(500).default(''),
  responsavel: z.string({ message: 'Informe o responsável.' }).trim().min(1, 'Informe o responsável.').max(120, 'O nome do responsável pode ter no máximo 120 caracteres.'),
  /** Digits with DDD; §5 mask (##) #####-####. */
  telefone: Telefone(),
  email: Email(),
});
const Evento = SimulacaoBase.extend({
  /** Whole hours from 8 to 22, one day (§9); not in the past, checked by the server (it knows the time). */
  inicio: DataHora,
  fim: DataHora,
  nomeEvento: z.string({ message: 'Informe o evento.' }).trim().min(1, 'Informe o evento.').max(120, 'O nome do evento pode ter no máximo 120 caracteres.'),
  /** At most the agenda's capacity, checked by the server. */
  qtdPessoas: z.number({ message: 'Informe a quantidade de pessoas.' }).int('Informe a quantidade de pessoas.').min(1, 'Informe a quantidade de pessoas.')
    .max(MAXIMO_PESSOAS, 'Informe no máximo 1.000 pessoas.'),
  aguaCafe: z.boolean().default(false),
  coffeExterno: z.boolean().default(false),
  projetor: z.boolean().default(false),
  telao: z.boolean().default(false),
  som: z.boolean().default(false),
});
export const EstacaoReservada = Estacao.extend({
  nome: z.string().trim().min(1, 'Informe o nome.').max(120, 'O nome pode ter no máximo 120 caracteres.'),
  telefone: Telefone(),
  rg: z.string().trim().min(1, 'Informe o RG.').max(20, 'O RG pode ter no máximo 20 caracteres.'),
  cpf: Cpf,
});
export const SimulacaoReserva = z
  .discriminatedUnion('tipoReserva', [
    Evento.extend({ tipoReserva: z.literal('reuniao') }),
    // §5: som is a rooftop-only option
    Evento.extend({ tipoReserva: z.literal('rooftop') }),
    SimulacaoBase.extend({
      tipoReserva: z.literal('estacao-trabalho'),
      /** After today (minimum tomorrow), checked by the server. */
      inicio: Data,
      qtdMeses: QtdMeses,
      estacoes: lista(EstacaoReservada, TOTAL_ESTACOES)
        .min(1, mensagensVarejo.escolhaEstacao)
        .refine((e) => new Set(e.map((x) => x.posicao)).size === e.length, mensagensVarejo.estacaoRepetida),
    }),
    // §5: start after today, checked by the server (it knows today)
    SimulacaoBase.extend({ tipoReserva: z.literal('escritorio-virtual'), inicio: Data, qtdMeses: QtdMeses }),
  ])
  .superRefine((r, ctx) => {
    if (r.tipoReserva !== 'reuniao' && r.tipoReserva !== 'rooftop') return;
    const problema = problemaDoIntervalo(r);
    if (problema) ctx.addIssue({ code: 'custom', path: ['fim'], message: problema });
    if (r.tipoReserva === 'reuniao' && r.som) ctx.addIssue({ code: 'custom', path: ['som'], message: mensagensVarejo.somSoNoRooftop });
  });
export type SimulacaoReserva = z.input<typeof SimulacaoReserva>;

/** §3 reserva.simulado: valor in centavos, what the payment charges (valorAPagar). */
export const Simulado = z.object({ eventoId: z.number().int(), espaco: z.string(), valor: z.number().int() });
export const ResultadoSimulacao = z.object({
  simulado: Simulado,
  /** The term PDF (base64) for this reservation. */
  file: z.object({ fileContents: z.string(), fileDownloadName: z.string() }),
  // decided: dtVersao comes with the PDF so the acceptance names the version the user read
  dtVersao: z.string(),
  /** The PDF's lines as page text (the term kit shows them beside the PDF). */
  texto: z.object({ titulo: z.string(), identificacao: z.array(z.string()), clausulas: z.array(z.string()) }),
  /** The hold's end (ISO instant): past it the slot is released and the term can no longer be accepted. */
  expiraEm: z.string(),
  reserva: Reserva,
});

/** A 409 of SimularReserva: what is in the way, so the grid marks it without another query (empty when nothing is to mark). */
export const Conflito = Mensagem.extend({ ocupacoes: z.array(Ocupacao) });

export const CancelamentoReserva = z.object({ agendaId: IdRegistro, eventoId: IdRegistro });
export const AceiteTermoVarejo = AceiteTermo.extend({ eventoId: IdRegistro });
/** The acceptance's answer: §8's text, and where the reservation now stands (boletoMensal: to the panel; aguardandoPagamento: to payment). */
export const TermoVarejoAceito = Mensagem.extend({ eventoId: z.number().int(), status: z.enum(STATUS_RESERVA) });
const porEvento = z.object({ eventoid: IdRegistro });

/** §7 card payment of a reservation: the common card fields plus the reservation's event. */
export const PagamentoCartao = Cartao.extend({ eventoId: IdRegistro });
export type PagamentoCartao = z.infer<typeof PagamentoCartao>;

/**
 * A payment names its reservation (404 if it is not the caller's); 400 when its term is not accepted or it does not
 * await payment, and for the monthly slip of a naoAssociado (§6, the payment kit's answer); 409 when it expired, or
 * is already paid (or has a boleto awaiting payment) under another idempotency key, or for a boleto the bank could
 * confirm only after the reservation starts; 429 for a card past the attempt limits (the card route only).
 */
const pagamento = { 400: Mensagem, 404: Mensagem, 409: Mensagem };

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
    /** decided: one reservation by its event id (the payment screen after a reload); another associate's is 404. */
    consultarReserva: {
      method: 'GET', path: '/api/Agenda/ConsultarReserva', query: z.object({ eventoId: IdRegistro }),
      responses: { 200: Reserva, 400: Mensagem, 404: Mensagem },
    },
    consultarAgenda: {
      method: 'GET', path: '/api/Agenda/ConsultarAgenda', query: ConsultaAgenda,
      responses: { 200: z.array(OcupacaoDaAgenda), 400: Mensagem, 404: Mensagem },
    },
    simularReserva: {
      method: 'POST', path: '/api/Agenda/SimularReserva', body: SimulacaoReserva,
      // every chair of the station: at most 17 kB of JSON (tests/comum/limite-corpo.test.ts)
      metadata: { corpoMaximo: 32 * 1024 },
      // §8: 400 warns and goes back to the agenda; decided: 409 when the time or a chair was taken meanwhile (or the
      // key's hold was cancelled or expired), 429 past the associate's own limits (issue 19: a message, no chair named)
      responses: { 200: ResultadoSimulacao, 400: Mensagem, 404: Mensagem, 409: Conflito, 429: Mensagem },
    },
    cancelarReserva: {
      method: 'POST', path: '/api/Agenda/CancelarReserva', body: CancelamentoReserva,
      responses: { 200: Mensagem, 400: Mensagem, 404: Mensagem, 409: Mensagem },
    },
    aceitarTermoVarejoInteligente: {
      method: 'POST', path: '/api/Agenda/AceitarTermoVarejoInteligente', body: AceiteTermoVarejo,
      responses: { 200: TermoVarejoAceito, 400: Mensagem, 404: Mensagem, 409: Mensagem },
    },
    registrarBoletoVarejoInteligente: {
      method: 'POST', path: '/api/Agenda/RegistrarBoletoVarejoInteligente', query: porEvento, body: Cobranca,
      responses: { 200: Boleto, ...pagamento },
    },
    pagamentoCreditoVarejoInteligente: {
      method: 'POST', path: '/api/Agenda/PagamentoCreditoVarejoInteligente', body: PagamentoCartao,
      responses: { 200: ResultadoPagamento, ...pagamento, 429: Mensagem },
    },
    pagamentoBoletoMensalVarejoInteligente: {
      method: 'POST', path: '/api/Agenda/PagamentoBoletoMensalVarejoInteligente', query: porEvento, body: Cobranca,
      responses: { 200: z.object({ sucesso: z.boolean(), mensagem: z.string() }), ...pagamento },
    },
  },
  { strictStatusCodes: true, commonResponses, metadata: para('associado') },
);
