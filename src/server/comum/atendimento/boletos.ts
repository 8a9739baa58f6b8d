/**
 * Boletos awaiting payment, and staff settling one from the console (DESIGN.md "Staff": boletos settled). Only a
 * sandbox boleto (bank 999: no bank can be paid it) is settled here; a real processor's boletos are settled by the
 * processor's notice. A settled charge is paid: whatever it unlocks is read from `cobrancas` (the reconciliation
 * request becomes Ativo), so settling needs nothing of the product.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { BoletoAguardando } from '../../../contracts/comum/atendimento.contract';
import { dataSaoPaulo } from '../../../domain/comum/datas';
import type { Db, Tx } from '../../db/database';
import { pagina } from '../../db/paginacao';
import { associados, cobrancas } from '../../db/schema/comum';
import { formatarLinha, ultimoDiaDeLiquidacao } from '../pagamentos/boleto';
import { boletosEmAberto, liquidarBoleto } from '../pagamentos/pagamentos.repo';
import { BANCO_SANDBOX } from '../pagamentos/sandbox';

/** A linha digitável starts with its bank's code. */
export const ehDoSandbox = (linhaDigitavel: string | null) => linhaDigitavel?.startsWith(BANCO_SANDBOX) ?? false;

/**
 * Boletos awaiting payment on São Paulo's day of `agora`, oldest first, a page at a time, with the total. One past its
 * last settlement day is written off: nothing can settle it, so it leaves the list.
 */
export async function boletosAguardando(db: Db, filtro: { linhas: number; pagina: number }, agora: Date) {
  const { limit, offset } = pagina(filtro.linhas, filtro.pagina);
  const aguardando = boletosEmAberto(dataSaoPaulo(agora));
  const [linhas, [total]] = await Promise.all([
    db.select({
      cobrancaId: cobrancas.id, codSocio: cobrancas.codSocio, nomeAssociado: associados.nome, produto: cobrancas.produto,
      descricao: cobrancas.descricao, valor: cobrancas.valor, vencimento: cobrancas.vencimento, linhaDigitavel: cobrancas.linhaDigitavel,
      criadoEm: cobrancas.criadoEm, arquivoId: cobrancas.arquivoId,
    }).from(cobrancas).innerJoin(associados, eq(associados.codSocio, cobrancas.codSocio))
      .where(aguardando).orderBy(asc(cobrancas.criadoEm), asc(cobrancas.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(cobrancas).where(aguardando),
  ]);
  const boletos: BoletoAguardando[] = linhas.map(({ criadoEm, linhaDigitavel, arquivoId, ...b }) => ({
    ...b,
    urlBoleto: arquivoId === null ? null : `/api/arquivos/${arquivoId}`,
    emitidoEm: criadoEm.toISOString(),
    linhaDigitavel: linhaDigitavel && formatarLinha(linhaDigitavel),
    sandbox: ehDoSandbox(linhaDigitavel),
  }));
  return { boletos, totalLinhas: total?.n ?? 0 };
}

export type ResultadoLiquidacao =
  | { tipo: 'ok' | 'naoEncontrado' | 'foraDoSandbox' | 'jaLiquidado' }
  /** Past its last settlement day (the São Paulo day `ultimoDia`, yyyy-mm-dd): the bank no longer sends a notice. */
  | { tipo: 'vencido'; ultimoDia: string };

/**
 * Settles boleto `cobrancaId`, once. The charge's row is locked FOR UPDATE before its state is read: a second
 * settlement at the same time waits for the first to commit, then reads it paid ('jaLiquidado'). A charge that is
 * no boleto is not found; a boleto of another bank than the sandbox's is refused; so is one whose last settlement
 * day (ultimoDiaDeLiquidacao) is before São Paulo's today ('vencido'): a paid charge must never outlive what waited
 * for it (a reservation keeps its space only until then).
 */
export async function liquidarBoletoDoSandbox(tx: Tx, cobrancaId: number, agora: Date): Promise<ResultadoLiquidacao> {
  const [c] = await tx.select({
    metodo: cobrancas.metodo, situacao: cobrancas.situacao, linhaDigitavel: cobrancas.linhaDigitavel, vencimento: cobrancas.vencimento,
  }).from(cobrancas).where(eq(cobrancas.id, cobrancaId)).for('update');
  if (!c || c.metodo !== 'boleto') return { tipo: 'naoEncontrado' };
  // written off (baixada): past its last settlement day, as the date check below would say
  if (c.situacao === 'baixada' && c.vencimento) return { tipo: 'vencido', ultimoDia: ultimoDiaDeLiquidacao(c.vencimento) };
  if (c.situacao !== 'aguardando') return { tipo: 'jaLiquidado' };
  if (!ehDoSandbox(c.linhaDigitavel)) return { tipo: 'foraDoSandbox' };
  if (c.vencimento) {
    const ultimoDia = ultimoDiaDeLiquidacao(c.vencimento);
    if (dataSaoPaulo(agora) > ultimoDia) return { tipo: 'vencido', ultimoDia };
  }
  if (!(await liquidarBoleto(tx, cobrancaId, agora))) throw new Error(`boleto ${cobrancaId} travado e aguardando, mas não liquidado`);
  return { tipo: 'ok' };
}
