import { afterEach, describe, expect, it } from 'vitest';
import {
  algumRejeitado, chaveDeBusca, horaDaVolta, destinoDaAcao, opcaoDoChamado, situacaoDoChamado, documentosAprovados, documentosPendentes, enderecoJunto, etapaDoMembro, formatDocumento, linhaDaCarteira, mensagensConsultor,
  normalizarBusca, vagasDosDocumentos, type ChamadoDocumentacao, type Etapa,
} from '../../src/domain/cdl-consultor/carteira';
import { documentacao } from './dados';

// §4 "Member stage in consultant list", as a table: every combination of the inputs (2 × 2 × 2 × 3 ticket states).

const CHAMADOS: Record<'nenhum' | 'ok' | 'incorreta' | 'analise', ChamadoDocumentacao | null> = {
  nenhum: null,
  ok: { contratoSocial: 'OK', comprovanteReceidaFederal: 'OK', documentoIdentificacao: 'OK' },
  analise: { contratoSocial: null, comprovanteReceidaFederal: null, documentoIdentificacao: null },
  incorreta: { contratoSocial: 'INCORRETA: Documento ilegível.', comprovanteReceidaFederal: 'OK', documentoIdentificacao: 'OK' },
};
const TU: Etapa = 'Termo de Uso';
/** [aceiteTermoUso, aceiteContrato, codSocio] → the stage for a ticket that is [none, all OK (or under review), with INCORRETA]. */
const TABELA: [boolean, boolean, string | null, [Etapa, Etapa, Etapa]][] = [
  [false, false, null, [TU, TU, TU]],
  [false, false, '0002003', [TU, TU, TU]],
  [false, true, null, [TU, TU, TU]],
  [false, true, '0002003', [TU, TU, TU]],
  // term accepted, no contract, no code: Cadastro whatever the tickets
  [true, false, null, ['Cadastro', 'Cadastro', 'Cadastro']],
  // a code: no ticket or an INCORRETA document → Arquivos; otherwise Ativo
  [true, false, '0002003', ['Arquivos', 'Ativo', 'Arquivos']],
  // contract and no code: neither Cadastro (contract) nor Arquivos (no code) → "Otherwise"
  [true, true, null, ['Ativo', 'Ativo', 'Ativo']],
  [true, true, '0002003', ['Arquivos', 'Ativo', 'Arquivos']],
];
const ACOES: Record<Etapa, { action: string; color: string; router: string | null }> = {
  'Termo de Uso': { action: 'Aguardando', color: 'neutra', router: null },
  Cadastro: { action: 'Cadastrar', color: 'aviso', router: 'cadastrarAssociado' },
  Arquivos: { action: 'Enviar Arquivos', color: 'perigo', router: 'consultorArquivos' },
  Ativo: { action: 'Editar', color: 'sucesso', router: 'painelAssociado' },
};

/** Issue 27: what the row shows beside §4's etapa, and the colour that goes with it. */
function detalheEsperado(etapa: Etapa, chamado: keyof typeof CHAMADOS) {
  if (etapa === 'Arquivos' && chamado === 'incorreta') return { detalhe: 'documentos recusados' };
  if (etapa === 'Ativo' && chamado === 'analise') return { detalhe: 'em análise', color: 'aviso' };
  return { detalhe: null };
}

