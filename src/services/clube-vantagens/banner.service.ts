import { clubeGestaoContract } from '../../contracts/clube-vantagens.contract';
import type { CamposBanner } from '../../domain/clube-vantagens/banner';
import { VERSAO_TERMO_CLUBE } from '../../domain/clube-vantagens/clube';
import { aceite } from '../comum/aceite';
import { clienteDe, rejected, sessionExpired } from '../comum/api';

const client = clienteDe(clubeGestaoContract);

/** The largest page the contract allows: ads are few, so one or two calls bring them all. */
const LINHAS = 100;

export interface AnuncioDoBanner { anuncioId: number; titulo: string; tituloBanner: string | null; dtInicio: string; dtFim: string }

/** Every live ad of the merchant (ConsultarAnunciosClubeVantagens, all pages); the banner form keeps the current ones. */
export async function consultarAnuncios(): Promise<AnuncioDoBanner[]> {
  const todos: AnuncioDoBanner[] = [];
  for (let pagina = 1; ; pagina++) {
    const res = await client.consultarAnunciosClubeVantagens({ query: { linhas: LINHAS, pagina } });
    switch (res.status) {
      case 200:
        todos.push(...res.body.anuncios);
        if (res.body.anuncios.length < LINHAS || todos.length >= res.body.totalLinhas) return todos;
        break;
      case 400: case 403: return rejected(res.body, '');
      case 401: return sessionExpired();
    }
  }
}

export interface NovoBannerForm { campos: CamposBanner; imagem: File }

/**
 * The multipart body of IncluirBannerClubeVantagens. A FormData goes out as it is: given a plain
 * object, the ts-rest client JSON-encodes every non-file value ("titulo" would arrive in quotes).
 */
export function corpoDoBanner({ campos, imagem }: NovoBannerForm): FormData {
  const corpo = new FormData();
  for (const [nome, valor] of Object.entries({ ...campos, titulo: campos.titulo.trim(), ...aceite(VERSAO_TERMO_CLUBE) })) {
    if (valor !== undefined) corpo.append(nome, valor);
  }
  corpo.append('banner', imagem, imagem.name);
  return corpo;
}

/** Registers the featured banner with the acceptance of the club term's version; answers the server's text. */
export async function incluirBanner(banner: NovoBannerForm): Promise<string> {
  const res = await client.incluirBannerClubeVantagens({ body: corpoDoBanner(banner) });
  switch (res.status) {
    case 200: return res.body.mensagem;
    // §8: the server's mensagem, 409 (another banner already featured then) and 413 included
    case 400: case 403: case 409: case 413: return rejected(res.body, '');
    case 401: return sessionExpired();
  }
}
