import { describe, expect, it, vi } from 'vitest';
import { problemasDoCadastro, type DadosAnuncio } from '../../src/domain/clube-vantagens/anuncio';
import { mensagensClube, VERSAO_TERMO_CLUBE } from '../../src/domain/clube-vantagens/clube';
import { ApiFailure } from '../../src/services/comum/api';
import { corpoDoAnuncio, incluirAnuncio, type ImagensAnuncio } from '../../src/services/clube-vantagens/anuncio.service';
import { MAXIMO_IMAGENS_ANUNCIO } from '../../src/domain/clube-vantagens/gestao';
import { anuncioValido, clubeAnuncioModelo, HOJE, imagens, imagensBoas, recusaDoServidor } from './anuncio.model';
import { testarModelo } from '../support/modelo';
import { explorar } from '../support/paths';
import { responderFetch } from '../support/fetch';

// Node 20 has no navigator; the acceptance payload reads the browser's user agent
vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (vitest)' });

const CAMPOS = [
  'titulo', 'tipoAtividade', 'descricaoAtividade', 'siteMidiasSociais', 'descontoOferecido', 'descricaoDesconto',
  'possuiECommerce', 'cupomDesconto', 'enderecoECommerce', 'enquadramento', 'enquadramentoOutros', 'deAcordo',
  'dtInicio', 'dtFim', 'dtVersao', 'dtAceite', 'browserData', 'logomarca', 'anuncioPadrao',
];

