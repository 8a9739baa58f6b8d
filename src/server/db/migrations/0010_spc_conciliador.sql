CREATE TABLE "operadoras_conciliador" (
	"operadora_id" integer PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	CONSTRAINT "operadoras_conciliador_descricao_unique" UNIQUE("descricao")
);
--> statement-breakpoint
CREATE TABLE "operadoras_solicitacao_conciliador" (
	"solicitacao_id" integer NOT NULL,
	"operadora_id" integer NOT NULL,
	CONSTRAINT "operadoras_solicitacao_conciliador_pk" PRIMARY KEY("solicitacao_id","operadora_id")
);
--> statement-breakpoint
CREATE TABLE "planos_conciliador" (
	"plano_id" integer PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	"taxa_adesao" integer NOT NULL,
	"mensalidade" integer NOT NULL,
	"qtde_cnpjs" integer NOT NULL,
	"adquirentes" integer NOT NULL,
	"transacoes" integer NOT NULL,
	"excedentes" integer NOT NULL,
	"adquirentes_extra" integer NOT NULL,
	"custo_operadoras" integer NOT NULL,
	"filial_extra" integer NOT NULL,
	CONSTRAINT "planos_conciliador_descricao_unique" UNIQUE("descricao"),
	CONSTRAINT "planos_conciliador_valores" CHECK ("planos_conciliador"."taxa_adesao" >= 0 and "planos_conciliador"."mensalidade" > 0 and "planos_conciliador"."excedentes" >= 0 and "planos_conciliador"."adquirentes_extra" >= 0 and "planos_conciliador"."custo_operadoras" >= 0 and "planos_conciliador"."filial_extra" >= 0),
	CONSTRAINT "planos_conciliador_quantidades" CHECK ("planos_conciliador"."qtde_cnpjs" >= 1 and "planos_conciliador"."adquirentes" >= 1 and "planos_conciliador"."transacoes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "solicitacoes_conciliador" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_socio" text NOT NULL,
	"plano_id" integer NOT NULL,
	"qtde_cnpjs" integer NOT NULL,
	"taxa_adesao" integer NOT NULL,
	"mensalidade" integer NOT NULL,
	"valor_mensal" integer NOT NULL,
	"valor_devido" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	"aceite_id" integer,
	"chamado_id" integer,
	CONSTRAINT "solicitacoes_conciliador_aceite_id_unique" UNIQUE("aceite_id"),
	CONSTRAINT "solicitacoes_conciliador_chamado_id_unique" UNIQUE("chamado_id"),
	CONSTRAINT "solicitacoes_conciliador_cnpjs" CHECK ("solicitacoes_conciliador"."qtde_cnpjs" between 1 and 999),
	CONSTRAINT "solicitacoes_conciliador_valores" CHECK ("solicitacoes_conciliador"."valor_devido" > 0 and "solicitacoes_conciliador"."valor_mensal" > 0),
	CONSTRAINT "solicitacoes_conciliador_aceite_chamado" CHECK (("solicitacoes_conciliador"."aceite_id" is null) = ("solicitacoes_conciliador"."chamado_id" is null))
);
--> statement-breakpoint
ALTER TABLE "operadoras_solicitacao_conciliador" ADD CONSTRAINT "operadoras_solicitacao_conciliador_solicitacao_id_solicitacoes_conciliador_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacoes_conciliador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operadoras_solicitacao_conciliador" ADD CONSTRAINT "operadoras_solicitacao_conciliador_operadora_id_operadoras_conciliador_operadora_id_fk" FOREIGN KEY ("operadora_id") REFERENCES "public"."operadoras_conciliador"("operadora_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_conciliador" ADD CONSTRAINT "solicitacoes_conciliador_cod_socio_associados_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."associados"("cod_socio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_conciliador" ADD CONSTRAINT "solicitacoes_conciliador_plano_id_planos_conciliador_plano_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."planos_conciliador"("plano_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_conciliador" ADD CONSTRAINT "solicitacoes_conciliador_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_conciliador" ADD CONSTRAINT "solicitacoes_conciliador_aceite_id_aceites_id_fk" FOREIGN KEY ("aceite_id") REFERENCES "public"."aceites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_conciliador" ADD CONSTRAINT "solicitacoes_conciliador_chamado_id_chamados_id_fk" FOREIGN KEY ("chamado_id") REFERENCES "public"."chamados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "solicitacoes_conciliador_uma_pendente" ON "solicitacoes_conciliador" USING btree ("cod_socio") WHERE "solicitacoes_conciliador"."aceite_id" is null;--> statement-breakpoint
CREATE INDEX "solicitacoes_conciliador_associado" ON "solicitacoes_conciliador" USING btree ("cod_socio","id");