ALTER TABLE "cobrancas" ADD COLUMN "produto" text DEFAULT 'clube-vantagens' NOT NULL;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "metodo" text DEFAULT 'mensalidade' NOT NULL;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "situacao" text DEFAULT 'paga' NOT NULL;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "referencia" text;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "pedido_sha256" text;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "usuario_id" integer;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "bandeira" text;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "final_cartao" text;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "motivo_recusa" text;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "linha_digitavel" text;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "vencimento" date;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "arquivo_id" integer;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "paga_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_referencia" ON "cobrancas" USING btree ("cod_socio","referencia") WHERE "cobrancas"."situacao" <> 'recusada';--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_metodo" CHECK ("cobrancas"."metodo" in ('credito', 'debito', 'boleto', 'mensalidade'));--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_situacao" CHECK ("cobrancas"."situacao" in ('paga', 'recusada', 'aguardando'));--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_valor" CHECK ("cobrancas"."valor" > 0);--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_final_cartao" CHECK ("cobrancas"."final_cartao" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_cartao" CHECK (("cobrancas"."metodo" in ('credito', 'debito')) = ("cobrancas"."final_cartao" is not null));--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_boleto" CHECK ("cobrancas"."metodo" = 'boleto' or "cobrancas"."situacao" <> 'aguardando');