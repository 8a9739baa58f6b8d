/** Tables every product shares: logins, sessions, acceptances, charges, the outbox. One file per product beside this one. */
import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, check, customType, date, index, integer, pgSequence, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PERFIS } from '../../../domain/comum/perfil';
import { TIPOS_CHAMADO } from '../../../domain/comum/chamados';
import { METODOS_PAGAMENTO, SITUACOES_COBRANCA } from '../../../domain/comum/pagamentos';


/** Binary contents (PDFs, images, spreadsheets) kept in PostgreSQL, ≤ 10 MB each (DESIGN.md). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A row's creation time, set by the database. */
export const criadoEm = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();

/**
 * The association's members (DESIGN.md "Identity"): product records belong to an associate, keyed by its
 * unique member code, never to a login. Several logins may belong to one associate; a consultant reaches it
 * through its carteira. A non-associate (naoAssociado) who uses the portal is a row here too, flagged, with a
 * code starting with NA (docs/decisions/platform.md).
 */
export const associados = pgTable('associados', {
  codSocio: text('cod_socio').primaryKey(),
  nome: text('nome').notNull(),
  /** CPF or CNPJ, digits only: one associate per document (a second registration is a 409). */
  documento: text('documento'),
  /** No monthly slip: never pays with Mensalidade (SPEC §5). */
  naoAssociado: boolean('nao_associado').notNull().default(false),
  criadoEm: criadoEm(),
}, (t) => [uniqueIndex('associados_documento').on(t.documento)]);

/** New member codes (CadastrarAssociado): 7 digits, zero-padded, after the demo's. */
export const codSocioSeq = pgSequence('cod_socio_seq', { startWith: 3001 });

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
  /** Who the login is (DESIGN.md): an associate's, a consultant's, or the association's staff (atendente). */
  perfil: text('perfil', { enum: PERFIS }).notNull().default('associado'),
  /** The associate this login belongs to (perfil associado); null for consultants and staff. */
  codSocio: text('cod_socio').references(() => associados.codSocio),
  criadoEm: criadoEm(),
}, (t) => [
  check('usuarios_perfil', sql`${t.perfil} in ('associado', 'consultor', 'atendente')`),
  check('usuarios_associado_tem_codigo', sql`${t.perfil} <> 'associado' or ${t.codSocio} is not null`),
]);

/**
 * A consultant's portfolio (carteira): member companies in every stage of spec §4, from the invitation on. One row per
 * invited e-mail (carteira_email: an e-mail is invited once, by anyone) and per member (carteira_cod_socio). The stage
 * is derived (domain/cdl-consultor/carteira.ts etapaDoMembro) from the acceptances, the code and the latest
 * documentation ticket's documents (documentos_chamado).
 */
export const carteira = pgTable('carteira', {
  id: serial('id').primaryKey(),
  consultorId: integer('consultor_id').notNull().references(() => usuarios.id),
  /** Null until the member is registered (spec §4 stages Termo de Uso and Cadastro). */
  codSocio: text('cod_socio').references(() => associados.codSocio),
  nomeSocio: text('nome_socio'),
  documento: text('documento'),
  /** The invited e-mail, lower case: the registration's read-only e-mail and the member's login. */
  email: text('email').notNull(),
  aceiteTermoUso: boolean('aceite_termo_uso').notNull().default(false),
  aceiteContrato: boolean('aceite_contrato').notNull().default(false),
  /** The password the invited company chose with its Termo de Uso (argon2), until the registration makes it a login. */
  senhaPendente: text('senha_pendente'),
  /** 'Filtrar' matches this (chaveDeBusca: code, name, e-mail, document; lower case, no accents), kept on every write. */
  busca: text('busca').notNull().default(''),
  criadoEm: criadoEm(),
}, (t) => [
  index('carteira_consultor').on(t.consultorId, t.id),
  uniqueIndex('carteira_email').on(t.email),
  uniqueIndex('carteira_cod_socio').on(t.codSocio),
  // 'Filtrar' is a substring of busca: a trigram index answers it (pg_trgm; PGlite loads it in database.ts)
  index('carteira_busca').using('gin', t.busca.op('gin_trgm_ops')),
]);

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
  /** The associate on whose behalf the login (usuario_id: the associate's own, or its consultant) accepted. */
  codSocio: text('cod_socio').notNull().references(() => associados.codSocio),
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

