import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubmissaoVida, type ProdutoSaude } from '../../src/contracts/cdl-saude.contract';
import { MAXIMO_CADASTROS_EM_ANDAMENTO, mensagensSaude } from '../../src/domain/cdl-saude/precos';
import { vidasSaude } from '../../src/server/db/schema/cdl-saude';
import { CODSOCIO_SAUDE_CARTEIRA, CODSOCIO_SAUDE_DEMO } from '../../src/server/cdl-saude/semente';
import { cpfErrado, cpfs } from '../support/cpf';
import { abrirPortal, BANCO, fotografia, novoAssociado, relogioManual, requisicaoCrua, entrarCru, type Cliente, type Portal } from '../support/portal';
import { conjuge, dependente, HOJE, INICIO, PLANO, precoDe, titular, VIGENCIA } from './apoio';

const GESTAO: { product: ProdutoSaude } = { product: 'GestaoSaude' };
const CONSULTOR: { product: ProdutoSaude } = { product: 'Consultor' };
type Corpo = Parameters<Cliente['saude']['incluirSamPrevidaArta']>[0]['body'];

describe(`CDL Saúde: catálogo, vidas e submissão (${BANCO})`, () => {
  let portal: Portal;
  beforeAll(async () => { portal = await abrirPortal({ relogio: relogioManual(INICIO).relogio }); }, 120_000);
  afterAll(async () => { await portal?.fechar(); });

  const vidasDe = (codSocio: string) => portal.deps.database.db.select().from(vidasSaude).where(eq(vidasSaude.codSocio, codSocio)).orderBy(vidasSaude.id);
  /** Sends `corpo` and expects a refusal of `status` with nothing written; the answer's body. */
  async function recusada(cliente: Cliente, corpo: unknown, status: number, params = GESTAO) {
    const antes = await fotografia(portal);
    const r = await cliente.saude.incluirSamPrevidaArta({ params, body: corpo as Corpo });
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    expect(await fotografia(portal)).toEqual(antes);
    return r.body as { mensagem: string; erro?: true; vidas?: { nome: string; mensagem: string }[] };
  }
  const enviar = async (cliente: Cliente, corpo: Corpo, params = GESTAO) => {
    const r = await cliente.saude.incluirSamPrevidaArta({ params, body: corpo });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };

  describe('catálogo', () => {
    it('operadoras com UNIMED BH, assistências por operadora, estados civis, sexos e tipos de dependente (05 e 09)', async () => {
      const { cliente } = await novoAssociado(portal);
      const ops = await cliente.saude.listarOperadora();
      expect(ops.status).toBe(200);
      expect(ops.body).toContainEqual({ codoperadora: '001', operadora: 'UNIMED BH' });
      expect((ops.body as unknown[]).length).toBeGreaterThanOrEqual(3);
      const assist = await cliente.saude.listarAssistenciaSaude({ query: { operadora: '001' } });
      expect(assist.body).toEqual([
        { codassist: '101', assistencia: 'Ambulatorial + Hospitalar com obstetrícia' },
        { codassist: '102', assistencia: 'Ambulatorial + Hospitalar sem obstetrícia' },
      ]);
      expect((await cliente.saude.listarAssistenciaSaude({ query: { operadora: '999' } })).body).toEqual([]);
      expect((await cliente.saude.listarEstadoCivil()).body).toContainEqual({ valor: 'C', descricao: 'Casado(a)' });
      expect((await cliente.saude.listarTipoSexo()).body).toEqual([{ valor: 'F', descricao: 'Feminino' }, { valor: 'M', descricao: 'Masculino' }]);
      const tipos = (await cliente.saude.listarTiposDependentes({ params: GESTAO })).body as { codtipodepend: string; tipO_DEPENDENCIA: string }[];
      expect(tipos).toContainEqual({ codtipodepend: '05', tipO_DEPENDENCIA: 'Cônjuge' });
      expect(tipos).toContainEqual({ codtipodepend: '09', tipO_DEPENDENCIA: 'Titular' });
    });

    it('planos pela faixa etária da pessoa na vigência mínima (hoje + 8); nada quando a assistência não é da operadora', async () => {
      const { cliente } = await novoAssociado(portal);
      const r = await cliente.saude.listarPlanoSaude({ body: { aniversario: '1980-05-10', codOperadora: '001', codAssistencia: '101' } });
      expect(r.body).toEqual([
        { codplanofx: '10101', tipoassistencia: 'Enfermaria', valor: precoDe('10101', 6) },
        { codplanofx: '10102', tipoassistencia: 'Apartamento', valor: precoDe('10102', 6) },
      ]);
      // 19 on 2026-11-25: band 19–23 at the validity date, though 18 today
      const jovem = await cliente.saude.listarPlanoSaude({ body: { aniversario: '2007-11-25', codOperadora: '001', codAssistencia: '101' } });
      expect((jovem.body as { valor: number }[])[0]!.valor).toBe(precoDe('10101', 1));
      const depois = await cliente.saude.listarPlanoSaude({ body: { aniversario: '2007-11-28', codOperadora: '001', codAssistencia: '101' } });
      expect((depois.body as { valor: number }[])[0]!.valor).toBe(precoDe('10101', 0));
      expect((await cliente.saude.listarPlanoSaude({ body: { aniversario: '1980-05-10', codOperadora: '002', codAssistencia: '101' } })).body).toEqual([]);
      const futuro = await cliente.saude.listarPlanoSaude({ body: { aniversario: '2026-11-20', codOperadora: '001', codAssistencia: '101' } });
      expect(futuro).toMatchObject({ status: 400, body: { mensagem: mensagensSaude.nascimentoFuturo } });
    });

    it("o plano do dependente segue o do titular, na faixa do dependente; plano inexistente 404; opcionais só 0002, 0004 e 0020", async () => {
      const { cliente } = await novoAssociado(portal);
      expect((await cliente.saude.listarPlanoDependente({ body: { codPlanoFx: '10102', dtNascimento: '1967-01-01' } })).body)
        .toEqual({ codplanofx: '10102', tipoassistencia: 'Apartamento', valor: precoDe('10102', 9) });
      expect((await cliente.saude.listarPlanoDependente({ body: { codPlanoFx: '99999', dtNascimento: '1967-01-01' } })).status).toBe(404);
      const opc = (await cliente.saude.listarOpcional({ params: GESTAO, query: { assistencia: '101' } })).body as { codopcional: string }[];
      expect(opc.map((o) => o.codopcional)).toEqual(['0002', '0004', '0020']);
      const hap = (await cliente.saude.listarOpcional({ params: GESTAO, query: { assistencia: '302' } })).body as { codopcional: string }[];
      expect(hap.map((o) => o.codopcional)).toEqual(['0002', '0020']);
    });
  });

  describe('submissão (IncluirSamPrevidaArta)', () => {
    it('titular, cônjuge e filho de uma vez: o servidor repreça cada vida na faixa da vigência; nomes Unicode voltam iguais', async () => {
      const { cliente, codSocio } = await novoAssociado(portal);
      const [t, c, f] = cpfs(3) as [string, string, string];
      // a price the client slips in is no field of the contract: dropped before the handler
      expect(Object.keys(SubmissaoVida._def.schema.shape)).not.toContain('valor');
      const corpo = [titular(t), conjuge(t, c), { ...dependente(t, f, { listaOpcional: [{ codopcional: '0020' }] }), valor: 1 }] as Corpo;
      expect(await enviar(cliente, corpo)).toEqual({ sucesso: true, mensagem: mensagensSaude.cadastrado(3) });
      const vidas = await vidasDe(codSocio);
      expect(vidas.map((v) => [v.nome, v.cpf, v.status, v.valorPlano, v.opcionais, v.valorOpcionais, v.dataCasamento])).toEqual([
        ['Nguyễn Thị Lan', t, 'PREVIDA', precoDe(PLANO, 6), ['0002'], 2_990, null],
        ['Łukasz Kowalski', c, 'PREVIDA', precoDe(PLANO, 6), [], 0, '2010-02-01'],
        ['李 Wei 🌻', f, 'PREVIDA', precoDe(PLANO, 0), ['0020'], 1_290, null],
      ]);
      const lista = await cliente.saude.consultarSamVidaArta({ params: GESTAO, query: {} });
      expect(lista.body).toMatchObject({
        totalLinhas: 1,
        lista: [{
          cpF_TITULAR: t, cpF_DEPENDENTE: '', nome: 'Nguyễn Thị Lan', status: 'PREVIDA', statuschamado: null, linkdrive: null, codchamado: null,
          operadora: 'UNIMED BH', assistencia: 'Ambulatorial + Hospitalar com obstetrícia', acomodacao: 'Enfermaria',
          dependentes: [{ cpF_DEPENDENTE: c, nome: 'Łukasz Kowalski' }, { cpF_DEPENDENTE: f, nome: '李 Wei 🌻' }],
        }],
      });
    });

    it('repetir o envio não duplica vida; dependentes entram depois num titular já enviado', async () => {
      const { cliente, codSocio } = await novoAssociado(portal);
      const [t, c, f] = cpfs(3) as [string, string, string];
      await enviar(cliente, [titular(t), conjuge(t, c)]);
      expect(await enviar(cliente, [titular(t), conjuge(t, c)])).toEqual({ sucesso: true, mensagem: mensagensSaude.jaCadastrado });
      expect(await enviar(cliente, [dependente(t, f)])).toEqual({ sucesso: true, mensagem: mensagensSaude.cadastrado(1) });
      expect((await vidasDe(codSocio)).map((v) => v.cpf)).toEqual([t, c, f]);
    });

    it('a vigência: hoje + 8 aceita; hoje + 7 recusada com a data mínima, por vida', async () => {
      const { cliente } = await novoAssociado(portal);
      const [t, t2] = cpfs(2) as [string, string];
      const r = await recusada(cliente, [titular(t, { datavigencia: '2026-11-26' })], 400);
      expect(r).toEqual({ erro: true, mensagem: mensagensSaude.revise, vidas: [{ nome: 'Nguyễn Thị Lan', mensagem: 'A data de vigência deve ser a partir de 27/11/2026.' }] });
      await enviar(cliente, [titular(t2, { datavigencia: VIGENCIA })]);
    });

    it('cada regra recusada com 400 em pt-BR e nada gravado', async () => {
      const { cliente } = await novoAssociado(portal);
      const [t, c, f] = cpfs(3) as [string, string, string];
      const vidaComErro = async (corpo: unknown, mensagem: string) => {
        const r = await recusada(cliente, corpo, 400);
        if (r.vidas) expect(r.vidas.map((v) => v.mensagem)).toContain(mensagem);
        else expect(r.mensagem).toBe(mensagem);
      };
      await vidaComErro([titular(cpfErrado(t))], 'CPF Inválido!');
      await vidaComErro([titular(t, { listaOpcional: [{ codopcional: '0002' }, { codopcional: '0004' }] })], 'Os opcionais 0002 e 0004 não podem ser escolhidos juntos.');
      await vidaComErro([titular(t, { listaOpcional: [{ codopcional: '0001' as '0002' }] })], 'Opcional não oferecido.');
      await vidaComErro([titular(t, { codplanofx: '30201' }), dependente(t, f, { codplanofx: '30202', listaOpcional: [{ codopcional: '0004' }] })], mensagensSaude.opcionalNaoOferecido);
      await vidaComErro([titular(t), dependente(t, f, { codplanofx: '20101' })], mensagensSaude.planoDeOutraOperadora);
      await vidaComErro([titular(t, { codplanofx: '99901' })], mensagensSaude.planoInexistente);
      await vidaComErro([titular(t), conjuge(t, c, { datacasamento: undefined })], 'Informe a data de casamento.');
      await vidaComErro([titular(t), conjuge(t, c, { estadoCivil: 'S' })], 'Cônjuge deve ter estado civil casado.');
      await vidaComErro([titular(t), conjuge(t, c, { datacasamento: HOJE })], 'A data de casamento deve ser até 18/11/2026.');
      await vidaComErro([titular(t), dependente(t, t)], 'A mesma pessoa foi incluída duas vezes.');
      await vidaComErro([titular(t), dependente(t, c), dependente(t, c)], 'A mesma pessoa foi incluída duas vezes.');
      await vidaComErro([dependente(t, f)], mensagensSaude.titularInexistente);
      await vidaComErro([titular(t, { titularidade: '03' })], mensagensSaude.titularidadeDoTitular);
      await vidaComErro([titular(t), dependente(t, f, { titularidade: '09' })], mensagensSaude.titularidadeDoDependente);
      await vidaComErro([titular(t), dependente(t, f, { datavigencia: '2026-12-01' })], mensagensSaude.vigenciasDiferentes);
      await vidaComErro([titular(t, { datanascimento: '2026-11-20' })], mensagensSaude.nascimentoFuturo);
      await vidaComErro([titular(t, { sexo: 'X' })], mensagensSaude.sexoInexistente);
      const muitos = [titular(t), ...cpfs(20).map((cpf) => dependente(t, cpf))];
      await vidaComErro(muitos, 'Uma família pode ter no máximo 20 pessoas (titular e dependentes).');
      // the marriage date of yesterday is fine
      await enviar(cliente, [titular(t), conjuge(t, c, { datacasamento: '2026-11-18' })]);
    });

    it('uma família tem no máximo 20 pessoas, contando as já enviadas', async () => {
      const { cliente } = await novoAssociado(portal);
      const [t, ...deps] = cpfs(21) as [string, ...string[]];
      await enviar(cliente, [titular(t), ...deps.slice(0, 19).map((cpf) => dependente(t, cpf))]);
      const r = await recusada(cliente, [dependente(t, deps[19]!)], 400);
      expect(r.vidas).toEqual([{ nome: '李 Wei 🌻', mensagem: 'Uma família pode ter no máximo 20 pessoas (titular e dependentes); esta já tem 20.' }]);
    });

    it('409 para um CPF numa vida ativa ou em andamento de outro associado (ou de outra família)', async () => {
      const a = await novoAssociado(portal);
      const b = await novoAssociado(portal, 'Outro Associado');
      const [t, c, t2] = cpfs(3) as [string, string, string];
      await enviar(a.cliente, [titular(t), conjuge(t, c)]);
      const r = await recusada(b.cliente, [titular(t2), conjuge(t2, c)], 409);
      expect(r).toEqual({ erro: true, mensagem: mensagensSaude.outraPessoaComCpf, vidas: [{ nome: 'Łukasz Kowalski', mensagem: mensagensSaude.outraPessoaComCpf }] });
      // the same associate, the spouse as a holder of a second family
      await recusada(a.cliente, [titular(c)], 409);
      // a life that ended frees its CPF
      await portal.deps.database.db.update(vidasSaude).set({ encerradaEm: new Date(INICIO) }).where(and(eq(vidasSaude.cpf, c)));
      await enviar(b.cliente, [titular(t2), conjuge(t2, c)]);
    });

    it('envios ao mesmo tempo: a mesma família repetida fica uma vez; um CPF disputado por dois associados fica com um, o outro 409', async () => {
      const a = await novoAssociado(portal);
      const b = await novoAssociado(portal, 'Outro Associado');
      const [t, c, t2] = cpfs(3) as [string, string, string];
      const repetidos = await Promise.all(Array.from({ length: 5 }, () => a.cliente.saude.incluirSamPrevidaArta({ params: GESTAO, body: [titular(t), conjuge(t, c)] })));
      expect(repetidos.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect((await vidasDe(a.codSocio)).map((v) => v.cpf)).toEqual([t, c]);
      const [d] = cpfs(1) as [string];
      const disputa = await Promise.all([
        a.cliente.saude.incluirSamPrevidaArta({ params: GESTAO, body: [dependente(t, d)] }),
        b.cliente.saude.incluirSamPrevidaArta({ params: GESTAO, body: [titular(t2), dependente(t2, d)] }),
      ]);
      expect(disputa.map((r) => r.status).sort()).toEqual([200, 409]);
      const comD = await portal.deps.database.db.select().from(vidasSaude).where(eq(vidasSaude.cpf, d));
      expect(comD).toHaveLength(1);
      // the loser wrote nothing at all: b has no family, or a has no new dependent
      const deB = await vidasDe(b.codSocio);
      expect(deB.length === 0 || deB.map((v) => v.cpf).join() === [t2, d].join()).toBe(true);
    });

    it(`429 além de ${MAXIMO_CADASTROS_EM_ANDAMENTO} cadastros em andamento do associado; outro associado segue incluindo`, async () => {
      const a = await novoAssociado(portal);
      const titulares = cpfs(MAXIMO_CADASTROS_EM_ANDAMENTO + 2);
      for (const t of titulares.slice(0, MAXIMO_CADASTROS_EM_ANDAMENTO)) await enviar(a.cliente, [titular(t)]);
      const r = await recusada(a.cliente, [titular(titulares.at(-2)!)], 429);
      expect(r).toEqual({ mensagem: `Você já tem ${MAXIMO_CADASTROS_EM_ANDAMENTO} cadastros em andamento: conclua um deles antes de incluir outro titular.` });
      // a dependent of an open enrollment is no new enrollment
      await enviar(a.cliente, [dependente(titulares[0]!, titulares.at(-1)!)]);
      const b = await novoAssociado(portal);
      await enviar(b.cliente, [titular(titulares.at(-2)!)]);
    });
  });

  describe('lista de vidas (ConsultarSamVidaArta)', () => {
    it('páginas de 5 titulares por seção; cpfTitular estreita a um titular (404 sem vidas)', async () => {
      const { cliente } = await novoAssociado(portal);
      const titulares = cpfs(7);
      for (const t of titulares) await enviar(cliente, [titular(t, { nome: `Titular ${t.slice(0, 3)}` })]);
      const p1 = await cliente.saude.consultarSamVidaArta({ params: GESTAO, query: { secao: 'andamento' } });
      expect(p1.body).toMatchObject({ totalLinhas: 7 });
      expect((p1.body as { lista: { cpF_TITULAR: string }[] }).lista.map((v) => v.cpF_TITULAR)).toEqual(titulares.slice().reverse().slice(0, 5));
      const p2 = await cliente.saude.consultarSamVidaArta({ params: GESTAO, query: { secao: 'andamento', pagina: 2 } });
      expect((p2.body as { lista: { cpF_TITULAR: string }[] }).lista.map((v) => v.cpF_TITULAR)).toEqual(titulares.slice().reverse().slice(5));
      expect((await cliente.saude.consultarSamVidaArta({ params: GESTAO, query: { secao: 'ativas' } })).body).toEqual({ lista: [], totalLinhas: 0 });
      const um = await cliente.saude.consultarSamVidaArta({ params: GESTAO, query: { cpfTitular: titulares[3]! } });
      expect(um.body).toMatchObject({ totalLinhas: 1, lista: [{ cpF_TITULAR: titulares[3] }] });
      const [outro] = cpfs(1);
      expect((await cliente.saude.consultarSamVidaArta({ params: GESTAO, query: { cpfTitular: outro! } })).status).toBe(404);
    });

    it('o associado de demonstração tem uma família em cada situação do §4', async () => {
      const cliente = await portal.entrar('saude@exemplo.com.br');
      const andamento = await cliente.saude.consultarSamVidaArta({ params: GESTAO, query: { secao: 'andamento', linhas: 50 } });
      const ativas = await cliente.saude.consultarSamVidaArta({ params: GESTAO, query: { secao: 'ativas' } });
      type Linha = { status: string; statuschamado: string | null; boletO_URL: string | null; codchamado: string | null; linkdrive: string | null; statuS_PAGARME: string | null; dependentes: unknown[] };
      const a = (andamento.body as { lista: Linha[]; totalLinhas: number });
      const v = (ativas.body as { lista: Linha[] }).lista;
      expect(a.totalLinhas).toBeGreaterThan(5);
      expect(v.some((l) => l.status === 'VIDA')).toBe(true);
      expect(v.some((l) => l.status === 'TROCA ACOMODACAO' && l.boletO_URL)).toBe(true);
      expect(v.some((l) => l.status === 'TROCA OPCIONAIS' && l.boletO_URL)).toBe(true);
      expect(v.some((l) => l.status === 'TROCA OPCIONAIS' && !l.boletO_URL)).toBe(true);
      expect(a.lista.some((l) => !l.linkdrive && !l.codchamado)).toBe(true);
      expect(a.lista.some((l) => l.statuschamado === 'Em Atendimento')).toBe(true);
      expect(a.lista.some((l) => l.statuschamado === 'Reprovado')).toBe(true);
      expect(a.lista.some((l) => l.statuschamado === 'Aprovado' && !l.statuS_PAGARME)).toBe(true);
      expect([...a.lista, ...v].some((l) => l.dependentes.length > 1)).toBe(true);
      expect((await vidasDe(CODSOCIO_SAUDE_DEMO)).every((x) => x.valorPlano > 0)).toBe(true);
    });
  });

  describe('quem chama', () => {
    it('401 sem sessão; 403 para a equipe; associado com codSocio de outro: 404', async () => {
      const [t] = cpfs(1);
      expect((await requisicaoCrua(portal, 'GET', '/api/GestaoSaude/ConsultarSamVidaArta')).status).toBe(401);
      expect((await requisicaoCrua(portal, 'POST', '/api/GestaoSaude/IncluirSamPrevidaArta', { corpo: [titular(t!)] })).status).toBe(401);
      expect((await requisicaoCrua(portal, 'GET', '/api/GestaoSaude/ListarOperadora')).status).toBe(401);
      const { cookie } = await entrarCru(portal, 'atendente@exemplo.com.br');
      const antesEquipe = await fotografia(portal);
      expect((await requisicaoCrua(portal, 'GET', '/api/GestaoSaude/ListarOperadora', { cookie })).status).toBe(403);
      expect((await requisicaoCrua(portal, 'POST', '/api/GestaoSaude/IncluirSamPrevidaArta', { cookie, corpo: [titular(t!)] })).status).toBe(403);
      expect(await fotografia(portal)).toEqual(antesEquipe);
      const a = await novoAssociado(portal);
      expect((await a.cliente.saude.consultarSamVidaArta({ params: GESTAO, query: { codSocio: CODSOCIO_SAUDE_DEMO } })).status).toBe(404);
      await recusada(a.cliente, [titular(t!, { codSocio: CODSOCIO_SAUDE_DEMO })], 404);
    });

    it('o consultor age por um associado da carteira (codSocio); fora dela ou sem codSocio 404 sem gravar', async () => {
      const consultor = await portal.entrar('consultor@exemplo.com.br');
      const lista = await consultor.saude.consultarSamVidaArta({ params: CONSULTOR, query: { codSocio: CODSOCIO_SAUDE_CARTEIRA } });
      expect(lista.status).toBe(200);
      expect((lista.body as { totalLinhas: number }).totalLinhas).toBe(2);
      expect((await consultor.saude.consultarSamVidaArta({ params: CONSULTOR, query: {} })).status).toBe(404);
      expect((await consultor.saude.consultarSamVidaArta({ params: CONSULTOR, query: { codSocio: '0004001' } })).status).toBe(404);
      const [t, c] = cpfs(2) as [string, string];
      await recusada(consultor, [titular(t, { codSocio: '0004001' })], 404, CONSULTOR);
      await recusada(consultor, [titular(t)], 404, CONSULTOR);
      expect((await recusada(consultor, [titular(t, { codSocio: CODSOCIO_SAUDE_CARTEIRA }), conjuge(t, c, { codSocio: '0004001' })], 400, CONSULTOR)).mensagem)
        .toBe(mensagensSaude.codSocioDiferente);
      await enviar(consultor, [titular(t, { codSocio: CODSOCIO_SAUDE_CARTEIRA }), conjuge(t, c, { codSocio: CODSOCIO_SAUDE_CARTEIRA })], CONSULTOR);
      const vidas = await vidasDe(CODSOCIO_SAUDE_CARTEIRA);
      expect(vidas.filter((v) => v.cpfTitular === t).map((v) => v.cpf)).toEqual([t, c]);
    });
  });
});
