import {
  atendimentoContract, type BoletoAguardando, type ChamadoAberto, type DetalheChamado,
} from '../../contracts/comum/atendimento.contract';
import { LINHAS_ATENDIMENTO } from '../../domain/atendimento/atendimento';
import type { Produto } from '../../domain/comum/produtos';
import { clienteDe, valorDe } from '../comum/api';

// the staff console's calls (contracts/comum/atendimento.contract.ts); this chunk brings only its own client
const client = clienteDe(atendimentoContract);

export type { BoletoAguardando, ChamadoAberto, DetalheChamado };

/** One page of open tickets, oldest first: of one product, or of all (null). */
export async function consultarFila(produto: Produto | null, pagina: number): Promise<{ chamados: ChamadoAberto[]; totalLinhas: number }> {
  const query = { linhas: LINHAS_ATENDIMENTO, pagina, ...(produto ? { produto } : {}) };
  return valorDe(await client.consultarChamadosAtendimento({ query }));
}

/** A ticket with its history, files and request. */
export async function consultarChamado(chamadoId: number): Promise<DetalheChamado> {
  return valorDe(await client.consultarChamadoAtendimento({ params: { chamadoId } }));
}

/** Closes an open ticket (classify: status 2 'Classificação'; refuse a data update: status 1); answers the server's confirmation. */
export async function encerrarChamado(body: { chamadoId: number; status: 1 | 2; tipoSolucao: string; solucao: string }): Promise<string> {
  return valorDe(await client.atualizarChamadoAtendimento({ body })).mensagem;
}

/** A documentation ticket's review, one per document (the contract's body). */
export type RevisaoEnviada = { chamadoId: number; documentos: { documento: string; pessoa: string | null; correto: boolean; comentario: string }[] };

/** Finishes a documentation ticket with each document's review; answers the server's confirmation. */
export async function revisarDocumentacao(body: RevisaoEnviada): Promise<string> {
  return valorDe(await client.revisarDocumentacaoAtendimento({ body })).mensagem;
}

/** Applies a data-update request and finalizes its ticket; answers the server's confirmation. */
export async function aplicarAtualizacao(chamadoId: number): Promise<string> {
  return valorDe(await client.aplicarAtualizacaoAtendimento({ body: { chamadoId } })).mensagem;
}

/** One page of boletos awaiting payment, oldest first. */
export async function consultarBoletos(pagina: number): Promise<{ boletos: BoletoAguardando[]; totalLinhas: number }> {
  return valorDe(await client.consultarBoletosAguardandoAtendimento({ query: { linhas: LINHAS_ATENDIMENTO, pagina } }));
}

/** Settles a sandbox boleto; answers the server's confirmation. */
export async function liquidarBoleto(cobrancaId: number): Promise<string> {
  return valorDe(await client.liquidarBoletoAtendimento({ body: { cobrancaId } })).mensagem;
}
