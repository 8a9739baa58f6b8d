/**
 * Smart-retail reservations under load (`npm run bench` section 7): successful holds (SimularReserva, term PDF
 * included) per second over HTTP, 50 clients racing, each as associates of its own (a few requests each: issue 19's
 * limits per associate). Budget on PostgreSQL: at least
 * RESERVAS_POR_SEGUNDO_MINIMO. Each request mostly asks for a slot no one asked for (a room hour, or now and then a
 * workstation chair for a month), so successes are what is measured; one in ten asks again for a slot asked for
 * before, under a new key, and should get 409. After the run, SQL counts double bookings (must be 0) and the live
 * rows (must be every 200).
 *
 * PostgreSQL: the portal runs in a child process (scripts/bench-server.ts) on a fresh database; PGlite: in this
 * process (its database is in memory), so its figure carries the load generator's CPU too. By hand:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-reservas.ts [segundos]
 */
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { dataSaoPaulo, somarDias } from '../src/domain/comum/datas';
import { LIMITE_RESERVAS_EM_ABERTO, LIMITE_RESERVAS_POR_MINUTO, ultimoDiaReservavel } from '../src/domain/cdl-varejo-inteligente/reservas';
import { nomeDoCookieSessao } from '../src/server/comum/auth';
import { criarApp } from '../src/server/app';
import { openDatabase, type Database } from '../src/server/db/database';
import { associados, sessoes, usuarios } from '../src/server/db/schema/comum';
import { criarServidorHttp } from '../src/server/infra/http';
import { semearDemo } from '../src/server/db/seed';
import type { DatabaseKind } from './bench-api';
import { createFreshDatabase } from './bench-db';
import { cpuSecondsOf, databaseKinds, startChild } from './bench-process';

/** The budget (issue 12): successful reservations per second on PostgreSQL. */
export const RESERVAS_POR_SEGUNDO_MINIMO = 300;
/** Clients racing, each with its own associate and session. */
export const CLIENTES_CORRIDA = 50;
const CAMINHO = '/api/Agenda/SimularReserva';

/** One run's figures. */
export interface MedidaReservas {
  database: DatabaseKind;
  clientes: number;
  /** Measured seconds (after the warm-up). */
  segundos: number;
  /** 200s answered inside the measured window. */
  sucessos: number;
  /** 409s inside the window (the repeated slots; a few more when two clients race for one). */
  conflitos: number;
  /** Any other answer inside the window (should be 0). */
  outros: number;
  reservasPorSegundo: number;
  p50Ms: number;
  p99Ms: number;
  /**
   * CPU the server process spent per reservation in the measured window (ms, 409s included; Linux only, else null):
   * less sensitive than reservas/s to a busy machine. PostgreSQL's own CPU is not in it; on PGlite it is, with the load's.
   */
  cpuServidorMsPorReserva: number | null;
  /**
   * CPU this process (the 50 clients) spent per request in the measured window (ms, 409s included): on PostgreSQL
   * the load generator's cost, on the same cores as the server's; on PGlite the server's too.
   */
  cpuClienteMsPorReserva: number | null;
  /** Pairs of live reservations sharing a position over overlapping periods, by SQL: must be 0. */
  reservasDuplas: number;
  /** Live reservations after the run vs every 200 of the run (warm-up included): must be equal. */
  reservasVivas: number;
  sucessosNaCorrida: number;
  /** True when every slot, or a client's associates, were used before the time was up (the run then stops early). */
  esgotado: boolean;
}

/** The section as bench.ts keeps it. */
export type ReservasSection = { skipped: string } | { figures: MedidaReservas[] };

const percentil = (ordenadas: number[], p: number) => (ordenadas.length ? ordenadas[Math.min(ordenadas.length - 1, Math.floor((p / 100) * ordenadas.length))]! : 0);

