import { and, eq } from 'drizzle-orm';
import type { Produto } from '../../domain/comum/produtos';
import type { Db, Tx } from '../db/database';
import { arquivos, cobrancas, documentosChamado } from '../db/schema/comum';
import { membroDaCarteira } from './acesso';
import type { ArquivoLido } from './arquivos';
import type { UsuarioSessao } from './context';

/** Whose a stored file is and what it is for (docs/decisions/platform.md "Files"). */
export interface DonoDoArquivo {
  codSocio: string;
  produto: Produto;
  finalidade: string;
}

/** Stores a file already checked by `lerArquivoEnviado` (size, magic bytes); its id. */
export async function gravarArquivo(tx: Tx, dono: DonoDoArquivo, arquivo: ArquivoLido): Promise<number> {
  const [linha] = await tx.insert(arquivos).values({
    ...dono, nome: arquivo.nome, mime: arquivo.mime, tamanho: arquivo.bytes.length, sha256: arquivo.sha256, conteudo: arquivo.bytes,
  }).returning({ id: arquivos.id });
  return linha!.id;
}

/** Stores files in order; their ids in the same order. */
export async function gravarArquivos(tx: Tx, dono: DonoDoArquivo, lidos: readonly ArquivoLido[]): Promise<number[]> {
  const ids: number[] = [];
  for (const arquivo of lidos) ids.push(await gravarArquivo(tx, dono, arquivo));
  return ids;
}

/** Whether file `id` is a document of a ticket (documentos_chamado), open or closed. */
async function documentoDeChamado(db: Db, id: number): Promise<boolean> {
  const [doc] = await db.select({ id: documentosChamado.id }).from(documentosChamado).where(eq(documentosChamado.arquivoId, id)).limit(1);
  return doc !== undefined;
}

/** Whether file `id` is a charge's boleto (issue 27: staff open the slip they settle). */
async function boletoDeCobranca(db: Db, id: number): Promise<boolean> {
  const [c] = await db.select({ id: cobrancas.id }).from(cobrancas).where(and(eq(cobrancas.arquivoId, id), eq(cobrancas.metodo, 'boleto'))).limit(1);
  return c !== undefined;
}

/**
 * A file the caller may read, or null (missing and not-yours look alike): the owner's logins; a
 * consultant whose carteira holds the owner; staff while the file is under review, and, decided (issue 21), a
 * document of any ticket, open or closed (staff read a review's history), and a charge's boleto (issue 27: the
 * console's boleto list opens its PDF); an associate's other files stay closed to staff.
 */
export async function arquivoParaLer(db: Db, usuario: UsuarioSessao, id: number) {
  const [arquivo] = await db.select({
    codSocio: arquivos.codSocio, nome: arquivos.nome, mime: arquivos.mime, conteudo: arquivos.conteudo, emAnalise: arquivos.emAnalise,
  }).from(arquivos).where(eq(arquivos.id, id));
  if (!arquivo) return null;
  switch (usuario.perfil) {
    case 'associado':
      return arquivo.codSocio === usuario.codSocio ? arquivo : null;
    case 'atendente':
      return arquivo.emAnalise || (await documentoDeChamado(db, id)) || (await boletoDeCobranca(db, id)) ? arquivo : null;
    case 'consultor':
      return (await membroDaCarteira(db, usuario.id, arquivo.codSocio)).length ? arquivo : null;
  }
}
