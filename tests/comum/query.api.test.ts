import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSAO_TERMO_CLUBE } from '../../src/domain/clube-vantagens/clube';
import { anuncioValido } from '../clube-vantagens/anuncio.model';
import { arquivo, GIF, JPEG, PNG } from '../support/arquivos';
import { abrirPortal, BANCO, relogioManual, requisicaoCrua, type Portal } from '../support/portal';

// Issue 8, part 3: query strings are plain (`?linhas=5&pagina=1`), as curl or any HTTP client sends
// them; numbers are their digits and nothing else; a JSON-quoted value (`%225%22`) is the text "5",
// a 400. Multipart text fields arrive exactly as sent. Every call here is raw HTTP, no ts-rest client.

const HOJE = '2026-11-22'; // relogioManual's default instant, in São Paulo
const ANUNCIOS = '/api/Clube/ConsultarAnunciosClubeVantagens';
const USUARIOS = '/api/Clube/ConsultarFuncionariosClubeVantagens';
const BANNERS = '/api/Clube/ConsultarBannersClubeVantagens';
const CANCELAR_ANUNCIO = '/api/Clube/CancelarAnuncioClubeVantagens';
const aceite = { dtVersao: VERSAO_TERMO_CLUBE, browserData: 'curl/8.5.0' };

/** A multipart body as `curl -F nome=valor` sends it: every text part as typed, files as files. */
function formulario(campos: Record<string, string | string[] | File>): FormData {
  const form = new FormData();
  for (const [nome, valor] of Object.entries(campos)) for (const v of Array.isArray(valor) ? valor : [valor]) form.append(nome, v);
  return form;
}

