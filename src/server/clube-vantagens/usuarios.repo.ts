import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { dataSaoPaulo } from '../../domain/comum/datas';
import type { Db, Tx } from '../db/database';
import { clubes, funcionariosClube } from '../db/schema/clube-vantagens';
import { clubeEmVigor } from './gestao.repo';
import { pagina } from '../db/paginacao';
import type { LinhaUsuario } from './planilha';

// The club's users live in funcionariosClube: the spec's table and routes say "Funcionarios".

export async function listarFuncionarios(db: Db, codSocio: string, linhas: number, numero: number) {
  const doClube = eq(funcionariosClube.codSocio, codSocio);
  const { limit, offset } = pagina(linhas, numero);
  const [funcionarios, [total]] = await Promise.all([
    db.select({ cpf: funcionariosClube.cpf, nome: funcionariosClube.nome, dataSolicitacao: funcionariosClube.dataSolicitacao })
      .from(funcionariosClube).where(doClube).orderBy(desc(funcionariosClube.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(funcionariosClube).where(doClube),
  ]);
  return { funcionarios, totalLinhas: total?.n ?? 0 };
}

/** Rows per statement: the rows travel as one JSON parameter, so a batch is one round trip. */
const LOTE = 10_000;

/**
 * Upserts club users on (cod_socio, cpf): a CPF sent again updates its row, never a second one.
 * A name left blank keeps the one on file. Call inside one transaction: all rows or none.
 * `linhas` must not repeat a CPF (ON CONFLICT cannot touch one row twice in a statement).
 */
export async function gravarFuncionarios(
  tx: Tx, codSocio: string, linhas: (LinhaUsuario & { dataSolicitacao: string })[], agora: Date,
): Promise<void> {
  // json_to_recordset instead of a multi-row VALUES: building 4 parameters a row in the ORM cost
  // seconds for 50 000 rows; one JSON text parameter reads the same on PGlite and node-postgres.
  for (let i = 0; i < linhas.length; i += LOTE) {
    const lote = JSON.stringify(linhas.slice(i, i + LOTE).map((l) => ({ cpf: l.cpf, nome: l.nome, data: l.dataSolicitacao })));
    await tx.execute(sql`
      insert into ${funcionariosClube} (cod_socio, cpf, nome, data_solicitacao)
      select ${codSocio}::text, r.cpf, r.nome, r.data
      from json_to_recordset(${lote}::json) as r(cpf text, nome text, data date)
      on conflict (cod_socio, cpf) do update set
        nome = coalesce(excluded.nome, ${funcionariosClube}.nome),
        data_solicitacao = excluded.data_solicitacao,
        atualizado_em = ${agora.toISOString()}::timestamptz`);
  }
}

/** Deletes the merchant's users with these CPFs (another merchant's are out of reach); how many went. */
export async function removerFuncionarios(tx: Tx, codSocio: string, cpfs: string[]): Promise<number> {
  let removidos = 0;
  for (let i = 0; i < cpfs.length; i += LOTE) {
    const lote = JSON.stringify(cpfs.slice(i, i + LOTE));
    const feitos = await tx.delete(funcionariosClube)
      .where(and(
        eq(funcionariosClube.codSocio, codSocio),
        inArray(funcionariosClube.cpf, sql`(select json_array_elements_text(${lote}::json))`),
      ))
      .returning({ id: funcionariosClube.id });
    removidos += feitos.length;
  }
  return removidos;
}

// ── Public use (§4: after a cancellation takes effect, users are suspended) ─────────────

/** Whether a CPF may use the discounts today: a user of at least one club in force. */
export async function cpfComDesconto(db: Db, cpf: string, agora: Date): Promise<boolean> {
  const [linha] = await db.select({ n: count() }).from(funcionariosClube)
    .innerJoin(clubes, eq(clubes.codSocio, funcionariosClube.codSocio))
    .where(and(eq(funcionariosClube.cpf, cpf), clubeEmVigor(dataSaoPaulo(agora))));
  return (linha?.n ?? 0) > 0;
}
