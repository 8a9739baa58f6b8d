ALTER TABLE "usuarios" ADD COLUMN "perfil" text DEFAULT 'associado' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_perfil" CHECK ("usuarios"."perfil" in ('associado', 'consultor', 'atendente'));--> statement-breakpoint
-- the logins that were consultants keep being consultants (the boolean goes in the next migration)
UPDATE "usuarios" SET "perfil" = 'consultor' WHERE "consultor";