describe('etapaDoMembro (§4), cada combinação', () => {
  const casos = TABELA.flatMap(([aceiteTermoUso, aceiteContrato, codSocio, etapas]) =>
    (['nenhum', 'ok', 'incorreta', 'analise'] as const).map((chamado, i) => ({ aceiteTermoUso, aceiteContrato, codSocio, chamado, etapa: etapas[i === 3 ? 1 : i]! })));
  // a ticket under review reads as the all-OK one for §4 (no INCORRETA)
  it('a tabela cobre 32 combinações', () => { expect(casos).toHaveLength(32); });
  it.each(casos)('termo $aceiteTermoUso, contrato $aceiteContrato, código $codSocio, chamado $chamado → $etapa', (c) => {
    expect(etapaDoMembro({
      aceiteTermoUso: c.aceiteTermoUso, aceiteContrato: c.aceiteContrato, codSocio: c.codSocio, chamadoDocumentacao: CHAMADOS[c.chamado],
    })).toEqual({ etapa: c.etapa, ...ACOES[c.etapa], ...detalheEsperado(c.etapa, c.chamado) });
  });
  it('um documento ainda não revisado (null) não reprova: Ativo, em análise', () => {
    expect(etapaDoMembro({ aceiteTermoUso: true, aceiteContrato: true, codSocio: '1', chamadoDocumentacao: { contratoSocial: null } }))
      .toMatchObject({ etapa: 'Ativo', detalhe: 'em análise' });
  });
  it('issue 27: aprovado e em análise não se leem iguais; recusado não se lê como o primeiro envio', () => {
    const de = (chamadoDocumentacao: ChamadoDocumentacao | null) =>
      etapaDoMembro({ aceiteTermoUso: true, aceiteContrato: true, codSocio: '1', chamadoDocumentacao });
    expect(de(CHAMADOS.analise)).not.toEqual(de(CHAMADOS.ok));
    expect(de(CHAMADOS.incorreta)).not.toEqual(de(CHAMADOS.nenhum));
    expect([de(CHAMADOS.nenhum).etapa, de(CHAMADOS.incorreta).etapa, de(CHAMADOS.analise).etapa]).toEqual(['Arquivos', 'Arquivos', 'Ativo']);
  });
});

describe('linhaDaCarteira (§4)', () => {
  it.each([
    [{ codSocio: null, nomeSocio: null, documento: null, email: 'a@b.com' }, { codigo: '-', nome: 'a@b.com', documento: '-', podeEnviarLogin: false }],
    [{ codSocio: null, nomeSocio: 'Padaria', documento: '11222333000181', email: 'a@b.com' }, { codigo: '-', nome: 'Padaria', documento: '11.222.333/0001-81', podeEnviarLogin: false }],
    [{ codSocio: '0002003', nomeSocio: 'Farmácia', documento: '52998224725', email: 'a@b.com' }, { codigo: '0002003', nome: 'Farmácia', documento: '529.982.247-25', podeEnviarLogin: true }],
    // no name: the e-mail, '-' as code and document even when they exist
    [{ codSocio: '0002003', nomeSocio: '', documento: '52998224725', email: 'a@b.com' }, { codigo: '-', nome: 'a@b.com', documento: '-', podeEnviarLogin: false }],
    [{ codSocio: '0002003', nomeSocio: '李 Importação', documento: null, email: 'a@b.com' }, { codigo: '0002003', nome: '李 Importação', documento: '-', podeEnviarLogin: true }],
  ])('%o', (m, esperado) => { expect(linhaDaCarteira(m)).toEqual(esperado); });
});

describe('destinoDaAcao (§4 ação, §6 associadoSelecionado)', () => {
  const linha = { membroId: 7, codSocio: '0002003', nome: 'Farmácia' };
  it('Cadastrar abre o cadastro da linha da carteira (ainda sem código)', () => {
    expect(destinoDaAcao({ ...linha, codSocio: null, router: 'cadastrarAssociado' })).toEqual({ rota: 'cadastrarAssociado', membroId: 7 });
  });
  it.each(['consultorArquivos', 'painelAssociado'] as const)('%s escolhe o associado e abre a tela dele', (router) => {
    expect(destinoDaAcao({ ...linha, router })).toEqual({ rota: router, associado: { codSocio: '0002003', nomeSocio: 'Farmácia' } });
  });
  it('sem rota (Aguardando), ou sem código para escolher: sem link', () => {
    expect(destinoDaAcao({ ...linha, router: null })).toBeNull();
    expect(destinoDaAcao({ ...linha, codSocio: null, router: 'consultorArquivos' })).toBeNull();
    expect(destinoDaAcao({ ...linha, codSocio: null, router: 'painelAssociado' })).toBeNull();
  });
});