/**
 * Every charge of every product, by any method (src/server/comum/pagamentos/): card, boleto, monthly slip.
 * The idempotency key makes a retry answer the first answer; `referencia` (what is paid) makes a second
 * charge of one thing under another key a conflict. Card number and CVC are never columns: brand and last
 * four only. The defaults describe the rows from before the gateway (the club, posted to the monthly slip).
 */
export const cobrancas = pgTable('cobrancas', {
  id: serial('id').primaryKey(),
  codSocio: text('cod_socio').notNull().references(() => associados.codSocio),
  idempotencyKey: text('idempotency_key').notNull(),
  descricao: text('descricao').notNull(),
  /** Centavos. */
  valor: integer('valor').notNull(),
  criadoEm: criadoEm(),
  produto: text('produto').notNull().default('clube-vantagens'),
  metodo: text('metodo', { enum: METODOS_PAGAMENTO }).notNull().default('mensalidade'),
  situacao: text('situacao', { enum: SITUACOES_COBRANCA }).notNull().default('paga'),
  /** What is paid, named by the product (e.g. `reserva:12`); null when the product guards repeats itself (the club). */
  referencia: text('referencia'),
  /** SHA-256 of the request (method, product, reference, description, value, brand, last four, expiry): same key, other request = conflict. */
  pedidoSha256: text('pedido_sha256'),
  /** Who pressed Pagar: the associate's login or its consultant (null before the gateway). */
  usuarioId: integer('usuario_id').references(() => usuarios.id),
  bandeira: text('bandeira'),
  finalCartao: text('final_cartao'),
  /** The card's expiry (MM/AA): with brand and last four, the card's fingerprint the attempt limits count by (never the number). */
  validadeCartao: text('validade_cartao'),
  /** Why a card was declined (MOTIVOS_RECUSA): recorded, never shown. */
  motivoRecusa: text('motivo_recusa'),
  linhaDigitavel: text('linha_digitavel'),
  vencimento: date('vencimento', { mode: 'string' }),
  /** The boleto's PDF, served by GET /api/arquivos/:id. */
  arquivoId: integer('arquivo_id').references(() => arquivos.id),
  pagaEm: timestamp('paga_em', { withTimezone: true }),
}, (t) => [
  uniqueIndex('cobrancas_idempotencia').on(t.codSocio, t.idempotencyKey),
  // a declined card and a written-off boleto leave the thing free to be charged again
  uniqueIndex('cobrancas_referencia').on(t.codSocio, t.referencia).where(sql`${t.situacao} in ('paga', 'aguardando')`),
  // the card attempt limits (cobrar) count the last hour's declines by charge, by login and by card
  index('cobrancas_recusas_referencia').on(t.codSocio, t.referencia, t.criadoEm).where(sql`${t.situacao} = 'recusada'`),
  index('cobrancas_recusas_usuario').on(t.usuarioId, t.criadoEm).where(sql`${t.situacao} = 'recusada'`),
  index('cobrancas_recusas_cartao').on(t.finalCartao, t.validadeCartao, t.bandeira, t.criadoEm).where(sql`${t.situacao} = 'recusada'`),
  check('cobrancas_metodo', sql`${t.metodo} in ('credito', 'debito', 'boleto', 'mensalidade')`),
  check('cobrancas_situacao', sql`${t.situacao} in ('paga', 'recusada', 'aguardando', 'baixada')`),
  check('cobrancas_valor', sql`${t.valor} > 0`),
  check('cobrancas_final_cartao', sql`${t.finalCartao} ~ '^[0-9]{4}$'`),
  check('cobrancas_cartao', sql`(${t.metodo} in ('credito', 'debito')) = (${t.finalCartao} is not null)`),
  check('cobrancas_boleto', sql`${t.metodo} = 'boleto' or ${t.situacao} not in ('aguardando', 'baixada')`),
  check('cobrancas_validade_cartao', sql`${t.validadeCartao} ~ '^(0[1-9]|1[0-2])/[0-9]{2}$'`),
]);

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

/**
 * Every stored file of every product (DESIGN.md: ≤ 10 MB, type read from the magic bytes), owned by an
 * associate. Served only by GET /api/arquivos/:id to its owner (and to staff while under review).
 */
