/**
 * Hostile requests of the adversarial passes (issues 7 and 19), each sent once to the real HTTP API and measured: its status,
 * the size of its answer and the longest event-loop stall of the server while it was handled. Run by `npm run bench`
 * (section 6) in a child process per database; by hand:
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx scripts/bench-measure-child.ts scripts/bench-ataques.ts medirAtaques
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { addDays, parseISO } from 'date-fns';
import writeXlsxFile from 'write-excel-file/node';
import { clubeGestaoContract } from '../src/contracts/clube-vantagens.contract';
import { cdlVarejoInteligenteContract } from '../src/contracts/cdl-varejo-inteligente.contract';
import { spcConciliadorContract } from '../src/contracts/spc-conciliador.contract';
import { dataSaoPaulo } from '../src/domain/comum/datas';
import { SENHA_DEMO } from '../src/server/db/seed';
import { corpoDeListaLonga } from '../tests/comum/corpos-hostis';
import { bomba } from '../tests/support/zip';
import { comPortal, medirRequisicao, type PortalMedido } from './bench-portal';
import { measureEachInChild, requireNumbers, type ChildSection } from './bench-process';

/** One hostile request and how the server took it. */
export interface MedidaAtaque {
  nome: string;
  status: number;
  /** Bytes of the answer's body. */
  bytesResposta: number;
  segundos: number;
  maiorTravamentoMs: number;
}

interface Pedido {
  nome: string;
  metodo: string;
  caminho: string;
  cabecalhos?: Record<string, string>;
  corpo?: Buffer;
  /** Sends the session of clube.ativo. */
  comSessao?: boolean;
  /** Sends the session of a consultant (a perfil the route does not name). */
  comoConsultor?: boolean;
  /** Sent before the measured ones, and not reported: what a running server has already done. */
  aquecimento?: boolean;
}

/**
 * Issue 19, item 1: ~1 MB lists past their maximum (500 000 operator ids, 19 000 chairs, 1 MB of CPFs), built from
 * the contracts as tests/comum/corpos-piores.api.test.ts builds them, sent by the associate (400) and by a
 * consultant, whose perfil these routes do not name (403 before the body is read).
 */
function pedidosDeListasLongas(): Pedido[] {
  const rotas = [
    ['IncluirSpcConciliador', spcConciliadorContract.incluirSpcConciliador],
    ['SimularReserva', cdlVarejoInteligenteContract.simularReserva],
    ['CancelarFuncionarios', clubeGestaoContract.cancelarFuncionariosClubeVantagens],
  ] as const;
  return rotas.flatMap(([nome, rota]) => {
    const corpo = Buffer.from(JSON.stringify(corpoDeListaLonga(rota.body)));
    const pedido = { metodo: 'POST', caminho: rota.path, cabecalhos: { 'content-type': 'application/json' }, corpo };
    return [
      { nome: `lista de 1 MB no ${nome} (associado)`, comSessao: true, ...pedido },
      { nome: `lista de 1 MB no ${nome} (consultor)`, comoConsultor: true, ...pedido },
    ];
  });
}

/** The São Paulo day `dias` days after today (yyyy-mm-dd): the holds below ask for days ahead of the run's clock. */
function diaDaqui(dias: number): string {
  const hoje = dataSaoPaulo(new Date());
  return addDays(parseISO(hoje), dias).toISOString().slice(0, 10);
}

/**
 * Issue 19, item 3: names outside WinAnsi (Vietnamese, Polish, Romanian, CJK, an emoji, a decomposed 'José' and a
 * zero-width space) in a meeting room's and a workstation's hold, whose answer draws the term PDF: 200, never a 500.
 */
function pedidosDeNomesUnicode(): Pedido[] {
  const nomes = { responsavel: 'Nguyễn Łukasz Ştefan', nomeEvento: 'Aniversário 🎉 李小龍 Jose\u0301\u200B' };
  const contato = { telefone: '31988887777', email: 'bench@exemplo.com.br', idempotencyKey: randomUUID() };
  const dia = diaDaqui(10);
  const sala = { tipoReserva: 'reuniao', agendaId: 1, inicio: `${dia}T09:00`, fim: `${dia}T11:00`, qtdPessoas: 10, ...nomes, ...contato };
  const estacao = {
    tipoReserva: 'estacao-trabalho', agendaId: 4, inicio: diaDaqui(12), qtdMeses: 1, responsavel: nomes.responsavel, ...contato, idempotencyKey: randomUUID(),
    estacoes: [{ posicao: 7, nome: '李小龍 🎉 Nguyễn', telefone: '31977776666', rg: 'MG7', cpf: '52998224725' }],
  };
  const json = (corpo: object) => ({ metodo: 'POST', caminho: cdlVarejoInteligenteContract.simularReserva.path, comSessao: true,
    cabecalhos: { 'content-type': 'application/json' }, corpo: Buffer.from(JSON.stringify(corpo)) });
  return [
    // not measured: a running server has drawn terms before (the first hold of a process compiles its route and statements)
    { nome: 'aquecimento: uma reserva comum', aquecimento: true, ...json({ ...sala, responsavel: 'Joana', nomeEvento: 'Treinamento', inicio: `${diaDaqui(11)}T09:00`, fim: `${diaDaqui(11)}T10:00`, idempotencyKey: randomUUID() }) },
    { nome: 'nomes Unicode no termo da sala (SimularReserva)', ...json(sala) },
    { nome: 'nomes Unicode no termo da estação (SimularReserva)', ...json(estacao) },
  ];
}

