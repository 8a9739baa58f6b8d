/**
 * CDL Saúde under load (`npm run bench` section 10, issue 28 "Measured"): the Lista de Vidas (GET ConsultarSamVidaArta,
 * secao 'andamento' and 'ativas', paged 5; first, deep and past-the-end pages) and the plan search (POST ListarPlanoSaude:
 * several operators, assistances and ages), each as requests per second ÷ the same SQL run through `pg` beside it (the
 * repo's own statements, vidas.repo.ts consultasDasFamilias and consultaDosPlanos, same pages in the same order, same
 * connections, same run, in alternate rounds: bench-db.ts cargaDeSql and emRodadas), and p99 (the worst round's).
 * Budget: each ≥ SAUDE_RAZAO_MINIMA × its SQL. p99 is a figure, no budget (the issue sets none).
 *
 * The portal runs in a child process (scripts/bench-server.ts) on a fresh database, seeded, then filled (written
 * straight into the table, as the carteira does; then VACUUM ANALYZE): the demo associate saude@exemplo.com.br up to
 * MAXIMO_CADASTROS_EM_ANDAMENTO families in progress (the server's own cap) and FAMILIAS_ATIVAS in force, and
 * FAMILIAS_DE_OUTROS families of the other associates beside them, 0–3 dependents each. PostgreSQL only (PGlite shares
 * the load's process).
 * Alone:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-saude.ts [segundos]
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { and, eq, ne, sql } from 'drizzle-orm';
import { MAXIMO_CADASTROS_EM_ANDAMENTO, precoNaFaixa } from '../src/domain/cdl-saude/precos';
import { somarDias } from '../src/domain/comum/datas';
import { EMAIL_SAUDE_DEMO } from '../src/server/cdl-saude/modulo';
import { CODSOCIO_SAUDE_DEMO, cpfDemo } from '../src/server/cdl-saude/semente';
import { consultaDosPlanos, consultasDasFamilias } from '../src/server/cdl-saude/vidas.repo';
import { CONEXOES_POSTGRES, openDatabase, type Db } from '../src/server/db/database';
import { associados, usuarios } from '../src/server/db/schema/comum';
import { planosSaude, vidasSaude } from '../src/server/db/schema/cdl-saude';
import { SENHA_DEMO } from '../src/server/db/seed';
import { cargaDeSql, cargaHttp, createFreshDatabase, emRodadas, RODADAS, type PedidoSql, type RequisicaoHttp } from './bench-db';
import { startChild } from './bench-process';

/** Issue 28's budget: the lives list's and the plan search's requests per second ÷ the same SQL's through `pg`, same run. */
export const SAUDE_RAZAO_MINIMA = 0.5;
/** decided: the carteira's 10 connections (an associate's or a consultant's screens, not a crowd). */
export const CONEXOES_SAUDE = 10;
/** Families in force of the measured associate (a company with staff enrolled), and of the other associates beside them. */
export const FAMILIAS_ATIVAS = 150;
export const FAMILIAS_DE_OUTROS = 2_000;

/** The Lista de Vidas pages the load asks in turn (§9: 5 a page): first, second, deep and past the end. */
export const PAGINAS_VIDAS = [
  { secao: 'andamento', pagina: 1 },
  { secao: 'ativas', pagina: 1 },
  { secao: 'andamento', pagina: 2 },
  { secao: 'ativas', pagina: 2 },
  { secao: 'ativas', pagina: 17 },
  { secao: 'ativas', pagina: 30 },
  { secao: 'ativas', pagina: 40 },
] as const;
const LINHAS = 5;
export const CONSULTAS_VIDAS = PAGINAS_VIDAS.map((q) =>
  `/api/GestaoSaude/ConsultarSamVidaArta?${new URLSearchParams({ secao: q.secao, linhas: String(LINHAS), pagina: String(q.pagina) })}`);

