import { mensagensClube } from '../../domain/clube-vantagens/clube';
import type { SituacaoClube } from '../../domain/clube-vantagens/situacao';
import { failedWith } from '../comum/api';
import { consultarClube } from './clube.service';

export type { SituacaoClube };

/**
 * ConsultarClubeVantagens read for the products card: 200 is bought; 400 is not bought (§8), which a
 * non-associate cannot change (no monthly slip: mensagensClube.semMensalidade). A 401 or no network is thrown.
 */
export async function situacaoDoClube(naoAssociado: boolean): Promise<SituacaoClube> {
  try {
    const { status, termoAssinado } = await consultarClube();
    return { situacao: 'contratado', status, termoAssinado };
  } catch (erro) {
    if (!failedWith(erro, 'rejected')) throw erro;
    return naoAssociado ? { situacao: 'indisponivel', motivo: mensagensClube.semMensalidade } : { situacao: 'disponivel' };
  }
}
