/** Tables of the SPC Conciliador (card reconciliation): the catalogue, and each associate's requests (contracts). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { aceites, associados, chamados, criadoEm, usuarios } from './comum';

/**
 * §3 Reconciliation plan. Codes are the association's (no sequence: a draft keeps plan ids across databases);
 * prices in centavos, counts what the plan includes. Seeded (src/server/spc-conciliador/catalogo.ts).
 */
export const planosConciliador = pgTable('planos_conciliador', {
  planoId: integer('plano_id').primaryKey(),
  descricao: text('descricao').notNull().unique(),
  taxaAdesao: integer('taxa_adesao').notNull(),
  mensalidade: integer('mensalidade').notNull(),
  qtdeCnpjs: integer('qtde_cnpjs').notNull(),
  adquirentes: integer('adquirentes').notNull(),
  transacoes: integer('transacoes').notNull(),
  excedentes: integer('excedentes').notNull(),
  adquirentesExtra: integer('adquirentes_extra').notNull(),
  custoOperadoras: integer('custo_operadoras').notNull(),
  filialExtra: integer('filial_extra').notNull(),
}, (t) => [
  check('planos_conciliador_valores', sql`${t.taxaAdesao} >= 0 and ${t.mensalidade} > 0 and ${t.excedentes} >= 0 and ${t.adquirentesExtra} >= 0 and ${t.custoOperadoras} >= 0 and ${t.filialExtra} >= 0`),
  check('planos_conciliador_quantidades', sql`${t.qtdeCnpjs} >= 1 and ${t.adquirentes} >= 1 and ${t.transacoes} >= 0`),
]);

/** §3 Operator (card acquirer) an associate's sales are reconciled with. */
export const operadorasConciliador = pgTable('operadoras_conciliador', {
  operadoraId: integer('operadora_id').primaryKey(),
  descricao: text('descricao').notNull().unique(),
});

/**
 * §3 Request: a contract of a plan for `qtde_cnpjs` CNPJ and its operators. The prices are the ones the term
 * stated (copied from the plan when the term is made), so the charge is what was accepted. Until its term
 * is accepted a request is pending (aceite_id null): one per associate (solicitacoes_conciliador_uma_pendente),
 * and confirming again replaces its choices. The acceptance opens the classification ticket (chamado_id).
 * Paid (status Ativo) is read from `cobrancas` (a paid charge with referencia `conciliador:<id>`), so settling a
 * boleto needs nothing of this product.
 */
export const solicitacoesConciliador = pgTable('solicitacoes_conciliador', {
  id: serial('id').primaryKey(),
  codSocio: text('cod_socio').notNull().references(() => associados.codSocio),
  planoId: integer('plano_id').notNull().references(() => planosConciliador.planoId),
  qtdeCnpjs: integer('qtde_cnpjs').notNull(),
  taxaAdesao: integer('taxa_adesao').notNull(),
  mensalidade: integer('mensalidade').notNull(),
  /** The contract's monthly fee: the plan's plus extra CNPJ and extra operators (valoresDoContrato). */
  valorMensal: integer('valor_mensal').notNull(),
  /** What Pagar charges (valoresDoContrato). */
  valorDevido: integer('valor_devido').notNull(),
  /** The login that confirmed last. */
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id),
  criadoEm: criadoEm(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
  aceiteId: integer('aceite_id').unique().references(() => aceites.id),
  chamadoId: integer('chamado_id').unique().references(() => chamados.id),
}, (t) => [
  uniqueIndex('solicitacoes_conciliador_uma_pendente').on(t.codSocio).where(sql`${t.aceiteId} is null`),
  index('solicitacoes_conciliador_associado').on(t.codSocio, t.id),
  check('solicitacoes_conciliador_cnpjs', sql`${t.qtdeCnpjs} between 1 and 999`),
  check('solicitacoes_conciliador_valores', sql`${t.valorDevido} > 0 and ${t.valorMensal} > 0`),
  check('solicitacoes_conciliador_aceite_chamado', sql`(${t.aceiteId} is null) = (${t.chamadoId} is null)`),
]);

/** The operators of a request (at least one: the route refuses an empty choice, §5). */
export const operadorasSolicitacaoConciliador = pgTable('operadoras_solicitacao_conciliador', {
  solicitacaoId: integer('solicitacao_id').notNull().references(() => solicitacoesConciliador.id, { onDelete: 'cascade' }),
  operadoraId: integer('operadora_id').notNull().references(() => operadorasConciliador.operadoraId),
}, (t) => [primaryKey({ name: 'operadoras_solicitacao_conciliador_pk', columns: [t.solicitacaoId, t.operadoraId] })]);