/** The plan searches the load sends in turn: operators, both assistances, ages in several ANS bands. */
export const BUSCAS_PLANOS = [
  { codOperadora: '001', codAssistencia: '101', aniversario: '1985-06-15' },
  { codOperadora: '001', codAssistencia: '102', aniversario: '2016-02-29' },
  { codOperadora: '002', codAssistencia: '201', aniversario: '1960-11-30' },
  { codOperadora: '003', codAssistencia: '302', aniversario: '2003-01-01' },
  { codOperadora: '004', codAssistencia: '401', aniversario: '1972-09-09' },
  { codOperadora: '001', codAssistencia: '201', aniversario: '1990-03-03' }, // an assistance of another operator: no plan
] as const;
const CAMINHO_PLANOS = '/api/GestaoSaude/ListarPlanoSaude';

/**
 * A drizzle select as node-postgres takes it: drizzle's node-postgres driver sends the same text and values, rows as
 * arrays (its columns have no aliases in the text: it maps them by position).
 */
const comoPg = (q: { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql: text, params } = q.toSQL();
  return { text, values: params, rowMode: 'array' as const };
};

/**
 * PAGINAS_VIDAS as the SQL anchor runs them, as vidas.repo.ts familias does: the count and the page of holders at once,
 * then the page's dependents (their CPFs read once here: the data does not change under the load). Each answers its total.
 */
async function pedidosDasVidas(db: Db, codSocio: string): Promise<PedidoSql[]> {
  return Promise.all(PAGINAS_VIDAS.map(async ({ secao, pagina }) => {
    const consultas = consultasDasFamilias(db, codSocio, { secao, linhas: LINHAS, pagina });
    const cpfs = (await consultas.titulares).map((h) => h.cpfTitular);
    const [total, titulares] = [comoPg(consultas.total), comoPg(consultas.titulares)];
    const dependentes = cpfs.length ? comoPg(consultas.dependentes(cpfs)) : null;
    return async (pool: pg.Pool) => {
      const [{ rows }] = await Promise.all([pool.query<[number]>(total), pool.query(titulares)]);
      if (dependentes) await pool.query(dependentes);
      return Number(rows[0]![0]);
    };
  }));
}

/** BUSCAS_PLANOS as the SQL anchor runs them (vidas.repo.ts consultaDosPlanos); each answers how many plans. */
function pedidosDosPlanos(db: Db): PedidoSql[] {
  return BUSCAS_PLANOS.map((b) => {
    const q = comoPg(consultaDosPlanos(db, b.codOperadora, b.codAssistencia));
    return async (pool) => (await pool.query(q)).rowCount;
  });
}

const NOMES = ['Nguyễn Văn An', 'Łukasz Nowak', '李 Na', 'Ana Luíza 🌷', 'João Pedro', 'Conceição Ávila', 'Ígor Ômega', 'Zélia Prado'];
const PLANOS = ['10101', '10102', '20101', '30202', '40101'];

/**
 * Fills the demo associate to MAXIMO_CADASTROS_EM_ANDAMENTO families in progress and FAMILIAS_ATIVAS in force, and the
 * other associates to FAMILIAS_DE_OUTROS families between them, in batches, then VACUUM ANALYZE; then `depois`.
 */