describe('documentos do associado (§4)', () => {
  const lista = documentacao().documentos;
  const revisada = documentacao('INCORRETA: ilegível').documentos;
  it('uma vaga por documento da lista, com o nome dele; a revisão INCORRETA aparece na vaga', () => {
    expect(vagasDosDocumentos(lista).map((v) => [v.chave, v.rotulo, v.nota])).toEqual([
      ['comprovanteConselho', 'Registro no conselho de classe', undefined],
      ['documentoIdentificacao', 'Documento de identificação do responsável (RG ou CNH)', undefined],
    ]);
    expect(vagasDosDocumentos(revisada)[0]!.nota).toEqual({ texto: 'INCORRETA: ilegível', problema: true });
  });
  it('issue 27: depois da revisão, vaga só para o recusado; o aprovado fica como aprovado, sem vaga', () => {
    expect(vagasDosDocumentos(revisada).map((v) => v.chave)).toEqual(['comprovanteConselho']);
    expect(documentosAprovados(revisada).map((d) => d.documento)).toEqual(['documentoIdentificacao']);
    expect(documentosPendentes(revisada).map((d) => d.documento)).toEqual(['comprovanteConselho']);
    // before any review: the whole list
    expect(documentosPendentes(lista)).toHaveLength(2);
    expect(documentosAprovados(lista)).toEqual([]);
  });
  it("algum INCORRETA: o aviso 'Seus documentos foram inválidados…'; OK ou sem revisão: nenhum", () => {
    expect(algumRejeitado(revisada)).toBe(true);
    expect(algumRejeitado(lista)).toBe(false);
    expect(algumRejeitado(lista.map((d) => ({ ...d, revisao: 'OK' })))).toBe(false);
    expect(algumRejeitado([])).toBe(false);
  });
});

describe('formatDocumento', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['123', '123'],
    ['', ''],
  ])('%s → %s', (doc, esperado) => { expect(formatDocumento(doc)).toBe(esperado); });
});

describe('chaveDeBusca e normalizarBusca: acentos e caixa ignorados', () => {
  const chave = chaveDeBusca({ codSocio: '0002002', nomeSocio: 'Ótica Documento Incorreto', documento: '11444777000161', email: 'Incorreta@Exemplo.com.br' });
  it.each(['0002002', 'otica', 'ÓTICA', 'Ótica doc', 'incorreta@exemplo', '11444777000161', '11.444.777/0001-61', '444777'])('"%s" acha a linha', (filtro) => {
    expect(chave.includes(normalizarBusca(filtro))).toBe(true);
  });
  it('nomes em outras escritas ficam (só as marcas somem)', () => {
    expect(normalizarBusca('  Nguyễn Comércio ')).toBe('nguyen comercio');
    expect(normalizarBusca('Łukasz')).toBe('łukasz');
    expect(normalizarBusca('李 Importação')).toBe('李 importacao');
    expect(normalizarBusca('Café ☕')).toBe('cafe ☕');
  });
  it('sem nome nem documento: código vazio, e-mail', () => {
    expect(chaveDeBusca({ codSocio: null, nomeSocio: null, documento: null, email: 'sem.nome@exemplo.com.br' }).trim()).toBe('sem.nome@exemplo.com.br');
  });
});

describe('enderecoJunto (§7 endereco)', () => {
  const e = { lograd: 'Rua A', numero: '10', complemento: 'Sala 2', bairro: 'Centro', cep: '30130-005', cidade: 'Belo Horizonte', uf: 'MG' };
  it('rua, número, complemento, bairro, CEP em dígitos, cidade/UF', () => {
    expect(enderecoJunto(e)).toBe('Rua A, 10, Sala 2, Centro, 30130005, Belo Horizonte/MG');
  });
  it('sem complemento, sem vírgula sobrando', () => {
    expect(enderecoJunto({ ...e, complemento: '  ' })).toBe('Rua A, 10, Centro, 30130005, Belo Horizonte/MG');
  });
});

