ALTER TABLE "cobrancas" DROP CONSTRAINT "cobrancas_situacao";--> statement-breakpoint
ALTER TABLE "cobrancas" DROP CONSTRAINT "cobrancas_boleto";--> statement-breakpoint
DROP INDEX "cobrancas_referencia";--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "validade_cartao" text;--> statement-breakpoint
CREATE INDEX "cobrancas_recusas_referencia" ON "cobrancas" USING btree ("cod_socio","referencia","criado_em") WHERE "cobrancas"."situacao" = 'recusada';--> statement-breakpoint
CREATE INDEX "cobrancas_recusas_usuario" ON "cobrancas" USING btree ("usuario_id","criado_em") WHERE "cobrancas"."situacao" = 'recusada';--> statement-breakpoint
CREATE INDEX "cobrancas_recusas_cartao" ON "cobrancas" USING btree ("final_cartao","validade_cartao","bandeira","criado_em") WHERE "cobrancas"."situacao" = 'recusada';--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_referencia" ON "cobrancas" USING btree ("cod_socio","referencia") WHERE "cobrancas"."situacao" in ('paga', 'aguardando');--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_validade_cartao" CHECK ("cobrancas"."validade_cartao" ~ '^(0[1-9]|1[0-2])/[0-9]{2}$');--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_situacao" CHECK ("cobrancas"."situacao" in ('paga', 'recusada', 'aguardando', 'baixada'));--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_boleto" CHECK ("cobrancas"."metodo" = 'boleto' or "cobrancas"."situacao" not in ('aguardando', 'baixada'));