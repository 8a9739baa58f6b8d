import { describe, expect, it } from 'vitest';
import { TAMANHO_MAXIMO_ARQUIVO as TAMANHO_MAXIMO } from '../../src/domain/comum/arquivos';
import { celulaListada, mensagensGestao } from '../../src/domain/clube-vantagens/gestao';
import { anunciosEmVigor, mensagensBanner, problemaDaImagem, problemasDoBanner } from '../../src/domain/clube-vantagens/banner';
import { cpfParaLista, invalidosNaoListados, problemaDaPlanilha, tituloDosInvalidos } from '../../src/domain/clube-vantagens/planilha';
import {
  erroDoCpf, errosDaLinha, linhaDigitada, mensagensUsuarios, problemaDoFormulario, problemaDosUsuarios, usuariosParaEnvio, type LinhaUsuario,
} from '../../src/domain/clube-vantagens/usuarios';

const arquivo = (name: string, type: string, size = 1000) => ({ name, type, size });
const linha = (id: number, cpf: string, nome: string): LinhaUsuario => ({ id, cpf, nome, erroCpf: null, erroNome: null });

describe('imagem do banner (§5 tipos, §9 10 MB)', () => {
  it('aceita jpeg, gif, png e eps; o eps também pela extensão quando o sistema não dá o tipo', () => {
    for (const [nome, tipo] of [['a.jpg', 'image/jpeg'], ['a.gif', 'image/gif'], ['a.png', 'image/png'], ['a.eps', 'application/postscript'],
      ['a.eps', 'image/x-eps'], ['a.eps', ''], ['a.eps', 'application/octet-stream'], ['A.JPEG', '']]) {
      expect(problemaDaImagem(arquivo(nome!, tipo!)), `${nome} ${tipo}`).toBeNull();
    }
  });
  it('recusa outros tipos, falta de arquivo e mais de 10 MB', () => {
    expect(problemaDaImagem(arquivo('a.pdf', 'application/pdf'))).toBe('A imagem do banner deve ser uma imagem JPEG, GIF, PNG ou EPS.');
    expect(problemaDaImagem(arquivo('a.webp', 'image/webp'))).toBe(mensagensBanner.imagemInvalida);
    expect(problemaDaImagem(arquivo('a.exe', 'application/octet-stream'))).toBe(mensagensBanner.imagemInvalida);
    expect(problemaDaImagem(null)).toBe('Escolha a imagem do banner.');
    expect(problemaDaImagem(arquivo('a.png', 'image/png', 0))).toBe('A imagem do banner está vazio.'); // the server's text, said on choosing
    expect(problemaDaImagem(arquivo('a.png', 'image/png', TAMANHO_MAXIMO))).toBeNull();
    expect(problemaDaImagem(arquivo('a.png', 'image/png', TAMANHO_MAXIMO + 1))).toBe(mensagensGestao.arquivoGrande);
  });
});

describe('planilha de usuários (§5 Excel)', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  it('aceita .xlsx pelo tipo ou pela extensão', () => {
    expect(problemaDaPlanilha(arquivo('u.xlsx', XLSX))).toBeNull();
    expect(problemaDaPlanilha(arquivo('U.XLSX', ''))).toBeNull();
  });
  it('diz logo que .xls não é lido; recusa outros arquivos, nenhum e os grandes', () => {
    expect(problemaDaPlanilha(arquivo('u.xls', 'application/vnd.ms-excel'))).toBe(mensagensGestao.planilhaXls);
    expect(problemaDaPlanilha(arquivo('u.xls', ''))).toBe(mensagensGestao.planilhaXls);
    expect(problemaDaPlanilha(arquivo('u.csv', 'text/csv'))).toBe('Escolha uma planilha do Excel no formato .xlsx.');
    expect(problemaDaPlanilha(null)).toBe('Escolha a planilha .xlsx para enviar.');
    expect(problemaDaPlanilha(arquivo('u.xlsx', XLSX, TAMANHO_MAXIMO + 1))).toBe(mensagensGestao.arquivoGrande);
  });
});

