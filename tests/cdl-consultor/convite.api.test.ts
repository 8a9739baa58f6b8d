import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { etapaDoMembro, nomeDoPacote } from '../../src/domain/cdl-consultor/carteira';
import { mensagensConvite, NOME_PDF_TERMO_USO } from '../../src/domain/cdl-consultor/convite';
import { mensagensSenhaNova } from '../../src/domain/comum/senha';
import { textosKit } from '../../src/domain/comum/textos';
import { SUBSTITUTO } from '../../src/server/comum/pdf-texto';
import { criarConvite, VALIDADE_CONVITE_MS, type FinalidadeConvite } from '../../src/server/cdl-consultor/convites';
import { TERMO_USO } from '../../src/server/cdl-consultor/termo';
import { hashSenha, LIMITE_FALHAS_CONTA, mensagensAuth } from '../../src/server/comum/auth';
import { aceitesTermoUso, convites } from '../../src/server/db/schema/cdl-consultor';
import { associados, carteira, outbox, sessoes, tentativasLogin, usuarios } from '../../src/server/db/schema/comum';
import { conviteContract } from '../../src/contracts/cdl-consultor.contract';
import { rotasDe } from '../../src/server/infra/rotas';
import { corposHostis } from '../comum/corpos-hostis';
import { textoDoPdf } from '../support/pdf';
import { novoAssociadoCorpo, novoConsultor } from './apoio';
import {
  abrirPortal, BANCO, entrarCru, fotografia, novoAssociado, relogioManual, requisicaoCrua, type Portal,
} from '../support/portal';

// The invited company's side (issue 21 step 3): public calls, without a session, named by the e-mail's token.

const INICIO = '2026-11-27T15:00:00Z';
const SENHA = 'nova senha do convite';
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const corrido = (pdf: Buffer) => textoDoPdf(pdf).replace(/\s+/g, ' ');
const TOKEN_QUALQUER = () => randomBytes(32).toString('base64url');

