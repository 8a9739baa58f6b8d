import {
  cdlVarejoInteligenteContract, type Agenda, type Ocupacao, type OcupacaoDaAgenda, type PagamentoCartao, type Reserva, type SimulacaoReserva,
} from '../../contracts/cdl-varejo-inteligente.contract';
type Cobranca = { idempotencyKey: string };
import { resumoNoCartao, type StatusReserva } from '../../domain/cdl-varejo-inteligente/reservas';
import { dataSaoPaulo } from '../../domain/comum/datas';
import type { ResumoDoCartao } from '../../domain/comum/produtos';
import { aceite } from '../comum/aceite';
import { ApiFailure, clienteDe, valorDe } from '../comum/api';

const client = clienteDe(cdlVarejoInteligenteContract);

/** §7 ListarAgendas: the bookable spaces (the two hidden ones are never listed). */
export async function listarAgendas(): Promise<Agenda[]> {
  return valorDe(await client.listarAgendas());
}

/** One agenda by id among the listed ones; null when it is not listed (hidden, unknown). */
export async function agendaPorId(agendaId: number): Promise<Agenda | null> {
  return (await listarAgendas()).find((a) => a.agendaId === agendaId) ?? null;
}

/** §7 ConsultarAgenda: what is taken in [inicio, fim] (days yyyy-mm-dd). */
export async function consultarAgenda(agendaId: number, inicio: string, fim: string): Promise<OcupacaoDaAgenda[]> {
  return valorDe(await client.consultarAgenda({ query: { agendaId, inicio, fim } }));
}

/** Retail's products card (issue 27), from the associate's reservations on São Paulo's today. */
export async function situacaoDoVarejo(): Promise<ResumoDoCartao> {
  return resumoNoCartao(await consultarMinhaAgenda(), dataSaoPaulo(new Date()));
}

/** §7 ConsultarMinhaAgenda: the caller's reservations (Meus espaços). */
export async function consultarMinhaAgenda(): Promise<Reserva[]> {
  return valorDe(await client.consultarMinhaAgenda());
}

/** ConsultarReserva?eventoId: one of the caller's reservations (404 when not theirs). */
export async function consultarReserva(eventoId: number): Promise<Reserva> {
  return valorDe(await client.consultarReserva({ query: { eventoId } }));
}

/**
 * A 409 of SimularReserva: chairs or time taken meanwhile. A refusal like a 400 (`kind` 'rejected', the server's text),
 * carrying the chairs the server named, which the term step's output hands to the grid (machines/…/termo.machine.ts `conflitoDoTermo`).
 */
export class ReservaEmConflito extends ApiFailure {
  constructor(message: string, readonly estacoes: number[]) {
    super('rejected', message);
  }
}

const posicoesDe = (lista: Ocupacao[]) =>
  [...new Set(lista.flatMap((o) => (Array.isArray(o?.estacoes) ? o.estacoes.map((e) => e.posicao) : [])))];

/** The reservation's term as the term kit shows it, plus the hold it belongs to. */
export interface TermoDaReserva {
  texto: { titulo: string; identificacao: string[]; clausulas: string[] };
  base64: string;
  nomeArquivo: string;
  dtVersao: string;
  /** The hold (simulada): its event, price breakdown and expiry. */
  reserva: Reserva;
  expiraEm: string;
}

/**
 * §7 SimularReserva: holds the space (15 min) and answers its term. A 409 (chairs or time taken meanwhile) is a
 * refusal like a 400 that names the chairs taken (ReservaEmConflito).
 */
export async function simularReserva(pedido: SimulacaoReserva): Promise<TermoDaReserva> {
  const res = await client.simularReserva({ body: pedido });
  if (res.status === 409) throw new ReservaEmConflito(res.body.mensagem || '', posicoesDe(res.body.ocupacoes ?? []));
  const r = valorDe(res);
  return { texto: r.texto, base64: r.file.fileContents, nomeArquivo: r.file.fileDownloadName, dtVersao: r.dtVersao, reserva: r.reserva, expiraEm: r.expiraEm };
}

/**
 * §4 "Leaving the term screen cancels the simulated reservation" (the term machine's `liberar`): CancelarReserva with
 * keepalive, so it still goes when the tab closes. Its answer is not read: an expired or repeated release is a 200
 * too, a 401 means the session is already gone, and a hold nobody releases expires in 15 minutes anyway.
 */
export async function liberarReserva(agendaId: number, eventoId: number): Promise<void> {
  await client.cancelarReserva({ body: { agendaId, eventoId }, fetchOptions: { keepalive: true } });
}

/** The acceptance's answer: the server's text and where the reservation now stands. */
export interface Aceite { mensagem: string; status: StatusReserva; eventoId: number }

/** §7 AceitarTermoVarejoInteligente: the §3 term payload with the event. */
export async function aceitarTermo(dtVersao: string, eventoId: number): Promise<Aceite> {
  const r = valorDe(await client.aceitarTermoVarejoInteligente({ body: { ...aceite(dtVersao), eventoId } }));
  return { mensagem: r.mensagem, status: r.status, eventoId: r.eventoId };
}

/** §7 RegistrarBoletoVarejoInteligente?eventoid. */
export async function registrarBoleto(eventoId: number, body: Cobranca) {
  return valorDe(await client.registrarBoletoVarejoInteligente({ query: { eventoid: eventoId }, body }));
}

/** §7 PagamentoCreditoVarejoInteligente; sucesso false is a declined card (§8). */
export async function pagarCredito(body: PagamentoCartao) {
  return valorDe(await client.pagamentoCreditoVarejoInteligente({ body }));
}

/** §7 PagamentoBoletoMensalVarejoInteligente?eventoid (never a naoAssociado's: the server refuses it too). */
export async function pagarMensalidade(eventoId: number, body: Cobranca) {
  return valorDe(await client.pagamentoBoletoMensalVarejoInteligente({ query: { eventoid: eventoId }, body }));
}
