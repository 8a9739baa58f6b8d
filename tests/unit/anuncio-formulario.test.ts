import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NovoAnuncio } from '../../src/contracts/clube-vantagens.contract';
import { TAMANHO_MAXIMO_ARQUIVO } from '../../src/contracts/common';
import {
  avisosAnuncio, camposParaEnvio, dadosIniciais, LIMITES_ANUNCIO, problemaDaImagem, problemasDasImagens,
  problemasDoCadastro, type DadosAnuncio,
} from '../../src/domain/anuncio-formulario';

const HOJE = '2026-11-20';
const valido: DadosAnuncio = {
  ...dadosIniciais,
  titulo: 'Desconto na Padaria Central', tipoAtividade: 'Prestação de Serviço', descricaoAtividade: 'Pães',
  descontoOferecido: '10%', descricaoDesconto: '10% em tudo', enquadramento: ['Alimentação'], deAcordo: 'Não',
  dtInicio: HOJE, dtFim: HOJE,
};
const arquivo = (name: string, type: string, size = 100) => ({ name, type, size });

describe('anúncio: passo cadastro (§5)', () => {
  it('um formulário vazio pede os obrigatórios de §5 e as escolhas que o servidor exige', () => {
    expect(problemasDoCadastro(dadosIniciais, HOJE)).toEqual({
      titulo: 'Informe o título.',
      descricaoAtividade: 'Informe a descrição da atividade.',
      descontoOferecido: 'Informe o desconto oferecido.',
      descricaoDesconto: 'Informe a descrição do desconto.',
      dtInicio: avisosAnuncio.informeDtInicio,
      dtFim: avisosAnuncio.informeDtFim,
      tipoAtividade: 'Informe o tipo de atividade.',
      enquadramento: avisosAnuncio.informeEnquadramento,
      deAcordo: avisosAnuncio.informeDeAcordo,
    });
  });
  it('opcionais ficam em branco sem problema; só espaços não contam como preenchido', () => {
    expect(problemasDoCadastro(valido, HOJE)).toEqual({});
    expect(problemasDoCadastro({ ...valido, titulo: '   ' }, HOJE)).toEqual({ titulo: 'Informe o título.' });
  });
  it('Outros marcado pede o texto de Outros', () => {
    expect(problemasDoCadastro({ ...valido, enquadramento: ['Outros'] }, HOJE))
      .toEqual({ enquadramentoOutros: 'Descreva o enquadramento Outros.' });
    expect(problemasDoCadastro({ ...valido, enquadramento: ['Outros'], enquadramentoOutros: 'Padaria' }, HOJE)).toEqual({});
  });
  it('as regras de período do domínio vão para a data a que se referem', () => {
    expect(problemasDoCadastro({ ...valido, dtInicio: '2026-11-19', dtFim: '2026-12-01' }, HOJE))
      .toEqual({ dtInicio: 'A data inicial não pode ser anterior a hoje.' });
    expect(problemasDoCadastro({ ...valido, dtInicio: '2026-12-02', dtFim: '2026-12-01' }, HOJE))
      .toEqual({ dtFim: 'A data final deve ser igual ou posterior à data inicial.' });
    expect(problemasDoCadastro({ ...valido, dtInicio: '2026-02-30', dtFim: '2026-12-01' }, HOJE)).toEqual({ dtInicio: 'Data inválida.' });
    expect(problemasDoCadastro({ ...valido, dtInicio: '', dtFim: '2026-13-01' }, HOJE))
      .toEqual({ dtInicio: avisosAnuncio.informeDtInicio, dtFim: 'Data inválida.' });
  });
  it('os limites de tamanho são os mesmos do contrato NovoAnuncio', () => {
    for (const [campo, limite] of Object.entries(LIMITES_ANUNCIO)) {
      let schema = NovoAnuncio.shape[campo as keyof typeof LIMITES_ANUNCIO] as z.ZodTypeAny;
      if (schema instanceof z.ZodDefault) schema = schema.removeDefault();
      expect([campo, (schema as z.ZodString).maxLength]).toEqual([campo, limite]);
    }
  });
});

describe('anúncio: passo imagens (§5, §9)', () => {
  it('aceita jpeg, gif, png e eps pelo nome ou pelo tipo declarado', () => {
    for (const nome of ['a.jpg', 'a.JPEG', 'a.gif', 'a.png', 'a.eps']) expect(problemaDaImagem(arquivo(nome, ''), 'logomarca')).toBeNull();
    expect(problemaDaImagem(arquivo('logo', 'image/png'), 'logomarca')).toBeNull();
    expect(problemaDaImagem(arquivo('logo.ai', 'application/postscript'), 'logomarca')).toBeNull();
    expect(problemaDaImagem(arquivo('folheto.pdf', 'application/pdf'), 'anuncioPadrao'))
      .toBe('A imagem do anúncio deve ser uma imagem JPEG, GIF, PNG ou EPS.');
  });
  it('10 MB no máximo, e não vazio', () => {
    expect(problemaDaImagem(arquivo('a.png', 'image/png', TAMANHO_MAXIMO_ARQUIVO), 'logomarca')).toBeNull();
    expect(problemaDaImagem(arquivo('a.png', 'image/png', TAMANHO_MAXIMO_ARQUIVO + 1), 'logomarca'))
      .toBe('Arquivo muito grande: o limite é de 10 MB por arquivo.');
    expect(problemaDaImagem(arquivo('a.png', 'image/png', 0), 'logomarca')).toBe('A logomarca está vazio.');
  });
  it('enviar pede as duas imagens e o aceite marcado', () => {
    expect(problemasDasImagens({ logomarca: null, anuncioPadrao: null }, false)).toEqual({
      logomarca: avisosAnuncio.envieLogomarca, anuncioPadrao: avisosAnuncio.envieAnuncioPadrao, aceite: avisosAnuncio.marqueOAceite,
    });
    const png = arquivo('a.png', 'image/png');
    expect(problemasDasImagens({ logomarca: png, anuncioPadrao: png }, true)).toEqual({});
  });
});

describe('anúncio: campos enviados', () => {
  it('sem e-commerce não envia cupom nem endereço; sem Outros não envia o texto; textos aparados, opções sem repetição', () => {
    const enviado = camposParaEnvio({
      ...valido, titulo: '  Padaria  ', possuiECommerce: 'Não', cupomDesconto: 'X', enderecoECommerce: 'https://x',
      enquadramento: ['Saúde', 'Saúde'], enquadramentoOutros: 'sobra',
    });
    expect(enviado).toMatchObject({ titulo: 'Padaria', cupomDesconto: '', enderecoECommerce: '', enquadramento: ['Saúde'], enquadramentoOutros: '' });
    expect(camposParaEnvio({ ...valido, possuiECommerce: 'Sim', cupomDesconto: ' C10 ', enquadramento: ['Outros'], enquadramentoOutros: 'Pet' }))
      .toMatchObject({ cupomDesconto: 'C10', enquadramentoOutros: 'Pet' });
  });
});
