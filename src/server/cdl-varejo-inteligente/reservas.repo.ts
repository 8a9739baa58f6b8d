/**
 * Reservations of Varejo Inteligente in the database. Never double-booked: the exclusion constraint
 * reservas_varejo_sem_sobreposicao (schema/cdl-varejo-inteligente.ts, migration 0011) decides; this file only
 * marks the expired holds in a writer's way before it inserts, and reads a refusal back as what was in the way.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Ocupacao, OcupacaoDaAgenda, Reserva, SuaReserva } from '../../contracts/cdl-varejo-inteligente.contract';
import { dataSaoPaulo } from '../../domain/comum/datas';
import { metodosDoCarrinho } from '../../domain/comum/pagamentos';
import type { PrecoDaReserva } from '../../domain/cdl-varejo-inteligente/preco';
import { linhasDoTermo as linhasDoTermoDaReserva } from '../../domain/cdl-varejo-inteligente/termo';
import { comoHorario, LIMITE_ESTACOES_EM_ABERTO, LIMITE_RESERVAS_EM_ABERTO, LIMITE_RESERVAS_POR_MINUTO, mensagensVarejo, METODOS_VAREJO, referenciaDaReserva, reservaPorHora, type StatusReserva, type TipoReserva } from '../../domain/cdl-varejo-inteligente/reservas';
import { boletoEmAberto, motivoSemBoleto } from '../comum/pagamentos/pagamentos.repo';
import type { Database, Db, Tx } from '../db/database';
import { codigoDoErro } from '../db/erros';
import {
  agendasVarejo, contagemReservasVarejo, escreverPosicoes, lerPosicoes, ocupantesReservaVarejo, reservasVarejo,
} from '../db/schema/cdl-varejo-inteligente';
import { associados, cobrancas } from '../db/schema/comum';
import { naoAssociadoDe } from '../comum/acesso';

/** PostgreSQL rolled this writer back to break a deadlock with a concurrent one (expired-hold update vs the constraint's wait). */
const IMPASSE = '40P01';

type Linha = typeof reservasVarejo.$inferSelect;
export type AgendaVarejo = typeof agendasVarejo.$inferSelect;

// ---- the predicates the exclusion constraint and its GiST index are written with ---------------

/** Live: takes its space (the constraint's WHERE, written the same way so the partial GiST index serves reads). */
const vivo = sql`${reservasVarejo.status} in ('simulada', 'aguardandoPagamento', 'boletoMensal', 'paga')`;
/**
 * The reservation has a paid charge (a boleto settled by staff: settling changes only the charge, so the row may
 * still be 'aguardandoPagamento' with its deadline). Paid is never expired.
 */
const temCobrancaPaga = sql`exists (select 1 from ${cobrancas} where ${cobrancas.codSocio} = ${reservasVarejo.codSocio}
  and ${cobrancas.referencia} = 'reserva:' || ${reservasVarejo.eventoId} and ${cobrancas.situacao} = 'paga')`;
/** A status with a deadline whose deadline passed at `agora`, unpaid: expired, whatever the row still says. */
const vencida = (agora: Date) =>
  sql`(${reservasVarejo.status} in ('simulada', 'aguardandoPagamento') and ${reservasVarejo.expiraEm} <= ${agora.toISOString()}::timestamptz and not ${temCobrancaPaga})`;
/**
 * Open (issue 19's limits): a hold or an accepted reservation awaiting payment, neither expired nor paid, which
 * keeps its space without paying (the partial index reservas_varejo_em_aberto serves it by associate).
 */
const emAberto = (agora: Date) =>
  sql`(${reservasVarejo.status} in ('simulada', 'aguardandoPagamento') and ${reservasVarejo.expiraEm} > ${agora.toISOString()}::timestamptz and not ${temCobrancaPaga})`;
const naoVencida = (agora: Date) =>
  sql`(${reservasVarejo.expiraEm} is null or ${reservasVarejo.expiraEm} > ${agora.toISOString()}::timestamptz or ${temCobrancaPaga})`;
/** The row's half-open period overlaps [inicio, fim) (São Paulo wall clock, 'yyyy-mm-dd HH:mm'). */
const sobrepoe = (inicio: string, fim: string) =>
  sql`tsrange(${reservasVarejo.inicio}, ${reservasVarejo.fim}, '[)') && tsrange(${inicio}::timestamp, ${fim}::timestamp, '[)')`;
const nasPosicoes = (posicoes: readonly number[]) => sql`${reservasVarejo.posicoes} && ${escreverPosicoes(posicoes)}::int4multirange`;

/** How the API writes a period's ends: days for workstation and virtual office, times for rooms and rooftop. */
const extremo = (tipo: TipoReserva, t: string) => (reservaPorHora(tipo) ? comoHorario(t) : t.slice(0, 10));

