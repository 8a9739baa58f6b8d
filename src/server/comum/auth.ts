import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, count, desc, eq, getTableColumns, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Usuario } from '../../contracts/comum/auth.contract';
import { CacheSessoes } from './cache-sessoes';
import type { Database } from '../db/database';
import { associados, carteira, sessoes, tentativasLogin, usuarios } from '../db/schema/comum';
import type { Dependencias, UsuarioSessao } from './context';

export const COOKIE_SESSAO = 'portal_sessao';
const OCIOSIDADE_MS = 30 * 60_000; // ASVS: 30 min idle
const VIDA_MAXIMA_MS = 12 * 60 * 60_000; // ASVS: 12 h absolute
const RENOVAR_VISTA_MS = 60_000; // write "last seen" at most once a minute
const JANELA_TENTATIVAS_MS = 60 * 60_000;
export const LIMITE_FALHAS_CONTA = 100;
export const LIMITE_FALHAS_ENDERECO = 300;

export const mensagensAuth = {
  credenciaisInvalidas: 'E-mail ou senha inválidos.',
  muitasTentativas: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  sessaoExpirada: 'Sua sessão expirou. Entre novamente.',
  /**
   * decided (issue 27): the invited company's right password (chosen with the Termo de Uso) before its consultant
   * registers it; said only to whoever typed that password.
   */
  cadastroEmAndamento: 'Seu cadastro está em andamento: seu consultor vai concluí-lo. Você receberá um e-mail quando puder entrar.',
} as const;

/** argon2id with OWASP's minimum parameters (19 MiB, 2 passes) unless the caller lowers them. */
export function hashSenha(senha: string, kdf?: Dependencias['kdf']): Promise<string> {
  return hash(senha, { memoryCost: kdf?.memoryCost ?? 19_456, timeCost: kdf?.timeCost ?? 2, parallelism: 1 });
}

const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex');
// Verifying against this when the e-mail is unknown keeps both answers equally slow.
let hashFicticio: Promise<string> | null = null;

/**
 * Counts the last hour's failures of the account and of the address and, within the limits,
 * records this attempt as a failure before the password is checked (a success is marked after).
 * Count and insert run in one transaction holding advisory locks on the account and the address
 * (always in that order), so simultaneous wrong passwords are counted one after another and a
 * burst cannot get past the limit. Null when a limit is reached.
 */
async function reservarTentativa(deps: Dependencias, email: string, ip: string, agora: Date): Promise<number | null> {
  const desde = new Date(agora.getTime() - JANELA_TENTATIVAS_MS);
  return deps.database.tx(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:conta:${email}`})), pg_advisory_xact_lock(hashtext(${`login:ip:${ip}`}))`);
    const falhas = (filtro: SQL) => tx.select({ n: count() }).from(tentativasLogin)
      .where(and(filtro, eq(tentativasLogin.sucesso, false), gt(tentativasLogin.em, desde)))
      .then((r) => r[0]?.n ?? 0);
    const daConta = await falhas(eq(tentativasLogin.email, email));
    const doEndereco = await falhas(eq(tentativasLogin.ip, ip));
    if (daConta >= LIMITE_FALHAS_CONTA || doEndereco >= LIMITE_FALHAS_ENDERECO) return null;
    const [linha] = await tx.insert(tentativasLogin).values({ email, ip, sucesso: false, em: agora }).returning({ id: tentativasLogin.id });
    return linha!.id;
  });
}

export type ResultadoLogin =
  | { tipo: 'ok'; token: string; usuarioId: number }
  | { tipo: 'invalido' }
  | { tipo: 'bloqueado' }
  /** The invited company's e-mail and the password it chose, before its registration: no login yet. */
  | { tipo: 'cadastroEmAndamento' };

