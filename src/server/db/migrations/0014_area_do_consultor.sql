CREATE SEQUENCE "public"."cod_socio_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 3001 CACHE 1;--> statement-breakpoint
CREATE TABLE "aceites_termo_uso" (
	"id" serial PRIMARY KEY NOT NULL,
	"carteira_id" integer NOT NULL,
	"dt_versao" text NOT NULL,
	"dt_aceite" timestamp with time zone NOT NULL,
	"ip_origem" text NOT NULL,
	"browser_data" text NOT NULL,
	"user_agent" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	CONSTRAINT "aceites_termo_uso_carteira_id_unique" UNIQUE("carteira_id")
);
--> statement-breakpoint
CREATE TABLE "acoes_consultor" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consultor_id" integer NOT NULL,
	"carteira_id" integer NOT NULL,
	"cod_socio" text,
	"acao" text NOT NULL,
	"em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atualizacoes_cadastro" (
	"chamado_id" integer PRIMARY KEY NOT NULL,
	"cod_socio" text NOT NULL,
	"telefone" text NOT NULL,
	"email" text NOT NULL,
	"endereco" text NOT NULL,
	"lograd" text NOT NULL,
	"numero" text NOT NULL,
	"complemento" text NOT NULL,
	"bairro" text NOT NULL,
	"cep" text NOT NULL,
	"cidade" text NOT NULL,
	"uf" text NOT NULL,
	"aplicada_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cadastros_associado" (
	"cod_socio" text PRIMARY KEY NOT NULL,
	"carteira_id" integer NOT NULL,
	"nomefantasia" text NOT NULL,
	"codpacote" text NOT NULL,
	"tp_empresa" text NOT NULL,
	"nome" text NOT NULL,
	"cgccfo" text NOT NULL,
	"inscrestadual" text NOT NULL,
	"contato" text NOT NULL,
	"cpf" text NOT NULL,
	"sexo" text NOT NULL,
	"data_nascimento" date NOT NULL,
	"celular" text NOT NULL,
	"telefone" text NOT NULL,
	"email" text NOT NULL,
	"codcoligada" integer NOT NULL,
	"formapgto" text NOT NULL,
	"codcfo" text NOT NULL,
	"ativo" integer NOT NULL,
	"pagrec" integer NOT NULL,
	"pessoafisoujur" text NOT NULL,
	"codcoltcf" integer NOT NULL,
	"codtcf" text NOT NULL,
	"lograd" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cep" text,
	"cidade" text,
	"uf" text,
	"cadastrado_por" integer NOT NULL,
	"cadastrado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "cadastros_associado_carteira_id_unique" UNIQUE("carteira_id"),
	CONSTRAINT "cadastros_associado_cgccfo_unique" UNIQUE("cgccfo"),
	CONSTRAINT "cadastros_tp_empresa" CHECK ("cadastros_associado"."tp_empresa" in ('PJ', 'AE', 'PL', 'AUT', 'MEI')),
	CONSTRAINT "cadastros_pessoa" CHECK ("cadastros_associado"."pessoafisoujur" in ('f', 'j'))
);
--> statement-breakpoint
CREATE TABLE "convites" (
	"id" serial PRIMARY KEY NOT NULL,
	"carteira_id" integer NOT NULL,
	"finalidade" text NOT NULL,
	"token_sha256" text NOT NULL,
	"enviado_por" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	CONSTRAINT "convites_token_sha256_unique" UNIQUE("token_sha256"),
	CONSTRAINT "convites_finalidade" CHECK ("convites"."finalidade" in ('filiacao', 'senha'))
);
--> statement-breakpoint
CREATE TABLE "documentos_chamado" (
	"id" serial PRIMARY KEY NOT NULL,
	"chamado_id" integer NOT NULL,
	"pessoa" text DEFAULT '' NOT NULL,
	"documento" text NOT NULL,
	"arquivo_id" integer NOT NULL,
	"revisao" text,
	"revisado_por" integer,
	"revisado_em" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "carteira_consultor";--> statement-breakpoint
ALTER TABLE "carteira" ADD COLUMN "senha_pendente" text;--> statement-breakpoint
ALTER TABLE "carteira" ADD COLUMN "busca" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "carteira" ADD COLUMN "criado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "aceites_termo_uso" ADD CONSTRAINT "aceites_termo_uso_carteira_id_carteira_id_fk" FOREIGN KEY ("carteira_id") REFERENCES "public"."carteira"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acoes_consultor" ADD CONSTRAINT "acoes_consultor_consultor_id_usuarios_id_fk" FOREIGN KEY ("consultor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acoes_consultor" ADD CONSTRAINT "acoes_consultor_carteira_id_carteira_id_fk" FOREIGN KEY ("carteira_id") REFERENCES "public"."carteira"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acoes_consultor" ADD CONSTRAINT "acoes_consultor_cod_socio_associados_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."associados"("cod_socio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atualizacoes_cadastro" ADD CONSTRAINT "atualizacoes_cadastro_chamado_id_chamados_id_fk" FOREIGN KEY ("chamado_id") REFERENCES "public"."chamados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atualizacoes_cadastro" ADD CONSTRAINT "atualizacoes_cadastro_cod_socio_associados_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."associados"("cod_socio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cadastros_associado" ADD CONSTRAINT "cadastros_associado_cod_socio_associados_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."associados"("cod_socio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cadastros_associado" ADD CONSTRAINT "cadastros_associado_carteira_id_carteira_id_fk" FOREIGN KEY ("carteira_id") REFERENCES "public"."carteira"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cadastros_associado" ADD CONSTRAINT "cadastros_associado_cadastrado_por_usuarios_id_fk" FOREIGN KEY ("cadastrado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convites" ADD CONSTRAINT "convites_carteira_id_carteira_id_fk" FOREIGN KEY ("carteira_id") REFERENCES "public"."carteira"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convites" ADD CONSTRAINT "convites_enviado_por_usuarios_id_fk" FOREIGN KEY ("enviado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_chamado" ADD CONSTRAINT "documentos_chamado_chamado_id_chamados_id_fk" FOREIGN KEY ("chamado_id") REFERENCES "public"."chamados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_chamado" ADD CONSTRAINT "documentos_chamado_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_chamado" ADD CONSTRAINT "documentos_chamado_revisado_por_usuarios_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acoes_consultor_consultor" ON "acoes_consultor" USING btree ("consultor_id","em");--> statement-breakpoint
CREATE INDEX "acoes_consultor_carteira" ON "acoes_consultor" USING btree ("carteira_id","id");--> statement-breakpoint
CREATE INDEX "convites_carteira" ON "convites" USING btree ("carteira_id","criado_em");--> statement-breakpoint
CREATE INDEX "convites_enviado_por" ON "convites" USING btree ("enviado_por","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_chamado_um_por_documento" ON "documentos_chamado" USING btree ("chamado_id","pessoa","documento");--> statement-breakpoint
CREATE UNIQUE INDEX "associados_documento" ON "associados" USING btree ("documento");--> statement-breakpoint
CREATE UNIQUE INDEX "carteira_email" ON "carteira" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "carteira_cod_socio" ON "carteira" USING btree ("cod_socio");--> statement-breakpoint
-- the carteira filter (chaveDeBusca) is a substring match: trigrams index it (trusted since PostgreSQL 13; PGlite loads it in database.ts)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "carteira_busca" ON "carteira" USING gin ("busca" gin_trgm_ops);--> statement-breakpoint
-- issue 21: documentation reviews and data updates opened again while one was open are cancelled as duplicates (the
-- oldest stays) before the indexes forbid them
WITH "duplicados" AS (
  UPDATE "chamados" c SET "status" = 1, "atualizado_em" = now()
  WHERE c."tipo" in ('documentacao', 'atualizacao') AND c."status" = 0 AND EXISTS (SELECT 1 FROM "chamados" o
    WHERE o."cod_socio" = c."cod_socio" AND o."produto" = c."produto" AND o."tipo" = c."tipo" AND o."status" = 0 AND o."id" < c."id")
  RETURNING c."id", c."aberto_por"
)
INSERT INTO "historico_chamados" ("chamado_id", "usuario_id", "em", "status", "tipo_solucao", "solucao")
SELECT "id", "aberto_por", now(), 1, 'Duplicado', 'Chamado repetido: vale o mais antigo em aberto.' FROM "duplicados";--> statement-breakpoint
CREATE UNIQUE INDEX "chamados_uma_documentacao_aberta" ON "chamados" USING btree ("cod_socio","produto") WHERE "chamados"."tipo" = 'documentacao' and "chamados"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "chamados_uma_atualizacao_aberta" ON "chamados" USING btree ("cod_socio","produto") WHERE "chamados"."tipo" = 'atualizacao' and "chamados"."status" = 0;--> statement-breakpoint
CREATE INDEX "carteira_consultor" ON "carteira" USING btree ("consultor_id","id");