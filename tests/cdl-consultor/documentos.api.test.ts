import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abrirChamado } from '../../src/server/comum/chamados';
import { acoesConsultor, atualizacoesCadastro } from '../../src/server/db/schema/cdl-consultor';
import { arquivos, associados, carteira, chamados, documentosChamado, outbox } from '../../src/server/db/schema/comum';
import { SENHA_DEMO } from '../../src/server/db/seed';
import { arquivo, FALSO_PNG, GIF, JPEG, PNG, EPS } from '../support/arquivos';
import {
  BANCO, clienteDe, entrarCru, fotografia, requisicaoCrua, type Cliente, type Portal,
} from '../support/portal';
import { abrirPortalDosConsultores, cpfValido, FORA_DA_CARTEIRA, membroRegistrado, novoConsultor } from './apoio';

// The consultant area's server (issue 21), what a consultant does for a registered member: documents, tickets,
// data updates, login e-mails. Each refusal writes nothing (every row of every table compared).

const INICIO = '2026-11-19T15:00:00Z';
const PDF = () => Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe(`área do consultor: documentos, chamados, dados e login (${BANCO})`, () => {
  let portal: Portal;
  let elisa: Cliente;
  let gustavo: Cliente;
  const relogio = abrirPortalDosConsultores(INICIO, (p) => ({ portal, elisa, gustavo } = p));

  const db = () => portal.deps.database.db;
  /** The PJ list (contratoSocial, comprovanteReceidaFederal, documentoIdentificacao) as files. */
  const documentosPJ = (extra: Record<string, unknown> = {}) => ({
    contratoSocial: arquivo(PDF(), 'contrato.pdf', 'application/pdf'),
    comprovanteReceidaFederal: arquivo(PNG(), 'cartao-cnpj.png', 'image/png'),
    documentoIdentificacao: arquivo(JPEG(), 'rg.jpg', 'image/jpeg'),
    ...extra,
  });
  const anexar = (c: Cliente, codSocio: string, docs: Record<string, unknown>) =>
    c.consultor.anexarDocumentacaoAssociado({ query: { codSocio }, body: { codSocio, ...docs } as never });
  /** Staff's review, as the console finishes a documentation ticket: each document OK or INCORRETA, the ticket Finalizado. */
  async function revisar(codSocio: string, revisoes: Record<string, string>) {
    const [t] = await db().select({ id: chamados.id }).from(chamados)
      .where(and(eq(chamados.codSocio, codSocio), eq(chamados.tipo, 'documentacao'), eq(chamados.status, 0)));
    for (const [documento, revisao] of Object.entries(revisoes)) {
      await db().update(documentosChamado).set({ revisao }).where(and(eq(documentosChamado.chamadoId, t!.id), eq(documentosChamado.documento, documento)));
    }
    await db().update(chamados).set({ status: 2 }).where(eq(chamados.id, t!.id));
  }
  async function recusadoSemGravar(chamada: () => Promise<{ status: number; body: unknown }>, status: number, mensagem?: string) {
    const antes = await fotografia(portal);
    const r = await chamada();
    expect(r.status).toBe(status);
    if (mensagem) expect(r.body).toEqual({ mensagem });
    expect(await fotografia(portal)).toEqual(antes);
  }

  describe('ConsultarDocumentacaoAssociado', () => {
    it('a lista do tipo de empresa com o que o último chamado tem e a revisão de cada documento', async () => {
      const r = await elisa.consultor.consultarDocumentacaoAssociado({ query: { codSocio: '0002002' } });
      if (r.status !== 200) throw new Error(String(r.status));
      expect(r.body.tipoEmpresa).toBe('PJ');
      expect(r.body.chamado).toEqual({ codigo: expect.stringMatching(/^\d+$/), status: 2 });
      expect(r.body.documentos.map((d) => [d.documento, d.revisao])).toEqual([
        ['contratoSocial', 'INCORRETA: Documento ilegível.'], ['comprovanteReceidaFederal', 'OK'], ['documentoIdentificacao', 'OK'],
      ]);
      expect(r.body.documentos[0]).toMatchObject({ rotulo: 'Contrato social ou estatuto', enviado: { nome: 'contratoSocial.pdf', url: expect.stringMatching(/^\/api\/arquivos\/\d+$/) } });
      // the file opens for the consultant of the carteira
      const { cookie } = await entrarCru(portal, 'consultor@exemplo.com.br');
      const arquivoLido = await requisicaoCrua(portal, 'GET', r.body.documentos[0]!.enviado!.url, { cookie });
      expect(arquivoLido.status).toBe(200);
      expect(String(arquivoLido.body)).toMatch(/^%PDF-/);
    });

    it('sem chamado: a lista, nada enviado, chamado null; tipo PL: 2 documentos', async () => {
      expect(await elisa.consultor.consultarDocumentacaoAssociado({ query: { codSocio: '0002001' } })).toMatchObject({
        status: 200, body: { tipoEmpresa: 'PJ', chamado: null, documentos: [{ enviado: null, revisao: null }, { enviado: null }, { enviado: null }] },
      });
      const c = await novoConsultor(portal);
      const { codSocio } = await membroRegistrado(portal, c, { tp_empresa: 'PL', cgccfo: cpfValido() });
      const r = await c.cliente.consultor.consultarDocumentacaoAssociado({ query: { codSocio } });
      expect(r).toMatchObject({ status: 200, body: { tipoEmpresa: 'PL', documentos: [{ documento: 'comprovanteConselho' }, { documento: 'documentoIdentificacao' }] } });
    });

    it('fora da carteira ou desconhecido: 404; codSocio inválido: 400', async () => {
      expect(await gustavo.consultor.consultarDocumentacaoAssociado({ query: { codSocio: '0002002' } })).toMatchObject({ status: 404, body: FORA_DA_CARTEIRA });
      expect(await elisa.consultor.consultarDocumentacaoAssociado({ query: { codSocio: '0004001' } })).toMatchObject({ status: 404, body: FORA_DA_CARTEIRA });
      expect(await elisa.consultor.consultarDocumentacaoAssociado({ query: { codSocio: '9999999' } })).toMatchObject({ status: 404, body: FORA_DA_CARTEIRA });
      const { cookie } = await entrarCru(portal, 'consultor@exemplo.com.br');
      expect((await requisicaoCrua(portal, 'GET', '/api/Consultor/ConsultarDocumentacaoAssociado?codSocio=abc', { cookie })).status).toBe(400);
    });
  });

  describe('AnexarDocumentacaoAssociado', () => {
    it('envia a lista inteira: um chamado de documentação, um documento por arquivo (em análise), a etapa sai de Arquivos', async () => {
      const c = await novoConsultor(portal);
      const { codSocio } = await membroRegistrado(portal, c);
      const r = await anexar(c.cliente, codSocio, documentosPJ());
      expect(r).toMatchObject({ status: 200, body: { mensagem: 'Estamos validando seus documentos!' } });
      const tickets = await db().select().from(chamados).where(eq(chamados.codSocio, codSocio));
      expect(tickets).toMatchObject([{ produto: 'cdl-consultor', tipo: 'documentacao', label: 'Documentação do associado', status: 0, abertoPor: c.id }]);
      const docs = await db().select({ documento: documentosChamado.documento, pessoa: documentosChamado.pessoa, revisao: documentosChamado.revisao, mime: arquivos.mime, emAnalise: arquivos.emAnalise, finalidade: arquivos.finalidade, produto: arquivos.produto })
        .from(documentosChamado).innerJoin(arquivos, eq(arquivos.id, documentosChamado.arquivoId)).where(eq(documentosChamado.chamadoId, tickets[0]!.id)).orderBy(documentosChamado.id);
      expect(docs).toEqual([
        { documento: 'contratoSocial', pessoa: '', revisao: null, mime: 'application/pdf', emAnalise: true, finalidade: 'contratoSocial', produto: 'cdl-consultor' },
        { documento: 'comprovanteReceidaFederal', pessoa: '', revisao: null, mime: 'image/png', emAnalise: true, finalidade: 'comprovanteReceidaFederal', produto: 'cdl-consultor' },
        { documento: 'documentoIdentificacao', pessoa: '', revisao: null, mime: 'image/jpeg', emAnalise: true, finalidade: 'documentoIdentificacao', produto: 'cdl-consultor' },
      ]);
      expect(await db().select({ acao: acoesConsultor.acao }).from(acoesConsultor).where(and(eq(acoesConsultor.codSocio, codSocio), eq(acoesConsultor.acao, 'documentos')))).toHaveLength(1);
      const lista = await c.cliente.consultor.consultarCarteira({ query: { filtro: codSocio, linhas: 10, pagina: 1 } });
      expect(lista).toMatchObject({ status: 200, body: { associados: [{ codSocio, etapa: 'Ativo', detalhe: 'em análise', chamadoDocumentacao: { contratoSocial: null } }] } });
      // under review: a second send is refused
      await recusadoSemGravar(() => anexar(c.cliente, codSocio, documentosPJ()), 409, 'Seus documentos já estão em análise.');
      // staff reject one: back to Arquivos, and the send reopens a ticket
      await revisar(codSocio, { contratoSocial: 'INCORRETA: Falta a última página.', comprovanteReceidaFederal: 'OK', documentoIdentificacao: 'OK' });
      expect((await c.cliente.consultor.consultarCarteira({ query: { filtro: codSocio, linhas: 10, pagina: 1 } })).body).toMatchObject({ associados: [{ etapa: 'Arquivos', detalhe: 'documentos recusados' }] });
      // issue 27: only the rejected one is sent again
      expect((await anexar(c.cliente, codSocio, { contratoSocial: arquivo(EPS(), 'contrato.eps') })).status).toBe(200);
      await revisar(codSocio, { contratoSocial: 'OK', comprovanteReceidaFederal: 'OK', documentoIdentificacao: 'OK' });
      expect((await c.cliente.consultor.consultarCarteira({ query: { filtro: codSocio, linhas: 10, pagina: 1 } })).body).toMatchObject({ associados: [{ etapa: 'Ativo', detalhe: null }] });
      await recusadoSemGravar(() => anexar(c.cliente, codSocio, documentosPJ()), 409, 'Os documentos deste associado já foram aprovados.');
      // the chamados: newest first, each documentation ticket with its documents' review texts
      const lidos = await c.cliente.consultor.consultarChamados({ query: { codSocio } });
      if (lidos.status !== 200) throw new Error(String(lidos.status));
      expect(lidos.body).toHaveLength(2);
      expect(lidos.body[0]).toMatchObject({ status: 2, contratoSocial: 'OK' });
      expect(lidos.body[1]).toMatchObject({ status: 2, contratoSocial: 'INCORRETA: Falta a última página.', documentoIdentificacao: 'OK' });
    });

    it('o demo: 0002003 aprovado (409); 0002002 com INCORRETA reenvia (200)', async () => {
      await recusadoSemGravar(() => anexar(elisa, '0002003', documentosPJ()), 409, 'Os documentos deste associado já foram aprovados.');
      expect(await anexar(elisa, '0002002', { contratoSocial: arquivo(GIF(), 'contrato.gif') })).toMatchObject({ status: 200 });
    });

    it('issue 27: depois de uma recusa, só os recusados; os aprovados vão para o novo chamado como estavam (o mesmo arquivo), a equipe revê o conjunto', async () => {
      const c = await novoConsultor(portal);
      const { codSocio } = await membroRegistrado(portal, c);
      expect((await anexar(c.cliente, codSocio, documentosPJ())).status).toBe(200);
      await revisar(codSocio, { contratoSocial: 'INCORRETA: Falta a última página.', comprovanteReceidaFederal: 'OK', documentoIdentificacao: 'OK' });
      const [primeiro] = await db().select({ id: chamados.id }).from(chamados).where(eq(chamados.codSocio, codSocio));
      const antes = await db().select({ documento: documentosChamado.documento, arquivoId: documentosChamado.arquivoId })
        .from(documentosChamado).where(eq(documentosChamado.chamadoId, primeiro!.id));
      // the screen lists them: one to send, two approved
      const lista = await c.cliente.consultor.consultarDocumentacaoAssociado({ query: { codSocio } });
      expect(lista.status === 200 && lista.body.documentos.map((d) => d.revisao)).toEqual(['INCORRETA: Falta a última página.', 'OK', 'OK']);
      // an approved one sent again: refused, its card named (campo); the list without the rejected one: §5's sentence
      const aprovadoDeNovo = await fotografia(portal);
      expect(await anexar(c.cliente, codSocio, { contratoSocial: arquivo(PDF(), 'c.pdf'), documentoIdentificacao: arquivo(PNG(), 'rg.png') })).toMatchObject({
        status: 400, body: { mensagem: 'Documento de identificação do responsável (RG ou CNH) já foi aprovado: envie só os documentos recusados.', campo: 'documentoIdentificacao' },
      });
      await recusadoSemGravar(() => anexar(c.cliente, codSocio, { documentoIdentificacao: arquivo(PNG(), 'rg.png') }), 400);
      expect(await fotografia(portal)).toEqual(aprovadoDeNovo);
      expect(await anexar(c.cliente, codSocio, {})).toMatchObject({ status: 400, body: { mensagem: 'Você deve adicionar todos os documentos da lista.' } });
      // the rejected one alone: 200; the new ticket holds the list, the approved files the same stored ones
      expect(await anexar(c.cliente, codSocio, { contratoSocial: arquivo(PDF(), 'contrato-completo.pdf') })).toMatchObject({ status: 200 });
      const [novo] = await db().select({ id: chamados.id }).from(chamados).where(and(eq(chamados.codSocio, codSocio), eq(chamados.status, 0)));
      const depois = await db().select({ documento: documentosChamado.documento, arquivoId: documentosChamado.arquivoId, revisao: documentosChamado.revisao, emAnalise: arquivos.emAnalise, nome: arquivos.nome })
        .from(documentosChamado).innerJoin(arquivos, eq(arquivos.id, documentosChamado.arquivoId)).where(eq(documentosChamado.chamadoId, novo!.id));
      const de = (lista: { documento: string; arquivoId: number }[], d: string) => lista.find((x) => x.documento === d)!.arquivoId;
      expect(depois).toHaveLength(3);
      expect(depois.every((d) => d.revisao === null && d.emAnalise)).toBe(true);
      expect(de(depois, 'comprovanteReceidaFederal')).toBe(de(antes, 'comprovanteReceidaFederal'));
      expect(de(depois, 'documentoIdentificacao')).toBe(de(antes, 'documentoIdentificacao'));
      expect(de(depois, 'contratoSocial')).not.toBe(de(antes, 'contratoSocial'));
      expect(depois.find((d) => d.documento === 'contratoSocial')!.nome).toBe('contrato-completo.pdf');
      expect((await c.cliente.consultor.consultarCarteira({ query: { filtro: codSocio, linhas: 10, pagina: 1 } })).body).toMatchObject({ associados: [{ etapa: 'Ativo', detalhe: 'em análise' }] });
      // approved on the second review: the member is done
      await revisar(codSocio, { contratoSocial: 'OK', comprovanteReceidaFederal: 'OK', documentoIdentificacao: 'OK' });
      await recusadoSemGravar(() => anexar(c.cliente, codSocio, { contratoSocial: arquivo(PDF(), 'c.pdf') }), 409, 'Os documentos deste associado já foram aprovados.');
    });

    it('recusas: lista incompleta, documento fora da lista, arquivo que não é do tipo, vazio; nada gravado', async () => {
      const c = await novoConsultor(portal);
      const { codSocio } = await membroRegistrado(portal, c);
      const casos: [string, Record<string, unknown>, number, string, string?][] = [
        ['falta um', { contratoSocial: arquivo(PDF(), 'c.pdf'), documentoIdentificacao: arquivo(PNG(), 'rg.png') }, 400, 'Você deve adicionar todos os documentos da lista.'],
        ['nenhum', {}, 400, 'Você deve adicionar todos os documentos da lista.'],
        ['fora da lista', documentosPJ({ pisOuNid: arquivo(PDF(), 'pis.pdf') }), 400, 'Documento fora da lista deste tipo de empresa.'],
        // issue 27: a file's refusal names its part (campo): the screen marks that card
        ['texto com nome de PNG', documentosPJ({ documentoIdentificacao: arquivo(FALSO_PNG(), 'rg.png', 'image/png') }), 400,
          'Documento de identificação do responsável (RG ou CNH): envie um arquivo PNG, JPEG, GIF, EPS ou PDF.', 'documentoIdentificacao'],
        ['um executável com nome de PDF', documentosPJ({ contratoSocial: arquivo(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'contrato.pdf', 'application/pdf') }), 400,
          'Contrato social ou estatuto: envie um arquivo PNG, JPEG, GIF, EPS ou PDF.', 'contratoSocial'],
        ['vazio', documentosPJ({ contratoSocial: arquivo(new Uint8Array(0), 'c.pdf') }), 400, 'Contrato social ou estatuto está vazio.', 'contratoSocial'],
      ];
      for (const [caso, docs, status, mensagem, campo] of casos) {
        const antes = await fotografia(portal);
        const r = await anexar(c.cliente, codSocio, docs);
        expect({ status: r.status, body: r.body }, caso).toEqual({ status, body: campo ? { mensagem, campo } : { mensagem } });
        expect(await fotografia(portal), caso).toEqual(antes);
      }
    });

    it('o associado do endereço (verificado antes do corpo) e o do corpo são o mesmo: outro no corpo é 400, nada gravado', async () => {
      const c = await novoConsultor(portal);
      const { codSocio } = await membroRegistrado(portal, c);
      await recusadoSemGravar(() => c.cliente.consultor.anexarDocumentacaoAssociado({ query: { codSocio }, body: { codSocio: '0002002', ...documentosPJ() } as never }),
        400, 'Os dados enviados não puderam ser lidos.');
    });

    it('um arquivo de mais de 10 MB: 413, nada gravado', async () => {
      const c = await novoConsultor(portal);
      const { codSocio } = await membroRegistrado(portal, c);
      const antes = await fotografia(portal);
      const r = await anexar(c.cliente, codSocio, documentosPJ({ contratoSocial: arquivo(Buffer.concat([PDF(), Buffer.alloc(10 * 1024 * 1024)]), 'c.pdf') }));
      expect({ status: r.status, body: r.body }).toEqual({ status: 413, body: { mensagem: 'Arquivo muito grande: o limite é de 10 MB por arquivo.', campo: 'contratoSocial' } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('dois envios ao mesmo tempo: um chamado, um 200 e um 409', async () => {
      const c = await novoConsultor(portal);
      const { codSocio } = await membroRegistrado(portal, c);
      const r = await Promise.all([anexar(c.cliente, codSocio, documentosPJ()), anexar(c.cliente, codSocio, documentosPJ())]);
      expect(r.map((x) => x.status).sort()).toEqual([200, 409]);
      expect((await db().select({ n: count() }).from(chamados).where(eq(chamados.codSocio, codSocio)))[0]!.n).toBe(1);
      expect((await db().select({ n: count() }).from(arquivos).where(eq(arquivos.codSocio, codSocio)))[0]!.n).toBe(3);
    });

    it('fora da carteira: 404 sem gravar', async () => {
      await recusadoSemGravar(() => anexar(gustavo, '0002001', documentosPJ()), 404, FORA_DA_CARTEIRA.mensagem);
      await recusadoSemGravar(() => anexar(elisa, '0004001', documentosPJ()), 404, FORA_DA_CARTEIRA.mensagem);
    });
  });

  describe('ConsultarChamados', () => {
    it('os chamados do produto do associado, com os textos de revisão; os de outro produto ficam de fora', async () => {
      const [staff] = await db().select({ id: chamados.abertoPor }).from(chamados).limit(1);
      await portal.deps.database.tx((tx) => abrirChamado(tx, { codSocio: '0002003', produto: 'spc-conciliador', tipo: 'classificacao', label: 'Outro produto', por: staff!.id, agora: relogio.relogio() }));
      const r = await elisa.consultor.consultarChamados({ query: { codSocio: '0002003' } });
      if (r.status !== 200) throw new Error(String(r.status));
      expect(r.body).toEqual([{
        codigo: expect.stringMatching(/^\d+$/), label: 'Documentação do associado', dataAbertura: expect.any(String), status: 2,
        tipoultimasolucao: 'Documentos revisados', ultimasolucao: 'Todos os documentos conferidos.',
        contratoSocial: 'OK', comprovanteReceidaFederal: 'OK', documentoIdentificacao: 'OK',
      }]);
      expect(await gustavo.consultor.consultarChamados({ query: { codSocio: '0002003' } })).toMatchObject({ status: 404, body: FORA_DA_CARTEIRA });
    });
  });

  describe('ConsultarAssociado e AtualizarCadastroAssociado', () => {
    const atualizacao = (codSocio: string, extra: Record<string, unknown> = {}) => ({
      codSocio, telefone: '3132104567', email: 'novo@empresa.com.br', endereco: 'ignorado', lograd: 'Rua Nguyễn Łukasz', numero: '10',
      complemento: '', bairro: 'Funcionários', cep: '30130-005', cidade: 'Belo Horizonte', uf: 'MG', ...extra,
    });

    it('os dados do registro; uma atualização abre um chamado com o pedido estruturado; a segunda, 409 com o aviso do §2', async () => {
      const c = await novoConsultor(portal);
      const { codSocio, email } = await membroRegistrado(portal, c);
      const lido = await c.cliente.consultor.consultarAssociado({ query: { codSocio } });
      expect(lido).toMatchObject({
        status: 200, body: {
          chamadoAtualizacao: false,
          dadosCadastrais: { nomecomercial: 'Empório Teste', tP_EMPRESA: 'PJ', razaosocial: 'Empório Teste Comércio Ltda', inscest: 'ISENTO', lograd: '', ddd: '31', telefone: '987654321', email },
        },
      });
      const r = await c.cliente.consultor.atualizarCadastroAssociado({ body: atualizacao(codSocio) });
      expect(r).toMatchObject({ status: 200, body: { mensagem: 'Solicitação de atualização de dados com sucesso.' } });
      const [t] = await db().select().from(chamados).where(and(eq(chamados.codSocio, codSocio), eq(chamados.tipo, 'atualizacao')));
      expect(t).toMatchObject({ produto: 'cdl-consultor', label: 'Atualização de dados cadastrais', status: 0 });
      expect(await db().select().from(atualizacoesCadastro).where(eq(atualizacoesCadastro.chamadoId, t!.id))).toEqual([{
        chamadoId: t!.id, codSocio, telefone: '3132104567', email: 'novo@empresa.com.br',
        endereco: 'Rua Nguyễn Łukasz, 10, Funcionários, 30130005, Belo Horizonte/MG',
        lograd: 'Rua Nguyễn Łukasz', numero: '10', complemento: '', bairro: 'Funcionários', cep: '30130005', cidade: 'Belo Horizonte', uf: 'MG', aplicadaEm: null,
      }]);
      expect(await db().select({ acao: acoesConsultor.acao }).from(acoesConsultor).where(and(eq(acoesConsultor.codSocio, codSocio), eq(acoesConsultor.acao, 'atualizacao')))).toHaveLength(1);
      expect((await c.cliente.consultor.consultarAssociado({ query: { codSocio } })).body).toMatchObject({ chamadoAtualizacao: true });
      await recusadoSemGravar(() => c.cliente.consultor.atualizarCadastroAssociado({ body: atualizacao(codSocio) }), 409,
        'Você possui uma solicitação de atualização de dados em aberto. Aguarde a conclusão para solicitar uma nova atualização.');
    });

    it('um associado sem registro (anterior ao portal): o que se sabe, vazio no resto', async () => {
      const c = await novoConsultor(portal);
      await db().insert(associados).values({ codSocio: '0007777', nome: 'Loja Antiga Ltda', documento: '04252011000110' });
      await db().insert(carteira).values({ consultorId: c.id, codSocio: '0007777', nomeSocio: 'Loja Antiga Ltda', email: 'antiga@empresa.com.br', aceiteTermoUso: true, aceiteContrato: true });
      expect(await c.cliente.consultor.consultarAssociado({ query: { codSocio: '0007777' } })).toMatchObject({
        status: 200, body: { chamadoAtualizacao: false, dadosCadastrais: { razaosocial: 'Loja Antiga Ltda', doc: '04252011000110', tP_EMPRESA: '', lograd: '', email: 'antiga@empresa.com.br' } },
      });
      expect((await c.cliente.consultor.consultarDocumentacaoAssociado({ query: { codSocio: '0007777' } })).body).toMatchObject({ tipoEmpresa: 'PJ' });
    });

    it.each([
      ['CEP', { cep: '3013' }, 'CEP inválido.'],
      ['UF', { uf: 'mg' }, 'Informe a UF.'],
      ['telefone', { telefone: '123' }, undefined],
      ['bairro vazio', { bairro: ' ' }, 'Informe o bairro.'],
      ['e-mail', { email: 'x' }, undefined],
    ])('400 (%s), nada gravado', async (_, extra, mensagem) => {
      await recusadoSemGravar(() => elisa.consultor.atualizarCadastroAssociado({ body: atualizacao('0002003', extra) as never }), 400, mensagem);
    });

    it('fora da carteira: 404 sem gravar', async () => {
      await recusadoSemGravar(() => gustavo.consultor.atualizarCadastroAssociado({ body: atualizacao('0002003') }), 404, FORA_DA_CARTEIRA.mensagem);
      expect(await gustavo.consultor.consultarAssociado({ query: { codSocio: '0002003' } })).toMatchObject({ status: 404, body: FORA_DA_CARTEIRA });
    });
  });

  describe('EnviarEmailCredenciaisAssociado', () => {
    it('um link para criar a senha (nunca uma senha), um por associado a cada 5 minutos', async () => {
      const c = await novoConsultor(portal, 'Zoë Consultora ✨');
      const { codSocio, email } = await membroRegistrado(portal, c);
      const enviar = (cli: Cliente) => cli.consultor.enviarEmailCredenciaisAssociado({ query: { codSocio } });
      expect(await enviar(c.cliente)).toMatchObject({ status: 200, body: { mensagem: `Login enviado para ${email}.` } });
      const emails = await db().select().from(outbox).where(and(eq(outbox.para, email), eq(outbox.assunto, 'Seu acesso ao Portal do Associado')));
      expect(emails).toHaveLength(1);
      expect(emails[0]!.corpo).toMatch(/\/convite#[A-Za-z0-9_-]{43}/);
      expect(emails[0]!.corpo).toContain('Zoë Consultora ✨');
      expect(emails[0]!.corpo).not.toContain('Senha#Nova2026');
      expect(emails[0]!.corpo).not.toContain(SENHA_DEMO);
      const antes = await fotografia(portal);
      expect(await enviar(c.cliente)).toEqual(expect.objectContaining({
        status: 429, body: { mensagem: 'Aguarde 5 minutos para enviar o login deste associado de novo.', segundos: 300 },
      }));
      expect(await fotografia(portal)).toEqual(antes);
      // issue 27: how long is LEFT, in words and in the body's seconds (and Retry-After), not always 5 minutes
      relogio.avancar(3 * 60_000 + 50_000 + 400);
      expect(await enviar(c.cliente)).toMatchObject({
        status: 429, body: { mensagem: 'Aguarde 1 minuto e 10 segundos para enviar o login deste associado de novo.', segundos: 70 },
      });
      const { cookie: cru } = await entrarCru(portal, c.email);
      const r = await requisicaoCrua(portal, 'POST', `/api/Consultor/EnviarEmailCredenciaisAssociado?codSocio=${codSocio}`, { cookie: cru });
      expect([r.status, r.headers.get('retry-after')]).toEqual([429, '70']);
      relogio.avancar(69_000);
      expect(await enviar(c.cliente)).toMatchObject({ status: 429, body: { mensagem: 'Aguarde 1 segundo para enviar o login deste associado de novo.', segundos: 1 } });
      relogio.avancar(1_000);
      const { cookie } = await entrarCru(portal, c.email);
      expect((await enviar(clienteDe(portal.url, { cookie: cookie! }))).status).toBe(200);
    });

    it('cinco ao mesmo tempo: um 200, quatro 429', async () => {
      const c = await novoConsultor(portal);
      const { codSocio } = await membroRegistrado(portal, c);
      const r = await Promise.all([1, 2, 3, 4, 5].map(() => c.cliente.consultor.enviarEmailCredenciaisAssociado({ query: { codSocio } })));
      expect(r.map((x) => x.status).sort()).toEqual([200, 429, 429, 429, 429]);
    });

    it('fora da carteira, desconhecido ou sem código: 404/400 sem gravar', async () => {
      await recusadoSemGravar(() => gustavo.consultor.enviarEmailCredenciaisAssociado({ query: { codSocio: '0002003' } }), 404, FORA_DA_CARTEIRA.mensagem);
      await recusadoSemGravar(() => elisa.consultor.enviarEmailCredenciaisAssociado({ query: { codSocio: '0000000' } }), 404, FORA_DA_CARTEIRA.mensagem);
      const { cookie } = await entrarCru(portal, 'consultor@exemplo.com.br');
      const antes = await fotografia(portal);
      expect((await requisicaoCrua(portal, 'POST', '/api/Consultor/EnviarEmailCredenciaisAssociado?codSocio=-', { cookie })).status).toBe(400);
      expect(await fotografia(portal)).toEqual(antes);
    });
  });
});