// ---- agendas ---------------------------------------------------------------------------------

/** §7 ListarAgendas: the spaces the portal offers (not the two hidden ones), by id. */
export function agendasVisiveis(db: Db | Tx) {
  return db.select({
    agendaId: agendasVarejo.agendaId, espaco: agendasVarejo.espaco, capacidade: agendasVarejo.capacidade, valor: agendasVarejo.valor,
    valorComDesconto: agendasVarejo.valorComDesconto, tipoValor: agendasVarejo.tipoValor, tipoReserva: agendasVarejo.tipoReserva,
  }).from(agendasVarejo).where(eq(agendasVarejo.oculta, false)).orderBy(asc(agendasVarejo.agendaId));
}

/**
 * The two reads of every SimularReserva (its agenda before, the reservation with its term after), prepared once per
 * database handle: built by Drizzle once and planned once per connection (named statements on PostgreSQL).
 */
const preparadas = new WeakMap<Db | Tx, ReturnType<typeof preparar>>();
function preparar(db: Db | Tx) {
  return {
    agendaVisivel: db.select().from(agendasVarejo)
      .where(and(eq(agendasVarejo.agendaId, sql.placeholder('agendaId')), eq(agendasVarejo.oculta, false))).prepare('varejo_agenda_visivel'),
    reservaComTermo: lerParaTermo(db)
      .where(and(eq(reservasVarejo.eventoId, sql.placeholder('eventoId')), eq(reservasVarejo.codSocio, sql.placeholder('codSocio'))))
      .prepare('varejo_reserva_com_termo'),
  };
}
function preparadasDe(db: Db | Tx) {
  let p = preparadas.get(db);
  if (!p) preparadas.set(db, (p = preparar(db)));
  return p;
}

/** One agenda the portal offers; null for a hidden one or none. */
export async function agendaVisivel(db: Db | Tx, agendaId: number): Promise<AgendaVarejo | null> {
  const [a] = await preparadasDe(db).agendaVisivel.execute({ agendaId });
  return a ?? null;
}

/** An agenda's name (hidden or not). */
export async function espacoDa(db: Db | Tx, agendaId: number): Promise<string> {
  const [a] = await db.select({ espaco: agendasVarejo.espaco }).from(agendasVarejo).where(eq(agendasVarejo.agendaId, agendaId));
  return a!.espaco;
}

// ---- the hold (SimularReserva) ---------------------------------------------------------------

export interface NovaReserva {
  codSocio: string;
  usuarioId: number;
  agenda: AgendaVarejo;
  idempotencyKey: string;
  pedidoSha256: string;
  /** São Paulo wall clock, 'yyyy-mm-dd HH:mm'; half-open. */
  inicio: string;
  fim: string;
  /** The chairs (workstation), [1] (rooms, rooftop), or 'escolher': the first free slot of the virtual office. */
  posicoes: number[] | 'escolher';
  qtdMeses: number | null;
  campos: Pick<typeof reservasVarejo.$inferInsert,
    'titulo' | 'descricao' | 'responsavel' | 'telefone' | 'email' | 'nomeEvento' | 'qtdPessoas' | 'aguaCafe' | 'coffeExterno' | 'projetor' | 'telao' | 'som'>;
  ocupantes: { posicao: number; nome: string; telefone: string; rg: string; cpf: string }[];
  preco: PrecoDaReserva;
  expiraEm: Date;
  agora: Date;
}

export type ResultadoDaReserva =
  /** `feita`: the row as inserted, when this call inserted it (a repeat of a key has none: read it). */
  | { tipo: 'feita'; eventoId: number; feita?: ParaTermo }
  /** The same idempotency key with another request. */
  | { tipo: 'chaveReutilizada' }
  /** The same key as a hold that was cancelled or expired: what happened to it (a replay never revives it). */
  | { tipo: 'encerrada'; status: 'cancelada' | 'expirada' }
  /** The associate's own limits (issue 19): the 429's text. */
  | { tipo: 'limite'; mensagem: string }
  /** What is in the way (for the 409), as ConsultarAgenda would show it. */
  | { tipo: 'ocupada'; ocupacoes: Ocupacao[] };

/**
 * The caller's reservation made under `idempotencyKey`, as a repeat of that request would get it: the same hold, or
 * (cancelled or expired since) what happened to it.
 */