describe(`Convite: a página pública do convidado (${BANCO})`, () => {
  let portal: Portal;
  let consultorId: number;
  const relogio = relogioManual(INICIO);
  beforeAll(async () => {
    portal = await abrirPortal({ relogio: relogio.relogio });
    const [c] = await db().select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'consultor@exemplo.com.br'));
    consultorId = c!.id;
  });
  afterAll(async () => { await portal?.fechar(); });
  beforeEach(() => { relogio.definir(INICIO); });

  const db = () => portal.deps.database.db;
  const publico = () => portal.cliente().convite;

  /** A carteira row of the demo consultant (or `de`) and its link, as EnviarEmailFuturoAssociado makes them. */
  async function convidar(o: { finalidade?: FinalidadeConvite; email?: string; codSocio?: string; de?: number; nomeSocio?: string } = {}) {
    const email = o.email ?? `convidada.${randomUUID().slice(0, 8)}@empresa.com.br`;
    return portal.deps.database.tx(async (tx) => {
      const [linha] = await tx.insert(carteira).values({
        consultorId: o.de ?? consultorId, email, codSocio: o.codSocio ?? null, nomeSocio: o.nomeSocio ?? null,
        aceiteTermoUso: o.codSocio !== undefined, aceiteContrato: o.codSocio !== undefined,
      }).returning({ id: carteira.id });
      const token = await criarConvite(tx, { carteiraId: linha!.id, finalidade: o.finalidade ?? 'filiacao', enviadoPor: o.de ?? consultorId, agora: relogio.relogio() });
      return { token, email, carteiraId: linha!.id };
    });
  }
  /** A link for an existing carteira row. */
  const novoLink = (carteiraId: number, finalidade: FinalidadeConvite) =>
    portal.deps.database.tx((tx) => criarConvite(tx, { carteiraId, finalidade, enviadoPor: consultorId, agora: relogio.relogio() }));
  const aceite = (token: string, extra: Record<string, unknown> = {}) => ({
    token, dtVersao: TERMO_USO.versao, browserData: 'Mozilla/5.0 Teste/1.0', aceito: true as const, senha: SENHA, confirmacao: SENHA, ...extra,
  });
  const linhaDe = async (carteiraId: number) => (await db().select().from(carteira).where(eq(carteira.id, carteiraId)))[0]!;

  describe('ConsultarConvite', () => {
    it('um convite de filiação: e-mail, consultor e o Termo de Uso vigente com as linhas de identificação', async () => {
      const { token, email } = await convidar();
      const r = await publico().consultarConvite({ body: { token } });
      expect(r.status).toBe(200);
      if (r.status !== 200) return;
      expect(r.body).toMatchObject({ finalidade: 'filiacao', email, nomeConsultor: 'Elisa Consultora', nomeAssociado: null });
      expect(r.body.termo).toEqual({
        titulo: 'Termo de Uso do Portal do Associado', dtVersao: TERMO_USO.versao, clausulas: [...TERMO_USO.clausulas],
        identificacao: [`E-mail do associado: ${email}`, 'Consultor: Elisa Consultora'],
      });
    });

    it('um link de senha (Enviar Login): sem termo, com o nome do associado', async () => {
      const { token } = await convidar({ finalidade: 'senha', codSocio: (await novoAssociado(portal, 'Empresa Cadastrada Ltda')).codSocio, nomeSocio: 'Empresa Cadastrada Ltda' });
      const r = await publico().consultarConvite({ body: { token } });
      expect(r).toMatchObject({ status: 200, body: { finalidade: 'senha', nomeAssociado: 'Empresa Cadastrada Ltda', termo: null } });
    });

    it('desconhecido: 404; fora do formato: 400 — nunca 401 sem sessão', async () => {
      expect(await publico().consultarConvite({ body: { token: TOKEN_QUALQUER() } })).toMatchObject({ status: 404, body: { mensagem: mensagensConvite.desconhecido } });
      expect(await publico().consultarConvite({ body: { token: 'abc' } })).toMatchObject({ status: 400, body: { mensagem: 'Link inválido.' } });
      const cru = await requisicaoCrua(portal, 'POST', '/api/Convite/Consultar', { corpo: { token: `${'a'.repeat(43)}'; drop table convites; --` } });
      expect(cru).toMatchObject({ status: 400, body: { mensagem: 'Link inválido.' } });
    });

    it('vale 7 dias: 1 ms antes, 200; 7 dias e 1 ms depois, 410 expirado', async () => {
      const { token } = await convidar();
      relogio.avancar(VALIDADE_CONVITE_MS - 1);
      expect((await publico().consultarConvite({ body: { token } })).status).toBe(200);
      relogio.avancar(2);
      expect(await publico().consultarConvite({ body: { token } })).toMatchObject({ status: 410, body: { mensagem: mensagensConvite.expirado } });
      expect(await publico().aceitarConvite({ body: aceite(token) })).toMatchObject({ status: 410, body: { mensagem: mensagensConvite.expirado } });
      expect(await publico().termoConvite({ body: { token } })).toMatchObject({ status: 410 });
    });

    it('com a sessão de outra pessoa no navegador, a rota pública responde do mesmo jeito', async () => {
      const { token, email } = await convidar();
      const atendente = await portal.entrar('atendente@exemplo.com.br');
      expect(await atendente.convite.consultarConvite({ body: { token } })).toMatchObject({ status: 200, body: { email } });
    });
  });

  describe('TermoConvite', () => {
    it('o PDF do termo com o e-mail e um consultor de nome Unicode desenhados', async () => {
      const [outro] = await db().insert(usuarios).values({
        email: `consultor.${randomUUID().slice(0, 8)}@exemplo.com.br`, senhaHash: await hashSenha('x', portal.deps.kdf),
        nome: 'Nguyễn Łukasz 李 😀', cpf: '86288366757', perfil: 'consultor',
      }).returning({ id: usuarios.id });
      const { token, email } = await convidar({ de: outro!.id });
      const r = await publico().termoConvite({ body: { token } });
      expect(r.status).toBe(200);
      if (r.status !== 200) return;
      expect(r.body.file.fileDownloadName).toBe(NOME_PDF_TERMO_USO);
      const texto = corrido(Buffer.from(r.body.file.fileContents, 'base64'));
      expect(texto).toContain(`E-mail do associado: ${email}`);
      expect(texto).toContain('Consultor: Nguyễn Łukasz');
      expect(texto).toContain(`Consultor: Nguyễn Łukasz ${SUBSTITUTO}`);
      expect(texto).toContain('Termo de Uso do Portal do Associado');
      const c = await publico().consultarConvite({ body: { token } });
      expect(c).toMatchObject({ status: 200, body: { nomeConsultor: 'Nguyễn Łukasz 李 😀' } });
    });

    it('um link de senha não tem termo: 404', async () => {
      const { token } = await convidar({ finalidade: 'senha', codSocio: (await novoAssociado(portal)).codSocio });
      expect(await publico().termoConvite({ body: { token } })).toMatchObject({ status: 404, body: { mensagem: mensagensConvite.desconhecido } });
    });
  });

  describe('AceitarConvite', () => {
    it('registra o aceite (relógio do servidor, IP da requisição, SHA-256 do PDF mostrado), guarda a senha e o membro vai a Cadastro', async () => {
      const { token, carteiraId } = await convidar();
      const termo = await publico().termoConvite({ body: { token } });
      if (termo.status !== 200) throw new Error(String(termo.status));
      relogio.avancar(5 * 60_000);
      const r = await publico().aceitarConvite({ body: { ...aceite(token), dtAceite: '1999-01-01T00:00:00.000Z', ipOrigem: '203.0.113.66' } as never });
      expect(r).toEqual({ status: 200, body: { mensagem: mensagensConvite.termoAceito }, headers: expect.anything() });
      const [a] = await db().select().from(aceitesTermoUso).where(eq(aceitesTermoUso.carteiraId, carteiraId));
      expect(a).toMatchObject({
        dtVersao: TERMO_USO.versao, dtAceite: new Date(new Date(INICIO).getTime() + 5 * 60_000), ipOrigem: '127.0.0.1',
        browserData: 'Mozilla/5.0 Teste/1.0', pdfSha256: sha256(Buffer.from(termo.body.file.fileContents, 'base64')),
      });
      const linha = await linhaDe(carteiraId);
      expect(linha.aceiteTermoUso).toBe(true);
      expect(await verify(linha.senhaPendente!, SENHA)).toBe(true);
      expect(etapaDoMembro({ ...linha, chamadoDocumentacao: null }).etapa).toBe('Cadastro');
      const [c] = await db().select().from(convites).where(eq(convites.carteiraId, carteiraId));
      expect(c!.usadoEm).toEqual(new Date(new Date(INICIO).getTime() + 5 * 60_000));
      // used: the page says so (issue 27: and what comes next, the company not registered yet), and a second acceptance is refused
      expect(await publico().consultarConvite({ body: { token } })).toMatchObject({ status: 410, body: { mensagem: mensagensConvite.usadoCadastroEmAndamento } });
      expect(await publico().aceitarConvite({ body: aceite(token) })).toMatchObject({ status: 410, body: { mensagem: mensagensConvite.usadoCadastroEmAndamento } });
    });

    it.each([
      ['senha curta', { senha: 'curta', confirmacao: 'curta' }, mensagensSenhaNova.curta],
      ['senhas diferentes', { confirmacao: 'outra senha qualquer' }, mensagensSenhaNova.diferentes],
      ['senha longa demais', { senha: 'x'.repeat(201), confirmacao: 'x'.repeat(201) }, mensagensSenhaNova.longa],
      ['aceite não marcado', { aceito: false }, textosKit.marqueOAceite],
      ['token fora do formato', { token: 'nao-e-um-token' }, 'Link inválido.'],
      ['sem versão', { dtVersao: '' }, 'Informe a versão do termo.'],
    ])('400 (%s): a mensagem, nada gravado', async (_, extra, mensagem) => {
      const { token } = await convidar();
      const antes = await fotografia(portal);
      expect(await publico().aceitarConvite({ body: aceite(token, extra) })).toMatchObject({ status: 400, body: { mensagem } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('409 com versão antiga do termo; nada gravado, o link continua valendo', async () => {
      const { token } = await convidar();
      const antes = await fotografia(portal);
      expect(await publico().aceitarConvite({ body: aceite(token, { dtVersao: '2020-01-01' }) }))
        .toMatchObject({ status: 409, body: { mensagem: textosKit.termoDesatualizado } });
      expect(await fotografia(portal)).toEqual(antes);
      expect((await publico().aceitarConvite({ body: aceite(token) })).status).toBe(200);
    });

    it('um link de senha não aceita termo (404) e um de filiação não define senha (404); nada gravado', async () => {
      const { codSocio } = await novoAssociado(portal);
      const senha = await convidar({ finalidade: 'senha', codSocio });
      const filiacao = await convidar();
      const antes = await fotografia(portal);
      expect(await publico().aceitarConvite({ body: aceite(senha.token) })).toMatchObject({ status: 404, body: { mensagem: mensagensConvite.desconhecido } });
      expect(await publico().definirSenha({ body: { token: filiacao.token, senha: SENHA, confirmacao: SENHA } }))
        .toMatchObject({ status: 404, body: { mensagem: mensagensConvite.desconhecido } });
      expect(await publico().aceitarConvite({ body: aceite(TOKEN_QUALQUER()) })).toMatchObject({ status: 404 });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('o e-mail virou login por outro caminho: 409, nada gravado', async () => {
      const { email } = await novoAssociado(portal);
      const { token } = await convidar({ email: `x${email}` });
      await db().update(carteira).set({ email }).where(eq(carteira.email, `x${email}`));
      const antes = await fotografia(portal);
      expect(await publico().aceitarConvite({ body: aceite(token) })).toMatchObject({ status: 409, body: { mensagem: mensagensConvite.emailJaTemLogin } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('dois aceites do mesmo link ao mesmo tempo: um 200, o outro 410; um só aceite', async () => {
      const { token, carteiraId } = await convidar();
      const rs = await Promise.all([publico().aceitarConvite({ body: aceite(token) }), publico().aceitarConvite({ body: aceite(token) })]);
      expect(rs.map((r) => r.status).sort()).toEqual([200, 410]);
      expect(await db().select().from(aceitesTermoUso).where(eq(aceitesTermoUso.carteiraId, carteiraId))).toHaveLength(1);
    });

    it('já cadastrado antes do aceite: a senha vai direto para o login do associado', async () => {
      const codSocio = `C${randomUUID().slice(0, 6)}`;
      await db().insert(associados).values({ codSocio, nome: 'Empresa Já Cadastrada', documento: null });
      const { token, carteiraId, email } = await convidar({ codSocio });
      await db().update(carteira).set({ aceiteTermoUso: false }).where(eq(carteira.id, carteiraId));
      expect((await publico().aceitarConvite({ body: aceite(token) })).status).toBe(200);
      expect((await linhaDe(carteiraId)).senhaPendente).toBeNull();
      expect((await entrarCru(portal, email, SENHA)).status).toBe(200);
    });
  });

  describe('DefinirSenha (Enviar Login)', () => {
    it('cria o login de um membro cadastrado sem login; ele entra com a nova senha', async () => {
      const [membro] = await db().select().from(carteira).where(eq(carteira.email, 'ativo@exemplo.com.br'));
      const token = await novoLink(membro!.id, 'senha');
      expect(await publico().definirSenha({ body: { token, senha: SENHA, confirmacao: SENHA } }))
        .toMatchObject({ status: 200, body: { mensagem: mensagensConvite.senhaCriada } });
      const [login] = await db().select().from(usuarios).where(eq(usuarios.email, 'ativo@exemplo.com.br'));
      expect(login).toMatchObject({ perfil: 'associado', codSocio: '0002003' });
      expect((await entrarCru(portal, 'ativo@exemplo.com.br', SENHA)).status).toBe(200);
      expect(await publico().definirSenha({ body: { token, senha: SENHA, confirmacao: SENHA } })).toMatchObject({ status: 410 });
    });

    it('troca a senha de um login existente e encerra as sessões dele', async () => {
      const { codSocio, email, cookie } = await novoAssociado(portal);
      const { carteiraId } = await convidar({ email: `y${email}`, codSocio });
      await db().update(carteira).set({ email }).where(eq(carteira.id, carteiraId));
      const token = await novoLink(carteiraId, 'senha');
      expect((await requisicaoCrua(portal, 'GET', '/login/me', { cookie })).status).toBe(200);
      expect((await publico().definirSenha({ body: { token, senha: SENHA, confirmacao: SENHA } })).status).toBe(200);
      expect((await requisicaoCrua(portal, 'GET', '/login/me', { cookie })).status).toBe(401);
      expect(await db().select().from(sessoes).innerJoin(usuarios, eq(usuarios.id, sessoes.usuarioId)).where(eq(usuarios.email, email))).toHaveLength(0);
      expect((await entrarCru(portal, email, SENHA)).status).toBe(200);
    });

    it('nunca toma o login de outra pessoa: o e-mail da linha é de outro associado → 404, nada gravado', async () => {
      const alheio = await novoAssociado(portal);
      const { codSocio } = await novoAssociado(portal);
      const { carteiraId } = await convidar({ email: `z${alheio.email}`, codSocio });
      await db().update(carteira).set({ email: alheio.email }).where(eq(carteira.id, carteiraId));
      const token = await novoLink(carteiraId, 'senha');
      const antes = await fotografia(portal);
      expect(await publico().definirSenha({ body: { token, senha: SENHA, confirmacao: SENHA } })).toMatchObject({ status: 404 });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('um link novo encerra os abertos da linha: o mais antigo não define senha (410 expirado)', async () => {
      const { codSocio, email } = await novoAssociado(portal);
      const { carteiraId } = await convidar({ email: `w${email}`, codSocio });
      await db().update(carteira).set({ email }).where(eq(carteira.id, carteiraId));
      const antigo = await novoLink(carteiraId, 'senha');
      const novo = await novoLink(carteiraId, 'senha');
      expect(await publico().definirSenha({ body: { token: antigo, senha: SENHA, confirmacao: SENHA } }))
        .toMatchObject({ status: 410, body: { mensagem: mensagensConvite.expirado } });
      expect((await publico().definirSenha({ body: { token: novo, senha: SENHA, confirmacao: SENHA } })).status).toBe(200);
      expect((await entrarCru(portal, email, SENHA)).status).toBe(200);
    });

    it('usar um link encerra os outros abertos da linha (dois abertos de antes da issue 26): nenhuma segunda senha', async () => {
      const { codSocio, email } = await novoAssociado(portal);
      const { carteiraId } = await convidar({ email: `v${email}`, codSocio });
      await db().update(carteira).set({ email }).where(eq(carteira.id, carteiraId));
      // two links open at once, as criarConvite no longer leaves them: written straight to the table
      const [antigo, novo] = [TOKEN_QUALQUER(), TOKEN_QUALQUER()];
      const agora = relogio.relogio();
      for (const token of [antigo, novo]) {
        await db().insert(convites).values({
          carteiraId, finalidade: 'senha', tokenSha256: createHash('sha256').update(token).digest('hex'), enviadoPor: consultorId,
          criadoEm: agora, expiraEm: new Date(agora.getTime() + VALIDADE_CONVITE_MS),
        });
      }
      expect((await publico().definirSenha({ body: { token: novo, senha: SENHA, confirmacao: SENHA } })).status).toBe(200);
      const outra = 'segunda senha do link velho';
      expect(await publico().definirSenha({ body: { token: antigo, senha: outra, confirmacao: outra } }))
        .toMatchObject({ status: 410, body: { mensagem: mensagensConvite.expirado } });
      expect((await entrarCru(portal, email, outra)).status).toBe(401);
      expect((await entrarCru(portal, email, SENHA)).status).toBe(200);
    });

    it('membro ainda não cadastrado: 404; 400 para senha curta; nada gravado', async () => {
      const { carteiraId } = await convidar();
      const token = await novoLink(carteiraId, 'senha');
      const antes = await fotografia(portal);
      expect(await publico().definirSenha({ body: { token, senha: SENHA, confirmacao: SENHA } })).toMatchObject({ status: 404 });
      expect(await publico().definirSenha({ body: { token, senha: 'curta', confirmacao: 'curta' } }))
        .toMatchObject({ status: 400, body: { mensagem: mensagensSenhaNova.curta } });
      expect(await fotografia(portal)).toEqual(antes);
    });
  });

  describe("o login antes do cadastro (issue 27): 'cadastro em andamento' só para a senha certa", () => {
    const falhasDe = async (email: string) => (await db().select({ n: count() }).from(tentativasLogin)
      .where(and(eq(tentativasLogin.email, email), eq(tentativasLogin.sucesso, false))))[0]!.n;

    it('a senha do convite: 403 com a frase, sem sessão; a errada: a mesma resposta de um e-mail desconhecido, e conta', async () => {
      const { token, email } = await convidar();
      expect((await publico().aceitarConvite({ body: aceite(token) })).status).toBe(200);

      const certa = await entrarCru(portal, email, SENHA);
      expect(certa).toMatchObject({ status: 403, body: { mensagem: mensagensAuth.cadastroEmAndamento }, setCookie: null });
      expect(await falhasDe(email)).toBe(0); // the right password is no failed guess

      const errada = await entrarCru(portal, email, 'outra senha qualquer');
      const desconhecido = await entrarCru(portal, `ninguem.${randomUUID().slice(0, 8)}@empresa.com.br`, 'outra senha qualquer');
      expect([errada.status, errada.body]).toEqual([401, { mensagem: mensagensAuth.credenciaisInvalidas }]);
      expect([errada.status, errada.body]).toEqual([desconhecido.status, desconhecido.body]);
      expect(errada.setCookie).toBeNull();
      expect(await falhasDe(email)).toBe(1);
      expect(await db().select().from(usuarios).where(eq(usuarios.email, email))).toEqual([]);
    });

    it('convidado sem aceite (sem senha): a senha que for, 401 como um e-mail desconhecido', async () => {
      const { email } = await convidar();
      expect(await entrarCru(portal, email, SENHA)).toMatchObject({ status: 401, body: { mensagem: mensagensAuth.credenciaisInvalidas } });
    });

    it('os limites de login contam: passado o limite, nem a senha certa diz que o cadastro está em andamento (429)', async () => {
      const { token, email } = await convidar();
      expect((await publico().aceitarConvite({ body: aceite(token) })).status).toBe(200);
      await db().insert(tentativasLogin).values(Array.from({ length: LIMITE_FALHAS_CONTA - 1 }, () => ({
        email, ip: '198.51.100.40', sucesso: false, em: relogio.relogio(),
      })));
      expect((await entrarCru(portal, email, 'mais uma errada')).status).toBe(401);
      expect(await falhasDe(email)).toBe(LIMITE_FALHAS_CONTA);
      expect(await entrarCru(portal, email, SENHA)).toMatchObject({ status: 429, body: { mensagem: mensagensAuth.muitasTentativas } });
    });

    it('depois do cadastro, a mesma senha entra (200) e a empresa recebe o e-mail com o pacote e o caminho do login', async () => {
      const consultor = await novoConsultor(portal, 'Łukasz Consultor');
      const email = `cadastro.${randomUUID().slice(0, 8)}@empresa.com.br`;
      expect((await consultor.cliente.consultor.enviarEmailFuturoAssociado({ query: { email } })).status).toBe(200);
      const [convite] = await db().select().from(outbox).where(eq(outbox.para, email));
      const token = convite!.corpo.match(/\/convite#([A-Za-z0-9_-]{43})/)![1]!;
      expect((await publico().aceitarConvite({ body: aceite(token) })).status).toBe(200);
      expect((await entrarCru(portal, email, SENHA)).status).toBe(403);
      const corpo = novoAssociadoCorpo(email);
      expect((await consultor.cliente.consultor.cadastrarAssociado({ body: corpo })).status).toBe(200);
      const emails = await db().select().from(outbox).where(and(eq(outbox.para, email), eq(outbox.assunto, 'Seu cadastro no Portal do Associado foi concluído')));
      expect(emails).toHaveLength(1);
      expect(emails[0]!.corpo).toContain(`Pacote escolhido: ${nomeDoPacote(corpo.codpacote)}.`);
      expect(emails[0]!.corpo).toContain('Łukasz Consultor');
      expect(emails[0]!.corpo).toMatch(/https?:\/\/[^\s]+\/login\n/);
      expect(emails[0]!.corpo).not.toContain(SENHA);
      expect((await entrarCru(portal, email, SENHA)).status).toBe(200);
    });
  });

  describe('a jornada pela API: convite, aceite, cadastro, login', () => {
    const tokenDoEmail = async (para: string) => {
      const [email] = await db().select().from(outbox).where(eq(outbox.para, para));
      return email!.corpo.match(/\/convite#([A-Za-z0-9_-]{43})/)![1]!;
    };

    it('o consultor convida, a empresa aceita e cria a senha, o consultor cadastra: a empresa entra com a senha que criou', async () => {
      const consultor = await novoConsultor(portal, 'Łukasz Consultor');
      const email = `jornada.${randomUUID().slice(0, 8)}@empresa.com.br`;
      expect((await consultor.cliente.consultor.enviarEmailFuturoAssociado({ query: { email } })).status).toBe(200);
      const token = await tokenDoEmail(email);
      expect(await publico().consultarConvite({ body: { token } })).toMatchObject({ status: 200, body: { email, nomeConsultor: 'Łukasz Consultor' } });
      expect((await entrarCru(portal, email, SENHA)).status).toBe(401);
      expect((await publico().aceitarConvite({ body: aceite(token) })).status).toBe(200);
      expect((await entrarCru(portal, email, SENHA)).status).toBe(403); // not a login until registered: 'cadastro em andamento'
      const cadastro = await consultor.cliente.consultor.cadastrarAssociado({ body: novoAssociadoCorpo(email) });
      expect(cadastro.status).toBe(200);
      expect((await entrarCru(portal, email, SENHA)).status).toBe(200);
    });

    it("'Enviar Login' do consultor: o link troca a senha do associado cadastrado", async () => {
      const consultor = await novoConsultor(portal);
      const email = `credenciais.${randomUUID().slice(0, 8)}@empresa.com.br`;
      await consultor.cliente.consultor.enviarEmailFuturoAssociado({ query: { email } });
      await publico().aceitarConvite({ body: aceite(await tokenDoEmail(email)) });
      const cadastro = await consultor.cliente.consultor.cadastrarAssociado({ body: novoAssociadoCorpo(email) });
      if (cadastro.status !== 200) throw new Error(String(cadastro.status));
      await db().delete(outbox).where(eq(outbox.para, email));
      expect((await consultor.cliente.consultor.enviarEmailCredenciaisAssociado({ query: { codSocio: cadastro.body.codSocio } })).status).toBe(200);
      const outra = 'outra senha escolhida';
      expect((await publico().definirSenha({ body: { token: await tokenDoEmail(email), senha: outra, confirmacao: outra } })).status).toBe(200);
      expect((await entrarCru(portal, email, SENHA)).status).toBe(401);
      expect((await entrarCru(portal, email, outra)).status).toBe(200);
    });
  });

  describe('corpos hostis nas rotas públicas', () => {
    const casos = rotasDe(conviteContract).flatMap((rota) => corposHostis(rota).map(([nome, corpo]) => [`${rota.path} (${nome})`, rota.path, corpo] as const));
    it.each(casos)('%s: recusado com uma mensagem, nunca 5xx, nada gravado', async (_, caminho, corpo) => {
      const antes = await fotografia(portal);
      const r = await fetch(`${portal.url}${caminho}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: corpo });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(((await r.json()) as { mensagem: string }).mensagem).toBeTruthy();
      expect(await fotografia(portal)).toEqual(antes);
    });
  });

  describe('o token não vai para o log', () => {
    const lig = process.env.LOG;
    afterEach(() => {
      vi.restoreAllMocks();
      if (lig === undefined) delete process.env.LOG; else process.env.LOG = lig;
    });

    it('nem em chamadas válidas, recusadas, quebradas ou que falham no servidor', async () => {
      process.env.LOG = '1';
      const escritas: string[] = [];
      vi.spyOn(process.stderr, 'write').mockImplementation((c: string | Uint8Array) => { escritas.push(String(c)); return true; });
      vi.spyOn(process.stdout, 'write').mockImplementation((c: string | Uint8Array) => { escritas.push(String(c)); return true; });
      const { token } = await convidar();
      const desconhecido = TOKEN_QUALQUER();
      await publico().consultarConvite({ body: { token } });
      await publico().termoConvite({ body: { token } });
      await publico().consultarConvite({ body: { token: desconhecido } });
      await requisicaoCrua(portal, 'POST', '/api/Convite/Aceitar', { corpo: `{"token":"${token}",` });
      // a failure inside the call (the PDF renderer breaks): logged as an error, without the body
      portal.deps.documentoDoTermo = () => { throw new Error('falha simulada do PDF'); };
      try {
        expect((await requisicaoCrua(portal, 'POST', '/api/Convite/Aceitar', { corpo: aceite(token) })).status).toBe(500);
      } finally {
        delete portal.deps.documentoDoTermo;
      }
      await publico().aceitarConvite({ body: aceite(token) });
      const saida = escritas.join('');
      expect(saida).toContain('falha simulada do PDF');
      expect(saida).not.toContain(token);
      expect(saida).not.toContain(desconhecido);
    });
  });
});
