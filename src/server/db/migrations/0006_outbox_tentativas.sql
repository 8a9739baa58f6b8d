ALTER TABLE "outbox" ADD COLUMN "tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_pendentes" ON "outbox" USING btree ("id") WHERE "outbox"."enviado_em" is null;