describe(`query strings simples e multipart como enviado (${BANCO})`, () => {
  let portal: Portal;
  let cookie: string;
  beforeAll(async () => {
    portal = await abrirPortal({ relogio: relogioManual().relogio });
    cookie = (await portal.entrar('clube.ativo@exemplo.com.br')).cookie;
  });
  afterAll(async () => { await portal?.fechar(); });

  const get = (caminho: string, c = cookie) => requisicaoCrua(portal, 'GET', caminho, { cookie: c });
  const post = (caminho: string) => requisicaoCrua(portal, 'POST', caminho, { cookie });
  const enviar = async (caminho: string, form: FormData, c = cookie) => {
    const r = await fetch(`${portal.url}${caminho}`, { method: 'POST', headers: { cookie: c }, body: form });
    return { status: r.status, body: (await r.json()) as { mensagem: string; anuncioId?: number; bannerId?: number } };
  };
  const novoAnuncio = (extra: Record<string, string> = {}) => enviar('/api/Clube/IncluirAnuncioClubeVantagens', formulario({
    ...anuncioValido, ...aceite, titulo: 'Loja', dtInicio: HOJE, dtFim: '2026-12-31', ...extra,
    logomarca: arquivo(PNG(), 'logo.png', 'image/png'), anuncioPadrao: arquivo(JPEG(), 'anuncio.jpg', 'image/jpeg'),
  }));
  const novoBanner = (anuncioId: string, extra: Record<string, string> = {}, c = cookie) => enviar('/api/Clube/IncluirBannerClubeVantagens', formulario({
    ...aceite, titulo: 'Loja', anuncioId, dtInicio: HOJE, dtFim: '2026-11-30', ...extra, banner: arquivo(GIF(), 'banner.gif', 'image/gif'),
  }), c);

  let anuncioId: number;

  it('multipart como o curl (-F titulo=Loja): anúncio e banner gravam o título sem aspas, o id do anúncio lido dos dígitos', async () => {
    const anuncio = await novoAnuncio();
    expect(anuncio.status, anuncio.body.mensagem).toBe(200);
    anuncioId = anuncio.body.anuncioId!;
    const banner = await novoBanner(`000${anuncioId}`); // a text field's digits, leading zeros and all
    expect(banner.status, banner.body.mensagem).toBe(200);
    expect((await get(`${ANUNCIOS}?linhas=5&pagina=1`)).body).toMatchObject({
      anuncios: [{ anuncioId, titulo: 'Loja', tituloBanner: 'Loja', dtInicio: HOJE, dtFim: '2026-12-31' }], totalLinhas: 1,
    });
    expect((await get(BANNERS)).body).toMatchObject({ banners: [{ bannerId: banner.body.bannerId, titulo: 'Loja', anuncioId }] });
  });

  it('o cliente tipado do teste envia textos do multipart como estão (objeto, não FormData)', async () => {
    const cliente = await portal.entrar('clube.ativo@exemplo.com.br');
    const { banners } = (await get(BANNERS)).body as unknown as { banners: { bannerId: number }[] };
    expect((await post(`/api/Clube/CancelarBannerClubeVantagens?bannerId=${banners[0]!.bannerId}`)).status).toBe(200);
    const r = await cliente.clubeGestao.incluirBannerClubeVantagens({
      body: { ...aceite, titulo: 'Loja do cliente', anuncioId, dtInicio: HOJE, dtFim: '2026-11-30', banner: arquivo(GIF(), 'b.gif', 'image/gif') },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await get(BANNERS)).body).toMatchObject({ banners: [{ titulo: 'Loja do cliente', anuncioId }] });
  });

  it('números simples paginam: linhas=5&pagina=2 traz o 6º usuário; zeros à esquerda são dígitos', async () => {
    const cpfs = new Set<string>();
    while (cpfs.size < 6) cpfs.add(generateCPF());
    const corpo = [...cpfs].map((cpf, i) => ({ cpf, nome: `Usuário ${i + 1}`, dataSolicitacao: HOJE }));
    expect((await requisicaoCrua(portal, 'POST', '/api/Clube/IncluirFuncionariosClubeVantagens', { cookie, corpo })).status).toBe(200);
    for (const query of ['?linhas=5&pagina=2', '?pagina=2&linhas=5', '?linhas=05&pagina=002']) {
      const r = await get(`${USUARIOS}${query}`);
      expect(r.status, query).toBe(200);
      expect(r.body, query).toMatchObject({ totalLinhas: 6, funcionarios: [expect.anything()] });
    }
    expect((await get(`${USUARIOS}?linhas=5&pagina=1`)).body).toMatchObject({ funcionarios: { length: 5 } });
    expect((await get(`${USUARIOS}?linhas=100&pagina=1`)).body).toMatchObject({ funcionarios: { length: 6 } });
  });

  it.each([
    ['linhas=0&pagina=1', 'Valor pequeno demais em "linhas".'],
    ['linhas=101&pagina=1', 'Valor grande demais em "linhas".'],
    ['linhas=-5&pagina=1', 'Valor pequeno demais em "linhas".'],
    ['linhas=5&pagina=0', 'Valor pequeno demais em "pagina".'],
    ['linhas=5&pagina=100001', 'Valor grande demais em "pagina".'],
    ['linhas=5&pagina=92233720368547758', 'Valor grande demais em "pagina".'],
    ['linhas=5&pagina=' + '9'.repeat(400), 'Valor inválido em "pagina".'], // past a double: Infinity, no integer
  ])('fora da faixa (%s): 400 em pt-BR', async (query, mensagem) => {
    for (const lista of [ANUNCIOS, USUARIOS]) {
      expect(await get(`${lista}?${query}`)).toMatchObject({ status: 400, body: { mensagem } });
    }
  });

  it.each([
    ['JSON entre aspas', 'linhas=%225%22&pagina=1', 'linhas'],
    ['vazio', 'linhas=&pagina=1', 'linhas'],
    ['espaço', 'linhas=%20&pagina=1', 'linhas'],
    ['espaço antes', 'linhas=%205&pagina=1', 'linhas'],
    ['notação científica', 'linhas=5&pagina=1e3', 'pagina'],
    ['1e308', 'linhas=5&pagina=1e308', 'pagina'],
    ['hexadecimal', 'linhas=0x10&pagina=1', 'linhas'],
    ['dígitos e letras', 'linhas=12abc&pagina=1', 'linhas'],
    ['decimal', 'linhas=1.5&pagina=1', 'linhas'],
    ['sinal de mais', 'linhas=%2B5&pagina=1', 'linhas'],
    ['booleano', 'linhas=true&pagina=1', 'linhas'],
    ['repetido', 'linhas=5&linhas=5&pagina=1', 'linhas'],
    ['UTF-8 inválido (%ED%A0%80 vira U+FFFD)', 'linhas=%ED%A0%80&pagina=1', 'linhas'],
  ])('lixo no lugar de número (%s): 400 em pt-BR', async (_, query, campo) => {
    for (const lista of [ANUNCIOS, USUARIOS]) {
      expect(await get(`${lista}?${query}`)).toMatchObject({ status: 400, body: { mensagem: `Valor inválido em "${campo}".` } });
    }
  });

  it('sem a página: 400 que diz o campo', async () => {
    expect(await get(`${ANUNCIOS}?linhas=5`)).toMatchObject({ status: 400, body: { mensagem: 'Campo obrigatório: "pagina".' } });
  });

  it('ids: anuncioId simples remove; entre aspas JSON, em notação científica ou fora do int4 é 400 e o anúncio fica', async () => {
    for (const id of [`%22${anuncioId}%22`, `${anuncioId}.0`, '1e3', '0x10', '', '0', '-1', '2147483648']) {
      const r = await post(`${CANCELAR_ANUNCIO}?anuncioId=${id}`);
      expect({ id, status: r.status }).toEqual({ id, status: 400 });
    }
    expect((await get(`${ANUNCIOS}?linhas=5&pagina=1`)).body).toMatchObject({ totalLinhas: 1 });
    expect(await post(`${CANCELAR_ANUNCIO}?anuncioId=2147483647`)).toMatchObject({ status: 404 });
    expect(await post(`${CANCELAR_ANUNCIO}?anuncioId=${anuncioId}`)).toMatchObject({ status: 200, body: { mensagem: 'Anúncio removido com sucesso!' } });
    expect((await get(`${ANUNCIOS}?linhas=5&pagina=1`)).body).toMatchObject({ anuncios: [], totalLinhas: 0 });
  });

  it.each([
    ['dtInicio', '2026-02-31'], ['dtInicio', '2026-13-01'], ['dtFim', '2026-11-31'], ['dtFim', '2027-02-29'], ['dtInicio', '22/11/2026'],
  ])('%s=%s não é dia do calendário: 400 Data inválida. no anúncio e no banner', async (campo, data) => {
    expect(await novoAnuncio({ [campo]: data })).toMatchObject({ status: 400, body: { mensagem: 'Data inválida.' } });
    expect(await novoBanner('1', { [campo]: data })).toMatchObject({ status: 400, body: { mensagem: 'Data inválida.' } });
  });

  it('a data é checada pelo contrato, antes de qualquer regra da rota (termo não assinado)', async () => {
    const semTermo = (await portal.entrar('clube.termo@exemplo.com.br')).cookie;
    expect(await novoBanner('1', { dtFim: '2026-02-30' }, semTermo)).toMatchObject({ status: 400, body: { mensagem: 'Data inválida.' } });
  });
});
