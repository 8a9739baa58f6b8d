CREATE TABLE "anuncios_clube" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"tipo_atividade" text NOT NULL,
	"descricao_atividade" text NOT NULL,
	"site_midias_sociais" text NOT NULL,
	"desconto_oferecido" text NOT NULL,
	"descricao_desconto" text NOT NULL,
	"possui_ecommerce" boolean NOT NULL,
	"cupom_desconto" text NOT NULL,
	"endereco_ecommerce" text NOT NULL,
	"enquadramento" text[] NOT NULL,
	"enquadramento_outros" text NOT NULL,
	"de_acordo" boolean NOT NULL,
	"dt_inicio" date NOT NULL,
	"dt_fim" date NOT NULL,
	"logomarca_id" integer NOT NULL,
	"anuncio_padrao_id" integer NOT NULL,
	"aceite_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"removido_em" timestamp with time zone,
	CONSTRAINT "anuncios_clube_dono" UNIQUE("usuario_id","id"),
	CONSTRAINT "anuncios_clube_periodo" CHECK ("anuncios_clube"."dt_fim" >= "anuncios_clube"."dt_inicio")
);
--> statement-breakpoint
CREATE TABLE "arquivos_clube" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"nome" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners_clube" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"anuncio_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"dt_inicio" date NOT NULL,
	"dt_fim" date NOT NULL,
	"imagem_id" integer NOT NULL,
	"aceite_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"removido_em" timestamp with time zone,
	CONSTRAINT "banners_clube_periodo" CHECK ("banners_clube"."dt_fim" >= "banners_clube"."dt_inicio")
);
--> statement-breakpoint
CREATE TABLE "funcionarios_clube" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"cpf" text NOT NULL,
	"nome" text,
	"data_solicitacao" date NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funcionarios_clube_cpf_digitos" CHECK ("funcionarios_clube"."cpf" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
ALTER TABLE "anuncios_clube" ADD CONSTRAINT "anuncios_clube_usuario_id_clubes_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."clubes"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios_clube" ADD CONSTRAINT "anuncios_clube_logomarca_id_arquivos_clube_id_fk" FOREIGN KEY ("logomarca_id") REFERENCES "public"."arquivos_clube"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios_clube" ADD CONSTRAINT "anuncios_clube_anuncio_padrao_id_arquivos_clube_id_fk" FOREIGN KEY ("anuncio_padrao_id") REFERENCES "public"."arquivos_clube"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios_clube" ADD CONSTRAINT "anuncios_clube_aceite_id_aceites_id_fk" FOREIGN KEY ("aceite_id") REFERENCES "public"."aceites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivos_clube" ADD CONSTRAINT "arquivos_clube_usuario_id_clubes_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."clubes"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners_clube" ADD CONSTRAINT "banners_clube_usuario_id_clubes_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."clubes"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners_clube" ADD CONSTRAINT "banners_clube_imagem_id_arquivos_clube_id_fk" FOREIGN KEY ("imagem_id") REFERENCES "public"."arquivos_clube"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners_clube" ADD CONSTRAINT "banners_clube_aceite_id_aceites_id_fk" FOREIGN KEY ("aceite_id") REFERENCES "public"."aceites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners_clube" ADD CONSTRAINT "banners_clube_anuncio_do_dono" FOREIGN KEY ("usuario_id","anuncio_id") REFERENCES "public"."anuncios_clube"("usuario_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funcionarios_clube" ADD CONSTRAINT "funcionarios_clube_usuario_id_clubes_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."clubes"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arquivos_clube_usuario" ON "arquivos_clube" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "banners_clube_anuncio" ON "banners_clube" USING btree ("anuncio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funcionarios_clube_cpf" ON "funcionarios_clube" USING btree ("usuario_id","cpf");--> statement-breakpoint
CREATE INDEX "funcionarios_clube_busca_cpf" ON "funcionarios_clube" USING btree ("cpf");--> statement-breakpoint
-- Added by hand (drizzle-kit cannot express it): one featured banner at a time per merchant.
-- Two live banners of one merchant may not overlap in time; the database decides, so of two
-- concurrent requests exactly one commits and the other fails with exclusion_violation (23P01).
-- int4range(usuario_id) stands in for "usuario_id WITH =" so the btree_gist extension is not needed.
ALTER TABLE "banners_clube" ADD CONSTRAINT "banners_clube_um_por_vez" EXCLUDE USING gist (int4range("usuario_id", "usuario_id", '[]') WITH &&, daterange("dt_inicio", "dt_fim", '[]') WITH &&) WHERE ("removido_em" IS NULL);
