CREATE TABLE "contagem_reservas_varejo" (
	"cod_socio" text PRIMARY KEY NOT NULL,
	"feitas" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contagem_reservas_varejo" ADD CONSTRAINT "contagem_reservas_varejo_cod_socio_associados_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."associados"("cod_socio") ON DELETE no action ON UPDATE no action;