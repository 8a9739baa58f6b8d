CREATE TABLE "contagem_reservas_varejo" (
	"cod_socio" text PRIMARY KEY NOT NULL,
	"feitas" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contagem_reservas_varejo" ADD CONSTRAINT "contagem_reservas_varejo_cod_socio_associados_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."associados"("cod_socio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservas_varejo_em_aberto" ON "reservas_varejo" USING btree ("cod_socio") WHERE "reservas_varejo"."status" in ('simulada', 'aguardandoPagamento');--> statement-breakpoint
-- issue 19: classification requests opened again while one was open are cancelled as duplicates (the oldest stays) before the index forbids them
WITH "duplicados" AS (
  UPDATE "chamados" c SET "status" = 1, "atualizado_em" = now()
  WHERE c."tipo" = 'classificacao' AND c."status" = 0 AND EXISTS (SELECT 1 FROM "chamados" o
    WHERE o."cod_socio" = c."cod_socio" AND o."produto" = c."produto" AND o."tipo" = 'classificacao' AND o."status" = 0 AND o."id" < c."id")
  RETURNING c."id", c."aberto_por"
)
INSERT INTO "historico_chamados" ("chamado_id", "usuario_id", "em", "status", "tipo_solucao", "solucao")
SELECT "id", "aberto_por", now(), 1, 'Duplicado', 'Solicitação de classificação repetida: vale a mais antiga em aberto.' FROM "duplicados";--> statement-breakpoint
CREATE UNIQUE INDEX "chamados_uma_classificacao_aberta" ON "chamados" USING btree ("cod_socio","produto") WHERE "chamados"."tipo" = 'classificacao' and "chamados"."status" = 0;