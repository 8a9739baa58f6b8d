/** Tables of the consultant area (SPEC §2 "Consultant area"): invitations, the Termo de Uso's acceptances, registrations, data updates, who acted for whom. */
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { associados, carteira, chamados, criadoEm, usuarios } from './comum';

/**
 * The links the portal e-mails (issue 21): an invitation (filiacao: Termo de Uso and password) or a new password
 * ('Enviar Login', senha). Only the token's SHA-256 is kept; a token works once (usado_em) and for 7 days.
 */
export const convites = pgTable('convites', {
  id: serial('id').primaryKey(),
  carteiraId: integer('carteira_id').notNull().references(() => carteira.id),
  finalidade: text('finalidade', { enum: ['filiacao', 'senha'] }).notNull(),
  tokenSha256: text('token_sha256').notNull().unique(),
  /** The consultant who sent it. */
  enviadoPor: integer('enviado_por').notNull().references(() => usuarios.id),
  criadoEm: criadoEm(),
  expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  usadoEm: timestamp('usado_em', { withTimezone: true }),
}, (t) => [
  index('convites_carteira').on(t.carteiraId, t.criadoEm),
  index('convites_enviado_por').on(t.enviadoPor, t.criadoEm),
  check('convites_finalidade', sql`${t.finalidade} in ('filiacao', 'senha')`),
]);

/** The invited company's acceptance of the Termo de Uso, with the evidence of every acceptance (DESIGN.md "Terms"). */
export const aceitesTermoUso = pgTable('aceites_termo_uso', {
  id: serial('id').primaryKey(),
  carteiraId: integer('carteira_id').notNull().unique().references(() => carteira.id),
  dtVersao: text('dt_versao').notNull(),
  dtAceite: timestamp('dt_aceite', { withTimezone: true }).notNull(),
  ipOrigem: text('ip_origem').notNull(),
  browserData: text('browser_data').notNull(),
  userAgent: text('user_agent').notNull(),
  pdfSha256: text('pdf_sha256').notNull(),
});

/**
 * §3 Associate (registration): what CadastrarAssociado received, the §9 fixed values, and the address the data updates
 * fill in (null until the first). One per associate.
 */
export const cadastrosAssociado = pgTable('cadastros_associado', {
  codSocio: text('cod_socio').primaryKey().references(() => associados.codSocio),
  carteiraId: integer('carteira_id').notNull().unique().references(() => carteira.id),
  nomefantasia: text('nomefantasia').notNull(),
  codpacote: text('codpacote').notNull(),
  tpEmpresa: text('tp_empresa').notNull(),
  nome: text('nome').notNull(),
  cgccfo: text('cgccfo').notNull().unique(),
  inscrestadual: text('inscrestadual').notNull(),
  contato: text('contato').notNull(),
  cpf: text('cpf').notNull(),
  sexo: text('sexo').notNull(),
  dataNascimento: date('data_nascimento', { mode: 'string' }).notNull(),
  celular: text('celular').notNull(),
  telefone: text('telefone').notNull(),
  email: text('email').notNull(),
  codcoligada: integer('codcoligada').notNull(),
  formapgto: text('formapgto').notNull(),
  codcfo: text('codcfo').notNull(),
  ativo: integer('ativo').notNull(),
  pagrec: integer('pagrec').notNull(),
  pessoafisoujur: text('pessoafisoujur').notNull(),
  codcoltcf: integer('codcoltcf').notNull(),
  codtcf: text('codtcf').notNull(),
  lograd: text('lograd'),
  numero: text('numero'),
  complemento: text('complemento'),
  bairro: text('bairro'),
  cep: text('cep'),
  cidade: text('cidade'),
  uf: text('uf'),
  cadastradoPor: integer('cadastrado_por').notNull().references(() => usuarios.id),
  cadastradoEm: timestamp('cadastrado_em', { withTimezone: true }).notNull(),
}, (t) => [
  check('cadastros_tp_empresa', sql`${t.tpEmpresa} in ('PJ', 'AE', 'PL', 'AUT', 'MEI')`),
  check('cadastros_pessoa', sql`${t.pessoafisoujur} in ('f', 'j')`),
]);

/** A data-update ticket's requested change (§7 AtualizarCadastroAssociado), applied by staff (aplicada_em) or refused. */
export const atualizacoesCadastro = pgTable('atualizacoes_cadastro', {
  chamadoId: integer('chamado_id').primaryKey().references(() => chamados.id),
  codSocio: text('cod_socio').notNull().references(() => associados.codSocio),
  telefone: text('telefone').notNull(),
  email: text('email').notNull(),
  /** §7's joined address, rebuilt from the fields below (enderecoJunto). */
  endereco: text('endereco').notNull(),
  lograd: text('lograd').notNull(),
  numero: text('numero').notNull(),
  complemento: text('complemento').notNull(),
  bairro: text('bairro').notNull(),
  cep: text('cep').notNull(),
  cidade: text('cidade').notNull(),
  uf: text('uf').notNull(),
  aplicadaEm: timestamp('aplicada_em', { withTimezone: true }),
});

/** Every consultant write, who acted for whom (issue 21): the carteira row, the member code once there is one, what was done. */
export const acoesConsultor = pgTable('acoes_consultor', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  consultorId: integer('consultor_id').notNull().references(() => usuarios.id),
  /** Null for a refused invitation (convite-recusado): the e-mail names no row of the consultant's. */
  carteiraId: integer('carteira_id').references(() => carteira.id),
  codSocio: text('cod_socio').references(() => associados.codSocio),
  /** convite | convite-reenviado | convite-recusado | cadastro | documentos | atualizacao | login */
  acao: text('acao').notNull(),
  em: timestamp('em', { withTimezone: true }).notNull(),
}, (t) => [index('acoes_consultor_consultor').on(t.consultorId, t.em), index('acoes_consultor_carteira').on(t.carteiraId, t.id)]);