describe('banner', () => {
  const hoje = '2026-11-22';
  const atual = { anuncioId: 7, dtInicio: '2026-11-01', dtFim: '2026-12-31' };
  const futuro = { anuncioId: 8, dtInicio: '2026-12-01', dtFim: '2026-12-31' };
  const passado = { anuncioId: 9, dtInicio: '2026-10-01', dtFim: '2026-11-21' };
  const campos = { titulo: 'Natal', anuncioId: '7', dtInicio: hoje, dtFim: '2026-12-10' };
  const png = arquivo('b.png', 'image/png');

  it('só anúncios em vigor hoje podem receber banner (limites incluídos)', () => {
    expect(anunciosEmVigor([futuro, atual, passado], hoje)).toEqual([atual]);
    expect(anunciosEmVigor([{ ...atual, dtInicio: hoje, dtFim: hoje }], hoje)).toHaveLength(1);
  });
  it('completo, no período do anúncio e com o aceite: sem problemas', () => {
    expect(problemasDoBanner(campos, png, true, [atual], hoje)).toEqual({});
  });
  it('tudo obrigatório (§5), cada problema no seu campo', () => {
    expect(problemasDoBanner({ titulo: ' ', anuncioId: '', dtInicio: '', dtFim: '' }, null, false, [atual], hoje)).toEqual({
      titulo: 'Informe o título.', anuncioId: 'Escolha o anúncio do banner.', dtInicio: 'Informe a data de início.',
      dtFim: 'Informe a data de término.', imagem: 'Escolha a imagem do banner.', aceite: mensagensBanner.marqueOAceite,
    });
  });
  it('um anúncio fora da lista oferecida não vale', () => {
    expect(problemasDoBanner({ ...campos, anuncioId: '8' }, png, true, [atual], hoje)).toEqual({ anuncioId: 'Escolha o anúncio do banner.' });
  });
  it('período: não antes de hoje, fim depois do início, dentro do anúncio (regras do servidor)', () => {
    expect(problemasDoBanner({ ...campos, dtInicio: '2026-11-21' }, png, true, [atual], hoje)).toEqual({ dtInicio: mensagensGestao.inicioNoPassado });
    expect(problemasDoBanner({ ...campos, dtFim: '2026-11-30', dtInicio: '2026-12-01' }, png, true, [atual], hoje))
      .toEqual({ dtFim: mensagensGestao.periodoInvalido });
    expect(problemasDoBanner({ ...campos, dtFim: '2027-01-05' }, png, true, [atual], hoje))
      .toEqual({ dtFim: 'O período do banner deve estar dentro do período do anúncio (01/11/2026 a 31/12/2026).' });
    expect(problemasDoBanner({ ...campos, dtInicio: '2026-02-30' }, png, true, [atual], hoje)).toEqual({ dtInicio: mensagensGestao.dataInvalida });
  });
});

