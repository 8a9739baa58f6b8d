import { clubeGestaoContract } from '../../contracts/clube-vantagens.contract';
import type { CamposBanner } from '../../domain/clube-vantagens/banner';
import { VERSAO_TERMO_CLUBE } from '../../domain/clube-vantagens/clube';
import { aceite } from '../comum/aceite';
import { clienteComEnvio, type OpcoesDeEnvio } from '../comum/envio';
import { valorDe } from '../comum/api';

/** Through the fetcher that reports upload progress when asked (services/comum/envio.ts); other calls use fetch. */
const client = clienteComEnvio(clubeGestaoContract);

/** The largest page the contract allows: ads are few, so one or two calls bring them all. */
const LINHAS = 100;

export interface AnuncioDoBanner { anuncioId: number; titulo: string; tituloBanner: string | null; dtInicio: string; dtFim: string }

/** Every live ad of the merchant (ConsultarAnunciosClubeVantagens, all pages); the banner form keeps the current ones. */
export async function consultarAnuncios(): Promise<AnuncioDoBanner[]> {
  const todos: AnuncioDoBanner[] = [];
  for (let pagina = 1; ; pagina++) {
    const res = await client.consultarAnunciosClubeVantagens({ query: { linhas: LINHAS, pagina } });
    const { anuncios, totalLinhas } = valorDe(res);
    todos.push(...anuncios);
    if (anuncios.length < LINHAS || todos.length >= totalLinhas) return todos;
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

/** Registers the featured banner with the acceptance of the club term's version; answers the server's text. `opcoes`: upload progress, cancel. */
export async function incluirBanner(banner: NovoBannerForm, opcoes: OpcoesDeEnvio = {}): Promise<string> {
  const res = await client.incluirBannerClubeVantagens({ body: corpoDoBanner(banner), aoEnviar: opcoes.aoEnviar, fetchOptions: { signal: opcoes.signal } });
  // §8: the server's mensagem, 409 (another banner already featured then) and 413 included
  return valorDe(res).mensagem;
}
