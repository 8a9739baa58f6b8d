/**
 * The consultant area's tickets as staff read and finish them (the staff console's registry,
 * src/server/comum/atendimento/detalhes.ts): a documentation ticket's company and documents (in the order of the
 * member's list), a data-update ticket's requested change beside the current data, and applying that change.
 * The ticket's lock, its status and its close are the console's (src/server/comum/atendimento/revisao.ts).
 */
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DocumentoEmAnalise, PedidoDoChamado, RevisaoDocumentacao } from '../../contracts/comum/atendimento.contract';
import {
  DOCUMENTOS_POR_TIPO, formatDocumento, rejeitado, ROTULOS_DOCUMENTOS, textoDaRevisao, TIPOS_EMPRESA, type DocumentoAssociado, type TipoEmpresa,
} from '../../domain/cdl-consultor/carteira';
import { somenteDigitos } from '../../domain/comum/cpf';
import { formatDataHora } from '../../domain/comum/datas';
import { formatTelefone } from '../../domain/comum/pessoa';
import type { ResultadoAplicacao } from '../comum/atendimento/detalhes';
import type { Db, Tx } from '../db/database';
import { atualizacoesCadastro, cadastrosAssociado } from '../db/schema/cdl-consultor';
import { arquivos, associados, carteira, chamados, documentosChamado, usuarios } from '../db/schema/comum';

const ehTipoEmpresa = (tipo: string | null | undefined): tipo is TipoEmpresa => tipo != null && tipo in TIPOS_EMPRESA;
const rotuloDe = (documento: string) => ROTULOS_DOCUMENTOS[documento as DocumentoAssociado] ?? documento;

/** The company type of the ticket's associate: its registration's; decided: a member registered before the portal kept one (seed) reads as PJ. */
async function tipoDoChamado(db: Db | Tx, chamadoId: number): Promise<TipoEmpresa> {
  const [c] = await db.select({ tipo: cadastrosAssociado.tpEmpresa }).from(chamados)
    .leftJoin(cadastrosAssociado, eq(cadastrosAssociado.codSocio, chamados.codSocio)).where(eq(chamados.id, chamadoId));
  return ehTipoEmpresa(c?.tipo) ? c.tipo : 'PJ';
}

/**
 * The documents documentation ticket `chamadoId` reviews, in the order of the member's list (DOCUMENTOS_POR_TIPO of
 * its company type; one outside the list after them, by key), each with its label, file and review.
 */
export async function documentosDaDocumentacaoConsultor(db: Db | Tx, chamadoId: number): Promise<DocumentoEmAnalise[]> {
  const [linhas, tipo] = await Promise.all([
    db.select({
      documento: documentosChamado.documento, pessoa: documentosChamado.pessoa, revisao: documentosChamado.revisao,
      arquivoId: arquivos.id, nome: arquivos.nome,
    }).from(documentosChamado).innerJoin(arquivos, eq(arquivos.id, documentosChamado.arquivoId))
      .where(eq(documentosChamado.chamadoId, chamadoId)),
    tipoDoChamado(db, chamadoId),
  ]);
  const lista: readonly string[] = DOCUMENTOS_POR_TIPO[tipo];
  const posicao = (d: string) => (lista.includes(d) ? lista.indexOf(d) : lista.length);
  return linhas
    .sort((a, b) => posicao(a.documento) - posicao(b.documento) || a.documento.localeCompare(b.documento) || a.pessoa.localeCompare(b.pessoa))
    .map((l) => ({
      documento: l.documento,
      rotulo: rotuloDe(l.documento),
      pessoa: l.pessoa || null,
      arquivo: { arquivoId: l.arquivoId, nome: l.nome, url: `/api/arquivos/${l.arquivoId}` },
      revisao: l.revisao,
    }));
}

/** 'CPF' or 'CNPJ' by the document's digits. */
const nomeDoDocumento = (doc: string) => (somenteDigitos(doc).length === 11 ? 'CPF' : 'CNPJ');

