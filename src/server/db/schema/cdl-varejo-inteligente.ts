/**
 * Tables of Varejo Inteligente (smart-retail space reservations): the agendas (spaces), and the reservations with
 * the people seated at each chair. Never double-booked, by the database: see `reservasVarejo`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PrecoDaReserva } from '../../../domain/cdl-varejo-inteligente/preco';
import { STATUS_RESERVA, TIPOS_RESERVA, TIPOS_VALOR } from '../../../domain/cdl-varejo-inteligente/reservas';
import { aceites, associados, criadoEm, usuarios } from './comum';

/** '{[3,4),[5,8)}' → [3, 5, 6, 7]: the positions of an int4multirange (PostgreSQL merges neighbours). */
export function lerPosicoes(texto: string): number[] {
  const posicoes: number[] = [];
  for (const m of texto.matchAll(/([[(])(-?\d+),(-?\d+)([\])])/g)) {
    const de = Number(m[2]) + (m[1] === '(' ? 1 : 0);
    const ate = Number(m[3]) - (m[4] === ')' ? 1 : 0);
    for (let p = de; p <= ate; p++) posicoes.push(p);
  }
  return posicoes;
}
/** [3, 5] → '{[3,4),[5,6)}'. */
export const escreverPosicoes = (posicoes: readonly number[]) => `{${posicoes.map((p) => `[${p},${p + 1})`).join(',')}}`;

/**
 * The places a reservation takes in its agenda, as an int4multirange: the chairs of the workstation (1-24), the
 * slot of the virtual office (1..capacidade, chosen by the server), position 1 (the whole space) for rooms and
 * the rooftop. A multirange, so one exclusion constraint compares sets of chairs with `&&` (overlap).
 */
const posicoes = customType<{ data: number[]; driverData: string }>({
  dataType: () => 'int4multirange',
  toDriver: escreverPosicoes,
  fromDriver: (valor) => lerPosicoes(String(valor)),
});

/**
 * §3 Agenda: a space that can be booked. Ids are the association's (no sequence: seeded with fixed ids,
 * src/server/cdl-varejo-inteligente/catalogo.ts). Prices in centavos per tipoValor unit. `oculta`: the two agendas
 * §2 hides are neither listed nor bookable through the portal.
 */
export const agendasVarejo = pgTable('agendas_varejo', {
  agendaId: integer('agenda_id').primaryKey(),
  espaco: text('espaco').notNull().unique(),
  tipoReserva: text('tipo_reserva', { enum: TIPOS_RESERVA }).notNull(),
  /** People (rooms, rooftop), chairs (workstation, 24) or virtual offices at once. */
  capacidade: integer('capacidade').notNull(),
  valor: integer('valor').notNull(),
  valorComDesconto: integer('valor_com_desconto').notNull(),
  tipoValor: text('tipo_valor', { enum: TIPOS_VALOR }).notNull(),
  oculta: boolean('oculta').notNull().default(false),
}, (t) => [
  check('agendas_varejo_tipo_reserva', sql`${t.tipoReserva} in ('reuniao', 'rooftop', 'estacao-trabalho', 'escritorio-virtual')`),
  check('agendas_varejo_tipo_valor', sql`${t.tipoValor} in ('hora', 'periodo', 'mes')`),
  check('agendas_varejo_valores', sql`${t.valor} > 0 and ${t.valorComDesconto} > 0 and ${t.valorComDesconto} <= ${t.valor}`),
  check('agendas_varejo_capacidade', sql`${t.capacidade} between 1 and 1000`),
]);

/**
 * A reservation (§3 Booking), from the hold SimularReserva makes for the term screen to its payment. `inicio` and
 * `fim` are São Paulo wall-clock times (timestamp without time zone): a day's 00:00 for workstation and virtual
 * office (from the start day up to, not including, the end day), the booked hours for rooms and rooftop. The
 * period is half-open, so back-to-back reservations pass.
 *
 * Never double-booked: the exclusion constraint `reservas_varejo_sem_sobreposicao` (migration 0011, written by hand:
 * drizzle-kit cannot declare one) refuses two rows of one agenda whose positions overlap (`&&` on the multirange)
 * over overlapping periods (`&&` on tsrange(inicio, fim, '[)')) while both are live (STATUS_VIVOS). A hold past its
 * `expira_em` is still live to the constraint until a writer marks it 'expirada': every writer does so, in its
 * own transaction, for the rows in its way before it inserts, and every reader reads such a row as expired. So the
 * constraint alone decides between concurrent requests, and an expired hold never blocks anyone.
 *
 * The amounts and the price's lines are the ones the term stated (copied when the hold is made), so the PDF is the
 * same bytes each time it is rendered and the charge is what was accepted. Paid: status 'paga', or (a boleto
 * settled later by staff) a paid charge with referencia `reserva:<evento_id>`.
 */
