import { clubeGestaoContract } from '../../contracts/clube-vantagens.contract';
import type { AceiteTermo } from '../../contracts/comum/esquemas';
import { camposParaEnvio, IMAGENS, type DadosAnuncio, type ImagemAnuncio } from '../../domain/clube-vantagens/anuncio';
import { VERSAO_TERMO_CLUBE } from '../../domain/clube-vantagens/clube';
import { aceite } from '../comum/aceite';
import { clienteComEnvio, type OpcoesDeEnvio } from '../comum/envio';
import { valorDe } from '../comum/api';

/** Through the fetcher that reports upload progress (services/comum/envio.ts). */
const client = clienteComEnvio(clubeGestaoContract);

/** The logo (one file) and the ad's images, in the order they are sent. */
export type ImagensAnuncio = Record<ImagemAnuncio, readonly File[]>;
export interface AnuncioIncluido { mensagem: string; anuncioId: number }

/**
 * The multipart body of IncluirAnuncioClubeVantagens (§7). Built here as FormData because
 * ts-rest would JSON-encode every non-File value of a plain object ("Comércio" with quotes);
 * enquadramento and anuncioPadrao are one entry per option ticked or image chosen. The server
 * checks the term version (dtVersao).
 */
export function corpoDoAnuncio(dados: DadosAnuncio, imagens: ImagensAnuncio, termo: AceiteTermo = aceite(VERSAO_TERMO_CLUBE)): FormData {
  const form = new FormData();
  const { enquadramento, ...campos } = camposParaEnvio(dados);
  for (const [nome, valor] of Object.entries(campos)) form.append(nome, valor);
  for (const opcao of enquadramento) form.append('enquadramento', opcao);
  form.append('dtVersao', termo.dtVersao);
  if (termo.dtAceite) form.append('dtAceite', termo.dtAceite);
  form.append('browserData', termo.browserData);
  for (const imagem of IMAGENS) for (const arquivo of imagens[imagem]) form.append(imagem, arquivo, arquivo.name);
  return form;
}

/** Registers the ad with its images and the acceptance of the club term; `opcoes` report upload progress and cancel. */
export async function incluirAnuncio(dados: DadosAnuncio, imagens: ImagensAnuncio, opcoes: OpcoesDeEnvio = {}): Promise<AnuncioIncluido> {
  const res = await client.incluirAnuncioClubeVantagens({ body: corpoDoAnuncio(dados, imagens), aoEnviar: opcoes.aoEnviar, fetchOptions: { signal: opcoes.signal } });
  return valorDe(res);
}
