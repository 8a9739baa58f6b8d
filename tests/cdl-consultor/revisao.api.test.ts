import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DOCUMENTOS_POR_TIPO, etapaDoMembro, type ChamadoDocumentacao, type DocumentoAssociado, type TipoEmpresa,
} from '../../src/domain/cdl-consultor/carteira';
import { gravarArquivo } from '../../src/server/comum/arquivos.repo';
import type { Tx } from '../../src/server/db/database';
import { abrirChamado, chamadosDoAssociado } from '../../src/server/comum/chamados';
import { atualizacoesCadastro, cadastrosAssociado } from '../../src/server/db/schema/cdl-consultor';
import {
  arquivos, associados, carteira, chamados, documentosChamado, historicoChamados, usuarios,
} from '../../src/server/db/schema/comum';
import {
  abrirPortal, BANCO, fotografia, novoAssociado, relogioManual, requisicaoCrua, type Cliente, type Portal,
} from '../support/portal';

// Staff review of the consultant's tickets (issue 21 steps 6 and 8): a documentation ticket finished with one review
// per document (RevisarDocumentacao), a data update applied (AplicarAtualizacao) or refused (AtualizarChamado 1).
// The tickets are written straight to the database, as the consultant's routes would leave them.

const INICIO = '2026-11-23T15:00:00Z';
const ACESSO_NEGADO = 'Você não tem acesso a esta função.';
const SESSAO_EXPIRADA = 'Sua sessão expirou. Entre novamente.';
const NAO_ENCONTRADO = 'Chamado não encontrado.';
const JA_ENCERRADO = 'Este chamado já foi encerrado.';
const INCOMPLETA = 'Revise todos os documentos do chamado.';
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe(`revisão dos chamados do consultor pela equipe (${BANCO})`, () => {
  let portal: Portal;
  let atendente: Cliente;
  let consultorId: number;
  let atendenteId: number;
  const relogio = relogioManual(INICIO);
  beforeAll(async () => {
    portal = await abrirPortal({ relogio: relogio.relogio });
    const [c] = await db().select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'consultor@exemplo.com.br'));
    const [a] = await db().select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'atendente@exemplo.com.br'));
    consultorId = c!.id;
    atendenteId = a!.id;
  });
  afterAll(async () => { await portal?.fechar(); });
  beforeEach(async () => {
    relogio.definir(INICIO);
    atendente = await portal.entrar('atendente@exemplo.com.br');
  });

  const db = () => portal.deps.database.db;
  const tx = <T>(f: (t: Tx) => Promise<T>) => portal.deps.database.tx(f);

  let n = 0;
  /** A registered member of the demo consultant's carteira (with its registration and address). */
  async function membro(tipo: TipoEmpresa = 'PJ', nome = 'Padaria Revisada Ltda') {
    n += 1;
    const codSocio = `9${String(n).padStart(3, '0')}${randomUUID().replace(/\D/g, '').slice(0, 3)}`;
    // a CPF for PL and AUT, a CNPJ otherwise; unique in the file (associados and cadastros_associado are unique by it)
    const cgccfo = tipo === 'PL' || tipo === 'AUT' ? `390${String(n).padStart(8, '0')}` : `11${String(n).padStart(12, '0')}`;
    await db().insert(associados).values({ codSocio, nome, documento: cgccfo });
    const [linha] = await db().insert(carteira).values({
      consultorId, codSocio, nomeSocio: nome, documento: cgccfo, email: `membro.${codSocio}@teste.com.br`, aceiteTermoUso: true, aceiteContrato: true,
    }).returning({ id: carteira.id });
    await db().insert(cadastrosAssociado).values({
      codSocio, carteiraId: linha!.id, nomefantasia: `Fantasia ${n}`, codpacote: '0000283', tpEmpresa: tipo, nome, cgccfo,
      inscrestadual: 'ISENTO', contato: 'Joana', cpf: '52998224725', sexo: 'F', dataNascimento: '1980-01-01', celular: '31977776666',
      telefone: '3133334444', email: `contato.${codSocio}@teste.com.br`, codcoligada: 0, formapgto: 'C', codcfo: '-1', ativo: 0, pagrec: 3,
      pessoafisoujur: tipo === 'PL' || tipo === 'AUT' ? 'f' : 'j', codcoltcf: 0, codtcf: '001',
      lograd: 'Rua da Bahia', numero: '100', complemento: '', bairro: 'Centro', cep: '30160010', cidade: 'Belo Horizonte', uf: 'MG',
      cadastradoPor: consultorId, cadastradoEm: new Date(INICIO),
    });
    return { codSocio, cgccfo };
  }

  /** A member whose documentation ticket is open, its documents written in reverse order (the reader sorts them). */
  async function documentacaoAberta(tipo: TipoEmpresa = 'PJ', nome?: string) {
    const m = await membro(tipo, nome);
    const lista = DOCUMENTOS_POR_TIPO[tipo];
    const { chamadoId, arquivoIds } = await tx(async (t) => {
      const id = (await abrirChamado(t, {
        codSocio: m.codSocio, produto: 'cdl-consultor', tipo: 'documentacao', label: 'Documentação do associado', por: consultorId, agora: new Date(INICIO),
      }))!;
      const ids: Partial<Record<DocumentoAssociado, number>> = {};
      for (const documento of [...lista].reverse()) {
        const arquivoId = await gravarArquivo(t, { codSocio: m.codSocio, produto: 'cdl-consultor', finalidade: documento }, {
          nome: `${documento}.pdf`, tipo: 'pdf', mime: 'application/pdf', bytes: PDF, sha256: createHash('sha256').update(PDF).digest('hex'),
        });
        await t.update(arquivos).set({ emAnalise: true }).where(eq(arquivos.id, arquivoId));
        await t.insert(documentosChamado).values({ chamadoId: id, documento, arquivoId });
        ids[documento] = arquivoId;
      }
      return { chamadoId: id, arquivoIds: ids };
    });
    return { ...m, chamadoId, arquivoIds, lista };
  }

  /** A member with an open data-update request: phone, e-mail and the street's number change. */
  async function atualizacaoAberta() {
    const m = await membro();
    const chamadoId = await tx(async (t) => {
      const id = (await abrirChamado(t, {
        codSocio: m.codSocio, produto: 'cdl-consultor', tipo: 'atualizacao', label: 'Atualização de dados cadastrais', por: consultorId, agora: new Date(INICIO),
      }))!;
      await t.insert(atualizacoesCadastro).values({
        chamadoId: id, codSocio: m.codSocio, telefone: '3132221111', email: 'novo@padaria.com.br', endereco: 'Rua da Bahia, 200, Centro, 30160010, Belo Horizonte/MG',
        lograd: 'Rua da Bahia', numero: '200', complemento: 'Loja 2', bairro: 'Centro', cep: '30160010', cidade: 'Belo Horizonte', uf: 'MG',
      });
      return id;
    });
    return { ...m, chamadoId };
  }

  const revisar = (chamadoId: number, documentos: { documento: string; correto: boolean; comentario?: string; pessoa?: string | null }[], quem = atendente) =>
    quem.atendimento.revisarDocumentacaoAtendimento({ body: { chamadoId, documentos } });
  const todosOk = (lista: readonly string[]) => lista.map((documento) => ({ documento, correto: true }));
  const detalhe = async (chamadoId: number) => {
    const r = await atendente.atendimento.consultarChamadoAtendimento({ params: { chamadoId } });
    if (r.status !== 200) throw new Error(String(r.status));
    return r.body;
  };
  /** The member's stage as §4 derives it from its latest documentation ticket's stored reviews. */
  async function etapaDe(codSocio: string, chamadoId: number) {
    const docs = await db().select().from(documentosChamado).where(eq(documentosChamado.chamadoId, chamadoId));
    const chamadoDocumentacao: ChamadoDocumentacao = Object.fromEntries(docs.map((d) => [d.documento, d.revisao]));
    return etapaDoMembro({ aceiteTermoUso: true, aceiteContrato: true, codSocio, chamadoDocumentacao }).etapa;
  }

  describe('o chamado de documentação na tela da equipe', () => {
    it('a empresa (razão social, CNPJ, tipo, consultor) e cada documento na ordem da lista, com rótulo, arquivo e revisão', async () => {
      const d = await documentacaoAberta('PJ', 'Nguyễn Comércio 李 😀 Ltda');
      const lido = await detalhe(d.chamadoId);
      expect(lido.documentos).toEqual(d.lista.map((documento) => ({
        documento, rotulo: expect.any(String), pessoa: null, revisao: null,
        arquivo: { arquivoId: d.arquivoIds[documento], nome: `${documento}.pdf`, url: `/api/arquivos/${d.arquivoIds[documento]}` },
      })));
      expect(lido.documentos.map((x) => x.rotulo)).toEqual([
        'Contrato social ou estatuto', 'Comprovante de inscrição na Receita Federal (cartão CNPJ ou CCMEI)', 'Documento de identificação do responsável (RG ou CNH)',
      ]);
      expect(lido.arquivos).toEqual(lido.documentos.map((x) => x.arquivo));
      expect(lido.pedido).toEqual({
        titulo: 'Documentação de Nguyễn Comércio 李 😀 Ltda',
        campos: [
          { rotulo: 'Razão social', valor: 'Nguyễn Comércio 李 😀 Ltda' },
          { rotulo: 'Nome fantasia', valor: expect.stringMatching(/^Fantasia \d+$/) },
          { rotulo: 'Código do sócio', valor: d.codSocio },
          { rotulo: 'CNPJ', valor: expect.stringMatching(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/) },
          { rotulo: 'Tipo de empresa', valor: 'Pessoa Jurídica (PJ)' },
          { rotulo: 'Consultor', valor: 'Elisa Consultora' },
        ],
      });
    });

    it('um Autônomo: CPF formatado e seus quatro documentos na ordem da lista dele', async () => {
      const d = await documentacaoAberta('AUT', 'Joana Autônoma');
      const lido = await detalhe(d.chamadoId);
      expect(lido.documentos.map((x) => x.documento)).toEqual(['documentoIdentificacao', 'pisOuNid', 'guiaInssPago', 'comprovanteEndereco']);
      expect(lido.pedido?.campos).toContainEqual({ rotulo: 'CPF', valor: `${d.cgccfo.slice(0, 3)}.${d.cgccfo.slice(3, 6)}.${d.cgccfo.slice(6, 9)}-${d.cgccfo.slice(9)}` });
      expect(lido.pedido?.campos).toContainEqual({ rotulo: 'Tipo de empresa', valor: 'Autônomo (AUT)' });
    });
  });

  describe('RevisarDocumentacao', () => {
    it('um INCORRETA com comentário: 200, revisões gravadas com quem e quando, arquivos fora de análise, Finalizado recusado, o membro volta a Arquivos', async () => {
      const d = await documentacaoAberta();
      relogio.definir('2026-11-23T15:10:00Z');
      const r = await revisar(d.chamadoId, [
        { documento: 'documentoIdentificacao', correto: true },
        { documento: 'contratoSocial', correto: false, comentario: '  Documento ilegível.  ' },
        { documento: 'comprovanteReceidaFederal', correto: true, comentario: '' },
      ]);
      expect(r).toMatchObject({ status: 200, body: { mensagem: 'Análise concluída.' } });
      const docs = await db().select().from(documentosChamado).where(eq(documentosChamado.chamadoId, d.chamadoId));
      expect(Object.fromEntries(docs.map((x) => [x.documento, x.revisao]))).toEqual({
        contratoSocial: 'INCORRETA: Documento ilegível.', comprovanteReceidaFederal: 'OK', documentoIdentificacao: 'OK',
      });
      for (const x of docs) expect(x).toMatchObject({ revisadoPor: atendenteId, revisadoEm: new Date('2026-11-23T15:10:00Z') });
      const arqs = await db().select({ emAnalise: arquivos.emAnalise }).from(arquivos).where(eq(arquivos.codSocio, d.codSocio));
      expect(arqs.map((a) => a.emAnalise)).toEqual([false, false, false]);
      const [c] = await db().select().from(chamados).where(eq(chamados.id, d.chamadoId));
      expect(c).toMatchObject({ status: 2, atualizadoEm: new Date('2026-11-23T15:10:00Z') });
      // the consultant's Chamados screen reads the last solution
      const [doConsultor] = await chamadosDoAssociado(db(), d.codSocio);
      expect(doConsultor).toMatchObject({
        status: 2, tipoultimasolucao: 'Documentação recusada',
        ultimasolucao: 'Documentos incorretos (corrija e envie de novo):\nContrato social ou estatuto: Documento ilegível.',
      });
      expect(await etapaDe(d.codSocio, d.chamadoId)).toBe('Arquivos');
      // the page shows each review, read only
      const lido = await detalhe(d.chamadoId);
      expect(lido.documentos.map((x) => x.revisao)).toEqual(['INCORRETA: Documento ilegível.', 'OK', 'OK']);
      expect(lido.historico.at(-1)).toMatchObject({ status: 2, nomeUsuario: 'Fábio Atendente', tipoSolucao: 'Documentação recusada' });
    });

    it('issue 27: o consultor reenvia só o recusado; a equipe vê o conjunto (os aprovados com o mesmo arquivo, e de onde vêm) e o revê', async () => {
      const d = await documentacaoAberta();
      await revisar(d.chamadoId, [
        { documento: 'contratoSocial', correto: false, comentario: 'Falta a última página.' },
        { documento: 'comprovanteReceidaFederal', correto: true }, { documento: 'documentoIdentificacao', correto: true },
      ]);
      const consultor = await portal.entrar('consultor@exemplo.com.br');
      const contrato = new File([PDF], 'contrato-completo.pdf', { type: 'application/pdf' });
      const envio = await consultor.consultor.anexarDocumentacaoAssociado({ query: { codSocio: d.codSocio }, body: { codSocio: d.codSocio, contratoSocial: contrato } as never });
      expect(envio.status).toBe(200);
      const [novo] = await db().select({ id: chamados.id }).from(chamados).where(and(eq(chamados.codSocio, d.codSocio), eq(chamados.status, 0)));
      const lido = await detalhe(novo!.id);
      expect(lido.documentos.map((x) => [x.documento, x.revisao])).toEqual([
        ['contratoSocial', null], ['comprovanteReceidaFederal', null], ['documentoIdentificacao', null],
      ]);
      expect(lido.documentos[1]!.arquivo.arquivoId).toBe(d.arquivoIds.comprovanteReceidaFederal);
      expect(lido.documentos[0]!.arquivo.arquivoId).not.toBe(d.arquivoIds.contratoSocial);
      expect(lido.pedido?.campos).toContainEqual({
        rotulo: 'Aprovados antes (o mesmo arquivo)',
        valor: `Comprovante de inscrição na Receita Federal (cartão CNPJ ou CCMEI) (chamado nº ${d.chamadoId}); Documento de identificação do responsável (RG ou CNH) (chamado nº ${d.chamadoId})`,
      });
      // staff open the carried file again (it is this ticket's document) and finish the review of the set
      const arquivo = await requisicaoCrua(portal, 'GET', lido.documentos[1]!.arquivo.url, { cookie: atendente.cookie });
      expect(arquivo).toMatchObject({ status: 200, body: new TextDecoder().decode(PDF) });
      expect(await revisar(novo!.id, todosOk(d.lista))).toMatchObject({ status: 200 });
      expect(await etapaDe(d.codSocio, novo!.id)).toBe('Ativo');
    });

    it('todos OK: Documentação aprovada, o membro fica Ativo', async () => {
      const d = await documentacaoAberta('MEI');
      expect(await revisar(d.chamadoId, todosOk(d.lista))).toMatchObject({ status: 200 });
      const [doConsultor] = await chamadosDoAssociado(db(), d.codSocio);
      expect(doConsultor).toMatchObject({ status: 2, tipoultimasolucao: 'Documentação aprovada', ultimasolucao: 'Todos os documentos foram aprovados.' });
      expect(await etapaDe(d.codSocio, d.chamadoId)).toBe('Ativo');
    });

    it.each([
      ['faltando um documento', (l: readonly string[]) => todosOk(l.slice(1)), INCOMPLETA],
      ['um documento a mais (fora do chamado)', (l: readonly string[]) => [...todosOk(l), { documento: 'pisOuNid', correto: true }], INCOMPLETA],
      ['um documento repetido no lugar de outro', (l: readonly string[]) => [...todosOk(l.slice(1)), { documento: l[1]!, correto: false, comentario: 'x' }], INCOMPLETA],
      ['um documento de outra pessoa', (l: readonly string[]) => [...todosOk(l.slice(1)), { documento: l[0]!, correto: true, pessoa: '52998224725' }], INCOMPLETA],
      ['INCORRETA sem comentário', (l: readonly string[]) => [{ documento: l[0]!, correto: false, comentario: '   ' }, ...todosOk(l.slice(1))], 'Diga o que está incorreto no documento.'],
      ['nenhum documento', () => [], 'Revise os documentos.'],
      ['41 documentos', () => Array.from({ length: 41 }, (_, i) => ({ documento: `d${i}`, correto: true })), 'Revise no máximo 40 documentos.'],
      ['comentário de 501 caracteres', (l: readonly string[]) => [{ documento: l[0]!, correto: false, comentario: 'x'.repeat(501) }, ...todosOk(l.slice(1))], 'O comentário pode ter no máximo 500 caracteres.'],
      ['sem OK nem INCORRETA', (l: readonly string[]) => [{ documento: l[0]! }, ...todosOk(l.slice(1))], 'Marque OK ou INCORRETA.'],
      ['documento de 41 caracteres', (l: readonly string[]) => [{ documento: 'x'.repeat(41), correto: true }, ...todosOk(l.slice(1))], 'Documento inválido.'],
    ])('%s: 400 com a mensagem, nada gravado, o chamado continua Aberto', async (_, corpo, mensagem) => {
      const d = await documentacaoAberta();
      const antes = await fotografia(portal);
      const r = await requisicaoCrua(portal, 'POST', '/api/Atendimento/RevisarDocumentacao', {
        cookie: atendente.cookie, corpo: { chamadoId: d.chamadoId, documentos: corpo(d.lista) },
      });
      expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { mensagem } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it.each([
      ['chamadoId 0', { chamadoId: 0 }, 'Valor pequeno demais em "chamadoId".'],
      ['chamadoId texto', { chamadoId: 'um' }, 'Valor inválido em "chamadoId".'],
      ['sem documentos', { chamadoId: 1, documentos: undefined }, 'Campo obrigatório: "documentos".'],
    ])('%s: 400 com a mensagem', async (_, corpo, mensagem) => {
      const r = await requisicaoCrua(portal, 'POST', '/api/Atendimento/RevisarDocumentacao', {
        cookie: atendente.cookie, corpo: { documentos: [{ documento: 'contratoSocial', correto: true }], ...corpo },
      });
      expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { mensagem } });
    });

    it('chamado que não existe, de atualização, ou de documentação de um produto sem documentos: 404, nada gravado', async () => {
      const atu = await atualizacaoAberta();
      const outro = await novoAssociado(portal, 'Saúde Documentada');
      const saude = await tx(async (t) => (await abrirChamado(t, {
        codSocio: outro.codSocio, produto: 'cdl-saude', tipo: 'documentacao', label: 'Documentos das vidas', por: outro.id, agora: new Date(INICIO),
      }))!);
      const antes = await fotografia(portal);
      for (const chamadoId of [2_147_483_647, atu.chamadoId, saude]) {
        expect(await revisar(chamadoId, [{ documento: 'contratoSocial', correto: true }]), String(chamadoId))
          .toMatchObject({ status: 404, body: { mensagem: NAO_ENCONTRADO } });
      }
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('concluir de novo: 409, nada gravado', async () => {
      const d = await documentacaoAberta();
      expect((await revisar(d.chamadoId, todosOk(d.lista))).status).toBe(200);
      const antes = await fotografia(portal);
      expect(await revisar(d.chamadoId, d.lista.map((documento) => ({ documento, correto: false, comentario: 'Trocado.' }))))
        .toMatchObject({ status: 409, body: { mensagem: JA_ENCERRADO } });
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('dois atendentes concluem ao mesmo tempo: um 200 e um 409, as revisões de um só', async () => {
      const d = await documentacaoAberta();
      const outro = await portal.entrar('atendente@exemplo.com.br');
      const respostas = await Promise.all([
        revisar(d.chamadoId, todosOk(d.lista)),
        revisar(d.chamadoId, d.lista.map((documento) => ({ documento, correto: false, comentario: 'Ilegível.' })), outro),
      ]);
      expect(respostas.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(respostas.find((r) => r.status === 409)?.body).toEqual({ mensagem: JA_ENCERRADO });
      const venceu = respostas[0]!.status === 200 ? 'OK' : 'INCORRETA: Ilegível.';
      const docs = await db().select().from(documentosChamado).where(eq(documentosChamado.chamadoId, d.chamadoId));
      expect(docs.map((x) => x.revisao)).toEqual(docs.map(() => venceu));
      const hist = await db().select().from(historicoChamados).where(and(eq(historicoChamados.chamadoId, d.chamadoId), eq(historicoChamados.status, 2)));
      expect(hist).toHaveLength(1);
    });

    it('AtualizarChamado não encerra um chamado de documentação (nem Finalizado nem Cancelado): 409, nada gravado', async () => {
      const d = await documentacaoAberta();
      const antes = await fotografia(portal);
      for (const status of [2, 1] as const) {
        expect(await atendente.atendimento.atualizarChamadoAtendimento({ body: { chamadoId: d.chamadoId, status, tipoSolucao: 'Análise', solucao: 'Conferido.' } }))
          .toMatchObject({ status: 409, body: { mensagem: 'Use Concluir análise: cada documento do chamado precisa da sua revisão.' } });
      }
      expect(await fotografia(portal)).toEqual(antes);
    });
  });

  describe('AplicarAtualizacao e recusar (AtualizarChamado 1)', () => {
    it('a solicitação: cada campo como está → como ficará; aplicar: 200, o cadastro muda, aplicada_em, Finalizado Dados atualizados', async () => {
      const a = await atualizacaoAberta();
      const antes = await detalhe(a.chamadoId);
      expect(antes.documentos).toEqual([]);
      expect(antes.pedido?.campos).toEqual([
        { rotulo: 'Telefone', valor: '(31) 3333-4444 → (31) 3222-1111' },
        { rotulo: 'E-mail', valor: `contato.${a.codSocio}@teste.com.br → novo@padaria.com.br` },
        { rotulo: 'Logradouro', valor: 'Rua da Bahia (sem alteração)' },
        { rotulo: 'Número', valor: '100 → 200' },
        { rotulo: 'Complemento', valor: '(vazio) → Loja 2' },
        { rotulo: 'Bairro', valor: 'Centro (sem alteração)' },
        { rotulo: 'CEP', valor: '30160-010 (sem alteração)' },
        { rotulo: 'Cidade', valor: 'Belo Horizonte (sem alteração)' },
        { rotulo: 'UF', valor: 'MG (sem alteração)' },
        { rotulo: 'Situação', valor: 'Aguardando aplicação' },
      ]);
      relogio.definir('2026-11-23T15:30:00Z');
      expect(await atendente.atendimento.aplicarAtualizacaoAtendimento({ body: { chamadoId: a.chamadoId } }))
        .toMatchObject({ status: 200, body: { mensagem: 'Atualização aplicada.' } });
      const [cad] = await db().select().from(cadastrosAssociado).where(eq(cadastrosAssociado.codSocio, a.codSocio));
      expect(cad).toMatchObject({ telefone: '3132221111', email: 'novo@padaria.com.br', numero: '200', complemento: 'Loja 2', cep: '30160010' });
      const [p] = await db().select().from(atualizacoesCadastro).where(eq(atualizacoesCadastro.chamadoId, a.chamadoId));
      expect(p?.aplicadaEm).toEqual(new Date('2026-11-23T15:30:00Z'));
      const [doConsultor] = await chamadosDoAssociado(db(), a.codSocio);
      expect(doConsultor).toMatchObject({ status: 2, tipoultimasolucao: 'Dados atualizados' });
      const depois = await detalhe(a.chamadoId);
      expect(depois.pedido?.campos[0]).toEqual({ rotulo: 'Telefone', valor: '(31) 3222-1111' });
      expect(depois.pedido?.campos.at(-1)).toEqual({ rotulo: 'Situação', valor: 'Aplicada em 23/11/2026 às 12:30' });
    });

    it('aplicar de novo: 409, nada gravado; dois ao mesmo tempo: um 200 e um 409', async () => {
      const a = await atualizacaoAberta();
      expect((await atendente.atendimento.aplicarAtualizacaoAtendimento({ body: { chamadoId: a.chamadoId } })).status).toBe(200);
      const antes = await fotografia(portal);
      expect(await atendente.atendimento.aplicarAtualizacaoAtendimento({ body: { chamadoId: a.chamadoId } }))
        .toMatchObject({ status: 409, body: { mensagem: JA_ENCERRADO } });
      expect(await fotografia(portal)).toEqual(antes);

      const b = await atualizacaoAberta();
      const outro = await portal.entrar('atendente@exemplo.com.br');
      const respostas = await Promise.all([atendente, outro].map((c) => c.atendimento.aplicarAtualizacaoAtendimento({ body: { chamadoId: b.chamadoId } })));
      expect(respostas.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it('recusar (Cancelado com o comentário): o cadastro fica como estava; Finalizar pelo AtualizarChamado: 409', async () => {
      const a = await atualizacaoAberta();
      const antes = await fotografia(portal);
      expect(await atendente.atendimento.atualizarChamadoAtendimento({ body: { chamadoId: a.chamadoId, status: 2, tipoSolucao: 'Dados', solucao: 'Feito.' } }))
        .toMatchObject({ status: 409, body: { mensagem: 'Use Aplicar atualização: finalizar sem aplicar deixaria os dados como estavam.' } });
      expect(await fotografia(portal)).toEqual(antes);
      expect(await atendente.atendimento.atualizarChamadoAtendimento({ body: { chamadoId: a.chamadoId, status: 1, tipoSolucao: 'Atualização recusada', solucao: 'Telefone não confere.' } }))
        .toMatchObject({ status: 200 });
      const [cad] = await db().select().from(cadastrosAssociado).where(eq(cadastrosAssociado.codSocio, a.codSocio));
      expect(cad).toMatchObject({ telefone: '3133334444', numero: '100' });
      const [p] = await db().select().from(atualizacoesCadastro).where(eq(atualizacoesCadastro.chamadoId, a.chamadoId));
      expect(p?.aplicadaEm).toBeNull();
      expect(await atendente.atendimento.aplicarAtualizacaoAtendimento({ body: { chamadoId: a.chamadoId } })).toMatchObject({ status: 409 });
      // issue 27: Editar Dados reads the last refusal, when and why; a newer request (open) hides it
      const consultor = await portal.entrar('consultor@exemplo.com.br');
      expect(await consultor.consultor.consultarAssociado({ query: { codSocio: a.codSocio } })).toMatchObject({
        status: 200, body: { chamadoAtualizacao: false, ultimaRecusa: { codigo: String(a.chamadoId), em: INICIO.replace('Z', '.000Z'), motivo: 'Telefone não confere.' } },
      });
      await tx((t) => abrirChamado(t, {
        codSocio: a.codSocio, produto: 'cdl-consultor', tipo: 'atualizacao', label: 'Atualização de dados cadastrais', por: consultorId, agora: new Date('2026-11-23T15:05:00Z'),
      }));
      expect(await consultor.consultor.consultarAssociado({ query: { codSocio: a.codSocio } })).toMatchObject({ status: 200, body: { chamadoAtualizacao: true, ultimaRecusa: null } });
    });

    it('chamado que não existe ou de documentação: 404; chamadoId inválido: 400; nada gravado', async () => {
      const d = await documentacaoAberta();
      const antes = await fotografia(portal);
      for (const chamadoId of [2_147_483_647, d.chamadoId]) {
        expect(await atendente.atendimento.aplicarAtualizacaoAtendimento({ body: { chamadoId } })).toMatchObject({ status: 404, body: { mensagem: NAO_ENCONTRADO } });
      }
      for (const [corpo, mensagem] of [[{ chamadoId: 0 }, 'Valor pequeno demais em "chamadoId".'], [{}, 'Campo obrigatório: "chamadoId".'], [{ chamadoId: '9'.repeat(400) }, 'Valor inválido em "chamadoId".']] as const) {
        const r = await requisicaoCrua(portal, 'POST', '/api/Atendimento/AplicarAtualizacao', { cookie: atendente.cookie, corpo });
        expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { mensagem } });
      }
      expect(await fotografia(portal)).toEqual(antes);
    });
  });

  describe('acesso', () => {
    const rotas = (c: Cliente, doc: number, atu: number) => [
      c.atendimento.revisarDocumentacaoAtendimento({ body: { chamadoId: doc, documentos: [{ documento: 'contratoSocial', correto: true }] } }),
      c.atendimento.aplicarAtualizacaoAtendimento({ body: { chamadoId: atu } }),
    ];

    it('sem sessão: 401; o associado (o próprio membro) e o consultor: 403; nada gravado', async () => {
      const d = await documentacaoAberta();
      const a = await atualizacaoAberta();
      const consultor = await portal.entrar('consultor@exemplo.com.br');
      const associado = await novoAssociado(portal, 'Associado Curioso');
      const antes = await fotografia(portal);
      for (const r of await Promise.all(rotas(portal.cliente(), d.chamadoId, a.chamadoId))) {
        expect(r).toMatchObject({ status: 401, body: { mensagem: SESSAO_EXPIRADA } });
      }
      for (const [quem, c] of [['consultor', consultor], ['associado', associado.cliente]] as const) {
        for (const r of await Promise.all(rotas(c, d.chamadoId, a.chamadoId))) expect(r, quem).toMatchObject({ status: 403, body: { mensagem: ACESSO_NEGADO } });
      }
      expect(await fotografia(portal)).toEqual(antes);
    });

    it('arquivos: a equipe abre os documentos do chamado aberto e, encerrado, ainda os lê; outro arquivo do associado, não', async () => {
      const d = await documentacaoAberta();
      const logo = await tx((t) => gravarArquivo(t, { codSocio: d.codSocio, produto: 'cdl-consultor', finalidade: 'logomarca' }, {
        nome: 'logo.pdf', tipo: 'pdf', mime: 'application/pdf', bytes: PDF, sha256: createHash('sha256').update(PDF).digest('hex'),
      }));
      const abrir = (id: number, cookie: string | null = atendente.cookie) => requisicaoCrua(portal, 'GET', `/api/arquivos/${id}`, { cookie });
      const id = d.arquivoIds.contratoSocial!;
      expect(await abrir(id)).toMatchObject({ status: 200, body: new TextDecoder().decode(PDF) });
      expect(await revisar(d.chamadoId, todosOk(d.lista))).toMatchObject({ status: 200 });
      const [arq] = await db().select({ emAnalise: arquivos.emAnalise }).from(arquivos).where(eq(arquivos.id, id));
      expect(arq?.emAnalise).toBe(false);
      expect((await abrir(id)).status).toBe(200);
      expect(await abrir(logo)).toMatchObject({ status: 404, body: { mensagem: 'Arquivo não encontrado.' } });
      // the carteira's consultant reads them; another associate does not
      const consultor = await portal.entrar('consultor@exemplo.com.br');
      expect((await abrir(id, consultor.cookie)).status).toBe(200);
      const outro = await novoAssociado(portal, 'Outro Associado');
      expect((await abrir(id, outro.cookie)).status).toBe(404);
    });
  });
});
