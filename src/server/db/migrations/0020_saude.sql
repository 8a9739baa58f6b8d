CREATE TABLE "assistencias_saude" (
	"codassist" text PRIMARY KEY NOT NULL,
	"codoperadora" text NOT NULL,
	"assistencia" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estados_civis_saude" (
	"valor" text PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opcionais_saude" (
	"codassist" text NOT NULL,
	"codopcional" text NOT NULL,
	"opcional" text NOT NULL,
	"valor" integer NOT NULL,
	CONSTRAINT "opcionais_saude_pk" PRIMARY KEY("codassist","codopcional"),
	CONSTRAINT "opcionais_saude_valor" CHECK ("opcionais_saude"."valor" > 0)
);
--> statement-breakpoint
CREATE TABLE "operadoras_saude" (
	"codoperadora" text PRIMARY KEY NOT NULL,
	"operadora" text NOT NULL,
	CONSTRAINT "operadoras_saude_operadora_unique" UNIQUE("operadora")
);
--> statement-breakpoint
CREATE TABLE "planos_saude" (
	"codplanofx" text PRIMARY KEY NOT NULL,
	"codassist" text NOT NULL,
	"acomodacao" text NOT NULL,
	"precos" integer[] NOT NULL,
	CONSTRAINT "planos_saude_faixas" CHECK (cardinality("planos_saude"."precos") = 10 and 0 < all("planos_saude"."precos"))
);
--> statement-breakpoint
CREATE TABLE "sexos_saude" (
	"valor" text PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipos_dependente_saude" (
	"codtipodepend" text PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vidas_saude" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_socio" text NOT NULL,
	"cpf_titular" text NOT NULL,
	"cpf_dependente" text NOT NULL,
	"cpf" text NOT NULL,
	"nome" text NOT NULL,
	"data_nascimento" date NOT NULL,
	"email" text NOT NULL,
	"ddd" text NOT NULL,
	"telefone" text NOT NULL,
	"titularidade" text NOT NULL,
	"sexo" text NOT NULL,
	"estado_civil" text NOT NULL,
	"data_casamento" date,
	"mae" text NOT NULL,
	"rua" text NOT NULL,
	"numero" text NOT NULL,
	"bairro" text NOT NULL,
	"cidade" text NOT NULL,
	"uf" text NOT NULL,
	"cep" text NOT NULL,
	"data_vigencia" date NOT NULL,
	"codplanofx" text NOT NULL,
	"valor_plano" integer NOT NULL,
	"opcionais" text[] DEFAULT '{}'::text[] NOT NULL,
	"valor_opcionais" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PREVIDA' NOT NULL,
	"status_chamado" text,
	"comentario_chamado" text,
	"cod_chamado" text,
	"link_drive" text,
	"boleto_url" text,
	"status_pagarme" text,
	"usuario_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"encerrada_em" timestamp with time zone,
	CONSTRAINT "vidas_saude_status" CHECK ("vidas_saude"."status" in ('PREVIDA', 'VIDA', 'TROCA ACOMODACAO', 'TROCA OPCIONAIS')),
	CONSTRAINT "vidas_saude_pessoa" CHECK ("vidas_saude"."cpf" = case when "vidas_saude"."cpf_dependente" = '' then "vidas_saude"."cpf_titular" else "vidas_saude"."cpf_dependente" end),
	CONSTRAINT "vidas_saude_valores" CHECK ("vidas_saude"."valor_plano" > 0 and "vidas_saude"."valor_opcionais" >= 0)
);
--> statement-breakpoint
ALTER TABLE "assistencias_saude" ADD CONSTRAINT "assistencias_saude_codoperadora_operadoras_saude_codoperadora_fk" FOREIGN KEY ("codoperadora") REFERENCES "public"."operadoras_saude"("codoperadora") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opcionais_saude" ADD CONSTRAINT "opcionais_saude_codassist_assistencias_saude_codassist_fk" FOREIGN KEY ("codassist") REFERENCES "public"."assistencias_saude"("codassist") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planos_saude" ADD CONSTRAINT "planos_saude_codassist_assistencias_saude_codassist_fk" FOREIGN KEY ("codassist") REFERENCES "public"."assistencias_saude"("codassist") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidas_saude" ADD CONSTRAINT "vidas_saude_cod_socio_associados_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."associados"("cod_socio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidas_saude" ADD CONSTRAINT "vidas_saude_titularidade_tipos_dependente_saude_codtipodepend_fk" FOREIGN KEY ("titularidade") REFERENCES "public"."tipos_dependente_saude"("codtipodepend") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidas_saude" ADD CONSTRAINT "vidas_saude_sexo_sexos_saude_valor_fk" FOREIGN KEY ("sexo") REFERENCES "public"."sexos_saude"("valor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidas_saude" ADD CONSTRAINT "vidas_saude_estado_civil_estados_civis_saude_valor_fk" FOREIGN KEY ("estado_civil") REFERENCES "public"."estados_civis_saude"("valor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidas_saude" ADD CONSTRAINT "vidas_saude_codplanofx_planos_saude_codplanofx_fk" FOREIGN KEY ("codplanofx") REFERENCES "public"."planos_saude"("codplanofx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidas_saude" ADD CONSTRAINT "vidas_saude_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistencias_saude_nome" ON "assistencias_saude" USING btree ("codoperadora","assistencia");--> statement-breakpoint
CREATE UNIQUE INDEX "planos_saude_acomodacao" ON "planos_saude" USING btree ("codassist","acomodacao");--> statement-breakpoint
CREATE UNIQUE INDEX "vidas_saude_cpf_ativo" ON "vidas_saude" USING btree ("cpf") WHERE "vidas_saude"."encerrada_em" is null;--> statement-breakpoint
CREATE INDEX "vidas_saude_familia" ON "vidas_saude" USING btree ("cod_socio","cpf_titular");