async function pelaChave(db: Db | Tx, r: NovaReserva): Promise<ResultadoDaReserva | null> {
  const [ja] = await db.select({
    eventoId: reservasVarejo.eventoId, pedidoSha256: reservasVarejo.pedidoSha256, status: reservasVarejo.status, expiraEm: reservasVarejo.expiraEm,
    paga: sql<boolean>`${temCobrancaPaga}`,
  }).from(reservasVarejo)
    .where(and(eq(reservasVarejo.codSocio, r.codSocio), eq(reservasVarejo.idempotencyKey, r.idempotencyKey)));
  if (!ja) return null;
  if (ja.pedidoSha256 !== r.pedidoSha256) return { tipo: 'chaveReutilizada' };
  const status = statusEm(ja, r.agora, ja.paga);
  return status === 'cancelada' || status === 'expirada' ? { tipo: 'encerrada', status } : { tipo: 'feita', eventoId: ja.eventoId };
}

/** The live, unexpired reservations of an agenda over a period (and positions), oldest start first. */
function ocupadas(db: Db | Tx, agendaId: number, inicio: string, fim: string, agora: Date, posicoes?: readonly number[]) {
  return db.select({
    inicio: reservasVarejo.inicio, fim: reservasVarejo.fim, posicoes: reservasVarejo.posicoes, tipoReserva: reservasVarejo.tipoReserva,
    codSocio: reservasVarejo.codSocio, eventoId: reservasVarejo.eventoId, status: reservasVarejo.status, expiraEm: reservasVarejo.expiraEm,
    paga: sql<boolean>`${temCobrancaPaga}`,
  })
    .from(reservasVarejo)
    .where(and(eq(reservasVarejo.agendaId, agendaId), vivo, naoVencida(agora), sobrepoe(inicio, fim), ...(posicoes ? [nasPosicoes(posicoes)] : [])))
    .orderBy(asc(reservasVarejo.inicio));
}

/** What is in the way of `r` (the chairs it asked for that are taken, or the intervals), for the 409. */
async function noCaminho(db: Db | Tx, r: NovaReserva): Promise<Ocupacao[]> {
  const pedidas = r.posicoes === 'escolher' ? null : r.posicoes;
  const linhas = await ocupadas(db, r.agenda.agendaId, r.inicio, r.fim, r.agora, pedidas ?? undefined);
  if (r.agenda.tipoReserva === 'escritorio-virtual') return [];
  return linhas.map((o) => ({
    inicio: extremo(o.tipoReserva, o.inicio),
    fim: extremo(o.tipoReserva, o.fim),
    estacoes: o.tipoReserva === 'estacao-trabalho' ? o.posicoes.filter((p) => pedidas?.includes(p)).map((posicao) => ({ posicao })) : [],
  }));
}

/** How many times a hold is tried when what refused it is gone by the time it is read (cancelled, expired meanwhile). */
const TENTATIVAS = 3;

/**
 * The hold as one statement, with no error for a taken space: it is the product's hot path, so no read before it,
 * no BEGIN/COMMIT round trips, and no error either (node-postgres closes a pooled connection whose query failed: a
 * 409 would cost a new backend). In its order, forced by the plan (the insert's one row is built from count(*) over
 * the update's rows and from the associate's count, so those run to their end first): the expired holds in the way,
 * and the associate's own, are marked 'expirada' (their rows locked: a concurrent acceptance waits, then finds them
 * expired; to the constraint they are gone); the associate's row of contagem_reservas_varejo locked FOR NO KEY UPDATE
 * until the statement ends (one associate's holds run one at a time; the lock reads the row as last committed) and
 * compared with what the snapshot read, and its open reservations and recent holds counted against its limits
 * (issue 19); the position asked for, or the virtual office's lowest slot free over the period; the insert, which
 * inserts nothing past a limit, when the associate's row changed after this statement's snapshot or is missing (a
 * hold of it committed unseen, or none ever: `atual` false, `reservar` runs it again in a transaction holding that
 * row), or when reservas_varejo_sem_sobreposicao finds a live reservation overlapping (after waiting for a concurrent
 * one to end) or the key was used (`on conflict do nothing` arbitrates both); the associate's row +1 when it
 * inserted; the chairs' occupants.
 * (Were the update run after the insert, the answer would be the same, a try later: `reservar` tries again when
 * nothing is in the way.) Answers the new eventoId and positions (null when nothing was inserted), how many positions
 * were free to try (0 or 1), the counts the limits read, and the associate's name: with the request, all the term
 * needs, so the hold's answer reads nothing back.
 */