/** The slots the run asks for, each once: room hours (agendas 1 and 2, 8-22 h, tomorrow to the horizon) and chair-months. */
function slots(hoje: string) {
  const amanha = somarDias(hoje, 1);
  const ultimo = ultimoDiaReservavel(hoje);
  let dias = 0;
  while (somarDias(amanha, dias) <= ultimo) dias++;
  const horasDeSala = dias * 14 * 2;
  // a chair for one month from the 1st of each month after this one
  const meses: string[] = [];
  for (let m = 1; ; m++) {
    const [a, mes] = hoje.split('-').map(Number) as [number, number];
    const total = a * 12 + (mes - 1) + m;
    const inicio = `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`;
    if (inicio > ultimo) break;
    meses.push(inicio);
  }
  const cadeiras = meses.length * 24;
  const comum = { responsavel: 'Bench', telefone: '31988887777', email: 'bench@exemplo.com.br' };
  return {
    total: horasDeSala + cadeiras,
    /** The i-th slot's request body (a new key each call). */
    pedido(i: number): Record<string, unknown> {
      // one in twenty a workstation chair, while chairs last
      const cadeira = i % 20 === 19 ? Math.floor(i / 20) : -1;
      if (cadeira >= 0 && cadeira < cadeiras) {
        return {
          tipoReserva: 'estacao-trabalho', agendaId: 4, idempotencyKey: randomUUID(), ...comum, inicio: meses[Math.floor(cadeira / 24)], qtdMeses: 1,
          estacoes: [{ posicao: (cadeira % 24) + 1, nome: 'Pessoa Bench', telefone: '31977776666', rg: 'MG1', cpf: '52998224725' }],
        };
      }
      const s = i - Math.min(cadeiras, Math.floor((i + 1) / 20));
      const m = Math.floor(s / 2);
      const dia = somarDias(amanha, Math.floor(m / 14));
      const hora = 8 + (m % 14);
      const h = (x: number) => `${dia}T${String(x).padStart(2, '0')}:00`;
      return {
        tipoReserva: 'reuniao', agendaId: 1 + (s % 2), idempotencyKey: randomUUID(), ...comum,
        inicio: h(hora), fim: h(hora + 1), nomeEvento: 'Bench', qtdPessoas: 5,
      };
    },
  };
}

/** The portal to load: its address, its database (to add logins and count rows), and how to stop it. */
interface Alvo {
  url: string;
  /** The server's process (this one on PGlite). */
  pid: number;
  database: Database;
  fechar(): Promise<void>;
}