/** Checks the password, applies the per-account and per-address limits and opens a new session. */
export async function entrar(
  deps: Dependencias,
  pedido: { email: string; senha: string; ip: string; userAgent: string; tokenAnterior: string | null },
): Promise<ResultadoLogin> {
  const { db } = deps.database;
  const agora = deps.relogio();
  const tentativaId = await reservarTentativa(deps, pedido.email, pedido.ip, agora);
  if (tentativaId === null) return { tipo: 'bloqueado' };

  // both read every time, and one argon2 verification either way: an invited e-mail answers as fast as any other
  const [[usuario], [convidado]] = await Promise.all([
    db.select({ id: usuarios.id, senhaHash: usuarios.senhaHash }).from(usuarios).where(eq(usuarios.email, pedido.email)),
    db.select({ senhaPendente: carteira.senhaPendente }).from(carteira).where(and(
      eq(carteira.email, pedido.email), eq(carteira.aceiteTermoUso, true), isNull(carteira.codSocio), isNotNull(carteira.senhaPendente),
    )),
  ]);
  hashFicticio ??= hashSenha('senha-que-ninguem-usa', deps.kdf);
  const pendente = usuario ? null : convidado?.senhaPendente ?? null;
  const confere = await verify(usuario?.senhaHash ?? pendente ?? (await hashFicticio), pedido.senha).catch(() => false);
  // the right password is no failed guess: it does not count against the limits, a wrong one does
  if (confere && (usuario || pendente)) await db.update(tentativasLogin).set({ sucesso: true }).where(eq(tentativasLogin.id, tentativaId));
  if (confere && !usuario && pendente) return { tipo: 'cadastroEmAndamento' };
  if (!usuario || !confere) return { tipo: 'invalido' };

  const token = randomBytes(32).toString('base64url'); // 256 random bits
  const anterior = pedido.tokenAnterior ? sha256(pedido.tokenAnterior) : null;
  await deps.database.tx(async (tx) => {
    // a login always starts a new session id; the one this browser had is dropped
    if (anterior) await tx.delete(sessoes).where(eq(sessoes.idHash, anterior));
    await tx.delete(sessoes).where(and(eq(sessoes.usuarioId, usuario.id), or(
      lt(sessoes.vistaEm, new Date(agora.getTime() - OCIOSIDADE_MS)),
      lt(sessoes.criadaEm, new Date(agora.getTime() - VIDA_MAXIMA_MS)))));
    await tx.insert(sessoes).values({
      idHash: sha256(token), usuarioId: usuario.id, criadaEm: agora, vistaEm: agora,
      ip: pedido.ip, userAgent: pedido.userAgent.slice(0, 500),
    });
  });
  if (anterior) await deps.database.anunciarSessaoEncerrada(anterior);
  return { tipo: 'ok', token, usuarioId: usuario.id };
}

/** The user as a session yields it: what routers check and what /login/me answers (spec §3). */
export type UsuarioDaSessao = UsuarioSessao & {
  nome: string; cpf: string; dataNascimento: string | null; mae: string | null; cep: string | null;
  telefone: string | null; numero: string | null; complemento: string | null; contatoAtivo: boolean;
};
type LinhaSessao = UsuarioDaSessao & { criadaEm: Date; vistaEm: Date };

/** naoAssociado is the associate's (the company's), not the login's; consultants and staff are not non-associates. */
const naoAssociadoDe = sql<boolean>`coalesce(${associados.naoAssociado}, false)`.mapWith(Boolean);

/** Per database: the prepared session query (one join, planned once) and the short-lived cache. */
const leitores = new WeakMap<Database, ReturnType<typeof criarLeitor>>();
function criarLeitor(database: Database) {
  const consulta = database.db.select({
    id: usuarios.id, email: usuarios.email, perfil: usuarios.perfil, codSocio: usuarios.codSocio, naoAssociado: naoAssociadoDe,
    nome: usuarios.nome, cpf: usuarios.cpf, dataNascimento: usuarios.dataNascimento, mae: usuarios.mae, cep: usuarios.cep,
    telefone: usuarios.telefone, numero: usuarios.numero, complemento: usuarios.complemento, contatoAtivo: usuarios.contatoAtivo,
    criadaEm: sessoes.criadaEm, vistaEm: sessoes.vistaEm,
  }).from(sessoes).innerJoin(usuarios, eq(usuarios.id, sessoes.usuarioId))
    .leftJoin(associados, eq(associados.codSocio, usuarios.codSocio))
    .where(eq(sessoes.idHash, sql.placeholder('idHash'))).prepare('sessao_por_hash');
  const cache = new CacheSessoes<LinhaSessao>();
  database.ouvir('sessoes', {
    aviso: (idHash) => cache.esquecer(idHash),
    escuta: (ativa) => (ativa ? cache.retomar() : cache.suspender()),
  });
  return { consulta, cache };
}
const leitorDe = (database: Database) => {
  let leitor = leitores.get(database);
  if (!leitor) leitores.set(database, (leitor = criarLeitor(database)));
  return leitor;
};

/**
 * The session's user, or null when there is none or it expired (an expired one is deleted).
 *
 * Revocation bound: a session revoked in any process (logout, a new login in the same browser, its
 * row deleted) is served by no process more than the cache's 5 s after the revocation, announced or
 * not, and stops at once where the announcement arrives. A cache entry lives 5 s from the start of
 * the database read that stored it (that read saw the row, so it began before the revocation); a
 * hit never extends it; no entry is stored from a read that began before an ending was heard; and
 * while a process cannot hear announcements (its LISTEN connection is down, until it reconnects)
 * it serves nothing from its cache, which starts empty once it listens again.
 */