const FRONTEIRA = 'FRONTEIRAbench';
/** A multipart body of `n` text parts named `nome`. */
function multipartRepetido(nome: string, n: number): { corpo: Buffer; tipo: string } {
  const parte = Buffer.from(`--${FRONTEIRA}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\na@b.com\r\n`);
  return { corpo: Buffer.concat([...Array<Buffer>(n).fill(parte), Buffer.from(`--${FRONTEIRA}--\r\n`)]), tipo: `multipart/form-data; boundary=${FRONTEIRA}` };
}
/** A multipart body with one file part. */
function multipartArquivo(campo: string, arquivo: string, bytes: Buffer): { corpo: Buffer; tipo: string } {
  const corpo = Buffer.concat([
    Buffer.from(`--${FRONTEIRA}\r\nContent-Disposition: form-data; name="${campo}"; filename="${arquivo}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes, Buffer.from(`\r\n--${FRONTEIRA}--\r\n`),
  ]);
  return { corpo, tipo: `multipart/form-data; boundary=${FRONTEIRA}` };
}

/** Every hostile request measured; bodies are built here, before any clock starts. */
async function pedidos(): Promise<Pedido[]> {
  const json = (corpo: unknown) => ({ cabecalhos: { 'content-type': 'application/json' }, corpo: Buffer.from(JSON.stringify(corpo)) });
  const multipart = ({ corpo, tipo }: { corpo: Buffer; tipo: string }) => ({ cabecalhos: { 'content-type': tipo }, corpo });
  const aninhado = Buffer.from(`{"email":${'['.repeat(500_000)}${']'.repeat(500_000)}}`);
  const chaves = Buffer.from(`{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":1`).join(',')},"email":"a@b.com","senha":"x"}`);
  // 100 000 cells that are no CPF (11 digits, wrong check digits): the answer lists them (cpfsInvalidos)
  const cpfsInvalidos = await writeXlsxFile([['CPF'], ...Array.from({ length: 100_000 }, (_, i) => [`1${String(i).padStart(10, '0')}`])]).toBuffer();
  return [
    { nome: 'multipart de 24 000 campos "email" no POST /login', metodo: 'POST', caminho: '/login', ...multipart(multipartRepetido('email', 24_000)) },
    { nome: 'multipart de 48 000 campos no POST /login', metodo: 'POST', caminho: '/login', ...multipart(multipartRepetido('email', 48_000)) },
    { nome: 'multipart de 10 000 campos no POST /login (< 1 MB)', metodo: 'POST', caminho: '/login', ...multipart(multipartRepetido('email', 10_000)) },
    { nome: 'multipart de 150 000 campos no banner (10 MB)', metodo: 'POST', caminho: '/api/Clube/IncluirBannerClubeVantagens', comSessao: true, ...multipart(multipartRepetido('titulo', 150_000)) },
    { nome: 'multipart ilegível', metodo: 'POST', caminho: '/api/Clube/IncluirBannerClubeVantagens', comSessao: true, cabecalhos: { 'content-type': `multipart/form-data; boundary=${FRONTEIRA}` }, corpo: Buffer.from('isto não é multipart') },
    { nome: 'zip bomb .xlsx (400 MB descompactados, diretório mentindo 1 000 bytes)', metodo: 'POST', caminho: '/api/Clube/EnviarPlanilhaFuncionariosClubeVantagens', comSessao: true, ...multipart(multipartArquivo('file', 'bomba.xlsx', Buffer.from(bomba(400)))) },
    { nome: 'e-mail de 3 000 caracteres no POST /login', metodo: 'POST', caminho: '/login', ...json({ email: `${'a'.repeat(2990)}@exemplo.com`, senha: 'x' }) },
    { nome: 'JSON de 1 MB aninhado 500 000 níveis', metodo: 'POST', caminho: '/login', cabecalhos: { 'content-type': 'application/json' }, corpo: aninhado },
    { nome: 'JSON com 60 000 chaves', metodo: 'POST', caminho: '/login', cabecalhos: { 'content-type': 'application/json' }, corpo: chaves },
    { nome: 'NUL num texto JSON', metodo: 'POST', caminho: '/api/Clube/AceitarTermoClubeVantagens', comSessao: true, ...json({ dtVersao: '2026-11-01', browserData: 'a\u0000' }) },
    { nome: 'surrogate sozinho num texto JSON', metodo: 'POST', caminho: '/api/Clube/AceitarTermoClubeVantagens', comSessao: true, ...json({ dtVersao: '2026-11-01', browserData: 'a\ud800' }) },
    { nome: 'pagina=92233720368547758', metodo: 'GET', caminho: '/api/Clube/ConsultarAnunciosClubeVantagens?linhas=5&pagina=92233720368547758', comSessao: true },
    { nome: 'pagina=1e308', metodo: 'GET', caminho: '/api/Clube/ConsultarAnunciosClubeVantagens?linhas=5&pagina=1e308', comSessao: true },
    { nome: 'cookie portal_sessao=%', metodo: 'GET', caminho: '/login/me', cabecalhos: { cookie: 'portal_sessao=%' } },
    { nome: 'Host malformado', metodo: 'GET', caminho: '/login/me', cabecalhos: { host: 'exa mple.com' } },
    { nome: 'TRACE', metodo: 'TRACE', caminho: '/login/me' },
    { nome: 'planilha .xlsx de 100 000 CPFs inválidos', metodo: 'POST', caminho: '/api/Clube/EnviarPlanilhaFuncionariosClubeVantagens', comSessao: true, ...multipart(multipartArquivo('file', 'cpfs.xlsx', cpfsInvalidos)) },
    ...pedidosDeListasLongas(),
    ...pedidosDeNomesUnicode(),
  ];
}

/** The session cookie of a demo login (SENHA_DEMO). */
async function sessaoDe(base: string, email: string): Promise<string> {
  const r = await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, senha: SENHA_DEMO }) });
  const cookie = r.headers.getSetCookie().find((c) => c.startsWith('portal_sessao='))?.split(';')[0];
  if (r.status !== 200 || !cookie) throw new Error(`login de ${email} falhou: ${r.status}`);
  return cookie;
}

