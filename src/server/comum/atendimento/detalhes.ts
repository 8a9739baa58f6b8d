/**
 * What a ticket is about, by product and kind: the staff console's ticket page shows the associate's request
 * through the reader its product registers here. A product that opens a new kind of ticket adds one line (its
 * reader lives in its own folder, as src/server/spc-conciliador/atendimento.ts); a kind without one shows no request.
 */
import type { PedidoDoChamado } from '../../../contracts/comum/atendimento.contract';
import type { TipoChamado } from '../../../domain/comum/chamados';
import { PRODUTOS, type Produto } from '../../../domain/comum/produtos';
import type { Db, Tx } from '../../db/database';
import { pedidoDaClassificacaoConciliador } from '../../spc-conciliador/atendimento';

export type { PedidoDoChamado };

/** Reads the request behind ticket `chamadoId` at `agora` (a boleto's write-off depends on the day); null when there is none. */
export type LeitorDoPedido = (db: Db | Tx, chamadoId: number, agora: Date) => Promise<PedidoDoChamado | null>;

/** The registry: product → ticket kind → reader. */
const LEITORES: { readonly [P in Produto]?: { readonly [T in TipoChamado]?: LeitorDoPedido } } = {
  'spc-conciliador': { classificacao: pedidoDaClassificacaoConciliador },
};

const ehProduto = (produto: string): produto is Produto => (PRODUTOS as readonly string[]).includes(produto);

/** The reader of a ticket's product and kind, if it has one. */
export function leitorDoPedido(produto: string, tipo: TipoChamado): LeitorDoPedido | null {
  return ehProduto(produto) ? LEITORES[produto]?.[tipo] ?? null : null;
}

/** The request behind a ticket, as its product reads it; null when its product and kind have no reader. */
export async function pedidoDoChamado(db: Db | Tx, chamado: { id: number; produto: string; tipo: TipoChamado }, agora: Date): Promise<PedidoDoChamado | null> {
  const leitor = leitorDoPedido(chamado.produto, chamado.tipo);
  return leitor ? leitor(db, chamado.id, agora) : null;
}