export async function usuarioDaSessao(deps: Dependencias, token: string | null): Promise<UsuarioDaSessao | null> {
  if (!token) return null;
  const { consulta, cache } = leitorDe(deps.database);
  const idHash = sha256(token);
  const agora = deps.relogio().getTime();
  let linha = cache.ler(idHash, agora);
  let geracao: number | null = null; // set when the row comes from the database: only then is it kept
  if (!linha || agora - linha.vistaEm.getTime() > RENOVAR_VISTA_MS) {
    geracao = cache.geracao;
    linha = (await consulta.execute({ idHash }))[0];
    if (!linha) return null;
  }
  if (agora - linha.vistaEm.getTime() > OCIOSIDADE_MS || agora - linha.criadaEm.getTime() > VIDA_MAXIMA_MS) {
    cache.esquecer(idHash);
    await deps.database.db.delete(sessoes).where(eq(sessoes.idHash, idHash));
    return null;
  }
  if (agora - linha.vistaEm.getTime() > RENOVAR_VISTA_MS) {
    await deps.database.db.update(sessoes).set({ vistaEm: new Date(agora) }).where(eq(sessoes.idHash, idHash));
    linha = { ...linha, vistaEm: new Date(agora) };
  }
  if (geracao !== null) cache.guardar(idHash, linha, agora, geracao);
  const { criadaEm: _c, vistaEm: _v, ...usuario } = linha;
  return usuario;
}

/** Ends the session, here and in every other server process. */
export async function sair(deps: Dependencias, token: string | null): Promise<void> {
  if (!token) return;
  const idHash = sha256(token);
  await deps.database.db.delete(sessoes).where(eq(sessoes.idHash, idHash));
  await deps.database.anunciarSessaoEncerrada(idHash);
}

/** decided (issue 21): /login/me's carteira holds at most this many members (the newest registered). */
export const MAXIMO_CARTEIRA_SESSAO = 100;
/**
 * The user object of spec §3 for GET /login/me; the carteira is read only for consultants. decided (issue 21): it holds
 * the registered members only ({codSocio, nomeSocio}), the newest 100; the screens page the carteira with ConsultarCarteira.
 */
export async function perfil(deps: Dependencias, u: UsuarioDaSessao): Promise<Usuario> {
  const associados = u.perfil === 'consultor'
    ? await deps.database.db.select({ codSocio: carteira.codSocio, nomeSocio: carteira.nomeSocio, email: carteira.email })
        .from(carteira).where(and(eq(carteira.consultorId, u.id), isNotNull(carteira.codSocio)))
        .orderBy(desc(carteira.id)).limit(MAXIMO_CARTEIRA_SESSAO)
    : [];
  return {
    dadosContatoPrincipal: [{
      ativo: u.contatoAtivo, nome: u.nome, datA_NASCIMENTO: u.dataNascimento, cpf: u.cpf, cep: u.cep,
      mae: u.mae, email: u.email, telefone: u.telefone, numero: u.numero, complemento: u.complemento,
    }],
    carteira: { associados: associados.map((a) => ({ codSocio: a.codSocio!, nomeSocio: a.nomeSocio ?? a.email })) },
    naoAssociado: u.naoAssociado,
    perfil: u.perfil,
    consultor: u.perfil === 'consultor',
  };
}

/** The same user object right after a login, read by id. */
export async function perfilPorId(deps: Dependencias, usuarioId: number): Promise<Usuario> {
  const [u] = await deps.database.db.select({ ...getTableColumns(usuarios), naoAssociado: naoAssociadoDe }).from(usuarios)
    .leftJoin(associados, eq(associados.codSocio, usuarios.codSocio)).where(eq(usuarios.id, usuarioId));
  if (!u) throw new Error(`usuário ${usuarioId} sumiu`);
  return perfil(deps, u);
}

/**
 * The session cookie's name: over HTTPS it takes the `__Host-` prefix, which browsers only accept
 * with Secure, Path=/ and no Domain, so no sibling subdomain or plain-HTTP page can plant or shadow it.
 */
export const nomeDoCookieSessao = (seguro: boolean) => (seguro ? `__Host-${COOKIE_SESSAO}` : COOKIE_SESSAO);

/** A token as `entrar` makes them: 32 random bytes in base64url. */
const FORMATO_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The session token of a Cookie header, or null. Anything but a well-formed token (a stray `%`, a
 * value someone typed) is no session: the call answers 401 and logout can still clear it.
 */
export function tokenDaSessao(cabecalho: string | null, seguro: boolean): string | null {
  if (!cabecalho) return null;
  const nome = nomeDoCookieSessao(seguro);
  for (const parte of cabecalho.split(';')) {
    const i = parte.indexOf('=');
    if (i > 0 && parte.slice(0, i).trim() === nome) {
      const valor = parte.slice(i + 1).trim();
      return FORMATO_TOKEN.test(valor) ? valor : null;
    }
  }
  return null;
}

/** The session cookie: httpOnly, SameSite=Lax, Secure and `__Host-` behind HTTPS, gone with the browser or in 12 h. */
export function cookieSessao(token: string | null, seguro: boolean): string {
  const atributos = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(seguro ? ['Secure'] : [])];
  const nome = nomeDoCookieSessao(seguro);
  return token
    ? [`${nome}=${token}`, `Max-Age=${VIDA_MAXIMA_MS / 1000}`, ...atributos].join('; ')
    : [`${nome}=`, 'Max-Age=0', ...atributos].join('; ');
}
