-- Issue 26: a refused invitation (the e-mail is a login, or its row is taken) is recorded in acoes_consultor as
-- convite-recusado and counted against the consultant's daily invitations; it names no carteira row.
ALTER TABLE "acoes_consultor" ALTER COLUMN "carteira_id" DROP NOT NULL;