describe('os textos da área do consultor são os do SPEC, palavra por palavra (erros de digitação inclusive)', () => {
  // copied by hand from SPEC.md §2, §4, §5 and §8: the screens and e2e tests read mensagensConsultor, so only this pins them
  it.each([
    ['carteiraVazia', 'Você ainda não possui associados em sua carteira.'],
    ['nenhumEncontrado', 'Nenhum associado encontrado.'],
    ['erroSolicitar', 'Erro ao solicitar declaração, tente novamente.'],
    ['erroEnviarLogin', 'Erro ao enviar o login do associado, tente novamente.'],
    ['cadastroRealizado', 'Cadastro realizado com sucesso.'],
    ['atualizacaoSolicitada', 'Solicitação de atualização de dados com sucesso.'],
    ['atualizacaoEmAberto', 'Você possui uma solicitação de atualização de dados em aberto. Aguarde a conclusão para solicitar uma nova atualização.'],
    ['todosOsDocumentos', 'Você deve adicionar todos os documentos da lista.'],
    ['erroEnvioArquivos', 'Erro no envio dos seus arquivos, tente novamente.'],
    ['validandoDocumentos', 'Estamos validando seus documentos!'],
    ['falhaListarArquivos', 'Não foi possível lista os arquivos, volte para lista de associados e tente novamente!'],
    ['semChamados', 'Você ainda não possui nenhum chamado ativo'],
    ['documentosInvalidados', 'Seus documentos foram inválidados, por favor, revise e envie novamente.'],
  ] as const)('%s', (chave, texto) => { expect(mensagensConsultor[chave]).toBe(texto); });
});

describe('chamados como o consultor os lê (issue 27)', () => {
  it('Cancelado é a recusa da equipe; um chamado de documentação com INCORRETA diz que houve recusa', () => {
    expect(situacaoDoChamado({ status: 0 })).toBe('Aberto (em análise)');
    expect(situacaoDoChamado({ status: 1 })).toBe('Recusado');
    expect(situacaoDoChamado({ status: 2, contratoSocial: 'INCORRETA: ilegível', documentoIdentificacao: 'OK' })).toBe('Finalizado: documentos recusados');
    expect(situacaoDoChamado({ status: 2, contratoSocial: 'OK' })).toBe('Finalizado');
  });
  it('dois chamados do mesmo dia se distinguem no seletor: número, hora e status', () => {
    const a = opcaoDoChamado({ codigo: '12', label: 'Documentação do associado', status: 2, contratoSocial: 'INCORRETA: x' }, '02/12/2026 às 09:10');
    const b = opcaoDoChamado({ codigo: '15', label: 'Documentação do associado', status: 0 }, '02/12/2026 às 14:32');
    expect(a).toBe('Documentação do associado nº 12 — 02/12/2026 às 09:10 — Finalizado: documentos recusados');
    expect(b).toBe('Documentação do associado nº 15 — 02/12/2026 às 14:32 — Aberto (em análise)');
  });
});

describe("Enviar Login: 'De novo às hh:mm' no relógio de São Paulo (issue 27)", () => {
  const fusoOriginal = process.env.TZ;
  afterEach(() => { if (fusoOriginal === undefined) delete process.env.TZ; else process.env.TZ = fusoOriginal; });
  // 13:34:20 UTC is 10:34:20 in São Paulo (UTC−3): back by 10:35
  const ate = Date.parse('2027-03-10T13:34:20Z');
  it.each(['Asia/Tokyo', 'Europe/Lisbon', 'America/Manaus', 'UTC'])('num navegador em %s', (fuso) => {
    process.env.TZ = fuso; // Node reads TZ again when it changes
    expect(new Date(ate).getHours(), `o fuso ${fuso} vale neste processo`).not.toBe(10);
    expect(horaDaVolta(ate)).toBe('10:35');
  });
  it('um minuto exato não arredonda para o seguinte', () => {
    expect(horaDaVolta(Date.parse('2027-03-10T13:34:00Z'))).toBe('10:34');
  });
});
