import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NovoAnuncio } from '../../src/contracts/clube-vantagens.contract';
import { TAMANHO_MAXIMO_ARQUIVO } from '../../src/domain/comum/arquivos';
import {
  mensagensAnuncio, camposParaEnvio, campoObrigatorio, dadosIniciais, escolherImagens, LIMITES_ANUNCIO, problemaDaImagem, problemasDasImagens,
  problemasDoCadastro, REGRAS_IMAGEM, type CampoAnuncio, type DadosAnuncio,
} from '../../src/domain/clube-vantagens/anuncio';
import { problemasDaLista } from '../../src/domain/comum/arquivos';

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
      dtInicio: mensagensAnuncio.informeDtInicio,
      dtFim: mensagensAnuncio.informeDtFim,
      tipoAtividade: 'Informe o tipo de atividade.',
      enquadramento: mensagensAnuncio.informeEnquadramento,
      deAcordo: mensagensAnuncio.informeDeAcordo,
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
      .toEqual({ dtInicio: mensagensAnuncio.informeDtInicio, dtFim: 'Data inválida.' });
  });
  it('a marca de obrigatório diz a verdade: só os campos que, em branco, impedem seguir', () => {
    // with Outros ticked, so its text is one of the fields on screen
    const completo: DadosAnuncio = { ...valido, enquadramento: ['Outros'], enquadramentoOutros: 'Pet', siteMidiasSociais: 'x', cupomDesconto: 'C', enderecoECommerce: 'y' };
    expect(problemasDoCadastro(completo, HOJE)).toEqual({});
    const vazio: Partial<Record<CampoAnuncio, unknown>> = { enquadramento: [] };
    for (const campo of Object.keys(dadosIniciais) as CampoAnuncio[]) {
      const emBranco = { ...completo, [campo]: campo in vazio ? vazio[campo] : '' } as DadosAnuncio;
      expect([campo, campo in problemasDoCadastro(emBranco, HOJE)]).toEqual([campo, campoObrigatorio(campo)]);
    }
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
      .toBe('A imagem do anúncio "folheto.pdf" deve ser uma imagem JPEG, GIF, PNG ou EPS.');
    expect(problemaDaImagem(arquivo('foto.webp', 'image/webp'), 'logomarca')).toBe('A logomarca deve ser uma imagem JPEG, GIF, PNG ou EPS.');
  });
  it('10 MB no máximo, e não vazio', () => {
    expect(problemaDaImagem(arquivo('a.png', 'image/png', TAMANHO_MAXIMO_ARQUIVO), 'logomarca')).toBeNull();
    expect(problemaDaImagem(arquivo('a.png', 'image/png', TAMANHO_MAXIMO_ARQUIVO + 1), 'logomarca'))
      .toBe('Arquivo muito grande: o limite é de 10 MB por arquivo.');
    expect(problemaDaImagem(arquivo('a.png', 'image/png', 0), 'logomarca')).toBe('A logomarca está vazio.');
  });
  it('enviar pede a logomarca, de 1 a 5 imagens do anúncio e o aceite marcado', () => {
    expect(problemasDasImagens({ logomarca: [], anuncioPadrao: [] }, false)).toEqual({
      logomarca: 'Envie a logomarca.', anuncioPadrao: 'Envie ao menos uma imagem do anúncio.', aceite: mensagensAnuncio.marqueOAceite,
    });
    const png = (nome = 'a.png') => arquivo(nome, 'image/png');
    expect(problemasDasImagens({ logomarca: [png()], anuncioPadrao: [png()] }, true)).toEqual({});
    expect(problemasDasImagens({ logomarca: [png()], anuncioPadrao: ['1', '2', '3', '4', '5'].map((n) => png(`${n}.png`)) }, true)).toEqual({});
    expect(problemasDasImagens({ logomarca: [png(), png('b.png')], anuncioPadrao: ['1', '2', '3', '4', '5', '6'].map((n) => png(`${n}.png`)) }, true))
      .toEqual({ logomarca: 'Envie uma só logomarca.', anuncioPadrao: 'Envie no máximo 5 imagens do anúncio.' });
  });

  it('um arquivo com problema no cartão impede o envio com o texto do seu cartão', () => {
    const png = (nome = 'a.png') => arquivo(nome, 'image/png');
    expect(problemasDasImagens({ logomarca: [png()], anuncioPadrao: [png(), arquivo('folheto.pdf', 'application/pdf')] }, true))
      .toEqual({ anuncioPadrao: 'A imagem do anúncio "folheto.pdf" deve ser uma imagem JPEG, GIF, PNG ou EPS.' });
  });

  describe('escolher imagens (o kit de cartões com as regras do clube)', () => {
    const img = (nome: string, tipo = 'image/png', tamanho = 100) => arquivo(nome, tipo, tamanho);
    it('a logomarca é uma só: a nova substitui a que estava, boa ou ruim (a ruim mostra o porquê no cartão)', () => {
      const velha = img('velha.png');
      expect(escolherImagens('logomarca', [velha], [img('nova.png')])).toEqual([img('nova.png')]);
      const ruim = escolherImagens('logomarca', [velha], [img('nova.pdf', 'application/pdf')]);
      expect(problemasDaLista(ruim, REGRAS_IMAGEM.logomarca)).toEqual(['A logomarca deve ser uma imagem JPEG, GIF, PNG ou EPS.']);
    });
    it('as do anúncio somam-se às já escolhidas, sem repetir o mesmo arquivo; a partir da 6ª o cartão diz o limite', () => {
      const um = escolherImagens('anuncioPadrao', [], [img('1.png'), img('2.jpg', 'image/jpeg')]);
      expect(um).toEqual([img('1.png'), img('2.jpg', 'image/jpeg')]);
      const dois = escolherImagens('anuncioPadrao', um, [img('1.png'), img('3.gif', 'image/gif')]);
      expect(dois.map((a) => a.name)).toEqual(['1.png', '2.jpg', '3.gif']);
      const demais = escolherImagens('anuncioPadrao', dois, ['4', '5', '6', '7'].map((n) => img(`${n}.png`)));
      expect(problemasDaLista(demais, REGRAS_IMAGEM.anuncioPadrao)).toEqual([null, null, null, null, null,
        'Envie no máximo 5 imagens do anúncio.', 'Envie no máximo 5 imagens do anúncio.']);
    });
    it('as ruins ficam nos seus cartões, cada uma dizendo o porquê pelo nome, e não ocupam lugar entre as 5', () => {
      const r = escolherImagens('anuncioPadrao', [], [img('ok.png'), img('folheto.pdf', 'application/pdf'), img('enorme.png', 'image/png', TAMANHO_MAXIMO_ARQUIVO + 1), img('vazia.png', 'image/png', 0)]);
      expect(problemasDaLista(r, REGRAS_IMAGEM.anuncioPadrao)).toEqual([
        null, 'A imagem do anúncio "folheto.pdf" deve ser uma imagem JPEG, GIF, PNG ou EPS.',
        'Arquivo muito grande: o limite é de 10 MB por arquivo.', 'A imagem do anúncio "vazia.png" está vazio.',
      ]);
    });
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