export const reservasVarejo = pgTable('reservas_varejo', {
  eventoId: serial('evento_id').primaryKey(),
  agendaId: integer('agenda_id').notNull().references(() => agendasVarejo.agendaId),
  tipoReserva: text('tipo_reserva', { enum: TIPOS_RESERVA }).notNull(),
  codSocio: text('cod_socio').notNull().references(() => associados.codSocio),
  /** The login that made it. */
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id),
  /** One per press of PRÓXIMO: the same key answers the same hold. */
  idempotencyKey: text('idempotency_key').notNull(),
  /** SHA-256 of the request: the same key with another request is a conflict. */
  pedidoSha256: text('pedido_sha256').notNull(),
  status: text('status', { enum: STATUS_RESERVA }).notNull().default('simulada'),
  inicio: timestamp('inicio', { mode: 'string' }).notNull(),
  fim: timestamp('fim', { mode: 'string' }).notNull(),
  posicoes: posicoes('posicoes').notNull(),
  qtdMeses: integer('qtd_meses'),
  /** §3 payload's titulo and descricao, as sent or written from the responsible person's fields. */
  titulo: text('titulo').notNull(),
  descricao: text('descricao').notNull(),
  responsavel: text('responsavel').notNull(),
  telefone: text('telefone').notNull(),
  email: text('email').notNull(),
  nomeEvento: text('nome_evento'),
  qtdPessoas: integer('qtd_pessoas'),
  aguaCafe: boolean('agua_cafe').notNull().default(false),
  coffeExterno: boolean('coffe_externo').notNull().default(false),
  projetor: boolean('projetor').notNull().default(false),
  telao: boolean('telao').notNull().default(false),
  som: boolean('som').notNull().default(false),
  /** Centavos: the whole price, and what the portal charges (the rooftop's entry is half). */
  valor: integer('valor').notNull(),
  valorAPagar: integer('valor_a_pagar').notNull(),
  preco: jsonb('preco').$type<PrecoDaReserva>().notNull(),
  /** The hold's end (simulada), the payment deadline (aguardandoPagamento); null once nothing expires. */
  expiraEm: timestamp('expira_em', { withTimezone: true }),
  aceiteId: integer('aceite_id').unique().references(() => aceites.id),
  criadoEm: criadoEm(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('reservas_varejo_idempotencia').on(t.codSocio, t.idempotencyKey),
  index('reservas_varejo_associado').on(t.codSocio, t.eventoId),
  // issue 19: a hold counts the associate's open reservations (simulada, aguardandoPagamento); writers mark its expired ones
  index('reservas_varejo_em_aberto').on(t.codSocio).where(sql`${t.status} in ('simulada', 'aguardandoPagamento')`),
  check('reservas_varejo_status', sql`${t.status} in ('simulada', 'aguardandoPagamento', 'boletoMensal', 'paga', 'cancelada', 'expirada')`),
  check('reservas_varejo_tipo_reserva', sql`${t.tipoReserva} in ('reuniao', 'rooftop', 'estacao-trabalho', 'escritorio-virtual')`),
  check('reservas_varejo_periodo', sql`${t.inicio} < ${t.fim}`),
  check('reservas_varejo_posicoes', sql`not isempty(${t.posicoes}) and ${t.posicoes} <@ '{[1,1001)}'::int4multirange`),
  check('reservas_varejo_valores', sql`${t.valorAPagar} > 0 and ${t.valorAPagar} <= ${t.valor}`),
  check('reservas_varejo_meses', sql`${t.qtdMeses} is null or ${t.qtdMeses} between 1 and 12`),
  check('reservas_varejo_aceite', sql`${t.status} in ('simulada', 'cancelada', 'expirada') or ${t.aceiteId} is not null`),
  check('reservas_varejo_prazo', sql`${t.status} <> 'simulada' or ${t.expiraEm} is not null`),
]);

/** §3 estacoes of a workstation reservation: who sits at each chair (§5 name, phone, RG, CPF). */
export const ocupantesReservaVarejo = pgTable('ocupantes_reserva_varejo', {
  eventoId: integer('evento_id').notNull().references(() => reservasVarejo.eventoId, { onDelete: 'cascade' }),
  posicao: integer('posicao').notNull(),
  nome: text('nome').notNull(),
  telefone: text('telefone').notNull(),
  rg: text('rg').notNull(),
  cpf: text('cpf').notNull(),
}, (t) => [
  primaryKey({ name: 'ocupantes_reserva_varejo_pk', columns: [t.eventoId, t.posicao] }),
  check('ocupantes_reserva_varejo_posicao', sql`${t.posicao} between 1 and 24`),
]);

/**
 * Issue 19: how many holds each associate has asked for. Every hold adds one and compares the count it got with the
 * one its statement's snapshot read: equal, no other hold of the associate committed unseen, so the statement's count
 * of open reservations is whole (reservas.repo.ts `guardar`); else it runs again holding this row.
 */
export const contagemReservasVarejo = pgTable('contagem_reservas_varejo', {
  codSocio: text('cod_socio').primaryKey().references(() => associados.codSocio),
  feitas: integer('feitas').notNull(),
});
