import { clubeVantagensContract, type ClubeVantagens, type CompraCartaoClube, type TermoClube } from '../../contracts/clube-vantagens.contract';
import type { Cartao } from '../../contracts/comum/esquemas';
import { VERSAO_TERMO_CLUBE } from '../../domain/clube-vantagens/clube';
import { aceite } from '../comum/aceite';
import { clienteDe, detalheDe, valorDe } from '../comum/api';

const client = clienteDe(clubeVantagensContract);

/** The club's status; 'rejected' when the associate has none (§8: 400 on club query offers purchase). */
export async function consultarClube(): Promise<ClubeVantagens> {
  return valorDe(await client.consultarClubeVantagens());
}

/**
 * The 400 of `consultarClube` (no club: §8 offers the purchase), with the purchase's methods for this associate (issue 20);
 * null for any other failure (a 403 is a refusal, not "no club").
 */
export const semClubeDe = (erro: unknown) => detalheDe<Awaited<ReturnType<typeof client.consultarClubeVantagens>>, 400>(erro, 400);

/** Buys the club; the same key on a retry never charges twice. */
export async function adquirirClube(idempotencyKey: string): Promise<ClubeVantagens> {
  return valorDe(await client.adquirirClubeVantagens({ body: { idempotencyKey } }));
}

/**
 * A non-associate buys the club by credit card (the card fields and a fresh key per press of Pagar; the same key on a
 * retry never charges twice). A declined card resolves with `sucesso: false` and §8's text, clube null; a refusal
 * (400/409) is thrown as 'rejected' with the server's text.
 */
export async function pagarClubeComCartao(cartao: Cartao): Promise<CompraCartaoClube> {
  return valorDe(await client.pagamentoCartaoClubeVantagens({ body: cartao }));
}

/** The term's lines as page text (BuscarTermo `texto`): what the screen shows, the PDF's own lines. */
export type TextoTermoClube = TermoClube['texto'];
export interface TermoParaAceite { texto: TextoTermoClube; base64: string; nomeArquivo: string; dtVersao: string }

/** The club term as the associate will accept it: its text, its PDF (base64) and its version. */
export async function buscarTermoClube(): Promise<TermoParaAceite> {
  const { file, dtVersao, texto } = valorDe(await client.buscarTermoClubeVantagens());
  return { texto, base64: file.fileContents, nomeArquivo: file.fileDownloadName, dtVersao };
}

/** Records the associate's acceptance of the term version they read. */
export async function aceitarTermoClube(dtVersao: string): Promise<string> {
  return valorDe(await client.aceitarTermoClubeVantagens({ body: aceite(dtVersao) })).mensagem;
}

export interface Retencao { ofertarRetencao: boolean; valorMensal: number; valorComDesconto: number; dtCancelamento: string }

/** Whether the 50% retention offer applies, with both prices in centavos and the date a cancellation would take effect. */
export async function consultarRetencao(): Promise<Retencao> {
  return valorDe(await client.consultarRetencaoClubeVantagens());
}

/** Accepts the retention discount; answers the server's confirmation text. */
export async function aceitarRetencao(): Promise<string> {
  return valorDe(await client.aceitarRetencaoClubeVantagens({ body: aceite(VERSAO_TERMO_CLUBE) })).mensagem;
}

export interface CancelamentoFeito { mensagem: string; protocolo: string; dtCancelamento: string }

/** Cancels the club from the first day of next month; answers the protocol. */
export async function cancelarClube(): Promise<CancelamentoFeito> {
  return valorDe(await client.cancelarClubeVantagens({ body: aceite(VERSAO_TERMO_CLUBE) }));
}
