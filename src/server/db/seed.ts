import { count, inArray } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { hashSenha } from '../comum/auth';
import type { Dependencias } from '../comum/context';
import { modulosDoServidor } from '../produtos';
import { associados, usuarios } from './schema/comum';

export const SENHA_DEMO = 'portal123';

/** The demo logins of the README, each in the state its e-mail names. */
export const USUARIOS_DEMO = [
  { email: 'associado@exemplo.com.br', descricao: 'associado, clube não adquirido' },
  { email: 'clube.termo@exemplo.com.br', descricao: 'clube adquirido, termo não assinado' },
  { email: 'clube.ativo@exemplo.com.br', descricao: 'clube ativo com termo assinado, oferta de retenção disponível' },
  { email: 'nao.associado@exemplo.com.br', descricao: 'não associado (naoAssociado)' },
  { email: 'consultor@exemplo.com.br', descricao: 'consultor com associados em todas as etapas da carteira' },
  { email: 'consultor2@exemplo.com.br', descricao: 'outro consultor, com um associado só seu (fora da carteira do primeiro)' },
  { email: 'atendente@exemplo.com.br', descricao: 'atendente da associação (equipe: chamados em /atendimento)' },
  { email: 'saude@exemplo.com.br', descricao: 'CDL Saúde: famílias em cada situação da lista de vidas (§4), duas páginas em andamento' },
] as const;

/**
 * The products' catalogues (each module's `semente.catalogo`, src/server/produtos.ts), written where missing at every
 * start, production included: they are no one's login.
 */
export async function semearCatalogos(deps: Dependencias): Promise<void> {
  for (const { semente } of modulosDoServidor) {
    const catalogo = semente?.catalogo;
    if (catalogo) await deps.database.tx((tx) => catalogo(tx));
  }
}

/** The demo logins that still open with SENHA_DEMO (argon2 verify of each of USUARIOS_DEMO present). */
export async function loginsDemoAbertos(deps: Dependencias): Promise<string[]> {
  const linhas = await deps.database.db.select({ email: usuarios.email, senhaHash: usuarios.senhaHash }).from(usuarios)
    .where(inArray(usuarios.email, USUARIOS_DEMO.map((u) => u.email)));
  const abertos: string[] = [];
  for (const l of linhas) if (await verify(l.senhaHash, SENHA_DEMO).catch(() => false)) abertos.push(l.email);
  return abertos.sort();
}

/** Why a production start stops: the demo logins found, and how to close them (the SQL to run, then start again). */
export function recusaDeLoginsDemo(emails: readonly string[]): string {
  const lista = emails.map((e) => `'${e}'`).join(', ');
  return [
    `NODE_ENV=production e o banco tem login de demonstração com a senha de demonstração (${SENHA_DEMO}): ${emails.join(', ')}.`,
    'O portal não inicia assim. Remova esses logins, ou anule a senha e as sessões deles (eles ficam nos registros, sem poder entrar):',
    `  DELETE FROM sessoes WHERE usuario_id IN (SELECT id FROM usuarios WHERE email IN (${lista}));`,
    `  UPDATE usuarios SET senha_hash = 'removido' WHERE email IN (${lista});`,
    'e inicie de novo.',
  ].join('\n');
}

/**
 * What a start does to the database before it serves (issue 26): the catalogues always; under NODE_ENV=production no
 * demo user is ever created, and a demo login that still opens with the demo password stops the start (the message
 * says how to close it); elsewhere the demo users are seeded into an empty database (the README's `npm start`).
 * Returns whether demo users were created.
 */
export async function prepararBanco(deps: Dependencias, producao: boolean): Promise<boolean> {
  if (!producao) return semearDemo(deps);
  await semearCatalogos(deps);
  const abertos = await loginsDemoAbertos(deps);
  if (abertos.length) throw new LoginDemoEmProducao(abertos);
  return false;
}

export class LoginDemoEmProducao extends Error {
  constructor(readonly emails: readonly string[]) {
    super(recusaDeLoginsDemo(emails));
  }
}

/** Seeds the demo users once (and the catalogues): on a database that already has users it does nothing. Never in production (prepararBanco). */
export async function semearDemo(deps: Dependencias): Promise<boolean> {
  const { db } = deps.database;
  await semearCatalogos(deps);
  const [existentes] = await db.select({ n: count() }).from(usuarios);
  if ((existentes?.n ?? 0) > 0) return false;
  const senhaHash = await hashSenha(SENHA_DEMO, deps.kdf);
  const agora = deps.relogio();
  await deps.database.tx(async (tx) => {
    const pessoa = (email: string, nome: string, cpf: string, extra: Partial<typeof usuarios.$inferInsert> = {}) =>
      tx.insert(usuarios).values({
        email, senhaHash, nome, cpf, dataNascimento: '1985-06-15', mae: 'Maria da Silva', cep: '30130010',
        telefone: '31987654321', numero: '100', complemento: 'Sala 1', ...extra,
      }).returning({ id: usuarios.id }).then((r) => r[0]!.id);
    // the associates (member companies) first: products' records belong to them, logins belong to one
    await tx.insert(associados).values([
      { codSocio: '0001001', nome: 'Ana Associada' },
      { codSocio: '0001002', nome: 'Bruno do Clube' },
      { codSocio: '0001003', nome: 'Carla Clube Ativo' },
      { codSocio: 'NA0000001', nome: 'Davi Não Associado', naoAssociado: true },
    ]);
    const ids: Record<string, number> = {
      'associado@exemplo.com.br': await pessoa('associado@exemplo.com.br', 'Ana Associada', '52998224725', { codSocio: '0001001' }),
      'clube.termo@exemplo.com.br': await pessoa('clube.termo@exemplo.com.br', 'Bruno do Clube', '39053344705', { codSocio: '0001002' }),
      'clube.ativo@exemplo.com.br': await pessoa('clube.ativo@exemplo.com.br', 'Carla Clube Ativo', '11144477735', { codSocio: '0001003' }),
      'nao.associado@exemplo.com.br': await pessoa('nao.associado@exemplo.com.br', 'Davi Não Associado', '15350946056', { codSocio: 'NA0000001' }),
      'consultor@exemplo.com.br': await pessoa('consultor@exemplo.com.br', 'Elisa Consultora', '86288366757', { perfil: 'consultor' }),
      'consultor2@exemplo.com.br': await pessoa('consultor2@exemplo.com.br', 'Gustavo Consultor', '39053344705', { perfil: 'consultor' }),
      'atendente@exemplo.com.br': await pessoa('atendente@exemplo.com.br', 'Fábio Atendente', '71428793860', { perfil: 'atendente' }),
    };
    // each product's demo data (its module's `semente.demo`), in the list's order
    for (const { semente } of modulosDoServidor) await semente?.demo?.(tx, { usuarios: ids, senhaHash, agora });
  });
  return true;
}
