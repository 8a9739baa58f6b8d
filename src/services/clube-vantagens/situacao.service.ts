import type { SituacaoClube } from '../../domain/clube-vantagens/situacao';
import { failedWith } from '../comum/api';
import { consultarClube } from './clube.service';

export type { SituacaoClube };

/**
 * ConsultarClubeVantagens read for the products card: 200 is bought; 400 is not bought (§8), which anyone may
 * change (issue 11: associates on the slip, non-associates by card). A 401 or no network is thrown.
 */
export async function situacaoDoClube(): Promise<SituacaoClube> {
  try {
    const { status, termoAssinado } = await consultarClube();
    return { situacao: 'contratado', status, termoAssinado };
  } catch (erro) {
    if (!failedWith(erro, 'rejected')) throw erro;
    return { situacao: 'disponivel' };
  }
}
