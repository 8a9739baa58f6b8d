import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { STATUS_CHAMADO, type StatusChamado, type TipoChamado } from '../../domain/comum/chamados';
import type { Db, Tx } from '../db/database';
import { pagina } from '../db/paginacao';
import { associados, chamados, historicoChamados } from '../db/schema/comum';

/**
 * The one ticket repository (DESIGN.md "Staff"): every product opens its tickets here and staff close
 * them here, so each change leaves its row in historico_chamados (who, when, what).
 */

export interface NovoChamado {
  codSocio: string;
  /** The product the ticket belongs to ('cdl-consultor', 'cdl-saude'…). */
  produto: string;
  tipo: TipoChamado;
  label: string;
  /** The login that opens it (the associate's, its consultant's, staff's). */
  por: number;
  agora: Date;
}

/**
 * Opens a ticket (status Aberto) with its first history row; returns its id, or null when the associate already has
 * one open that only one may be (a classification request of the product: the partial unique index
 * chamados_uma_classificacao_aberta, issue 19), and then writes nothing. The index decides, so two at once open one.
 */
export async function abrirChamado(tx: Tx, novo: NovoChamado): Promise<number | null> {
  const [linha] = await tx.insert(chamados).values({
    codSocio: novo.codSocio, produto: novo.produto, tipo: novo.tipo, label: novo.label,
    status: STATUS_CHAMADO.aberto, abertoPor: novo.por, abertoEm: novo.agora, atualizadoEm: novo.agora,
  }).onConflictDoNothing().returning({ id: chamados.id });
  if (!linha) return null;
  const id = linha.id;
  await tx.insert(historicoChamados).values({ chamadoId: id, usuarioId: novo.por, em: novo.agora, status: STATUS_CHAMADO.aberto });
  return id;
}

export interface MudancaStatus {
  chamadoId: number;
  /** A ticket only leaves Aberto, to Cancelado or Finalizado. */
  status: Exclude<StatusChamado, 0>;
  tipoSolucao: string;
  solucao: string;
  por: number;
  agora: Date;
}

/** A refusal of a close by the ticket's own kind: the text of the 409 (another route closes it), or null. */
export type RecusaDoEncerramento = (chamado: ChamadoTravado, status: Exclude<StatusChamado, 0>) => string | null;

export type ResultadoMudanca = 'ok' | 'naoEncontrado' | 'jaEncerrado' | { recusa: string };

/** A ticket as its close reads it, locked. */
export interface ChamadoTravado { codSocio: string; produto: string; tipo: TipoChamado; status: number }

/**
 * Ticket `chamadoId` locked FOR UPDATE (undefined when there is none): whoever closes it reads its status after the
 * lock, so a second staff member closing it at the same time waits, then reads it closed.
 */
export async function travarChamado(tx: Tx, chamadoId: number): Promise<ChamadoTravado | undefined> {
  const [c] = await tx.select({ codSocio: chamados.codSocio, produto: chamados.produto, tipo: chamados.tipo, status: chamados.status })
    .from(chamados).where(eq(chamados.id, chamadoId)).for('update');
  return c;
}

/** Closes a ticket already locked open (travarChamado) and writes its history row. */
export async function encerrarTravado(tx: Tx, m: MudancaStatus): Promise<void> {
  await tx.update(chamados).set({ status: m.status, atualizadoEm: m.agora }).where(eq(chamados.id, m.chamadoId));
  await tx.insert(historicoChamados).values({
    chamadoId: m.chamadoId, usuarioId: m.por, em: m.agora, status: m.status, tipoSolucao: m.tipoSolucao, solucao: m.solucao,
  });
}

/**
 * Cancels or finalizes an open ticket, once. The row is locked FOR UPDATE before its status is read:
 * a second staff member closing it at the same time waits, then reads it closed ('jaEncerrado'). `recusar` keeps
 * a kind whose close is another route's (a documentation review, a data update applied) from closing here.
 */
export async function mudarStatusChamado(tx: Tx, m: MudancaStatus, recusar?: RecusaDoEncerramento): Promise<ResultadoMudanca> {
  const atual = await travarChamado(tx, m.chamadoId);
  if (!atual) return 'naoEncontrado';
  if (atual.status !== STATUS_CHAMADO.aberto) return 'jaEncerrado';
  const recusa = recusar?.(atual, m.status);
  if (recusa) return { recusa };
  await encerrarTravado(tx, m);
  return 'ok';
}

/** SPEC §3 ticket, as the associate's screens list it. */
export interface ChamadoSpec {
  codigo: string;
  label: string;
  /** ISO instant of opening. */
  dataAbertura: string;
  status: StatusChamado;
  tipoultimasolucao: string | null;
  ultimasolucao: string | null;
}

/** The associate's tickets, newest first, each with the solution of its latest history row (null while open). */
export async function chamadosDoAssociado(db: Db, codSocio: string): Promise<ChamadoSpec[]> {
  const ultimo = db.select({ tipoSolucao: historicoChamados.tipoSolucao, solucao: historicoChamados.solucao })
    .from(historicoChamados).where(eq(historicoChamados.chamadoId, chamados.id))
    .orderBy(desc(historicoChamados.id)).limit(1).as('ultimo');
  const linhas = await db.select({
    id: chamados.id, label: chamados.label, abertoEm: chamados.abertoEm, status: chamados.status,
    tipoSolucao: ultimo.tipoSolucao, solucao: ultimo.solucao,
  }).from(chamados)
    .leftJoinLateral(ultimo, sql`true`)
    .where(eq(chamados.codSocio, codSocio))
    .orderBy(desc(chamados.abertoEm), desc(chamados.id));
  return linhas.map((l) => ({
    codigo: String(l.id),
    label: l.label,
    dataAbertura: l.abertoEm.toISOString(),
    // chamados_status: the database keeps it 0, 1 or 2
    status: l.status as StatusChamado,
    tipoultimasolucao: l.tipoSolucao ?? null,
    ultimasolucao: l.solucao ?? null,
  }));
}

/** An open ticket as staff work it. */
export interface ChamadoAberto {
  chamadoId: number;
  codSocio: string;
  nomeAssociado: string;
  produto: string;
  tipo: TipoChamado;
  label: string;
  /** ISO instant of opening. */
  dataAbertura: string;
}

/** Staff's queue: open tickets (of one product and/or tipo, or all), oldest first, a page at a time. */
export async function chamadosAbertos(db: Db, filtro: { tipo?: TipoChamado; produto?: string; linhas: number; pagina: number }) {
  const abertos = and(
    eq(chamados.status, STATUS_CHAMADO.aberto),
    filtro.tipo ? eq(chamados.tipo, filtro.tipo) : undefined,
    filtro.produto ? eq(chamados.produto, filtro.produto) : undefined,
  );
  const { limit, offset } = pagina(filtro.linhas, filtro.pagina);
  const [linhas, [total]] = await Promise.all([
    db.select({
      chamadoId: chamados.id, codSocio: chamados.codSocio, nomeAssociado: associados.nome, produto: chamados.produto,
      tipo: chamados.tipo, label: chamados.label, abertoEm: chamados.abertoEm,
    }).from(chamados).innerJoin(associados, eq(associados.codSocio, chamados.codSocio))
      .where(abertos).orderBy(asc(chamados.abertoEm), asc(chamados.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(chamados).where(abertos),
  ]);
  const lista: ChamadoAberto[] = linhas.map(({ abertoEm, ...l }) => ({ ...l, dataAbertura: abertoEm.toISOString() }));
  return { chamados: lista, totalLinhas: total?.n ?? 0 };
}
