-- Hand-written lines are commented. The featured-banner exclusion moves from usuario_id to cod_socio (see the end).
ALTER TABLE "banners_clube" DROP CONSTRAINT "banners_clube_um_por_vez";--> statement-breakpoint
ALTER TABLE "banners_clube" DROP CONSTRAINT "banners_clube_anuncio_do_dono";--> statement-breakpoint
ALTER TABLE "anuncios_clube" DROP CONSTRAINT "anuncios_clube_dono";--> statement-breakpoint
ALTER TABLE "anuncios_clube" DROP CONSTRAINT "anuncios_clube_usuario_id_clubes_usuario_id_fk";
--> statement-breakpoint
ALTER TABLE "anuncios_clube" DROP CONSTRAINT "anuncios_clube_logomarca_id_arquivos_clube_id_fk";
--> statement-breakpoint
ALTER TABLE "banners_clube" DROP CONSTRAINT "banners_clube_usuario_id_clubes_usuario_id_fk";
--> statement-breakpoint
ALTER TABLE "banners_clube" DROP CONSTRAINT "banners_clube_imagem_id_arquivos_clube_id_fk";
--> statement-breakpoint
ALTER TABLE "clubes" DROP CONSTRAINT "clubes_usuario_id_usuarios_id_fk";
--> statement-breakpoint
ALTER TABLE "funcionarios_clube" DROP CONSTRAINT "funcionarios_clube_usuario_id_clubes_usuario_id_fk";
--> statement-breakpoint
ALTER TABLE "imagens_anuncio_clube" DROP CONSTRAINT "imagens_anuncio_clube_arquivo_id_arquivos_clube_id_fk";
--> statement-breakpoint
ALTER TABLE "cobrancas" DROP CONSTRAINT "cobrancas_usuario_id_usuarios_id_fk";
--> statement-breakpoint
DROP INDEX "funcionarios_clube_cpf";--> statement-breakpoint
DROP INDEX "cobrancas_idempotencia";--> statement-breakpoint
ALTER TABLE "anuncios_clube" ALTER COLUMN "cod_socio" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "banners_clube" ALTER COLUMN "cod_socio" SET NOT NULL;--> statement-breakpoint
-- the club's images now live in "arquivos" (copied with their ids by 0007_associados)
DROP TABLE "arquivos_clube";--> statement-breakpoint
ALTER TABLE "clubes" DROP CONSTRAINT "clubes_pkey";--> statement-breakpoint
ALTER TABLE "clubes" ADD PRIMARY KEY ("cod_socio");--> statement-breakpoint
ALTER TABLE "clubes" ALTER COLUMN "cod_socio" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "funcionarios_clube" ALTER COLUMN "cod_socio" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "aceites" ALTER COLUMN "cod_socio" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cobrancas" ALTER COLUMN "cod_socio" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "anuncios_clube" ADD CONSTRAINT "anuncios_clube_cod_socio_clubes_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."clubes"("cod_socio") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios_clube" ADD CONSTRAINT "anuncios_clube_logomarca_id_arquivos_id_fk" FOREIGN KEY ("logomarca_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners_clube" ADD CONSTRAINT "banners_clube_cod_socio_clubes_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."clubes"("cod_socio") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners_clube" ADD CONSTRAINT "banners_clube_imagem_id_arquivos_id_fk" FOREIGN KEY ("imagem_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios_clube" ADD CONSTRAINT "anuncios_clube_dono" UNIQUE("cod_socio","id");--> statement-breakpoint
ALTER TABLE "banners_clube" ADD CONSTRAINT "banners_clube_anuncio_do_dono" FOREIGN KEY ("cod_socio","anuncio_id") REFERENCES "public"."anuncios_clube"("cod_socio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funcionarios_clube" ADD CONSTRAINT "funcionarios_clube_cod_socio_clubes_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."clubes"("cod_socio") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imagens_anuncio_clube" ADD CONSTRAINT "imagens_anuncio_clube_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funcionarios_clube_cpf" ON "funcionarios_clube" USING btree ("cod_socio","cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_idempotencia" ON "cobrancas" USING btree ("cod_socio","idempotency_key");--> statement-breakpoint
ALTER TABLE "anuncios_clube" DROP COLUMN "usuario_id";--> statement-breakpoint
ALTER TABLE "banners_clube" DROP COLUMN "usuario_id";--> statement-breakpoint
ALTER TABLE "clubes" DROP COLUMN "usuario_id";--> statement-breakpoint
ALTER TABLE "funcionarios_clube" DROP COLUMN "usuario_id";--> statement-breakpoint
ALTER TABLE "cobrancas" DROP COLUMN "usuario_id";--> statement-breakpoint
ALTER TABLE "usuarios" DROP COLUMN "nao_associado";--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_associado_tem_codigo" CHECK ("usuarios"."perfil" <> 'associado' or "usuarios"."cod_socio" is not null);;--> statement-breakpoint
-- By hand: one featured banner at a time per associate. Two live banners of one associate may not overlap in
-- time; the database decides, so of two concurrent requests exactly one commits and the other fails with
-- exclusion_violation (23P01). btree_gist gives text its "=" in a GiST index (trusted since PostgreSQL 13;
-- PGlite loads it in database.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "banners_clube" ADD CONSTRAINT "banners_clube_um_por_vez" EXCLUDE USING gist ("cod_socio" WITH =, daterange("dt_inicio", "dt_fim", '[]') WITH &&) WHERE ("removido_em" IS NULL);
