import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { para, quemChama } from '../../src/contracts/comum/acesso';
import { portalContract } from '../../src/contracts/portal.contract';
import { AcessoNegado, associadoAtendido, naCarteira } from '../../src/server/comum/acesso';
import type { UsuarioSessao } from '../../src/server/comum/context';
import { indiceDeRotas, rotasDe } from '../../src/server/infra/rotas';
import { associados, carteira, usuarios } from '../../src/server/db/schema/comum';
import { abrirPortal, BANCO, requisicaoCrua, type Portal } from '../support/portal';

// One helper per kind of caller (src/server/comum/acesso.ts): the associate on its own records, the
// consultant for a codSocio of its carteira (checked on the server, inside the write's transaction),
// staff on staff routes. A wrong kind of caller is a 403; a codSocio outside the carteira a 404.

async function sessaoDe(portal: Portal, email: string): Promise<UsuarioSessao> {
  const [u] = await portal.deps.database.db.select({ id: usuarios.id, email: usuarios.email, perfil: usuarios.perfil, codSocio: usuarios.codSocio })
    .from(usuarios).where(eq(usuarios.email, email));
  return { ...u!, naoAssociado: false };
}

describe(`perfis e ajudantes de acesso (${BANCO})`, () => {
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal(); });
  afterAll(async () => { await portal?.fechar(); });
  afterEach(() => { vi.restoreAllMocks(); });

  it.each([
    ['associado@exemplo.com.br', 'associado', false],
    ['nao.associado@exemplo.com.br', 'associado', false],
    ['consultor@exemplo.com.br', 'consultor', true],
    ['atendente@exemplo.com.br', 'atendente', false],
  ] as const)('/login/me de %s diz o perfil %s', async (email, perfil, consultor) => {
    const cliente = await portal.entrar(email);
    const me = await cliente.auth.me();
    expect(me).toMatchObject({ status: 200, body: { perfil, consultor } });
  });

  describe('o consultor age por um codSocio da sua carteira, conferido no servidor', () => {
    const escrever = (quem: UsuarioSessao, codSocio: string) => portal.deps.database.tx(async (tx) => {
      const { codSocio: dele } = await naCarteira(tx, quem, codSocio);
      // a write that must not happen when the check refuses
      await tx.update(carteira).set({ nomeSocio: `Visto por ${quem.id}` }).where(eq(carteira.codSocio, dele));
      return dele;
    });
    const nomeDe = async (codSocio: string) =>
      (await portal.deps.database.db.select({ nome: carteira.nomeSocio }).from(carteira).where(eq(carteira.codSocio, codSocio)))[0]?.nome;

    it('aceita um codSocio da carteira e escreve', async () => {
      const consultor = await sessaoDe(portal, 'consultor@exemplo.com.br');
      expect(await escrever(consultor, '0002001')).toBe('0002001');
      expect(await nomeDe('0002001')).toBe(`Visto por ${consultor.id}`);
    });

    it.each([
      ['de outra carteira', '0002002', true],
      ['que existe mas é de um associado sem consultor', '0001001', false],
      ['inventado', '9999999', false],
      ['forjado com SQL', "0002003' or '1'='1", false],
    ])('recusa um codSocio %s com 404, sem escrever, e registra a tentativa sem CPF', async (_, codSocio, deOutro) => {
      const consultor = await sessaoDe(portal, 'consultor@exemplo.com.br');
      if (deOutro) {
        // the same code in another consultant's carteira
        const [outro] = await portal.deps.database.db.insert(usuarios).values({
          email: `outro.${codSocio}@exemplo.com.br`, senhaHash: 'x', nome: 'Outro Consultor', cpf: '11144477735', perfil: 'consultor',
        }).returning({ id: usuarios.id });
        await portal.deps.database.db.update(carteira).set({ consultorId: outro!.id }).where(eq(carteira.codSocio, codSocio));
      }
      const antes = await nomeDe(codSocio);
      const erro = await escrever(consultor, codSocio).catch((e: unknown) => e);
      expect(erro).toBeInstanceOf(AcessoNegado);
      expect(erro).toMatchObject({ resposta: 'naoEncontrado', registro: `consultor ${consultor.id} tentou agir pelo associado ${codSocio.slice(0, 20)}` });
      expect(await nomeDe(codSocio)).toBe(antes);
    });

    it('um associado ou atendente não passa pelo ajudante do consultor (403)', async () => {
      for (const email of ['associado@exemplo.com.br', 'atendente@exemplo.com.br']) {
        const erro = await escrever(await sessaoDe(portal, email), '0002001').catch((e: unknown) => e);
        expect(erro).toMatchObject({ resposta: 'perfil' });
      }
    });
  });

  describe('associadoAtendido: por quem a chamada age, na transação da escrita (§6, issue 20)', () => {
    /** The helper, then a write for whoever it answered, in one transaction: a refusal must leave nothing written. */
    const agirPor = (quem: UsuarioSessao, pedido: { codSocio?: string } = {}) => portal.deps.database.tx(async (tx) => {
      const codSocio = await associadoAtendido(tx, quem, pedido);
      await tx.update(associados).set({ nome: `Atendido por ${quem.id}` }).where(eq(associados.codSocio, codSocio));
      return codSocio;
    });
    const nomeDe = async (codSocio: string) =>
      (await portal.deps.database.db.select({ nome: associados.nome }).from(associados).where(eq(associados.codSocio, codSocio)))[0]?.nome;
    /** A member of the demo consultant's carteira of its own, so a test may delete it. */
    async function membroNovo(consultorId: number, codSocio: string) {
      await portal.deps.database.db.insert(associados).values({ codSocio, nome: 'Membro Novo' });
      await portal.deps.database.db.insert(carteira).values({ consultorId, codSocio, nomeSocio: 'Membro Novo', email: `${codSocio}@exemplo.com.br` });
    }

    it('um associado: o codSocio da sessão, mande ou não o seu; o de outro é 404 (alheio), sem escrever', async () => {
      const associado = await sessaoDe(portal, 'associado@exemplo.com.br');
      expect(await agirPor(associado)).toBe(associado.codSocio);
      expect(await agirPor(associado, { codSocio: associado.codSocio! })).toBe(associado.codSocio);
      const antes = await nomeDe('0002001');
      const erro = await agirPor(associado, { codSocio: '0002001' }).catch((e: unknown) => e);
      expect(erro).toMatchObject({ resposta: 'alheio', registro: `associado ${associado.codSocio} tentou agir pelo associado 0002001` });
      expect(await nomeDe('0002001')).toBe(antes);
    });

    it('um consultor: o codSocio pedido, se da carteira; fora dela, ou sem codSocio, 404 sem escrever', async () => {
      const consultor = await sessaoDe(portal, 'consultor@exemplo.com.br');
      expect(await agirPor(consultor, { codSocio: '0002001' })).toBe('0002001');
      expect(await nomeDe('0002001')).toBe(`Atendido por ${consultor.id}`);
      for (const pedido of [{ codSocio: '0001001' }, { codSocio: '9999999' }, {}]) {
        const antes = await nomeDe('0001001');
        const erro = await agirPor(consultor, pedido).catch((e: unknown) => e);
        expect(erro, JSON.stringify(pedido)).toBeInstanceOf(AcessoNegado);
        expect(erro, JSON.stringify(pedido)).toMatchObject({ resposta: 'naoEncontrado' });
        expect(await nomeDe('0001001')).toBe(antes);
      }
    });

    it('o atendente: 403 (perfil), mesmo nomeando um associado', async () => {
      const atendente = await sessaoDe(portal, 'atendente@exemplo.com.br');
      for (const pedido of [{}, { codSocio: '0002001' }]) {
        expect(await agirPor(atendente, pedido).catch((e: unknown) => e)).toMatchObject({ resposta: 'perfil' });
      }
    });

    it('a linha da carteira fica travada (FOR SHARE) até o commit: quem a apaga espera, e a escrita vale', async () => {
      const consultor = await sessaoDe(portal, 'consultor@exemplo.com.br');
      const codSocio = `88${Date.now() % 100_000}`;
      await membroNovo(consultor.id, codSocio);
      const ordem: string[] = [];
      let conferiu!: () => void;
      const conferido = new Promise<void>((ok) => { conferiu = ok; });
      const escrita = portal.deps.database.tx(async (tx) => {
        const dele = await associadoAtendido(tx, consultor, { codSocio });
        conferiu();
        await new Promise((ok) => setTimeout(ok, 200));
        await tx.update(associados).set({ nome: 'Escrito na carteira' }).where(eq(associados.codSocio, dele));
        ordem.push('escrita confirmada');
      });
      await conferido;
      // on PostgreSQL another connection; on PGlite (one connection) the transaction queue makes it wait the same way
      const remocao = portal.deps.database.tx(async (tx) => {
        await tx.delete(carteira).where(eq(carteira.codSocio, codSocio));
        ordem.push('carteira apagada');
      });
      await Promise.all([escrita, remocao]);
      expect(ordem).toEqual(['escrita confirmada', 'carteira apagada']);
      expect(await nomeDe(codSocio)).toBe('Escrito na carteira');
      // and now outside the carteira: refused
      expect(await agirPor(consultor, { codSocio }).catch((e: unknown) => e)).toMatchObject({ resposta: 'naoEncontrado' });
    });
  });

  describe('quem chama cada rota: metadata do contrato, conferida antes de ler o corpo (issue 19)', () => {
    it('toda rota do portal diz quem a chama', () => {
      const semDono = rotasDe(portalContract).filter((r) => !quemChama(r.metadata)).map((r) => `${r.method} ${r.path}`);
      expect(semDono).toEqual([]);
      expect(quemChama(portalContract.auth.login.metadata)).toEqual({ publica: true });
      expect(quemChama(portalContract.atendimento.atualizarChamadoAtendimento.metadata)).toEqual({ perfis: ['atendente'] });
    });

    it('o servidor não sobe com uma rota sem dono, nem com um caminho fixo que um :param também casa', () => {
      const rota = { method: 'POST', path: '/api/X/Y', body: z.object({}), responses: {} } as const;
      expect(() => indiceDeRotas([rota])).toThrow('POST /api/X/Y: a rota não diz quem a chama (metadata)');
      const comDono = { ...rota, metadata: para('associado') };
      expect(() => indiceDeRotas([comDono, { ...comDono, path: '/api/:produto/Y' }])).toThrow('POST /api/X/Y também casa com /api/:produto/Y');
      const achar = indiceDeRotas([comDono]);
      expect([achar('POST', '/api/X/Y'), achar('POST', '/api/X/Y/'), achar('GET', '/api/X/Y'), achar('POST', '/api/X/y')]).toEqual([comDono, comDono, undefined, undefined]);
    });

    it.each([
      ['um associado', 'associado@exemplo.com.br', '/api/Atendimento/AtualizarChamado'],
      ['um consultor', 'consultor@exemplo.com.br', '/api/Conciliador/IncluirSpcConciliador'],
      ['o atendente', 'atendente@exemplo.com.br', '/api/Agenda/SimularReserva'],
    ])('%s num POST de outro perfil: 403, sem nomear campos, por maior ou pior que seja o corpo', async (_, email, caminho) => {
      const { cookie } = await portal.entrar(email);
      for (const corpo of [{}, { chamadoId: 'x', operadorasId: Array(100_000).fill('x') }, '{não é json']) {
        const r = await requisicaoCrua(portal, 'POST', caminho, { cookie, corpo });
        expect({ status: r.status, body: r.body }).toEqual({ status: 403, body: { mensagem: 'Você não tem acesso a esta função.' } });
      }
    });

    it('um caminho que nenhuma rota nomeia não chega ao ts-rest: 404', async () => {
      const { cookie } = await portal.entrar('associado@exemplo.com.br');
      for (const [metodo, caminho] of [['POST', '/api/Conciliador/Nada'], ['GET', '/api/Conciliador/IncluirSpcConciliador'], ['HEAD', '/api/Atendimento/ConsultarChamados']]) {
        const r = await requisicaoCrua(portal, metodo!, caminho!, { cookie });
        expect(r.status, `${metodo} ${caminho}`).toBe(metodo === 'HEAD' ? 403 : 404);
      }
    });
  });

  it('pela API: a recusa de perfil é 403 e vai para o log como "perfil id tentou…", sem nome nem CPF', async () => {
    process.env.LOG = '1';
    const linhas: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((c: string | Uint8Array) => { linhas.push(String(c)); return true; });
    try {
      const { cookie } = await portal.entrar('atendente@exemplo.com.br');
      const r = await requisicaoCrua(portal, 'GET', '/api/Clube/ConsultarClubeVantagens', { cookie });
      expect({ status: r.status, body: r.body }).toEqual({ status: 403, body: { mensagem: 'Você não tem acesso a esta função.' } });
    } finally {
      delete process.env.LOG;
    }
    const atendente = await sessaoDe(portal, 'atendente@exemplo.com.br');
    expect(linhas.join('')).toContain(`acesso negado: atendente ${atendente.id} tentou uma rota de associado`);
    expect(linhas.join('')).not.toMatch(/Fábio|71428793860/);
  });
});
