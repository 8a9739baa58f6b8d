import { describe, expect, it, vi } from 'vitest';
import { mensagensGestao } from '../../src/domain/clube-vantagens/gestao';
import { problemasDoBanner } from '../../src/domain/clube-vantagens/banner';
import { mensagensClube, VERSAO_TERMO_CLUBE } from '../../src/domain/clube-vantagens/clube';
import { ApiFailure } from '../../src/services/comum/api';
import { consultarAnuncios, corpoDoBanner, incluirBanner, type NovoBannerForm } from '../../src/services/clube-vantagens/banner.service';
import { anuncios, clubeBannerModelo, imagens } from './banner.model';
import { testarModelo } from '../support/modelo';
import { responderFetch } from '../support/fetch';

// Node 20 has no navigator; the acceptance payload reads the browser's user agent
vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (vitest)' });

const HOJE = '2026-11-22';
const bannerValido: NovoBannerForm = {
  campos: { titulo: 'Banner de Natal', anuncioId: '7', dtInicio: HOJE, dtFim: '2026-12-02' },
  imagem: imagens.banner,
};

/** What the server would read from the FormData the service sends. */
function conferirCorpo(form: FormData) {
  expect(new Set(form.keys())).toEqual(new Set(['titulo', 'anuncioId', 'dtInicio', 'dtFim', 'dtVersao', 'dtAceite', 'browserData', 'banner']));
  // plain strings: no JSON quotes (ts-rest's own encoding of a plain object would add them)
  expect(form.get('titulo')).toBe('Banner de Natal');
  expect(form.get('anuncioId')).toBe('7');
  expect(form.get('dtVersao')).toBe(VERSAO_TERMO_CLUBE);
  for (const [, valor] of form.entries()) if (typeof valor === 'string') expect(valor).not.toMatch(/^"/);
  const banner = form.get('banner');
  expect(banner instanceof File && banner.name).toBe('banner.png');
}

testarModelo(clubeBannerModelo, (fim, calls) => {
  const envios = calls.filter((c) => c.id === 'createBanner');
  for (const { input } of envios) {
    const banner = input as NovoBannerForm;
    // §5: sent only complete, with a fit image, on a current ad and with the terms ticked
    expect(problemasDoBanner(banner.campos, banner.imagem, true, [anuncios.atual], HOJE)).toEqual({});
    expect(banner.imagem).toBe(imagens.banner);
    conferirCorpo(corpoDoBanner(banner));
  }
  // only current ads are offered (§5 tied to a current ad)
  if (fim.context.anuncios.length) expect(fim.context.anuncios).toEqual([anuncios.atual]);
  if (fim.matches('saving') || fim.matches('saved')) expect(fim.context.agreed).toBe(true);
  // upload progress lives only while saving
  if (!fim.matches('saving')) expect(fim.context.envio).toBeNull();
  if (fim.matches('saved')) expect(fim.context.notice).toBe('Banner cadastrados com sucesso!');
  if (fim.matches('editing') && fim.context.notice !== null) {
    // §8: a failed send keeps everything typed and toasts the server's text (or the network's)
    expect(envios.length).toBeGreaterThan(0);
    expect(fim.context.campos).toEqual({ titulo: 'Banner de Natal', anuncioId: '7', dtInicio: HOJE, dtFim: '2026-12-02' });
    expect([mensagensGestao.bannerJaEmDestaque, mensagensClube.falhaDeRede]).toContain(fim.context.notice);
  }
});

describe('serviço do banner', () => {

  it('IncluirBanner envia um FormData com a imagem e devolve o texto do servidor', async () => {
    const fetch = responderFetch([200, { mensagem: 'Banner cadastrados com sucesso!', bannerId: 3 }]);
    await expect(incluirBanner(bannerValido)).resolves.toBe('Banner cadastrados com sucesso!');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/Clube/IncluirBannerClubeVantagens');
    expect(init.body).toBeInstanceOf(FormData);
    expect(Object.keys(init.headers ?? {}).map((h) => h.toLowerCase())).not.toContain('content-type');
    conferirCorpo(init.body as FormData);
  });

  it.each([
    [400, 'rejected', mensagensGestao.anuncioDoBannerInvalido],
    [409, 'rejected', mensagensGestao.bannerJaEmDestaque],
    [413, 'rejected', mensagensGestao.arquivoGrande],
    [401, 'unauthorized', 'Sua sessão expirou. Entre novamente.'],
  ] as const)('%i vira ApiFailure %s com a mensagem do servidor', async (status, kind, mensagem) => {
    responderFetch([status, { mensagem }]);
    await expect(incluirBanner(bannerValido)).rejects.toMatchObject({ kind, message: mensagem });
  });

  it('ConsultarAnuncios lê todas as páginas de 100', async () => {
    const pagina = (n: number, de: number) => Array.from({ length: n }, (_, i) => ({ ...anuncios.atual, anuncioId: de + i }));
    const fetch = responderFetch([200, { anuncios: pagina(100, 1), totalLinhas: 130 }], [200, { anuncios: pagina(30, 101), totalLinhas: 130 }]);
    const todos = await consultarAnuncios();
    expect(todos.map((a) => a.anuncioId)).toEqual(Array.from({ length: 130 }, (_, i) => i + 1));
    expect(fetch.mock.calls.map(([url]) => decodeURIComponent(url))).toEqual([
      '/api/Clube/ConsultarAnunciosClubeVantagens?linhas=100&pagina=1',
      '/api/Clube/ConsultarAnunciosClubeVantagens?linhas=100&pagina=2',
    ]);
  });

  it('ConsultarAnuncios: 400 vira ApiFailure rejected', async () => {
    responderFetch([400, { mensagem: 'Você ainda não possui o Clube de Vantagens.' }]);
    const falha = await consultarAnuncios().catch((e: unknown) => e);
    expect(falha).toBeInstanceOf(ApiFailure);
    expect(falha).toMatchObject({ kind: 'rejected' });
  });
});
