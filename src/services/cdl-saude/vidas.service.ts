import { cdlSaudeContract, type ProdutoSaude, type VidaSaude } from '../../contracts/cdl-saude.contract';
import type { SecaoVidas } from '../../domain/cdl-saude/situacao';
import { clienteDe, valorDe } from '../comum/api';

// The Lista de Vidas' call (§7 ConsultarSamVidaArta): the associate's own lives (GestaoSaude), or, for a consultant,
// the lives of the member acted for (Consultor + codSocio; the server checks the carteira: 404 outside it).

const client = clienteDe(cdlSaudeContract);

export type { VidaSaude };

/** Whose lives: the login's own associate, or the member a consultant acts for. */
export type TitularDaLista = { product: 'GestaoSaude' } | { product: Extract<ProdutoSaude, 'Consultor'>; codSocio: string };

/** One page of one section of the lives (§2: CADASTROS EM ANDAMENTO, VIDAS ATIVAS, each paged by the server: `secao`). */
export async function consultarVidas(quem: TitularDaLista, secao: SecaoVidas, pagina: number, linhas: number) {
  const query = { pagina, linhas, secao, ...(quem.product === 'Consultor' ? { codSocio: quem.codSocio } : {}) };
  return valorDe(await client.consultarSamVidaArta({ params: { product: quem.product }, query }));
}
