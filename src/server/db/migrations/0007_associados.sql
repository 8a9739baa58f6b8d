CREATE TABLE "arquivos" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_socio" text NOT NULL,
	"produto" text NOT NULL,
	"finalidade" text NOT NULL,
	"nome" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"em_analise" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "associados" (
	"cod_socio" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"documento" text,
	"nao_associado" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chamados" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_socio" text NOT NULL,
	"produto" text NOT NULL,
	"tipo" text NOT NULL,
	"label" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"aberto_por" integer NOT NULL,
	"aberto_em" timestamp with time zone NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "chamados_status" CHECK ("chamados"."status" in (0, 1, 2)),
	CONSTRAINT "chamados_tipo" CHECK ("chamados"."tipo" in ('documentacao', 'atualizacao', 'classificacao'))
);
--> statement-breakpoint
CREATE TABLE "historico_chamados" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chamado_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"em" timestamp with time zone NOT NULL,
	"status" integer NOT NULL,
	"tipo_solucao" text,
	"solucao" text
);
--> statement-breakpoint
ALTER TABLE "anuncios_clube" ADD COLUMN "cod_socio" text;--> statement-breakpoint
ALTER TABLE "banners_clube" ADD COLUMN "cod_socio" text;--> statement-breakpoint
ALTER TABLE "clubes" ADD COLUMN "cod_socio" text;--> statement-breakpoint
ALTER TABLE "funcionarios_clube" ADD COLUMN "cod_socio" text;--> statement-breakpoint
ALTER TABLE "aceites" ADD COLUMN "cod_socio" text;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "cod_socio" text;--> statement-breakpoint
-- Data, by hand (docs/decisions/platform.md "Identity"): records move from the login to its associate.
-- A login that is an associate's, or that owns records, without a member code gets one: NA + its id.
UPDATE "usuarios" SET "cod_socio" = NULL WHERE "cod_socio" = '';--> statement-breakpoint
UPDATE "carteira" SET "cod_socio" = NULL WHERE "cod_socio" = '';--> statement-breakpoint
UPDATE "usuarios" SET "cod_socio" = 'NA' || lpad("id"::text, 7, '0')
  WHERE "cod_socio" IS NULL AND ("perfil" = 'associado'
    OR "id" IN (SELECT "usuario_id" FROM "clubes" UNION SELECT "usuario_id" FROM "cobrancas" UNION SELECT "usuario_id" FROM "aceites"));--> statement-breakpoint
-- one associate per member code, named after its first login; a non-associate stays one
INSERT INTO "associados" ("cod_socio", "nome", "nao_associado")
  SELECT "cod_socio", (array_agg("nome" ORDER BY "id"))[1], bool_and("nao_associado") FROM "usuarios"
  WHERE "cod_socio" IS NOT NULL GROUP BY "cod_socio";--> statement-breakpoint
-- members of a carteira with a code and no login yet
INSERT INTO "associados" ("cod_socio", "nome", "documento")
  SELECT "cod_socio", (array_agg(coalesce("nome_socio", "email") ORDER BY "id"))[1], (array_agg("documento" ORDER BY "id"))[1] FROM "carteira"
  WHERE "cod_socio" IS NOT NULL AND "cod_socio" NOT IN (SELECT "cod_socio" FROM "associados") GROUP BY "cod_socio";--> statement-breakpoint
UPDATE "associados" a SET "documento" = c."documento" FROM "carteira" c
  WHERE c."cod_socio" = a."cod_socio" AND a."documento" IS NULL AND c."documento" IS NOT NULL;--> statement-breakpoint
UPDATE "clubes" x SET "cod_socio" = u."cod_socio" FROM "usuarios" u WHERE u."id" = x."usuario_id";--> statement-breakpoint
UPDATE "anuncios_clube" x SET "cod_socio" = u."cod_socio" FROM "usuarios" u WHERE u."id" = x."usuario_id";--> statement-breakpoint
UPDATE "banners_clube" x SET "cod_socio" = u."cod_socio" FROM "usuarios" u WHERE u."id" = x."usuario_id";--> statement-breakpoint
UPDATE "funcionarios_clube" x SET "cod_socio" = u."cod_socio" FROM "usuarios" u WHERE u."id" = x."usuario_id";--> statement-breakpoint
UPDATE "aceites" x SET "cod_socio" = u."cod_socio" FROM "usuarios" u WHERE u."id" = x."usuario_id";--> statement-breakpoint
UPDATE "cobrancas" x SET "cod_socio" = u."cod_socio" FROM "usuarios" u WHERE u."id" = x."usuario_id";--> statement-breakpoint
-- the club's images join every other file, with the same ids (the ads and banners keep pointing at them)
INSERT INTO "arquivos" ("id", "cod_socio", "produto", "finalidade", "nome", "mime", "tamanho", "sha256", "conteudo", "criado_em")
  SELECT a."id", u."cod_socio", 'clube-vantagens',
    CASE WHEN EXISTS (SELECT 1 FROM "anuncios_clube" n WHERE n."logomarca_id" = a."id") THEN 'logomarca'
         WHEN EXISTS (SELECT 1 FROM "banners_clube" b WHERE b."imagem_id" = a."id") THEN 'banner'
         ELSE 'anuncio' END,
    a."nome", a."mime", a."tamanho", a."sha256", a."conteudo", a."criado_em"
  FROM "arquivos_clube" a JOIN "usuarios" u ON u."id" = a."usuario_id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('arquivos', 'id'), coalesce((SELECT max("id") FROM "arquivos"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_cod_socio_associados_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."associados"("cod_socio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamados" ADD CONSTRAINT "chamados_cod_socio_associados_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."associados"("cod_socio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamados" ADD CONSTRAINT "chamados_aberto_por_usuarios_id_fk" FOREIGN KEY ("aberto_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_chamados" ADD CONSTRAINT "historico_chamados_chamado_id_chamados_id_fk" FOREIGN KEY ("chamado_id") REFERENCES "public"."chamados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_chamados" ADD CONSTRAINT "historico_chamados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arquivos_dono" ON "arquivos" USING btree ("cod_socio","produto");--> statement-breakpoint
CREATE INDEX "chamados_associado" ON "chamados" USING btree ("cod_socio","aberto_em");--> statement-breakpoint
CREATE INDEX "chamados_abertos" ON "chamados" USING btree ("tipo","aberto_em") WHERE "chamados"."status" = 0;--> statement-breakpoint
CREATE INDEX "historico_chamados_chamado" ON "historico_chamados" USING btree ("chamado_id","id");--> statement-breakpoint
ALTER TABLE "clubes" ADD CONSTRAINT "clubes_cod_socio_associados_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."associados"("cod_socio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceites" ADD CONSTRAINT "aceites_cod_socio_associados_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."associados"("cod_socio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carteira" ADD CONSTRAINT "carteira_cod_socio_associados_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."associados"("cod_socio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_cod_socio_associados_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."associados"("cod_socio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_cod_socio_associados_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."associados"("cod_socio") ON DELETE no action ON UPDATE no action;