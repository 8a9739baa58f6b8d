import { resolve } from 'node:path';
import { enviarPeriodicamente, REMETENTE_PADRAO } from './comum/outbox';
import { criarApp } from './app';
import { openDatabase } from './db/database';
import { criarServidorHttp } from './infra/http';
import { log } from './infra/log';
import { LoginDemoEmProducao, prepararBanco, SENHA_DEMO, USUARIOS_DEMO } from './db/seed';

/** TRUST_PROXY: how many proxies in front of the portal are trusted (0 or unset: none; 1: one HTTPS proxy). */
function saltosDeProxy(valor = ''): number {
  if (valor === '') return 0;
  if (!/^\d$/.test(valor)) throw new Error(`TRUST_PROXY deve ser o número de proxies confiáveis (0 a 9), não "${valor}"`);
  return Number(valor);
}

/** Starts the portal: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR (./data). */
async function iniciar() {
  const url = process.env.DATABASE_URL;
  const pastaDados = resolve(process.env.DATA_DIR ?? 'data');
  const porta = Number(process.env.PORT ?? 3000);
  const database = await openDatabase(url ? { url } : { dataDir: pastaDados });
  const deps = { database, relogio: () => new Date() };
  // NODE_ENV=production: no demo user, and a demo login still opening with its demo password stops the start
  const producao = process.env.NODE_ENV === 'production';
  const semeado = await prepararBanco(deps, producao).catch(async (erro: unknown) => {
    if (!(erro instanceof LoginDemoEmProducao)) throw erro;
    process.stderr.write(`\n${erro.message}\n\n`);
    await database.close();
    process.exit(1);
  });
  const servidor = criarServidorHttp(criarApp(deps), { saltosDeProxy: saltosDeProxy(process.env.TRUST_PROXY) });
  // with SMTP_URL the outbox goes out by SMTP every few seconds; without it, it stays in the outbox (readable by staff at /dev/emails under PORTAL_DEV=1)
  // nodemailer (~13 MB) loads only when there is an SMTP server to send to
  const pararEmails = process.env.SMTP_URL
    ? enviarPeriodicamente(database, (await import('nodemailer')).createTransport(process.env.SMTP_URL), process.env.SMTP_FROM ?? REMETENTE_PADRAO)
    : async () => {};
  servidor.listen(porta, () => {
    const banco = url ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${pastaDados}`;
    log.info(`Portal do Associado em http://localhost:${porta} — banco: ${banco}${semeado ? ' (usuários de demonstração criados)' : ''}`);
    process.stdout.write(`\nPortal do Associado: http://localhost:${porta}\n`);
    if (producao) return;
    process.stdout.write(`Usuários de demonstração (senha ${SENHA_DEMO}):\n`);
    for (const u of USUARIOS_DEMO) process.stdout.write(`  ${u.email.padEnd(32)} ${u.descricao}\n`);
  });
  const parar = () => servidor.close(() => void pararEmails().then(() => database.close()).then(() => process.exit(0)));
  process.on('SIGINT', parar);
  process.on('SIGTERM', parar);
}

iniciar().catch((erro) => {
  log.error('o portal não pôde iniciar', erro);
  process.exit(1);
});