async function abrirAlvo(kind: DatabaseKind, serverUrl?: string): Promise<Alvo> {
  const relogio = () => new Date();
  if (kind === 'pglite') {
    const database = await openDatabase({});
    await semearDemo({ database, relogio, kdf: { memoryCost: 1024, timeCost: 1 } });
    const servidor = criarServidorHttp(criarApp({ database, relogio }, '/nonexistent'));
    await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
    return {
      url: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`,
      pid: process.pid,
      database,
      fechar: async () => {
        await new Promise((ok) => servidor.close(ok));
        servidor.closeAllConnections();
        await database.close();
      },
    };
  }
  if (!serverUrl) throw new Error('PostgreSQL pedido sem DATABASE_URL');
  const fresh = await createFreshDatabase(serverUrl);
  try {
    const child = await startChild<{ url: string }>('scripts/bench-server.ts', ['portal'], { env: { BENCH_DATABASE_URL: fresh.url }, timeoutMs: 120_000 });
    const database = await openDatabase({ url: fresh.url });
    return {
      url: child.info.url,
      pid: child.pid,
      database,
      fechar: async () => {
        await child.stop();
        await database.close();
        await fresh.drop();
      },
    };
  } catch (erro) {
    await fresh.drop();
    throw erro;
  }
}

/**
 * Associates per client, and requests each one sends: an associate may keep LIMITE_RESERVAS_EM_ABERTO holds open and
 * make LIMITE_RESERVAS_POR_MINUTO a minute (issue 19), so each client moves to its next associate after
 * PEDIDOS_POR_ASSOCIADO requests, staying under both (40 × 4 requests a client: 8,000 in all, ~30 s at this machine's rate).
 */
const ASSOCIADOS_POR_CLIENTE = 40;
const PEDIDOS_POR_ASSOCIADO = Math.min(LIMITE_RESERVAS_EM_ABERTO, LIMITE_RESERVAS_POR_MINUTO) - 1;

/**
 * `n` associates with a login and an open session each, written straight into the database (no password hashing,
 * no login calls, as bench-pagamento.ts): their session cookies. Batches of 1000 rows per table.
 */
async function entrarComo(alvo: Alvo, n: number): Promise<string[]> {
  const agora = new Date();
  const senhaHash = `sem-login:${randomBytes(16).toString('hex')}`; // not an argon2 hash: no password opens it
  const nomeCookie = nomeDoCookieSessao(false);
  const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex');
  const cookies: string[] = [];
  for (let inicio = 0; inicio < n; inicio += 1000) {
    const lote = Array.from({ length: Math.min(1000, n - inicio) }, (_, k) => inicio + k + 1);
    const codigo = (i: number) => `B${String(i).padStart(6, '0')}`;
    await alvo.database.tx(async (tx) => {
      await tx.insert(associados).values(lote.map((i) => ({ codSocio: codigo(i), nome: `Associado Bench ${i}` })));
      const logins = await tx.insert(usuarios).values(lote.map((i) => ({
        email: `bench.${i}@bench.invalid`, senhaHash, nome: `Bench ${i}`, cpf: '52998224725', codSocio: codigo(i),
      }))).returning({ id: usuarios.id });
      const tokens = logins.map(() => randomBytes(32).toString('base64url'));
      await tx.insert(sessoes).values(logins.map((l, k) => ({
        idHash: sha256(tokens[k]!), usuarioId: l.id, criadaEm: agora, vistaEm: agora, ip: '127.0.0.1', userAgent: 'npm run bench',
      })));
      cookies.push(...tokens.map((t) => `${nomeCookie}=${t}`));
    });
  }
  return cookies;
}

/** Live reservations sharing a position over overlapping periods (the tests' reservasDuplas), and the live count. */
async function contarNoBanco(database: Database): Promise<{ duplas: number; vivas: number }> {
  const vivo = (t: string) => sql.raw(`${t}.status in ('simulada', 'aguardandoPagamento', 'boletoMensal', 'paga')`);
  const ler = async (consulta: ReturnType<typeof sql>) => ((await database.db.execute(consulta)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
  return {
    duplas: await ler(sql`select count(*)::int as n from reservas_varejo a join reservas_varejo b
      on a.evento_id < b.evento_id and a.agenda_id = b.agenda_id and a.posicoes && b.posicoes
      and tsrange(a.inicio, a.fim, '[)') && tsrange(b.inicio, b.fim, '[)') where ${vivo('a')} and ${vivo('b')}`),
    vivas: await ler(sql`select count(*)::int as n from reservas_varejo a where ${vivo('a')}`),
  };
}

/**
 * The load's client: node:http on one keep-alive connection per client, the answer read to its end and dropped.
 * Not fetch: on this machine the clients share the server's two cores, and fetch spent ~2 ms of CPU a request
 * (node:http ~0.5 ms), which the server's figure paid for.
 */
const conexoes = new Agent({ keepAlive: true, maxSockets: CLIENTES_CORRIDA });
function postar(url: string, cookie: string, corpo: string): Promise<number> {
  return new Promise((ok, falha) => {
    const req = request(url, {
      method: 'POST', agent: conexoes,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(corpo), cookie },
    }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => ok(res.statusCode ?? 0));
      res.on('error', falha);
    });
    req.on('error', falha);
    req.end(corpo);
  });
}

/**
 * One run on a fresh database of `kind`: CLIENTES_CORRIDA clients send SimularReserva back to back for
 * `aquecimento` + `segundos` seconds; only answers that start and end inside the last `segundos` count.
 */
export async function medirReservas(kind: DatabaseKind, serverUrl?: string, segundos = 10, aquecimento = 2): Promise<MedidaReservas> {
  const alvo = await abrirAlvo(kind, serverUrl);
  try {
    const cookies = await entrarComo(alvo, CLIENTES_CORRIDA * ASSOCIADOS_POR_CLIENTE);
    const plano = slots(dataSaoPaulo(new Date()));
    const url = `${alvo.url}${CAMINHO}`;
    let proximo = 0;
    let esgotado = false;
    let sucessosNaCorrida = 0;
    const contagem = { sucessos: 0, conflitos: 0, outros: 0 };
    const latencias: number[] = [];
    const inicioMedicao = performance.now() + aquecimento * 1000;
    const fimMedicao = inicioMedicao + segundos * 1000;
    let feitos = 0; // slots actually asked for (not repeats): the repeats reuse one of these
    let cpuAntes: number | null = null;
    let cpuClienteAntes: NodeJS.CpuUsage | null = null;
    setTimeout(() => {
      cpuAntes = cpuSecondsOf(alvo.pid);
      cpuClienteAntes = process.cpuUsage();
    }, Math.max(0, inicioMedicao - performance.now()));

    /** Client `c` sends as its associates c, c + 50, …, PEDIDOS_POR_ASSOCIADO requests each (out of them it stops). */
    async function cliente(c: number) {
      for (let pedidos = 0; performance.now() < fimMedicao; pedidos++) {
        const cookie = cookies[c + CLIENTES_CORRIDA * Math.floor(pedidos / PEDIDOS_POR_ASSOCIADO)];
        if (!cookie) {
          esgotado = true;
          return;
        }
        const n = proximo++;
        const repetir = n % 10 === 9 && feitos > 0;
        const indice = repetir ? Math.floor(Math.random() * feitos) : feitos++;
        if (indice >= plano.total) {
          esgotado = true;
          return;
        }
        const t0 = performance.now();
        const status = await postar(url, cookie, JSON.stringify(plano.pedido(indice)));
        const t1 = performance.now();
        if (status === 200) sucessosNaCorrida++;
        if (t0 < inicioMedicao || t1 > fimMedicao) continue;
        latencias.push(t1 - t0);
        if (status === 200) contagem.sucessos++;
        else if (status === 409) contagem.conflitos++;
        else contagem.outros++;
      }
    }
    await Promise.all(Array.from({ length: CLIENTES_CORRIDA }, (_, c) => cliente(c)));
    const cpuDepois = cpuSecondsOf(alvo.pid);
    const cpuCliente = cpuClienteAntes ? process.cpuUsage(cpuClienteAntes) : null;
    const medidos = esgotado ? Math.max(0.001, (Math.min(performance.now(), fimMedicao) - inicioMedicao) / 1000) : segundos;
    latencias.sort((a, b) => a - b);
    const { duplas, vivas } = await contarNoBanco(alvo.database);
    return {
      database: kind, clientes: CLIENTES_CORRIDA, segundos: Math.round(medidos * 100) / 100, ...contagem,
      reservasPorSegundo: Math.round(contagem.sucessos / medidos), p50Ms: Math.round(percentil(latencias, 50)), p99Ms: Math.round(percentil(latencias, 99)),
      cpuServidorMsPorReserva: cpuAntes === null || cpuDepois === null || !latencias.length ? null : Math.round(((cpuDepois - cpuAntes) * 1000 / latencias.length) * 100) / 100,
      cpuClienteMsPorReserva: cpuCliente === null || !latencias.length ? null : Math.round(((cpuCliente.user + cpuCliente.system) / 1000 / latencias.length) * 100) / 100,
      reservasDuplas: duplas, reservasVivas: vivas, sucessosNaCorrida, esgotado,
    };
  } finally {
    await alvo.fechar();
  }
}

/** Section 7 of `npm run bench`: PGlite, and PostgreSQL with `serverUrl` (BENCH_SECONDS seconds each). */
export async function measureReservas(serverUrl?: string): Promise<ReservasSection> {
  const segundos = Number(process.env.BENCH_SECONDS ?? 10);
  const figures: MedidaReservas[] = [];
  for (const kind of databaseKinds(serverUrl)) figures.push(await medirReservas(kind, serverUrl, segundos));
  return { figures };
}

/** What makes a run invalid (bench failures): a double booking, an unexpected answer, a 200 with no live row. */
export function falhasReservas(section: ReservasSection): string[] {
  if (!('figures' in section)) return [];
  return section.figures.flatMap((f) => [
    ...(f.reservasDuplas ? [`reservas em ${f.database}: ${f.reservasDuplas} pares reservados duas vezes`] : []),
    ...(f.outros ? [`reservas em ${f.database}: ${f.outros} respostas nem 200 nem 409`] : []),
    ...(f.reservasVivas !== f.sucessosNaCorrida ? [`reservas em ${f.database}: ${f.sucessosNaCorrida} respostas 200, ${f.reservasVivas} reservas vivas no banco`] : []),
  ]);
}

/** The budget's figure: successes per second on PostgreSQL (null when not measured there). */
export const reservasPorSegundoPostgres = (section: ReservasSection) =>
  ('figures' in section ? section.figures.find((f) => f.database === 'postgres')?.reservasPorSegundo : undefined) ?? null;

/** The section's lines in the bench report. */
export function reservasText(o: { ok: ReservasSection } | { skipped: string } | { failed: string }): string[] {
  const titulo = `8. Reservas do Varejo Inteligente (POST SimularReserva com PDF do termo, ${CLIENTES_CORRIDA} clientes na corrida; orçamento em postgres: ≥ ${RESERVAS_POR_SEGUNDO_MINIMO} reservas/s)`;
  if ('failed' in o) return [titulo, `   FALHOU: ${o.failed}`];
  if ('skipped' in o) return [titulo, `   não medido: ${o.skipped}`];
  if ('skipped' in o.ok) return [titulo, `   não medido: ${o.ok.skipped}`];
  const n = (v: number) => v.toLocaleString('pt-BR');
  return [titulo, ...o.ok.figures.map((f) => {
    const orcamento = f.database === 'postgres' ? `  ${f.reservasPorSegundo >= RESERVAS_POR_SEGUNDO_MINIMO ? 'OK' : 'ABAIXO'}` : '  (servidor no mesmo processo da carga)';
    return `   ${f.database.padEnd(10)} ${n(f.reservasPorSegundo).padStart(6)} reservas/s${orcamento}; ${n(f.sucessos)} reservas e ${n(f.conflitos)} × 409 em ${n(f.segundos)} s; p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms; `
      + `CPU do servidor ${f.cpuServidorMsPorReserva ?? '?'} ms/requisição, dos clientes ${f.cpuClienteMsPorReserva ?? '?'} ms; reservas duplas ${f.reservasDuplas}; vivas ${n(f.reservasVivas)} de ${n(f.sucessosNaCorrida)} respostas 200${f.esgotado ? '; ESGOTOU os horários ou os associados antes do tempo' : ''}`;
  })];
}

async function main() {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  const segundos = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 10);
  const serverUrl = process.env.DATABASE_URL || undefined;
  for (const kind of databaseKinds(serverUrl)) {
    const f = await medirReservas(kind, serverUrl, segundos);
    process.stdout.write(`${JSON.stringify(f)}\n`);
  }
  process.exit(0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((erro) => {
    process.stderr.write(`bench-reservas: ${erro instanceof Error ? (erro.stack ?? erro.message) : String(erro)}\n`);
    process.exit(1);
  });
}