export const arquivos = pgTable('arquivos', {
  id: serial('id').primaryKey(),
  codSocio: text('cod_socio').notNull().references(() => associados.codSocio),
  produto: text('produto').notNull(),
  /** What the file is for: logomarca, anuncio, banner; later documents of a holder, of a member… */
  finalidade: text('finalidade').notNull(),
  nome: text('nome').notNull(),
  /** The type read from the bytes, never the declared one. */
  mime: text('mime').notNull(),
  tamanho: integer('tamanho').notNull(),
  sha256: text('sha256').notNull(),
  conteudo: bytea('conteudo').notNull(),
  /** Staff may read it while a ticket reviews it. */
  emAnalise: boolean('em_analise').notNull().default(false),
  criadoEm: criadoEm(),
}, (t) => [index('arquivos_dono').on(t.codSocio, t.produto)]);

/**
 * Staff work (DESIGN.md "Staff"): documentation reviews, data updates, request classification. SPEC §3
 * ticket statuses: 0 Aberto, 1 Cancelado, 2 Finalizado. Every change is a row of historico_chamados.
 */
export const chamados = pgTable('chamados', {
  id: serial('id').primaryKey(),
  codSocio: text('cod_socio').notNull().references(() => associados.codSocio),
  produto: text('produto').notNull(),
  tipo: text('tipo', { enum: TIPOS_CHAMADO }).notNull(),
  /** What the ticket is about, as the associate sees it (SPEC §3 label). */
  label: text('label').notNull(),
  status: integer('status').notNull().default(0),
  abertoPor: integer('aberto_por').notNull().references(() => usuarios.id),
  abertoEm: timestamp('aberto_em', { withTimezone: true }).notNull(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
}, (t) => [
  index('chamados_associado').on(t.codSocio, t.abertoEm),
  index('chamados_abertos').on(t.tipo, t.abertoEm).where(sql`${t.status} = 0`),
  // issue 19: one open classification request per associate and product (the staff queue is not flooded)
  uniqueIndex('chamados_uma_classificacao_aberta').on(t.codSocio, t.produto).where(sql`${t.tipo} = 'classificacao' and ${t.status} = 0`),
  // issue 21: one open documentation review and one open data update per associate and product
  uniqueIndex('chamados_uma_documentacao_aberta').on(t.codSocio, t.produto).where(sql`${t.tipo} = 'documentacao' and ${t.status} = 0`),
  uniqueIndex('chamados_uma_atualizacao_aberta').on(t.codSocio, t.produto).where(sql`${t.tipo} = 'atualizacao' and ${t.status} = 0`),
  check('chamados_status', sql`${t.status} in (0, 1, 2)`),
  check('chamados_tipo', sql`${t.tipo} in ('documentacao', 'atualizacao', 'classificacao')`),
]);

/** Who changed what of a ticket and when: the opening, then each status change with its solution. */
export const historicoChamados = pgTable('historico_chamados', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  chamadoId: integer('chamado_id').notNull().references(() => chamados.id),
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id),
  em: timestamp('em', { withTimezone: true }).notNull(),
  status: integer('status').notNull(),
  /** SPEC §3 tipoultimasolucao / ultimasolucao. */
  tipoSolucao: text('tipo_solucao'),
  solucao: text('solucao'),
}, (t) => [index('historico_chamados_chamado').on(t.chamadoId, t.id)]);

/**
 * The documents a documentation ticket reviews (the consultant's member documents; CDL Saúde's per life): one file per
 * (ticket, person, document), with staff's review text ('OK' or 'INCORRETA: …', SPEC §4), null until reviewed.
 */
export const documentosChamado = pgTable('documentos_chamado', {
  id: serial('id').primaryKey(),
  chamadoId: integer('chamado_id').notNull().references(() => chamados.id),
  /** Whose document, when a ticket holds several people's (a CPF); '' when it is the member's own. */
  pessoa: text('pessoa').notNull().default(''),
  /** The document's key (§3 field name: contratoSocial, …). */
  documento: text('documento').notNull(),
  arquivoId: integer('arquivo_id').notNull().references(() => arquivos.id),
  revisao: text('revisao'),
  revisadoPor: integer('revisado_por').references(() => usuarios.id),
  revisadoEm: timestamp('revisado_em', { withTimezone: true }),
}, (t) => [
  uniqueIndex('documentos_chamado_um_por_documento').on(t.chamadoId, t.pessoa, t.documento),
  // staff's file reads (arquivoParaLer) ask whether a file is some ticket's document
  index('documentos_chamado_arquivo').on(t.arquivoId),
]);