function guardar(r: NovaReserva) {
  const { agenda, agora } = r;
  const emAgora = sql`${agora.toISOString()}::timestamptz`;
  const naAgenda = sql`${reservasVarejo.agendaId} = ${agenda.agendaId} and ${sobrepoe(r.inicio, r.fim)}`;
  const noCaminho = r.posicoes === 'escolher' ? naAgenda : sql`${naAgenda} and ${nasPosicoes(r.posicoes)}`;
  const posicao = r.posicoes === 'escolher'
    ? sql`select int4multirange(int4range(p, p + 1)) as posicoes from generate_series(1, ${agenda.capacidade}::int) p
        where not exists (select 1 from ${reservasVarejo} where ${naAgenda} and ${vivo} and ${naoVencida(agora)} and ${reservasVarejo.posicoes} @> p)
        order by p limit 1`
    : sql`select ${escreverPosicoes(r.posicoes)}::int4multirange as posicoes`;
  const c = r.campos;
  return sql`with vencidas as (
      update ${reservasVarejo} set status = 'expirada', atualizado_em = ${emAgora}
      where ${vencida(agora)} and ((${noCaminho}) or ${reservasVarejo.codSocio} = ${r.codSocio})
      returning 1
    ), visto as (
      select (select feitas from ${contagemReservasVarejo} where cod_socio = ${r.codSocio}) as feitas
    ), vez as (
      select feitas from ${contagemReservasVarejo} where cod_socio = ${r.codSocio} for no key update
    ), criada as (
      insert into ${contagemReservasVarejo} (cod_socio, feitas) select ${r.codSocio}, 0 from visto where visto.feitas is null
      on conflict do nothing
      returning 1
    ), atual as (
      select coalesce((select feitas from vez) = visto.feitas, false) or exists (select 1 from criada) as atual from visto
    ), abertas as (
      select count(*)::int as reservas, coalesce(sum((select sum(upper(p) - lower(p)) from unnest(${reservasVarejo.posicoes}) p)) filter
        (where ${reservasVarejo.tipoReserva} = 'estacao-trabalho'), 0)::int as estacoes
      from ${reservasVarejo}
      where ${reservasVarejo.codSocio} = ${r.codSocio} and ${emAberto(agora)}
    ), recentes as (
      select count(*)::int as n from (select criado_em from ${reservasVarejo} where ${reservasVarejo.codSocio} = ${r.codSocio}
        order by ${reservasVarejo.eventoId} desc limit ${LIMITE_RESERVAS_POR_MINUTO}::int) as ultimas
      where criado_em > ${new Date(agora.getTime() - 60_000).toISOString()}::timestamptz
    ), permitida as (
      select 1 from abertas, recentes, atual where atual.atual and abertas.reservas < ${LIMITE_RESERVAS_EM_ABERTO}::int
        and abertas.estacoes + ${estacoesPedidas(r)}::int <= ${LIMITE_ESTACOES_EM_ABERTO}::int and recentes.n < ${LIMITE_RESERVAS_POR_MINUTO}::int
    ), posicao as (${posicao}), nova as (
      insert into ${reservasVarejo} (agenda_id, tipo_reserva, cod_socio, usuario_id, idempotency_key, pedido_sha256, status, inicio, fim,
        posicoes, qtd_meses, titulo, descricao, responsavel, telefone, email, nome_evento, qtd_pessoas, agua_cafe, coffe_externo, projetor,
        telao, som, valor, valor_a_pagar, preco, expira_em, criado_em, atualizado_em)
      select ${agenda.agendaId}::int, ${agenda.tipoReserva}, ${r.codSocio}, ${r.usuarioId}::int, ${r.idempotencyKey}, ${r.pedidoSha256}, 'simulada',
        ${r.inicio}::timestamp, ${r.fim}::timestamp, posicao.posicoes, ${r.qtdMeses}::int, ${c.titulo}, ${c.descricao}, ${c.responsavel},
        ${c.telefone}, ${c.email}, ${c.nomeEvento ?? null}, ${c.qtdPessoas ?? null}::int, ${c.aguaCafe ?? false}::boolean,
        ${c.coffeExterno ?? false}::boolean, ${c.projetor ?? false}::boolean, ${c.telao ?? false}::boolean, ${c.som ?? false}::boolean,
        ${r.preco.total}::int, ${r.preco.aPagar}::int, ${JSON.stringify(r.preco)}::jsonb, ${r.expiraEm.toISOString()}::timestamptz, ${emAgora}, ${emAgora}
      from posicao, permitida, (select count(*) from vencidas) as antes
      on conflict do nothing
      returning evento_id, posicoes
    ), conta as (
      update ${contagemReservasVarejo} set feitas = ${contagemReservasVarejo.feitas} + 1
      where cod_socio = ${r.codSocio} and exists (select 1 from nova)
    ), ocupantes as (
      insert into ${ocupantesReservaVarejo} (evento_id, posicao, nome, telefone, rg, cpf)
      select nova.evento_id, o.posicao, o.nome, o.telefone, o.rg, o.cpf
      from nova, jsonb_to_recordset(${JSON.stringify(r.ocupantes)}::jsonb) as o(posicao int, nome text, telefone text, rg text, cpf text)
    )
    select nova.evento_id as "eventoId", nova.posicoes::text as posicoes, (select count(*) from posicao)::int as livres,
      (select nome from ${associados} where cod_socio = ${r.codSocio}) as nome,
      abertas.reservas as "emAberto", abertas.estacoes as "estacoesEmAberto", recentes.n as recentes, atual.atual
    from (select 1) as um left join nova on true, abertas, recentes, atual`;
}

