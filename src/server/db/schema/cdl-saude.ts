/** Tables of CDL Saúde (health plan): the catalogue (§3 Catalogues) and each associate's lives (§3 Health life record). */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { associados, criadoEm, usuarios } from './comum';

/** §3 operator. Codes are the legacy catalogue's (text: leading zeros kept). Seeded (src/server/cdl-saude/catalogo.ts). */
export const operadorasSaude = pgTable('operadoras_saude', {
  codoperadora: text('codoperadora').primaryKey(),
  operadora: text('operadora').notNull().unique(),
});

/** §3 assistance of one operator ('Ambulatorial + Hospitalar com obstetrícia'…). */
export const assistenciasSaude = pgTable('assistencias_saude', {
  codassist: text('codassist').primaryKey(),
  codoperadora: text('codoperadora').notNull().references(() => operadorasSaude.codoperadora),
  assistencia: text('assistencia').notNull(),
}, (t) => [uniqueIndex('assistencias_saude_nome').on(t.codoperadora, t.assistencia)]);

/**
 * §3 plan: one assistance in one accommodation (tipoassistencia: Enfermaria, Apartamento), priced per ANS age band:
 * `precos` holds the 10 bands' monthly prices in centavos (domain/cdl-saude/precos.ts FAIXAS_ETARIAS), checked
 * against RN 563/2022 by the seed (problemasDaTabela) and here by their count and sign.
 */
export const planosSaude = pgTable('planos_saude', {
  codplanofx: text('codplanofx').primaryKey(),
  codassist: text('codassist').notNull().references(() => assistenciasSaude.codassist),
  acomodacao: text('acomodacao').notNull(),
  precos: integer('precos').array().notNull(),
}, (t) => [
  uniqueIndex('planos_saude_acomodacao').on(t.codassist, t.acomodacao),
  check('planos_saude_faixas', sql`cardinality(${t.precos}) = 10 and 0 < all(${t.precos})`),
]);

/** §3 optional of one assistance, with its monthly price (centavos). Only 0002, 0004, 0020 are offered (§9). */
export const opcionaisSaude = pgTable('opcionais_saude', {
  codassist: text('codassist').notNull().references(() => assistenciasSaude.codassist),
  codopcional: text('codopcional').notNull(),
  opcional: text('opcional').notNull(),
  valor: integer('valor').notNull(),
}, (t) => [
  primaryKey({ name: 'opcionais_saude_pk', columns: [t.codassist, t.codopcional] }),
  check('opcionais_saude_valor', sql`${t.valor} > 0`),
]);

/** §3 dependent type (09 holder, 05 spouse…). */
export const tiposDependenteSaude = pgTable('tipos_dependente_saude', {
  codtipodepend: text('codtipodepend').primaryKey(),
  descricao: text('descricao').notNull(),
});

/** §3 marital status. */
export const estadosCivisSaude = pgTable('estados_civis_saude', {
  valor: text('valor').primaryKey(),
  descricao: text('descricao').notNull(),
});

/** §3 sex. */
export const sexosSaude = pgTable('sexos_saude', {
  valor: text('valor').primaryKey(),
  descricao: text('descricao').notNull(),
});

/**
 * §3 Health life: one person (a holder, cpf_dependente '', or a dependent) of one associate's family. `cpf` is the
 * person's own; while the life is in force or in progress (encerrada_em null) no other life has it, of any associate
 * (vidas_saude_cpf_ativo: the 409, and a retry never writes a second life). Prices are the server's, repriced at
 * submission (plan at the person's age band on the validity date, plus the optionals). The ticket fields (status of
 * the documents ticket, drive link, slip, payment) belong to the documents and payment stage (issue 29).
 */
export const vidasSaude = pgTable('vidas_saude', {
  id: serial('id').primaryKey(),
  codSocio: text('cod_socio').notNull().references(() => associados.codSocio),
  cpfTitular: text('cpf_titular').notNull(),
  /** '' for the holder's own life. */
  cpfDependente: text('cpf_dependente').notNull(),
  cpf: text('cpf').notNull(),
  nome: text('nome').notNull(),
  dataNascimento: date('data_nascimento', { mode: 'string' }).notNull(),
  email: text('email').notNull(),
  ddd: text('ddd').notNull(),
  telefone: text('telefone').notNull(),
  titularidade: text('titularidade').notNull().references(() => tiposDependenteSaude.codtipodepend),
  sexo: text('sexo').notNull().references(() => sexosSaude.valor),
  estadoCivil: text('estado_civil').notNull().references(() => estadosCivisSaude.valor),
  dataCasamento: date('data_casamento', { mode: 'string' }),
  mae: text('mae').notNull(),
  rua: text('rua').notNull(),
  numero: text('numero').notNull(),
  bairro: text('bairro').notNull(),
  cidade: text('cidade').notNull(),
  uf: text('uf').notNull(),
  cep: text('cep').notNull(),
  dataVigencia: date('data_vigencia', { mode: 'string' }).notNull(),
  codplanofx: text('codplanofx').notNull().references(() => planosSaude.codplanofx),
  /** The plan's price at this person's band on the validity date (centavos). */
  valorPlano: integer('valor_plano').notNull(),
  opcionais: text('opcionais').array().notNull().default(sql`'{}'::text[]`),
  /** The optionals' prices, summed (centavos). */
  valorOpcionais: integer('valor_opcionais').notNull().default(0),
  /** §4: PREVIDA, VIDA, TROCA ACOMODACAO, TROCA OPCIONAIS. */
  status: text('status').notNull().default('PREVIDA'),
  statusChamado: text('status_chamado'),
  comentarioChamado: text('comentario_chamado'),
  codChamado: text('cod_chamado'),
  linkDrive: text('link_drive'),
  boletoUrl: text('boleto_url'),
  statusPagarme: text('status_pagarme'),
  /** The login that sent it. */
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id),
  criadoEm: criadoEm(),
  encerradaEm: timestamp('encerrada_em', { withTimezone: true }),
}, (t) => [
  uniqueIndex('vidas_saude_cpf_ativo').on(t.cpf).where(sql`${t.encerradaEm} is null`),
  index('vidas_saude_familia').on(t.codSocio, t.cpfTitular),
  check('vidas_saude_status', sql`${t.status} in ('PREVIDA', 'VIDA', 'TROCA ACOMODACAO', 'TROCA OPCIONAIS')`),
  check('vidas_saude_pessoa', sql`${t.cpf} = case when ${t.cpfDependente} = '' then ${t.cpfTitular} else ${t.cpfDependente} end`),
  check('vidas_saude_valores', sql`${t.valorPlano} > 0 and ${t.valorOpcionais} >= 0`),
]);
