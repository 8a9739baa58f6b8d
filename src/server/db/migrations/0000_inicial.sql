CREATE SEQUENCE "public"."protocolo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "aceites" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"produto" text NOT NULL,
	"finalidade" text NOT NULL,
	"dt_versao" text NOT NULL,
	"dt_aceite" timestamp with time zone NOT NULL,
	"ip_origem" text NOT NULL,
	"browser_data" text NOT NULL,
	"pdf_sha256" text
);
--> statement-breakpoint
CREATE TABLE "carteira" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultor_id" integer NOT NULL,
	"cod_socio" text,
	"nome_socio" text,
	"documento" text,
	"email" text NOT NULL,
	"aceite_termo_uso" boolean DEFAULT false NOT NULL,
	"aceite_contrato" boolean DEFAULT false NOT NULL,
	"chamado_documentacao" text
);
--> statement-breakpoint
CREATE TABLE "clubes" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"adquirido_em" timestamp with time zone NOT NULL,
	"valor_mensal" integer NOT NULL,
	"termo_aceite_id" integer,
	"retencao_aceita_em" timestamp with time zone,
	"cancelamento_solicitado_em" timestamp with time zone,
	"dt_cancelamento" date,
	"protocolo_cancelamento" text,
	CONSTRAINT "clubes_protocolo_cancelamento_unique" UNIQUE("protocolo_cancelamento")
);
--> statement-breakpoint
CREATE TABLE "cobrancas" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"descricao" text NOT NULL,
	"valor" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"para" text NOT NULL,
	"assunto" text NOT NULL,
	"corpo" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"criada_em" timestamp with time zone NOT NULL,
	"vista_em" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tentativas_login" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"sucesso" boolean NOT NULL,
	"em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"senha_hash" text NOT NULL,
	"nome" text NOT NULL,
	"cpf" text NOT NULL,
	"data_nascimento" date,
	"mae" text,
	"cep" text,
	"telefone" text,
	"numero" text,
	"complemento" text,
	"contato_ativo" boolean DEFAULT true NOT NULL,
	"nao_associado" boolean DEFAULT false NOT NULL,
	"consultor" boolean DEFAULT false NOT NULL,
	"cod_socio" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "aceites" ADD CONSTRAINT "aceites_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carteira" ADD CONSTRAINT "carteira_consultor_id_usuarios_id_fk" FOREIGN KEY ("consultor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubes" ADD CONSTRAINT "clubes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carteira_consultor" ON "carteira" USING btree ("consultor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_idempotencia" ON "cobrancas" USING btree ("usuario_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sessoes_usuario" ON "sessoes" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "tentativas_email_em" ON "tentativas_login" USING btree ("email","em");--> statement-breakpoint
CREATE INDEX "tentativas_ip_em" ON "tentativas_login" USING btree ("ip","em");