/** Refuses the hold's transaction (`reservar`): what was written is rolled back, the answer is kept. */
class SemReserva extends Error {
  constructor(readonly guardada: Guardada) {
    super('reserva não feita');
  }
}

/** The workstation chairs a hold asks for (what counts against LIMITE_ESTACOES_EM_ABERTO). */
const estacoesPedidas = (r: NovaReserva) => (r.agenda.tipoReserva === 'estacao-trabalho' && r.posicoes !== 'escolher' ? r.posicoes.length : 0);

/** What `guardar` answers. */
interface Guardada {
  eventoId: number | null;
  posicoes: string | null;
  livres: number;
  nome: string;
  emAberto: number;
  estacoesEmAberto: number;
  recentes: number;
  /** No other hold of the associate committed after the statement's snapshot: its counts were whole. */
  atual: boolean;
}

/** The limit (issue 19) that kept `guardar` from inserting, as the 429's text; null when none did. */
function limiteAtingido(r: NovaReserva, g: Guardada): string | null {
  if (g.recentes >= LIMITE_RESERVAS_POR_MINUTO) return mensagensVarejo.reservasPorMinuto;
  if (g.emAberto >= LIMITE_RESERVAS_EM_ABERTO) return mensagensVarejo.reservasEmAberto;
  if (g.estacoesEmAberto + estacoesPedidas(r) > LIMITE_ESTACOES_EM_ABERTO) return mensagensVarejo.estacoesEmAberto(g.estacoesEmAberto);
  return null;
}

/**
 * The row `guardar` inserted, as a read of it would give it (timestamps as PostgreSQL prints them, the defaults):
 * the hold's term is rendered from it, and the acceptance renders the term again from the row it reads, to the same
 * bytes (tests/cdl-varejo-inteligente/reservas.api.test.ts compares the hashes for every kind of space).
 */
function comoInserida(r: NovaReserva, eventoId: number, posicoes: number[], nome: string): ParaTermo {
  const c = r.campos;
  return {
    espaco: r.agenda.espaco,
    nome,
    ocupantes: r.ocupantes.map(({ posicao, nome: n }) => ({ posicao, nome: n })),
    reserva: {
      eventoId, agendaId: r.agenda.agendaId, tipoReserva: r.agenda.tipoReserva, codSocio: r.codSocio, usuarioId: r.usuarioId,
      idempotencyKey: r.idempotencyKey, pedidoSha256: r.pedidoSha256, status: 'simulada', inicio: `${r.inicio}:00`, fim: `${r.fim}:00`, posicoes,
      qtdMeses: r.qtdMeses, titulo: c.titulo, descricao: c.descricao, responsavel: c.responsavel, telefone: c.telefone, email: c.email,
      nomeEvento: c.nomeEvento ?? null, qtdPessoas: c.qtdPessoas ?? null, aguaCafe: c.aguaCafe ?? false, coffeExterno: c.coffeExterno ?? false,
      projetor: c.projetor ?? false, telao: c.telao ?? false, som: c.som ?? false, valor: r.preco.total, valorAPagar: r.preco.aPagar, preco: r.preco,
      expiraEm: r.expiraEm, aceiteId: null, criadoEm: r.agora, atualizadoEm: r.agora,
    },
  };
}

/**
 * Holds the space for the term screen (status simulada until `expiraEm`), in one statement (`guardar`). When another
 * hold of the same associate committed after that statement's snapshot (two tabs at once: its count of open
 * reservations would miss that one) or it is its first hold, the statement inserted nothing and runs again in a
 * transaction that first locks the associate's row of contagem_reservas_varejo (`guardarEmTransacao`): every other
 * hold of it waits, and the statement's new snapshot (READ COMMITTED) sees every earlier one, so twenty at once never
 * pass the limits. Nothing inserted: the
 * same key answers the reservation it made (a repeat, or a concurrent twin the insert waited for), or what happened to
 * it; then a limit's 429; else what is in the way is read back for the 409. When nothing is in the way by then
 * (cancelled or expired meanwhile), or the virtual office's slot went to a concurrent request first, it tries again.
 */