/** What the server would read from the FormData the service sends for one call. */
function conferirCorpo(form: FormData, escolhidas: ImagensAnuncio) {
  expect(new Set(form.keys())).toEqual(new Set(CAMPOS));
  // plain strings: no JSON quotes around texts (ts-rest's own encoding of a plain object would add them)
  expect(form.get('titulo')).toBe('Desconto na Padaria Central');
  expect(form.get('tipoAtividade')).toBe('Comércio');
  expect(form.get('possuiECommerce')).toBe('Sim');
  expect(form.get('deAcordo')).toBe('Sim');
  expect(form.get('dtInicio')).toBe('2099-01-01');
  expect(form.getAll('enquadramento')).toEqual(['Alimentação', 'Outros']); // the multi-select, one entry each
  expect(form.get('enquadramentoOutros')).toBe('Confeitaria');
  expect(form.get('dtVersao')).toBe(VERSAO_TERMO_CLUBE);
  expect(form.get('browserData')).toBe('Mozilla/5.0 (vitest)');
  for (const [, valor] of form.entries()) if (typeof valor === 'string') expect(valor).not.toMatch(/^"/);
  // one logo; every ad image as a repeated part, in the order chosen
  expect(form.getAll('logomarca').map((f) => f instanceof File && f.name)).toEqual(['logo.png']);
  expect(form.getAll('anuncioPadrao').map((f) => f instanceof File && f.name)).toEqual(escolhidas.anuncioPadrao.map((f) => f.name));
}

testarModelo(clubeAnuncioModelo, (fim, calls) => {
  const envios = calls.filter((c) => c.id === 'saveAd');
  for (const { input } of envios) {
    const { dados, imagens: escolhidas, destino } = input as { dados: DadosAnuncio; imagens: ImagensAnuncio; destino: unknown };
    // §5: nothing is sent before step cadastro is valid ("today" being the machine's input) and both images are there
    expect(problemasDoCadastro(dados, HOJE)).toEqual({});
    expect(destino, 'the upload reports its progress to the machine').toBeDefined();
    // §5: the logo and 1 to 5 ad images, none of them refused on the client, none twice
    expect(escolhidas.logomarca).toEqual([imagens.logo]);
    expect(escolhidas.anuncioPadrao.length).toBeGreaterThanOrEqual(1);
    expect(escolhidas.anuncioPadrao.length).toBeLessThanOrEqual(MAXIMO_IMAGENS_ANUNCIO);
    for (const f of escolhidas.anuncioPadrao) expect(imagensBoas).toContain(f);
    expect(new Set(escolhidas.anuncioPadrao).size).toBe(escolhidas.anuncioPadrao.length);
    conferirCorpo(corpoDoAnuncio(dados, escolhidas), escolhidas);
  }
  if (fim.matches('saving') || fim.matches('saved')) expect(fim.context.agreed).toBe(true);
  // upload progress lives only while saving
  if (!fim.matches('saving')) expect(fim.context.envio).toBeNull();
  if (fim.matches('saved')) expect(fim.context.notice).toBe('Anúncio cadastrado com sucesso!');
  if (fim.matches('images') && fim.context.notice !== null) {
    // §8: a failed send stays on imagens with the text typed and the server's (or the network) message
    expect(envios.length).toBeGreaterThan(0);
    expect(fim.context.dados).toEqual(anuncioValido);
    expect([recusaDoServidor.message, mensagensClube.falhaDeRede]).toContain(fim.context.notice);
  }
});

describe('clube-anuncio: todo envio do grafo', () => {
  // the covering paths take every transition once; this walks every edge of the explored graph into saving
  it('só sai com a logomarca e imagens boas (um cartão com problema impede o envio), o aceite marcado e o cadastro válido', () => {
    const { machine, events, key, input } = clubeAnuncioModelo;
    const envios = explorar(machine, events, key, input).nos.flatMap((n) => n.arestas).filter((a) => a.para.snapshot.matches('saving'));
    expect(envios.length).toBeGreaterThan(0);
    for (const { para: { snapshot: s } } of envios) {
      expect(s.context.imagens.logomarca).toEqual([imagens.logo]);
      expect(s.context.imagens.anuncioPadrao.length).toBeGreaterThanOrEqual(1);
      for (const f of s.context.imagens.anuncioPadrao) expect(imagensBoas).toContain(f);
      expect(s.context.agreed).toBe(true);
      expect(problemasDoCadastro(s.context.dados, HOJE)).toEqual({});
    }
  });
});

describe('incluirAnuncio: POST /api/Clube/IncluirAnuncioClubeVantagens', () => {
  const escolhidas = { logomarca: [imagens.logo], anuncioPadrao: [imagens.anuncio, imagens.fachada] };

  it('envia um FormData (o navegador põe o boundary) e devolve o anúncio criado', async () => {
    const fetch = responderFetch([200, { mensagem: 'Anúncio cadastrado com sucesso!', anuncioId: 7 }]);
    await expect(incluirAnuncio(anuncioValido, escolhidas)).resolves.toEqual({ mensagem: 'Anúncio cadastrado com sucesso!', anuncioId: 7 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/Clube/IncluirAnuncioClubeVantagens');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect(Object.keys(init.headers ?? {}).map((h) => h.toLowerCase())).not.toContain('content-type');
    conferirCorpo(init.body as FormData, escolhidas);
  });

  it('sem e-commerce nem Outros, não envia cupom, endereço nem texto de Outros', async () => {
    const fetch = responderFetch([200, { mensagem: 'ok', anuncioId: 8 }]);
    await incluirAnuncio({ ...anuncioValido, possuiECommerce: 'Não', enquadramento: ['Saúde'] }, escolhidas);
    const form = fetch.mock.calls[0]![1].body as FormData;
    expect([form.get('cupomDesconto'), form.get('enderecoECommerce'), form.get('enquadramentoOutros')]).toEqual(['', '', '']);
    expect(form.getAll('enquadramento')).toEqual(['Saúde']);
  });

  it.each([
    [400, 'rejected', 'Descreva o enquadramento Outros.'],
    [403, 'rejected', 'Requisição de outro site recusada.'],
    [413, 'rejected', 'Arquivo muito grande: o limite é de 10 MB por arquivo.'],
    [401, 'unauthorized', 'Sua sessão expirou. Entre novamente.'],
  ] as const)('%i vira ApiFailure %s', async (status, kind, mensagem) => {
    responderFetch([status, { mensagem }]);
    const falha = await incluirAnuncio(anuncioValido, escolhidas).catch((e: unknown) => e);
    expect(falha).toBeInstanceOf(ApiFailure);
    expect(falha).toMatchObject({ kind, message: mensagem });
  });

  it('um 500 rejeita sem ApiFailure (a máquina mostra a falha de rede)', async () => {
    responderFetch([500, { mensagem: 'erro interno' }]);
    const falha = await incluirAnuncio(anuncioValido, escolhidas).catch((e: unknown) => e);
    expect(falha).toBeInstanceOf(Error);
    expect(falha).not.toBeInstanceOf(ApiFailure);
  });
});
