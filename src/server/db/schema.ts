import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, check, customType, date, foreignKey, index, integer, pgSequence, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Binary contents (PDFs, images, spreadsheets) kept in PostgreSQL, ≤ 10 MB each (DESIGN.md). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const criadoEm = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();

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
  consultor: boolean('consultor').notNull().default(false),
  /** The associate's member code (codSocio) when the login is an associate's. */
  codSocio: text('cod_socio'),
  criadoEm: criadoEm(),
});

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

/** One club subscription per associate (the primary key makes a second purchase impossible). */
export const clubes = pgTable('clubes', {
  usuarioId: integer('usuario_id').primaryKey().references(() => usuarios.id),
  adquiridoEm: timestamp('adquirido_em', { withTimezone: true }).notNull(),
  valorMensal: integer('valor_mensal').notNull(),
  termoAceiteId: integer('termo_aceite_id'),
  retencaoAceitaEm: timestamp('retencao_aceita_em', { withTimezone: true }),
  cancelamentoSolicitadoEm: timestamp('cancelamento_solicitado_em', { withTimezone: true }),
  /** First day of the next month after the request (São Paulo): from then ads and users are suspended. */
  dtCancelamento: date('dt_cancelamento', { mode: 'string' }),
  protocoloCancelamento: text('protocolo_cancelamento').unique(),
});

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
});

/** Protocol numbers: one sequence, so two cancellations never share one. */
export const protocoloSeq = pgSequence('protocolo_seq', { startWith: 1000 });

// ── Discount club management: ads, banners, club users and their files ──────────────────
// Every row hangs off the merchant's club (clubes.usuario_id) with ON DELETE CASCADE: a club
// replaced by a new subscription after its cancellation took effect starts empty
// (docs/decisions/clube-vantagens.md, "Discount club management").

/** Images of ads and banners, checked by magic bytes before they get here (≤ 10 MB, DESIGN.md). */
export const arquivosClube = pgTable('arquivos_clube', {
  id: serial('id').primaryKey(),
  usuarioId: integer('usuario_id').notNull().references(() => clubes.usuarioId, { onDelete: 'cascade' }),
  nome: text('nome').notNull(),
  /** The type read from the bytes, never the declared one. */
  mime: text('mime').notNull(),
  tamanho: integer('tamanho').notNull(),
  sha256: text('sha256').notNull(),
  conteudo: bytea('conteudo').notNull(),
  criadoEm: criadoEm(),
}, (t) => [index('arquivos_clube_usuario').on(t.usuarioId)]);

/** §3 Club ad. Removal is soft (removido_em) so the acceptance stays traceable. */
export const anunciosClube = pgTable('anuncios_clube', {
  id: serial('id').primaryKey(),
  usuarioId: integer('usuario_id').notNull().references(() => clubes.usuarioId, { onDelete: 'cascade' }),
  titulo: text('titulo').notNull(),
  tipoAtividade: text('tipo_atividade').notNull(),
  descricaoAtividade: text('descricao_atividade').notNull(),
  siteMidiasSociais: text('site_midias_sociais').notNull(),
  descontoOferecido: text('desconto_oferecido').notNull(),
  descricaoDesconto: text('descricao_desconto').notNull(),
  possuiECommerce: boolean('possui_ecommerce').notNull(),
  cupomDesconto: text('cupom_desconto').notNull(),
  enderecoECommerce: text('endereco_ecommerce').notNull(),
  enquadramento: text('enquadramento').array().notNull(),
  enquadramentoOutros: text('enquadramento_outros').notNull(),
  deAcordo: boolean('de_acordo').notNull(),
  dtInicio: date('dt_inicio', { mode: 'string' }).notNull(),
  dtFim: date('dt_fim', { mode: 'string' }).notNull(),
  logomarcaId: integer('logomarca_id').notNull().references(() => arquivosClube.id),
  /** dtVersao, dtAceite, ipOrigem, browserData as the server recorded them. */
  aceiteId: integer('aceite_id').notNull().references(() => aceites.id),
  criadoEm: criadoEm(),
  removidoEm: timestamp('removido_em', { withTimezone: true }),
}, (t) => [
  // also the index of a merchant's list, and the target of the banners' (usuario_id, anuncio_id) key: a banner can only feature its owner's ad
  unique('anuncios_clube_dono').on(t.usuarioId, t.id),
  check('anuncios_clube_periodo', sql`${t.dtFim} >= ${t.dtInicio}`),
]);

/** §2 Envio de Imagens, "anuncios (multiple)": an ad's images (§3 anuncioPadrao) in the order sent, from 0. */
export const imagensAnuncioClube = pgTable('imagens_anuncio_clube', {
  anuncioId: integer('anuncio_id').notNull().references(() => anunciosClube.id, { onDelete: 'cascade' }),
  ordem: integer('ordem').notNull(),
  arquivoId: integer('arquivo_id').notNull().references(() => arquivosClube.id),
}, (t) => [
  primaryKey({ name: 'imagens_anuncio_clube_pk', columns: [t.anuncioId, t.ordem] }),
  check('imagens_anuncio_clube_ordem', sql`${t.ordem} >= 0`),
]);

/**
 * §3 Banner. "Only one featured banner at a time" is the exclusion constraint
 * banners_clube_um_por_vez, appended by hand to migration clube_gestao (no two live banners of a merchant overlap in time).
 */
export const bannersClube = pgTable('banners_clube', {
  id: serial('id').primaryKey(),
  usuarioId: integer('usuario_id').notNull().references(() => clubes.usuarioId, { onDelete: 'cascade' }),
  anuncioId: integer('anuncio_id').notNull(),
  titulo: text('titulo').notNull(),
  dtInicio: date('dt_inicio', { mode: 'string' }).notNull(),
  dtFim: date('dt_fim', { mode: 'string' }).notNull(),
  imagemId: integer('imagem_id').notNull().references(() => arquivosClube.id),
  aceiteId: integer('aceite_id').notNull().references(() => aceites.id),
  criadoEm: criadoEm(),
  removidoEm: timestamp('removido_em', { withTimezone: true }),
}, (t) => [
  foreignKey({ name: 'banners_clube_anuncio_do_dono', columns: [t.usuarioId, t.anuncioId], foreignColumns: [anunciosClube.usuarioId, anunciosClube.id] }),
  index('banners_clube_anuncio').on(t.anuncioId),
  check('banners_clube_periodo', sql`${t.dtFim} >= ${t.dtInicio}`),
]);

/** §3 Club user: one row per (merchant, CPF); a re-import updates it (upsert on this key). */
export const funcionariosClube = pgTable('funcionarios_clube', {
  id: serial('id').primaryKey(),
  usuarioId: integer('usuario_id').notNull().references(() => clubes.usuarioId, { onDelete: 'cascade' }),
  cpf: text('cpf').notNull(),
  nome: text('nome'),
  dataSolicitacao: date('data_solicitacao', { mode: 'string' }).notNull(),
  criadoEm: criadoEm(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('funcionarios_clube_cpf').on(t.usuarioId, t.cpf),
  index('funcionarios_clube_busca_cpf').on(t.cpf),
  check('funcionarios_clube_cpf_digitos', sql`${t.cpf} ~ '^[0-9]{11}$'`),
]);