export async function reservar(database: Database, r: NovaReserva): Promise<ResultadoDaReserva> {
  const { db } = database;
  const tentativas = r.posicoes === 'escolher' ? r.agenda.capacidade + TENTATIVAS : TENTATIVAS;
  let ultima: ResultadoDaReserva = { tipo: 'ocupada', ocupacoes: [] };
  for (let i = 0; i < tentativas; i++) {
    let feita: Guardada;
    try {
      feita = ((await db.execute(guardar(r))) as unknown as { rows: Guardada[] }).rows[0]!;
      if (!feita.atual) feita = await guardarEmTransacao(database, r);
    } catch (erro) {
      // a deadlock's victim wrote nothing: it tries again (out of tries, the last answer stands: taken, a 409)
      if (codigoDoErro(erro) === IMPASSE) continue;
      throw erro;
    }
    if (feita.eventoId !== null) {
      const eventoId = Number(feita.eventoId);
      return { tipo: 'feita', eventoId, feita: comoInserida(r, eventoId, lerPosicoes(feita.posicoes!), feita.nome) };
    }
    const repetida = await pelaChave(db, r);
    if (repetida) return repetida;
    const limite = limiteAtingido(r, feita);
    if (limite) return { tipo: 'limite', mensagem: limite };
    // no virtual office free over the period
    if (!feita.livres) return ultima;
    ultima = { tipo: 'ocupada', ocupacoes: await noCaminho(db, r) };
    if (r.posicoes !== 'escolher' && ultima.ocupacoes.length) return ultima;
  }
  return ultima;
}

/**
 * `guardar` after the associate's count row is created if missing and locked: every other hold of the associate
 * waits, and the statement's snapshot, taken after the lock, sees every earlier one. Nothing inserted: rolled back
 * (the count row created here too), so a refusal writes nothing.
 */
async function guardarEmTransacao(database: Database, r: NovaReserva): Promise<Guardada> {
  try {
    return await database.tx(async (tx) => {
      await tx.insert(contagemReservasVarejo).values({ codSocio: r.codSocio, feitas: 0 }).onConflictDoNothing();
      await tx.select({ feitas: contagemReservasVarejo.feitas }).from(contagemReservasVarejo)
        .where(eq(contagemReservasVarejo.codSocio, r.codSocio)).for('no key update');
      const feita = ((await tx.execute(guardar(r))) as unknown as { rows: Guardada[] }).rows[0]!;
      if (feita.eventoId === null) throw new SemReserva(feita);
      return feita;
    });
  } catch (erro) {
    if (erro instanceof SemReserva) return erro.guardada;
    throw erro;
  }
}

/**
 * Undoes a hold whose answer failed after its insert (the term's PDF, anything): the row and its chairs' people
 * are deleted while it is still an unaccepted hold, so no orphan keeps the space, and a retry with the same key
 * holds again (a new key finds the space free).
 */
export async function desfazerReserva(db: Db, codSocio: string, eventoId: number): Promise<void> {
  await db.delete(reservasVarejo)
    .where(and(eq(reservasVarejo.eventoId, eventoId), eq(reservasVarejo.codSocio, codSocio), eq(reservasVarejo.status, 'simulada'), sql`${reservasVarejo.aceiteId} is null`));
}

// ---- reading reservations ----------------------------------------------------------------------

/** The status a row has at `agora`: a passed deadline is expired; awaiting payment with a paid charge (a boleto settled) is paid. */
export function statusEm(linha: Pick<Linha, 'status' | 'expiraEm'>, agora: Date, paga = false): StatusReserva {
  // paid first: a boleto settled in time pays the reservation whatever its deadline says
  if (linha.status === 'aguardandoPagamento' && paga) return 'paga';
  if ((linha.status === 'simulada' || linha.status === 'aguardandoPagamento') && linha.expiraEm && linha.expiraEm <= agora) return 'expirada';
  return linha.status;
}

const colunasDaReserva = { reserva: reservasVarejo, espaco: agendasVarejo.espaco };

/** decided (issue 19): a boleto pays a reservation only when the bank confirms it before the reservation's first day (São Paulo). */
export const boletoPagoAntesDe = (r: Pick<Linha, 'inicio'>) => r.inicio.slice(0, 10);