/** The company a documentation ticket is about: razão social, CPF/CNPJ, company type, consultant. */
export async function pedidoDaDocumentacaoConsultor(db: Db | Tx, chamadoId: number): Promise<PedidoDoChamado | null> {
  const [c] = await db.select({
    codSocio: chamados.codSocio, nome: associados.nome, documento: associados.documento,
    razaoSocial: cadastrosAssociado.nome, nomefantasia: cadastrosAssociado.nomefantasia, cgccfo: cadastrosAssociado.cgccfo,
    tipo: cadastrosAssociado.tpEmpresa, consultor: usuarios.nome,
  }).from(chamados)
    .innerJoin(associados, eq(associados.codSocio, chamados.codSocio))
    .leftJoin(cadastrosAssociado, eq(cadastrosAssociado.codSocio, chamados.codSocio))
    .leftJoin(carteira, eq(carteira.codSocio, chamados.codSocio))
    .leftJoin(usuarios, eq(usuarios.id, carteira.consultorId))
    .where(and(eq(chamados.id, chamadoId), eq(chamados.tipo, 'documentacao')));
  if (!c) return null;
  const razaoSocial = c.razaoSocial ?? c.nome;
  const documento = c.cgccfo ?? c.documento;
  const campos = [
    { rotulo: 'Razão social', valor: razaoSocial },
    ...(c.nomefantasia ? [{ rotulo: 'Nome fantasia', valor: c.nomefantasia }] : []),
    { rotulo: 'Código do sócio', valor: c.codSocio },
    documento ? { rotulo: nomeDoDocumento(documento), valor: formatDocumento(documento) } : { rotulo: 'CPF/CNPJ', valor: 'Não informado' },
    { rotulo: 'Tipo de empresa', valor: ehTipoEmpresa(c.tipo) ? `${TIPOS_EMPRESA[c.tipo]} (${c.tipo})` : 'Não informado' },
    { rotulo: 'Consultor', valor: c.consultor ?? 'Nenhum' },
    ...(await jaAprovados(db, chamadoId)),
  ];
  return { titulo: `Documentação de ${razaoSocial}`, campos };
}

/**
 * Issue 27: a send after a rejection carries the approved files into the new ticket; staff read which, and where they
 * were approved ('Aprovados antes (o mesmo arquivo)': 'Cartão CNPJ (chamado nº 12)'), and review the set again.
 */
async function jaAprovados(db: Db | Tx, chamadoId: number): Promise<{ rotulo: string; valor: string }[]> {
  const antes = alias(documentosChamado, 'antes');
  const linhas = await db.selectDistinctOn([documentosChamado.documento], {
    documento: documentosChamado.documento, chamado: antes.chamadoId, revisao: antes.revisao,
  }).from(documentosChamado)
    .innerJoin(antes, and(eq(antes.arquivoId, documentosChamado.arquivoId), lt(antes.chamadoId, chamadoId)))
    .where(eq(documentosChamado.chamadoId, chamadoId))
    .orderBy(documentosChamado.documento, desc(antes.chamadoId));
  const aprovados = linhas.filter((l) => l.revisao !== null && !rejeitado(l.revisao));
  if (!aprovados.length) return [];
  return [{ rotulo: 'Aprovados antes (o mesmo arquivo)', valor: aprovados.map((l) => `${rotuloDe(l.documento)} (chamado nº ${l.chamado})`).join('; ') }];
}

/** The fields a data update changes, as staff read them. */
const CAMPOS_DA_ATUALIZACAO = [
  ['Telefone', 'telefone'], ['E-mail', 'email'], ['Logradouro', 'lograd'], ['Número', 'numero'], ['Complemento', 'complemento'],
  ['Bairro', 'bairro'], ['CEP', 'cep'], ['Cidade', 'cidade'], ['UF', 'uf'],
] as const;
type CampoDaAtualizacao = (typeof CAMPOS_DA_ATUALIZACAO)[number][1];

const VAZIO = '(vazio)';
function exibido(campo: CampoDaAtualizacao, valor: string | null): string {
  if (!valor) return VAZIO;
  if (campo === 'telefone') return /^\d{10,11}$/.test(valor) ? formatTelefone(valor) : valor;
  if (campo === 'cep') return /^\d{8}$/.test(valor) ? `${valor.slice(0, 5)}-${valor.slice(5)}` : valor;
  return valor;
}

/**
 * A data-update ticket's request: each field as 'current → requested' ('Telefone: (31) 3333-4444 → (31) 3222-1111'),
 * 'unchanged' when equal; once applied, the values applied and when.
 */
export async function pedidoDaAtualizacaoConsultor(db: Db | Tx, chamadoId: number): Promise<PedidoDoChamado | null> {
  const [a] = await db.select({ pedido: atualizacoesCadastro, atual: cadastrosAssociado, nome: associados.nome })
    .from(atualizacoesCadastro)
    .innerJoin(associados, eq(associados.codSocio, atualizacoesCadastro.codSocio))
    .leftJoin(cadastrosAssociado, eq(cadastrosAssociado.codSocio, atualizacoesCadastro.codSocio))
    .where(eq(atualizacoesCadastro.chamadoId, chamadoId));
  if (!a) return null;
  const { pedido, atual } = a;
  const campos = CAMPOS_DA_ATUALIZACAO.map(([rotulo, campo]) => {
    const novo = exibido(campo, pedido[campo]);
    if (pedido.aplicadaEm) return { rotulo, valor: novo };
    const antes = exibido(campo, atual?.[campo] ?? null);
    return { rotulo, valor: antes === novo ? `${novo} (sem alteração)` : `${antes} → ${novo}` };
  });
  return {
    titulo: `Atualização cadastral de ${a.nome} (código ${pedido.codSocio})`,
    campos: [
      ...campos,
      { rotulo: 'Situação', valor: pedido.aplicadaEm ? `Aplicada em ${formatDataHora(pedido.aplicadaEm.toISOString())}` : 'Aguardando aplicação' },
    ],
  };
}