async function encherVidas<T>(url: string, depois: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url });
  try {
    const { db } = database;
    const [u] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, EMAIL_SAUDE_DEMO));
    const outros = (await db.select({ codSocio: associados.codSocio }).from(associados).where(ne(associados.codSocio, CODSOCIO_SAUDE_DEMO))).map((a) => a.codSocio);
    const planos = await db.select().from(planosSaude);
    const contar = async (status: 'PREVIDA' | 'VIDA') => (await db.select({ n: sql<number>`count(*)::int` }).from(vidasSaude).where(and(
      eq(vidasSaude.codSocio, CODSOCIO_SAUDE_DEMO), eq(vidasSaude.cpfDependente, ''),
      status === 'PREVIDA' ? eq(vidasSaude.status, 'PREVIDA') : ne(vidasSaude.status, 'PREVIDA'))))[0]!.n;
    const familias: { codSocio: string; status: 'PREVIDA' | 'VIDA' }[] = [
      ...Array.from({ length: MAXIMO_CADASTROS_EM_ANDAMENTO - (await contar('PREVIDA')) }, () => ({ codSocio: CODSOCIO_SAUDE_DEMO, status: 'PREVIDA' as const })),
      ...Array.from({ length: FAMILIAS_ATIVAS - (await contar('VIDA')) }, () => ({ codSocio: CODSOCIO_SAUDE_DEMO, status: 'VIDA' as const })),
      ...Array.from({ length: FAMILIAS_DE_OUTROS }, (_, i) => ({ codSocio: outros[i % outros.length]!, status: i % 9 === 0 ? 'PREVIDA' as const : 'VIDA' as const })),
    ];
    const hoje = new Date().toISOString().slice(0, 10);
    let n = 100_000; // past the seed's people (semente.ts cpfDemo 500–563)
    const linhas: (typeof vidasSaude.$inferInsert)[] = [];
    familias.forEach((f, i) => {
      const codplanofx = PLANOS[i % PLANOS.length]!;
      const vigencia = f.status === 'PREVIDA' ? somarDias(hoje, 10) : somarDias(hoje, -30 - (i % 300));
      const cpfTitular = cpfDemo(n);
      const pessoa = (cpfDependente: string, nome: string, titularidade: string, nascimento: string) => ({
        codSocio: f.codSocio, cpfTitular, cpfDependente, cpf: cpfDependente || cpfTitular, nome, dataNascimento: nascimento,
        email: `vida.${n}@exemplo.com.br`, ddd: '31', telefone: '988887777', titularidade, sexo: n % 2 ? 'F' : 'M',
        estadoCivil: titularidade === '03' ? 'S' : 'C', dataCasamento: titularidade === '05' ? '2010-10-10' : null, mae: 'Maria das Dores',
        rua: 'Rua da Bahia', numero: String(n % 2000), bairro: 'Centro', cidade: 'Belo Horizonte', uf: 'MG', cep: '30160011',
        dataVigencia: vigencia, codplanofx, valorPlano: precoNaFaixa(planos.find((p) => p.codplanofx === codplanofx)!.precos, nascimento, vigencia),
        opcionais: ['0020'], valorOpcionais: 1_290, status: f.status, usuarioId: u!.id,
        ...(f.status === 'VIDA' ? { statusChamado: 'Aprovado', codChamado: String(n), statusPagarme: 'paid' } : {}),
      });
      linhas.push(pessoa('', `${NOMES[i % NOMES.length]} ${i}`, '09', `19${60 + (i % 40)}-0${(i % 9) + 1}-15`));
      for (let d = 0; d < i % 4; d++) {
        n++;
        linhas.push(d === 0
          ? pessoa(cpfDemo(n), `Cônjuge ${i}`, '05', '1980-05-05')
          : pessoa(cpfDemo(n), `Filho(a) ${i}.${d}`, '03', `20${10 + d}-07-20`));
      }
      n++;
    });
    for (let i = 0; i < linhas.length; i += 1000) await db.insert(vidasSaude).values(linhas.slice(i, i + 1000));
    await db.execute(sql`vacuum analyze vidas_saude`);
    return await depois(db);
  } finally {
    await database.close();
  }
}

export interface MedidaSaude {
  database: 'postgres';
  /** 'vidas': the Lista de Vidas (GET ConsultarSamVidaArta); 'planos': the plan search (POST ListarPlanoSaude). */
  consulta: 'vidas' | 'planos';
  conexoes: number;
  segundos: number;
  /** The same SQL through `pg`, same connections, same run: the anchor. */
  sqlPorSegundo: number;
  sqlP99Ms: number;
  consultasPorSegundo: number;
  /** consultasPorSegundo ÷ sqlPorSegundo: the budget's figure. */
  razao: number;
  p50Ms: number;
  p99Ms: number;
  requisicoes: number;
  /** Errors, timeouts and non-2xx answers (must be 0). */
  falhas: number;
  /** CPU the portal process spent per request (ms; Linux only). */
  cpuServidorMsPorConsulta: number | null;
}
export type SaudeSection = { skipped: string } | { figures: MedidaSaude[]; vidas: number };