describe('usuários do clube (§5)', () => {
  const hoje = '2026-11-22';
  it("'CPF Inválido!' ao completar 11 dígitos que não passam; parcial só ao enviar", () => {
    expect(erroDoCpf('52998224725', false)).toBeNull();
    expect(erroDoCpf('529.982.247-25', true)).toBeNull();
    expect(erroDoCpf('', true)).toBeNull();
    expect(erroDoCpf('11111111111', false)).toBe('CPF Inválido!');
    expect(erroDoCpf('52998224724', false)).toBe('CPF Inválido!');
    expect(erroDoCpf('529982', false)).toBeNull();
    expect(erroDoCpf('529982', true)).toBe('CPF Inválido!');
  });
  it('só vão as linhas com CPF e nome, em dígitos e com a data de hoje', () => {
    const linhas = [linha(1, '52998224725', ' Ana '), linha(2, '39053344705', ''), linha(3, '', 'Sem CPF'), linha(4, '', '')];
    expect(usuariosParaEnvio(linhas, hoje)).toEqual([{ cpf: '52998224725', nome: 'Ana', dataSolicitacao: hoje }]);
  });
  it('um CPF inválido bloqueia o envio; sem linha completa também; linhas em branco não contam', () => {
    expect(problemaDosUsuarios([linha(1, '52998224725', 'Ana')])).toBeNull();
    expect(problemaDosUsuarios([linha(1, '52998224725', 'Ana'), linha(2, '', '  ')])).toBeNull();
    expect(problemaDosUsuarios([linha(1, '52998224725', 'Ana'), linha(2, '123', 'Bia')])).toBe('CPF Inválido!');
    expect(problemaDosUsuarios([linha(1, '', '')])).toBe(mensagensUsuarios.nenhumUsuarioCompleto);
    expect(problemaDosUsuarios([])).toBe(mensagensUsuarios.nenhumUsuarioCompleto);
  });
  it('issue 9: uma linha só com CPF ou só com nome é um erro nessa linha, nunca descartada calada', () => {
    expect(errosDaLinha(linha(1, '52998224725', ' '))).toEqual({ erroCpf: null, erroNome: 'Informe o nome deste usuário.' });
    expect(errosDaLinha(linha(1, '', 'Bia'))).toEqual({ erroCpf: 'Informe o CPF deste usuário.', erroNome: null });
    expect(errosDaLinha(linha(1, '529982', ''))).toEqual({ erroCpf: 'CPF Inválido!', erroNome: 'Informe o nome deste usuário.' });
    expect(errosDaLinha(linha(1, '', ''))).toEqual({ erroCpf: null, erroNome: null });
    // a complete row beside a half one: nothing is sent until the half one is fixed or removed
    const linhas = [linha(1, '52998224725', 'Ana'), linha(2, '39053344705', '')];
    expect(problemaDosUsuarios(linhas)).toBe('Informe o nome deste usuário.');
    // the form says nothing of its own when a row says it (one error, one place)
    expect(problemaDoFormulario(linhas)).toBeNull();
    expect(problemaDoFormulario([linha(1, '', '')])).toBe(mensagensUsuarios.nenhumUsuarioCompleto);
  });
  it('ao digitar, sai o erro do campo corrigido; o do outro campo fica até ser corrigido; a linha esvaziada não tem erro', () => {
    const meia = { ...linha(1, '52998224725', ''), erroNome: mensagensUsuarios.informeONome };
    expect(linhaDigitada(meia, 'nome', 'A')).toMatchObject({ nome: 'A', erroNome: null, erroCpf: null });
    expect(linhaDigitada(meia, 'cpf', '5299822472')).toMatchObject({ erroNome: mensagensUsuarios.informeONome, erroCpf: null });
    expect(linhaDigitada(meia, 'cpf', '')).toMatchObject({ erroNome: null, erroCpf: null });
    expect(linhaDigitada(linha(1, '', 'Bia'), 'cpf', '11111111111')).toMatchObject({ erroCpf: 'CPF Inválido!' });
    const semCpf = { ...linha(1, '', 'Bia'), erroCpf: mensagensUsuarios.informeOCpf };
    expect(linhaDigitada(semCpf, 'nome', 'Bianca')).toMatchObject({ erroCpf: mensagensUsuarios.informeOCpf });
  });
  it('§5 lista de CPFs: 3.3.3-2 pelos dígitos; o que não tem 11 dígitos aparece como veio', () => {
    expect(cpfParaLista('11111111111')).toBe('111.111.111-11');
    expect(cpfParaLista('111.111.111-11')).toBe('111.111.111-11');
    expect(cpfParaLista('123')).toBe('123');
    expect(cpfParaLista('abc')).toBe('abc');
    expect(cpfParaLista('(vazio na linha 6)')).toBe('(vazio na linha 6)');
  });
  it('caixa dos CPFs inválidos: o título conta todos; a lista termina dizendo quantos não foram listados', () => {
    const listados = Array.from({ length: 100 }, (_, i) => `abc ${i}`);
    expect(tituloDosInvalidos({ cpfsInvalidos: ['abc'], cpfsInvalidosNaoListados: 0 })).toBe('CPFs inválidos (1)');
    expect(invalidosNaoListados({ cpfsInvalidos: ['abc'], cpfsInvalidosNaoListados: 0 })).toBeNull();
    expect(tituloDosInvalidos({ cpfsInvalidos: listados, cpfsInvalidosNaoListados: 12_345 })).toBe('CPFs inválidos (12.445)');
    expect(invalidosNaoListados({ cpfsInvalidos: listados, cpfsInvalidosNaoListados: 12_345 })).toBe('e mais 12.345 CPFs inválidos não listados.');
    expect(invalidosNaoListados({ cpfsInvalidos: listados, cpfsInvalidosNaoListados: 1 })).toBe('e mais 1 CPF inválido não listado.');
  });
  it('uma célula inválida é listada com até 50 caracteres, cortada com … e nunca no meio de um emoji', () => {
    expect(celulaListada('abc')).toBe('abc');
    expect(celulaListada('x'.repeat(50))).toBe('x'.repeat(50));
    expect(celulaListada('x'.repeat(51))).toBe(`${'x'.repeat(49)}…`);
    expect(celulaListada(`${'x'.repeat(48)}😀fim`)).toBe(`${'x'.repeat(48)}…`);
    expect(celulaListada(`${'x'.repeat(47)}😀fim`)).toBe(`${'x'.repeat(47)}😀…`);
  });
});
