/** Tables every product shares: logins, sessions, acceptances, charges, the outbox. One file per product beside this one. */
import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, check, customType, date, index, integer, pgSequence, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PERFIS } from '../../../domain/comum/perfil';


/** Binary contents (PDFs, images, spreadsheets) kept in PostgreSQL, ≤ 10 MB each (DESIGN.md). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A row's creation time, set by the database. */
export const criadoEm = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();

export const usuarios = pgTable('usuarios', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  senhaHash: text('senha_hash').notNull(),
  nome: text('nome').notNull(),
  cpf: text('cpf').notNull(),
  dataNascimento: date('data_nascimento', { mode: 'string' }),
  mae: text('mae'),
  cep: text('cep'),
  telefone: text('telefone'),
  numero: text('numero'),
  complemento: text('complemento'),
  contatoAtivo: boolean('contato_ativo').notNull().default(true),
  naoAssociado: boolean('nao_associado').notNull().default(false),
  /** Who the login is (DESIGN.md): an associate's, a consultant's, or the association's staff (atendente). */
  perfil: text('perfil', { enum: PERFIS }).notNull().default('associado'),
  /** The associate's member code (codSocio) when the login is an associate's. */
  codSocio: text('cod_socio'),
  criadoEm: criadoEm(),
}, (t) => [check('usuarios_perfil', sql`${t.perfil} in ('associado', 'consultor', 'atendente')`)]);

/** A consultant's portfolio (carteira): member companies in every stage of spec §4. */
export const carteira = pgTable('carteira', {
  id: serial('id').primaryKey(),
  consultorId: integer('consultor_id').notNull().references(() => usuarios.id),
  codSocio: text('cod_socio'),
  nomeSocio: text('nome_socio'),
  documento: text('documento'),
  email: text('email').notNull(),
  aceiteTermoUso: boolean('aceite_termo_uso').notNull().default(false),
  aceiteContrato: boolean('aceite_contrato').notNull().default(false),
  /** The documentation ticket's fields (spec §3), null when none was opened. */
  chamadoDocumentacao: text('chamado_documentacao'),
}, (t) => [index('carteira_consultor').on(t.consultorId)]);

export const sessoes = pgTable('sessoes', {
  /** SHA-256 of the cookie's token: a database read never yields a usable session id. */
  idHash: text('id_hash').primaryKey(),
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
  criadaEm: timestamp('criada_em', { withTimezone: true }).notNull(),
  vistaEm: timestamp('vista_em', { withTimezone: true }).notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
}, (t) => [index('sessoes_usuario').on(t.usuarioId)]);

export const tentativasLogin = pgTable('tentativas_login', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  ip: text('ip').notNull(),
  sucesso: boolean('sucesso').notNull(),
  em: timestamp('em', { withTimezone: true }).notNull(),
}, (t) => [index('tentativas_email_em').on(t.email, t.em), index('tentativas_ip_em').on(t.ip, t.em)]);

/** Acceptances of terms, discounts and cancellations, recorded with the server's clock and the request's address. */
export const aceites = pgTable('aceites', {
  id: serial('id').primaryKey(),
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id),
  produto: text('produto').notNull(),
  /** termo | retencao | cancelamento | anuncio | banner */
  finalidade: text('finalidade').notNull(),
  dtVersao: text('dt_versao').notNull(),
  dtAceite: timestamp('dt_aceite', { withTimezone: true }).notNull(),
  ipOrigem: text('ip_origem').notNull(),
  browserData: text('browser_data').notNull(),
  /** The request's User-Agent header, beside the browserData the client describes itself with. */
  userAgent: text('user_agent').notNull().default(''),
  pdfSha256: text('pdf_sha256'),
});

/** Charges posted to the associate's monthly slip; the idempotency key makes a retry a no-op. */
export const cobrancas = pgTable('cobrancas', {
  id: serial('id').primaryKey(),
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id),
  idempotencyKey: text('idempotency_key').notNull(),
  descricao: text('descricao').notNull(),
  valor: integer('valor').notNull(),
  criadoEm: criadoEm(),
}, (t) => [uniqueIndex('cobrancas_idempotencia').on(t.usuarioId, t.idempotencyKey)]);

/** E-mails to send (DESIGN.md: outbox; SMTP when configured). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  para: text('para').notNull(),
  assunto: text('assunto').notNull(),
  corpo: text('corpo').notNull(),
  criadoEm: criadoEm(),
  enviadoEm: timestamp('enviado_em', { withTimezone: true }),
  /** Failed sends so far; past MAXIMO_TENTATIVAS (comum/outbox.ts) the e-mail is no longer tried. */
  tentativas: integer('tentativas').notNull().default(0),
}, (t) => [index('outbox_pendentes').on(t.id).where(sql`${t.enviadoEm} is null`)]);

/** Protocol numbers: one sequence, so two cancellations never share one. */
export const protocoloSeq = pgSequence('protocolo_seq', { startWith: 1000 });
