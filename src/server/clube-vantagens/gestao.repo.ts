import { and, count, desc, eq, inArray, isNotNull, isNull, lte, gte, or, gt, sql } from 'drizzle-orm';
import { mensagensClube } from '../../domain/clube-vantagens/clube';
import { mensagensGestao } from '../../domain/clube-vantagens/gestao';
import { dataSaoPaulo } from '../../domain/comum/datas';
import type { ArquivoLido } from '../comum/arquivos';
import { clubeVigente, type LinhaClube } from './clube.repo';
import type { Db, Tx } from '../db/database';
import { anunciosClube, arquivosClube, bannersClube, clubes, funcionariosClube, imagensAnuncioClube } from '../db/schema/clube-vantagens';
import type { LinhaUsuario } from './planilha';

/**
 * The merchant's club when it may be managed: bought, term signed, cancellation not in effect.
 * Otherwise the pt-BR reason (the core club's texts, or the suspension after cancellation).
 */
export async function clubeParaGestao(
  db: Db | Tx, usuarioId: number, agora: Date,
): Promise<{ ok: true; clube: LinhaClube } | { ok: false; mensagem: string }> {
  const clube = await clubeVigente(db, usuarioId, agora);
  if (!clube) {
    const [antigo] = await db.select({ dt: clubes.dtCancelamento }).from(clubes).where(eq(clubes.usuarioId, usuarioId));
    return { ok: false, mensagem: antigo?.dt ? mensagensGestao.clubeCancelado(antigo.dt) : mensagensClube.naoAdquirido };
  }
  if (clube.termoAceiteId === null) return { ok: false, mensagem: mensagensClube.termoNaoAssinado };
  return { ok: true, clube };
}

export async function gravarArquivo(tx: Tx, usuarioId: number, arquivo: ArquivoLido): Promise<number> {
  const [linha] = await tx.insert(arquivosClube).values({
    usuarioId, nome: arquivo.nome, mime: arquivo.mime, tamanho: arquivo.bytes.length, sha256: arquivo.sha256, conteudo: arquivo.bytes,
  }).returning({ id: arquivosClube.id });
  return linha!.id;
}

/** Stores files in order; their ids in the same order. */
export async function gravarArquivos(tx: Tx, usuarioId: number, arquivos: readonly ArquivoLido[]): Promise<number[]> {
  const ids: number[] = [];
  for (const arquivo of arquivos) ids.push(await gravarArquivo(tx, usuarioId, arquivo));
  return ids;
}

const pagina = (linhas: number, numero: number) => ({ limit: linhas, offset: (numero - 1) * linhas });

// ── Ads ──────────────────────────────────────────────────────────────────────────────