/** Rows as the API shows them (§3 Booking plus status and amounts), with their charges' outcome. */
async function comoReservas(db: Db | Tx, codSocio: string, linhas: { reserva: Linha; espaco: string }[], agora: Date): Promise<Reserva[]> {
  // only a reservation awaiting payment has a charge that changes what it shows (paid, or its boleto)
  const referencias = linhas.filter((l) => l.reserva.status === 'aguardandoPagamento').map((l) => referenciaDaReserva(l.reserva.eventoId));
  const cobradas = referencias.length
    ? await db.select({
      referencia: cobrancas.referencia, situacao: cobrancas.situacao, arquivoId: cobrancas.arquivoId,
      linhaDigitavel: cobrancas.linhaDigitavel, vencimento: cobrancas.vencimento,
    }).from(cobrancas)
      .where(and(eq(cobrancas.codSocio, codSocio), inArray(cobrancas.referencia, referencias), inArray(cobrancas.situacao, ['paga', 'aguardando'])))
    : [];
  const hoje = dataSaoPaulo(agora);
  // the cart's methods are the associate's (its row, not the login's): a naoAssociado has no monthly slip; read only when
  // a reservation awaits payment (statusEm never makes another one so): a hold's answer reads nothing more (issue 26)
  const naoAssociado = referencias.length > 0 && (await naoAssociadoDe(db, codSocio));
  return linhas.map(({ reserva: r, espaco }) => {
    const daReserva = cobradas.filter((c) => c.referencia === referenciaDaReserva(r.eventoId));
    const status = statusEm(r, agora, daReserva.some((c) => c.situacao === 'paga'));
    // a boleto past its last settlement day is written off; the reservation it held expired at the same instant
    const boleto = status === 'aguardandoPagamento' ? daReserva.find((c) => boletoEmAberto(c, hoje)) : undefined;
    const prazo = status === 'simulada' || status === 'aguardandoPagamento';
    const semBoleto = status === 'aguardandoPagamento' && !boleto ? motivoSemBoleto(hoje, boletoPagoAntesDe(r)) : null;
    return {
      eventoId: r.eventoId, agendaId: r.agendaId, tipoReserva: r.tipoReserva, inicio: extremo(r.tipoReserva, r.inicio), fim: extremo(r.tipoReserva, r.fim),
      qtdMeses: r.qtdMeses, espaco, nomeEvento: r.nomeEvento, responsavel: r.responsavel,
      estacoes: r.tipoReserva === 'estacao-trabalho' ? r.posicoes.map((posicao) => ({ posicao })) : [],
      status, valor: r.valor, valorAPagar: r.valorAPagar, preco: r.preco,
      expiraEm: prazo && r.expiraEm ? r.expiraEm.toISOString() : null,
      urlBoleto: boleto?.arquivoId ? `/api/arquivos/${boleto.arquivoId}` : null,
      linhaDigitavel: boleto?.linhaDigitavel ?? null,
      vencimentoBoleto: boleto?.vencimento ?? null,
      ...(status === 'aguardandoPagamento' && !boleto
        ? metodosDoCarrinho(METODOS_VAREJO, naoAssociado, semBoleto ? [{ metodo: 'boleto', motivo: semBoleto }] : [])
        : { metodosPermitidos: [], metodosIndisponiveis: [] }),
    };
  });
}

/** decided: Meus espaços lists the associate's latest 200 reservations. */
export const MAXIMO_MINHA_AGENDA = 200;

/**
 * §7 ConsultarMinhaAgenda: the associate's reservations, newest first. decided (issue 27): a hold whose term was never
 * accepted is listed only while it lives; released by leaving the term (Cancelada) or run out, it never was a
 * reservation, and Meus espaços does not list it.
 */
export async function minhasReservas(db: Db, codSocio: string, agora: Date): Promise<Reserva[]> {
  const linhas = await db.select(colunasDaReserva).from(reservasVarejo)
    .innerJoin(agendasVarejo, eq(agendasVarejo.agendaId, reservasVarejo.agendaId))
    .where(and(
      eq(reservasVarejo.codSocio, codSocio),
      or(isNotNull(reservasVarejo.aceiteId), and(eq(reservasVarejo.status, 'simulada'), gt(reservasVarejo.expiraEm, agora))),
    ))
    .orderBy(desc(reservasVarejo.eventoId)).limit(MAXIMO_MINHA_AGENDA);
  return comoReservas(db, codSocio, linhas, agora);
}

/** One of the associate's reservations; null when there is none or it is another associate's. */
export async function reservaDoAssociado(db: Db | Tx, codSocio: string, eventoId: number, agora: Date): Promise<Reserva | null> {
  const linhas = await db.select(colunasDaReserva).from(reservasVarejo)
    .innerJoin(agendasVarejo, eq(agendasVarejo.agendaId, reservasVarejo.agendaId))
    .where(and(eq(reservasVarejo.eventoId, eventoId), eq(reservasVarejo.codSocio, codSocio)));
  return (await comoReservas(db, codSocio, linhas, agora))[0] ?? null;
}

/**
 * The caller's reservation, locked FOR UPDATE for the rest of the transaction, and whether it has a paid charge (read
 * its status with statusEm(linha, agora, linha.paga)); null when not the caller's.
 */
export async function travarReserva(tx: Tx, codSocio: string, eventoId: number): Promise<(Linha & { paga: boolean }) | null> {
  const [linha] = await tx.select({ reserva: reservasVarejo, paga: sql<boolean>`${temCobrancaPaga}` }).from(reservasVarejo)
    .where(and(eq(reservasVarejo.eventoId, eventoId), eq(reservasVarejo.codSocio, codSocio))).for('update');
  return linha ? { ...linha.reserva, paga: linha.paga } : null;
}

