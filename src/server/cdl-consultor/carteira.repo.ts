/**
 * The consultant's carteira as the server reads it (issue 21): the filtered, paged table and one row. The stage of a
 * row comes from the domain (etapaDoMembro) over the row and the latest documentation ticket's review texts, read in
 * the same query (a lateral join: one query a page, never one per row). Every page is read from the database when it is
 * asked for: no process keeps a copy (issue 26 took out issue 21's carteiras in memory; docs/decisions/cdl-consultor.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  chaveDeBusca, etapaDoMembro, normalizarBusca, type ChamadoDocumentacao,
} from '../../domain/cdl-consultor/carteira';
import type { MembroCarteira } from '../../contracts/cdl-consultor.contract';
import type { Db, Tx } from '../db/database';
import { pagina } from '../db/paginacao';

/** The tickets of the consultant area (chamados.produto). */
export const PRODUTO = 'cdl-consultor' as const;

/** `texto` as a LIKE pattern that matches it literally: %, _ and \ escaped (PostgreSQL's default escape is \). */
export const escaparLike = (texto: string) => texto.replace(/[\\%_]/g, (c) => `\\${c}`);

/** carteira.busca of a row, as every write that changes its code, name, document or e-mail keeps it. */
export const buscaDe = (m: { codSocio: string | null; nomeSocio: string | null; documento: string | null; email: string }) => chaveDeBusca(m);

interface LinhaLida {
  id: number;
  cod_socio: string | null;
  nome_socio: string | null;
  documento: string | null;
  email: string;
  aceite_termo_uso: boolean;
  aceite_contrato: boolean;
  /** The latest documentation ticket's { documento: revisao }, null when none was opened. */
  docs: ChamadoDocumentacao | string | null;
}

/** A row as ConsultarCarteira and ConsultarMembro answer it. */
function membroDaLinha(l: LinhaLida): MembroCarteira {
  // node-postgres and PGlite both parse json; a driver that does not gives the text
  const docs = typeof l.docs === 'string' ? (JSON.parse(l.docs) as ChamadoDocumentacao) : l.docs;
  const situacao = { aceiteTermoUso: l.aceite_termo_uso, aceiteContrato: l.aceite_contrato, codSocio: l.cod_socio, chamadoDocumentacao: docs };
  return {
    membroId: l.id, codSocio: l.cod_socio, nomeSocio: l.nome_socio, documento: l.documento, email: l.email,
    ...etapaDoMembro(situacao),
    aceiteTermoUso: l.aceite_termo_uso, aceiteContrato: l.aceite_contrato, chamadoDocumentacao: docs,
  };
}

/**
 * The carteira rows matching `onde`, with the latest documentation ticket's review texts of each (lateral: the
 * ticket by chamados_associado, its documents by documentos_chamado_um_por_documento).
 */
export function sqlDasLinhas(onde: SQL, limite: number, deslocamento: number, total: SQL = sql`null::int`): SQL {
  // newest first (issue 27: a new invitation is the first row of page 1, where Nova filiação leads; carteira_consultor
  // (consultor_id, id) is read backwards); the page first (ids in order, LIMIT/OFFSET), then the tickets of its rows only: a deep page never looks up the
  // tickets of the rows it skips
  return sql`
    select c.id, c.cod_socio, c.nome_socio, c.documento, c.email, c.aceite_termo_uso, c.aceite_contrato,
      case when ult.id is null then null else (
        select coalesce(json_object_agg(dc.documento, dc.revisao), '{}'::json) from documentos_chamado dc where dc.chamado_id = ult.id
      ) end as docs,
      ${total} as total
    from (
      select c.id, c.cod_socio, c.nome_socio, c.documento, c.email, c.aceite_termo_uso, c.aceite_contrato from carteira c
      where ${onde}
      order by c.id desc
      limit ${limite} offset ${deslocamento}
    ) c
    left join lateral (
      select ch.id from chamados ch
      where ch.cod_socio = c.cod_socio and ch.produto = ${PRODUTO} and ch.tipo = 'documentacao'
      order by ch.aberto_em desc, ch.id desc limit 1
    ) ult on true
    order by c.id desc`;
}
const linhas = (db: Db | Tx, onde: SQL, limite: number, deslocamento: number) =>
  db.execute(sqlDasLinhas(onde, limite, deslocamento)) as unknown as Promise<{ rows: LinhaLida[] }>;

/**
 * A ConsultarCarteira page in one statement: its rows, each with the count of every match (an uncorrelated subquery:
 * evaluated once); a page past the end has no row to carry it, so `total` counts alone. One round trip a page
 * (tests/cdl-consultor/indice.api.test.ts EXPLAINs both: the filter goes through an index, never a scan of every row).
 * Not `count(*) over ()`: the window reads every matching row whole before the first comes out, where the subquery
 * counts on the index alone (10 000 members, first page unfiltered: 14.6 ms against 1.6 ms; 'farmacia': 10.9 against 1.3).
 */
export function consultasDaPagina(db: Db, consultorId: number, filtro: string, linhasPorPagina: number, numero: number) {
  const { limit, offset } = pagina(linhasPorPagina, numero);
  // raw SQL, not the query builder: built on every request, it cost more CPU than the statement's own run
  const onde = sql`c.consultor_id = ${consultorId}${filtroCru(filtro)}`;
  const total = sql`select count(*)::int as n from carteira c where ${onde}`;
  return { pagina: sqlDasLinhas(onde, limit, offset, sql`(${total})`), total };
}

/** ConsultarCarteira: the caller's rows matching `filtro`, newest first (id descending), page `numero` of `linhasPorPagina`, and how many match. */
export async function paginaDaCarteira(db: Db, consultorId: number, filtro: string, linhasPorPagina: number, numero: number) {
  const consultas = consultasDaPagina(db, consultorId, filtro, linhasPorPagina, numero);
  const { rows } = (await db.execute(consultas.pagina)) as unknown as { rows: (LinhaLida & { total: number })[] };
  const totalLinhas = rows[0]
    ? Number(rows[0].total)
    : Number(((await db.execute(consultas.total)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  return { associados: rows.map(membroDaLinha), totalLinhas };
}

/** 'Filtrar' on the alias `c`: a substring of the normalized key (accents and case ignored), LIKE's wildcards escaped. */
function filtroCru(filtro: string): SQL {
  const termo = normalizarBusca(filtro);
  return termo ? sql` and c.busca like ${`%${escaparLike(termo)}%`}` : sql``;
}

/** One row of the caller's carteira by id, or null (another consultant's row reads as missing). */
export async function membroPorId(db: Db | Tx, consultorId: number, membroId: number): Promise<MembroCarteira | null> {
  const { rows } = await linhas(db, sql`c.id = ${membroId} and c.consultor_id = ${consultorId}`, 1, 0);
  return rows[0] ? membroDaLinha(rows[0]) : null;
}
