import { and, desc, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database';
import { outbox } from '../db/schema/comum';
import { log } from '../infra/log';

/** An e-mail of the portal: plain text, one recipient. */
export interface Email {
  para: string;
  assunto: string;
  corpo: string;
}

/**
 * Puts an e-mail in the outbox inside the caller's transaction: it exists exactly when what it tells
 * of was written (a rolled-back cancellation sends nothing). Sent later by `enviarPendentes`.
 */
export async function enfileirarEmail(tx: Tx, email: Email): Promise<void> {
  await tx.insert(outbox).values(email);
}

/** What sends an e-mail: a nodemailer transport (SMTP in production), or a double in tests. */
export interface TransporteDeEmail {
  sendMail(mensagem: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/** Failed sends before an e-mail is left alone (and shown as not sent at /dev/emails). */
export const MAXIMO_TENTATIVAS = 10;
/** E-mails sent per round: a round holds their rows locked while it talks to the SMTP server. */
const POR_RODADA = 20;

/** Who the portal's e-mails come from (SMTP_FROM). */
export const REMETENTE_PADRAO = 'Portal do Associado <nao-responda@portal-do-associado.local>';

/**
 * Sends the outbox's pending e-mails through `transporte` (nodemailer: SMTP in production), oldest first,
 * at most POR_RODADA. Rows are taken with `FOR UPDATE SKIP LOCKED`, so two server processes never send
 * the same e-mail; a failure counts a try and leaves the e-mail for the next round (logged by id, never
 * by address). Returns how many were sent.
 */
export async function enviarPendentes(database: Database, transporte: TransporteDeEmail, remetente = REMETENTE_PADRAO): Promise<number> {
  return database.tx(async (tx) => {
    const pendentes = await tx.select().from(outbox)
      .where(and(isNull(outbox.enviadoEm), lt(outbox.tentativas, MAXIMO_TENTATIVAS)))
      .orderBy(outbox.id).limit(POR_RODADA).for('update', { skipLocked: true });
    let enviados = 0;
    for (const email of pendentes) {
      try {
        await transporte.sendMail({ from: remetente, to: email.para, subject: email.assunto, text: email.corpo });
        await tx.update(outbox).set({ enviadoEm: new Date() }).where(sql`${outbox.id} = ${email.id}`);
        enviados++;
      } catch (erro) {
        await tx.update(outbox).set({ tentativas: email.tentativas + 1 }).where(sql`${outbox.id} = ${email.id}`);
        log.error(`e-mail ${email.id} não foi enviado (tentativa ${email.tentativas + 1} de ${MAXIMO_TENTATIVAS})`, erro instanceof Error ? new Error(erro.message.slice(0, 200)) : erro);
      }
    }
    return enviados;
  });
}

/** Sends the outbox every `intervaloMs` until stopped; a round that is still running is not started again. */
export function enviarPeriodicamente(database: Database, transporte: TransporteDeEmail, remetente: string, intervaloMs = 5_000) {
  let emCurso: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    emCurso ??= enviarPendentes(database, transporte, remetente)
      .catch((erro) => log.error('envio de e-mails falhou', erro))
      .finally(() => { emCurso = null; });
  }, intervaloMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await emCurso;
  };
}

const escapar = (texto: string) =>
  texto.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Development only (app.ts answers 404 under NODE_ENV=production): the last 100 e-mails of the outbox as
 * a page, newest first, so a developer or a browser test sees what would have been sent.
 */
export async function paginaDeEmails(database: Database): Promise<string> {
  const emails = await database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(100);
  const itens = emails.map((e) => `<li><article>
<h2>${escapar(e.assunto)}</h2>
<p>Para <strong>${escapar(e.para)}</strong>, ${e.criadoEm.toISOString()}, ${e.enviadoEm ? `enviado ${e.enviadoEm.toISOString()}` : `não enviado (${e.tentativas} tentativas)`}</p>
<pre>${escapar(e.corpo)}</pre>
</article></li>`).join('\n');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>E-mails do portal (desenvolvimento)</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;max-width:60rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:.5rem}li{list-style:none;border-bottom:1px solid #ccc}</style>
</head><body><main><h1>E-mails do portal</h1>
<p>Só em desenvolvimento: a caixa de saída (outbox), do mais novo para o mais antigo. Com <code>SMTP_URL</code>, são enviados por SMTP.</p>
${emails.length ? `<ul>${itens}</ul>` : '<p>Nenhum e-mail na caixa de saída.</p>'}
</main></body></html>`;
}
