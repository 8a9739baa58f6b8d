/** Tables of the Clube de Vantagens (discount club). */
import { sql } from 'drizzle-orm';
import {
  boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex,
} from 'drizzle-orm/pg-core';

import { aceites, arquivos, associados, criadoEm } from './comum';

/** One club subscription per associate (the primary key makes a second purchase impossible). */
export const clubes = pgTable('clubes', {
  codSocio: text('cod_socio').primaryKey().references(() => associados.codSocio),
  adquiridoEm: timestamp('adquirido_em', { withTimezone: true }).notNull(),
  valorMensal: integer('valor_mensal').notNull(),
  termoAceiteId: integer('termo_aceite_id'),
  retencaoAceitaEm: timestamp('retencao_aceita_em', { withTimezone: true }),
  cancelamentoSolicitadoEm: timestamp('cancelamento_solicitado_em', { withTimezone: true }),
  /** First day of the next month after the request (São Paulo): from then ads and users are suspended. */
  dtCancelamento: date('dt_cancelamento', { mode: 'string' }),
  protocoloCancelamento: text('protocolo_cancelamento').unique(),
});

// ── Discount club management: ads, banners, club users and their files ──────────────────
// Every row hangs off the merchant's club (clubes.cod_socio) with ON DELETE CASCADE: a club
// replaced by a new subscription after its cancellation took effect starts empty
// (docs/decisions/clube-vantagens.md, "Discount club management").

/** §3 Club ad. Removal is soft (removido_em) so the acceptance stays traceable. */
export const anunciosClube = pgTable('anuncios_clube', {
  id: serial('id').primaryKey(),
  codSocio: text('cod_socio').notNull().references(() => clubes.codSocio, { onDelete: 'cascade' }),
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
  logomarcaId: integer('logomarca_id').notNull().references(() => arquivos.id),
  /** dtVersao, dtAceite, ipOrigem, browserData as the server recorded them. */
  aceiteId: integer('aceite_id').notNull().references(() => aceites.id),
  criadoEm: criadoEm(),
  removidoEm: timestamp('removido_em', { withTimezone: true }),
}, (t) => [
  // also the index of a merchant's list, and the target of the banners' (cod_socio, anuncio_id) key: a banner can only feature its owner's ad
  unique('anuncios_clube_dono').on(t.codSocio, t.id),
  check('anuncios_clube_periodo', sql`${t.dtFim} >= ${t.dtInicio}`),
]);

/** §2 Envio de Imagens, "anuncios (multiple)": an ad's images (§3 anuncioPadrao) in the order sent, from 0. */
export const imagensAnuncioClube = pgTable('imagens_anuncio_clube', {
  anuncioId: integer('anuncio_id').notNull().references(() => anunciosClube.id, { onDelete: 'cascade' }),
  ordem: integer('ordem').notNull(),
  arquivoId: integer('arquivo_id').notNull().references(() => arquivos.id),
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
  codSocio: text('cod_socio').notNull().references(() => clubes.codSocio, { onDelete: 'cascade' }),
  anuncioId: integer('anuncio_id').notNull(),
  titulo: text('titulo').notNull(),
  dtInicio: date('dt_inicio', { mode: 'string' }).notNull(),
  dtFim: date('dt_fim', { mode: 'string' }).notNull(),
  imagemId: integer('imagem_id').notNull().references(() => arquivos.id),
  aceiteId: integer('aceite_id').notNull().references(() => aceites.id),
  criadoEm: criadoEm(),
  removidoEm: timestamp('removido_em', { withTimezone: true }),
}, (t) => [
  foreignKey({ name: 'banners_clube_anuncio_do_dono', columns: [t.codSocio, t.anuncioId], foreignColumns: [anunciosClube.codSocio, anunciosClube.id] }),
  index('banners_clube_anuncio').on(t.anuncioId),
  check('banners_clube_periodo', sql`${t.dtFim} >= ${t.dtInicio}`),
]);

/** §3 Club user: one row per (merchant, CPF); a re-import updates it (upsert on this key). */
export const funcionariosClube = pgTable('funcionarios_clube', {
  id: serial('id').primaryKey(),
  codSocio: text('cod_socio').notNull().references(() => clubes.codSocio, { onDelete: 'cascade' }),
  cpf: text('cpf').notNull(),
  nome: text('nome'),
  dataSolicitacao: date('data_solicitacao', { mode: 'string' }).notNull(),
  criadoEm: criadoEm(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('funcionarios_clube_cpf').on(t.codSocio, t.cpf),
  index('funcionarios_clube_busca_cpf').on(t.cpf),
  check('funcionarios_clube_cpf_digitos', sql`${t.cpf} ~ '^[0-9]{11}$'`),
]);
