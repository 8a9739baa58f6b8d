import { and, count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acoesConsultor, cadastrosAssociado, convites } from '../../src/server/db/schema/cdl-consultor';
import { associados, carteira, outbox, usuarios } from '../../src/server/db/schema/comum';
import { LIMITE_CONVITES_DIA } from '../../src/server/cdl-consultor/consultor.repo';
import { TERMO_USO } from '../../src/server/cdl-consultor/termo';
import {
  BANCO, clienteDe, entrarCru, fotografia, requisicaoCrua, type Cliente, type Portal,
} from '../support/portal';
import {
  abrirPortalDosConsultores, ACESSO_NEGADO, aceitarTermo, cnpjValido, cpfValido, emailNovo, FORA_DA_CARTEIRA, membroRegistrado, novoAssociadoCorpo, novoConsultor,
} from './apoio';

// The consultant area's server (issue 21): the carteira (filtered, paged), one member, invitations and registration.
// Documents, tickets, data updates and login e-mails: documentos.api.test.ts.

const INICIO = '2026-11-19T15:00:00Z';

describe(`área do consultor: carteira, convite e cadastro (${BANCO})`, () => {
  let portal: Portal;
  let elisa: Cliente;
  let gustavo: Cliente;
  const relogio = abrirPortalDosConsultores(INICIO, (p) => ({ portal, elisa, gustavo } = p));

  const db = () => portal.deps.database.db;
  const carteiraDe = (c: Cliente, filtro = '', linhas = 50, pagina = 1) =>
    c.consultor.consultarCarteira({ query: { filtro, linhas, pagina } });
  const convidar = (c: Cliente, email: string) => c.consultor.enviarEmailFuturoAssociado({ query: { email } });

  describe('ConsultarCarteira', () => {
    it('as linhas do consultor, a mais nova primeiro (issue 27), com etapa, ação, cor e rota do §4 e os documentos do último chamado', async () => {
      const r = await carteiraDe(elisa);
      if (r.status !== 200) throw new Error(String(r.status));
      expect(r.body.totalLinhas).toBeGreaterThanOrEqual(30);
      const ids = r.body.associados.map((a) => a.membroId);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const porEmail = Object.fromEntries(r.body.associados.map((a) => [a.email, a]));
      expect(porEmail['sem.nome@exemplo.com.br']).toMatchObject({ codSocio: null, nomeSocio: null, etapa: 'Termo de Uso', action: 'Aguardando', router: null, chamadoDocumentacao: null });
      expect(porEmail['cadastro@exemplo.com.br']).toMatchObject({ etapa: 'Cadastro', action: 'Cadastrar', color: 'aviso', router: 'cadastrarAssociado' });
      expect(porEmail['arquivos@exemplo.com.br']).toMatchObject({ codSocio: '0002001', etapa: 'Arquivos', chamadoDocumentacao: null });
      expect(porEmail['incorreta@exemplo.com.br']).toMatchObject({
        codSocio: '0002002', etapa: 'Arquivos', action: 'Enviar Arquivos', color: 'perigo', router: 'consultorArquivos',
        chamadoDocumentacao: { contratoSocial: 'INCORRETA: Documento ilegível.', comprovanteReceidaFederal: 'OK', documentoIdentificacao: 'OK' },
      });
      expect(porEmail['ativo@exemplo.com.br']).toMatchObject({
        codSocio: '0002003', nomeSocio: 'Farmácia Ativa S.A.', documento: '19131243000197', etapa: 'Ativo', action: 'Editar', router: 'painelAssociado',
        aceiteTermoUso: true, aceiteContrato: true,
      });
      // an open ticket (documents under review, not yet reviewed) reads Ativo (§4 "otherwise")
      expect(porEmail['li@exemplo.com.br']).toMatchObject({ nomeSocio: '李 Importação', etapa: 'Ativo' });
      expect(Object.values(porEmail).some((a) => a.email === 'outro.consultor@exemplo.com.br')).toBe(false);
      const etapas = new Set(r.body.associados.map((a) => a.etapa));
      expect([...etapas].sort()).toEqual(['Arquivos', 'Ativo', 'Cadastro', 'Termo de Uso']);
    });

    it('páginas de 10: cada linha uma vez, total igual em todas, além da última vazia', async () => {
      const todas = await carteiraDe(elisa);
      if (todas.status !== 200) throw new Error('carteira');
      const total = todas.body.totalLinhas;
      const vistas: number[] = [];
      for (let pagina = 1; pagina <= Math.ceil(total / 10); pagina++) {
        const r = await carteiraDe(elisa, '', 10, pagina);
        if (r.status !== 200) throw new Error('página');
        expect(r.body.totalLinhas).toBe(total);
        expect(r.body.associados.length).toBe(Math.min(10, total - (pagina - 1) * 10));
        vistas.push(...r.body.associados.map((a) => a.membroId));
      }
      expect(vistas).toEqual(todas.body.associados.map((a) => a.membroId));
      const alem = await carteiraDe(elisa, '', 10, Math.ceil(total / 10) + 1);
      expect(alem).toMatchObject({ status: 200, body: { associados: [], totalLinhas: total } });
    });

    it.each([
      ['0002003', ['ativo@exemplo.com.br']],
      ['otica', ['incorreta@exemplo.com.br']],
      ['ÓTICA documento', ['incorreta@exemplo.com.br']],
      ['INCORRETA@Exemplo', ['incorreta@exemplo.com.br']],
      ['11444777000161', ['incorreta@exemplo.com.br']],
      ['11.444.777/0001-61', ['incorreta@exemplo.com.br']],
      ['nguyen', ['nguyen@exemplo.com.br']],
      ['Nguyễn', ['nguyen@exemplo.com.br']],
      ['李', ['li@exemplo.com.br']],
      ['☕', ['cafe@exemplo.com.br']],
      ['łukasz', ['lukasz@exemplo.com.br']],
      ['  farmácia ativa  ', ['ativo@exemplo.com.br']],
      ['%', []],
      ['_', []],
      ['\\', []],
      ['a%o', []],
      ['Livraria do Outro', []],
    ])('filtro %j', async (filtro, emails) => {
      const r = await carteiraDe(elisa, filtro);
      if (r.status !== 200) throw new Error(String(r.status));
      expect(r.body.associados.map((a) => a.email)).toEqual(emails);
      expect(r.body.totalLinhas).toBe(emails.length);
    });

    it('um filtro que acha muitas: paginado, total do filtro', async () => {
      const r = await carteiraDe(elisa, 'exemplo.com.br', 10, 2);
      const todas = await carteiraDe(elisa);
      if (r.status !== 200 || todas.status !== 200) throw new Error('carteira');
      expect(r.body.totalLinhas).toBe(todas.body.totalLinhas);
      expect(r.body.associados.map((a) => a.membroId)).toEqual(todas.body.associados.slice(10, 20).map((a) => a.membroId));
    });

    it('o outro consultor vê só a sua carteira', async () => {
      const r = await carteiraDe(gustavo);
      expect(r).toMatchObject({ status: 200, body: { totalLinhas: 1, associados: [{ codSocio: '0004001', email: 'outro.consultor@exemplo.com.br' }] } });
    });

    it.each([
      ['linhas=0&pagina=1', 'linhas'], ['linhas=51&pagina=1', 'linhas'], ['linhas=10&pagina=0', 'pagina'], ['linhas=abc&pagina=1', 'linhas'],
      ['linhas=10&pagina=1&filtro=' + 'a'.repeat(101), 'filtro'], ['pagina=1', 'linhas'],
    ])('400 com ?%s', async (query) => {
      const { cookie } = await entrarCru(portal, 'consultor@exemplo.com.br');
      const r = await requisicaoCrua(portal, 'GET', `/api/Consultor/ConsultarCarteira?${query}`, { cookie });
      expect(r.status).toBe(400);
      expect(r.body.mensagem).toMatch(/\S/);
    });
  });

  describe('ConsultarMembro', () => {
    it('uma linha da sua carteira; de outro consultor ou inexistente, 404 da plataforma', async () => {
      const lista = await carteiraDe(elisa, 'cadastro@exemplo');
      if (lista.status !== 200) throw new Error('carteira');
      const membroId = lista.body.associados[0]!.membroId;
      expect(await elisa.consultor.consultarMembroCarteira({ query: { membroId } })).toMatchObject({
        status: 200, body: { membroId, email: 'cadastro@exemplo.com.br', etapa: 'Cadastro' },
      });
      expect(await gustavo.consultor.consultarMembroCarteira({ query: { membroId } })).toMatchObject({ status: 404, body: FORA_DA_CARTEIRA });
      expect(await elisa.consultor.consultarMembroCarteira({ query: { membroId: 2_000_000_000 } })).toMatchObject({ status: 404, body: FORA_DA_CARTEIRA });
      const { cookie } = await entrarCru(portal, 'consultor@exemplo.com.br');
      expect((await requisicaoCrua(portal, 'GET', '/api/Consultor/ConsultarMembro?membroId=abc', { cookie })).status).toBe(400);
      expect((await requisicaoCrua(portal, 'GET', '/api/Consultor/ConsultarMembro?membroId=99999999999', { cookie })).status).toBe(400);
    });
  });

  describe('quem pode chamar', () => {
    it('sem sessão 401; associado e atendente 403, sem gravar nada', async () => {
      const rotas: [string, string][] = [
        ['GET', '/api/Consultor/ConsultarCarteira?linhas=10&pagina=1'],
        ['GET', '/api/Consultor/ConsultarChamados?codSocio=0002003'],
        ['POST', '/api/Consultor/EnviarEmailFuturoAssociado?email=novo%40empresa.com.br'],
        ['POST', '/api/Consultor/EnviarEmailCredenciaisAssociado?codSocio=0002003'],
      ];
      const antes = await fotografia(portal);
      for (const [metodo, caminho] of rotas) {
        expect((await requisicaoCrua(portal, metodo, caminho)).status, caminho).toBe(401);
        for (const email of ['associado@exemplo.com.br', 'atendente@exemplo.com.br']) {
          const { cookie } = await entrarCru(portal, email);
          const r = await requisicaoCrua(portal, metodo, caminho, { cookie });
          expect({ status: r.status, body: r.body }, `${email} ${caminho}`).toEqual({ status: 403, body: ACESSO_NEGADO });
        }
      }
      const depois = await fotografia(portal);
      // the logins above wrote their sessions and attempts; nothing else
      expect({ ...depois, sessoes: [], tentativas_login: [] }).toEqual({ ...antes, sessoes: [], tentativas_login: [] });
    });
  });

  describe('EnviarEmailFuturoAssociado', () => {
    it('convida: linha Termo de Uso, link de uso único, e-mail com o nome do consultor (Unicode), quem agiu por quem', async () => {
      const c = await novoConsultor(portal, 'Nguyễn Łukasz 李 😀');
      const email = emailNovo();
      const r = await convidar(c.cliente, email.toUpperCase());
      expect(r).toEqual({ status: 200, body: { mensagem: `Convite enviado para ${email}.` }, headers: expect.anything() });
      const [linha] = await db().select().from(carteira).where(eq(carteira.email, email));
      expect(linha).toMatchObject({ consultorId: c.id, codSocio: null, nomeSocio: null, aceiteTermoUso: false, aceiteContrato: false, busca: email });
      const links = await db().select().from(convites).where(eq(convites.carteiraId, linha!.id));
      expect(links).toMatchObject([{ finalidade: 'filiacao', enviadoPor: c.id, usadoEm: null }]);
      expect(links[0]!.expiraEm.getTime() - links[0]!.criadoEm.getTime()).toBe(7 * 86_400_000);
      const [mensagem] = await db().select().from(outbox).where(eq(outbox.para, email));
      expect(mensagem!.assunto).toBe('Convite para associar-se');
      expect(mensagem!.corpo).toContain('Nguyễn Łukasz 李 😀');
      const token = /\/convite#([A-Za-z0-9_-]{43})\b/.exec(mensagem!.corpo)?.[1];
      expect(token).toBeDefined();
      expect(links[0]!.tokenSha256).not.toContain(token);
      expect(await db().select().from(acoesConsultor).where(eq(acoesConsultor.carteiraId, linha!.id))).toMatchObject([
        { consultorId: c.id, codSocio: null, acao: 'convite', em: new Date(INICIO) },
      ]);
      const nova = await carteiraDe(c.cliente);
      expect(nova).toMatchObject({ status: 200, body: { totalLinhas: 1, associados: [{ email, etapa: 'Termo de Uso' }] } });
    });

    // issue 26: a login and an invited e-mail are one answer, and the refusal is counted (one row, no carteira row)
    const INDISPONIVEL = 'Este e-mail já foi convidado ou já tem acesso ao portal.';
    it.each([
      ['convidado por outro consultor', 'cadastro@exemplo.com.br', 409, INDISPONIVEL],
      ['convidado, em maiúsculas', 'SEM.NOME@exemplo.com.br', 409, INDISPONIVEL],
      ['já é um login', 'associado@exemplo.com.br', 409, INDISPONIVEL],
      ['login de atendente', 'atendente@exemplo.com.br', 409, INDISPONIVEL],
      ['e-mail inválido', 'não é e-mail', 400, undefined],
      ['longo demais', `${'a'.repeat(250)}@x.com`, 400, 'O e-mail pode ter no máximo 254 caracteres.'],
    ])('%s: %s, nada gravado além da recusa contada', async (_, email, status, mensagem) => {
      const c = await novoConsultor(portal);
      const antes = await fotografia(portal);
      const r = await convidar(c.cliente, email);
      expect(r.status).toBe(status);
      if (mensagem) expect(r.body).toEqual({ mensagem });
      const depois = await fotografia(portal);
      const novas = depois.acoes_consultor!.slice(antes.acoes_consultor!.length);
      expect(novas).toMatchObject(status === 409 ? [{ consultorId: c.id, carteiraId: null, codSocio: null, acao: 'convite-recusado' }] : []);
      expect({ ...depois, acoes_consultor: [] }).toEqual({ ...antes, acoes_consultor: [] });
    });

    it('sem e-mail: 400', async () => {
      const { cookie } = await entrarCru(portal, 'consultor@exemplo.com.br');
      expect((await requisicaoCrua(portal, 'POST', '/api/Consultor/EnviarEmailFuturoAssociado', { cookie })).status).toBe(400);
    });

    it('dois convites do mesmo e-mail ao mesmo tempo (consultores diferentes): um 200, um 409, uma linha', async () => {
      const [a, b] = await Promise.all([novoConsultor(portal), novoConsultor(portal)]);
      const email = emailNovo('corrida');
      const respostas = await Promise.all([convidar(a.cliente, email), convidar(b.cliente, email)]);
      expect(respostas.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(respostas.find((r) => r.status === 409)!.body).toEqual({ mensagem: 'Este e-mail já foi convidado ou já tem acesso ao portal.' });
      expect((await db().select({ n: count() }).from(carteira).where(eq(carteira.email, email)))[0]!.n).toBe(1);
      expect((await db().select({ n: count() }).from(outbox).where(eq(outbox.para, email)))[0]!.n).toBe(1);
    });

    it(`${LIMITE_CONVITES_DIA} convites em 24 h; o seguinte 429 sem gravar; 24 h depois, de novo`, async () => {
      const c = await novoConsultor(portal);
      // a burst: the advisory lock per consultant keeps the count and the insert together
      const rajada = await Promise.all(Array.from({ length: LIMITE_CONVITES_DIA + 3 }, () => convidar(c.cliente, emailNovo('lote'))));
      expect(rajada.filter((r) => r.status === 200)).toHaveLength(LIMITE_CONVITES_DIA);
      expect(rajada.filter((r) => r.status === 429).map((r) => r.body)).toEqual(
        Array(3).fill({ mensagem: 'Limite de convites atingido: tente novamente amanhã.' }));
      // sessions last 30 idle minutes: a new login after each jump of the clock
      const depois = async () => clienteDe(portal.url, { cookie: (await entrarCru(portal, c.email)).cookie! });
      relogio.avancar(23 * 3_600_000);
      const c23 = await depois();
      const antes = await fotografia(portal);
      expect((await convidar(c23, emailNovo('lote'))).status).toBe(429);
      expect(await fotografia(portal)).toEqual(antes);
      relogio.avancar(3_600_000 + 1);
      expect((await convidar(await depois(), emailNovo('lote'))).status).toBe(200);
    }, 60_000);
  });

  describe('convites que terminam (issue 26): Reenviar convite, convite expirado, uma resposta só', () => {
    const EXPIRADO = { mensagem: 'Este link expirou. Peça um novo convite ao seu consultor.' };
    const INDISPONIVEL = { mensagem: 'Este e-mail já foi convidado ou já tem acesso ao portal.' };
    const publico = () => portal.cliente().convite;
    const reenviar = (c: Cliente, membroId: number) => c.consultor.reenviarConvite({ query: { membroId } });
    /** The link of the newest e-mail to `para`. */
    const ultimoToken = async (para: string) => {
      const [m] = await db().select().from(outbox).where(eq(outbox.para, para)).orderBy(desc(outbox.id)).limit(1);
      return /\/convite#([A-Za-z0-9_-]{43})\b/.exec(m!.corpo)![1]!;
    };
    const linhaDe = async (email: string) => (await db().select().from(carteira).where(eq(carteira.email, email)))[0]!;
    const senha = 'Senha#Nova2026';
    const aceite = (token: string) => ({ token, dtVersao: TERMO_USO.versao, browserData: 'teste', aceito: true as const, senha, confirmacao: senha });
    /** A new login after a jump of the clock (sessions last 30 idle minutes). */
    const deNovo = async (c: { email: string }) => clienteDe(portal.url, { cookie: (await entrarCru(portal, c.email)).cookie! }) as Cliente;

    it('Reenviar convite: um link novo, o antigo morto na hora; depois do aceite 409; fora da carteira 404', async () => {
      const c = await novoConsultor(portal);
      const email = emailNovo('reenvio');
      expect((await convidar(c.cliente, email)).status).toBe(200);
      const antigo = await ultimoToken(email);
      const { id: membroId } = await linhaDe(email);
      expect(await reenviar(c.cliente, membroId)).toEqual(expect.objectContaining({ status: 200, body: { mensagem: `Convite reenviado para ${email}.` } }));
      const novo = await ultimoToken(email);
      expect(novo).not.toBe(antigo);
      expect(await publico().consultarConvite({ body: { token: antigo } })).toMatchObject({ status: 410, body: EXPIRADO });
      expect(await publico().aceitarConvite({ body: aceite(antigo) })).toMatchObject({ status: 410, body: EXPIRADO });
      expect(await publico().consultarConvite({ body: { token: novo } })).toMatchObject({ status: 200, body: { email } });
      // another consultant's row reads as missing, and is not resent
      expect(await reenviar(gustavo, membroId)).toMatchObject({ status: 404, body: FORA_DA_CARTEIRA });
      const r = await publico().aceitarConvite({ body: aceite(novo) });
      expect(r.status).toBe(200);
      expect(await reenviar(c.cliente, membroId)).toMatchObject({ status: 409, body: { mensagem: 'O futuro associado já aceitou o Termo de Uso.' } });
      expect(await db().select({ acao: acoesConsultor.acao }).from(acoesConsultor).where(eq(acoesConsultor.carteiraId, membroId)).orderBy(acoesConsultor.id))
        .toEqual([{ acao: 'convite' }, { acao: 'convite-reenviado' }]);
    });

    it('convite expirado: o e-mail fica livre, e o convite de outro consultor toma a linha; antes de expirar, 409', async () => {
      const [a, b] = await Promise.all([novoConsultor(portal), novoConsultor(portal)]);
      const email = emailNovo('expira');
      await convidar(a.cliente, email);
      const antigo = await ultimoToken(email);
      relogio.avancar(7 * 86_400_000 - 1);
      expect(await convidar(await deNovo(b), email)).toMatchObject({ status: 409, body: INDISPONIVEL });
      relogio.avancar(1);
      expect(await publico().consultarConvite({ body: { token: antigo } })).toMatchObject({ status: 410, body: EXPIRADO });
      const [a2, b2] = [await deNovo(a), await deNovo(b)];
      expect(await convidar(b2, email)).toMatchObject({ status: 200, body: { mensagem: `Convite enviado para ${email}.` } });
      const linha = await linhaDe(email);
      expect(linha).toMatchObject({ consultorId: b.id, aceiteTermoUso: false, codSocio: null });
      expect((await carteiraDe(a2)).body).toMatchObject({ totalLinhas: 0 });
      expect((await carteiraDe(b2)).body).toMatchObject({ totalLinhas: 1, associados: [{ email, etapa: 'Termo de Uso' }] });
      expect(await reenviar(a2, linha.id)).toMatchObject({ status: 404 });
      const novo = await ultimoToken(email);
      expect(await publico().consultarConvite({ body: { token: novo } })).toMatchObject({ status: 200, body: { email, nomeConsultor: b.nome } });
      expect(await publico().consultarConvite({ body: { token: antigo } })).toMatchObject({ status: 410 });
      // the new link open: the first consultant gets the one answer
      expect(await convidar(a2, email)).toMatchObject({ status: 409, body: INDISPONIVEL });
    });

    it('um login e um e-mail convidado: a mesma resposta, e as duas contam no limite do dia como um convite enviado', async () => {
      const c = await novoConsultor(portal);
      const enviados = await Promise.all(Array.from({ length: LIMITE_CONVITES_DIA - 2 }, () => convidar(c.cliente, emailNovo('quase'))));
      expect(enviados.every((r) => r.status === 200)).toBe(true);
      const login = await convidar(c.cliente, 'atendente@exemplo.com.br');
      const convidado = await convidar(c.cliente, 'sem.nome@exemplo.com.br');
      expect([login.status, login.body]).toEqual([convidado.status, convidado.body]);
      expect(login).toMatchObject({ status: 409, body: INDISPONIVEL });
      // 28 sent and 2 refused: the limit is reached, for a new e-mail and for a probe alike
      expect(await convidar(c.cliente, emailNovo('alem'))).toMatchObject({ status: 429 });
      expect(await convidar(c.cliente, 'associado@exemplo.com.br')).toMatchObject({ status: 429 });
    }, 60_000);
  });

  describe('CadastrarAssociado', () => {
    it('cadastra: código novo de 7 dígitos, associado, registro com os valores fixos do §9, linha em Arquivos, login ligado', async () => {
      const c = await novoConsultor(portal);
      const email = emailNovo();
      await convidar(c.cliente, email);
      await aceitarTermo(portal, c.id, email, 'Senha#Nova2026');
      expect((await carteiraDe(c.cliente)).body).toMatchObject({ associados: [{ etapa: 'Cadastro' }] });
      const cnpj = cnpjValido();
      const r = await c.cliente.consultor.cadastrarAssociado({ body: novoAssociadoCorpo(email, { cgccfo: cnpj, nome: 'Nguyễn Comércio de Açaí Ltda', telefone: '3132104567' }) });
      if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
      expect(r.body.mensagem).toBe('Cadastro realizado com sucesso.');
      const { codSocio } = r.body;
      expect(codSocio).toMatch(/^\d{7}$/);
      expect(await db().select().from(associados).where(eq(associados.codSocio, codSocio))).toMatchObject([
        { nome: 'Nguyễn Comércio de Açaí Ltda', documento: cnpj, naoAssociado: false },
      ]);
      const [registro] = await db().select().from(cadastrosAssociado).where(eq(cadastrosAssociado.codSocio, codSocio));
      expect(registro).toMatchObject({
        cgccfo: cnpj, tpEmpresa: 'PJ', inscrestadual: 'ISENTO', email, codcoligada: 0, formapgto: 'C', codcfo: '-1', ativo: 0, pagrec: 3,
        pessoafisoujur: 'j', codcoltcf: 0, codtcf: '001', cadastradoPor: c.id, telefone: '3132104567', lograd: null,
      });
      const [linha] = await db().select().from(carteira).where(eq(carteira.email, email));
      expect(linha).toMatchObject({ codSocio, nomeSocio: 'Nguyễn Comércio de Açaí Ltda', documento: cnpj, aceiteContrato: true, senhaPendente: null });
      const lida = await carteiraDe(c.cliente, 'nguyen comercio de acai');
      expect(lida).toMatchObject({ status: 200, body: { totalLinhas: 1, associados: [{ codSocio, etapa: 'Arquivos', action: 'Enviar Arquivos' }] } });
      expect((await carteiraDe(c.cliente, cnpj.slice(0, 8))).body).toMatchObject({ totalLinhas: 1 });
      // the invited login: the password chosen with the Termo de Uso, now the new associate's
      expect(await db().select({ perfil: usuarios.perfil, codSocio: usuarios.codSocio, nome: usuarios.nome, telefone: usuarios.telefone })
        .from(usuarios).where(eq(usuarios.email, email))).toEqual([{ perfil: 'associado', codSocio, nome: 'Joana Contato', telefone: '31987654321' }]);
      expect((await entrarCru(portal, email, 'Senha#Nova2026')).status).toBe(200);
      expect(await db().select().from(acoesConsultor).where(and(eq(acoesConsultor.carteiraId, linha!.id), eq(acoesConsultor.acao, 'cadastro'))))
        .toMatchObject([{ consultorId: c.id, codSocio }]);
      // /login/me: registered members only, newest first
      const me = await c.cliente.auth.me();
      expect(me).toMatchObject({ status: 200, body: { carteira: { associados: [{ codSocio, nomeSocio: 'Nguyễn Comércio de Açaí Ltda' }] } } });
    });

    it('PL com CPF: pessoa física (f)', async () => {
      const c = await novoConsultor(portal);
      const cpf = cpfValido();
      const { codSocio } = await membroRegistrado(portal, c, { tp_empresa: 'PL', cgccfo: cpf });
      expect((await db().select().from(cadastrosAssociado).where(eq(cadastrosAssociado.codSocio, codSocio)))[0]).toMatchObject({ pessoafisoujur: 'f', cgccfo: cpf, tpEmpresa: 'PL' });
    });

    it('recusas com a sua mensagem, nada gravado', async () => {
      const c = await novoConsultor(portal);
      const registrado = await membroRegistrado(portal, c);
      const semTermo = emailNovo();
      await convidar(c.cliente, semTermo);
      const pronto = emailNovo();
      await convidar(c.cliente, pronto);
      await aceitarTermo(portal, c.id, pronto);
      const casos: [string, Record<string, unknown>, number, string | undefined][] = [
        ['já cadastrado', novoAssociadoCorpo(registrado.email), 409, 'Este associado já foi cadastrado.'],
        ['Termo de Uso não aceito', novoAssociadoCorpo(semTermo), 409, 'O futuro associado ainda não aceitou o Termo de Uso.'],
        ['CNPJ de um associado', novoAssociadoCorpo(pronto, { cgccfo: '19131243000197' }), 409, 'Já existe um associado com este CPF/CNPJ.'],
        ['fora da carteira', novoAssociadoCorpo('cadastro@exemplo.com.br'), 404, FORA_DA_CARTEIRA.mensagem],
        ['e-mail nunca convidado', novoAssociadoCorpo(emailNovo()), 404, FORA_DA_CARTEIRA.mensagem],
        ['PL com CNPJ', novoAssociadoCorpo(pronto, { tp_empresa: 'PL' }), 400, 'Profissional Liberal e Autônomo se cadastram pelo CPF.'],
        ['PJ com CPF', novoAssociadoCorpo(pronto, { cgccfo: '52998224725' }), 400, 'Este tipo de empresa se cadastra pelo CNPJ.'],
        ['CNPJ inválido', novoAssociadoCorpo(pronto, { cgccfo: '11222333000100' }), 400, 'CPF/CNPJ inválido.'],
        ['pacote fora da lista', novoAssociadoCorpo(pronto, { codpacote: '0000001' }), 400, 'Escolha o pacote.'],
        ['sem razão social', novoAssociadoCorpo(pronto, { nome: '  ' }), 400, 'Informe a razão social.'],
        ['CPF do contato inválido', novoAssociadoCorpo(pronto, { cpf: '11111111111' }), 400, 'CPF Inválido!'],
        ['nome longo', novoAssociadoCorpo(pronto, { nomefantasia: 'x'.repeat(121) }), 400, 'O nome fantasia pode ter no máximo 120 caracteres.'],
      ];
      for (const [caso, body, status, mensagem] of casos) {
        const antes = await fotografia(portal);
        const r = await c.cliente.consultor.cadastrarAssociado({ body: body as never });
        expect(r.status, caso).toBe(status);
        if (mensagem) expect(r.body, caso).toEqual({ mensagem });
        expect(await fotografia(portal), caso).toEqual(antes);
      }
      // the first CNPJ case, once the document is free, registers
      expect((await c.cliente.consultor.cadastrarAssociado({ body: novoAssociadoCorpo(pronto) })).status).toBe(200);
    });

    it('dois cadastros do mesmo CNPJ ao mesmo tempo: um 200, um 409', async () => {
      const c = await novoConsultor(portal);
      const emails = [emailNovo(), emailNovo()];
      for (const e of emails) { await convidar(c.cliente, e); await aceitarTermo(portal, c.id, e); }
      const cnpj = cnpjValido();
      const r = await Promise.all(emails.map((e) => c.cliente.consultor.cadastrarAssociado({ body: novoAssociadoCorpo(e, { cgccfo: cnpj }) })));
      expect(r.map((x) => x.status).sort()).toEqual([200, 409]);
      expect((await db().select({ n: count() }).from(associados).where(eq(associados.documento, cnpj)))[0]!.n).toBe(1);
    });
  });

  it('?codSocio=0002003 fica a string "0002003" (zeros à esquerda) até o banco', async () => {
    const { cookie } = await entrarCru(portal, 'consultor@exemplo.com.br');
    const r = await requisicaoCrua(portal, 'GET', '/api/Consultor/ConsultarAssociado?codSocio=0002003', { cookie });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ dadosCadastrais: { razaosocial: 'Farmácia Ativa S.A.', doc: '19131243000197' } });
    expect((await requisicaoCrua(portal, 'GET', '/api/Consultor/ConsultarAssociado?codSocio=2003', { cookie })).status).toBe(404);
    const w = await requisicaoCrua(portal, 'POST', '/api/Consultor/EnviarEmailCredenciaisAssociado?codSocio=0002003', { cookie });
    expect(w.status).toBe(200);
    const [acao] = await db().select().from(acoesConsultor).where(eq(acoesConsultor.acao, 'login')).orderBy(desc(acoesConsultor.id)).limit(1);
    expect(acao!.codSocio).toBe('0002003');
  });
});
