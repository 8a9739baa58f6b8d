/**
 * The consultant area's writes and reads of one member (issue 21): invitations, registration, data updates, documents,
 * login e-mails. Every function takes the caller's transaction; who may act for whom is checked by the caller
 * (membroAtendido) in that same transaction.
 */
import { and, count, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import {
  DOCUMENTOS_POR_TIPO, enderecoJunto, INTERVALO_ENVIAR_LOGIN_S, pessoaFisicaOuJuridica, rejeitado, ROTULOS_DOCUMENTOS, TIPOS_EMPRESA,
  VALORES_FIXOS_CADASTRO, type DocumentoAssociado, type TipoEmpresa,
} from '../../domain/cdl-consultor/carteira';
import { somenteDigitos } from '../../domain/comum/cpf';
import { STATUS_CHAMADO } from '../../domain/comum/chamados';
import type { AtualizacaoCadastro, DocumentacaoDoMembro, NovoAssociado } from '../../contracts/cdl-consultor.contract';
import type { z } from 'zod';
import { AcessoNegado, associadoAtendido } from '../comum/acesso';
import type { UsuarioSessao } from '../comum/context';
import type { Db, Tx } from '../db/database';
import {
  acoesConsultor, atualizacoesCadastro, cadastrosAssociado, convites,
} from '../db/schema/cdl-consultor';
import { arquivos, associados, carteira, chamados, documentosChamado, historicoChamados, usuarios } from '../db/schema/comum';
import { buscaDe, PRODUTO } from './carteira.repo';
import { conviteAberto } from './convites';

type Novo = z.output<typeof NovoAssociado>;
type Atualizacao = z.output<typeof AtualizacaoCadastro>;

/** A transaction-scoped advisory lock on `nome` (64-bit: hashtextextended), released at commit or rollback. */
export const travar = (tx: Tx, nome: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${nome}, 0))`);

/**
 * The member `codSocio` the consultant acts for, through the platform's check (associadoAtendido: the carteira row
 * FOR SHARE until the transaction ends; outside the carteira 404), with its carteira row.
 */
export async function membroAtendido(db: Db | Tx, usuario: UsuarioSessao, codSocio: string) {
  const cod = await associadoAtendido(db, usuario, { codSocio });
  const [m] = await db.select({ id: carteira.id, email: carteira.email, nomeSocio: carteira.nomeSocio, documento: carteira.documento })
    .from(carteira).where(and(eq(carteira.consultorId, usuario.id), eq(carteira.codSocio, cod)));
  if (!m) throw new AcessoNegado('naoEncontrado', `consultor ${usuario.id} sem a linha da carteira de ${cod}`);
  return { codSocio: cod, carteiraId: m.id, email: m.email, nomeSocio: m.nomeSocio, documento: m.documento };
}

/** Who acted for whom (acoes_consultor): every consultant write leaves one (a refused invitation too, without a row). */
export async function registrarAcao(tx: Tx, a: { consultorId: number; carteiraId: number | null; codSocio: string | null; acao: string; em: Date }) {
  await tx.insert(acoesConsultor).values(a);
}

/** The consultant's name, as the e-mails say it. */
export async function nomeDoUsuario(db: Db | Tx, id: number): Promise<string> {
  const [u] = await db.select({ nome: usuarios.nome }).from(usuarios).where(eq(usuarios.id, id));
  return u?.nome ?? '';
}

// ——— EnviarEmailFuturoAssociado / ReenviarConvite ———

/** decided: invitations a consultant may send in a rolling 24 h (sent, resent or refused: one count). */
export const LIMITE_CONVITES_DIA = 30;
const DIA_MS = 24 * 60 * 60_000;

/** The consultant's invitations of the 24 h before `agora`: links to join it sent (new or resent) and invitations refused. */
async function convitesDoDia(tx: Tx, consultorId: number, agora: Date): Promise<number> {
  const desde = new Date(agora.getTime() - DIA_MS);
  const [enviados] = await tx.select({ n: count() }).from(convites).where(and(
    eq(convites.enviadoPor, consultorId), eq(convites.finalidade, 'filiacao'), gt(convites.criadoEm, desde),
  ));
  const [recusados] = await tx.select({ n: count() }).from(acoesConsultor).where(and(
    eq(acoesConsultor.consultorId, consultorId), eq(acoesConsultor.acao, 'convite-recusado'), gt(acoesConsultor.em, desde),
  ));
  return (enviados?.n ?? 0) + (recusados?.n ?? 0);
}

export type ResultadoConvite = { ok: true; carteiraId: number } | { ok: false; motivo: 'indisponivel' | 'limite' };

/**
 * A carteira row for `email` (stage Termo de Uso), unless the consultant used its LIMITE_CONVITES_DIA of the last
 * 24 h, or the e-mail is a login or has a row still taken (accepted, registered, or its invitation still open).
 * decided (issue 26): a row whose invitation expired (or never had one) and was not accepted is free: the new
 * invitation takes it over, whoever invited first. 'A login' and 'taken' are one answer (indisponivel), recorded
 * (convite-recusado) and counted against the daily limit like a sent invitation: the invitation tells no one who has a
 * login. An advisory lock per consultant serializes its count and write (a burst cannot pass the limit); the row FOR
 * UPDATE and carteira_email decide two invitations of one e-mail at once (the second reads it taken, never a 500).
 */
export async function novoMembro(tx: Tx, consultorId: number, email: string, agora: Date): Promise<ResultadoConvite> {
  await travar(tx, `convites:${consultorId}`);
  if ((await convitesDoDia(tx, consultorId, agora)) >= LIMITE_CONVITES_DIA) return { ok: false, motivo: 'limite' };
  const [linha] = await tx.select({ id: carteira.id, aceiteTermoUso: carteira.aceiteTermoUso, codSocio: carteira.codSocio })
    .from(carteira).where(eq(carteira.email, email)).for('update');
  const [login] = await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)).limit(1);
  if (!login && linha && !linha.aceiteTermoUso && !linha.codSocio && !(await conviteAberto(tx, linha.id, agora))) {
    // the ended links stay, for the record; the row changes hands (its next link is the caller's)
    await tx.update(carteira).set({ consultorId, criadoEm: agora }).where(eq(carteira.id, linha.id));
    return { ok: true, carteiraId: linha.id };
  }
  if (!login && !linha) {
    const [nova] = await tx.insert(carteira).values({
      consultorId, email, busca: buscaDe({ codSocio: null, nomeSocio: null, documento: null, email }), criadoEm: agora,
    }).onConflictDoNothing().returning({ id: carteira.id });
    if (nova) return { ok: true, carteiraId: nova.id };
  }
  await registrarAcao(tx, { consultorId, carteiraId: null, codSocio: null, acao: 'convite-recusado', em: agora });
  return { ok: false, motivo: 'indisponivel' };
}

export type ResultadoReenvio = { ok: true; email: string } | { ok: false; motivo: 'aceito' | 'limite' };

/**
 * 'Reenviar convite' of the consultant's row `membroId` (issue 26): allowed while the Termo de Uso is not accepted,
 * counted in the daily limit; the caller makes the new link (criarConvite ends the old one). Another consultant's
 * row reads as missing (AcessoNegado, 404). The row is held FOR UPDATE: an acceptance at the same moment goes first or
 * finds its link ended.
 */
export async function podeReenviar(tx: Tx, consultorId: number, membroId: number, agora: Date): Promise<ResultadoReenvio> {
  await travar(tx, `convites:${consultorId}`);
  const [linha] = await tx.select({ email: carteira.email, aceiteTermoUso: carteira.aceiteTermoUso, codSocio: carteira.codSocio })
    .from(carteira).where(and(eq(carteira.id, membroId), eq(carteira.consultorId, consultorId))).for('update');
  if (!linha) throw new AcessoNegado('naoEncontrado', `consultor ${consultorId} tentou reenviar o convite da linha ${membroId}`);
  if (linha.aceiteTermoUso || linha.codSocio) return { ok: false, motivo: 'aceito' };
  if ((await convitesDoDia(tx, consultorId, agora)) >= LIMITE_CONVITES_DIA) return { ok: false, motivo: 'limite' };
  return { ok: true, email: linha.email };
}

// ——— EnviarEmailCredenciaisAssociado ———

/** decided: one login e-mail per associate per 5 minutes. */
export const INTERVALO_CREDENCIAIS_MS = INTERVALO_ENVIAR_LOGIN_S * 1000;

/**
 * The whole seconds left before carteira row `carteiraId` may get another login e-mail (0: now); under a lock per
 * row, so two at once count one.
 */
export async function esperaDasCredenciais(tx: Tx, carteiraId: number, agora: Date): Promise<number> {
  await travar(tx, `credenciais:${carteiraId}`);
  const [r] = await tx.select({ ultimo: max(convites.criadoEm) }).from(convites).where(and(
    eq(convites.carteiraId, carteiraId), eq(convites.finalidade, 'senha'),
    gt(convites.criadoEm, new Date(agora.getTime() - INTERVALO_CREDENCIAIS_MS)),
  ));
  if (!r?.ultimo) return 0;
  return Math.max(1, Math.ceil((r.ultimo.getTime() + INTERVALO_CREDENCIAIS_MS - agora.getTime()) / 1000));
}

// ——— CadastrarAssociado ———

export type ResultadoCadastro =
  /** `loginCriado`: the password chosen with the Termo de Uso became the member's login (the company is told by e-mail). */
  | { ok: true; codSocio: string; email: string; loginCriado: boolean }
  | { ok: false; motivo: 'jaCadastrado' | 'semTermo' | 'documentoDoTipo' | 'documentoExiste' };

/**
 * Registers the invited company of the caller's carteira row with `email` (stage Cadastro): a new member code
 * (lpad(nextval('cod_socio_seq'), 7, '0')), the associate, its registration with §9's fixed values, the carteira row
 * filled in, and the invited login (the password chosen with the Termo de Uso) tied to the new associate.
 * Another consultant's row reads as missing (AcessoNegado, 404). The document's uniqueness is the unique indexes'
 * (associados_documento, cadastros_associado cgccfo): two registrations of one CPF/CNPJ at once, one 409.
 */
export async function cadastrar(tx: Tx, usuario: UsuarioSessao, novo: Novo, agora: Date): Promise<ResultadoCadastro> {
  const [linha] = await tx.select().from(carteira)
    .where(and(eq(carteira.consultorId, usuario.id), eq(carteira.email, novo.email))).for('update');
  if (!linha) throw new AcessoNegado('naoEncontrado', `consultor ${usuario.id} tentou cadastrar um e-mail fora da carteira`);
  if (linha.codSocio) return { ok: false, motivo: 'jaCadastrado' };
  if (!linha.aceiteTermoUso) return { ok: false, motivo: 'semTermo' };
  const documento = somenteDigitos(novo.cgccfo);
  // the contract checks it; the server rule stands on its own
  const pessoa = pessoaFisicaOuJuridica(novo.tp_empresa);
  if (documento.length !== (pessoa === 'f' ? 11 : 14)) return { ok: false, motivo: 'documentoDoTipo' };
  const [existe] = await tx.select({ n: count() }).from(associados).where(eq(associados.documento, documento));
  const [cadastrado] = await tx.select({ n: count() }).from(cadastrosAssociado).where(eq(cadastrosAssociado.cgccfo, documento));
  if ((existe?.n ?? 0) > 0 || (cadastrado?.n ?? 0) > 0) return { ok: false, motivo: 'documentoExiste' };
  const { rows } = (await tx.execute(sql`select lpad(nextval('cod_socio_seq')::text, 7, '0') as cod`)) as unknown as { rows: { cod: string }[] };
  const codSocio = rows[0]!.cod;
  const [associado] = await tx.insert(associados).values({ codSocio, nome: novo.nome, documento })
    .onConflictDoNothing().returning({ codSocio: associados.codSocio });
  if (!associado) return { ok: false, motivo: 'documentoExiste' };
  const [registro] = await tx.insert(cadastrosAssociado).values({
    codSocio, carteiraId: linha.id, nomefantasia: novo.nomefantasia, codpacote: novo.codpacote, tpEmpresa: novo.tp_empresa,
    nome: novo.nome, cgccfo: documento, inscrestadual: novo.inscrestadual, contato: novo.contato, cpf: novo.cpf, sexo: novo.sexo,
    dataNascimento: novo.datanascimento, celular: novo.celular, telefone: novo.telefone, email: linha.email,
    ...VALORES_FIXOS_CADASTRO, pessoafisoujur: pessoa, codcoltcf: 0, codtcf: '001',
    cadastradoPor: usuario.id, cadastradoEm: agora,
  }).onConflictDoNothing().returning({ codSocio: cadastrosAssociado.codSocio });
  if (!registro) return { ok: false, motivo: 'documentoExiste' };
  const membro = { codSocio, nomeSocio: novo.nome, documento, email: linha.email };
  await tx.update(carteira).set({ ...membro, aceiteContrato: true, busca: buscaDe(membro) }).where(eq(carteira.id, linha.id));
  let loginCriado = false;
  if (linha.senhaPendente) {
    const [login] = await tx.insert(usuarios).values({
      email: linha.email, senhaHash: linha.senhaPendente, nome: novo.contato, cpf: novo.cpf, dataNascimento: novo.datanascimento,
      telefone: novo.celular, perfil: 'associado', codSocio, criadoEm: agora,
    }).onConflictDoNothing().returning({ id: usuarios.id });
    if (login) await tx.update(carteira).set({ senhaPendente: null }).where(eq(carteira.id, linha.id));
    loginCriado = Boolean(login);
  }
  await registrarAcao(tx, { consultorId: usuario.id, carteiraId: linha.id, codSocio, acao: 'cadastro', em: agora });
  return { ok: true, codSocio, email: linha.email, loginCriado };
}

// ——— ConsultarAssociado / AtualizarCadastroAssociado ———

/** Whether the member has an open data-update ticket. */
export async function atualizacaoAberta(db: Db | Tx, codSocio: string): Promise<boolean> {
  const [r] = await db.select({ n: count() }).from(chamados).where(and(
    eq(chamados.codSocio, codSocio), eq(chamados.produto, PRODUTO), eq(chamados.tipo, 'atualizacao'), eq(chamados.status, STATUS_CHAMADO.aberto),
  ));
  return (r?.n ?? 0) > 0;
}

/**
 * Issue 27: the member's latest data-update request when staff refused it (Cancelado), with when and why (the staff's
 * comment, the close's solution); null when the latest was applied, is open, or there is none.
 */
export async function ultimaAtualizacaoRecusada(db: Db | Tx, codSocio: string): Promise<{ codigo: string; em: string; motivo: string } | null> {
  const [ultimo] = await db.select({ id: chamados.id, status: chamados.status }).from(chamados)
    .where(and(eq(chamados.codSocio, codSocio), eq(chamados.produto, PRODUTO), eq(chamados.tipo, 'atualizacao')))
    .orderBy(desc(chamados.abertoEm), desc(chamados.id)).limit(1);
  if (!ultimo || ultimo.status !== STATUS_CHAMADO.cancelado) return null;
  const [h] = await db.select({ em: historicoChamados.em, solucao: historicoChamados.solucao }).from(historicoChamados)
    .where(eq(historicoChamados.chamadoId, ultimo.id)).orderBy(desc(historicoChamados.id)).limit(1);
  return { codigo: String(ultimo.id), em: (h?.em ?? new Date(0)).toISOString(), motivo: h?.solucao ?? '' };
}

/** §3 Member data: the registration; a member registered before the portal (no registration) gets what its associate row says, '' elsewhere. */
export async function dadosCadastrais(db: Db | Tx, m: { codSocio: string; email: string }) {
  const [c] = await db.select().from(cadastrosAssociado).where(eq(cadastrosAssociado.codSocio, m.codSocio));
  if (c) {
    const fone = c.telefone || c.celular;
    return {
      nomecomercial: c.nomefantasia, tP_EMPRESA: c.tpEmpresa, razaosocial: c.nome, doc: c.cgccfo, inscest: c.inscrestadual,
      lograd: c.lograd ?? '', numero: c.numero ?? '', complemento: c.complemento, bairro: c.bairro ?? '', cidade: c.cidade ?? '',
      uf: c.uf ?? '', cep: c.cep ?? '', ddd: fone.slice(0, 2), telefone: fone.slice(2), email: c.email,
    };
  }
  const [a] = await db.select({ nome: associados.nome, documento: associados.documento }).from(associados).where(eq(associados.codSocio, m.codSocio));
  return {
    nomecomercial: a?.nome ?? '', tP_EMPRESA: '', razaosocial: a?.nome ?? '', doc: a?.documento ?? '', inscest: null,
    lograd: '', numero: '', complemento: null, bairro: '', cidade: '', uf: '', cep: '', ddd: '', telefone: '', email: m.email,
  };
}

/** The data-update request, kept beside its ticket for staff (§7's joined endereco rebuilt from the fields). */
export async function gravarAtualizacao(tx: Tx, chamadoId: number, codSocio: string, a: Atualizacao) {
  await tx.insert(atualizacoesCadastro).values({
    chamadoId, codSocio, telefone: a.telefone, email: a.email, endereco: enderecoJunto(a),
    lograd: a.lograd, numero: a.numero, complemento: a.complemento, bairro: a.bairro, cep: a.cep, cidade: a.cidade, uf: a.uf,
  });
}

// ——— Documents ———

/** decided: a member registered before the portal (no registration row) sends a Pessoa Jurídica's documents. */
export const TIPO_SEM_CADASTRO: TipoEmpresa = 'PJ';

export async function tipoEmpresaDe(db: Db | Tx, codSocio: string): Promise<TipoEmpresa> {
  const [c] = await db.select({ tipo: cadastrosAssociado.tpEmpresa }).from(cadastrosAssociado).where(eq(cadastrosAssociado.codSocio, codSocio));
  return c && c.tipo in TIPOS_EMPRESA ? (c.tipo as TipoEmpresa) : TIPO_SEM_CADASTRO;
}

/** The member's latest documentation ticket (id, status), null when none. */
export async function ultimoChamadoDocumentacao(db: Db | Tx, codSocio: string) {
  const [c] = await db.select({ id: chamados.id, status: chamados.status }).from(chamados)
    .where(and(eq(chamados.codSocio, codSocio), eq(chamados.produto, PRODUTO), eq(chamados.tipo, 'documentacao')))
    .orderBy(desc(chamados.abertoEm), desc(chamados.id)).limit(1);
  return c ? { id: c.id, status: c.status as 0 | 1 | 2 } : null;
}

/** The documents of tickets `ids`, with their files' names. */
export function documentosDosChamados(db: Db | Tx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select({
    chamadoId: documentosChamado.chamadoId, documento: documentosChamado.documento, pessoa: documentosChamado.pessoa,
    revisao: documentosChamado.revisao, arquivoId: documentosChamado.arquivoId, nome: arquivos.nome,
  }).from(documentosChamado).innerJoin(arquivos, eq(arquivos.id, documentosChamado.arquivoId))
    .where(inArray(documentosChamado.chamadoId, ids)).orderBy(documentosChamado.id);
}

/** A ticket whose every document was reviewed OK: the member's documents are approved. */
export const aprovados = (status: number, docs: readonly { revisao: string | null }[]) =>
  status === STATUS_CHAMADO.finalizado && docs.length > 0 && docs.every((d) => d.revisao !== null && !rejeitado(d.revisao));

/** ConsultarDocumentacaoAssociado: the list of the member's company type, each with what the latest ticket holds. */
export async function documentacaoDoMembro(db: Db, codSocio: string): Promise<DocumentacaoDoMembro> {
  const tipoEmpresa = await tipoEmpresaDe(db, codSocio);
  const chamado = await ultimoChamadoDocumentacao(db, codSocio);
  const docs = chamado ? await documentosDosChamados(db, [chamado.id]) : [];
  const porDocumento = new Map(docs.map((d) => [d.documento, d]));
  return {
    tipoEmpresa,
    documentos: DOCUMENTOS_POR_TIPO[tipoEmpresa].map((documento: DocumentoAssociado) => {
      const d = porDocumento.get(documento);
      return {
        documento, rotulo: ROTULOS_DOCUMENTOS[documento],
        enviado: d ? { arquivoId: d.arquivoId, nome: d.nome, url: `/api/arquivos/${d.arquivoId}` } : null,
        revisao: d?.revisao ?? null,
      };
    }),
    chamado: chamado ? { codigo: String(chamado.id), status: chamado.status } : null,
  };
}

/** The stored files a documentation ticket reviews: staff may read them (arquivos.em_analise). */
export async function marcarEmAnalise(tx: Tx, ids: number[]) {
  if (ids.length) await tx.update(arquivos).set({ emAnalise: true }).where(inArray(arquivos.id, ids));
}