function enviar(portal: PortalMedido & { cookieConsultor: string }, p: Pedido): Promise<{ status: number; bytesResposta: number }> {
  return new Promise((ok, falha) => {
    const sessao = p.comSessao ? portal.cookie : p.comoConsultor ? portal.cookieConsultor : null;
    const cabecalhos = { ...p.cabecalhos, ...(sessao ? { cookie: sessao } : {}), ...(p.corpo ? { 'content-length': String(p.corpo.length) } : {}) };
    const req = request(`${portal.base}${p.caminho}`, { method: p.metodo, headers: cabecalhos }, (res) => {
      let bytesResposta = 0;
      res.on('data', (parte: Buffer) => { bytesResposta += parte.length; });
      res.on('end', () => ok({ status: res.statusCode!, bytesResposta }));
      res.on('error', falha);
    });
    // the server may answer (413) and close before reading the whole body
    req.on('error', (erro: NodeJS.ErrnoException) => (erro.code === 'EPIPE' || erro.code === 'ECONNRESET' ? undefined : falha(erro)));
    req.end(p.corpo);
  });
}

/**
 * Sends each hostile request once, one after the other, to the portal on a fresh database (a new one on the
 * PostgreSQL server of `databaseUrl`, else PGlite in memory) and measures each (bench-portal's medirRequisicao).
 */
export async function medirAtaques(databaseUrl?: string): Promise<{ ataques: MedidaAtaque[] }> {
  const lista = await pedidos();
  return comPortal(databaseUrl, async (portal) => {
    const comConsultor = { ...portal, cookieConsultor: await sessaoDe(portal.base, 'consultor@exemplo.com.br') };
    const ataques: MedidaAtaque[] = [];
    for (const p of lista.filter((p) => p.aquecimento)) await enviar(comConsultor, p);
    for (const p of lista.filter((p) => !p.aquecimento)) {
      const { resultado, segundos, maiorTravamentoMs } = await medirRequisicao(() => enviar(comConsultor, p));
      ataques.push({ nome: p.nome, ...resultado, segundos, maiorTravamentoMs });
    }
    return { ataques };
  });
}

/** Section 6 of `npm run bench`: the hostile requests on PGlite and, with `serverUrl`, on a fresh PostgreSQL database. */
export type AtaquesSection = ChildSection<{ ataques: MedidaAtaque[] }>;

export async function measureAtaques(serverUrl?: string): Promise<AtaquesSection> {
  return measureEachInChild('scripts/bench-ataques.ts', 'medirAtaques', [[]], serverUrl, (answer: { ataques: MedidaAtaque[] }) => {
    if (!Array.isArray(answer.ataques) || !answer.ataques.length) throw new Error(`medirAtaques devolveu ${JSON.stringify(answer).slice(0, 300)}`);
    for (const a of answer.ataques) requireNumbers(a, ['status', 'bytesResposta', 'segundos', 'maiorTravamentoMs'], `medirAtaques (${a.nome})`);
  });
}
