/**
 * The file-cards kit's machine side (issue 9): an upload actor whose progress reaches the machine that invoked it.
 *
 *   actors: { saveAd: envioComProgresso((input, opcoes) => incluirAnuncio(input.dados, input.imagens, opcoes)) },
 *   saving: {
 *     entry: assign({ envio: null }),
 *     on: { 'upload.progress': { actions: assign({ envio: progressoDoEnvio }) } },
 *     invoke: { id: 'saveAd', src: 'saveAd', input: ({ context, self }) => ({ …, destino: self }), onDone, onError },
 *   },
 *
 * It stays a promise actor: onDone/onError read as for any call, and graph tests (tests/support/paths.ts) replay
 * it with their doubles, `upload.progress` being one more listed event. Leaving the state (or the page) cancels
 * the upload: the actor's signal aborts the XHR.
 */
import { fromPromise, type AnyActorRef } from 'xstate';
import { ApiFailure } from '../../services/comum/api';
import type { OpcoesDeEnvio } from '../../services/comum/envio';
import type { RecusaNaLista } from '../../domain/comum/arquivos';

/** How much of the body has gone out; null before the first report. */
export type Envio = { enviado: number; total: number } | null;

/** The event each `upload.onprogress` becomes. */
export type UploadProgress = { type: 'upload.progress'; enviado: number; total: number };

/** The invoke's input: the call's own, plus the machine to tell (`self` in the invoke's input mapper). */
export type ComDestino<I> = I & { destino: AnyActorRef };

/** An upload call as a promise actor that reports progress to `input.destino` and stops the upload when stopped. */
export function envioComProgresso<S, I>(enviar: (input: I, opcoes: OpcoesDeEnvio) => Promise<S>) {
  return fromPromise<S, ComDestino<I>>(({ input, signal }) => enviar(input, {
    signal,
    aoEnviar: (enviado, total) => input.destino.send({ type: 'upload.progress', enviado, total } satisfies UploadProgress),
  }));
}

/** The assigner of `upload.progress`: the machine keeps bytes sent and total. */
export const progressoDoEnvio = ({ event }: { event: UploadProgress }): Envio => ({ enviado: event.enviado, total: event.total });

/**
 * The server's refusal of one file (issue 27): a 400/413 whose body names the multipart part (`campo`) with its reason.
 * Kept by slot (RecusasPorVaga), the card of that file shows the reason; null when the failure is not one file's.
 */
export function recusaDoArquivo(erro: unknown): { campo: string; mensagem: string; indice?: number } | null {
  if (!(erro instanceof ApiFailure) || erro.kind !== 'rejected') return null;
  const corpo = erro.detalhe as { campo?: unknown; mensagem?: unknown; indice?: unknown } | null;
  if (!corpo || typeof corpo.campo !== 'string' || typeof corpo.mensagem !== 'string') return null;
  return { campo: corpo.campo, mensagem: corpo.mensagem, ...(typeof corpo.indice === 'number' ? { indice: corpo.indice } : {}) };
}

/**
 * The list mode's side (issue 27): the refusals kept after a failed send of a list field `campo` whose files were
 * `enviados` (in the order sent): the refused file (the server's `indice`) with its reason, added to those kept.
 */
export function recusasDaLista<A>(erro: unknown, campo: string, enviados: readonly A[], atuais: readonly RecusaNaLista<A>[]): RecusaNaLista<A>[] {
  const recusa = recusaDoArquivo(erro);
  const arquivo = recusa?.campo === campo && recusa.indice !== undefined ? enviados[recusa.indice] : undefined;
  return recusa && arquivo !== undefined ? [...atuais.filter((r) => r.arquivo !== arquivo), { arquivo, mensagem: recusa.mensagem }] : [...atuais];
}