/** A page of the merchant's live ads, newest first; tituloBanner is the banner on show now, else its latest. */
export async function listarAnuncios(db: Db, usuarioId: number, hoje: string, linhas: number, numero: number) {
  const vivo = and(eq(anunciosClube.usuarioId, usuarioId), isNull(anunciosClube.removidoEm));
  const tituloBanner = sql<string | null>`(
    select b.titulo from ${bannersClube} b
    where b.anuncio_id = anuncios_clube.id and b.removido_em is null
    order by (b.dt_inicio <= ${hoje}::date and ${hoje}::date <= b.dt_fim) desc, b.dt_inicio desc
    limit 1)`;
  const { limit, offset } = pagina(linhas, numero);
  const [anuncios, [total]] = await Promise.all([
    db.select({
      anuncioId: anunciosClube.id, titulo: anunciosClube.titulo, tituloBanner,
      dtInicio: anunciosClube.dtInicio, dtFim: anunciosClube.dtFim,
    }).from(anunciosClube).where(vivo).orderBy(desc(anunciosClube.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(anunciosClube).where(vivo),
  ]);
  return { anuncios, totalLinhas: total?.n ?? 0 };
}

export type NovoAnuncioRepo = Omit<typeof anunciosClube.$inferInsert, 'id' | 'criadoEm' | 'removidoEm'>;

/** Inserts the ad with its images (file ids in the order sent). */
export async function inserirAnuncio(tx: Tx, anuncio: NovoAnuncioRepo, imagensIds: readonly number[]): Promise<number> {
  const [linha] = await tx.insert(anunciosClube).values(anuncio).returning({ id: anunciosClube.id });
  const anuncioId = linha!.id;
  await tx.insert(imagensAnuncioClube).values(imagensIds.map((arquivoId, ordem) => ({ anuncioId, ordem, arquivoId })));
  return anuncioId;
}

/** Soft-removes the merchant's ad and the banners featuring it; false when it is not the merchant's live ad. */
export async function removerAnuncio(tx: Tx, usuarioId: number, anuncioId: number, agora: Date): Promise<boolean> {
  const removido = await tx.update(anunciosClube).set({ removidoEm: agora })
    .where(and(eq(anunciosClube.id, anuncioId), eq(anunciosClube.usuarioId, usuarioId), isNull(anunciosClube.removidoEm)))
    .returning({ id: anunciosClube.id });
  if (removido.length === 0) return false;
  await tx.update(bannersClube).set({ removidoEm: agora })
    .where(and(eq(bannersClube.anuncioId, anuncioId), isNull(bannersClube.removidoEm)));
  return true;
}

/**
 * The merchant's ad if live and current today, locked FOR SHARE until the banner is written:
 * a concurrent removal of the ad waits for us (or we see it removed), never a banner on a removed ad.
 */
export async function anuncioEmVigorParaBanner(tx: Tx, usuarioId: number, anuncioId: number, hoje: string) {
  const [anuncio] = await tx.select({ id: anunciosClube.id, dtInicio: anunciosClube.dtInicio, dtFim: anunciosClube.dtFim })
    .from(anunciosClube)
    .where(and(
      eq(anunciosClube.id, anuncioId), eq(anunciosClube.usuarioId, usuarioId), isNull(anunciosClube.removidoEm),
      lte(anunciosClube.dtInicio, hoje), gte(anunciosClube.dtFim, hoje),
    ))
    .for('share');
  return anuncio ?? null;
}

// ── Banners ──────────────────────────────────────────────────────────────────────────

export async function listarBanners(db: Db, usuarioId: number) {
  return db.select({
    bannerId: bannersClube.id, titulo: bannersClube.titulo, anuncioId: bannersClube.anuncioId,
    dtInicio: bannersClube.dtInicio, dtFim: bannersClube.dtFim,
  }).from(bannersClube)
    .where(and(eq(bannersClube.usuarioId, usuarioId), isNull(bannersClube.removidoEm)))
    .orderBy(desc(bannersClube.dtInicio), desc(bannersClube.id));
}

export async function inserirBanner(tx: Tx, banner: Omit<typeof bannersClube.$inferInsert, 'id' | 'criadoEm' | 'removidoEm'>) {
  const [linha] = await tx.insert(bannersClube).values(banner).returning({ id: bannersClube.id });
  return linha!.id;
}

export async function removerBanner(tx: Tx, usuarioId: number, bannerId: number, agora: Date): Promise<boolean> {
  const removido = await tx.update(bannersClube).set({ removidoEm: agora })
    .where(and(eq(bannersClube.id, bannerId), eq(bannersClube.usuarioId, usuarioId), isNull(bannersClube.removidoEm)))
    .returning({ id: bannersClube.id });
  return removido.length > 0;
}

/** SQLSTATE of a database error, through Drizzle's wrapper (both drivers put it on `code`). */
export function codigoDoErro(erro: unknown): string | undefined {
  for (let e: unknown = erro, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const codigo = (e as { code?: unknown }).code;
    if (typeof codigo === 'string') return codigo;
  }
  return undefined;
}

// ── Club users ───────────────────────────────────────────────────────────────────────

export async function listarFuncionarios(db: Db, usuarioId: number, linhas: number, numero: number) {
  const doClube = eq(funcionariosClube.usuarioId, usuarioId);
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
 * Upserts club users on (usuario_id, cpf): a CPF sent again updates its row, never a second one.
 * A name left blank keeps the one on file. Call inside one transaction: all rows or none.
 * `linhas` must not repeat a CPF (ON CONFLICT cannot touch one row twice in a statement).
 */
export async function gravarFuncionarios(
  tx: Tx, usuarioId: number, linhas: (LinhaUsuario & { dataSolicitacao: string })[], agora: Date,
): Promise<void> {
  // json_to_recordset instead of a multi-row VALUES: building 4 parameters a row in the ORM cost
  // seconds for 50 000 rows; one JSON text parameter reads the same on PGlite and node-postgres.
  for (let i = 0; i < linhas.length; i += LOTE) {
    const lote = JSON.stringify(linhas.slice(i, i + LOTE).map((l) => ({ cpf: l.cpf, nome: l.nome, data: l.dataSolicitacao })));
    await tx.execute(sql`
      insert into ${funcionariosClube} (usuario_id, cpf, nome, data_solicitacao)
      select ${usuarioId}::int, r.cpf, r.nome, r.data
      from json_to_recordset(${lote}::json) as r(cpf text, nome text, data date)
      on conflict (usuario_id, cpf) do update set
        nome = coalesce(excluded.nome, ${funcionariosClube}.nome),
        data_solicitacao = excluded.data_solicitacao,
        atualizado_em = ${agora.toISOString()}::timestamptz`);
  }
}

/** Deletes the merchant's users with these CPFs (another merchant's are out of reach); how many went. */
export async function removerFuncionarios(tx: Tx, usuarioId: number, cpfs: string[]): Promise<number> {
  let removidos = 0;
  for (let i = 0; i < cpfs.length; i += LOTE) {
    const lote = JSON.stringify(cpfs.slice(i, i + LOTE));
    const feitos = await tx.delete(funcionariosClube)
      .where(and(
        eq(funcionariosClube.usuarioId, usuarioId),
        inArray(funcionariosClube.cpf, sql`(select json_array_elements_text(${lote}::json))`),
      ))
      .returning({ id: funcionariosClube.id });
    removidos += feitos.length;
  }
  return removidos;
}

// ── Public use (§4: after a cancellation takes effect, ads and users are suspended) ──────

/** Clubs in force: term signed and no cancellation in effect on `hoje`. */
const clubeEmVigor = (hoje: string) => and(
  isNotNull(clubes.termoAceiteId),
  or(isNull(clubes.dtCancelamento), gt(clubes.dtCancelamento, hoje)),
);

/** The ads the public may see today: live, current, of a club in force. */
export async function anunciosPublicos(db: Db, agora: Date) {
  const hoje = dataSaoPaulo(agora);
  return db.select({
    anuncioId: anunciosClube.id, titulo: anunciosClube.titulo, descontoOferecido: anunciosClube.descontoOferecido,
    descricaoDesconto: anunciosClube.descricaoDesconto, dtInicio: anunciosClube.dtInicio, dtFim: anunciosClube.dtFim,
  }).from(anunciosClube)
    .innerJoin(clubes, eq(clubes.usuarioId, anunciosClube.usuarioId))
    .where(and(isNull(anunciosClube.removidoEm), lte(anunciosClube.dtInicio, hoje), gte(anunciosClube.dtFim, hoje), clubeEmVigor(hoje)))
    .orderBy(desc(anunciosClube.id));
}

/** Whether a CPF may use the discounts today: a user of at least one club in force. */
export async function cpfComDesconto(db: Db, cpf: string, agora: Date): Promise<boolean> {
  const [linha] = await db.select({ n: count() }).from(funcionariosClube)
    .innerJoin(clubes, eq(clubes.usuarioId, funcionariosClube.usuarioId))
    .where(and(eq(funcionariosClube.cpf, cpf), clubeEmVigor(dataSaoPaulo(agora))));
  return (linha?.n ?? 0) > 0;
}
