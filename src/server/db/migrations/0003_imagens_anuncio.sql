CREATE TABLE "imagens_anuncio_clube" (
	"anuncio_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"arquivo_id" integer NOT NULL,
	CONSTRAINT "imagens_anuncio_clube_pk" PRIMARY KEY("anuncio_id","ordem"),
	CONSTRAINT "imagens_anuncio_clube_ordem" CHECK ("imagens_anuncio_clube"."ordem" >= 0)
);
--> statement-breakpoint
ALTER TABLE "anuncios_clube" DROP CONSTRAINT "anuncios_clube_anuncio_padrao_id_arquivos_clube_id_fk";
--> statement-breakpoint
ALTER TABLE "imagens_anuncio_clube" ADD CONSTRAINT "imagens_anuncio_clube_anuncio_id_anuncios_clube_id_fk" FOREIGN KEY ("anuncio_id") REFERENCES "public"."anuncios_clube"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imagens_anuncio_clube" ADD CONSTRAINT "imagens_anuncio_clube_arquivo_id_arquivos_clube_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos_clube"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written: each existing ad keeps its one image as image 0 before the column goes
INSERT INTO "imagens_anuncio_clube" ("anuncio_id", "ordem", "arquivo_id") SELECT "id", 0, "anuncio_padrao_id" FROM "anuncios_clube";--> statement-breakpoint
ALTER TABLE "anuncios_clube" DROP COLUMN "anuncio_padrao_id";