/**
 * Applies data-update ticket `chamadoId`'s change to the associate's registration (telefone with its DDD, e-mail,
 * address) and marks it applied, answering the solution to finalize it with; in the caller's transaction, with the ticket locked. decided: the login's e-mail
 * and the carteira's invited e-mail stay (they are who logs in, not how the association reaches the company).
 */
export async function aplicarAtualizacaoConsultor(tx: Tx, chamadoId: number, agora: Date): Promise<ResultadoAplicacao> {
  const [p] = await tx.select().from(atualizacoesCadastro).where(eq(atualizacoesCadastro.chamadoId, chamadoId)).for('update');
  if (!p || p.aplicadaEm) return 'semPedido';
  const alterados = await tx.update(cadastrosAssociado).set({
    telefone: p.telefone, email: p.email, lograd: p.lograd, numero: p.numero, complemento: p.complemento,
    bairro: p.bairro, cep: p.cep, cidade: p.cidade, uf: p.uf,
  }).where(eq(cadastrosAssociado.codSocio, p.codSocio)).returning({ codSocio: cadastrosAssociado.codSocio });
  if (!alterados.length) return 'semCadastro';
  await tx.update(atualizacoesCadastro).set({ aplicadaEm: agora }).where(eq(atualizacoesCadastro.chamadoId, chamadoId));
  return { tipoSolucao: solucoesConsultor.atualizada, solucao: solucoesConsultor.aplicada };
}

/** decided: what the consultant reads on its Chamados screen (tipoultimasolucao, ultimasolucao). */
export const solucoesConsultor = {
  aprovada: 'Documentação aprovada',
  recusada: 'Documentação recusada',
  todosOk: 'Todos os documentos foram aprovados.',
  /** One line per rejected document: its label (whose, when several people's) and staff's comment. */
  incorretos: (linhas: string[]) => ['Documentos incorretos (corrija e envie de novo):', ...linhas].join('\n'),
  atualizada: 'Dados atualizados',
  aplicada: 'Os dados cadastrais foram atualizados como solicitado.',
} as const;

type Revisoes = RevisaoDocumentacao['documentos'];
const chave = (pessoa: string | null | undefined, documento: string) => `${pessoa ?? ''}\u0000${documento}`;

/** Whether `revisoes` reviews each document of the ticket exactly once: none missing, none extra, none twice. */
export function revisaCadaDocumento(documentos: readonly DocumentoEmAnalise[], revisoes: Revisoes): boolean {
  const doChamado = new Set(documentos.map((d) => chave(d.pessoa, d.documento)));
  const revisados = new Set(revisoes.map((r) => chave(r.pessoa, r.documento)));
  return revisados.size === revisoes.length && revisoes.length === doChamado.size && [...revisados].every((k) => doChamado.has(k));
}

/**
 * Reviews open documentation ticket `chamadoId` (locked by the caller): each document's review text (textoDaRevisao)
 * with who and when, its files out of analysis (arquivos.em_analise); answers the solution to finalize it with
 * ('Documentação recusada' listing each INCORRETA document and its comment: the member is back to Arquivos, §4), or
 * 'incompleta' (writing nothing) unless each document is reviewed exactly once.
 */
export async function revisarDocumentacaoConsultor(
  tx: Tx, chamadoId: number, revisoes: Revisoes, por: number, agora: Date,
): Promise<{ tipoSolucao: string; solucao: string } | 'incompleta'> {
  const documentos = await documentosDaDocumentacaoConsultor(tx, chamadoId);
  if (!revisaCadaDocumento(documentos, revisoes)) return 'incompleta';
  const porChave = new Map(revisoes.map((r) => [chave(r.pessoa, r.documento), r]));
  const incorretos: string[] = [];
  for (const d of documentos) {
    const r = porChave.get(chave(d.pessoa, d.documento))!;
    const texto = textoDaRevisao(r.correto, r.comentario ?? '');
    if (rejeitado(texto)) incorretos.push(`${d.rotulo}${d.pessoa ? ` (${d.pessoa})` : ''}: ${(r.comentario ?? '').trim()}`);
    await tx.update(documentosChamado).set({ revisao: texto, revisadoPor: por, revisadoEm: agora }).where(and(
      eq(documentosChamado.chamadoId, chamadoId), eq(documentosChamado.pessoa, d.pessoa ?? ''), eq(documentosChamado.documento, d.documento),
    ));
  }
  await tx.update(arquivos).set({ emAnalise: false }).where(inArray(arquivos.id, documentos.map((d) => d.arquivo.arquivoId)));
  return incorretos.length
    ? { tipoSolucao: solucoesConsultor.recusada, solucao: solucoesConsultor.incorretos(incorretos) }
    : { tipoSolucao: solucoesConsultor.aprovada, solucao: solucoesConsultor.todosOk };
}
