-- Issue 21: each server process keeps the carteiras it serves in memory (src/server/cdl-consultor/carteira-memoria.ts)
-- and forgets a consultant's when PostgreSQL announces a change to it: NOTIFY carteira_mudou, the consultant's id.
-- NOTIFY is delivered at commit (a rolled-back transaction announces nothing; repeats in one transaction arrive once).
-- What a carteira row shows comes from the row itself, its member's documentation tickets of the consultant area and
-- those tickets' documents: a change to any of them is announced, whichever code wrote it.
CREATE FUNCTION avisar_carteira_da_linha() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('carteira_mudou', OLD.consultor_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('carteira_mudou', NEW.consultor_id::text); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER carteira_avisar AFTER INSERT OR UPDATE OR DELETE ON carteira
  FOR EACH ROW EXECUTE FUNCTION avisar_carteira_da_linha();
--> statement-breakpoint
CREATE FUNCTION avisar_carteira_do_chamado() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE socio text;
BEGIN
  IF TG_OP = 'DELETE' THEN socio := OLD.cod_socio; ELSE socio := NEW.cod_socio; END IF;
  PERFORM pg_notify('carteira_mudou', c.consultor_id::text) FROM carteira c WHERE c.cod_socio = socio;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chamados_avisar_carteira AFTER INSERT OR UPDATE ON chamados
  FOR EACH ROW WHEN (NEW.produto = 'cdl-consultor' AND NEW.tipo = 'documentacao') EXECUTE FUNCTION avisar_carteira_do_chamado();
--> statement-breakpoint
CREATE TRIGGER chamados_removidos_avisar_carteira AFTER DELETE ON chamados
  FOR EACH ROW WHEN (OLD.produto = 'cdl-consultor' AND OLD.tipo = 'documentacao') EXECUTE FUNCTION avisar_carteira_do_chamado();
--> statement-breakpoint
CREATE FUNCTION avisar_carteira_do_documento() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE chamado integer;
BEGIN
  IF TG_OP = 'DELETE' THEN chamado := OLD.chamado_id; ELSE chamado := NEW.chamado_id; END IF;
  PERFORM pg_notify('carteira_mudou', c.consultor_id::text)
    FROM chamados ch JOIN carteira c ON c.cod_socio = ch.cod_socio
    WHERE ch.id = chamado AND ch.produto = 'cdl-consultor' AND ch.tipo = 'documentacao';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER documentos_chamado_avisar_carteira AFTER INSERT OR UPDATE OR DELETE ON documentos_chamado
  FOR EACH ROW EXECUTE FUNCTION avisar_carteira_do_documento();