type Requisicao = RequisicaoHttp;

/** One run on PostgreSQL (`serverUrl`): the lives list then the plan search, each beside its SQL in alternate rounds. */
export async function medirSaude(segundos = 10, serverUrl?: string): Promise<SaudeSection> {
  if (!serverUrl) return { skipped: 'só em PostgreSQL (DATABASE_URL)' };
  const fresh = await createFreshDatabase(serverUrl);
  try {
    const portal = await startChild<{ url: string }>('scripts/bench-server.ts', ['portal'], { env: { BENCH_DATABASE_URL: fresh.url }, timeoutMs: 120_000 });
    try {
      const { vidas, planos, totalVidas } = await encherVidas(fresh.url, async (db) => ({
        vidas: await pedidosDasVidas(db, CODSOCIO_SAUDE_DEMO), planos: pedidosDosPlanos(db),
        totalVidas: (await db.select({ n: sql<number>`count(*)::int` }).from(vidasSaude))[0]!.n,
      }));
      const login = await fetch(`${portal.info.url}/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL_SAUDE_DEMO, senha: SENHA_DEMO }),
      });
      const cookie = login.headers.getSetCookie().find((x) => x.startsWith('portal_sessao='))?.split(';')[0];
      if (login.status !== 200 || !cookie) throw new Error(`login de ${EMAIL_SAUDE_DEMO}: HTTP ${login.status}`);
      const reqVidas: Requisicao[] = CONSULTAS_VIDAS.map((path) => ({ method: 'GET', path }));
      const reqPlanos: Requisicao[] = BUSCAS_PLANOS.map((b) => ({ method: 'POST', path: CAMINHO_PLANOS, body: JSON.stringify(b) }));
      // the portal and the anchor answer each request alike (the same SQL): the lives list's totals, the plans' count
      const conferencia = new pg.Pool({ connectionString: fresh.url, max: 1 });
      try {
        for (const [i, r] of [...reqVidas, ...reqPlanos].entries()) {
          const resposta = await fetch(`${portal.info.url}${r.path}`, { method: r.method, headers: { cookie, 'content-type': 'application/json' }, body: r.body ?? null });
          if (resposta.status !== 200) throw new Error(`${r.method} ${r.path} ${r.body ?? ''}: HTTP ${resposta.status}`);
          const corpo = (await resposta.json()) as { totalLinhas?: number; lista?: unknown[] } | unknown[];
          const doPortal = Array.isArray(corpo) ? corpo.length : corpo.totalLinhas;
          const doSql = await (i < vidas.length ? vidas[i]! : planos[i - vidas.length]!)(conferencia);
          if (doPortal !== doSql) throw new Error(`${r.path} ${r.body ?? ''}: ${String(doPortal)} no portal, ${String(doSql)} no SQL`);
        }
      } finally {
        await conferencia.end();
      }
      const medir = async (consulta: MedidaSaude['consulta'], pedidos: PedidoSql[], requisicoes: Requisicao[]): Promise<MedidaSaude> => {
        const ancora = cargaDeSql(fresh.url, pedidos, { conexoes: CONEXOES_SAUDE, poolMax: CONEXOES_POSTGRES, aquecimento: Math.min(2, Math.ceil(segundos / 5)) });
        let aquecida = false;
        const { sql: doSql, rota } = await emRodadas(segundos, {
          sql: ancora.medir,
          rota: async (s) => {
            const c = await cargaHttp(portal.info.url, requisicoes, s, portal.pid, { conexoes: CONEXOES_SAUDE, headers: { cookie, 'content-type': 'application/json' }, aquecer: !aquecida });
            aquecida = true;
            return c;
          },
        }).finally(() => ancora.fechar());
        if (doSql.falhas) throw new Error(`o SQL de ${consulta} falhou ${doSql.falhas} vezes pelo pg`);
        return {
          database: 'postgres', consulta, conexoes: CONEXOES_SAUDE, segundos,
          sqlPorSegundo: Math.round(doSql.porSegundo), sqlP99Ms: doSql.p99Ms, consultasPorSegundo: Math.round(rota.porSegundo),
          razao: Math.round((rota.porSegundo / doSql.porSegundo) * 1000) / 1000,
          p50Ms: rota.p50Ms, p99Ms: rota.p99Ms, requisicoes: rota.pedidos, falhas: rota.falhas,
          cpuServidorMsPorConsulta: rota.cpuMsPorPedido === null ? null : Math.round(rota.cpuMsPorPedido * 100) / 100,
        };
      };
      return { vidas: totalVidas, figures: [await medir('vidas', vidas, reqVidas), await medir('planos', planos, reqPlanos)] };
    } finally {
      await portal.stop();
    }
  } finally {
    await fresh.drop();
  }
}

/** What makes the run invalid (a bench failure): an answer that is not 200. */
export const falhasSaude = (s: SaudeSection) =>
  ('figures' in s ? s.figures.filter((f) => f.falhas > 0).map((f) => `CDL Saúde (${f.consulta}) em ${f.database}: ${f.falhas} respostas sem 200`) : []);

const NOME_CONSULTA = { vidas: 'Lista de Vidas', planos: 'busca de planos' } as const;

/** The section's lines in the bench report. */
export function saudeText(o: { ok: SaudeSection } | { skipped: string } | { failed: string }): string[] {
  const titulo = `10. CDL Saúde (GET ConsultarSamVidaArta andamento/ativas paginado 5 e POST ListarPlanoSaude, ${CONEXOES_SAUDE} conexões; ${RODADAS} rodadas alternadas com o mesmo SQL pelo pg; orçamento em postgres: ≥ ${SAUDE_RAZAO_MINIMA} × o SQL)`;
  if ('failed' in o) return [titulo, `   FALHOU: ${o.failed}`];
  if ('skipped' in o) return [titulo, `   não medido: ${o.skipped}`];
  if ('skipped' in o.ok) return [titulo, `   não medido: ${o.ok.skipped}`];
  const n = (v: number) => v.toLocaleString('pt-BR');
  return [titulo, `   ${n(o.ok.vidas)} vidas na tabela; o associado medido com ${MAXIMO_CADASTROS_EM_ANDAMENTO} famílias em andamento e ${FAMILIAS_ATIVAS} ativas`,
    ...o.ok.figures.map((f) => {
      const ok = f.razao >= SAUDE_RAZAO_MINIMA ? 'OK' : 'ABAIXO';
      return `   ${f.database} ${NOME_CONSULTA[f.consulta].padEnd(16)} ${n(f.consultasPorSegundo).padStart(6)} consultas/s = ${f.razao}× o mesmo SQL pelo pg (${n(f.sqlPorSegundo)}/s, p99 ${f.sqlP99Ms} ms)  ${ok}; `
        + `p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms; ${n(f.requisicoes)} requisições, ${f.falhas} falhas; CPU do servidor ${f.cpuServidorMsPorConsulta ?? '?'} ms/consulta`;
    })];
}

async function main() {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  const segundos = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 10);
  const r = await medirSaude(segundos, process.env.DATABASE_URL || undefined);
  process.stdout.write(`${JSON.stringify(r)}\n${saudeText({ ok: r }).join('\n')}\n`);
  process.exit(0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((erro) => {
    process.stderr.write(`bench-saude: ${erro instanceof Error ? (erro.stack ?? erro.message) : String(erro)}\n`);
    process.exit(1);
  });
}
