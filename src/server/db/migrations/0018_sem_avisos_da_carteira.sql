-- Issue 26: the carteira is paged by PostgreSQL again (carteira.repo.ts); nothing keeps it in memory, so nothing
-- listens to carteira_mudou. Migration 0017's triggers and their functions go: every write no longer pays a NOTIFY.
DROP TRIGGER IF EXISTS carteira_avisar ON carteira;
--> statement-breakpoint
DROP TRIGGER IF EXISTS chamados_avisar_carteira ON chamados;
--> statement-breakpoint
DROP TRIGGER IF EXISTS chamados_removidos_avisar_carteira ON chamados;
--> statement-breakpoint
DROP TRIGGER IF EXISTS documentos_chamado_avisar_carteira ON documentos_chamado;
--> statement-breakpoint
DROP FUNCTION IF EXISTS avisar_carteira_da_linha();
--> statement-breakpoint
DROP FUNCTION IF EXISTS avisar_carteira_do_chamado();
--> statement-breakpoint
DROP FUNCTION IF EXISTS avisar_carteira_do_documento();