/** Changes a locked reservation. */
export async function atualizarReserva(tx: Tx, eventoId: number, campos: Partial<Pick<Linha, 'status' | 'expiraEm' | 'aceiteId'>>, agora: Date) {
  await tx.update(reservasVarejo).set({ ...campos, atualizadoEm: agora }).where(eq(reservasVarejo.eventoId, eventoId));
}

/** §7 ConsultarAgenda: the live reservations of an agenda over [inicio, fim) ('yyyy-mm-dd HH:mm'), as intervals and chairs. */
export async function ocupacaoDaAgenda(
  db: Db, agenda: AgendaVarejo, inicio: string, fim: string, agora: Date, codSocio: string,
): Promise<OcupacaoDaAgenda[]> {
  // decided: a virtual office has `capacidade` slots and the server picks one; its agenda shows no intervals
  if (agenda.tipoReserva === 'escritorio-virtual') return [];
  const linhas = await ocupadas(db, agenda.agendaId, inicio, fim, agora);
  return linhas.map((o) => ({
    inicio: extremo(o.tipoReserva, o.inicio),
    fim: extremo(o.tipoReserva, o.fim),
    estacoes: o.tipoReserva === 'estacao-trabalho' ? o.posicoes.map((posicao) => ({ posicao })) : [],
    suaReserva: suaReserva(o, codSocio, agora),
  }));
}

/** Issue 27: the caller's own hold still running (its term or its payment awaited), else null (another's says nothing). */
function suaReserva(o: Awaited<ReturnType<typeof ocupadas>>[number], codSocio: string, agora: Date): SuaReserva | null {
  if (o.codSocio !== codSocio) return null;
  const status = statusEm(o, agora, o.paga);
  return status === 'simulada' || status === 'aguardandoPagamento' ? { eventoId: o.eventoId, status } : null;
}

// ---- the term's lines ----------------------------------------------------------------------------

/** A reservation with what its term prints besides it; `ocupantes` (the chairs' people, by chair) read when absent. */
type ParaTermo = { reserva: Linha; espaco: string; nome: string; ocupantes?: { posicao: number; nome: string }[] };
const colunasDoTermo = { reserva: reservasVarejo, espaco: agendasVarejo.espaco, nome: associados.nome };
const lerParaTermo = (db: Db | Tx) => db.select(colunasDoTermo).from(reservasVarejo)
  .innerJoin(agendasVarejo, eq(agendasVarejo.agendaId, reservasVarejo.agendaId))
  .innerJoin(associados, eq(associados.codSocio, reservasVarejo.codSocio));

/**
 * What a reservation's term prints under its title: who reserves, what, when, for whom, and the price. Only stored
 * data (the hold's end is its creation plus MINUTOS_PARA_ACEITE, both stored): the PDF is the same bytes each time,
 * so the acceptance hashes what the term screen showed.
 */
async function linhasDoTermo(db: Db | Tx, { reserva: x, espaco, nome, ocupantes: conhecidos }: ParaTermo): Promise<string[]> {
  const ocupantes = x.tipoReserva !== 'estacao-trabalho' ? [] : conhecidos ?? await db.select({ posicao: ocupantesReservaVarejo.posicao, nome: ocupantesReservaVarejo.nome })
    .from(ocupantesReservaVarejo).where(eq(ocupantesReservaVarejo.eventoId, x.eventoId)).orderBy(asc(ocupantesReservaVarejo.posicao));
  return linhasDoTermoDaReserva(x, espaco, nome, ocupantes);
}

/** The term's lines of a reservation (read in the acceptance's transaction), its space's name and creation. */
export async function identificacaoDoTermo(db: Db | Tx, eventoId: number): Promise<{ linhas: string[]; espaco: string; criadoEm: Date }> {
  const [r] = await lerParaTermo(db).where(eq(reservasVarejo.eventoId, eventoId));
  if (!r) throw new Error(`reserva ${eventoId} inexistente`);
  return { linhas: await linhasDoTermo(db, r), espaco: r.espaco, criadoEm: r.reserva.criadoEm };
}

/**
 * SimularReserva's answer: the caller's reservation as the API shows it, and its term's lines; from the row just
 * inserted (`feita`), else in one read.
 */
export async function reservaComTermo(db: Db | Tx, codSocio: string, eventoId: number, agora: Date, feita?: ParaTermo) {
  const r = feita ?? (await preparadasDe(db).reservaComTermo.execute({ eventoId, codSocio }))[0];
  if (!r) throw new Error(`reserva ${eventoId} inexistente`);
  const [reserva] = await comoReservas(db, codSocio, [r], agora);
  return { reserva: reserva!, linhas: await linhasDoTermo(db, r), criadoEm: r.reserva.criadoEm };
}
