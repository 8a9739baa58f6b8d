import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Operadora, Plano, SolicitacaoConciliador } from '../../contracts/spc-conciliador.contract';
import { formatBRL } from '../../domain/comum/dinheiro';
import {
  adquirentesExtras, filiaisExtras, METODOS_CONCILIADOR, podePagar, referenciaDaSolicitacao, STATUS_SOLICITACAO, statusChamadoDe, valoresDoContrato,
} from '../../domain/spc-conciliador/conciliador';
import { metodosDoCarrinho } from '../../domain/comum/pagamentos';
import { dataSaoPaulo } from '../../domain/comum/datas';
import { boletoEmAberto } from '../comum/pagamentos/pagamentos.repo';
import type { Db, Tx } from '../db/database';
import { aceites, associados, chamados, cobrancas } from '../db/schema/comum';
import { naoAssociadoDe } from '../comum/acesso';
import {
  operadorasConciliador, operadorasSolicitacaoConciliador, planosConciliador, solicitacoesConciliador,
} from '../db/schema/spc-conciliador';

export const planos = (db: Db | Tx): Promise<Plano[]> => db.select().from(planosConciliador).orderBy(asc(planosConciliador.planoId));

export const operadoras = (db: Db | Tx): Promise<Operadora[]> =>
  db.select().from(operadorasConciliador).orderBy(asc(operadorasConciliador.operadoraId));

export interface Escolha {
  codSocio: string;
  usuarioId: number;
  agora: Date;
  planoId: number;
  qtdeCNPJs: number;
  operadorasId: number[];
}

/**
 * The associate's contract awaiting acceptance, with this choice: created, or (a second CONFIRMAR, another
 * tab) the pending one with its choices replaced. One statement against the partial unique index
 * solicitacoes_conciliador_uma_pendente: twenty confirmations at once leave one pending contract.
 */
export async function gravarPendente(tx: Tx, e: Escolha): Promise<{ ok: true; solicitacaoId: number } | { ok: false; motivo: 'plano' | 'operadora' }> {
  const [plano] = await tx.select().from(planosConciliador).where(eq(planosConciliador.planoId, e.planoId));
  if (!plano) return { ok: false, motivo: 'plano' };
  const escolhidas = await tx.select({ id: operadorasConciliador.operadoraId }).from(operadorasConciliador)
    .where(inArray(operadorasConciliador.operadoraId, e.operadorasId));
  if (escolhidas.length !== e.operadorasId.length) return { ok: false, motivo: 'operadora' };
  const { valorMensal, valorDevido } = valoresDoContrato(plano, e.qtdeCNPJs, e.operadorasId.length);
  const valores = {
    planoId: plano.planoId, qtdeCnpjs: e.qtdeCNPJs, taxaAdesao: plano.taxaAdesao, mensalidade: plano.mensalidade,
    valorMensal, valorDevido, usuarioId: e.usuarioId, atualizadoEm: e.agora,
  };
  const [linha] = await tx.insert(solicitacoesConciliador).values({ codSocio: e.codSocio, ...valores })
    .onConflictDoUpdate({ target: solicitacoesConciliador.codSocio, targetWhere: sql`${solicitacoesConciliador.aceiteId} is null`, set: valores })
    .returning({ id: solicitacoesConciliador.id });
  const solicitacaoId = linha!.id;
  await tx.delete(operadorasSolicitacaoConciliador).where(eq(operadorasSolicitacaoConciliador.solicitacaoId, solicitacaoId));
  await tx.insert(operadorasSolicitacaoConciliador).values(e.operadorasId.map((operadoraId) => ({ solicitacaoId, operadoraId })));
  return { ok: true, solicitacaoId };
}

/**
 * The caller's request `id`, locked FOR UPDATE for the rest of the transaction (a second acceptance or a
 * second payment of it waits); null when there is none or it is another associate's.
 */
export async function travarSolicitacao(tx: Tx, codSocio: string, id: number) {
  const [linha] = await tx.select({ id: solicitacoesConciliador.id, aceiteId: solicitacoesConciliador.aceiteId, chamadoId: solicitacoesConciliador.chamadoId })
    .from(solicitacoesConciliador)
    .where(and(eq(solicitacoesConciliador.id, id), eq(solicitacoesConciliador.codSocio, codSocio)))
    .for('update');
  return linha ?? null;
}

/** What a request's term prints under its title: who contracts, and the contract's own figures. Only stored data: the PDF is the same bytes each time. */
export async function identificacaoDoTermo(db: Db | Tx, solicitacaoId: number): Promise<{ linhas: string[]; plano: string; qtdeCNPJs: number; qtdeOperadoras: number }> {
  const [s] = await db.select({
    codSocio: solicitacoesConciliador.codSocio, nome: associados.nome, qtdeCnpjs: solicitacoesConciliador.qtdeCnpjs,
    taxaAdesao: solicitacoesConciliador.taxaAdesao, mensalidade: solicitacoesConciliador.mensalidade,
    valorMensal: solicitacoesConciliador.valorMensal, valorDevido: solicitacoesConciliador.valorDevido, plano: planosConciliador,
  }).from(solicitacoesConciliador)
    .innerJoin(associados, eq(associados.codSocio, solicitacoesConciliador.codSocio))
    .innerJoin(planosConciliador, eq(planosConciliador.planoId, solicitacoesConciliador.planoId))
    .where(eq(solicitacoesConciliador.id, solicitacaoId));
  if (!s) throw new Error(`solicitação ${solicitacaoId} inexistente`);
  const ops = await operadorasDe(db, [solicitacaoId]);
  const nomes = (ops.get(solicitacaoId) ?? []).map((o) => o.descricao);
  const p = s.plano;
  const v = valoresDoContrato({ ...p, taxaAdesao: s.taxaAdesao, mensalidade: s.mensalidade }, s.qtdeCnpjs, nomes.length);
  const linhas = [
    `Associado: ${s.nome} (código ${s.codSocio})`,
    `Solicitação nº ${solicitacaoId}`,
    `Plano: ${p.descricao}, com ${p.qtdeCnpjs} CNPJ, ${p.adquirentes} adquirentes e ${p.transacoes.toLocaleString('pt-BR')} transações por mês; transação excedente ${formatBRL(p.excedentes)}`,
    `Quantidade de CNPJ: ${s.qtdeCnpjs}${v.cnpjsExtras ? ` (${filiaisExtras(v.cnpjsExtras)} a ${formatBRL(p.filialExtra)} por mês cada)` : ''}`,
    `Operadoras: ${nomes.join(', ')}${v.operadorasExtras ? ` (${adquirentesExtras(v.operadorasExtras)} a ${formatBRL(p.adquirentesExtra)} por mês cada)` : ''}`,
    `Taxa de adesão: ${formatBRL(s.taxaAdesao)}`,
    `Custo das operadoras: ${formatBRL(v.custoOperadoras)} (${nomes.length} × ${formatBRL(p.custoOperadoras)})`,
    `Mensalidade: ${formatBRL(s.valorMensal)} por mês (plano ${formatBRL(s.mensalidade)})`,
    `Valor a pagar na contratação: ${formatBRL(s.valorDevido)}`,
  ];
  return { linhas, plano: p.descricao, qtdeCNPJs: s.qtdeCnpjs, qtdeOperadoras: nomes.length };
}

/** The chosen operators of each request, in catalogue order. */
async function operadorasDe(db: Db | Tx, ids: number[]): Promise<Map<number, Operadora[]>> {
  const mapa = new Map<number, Operadora[]>();
  if (!ids.length) return mapa;
  const linhas = await db.select({ solicitacaoId: operadorasSolicitacaoConciliador.solicitacaoId, operadoraId: operadorasConciliador.operadoraId, descricao: operadorasConciliador.descricao })
    .from(operadorasSolicitacaoConciliador)
    .innerJoin(operadorasConciliador, eq(operadorasConciliador.operadoraId, operadorasSolicitacaoConciliador.operadoraId))
    .where(inArray(operadorasSolicitacaoConciliador.solicitacaoId, ids))
    .orderBy(asc(operadorasConciliador.operadoraId));
  for (const { solicitacaoId, ...o } of linhas) mapa.set(solicitacaoId, [...(mapa.get(solicitacaoId) ?? []), o]);
  return mapa;
}

/** A request as the payment needs it: its plan's name, amount, and whether it is Classificado. */
export async function paraPagar(tx: Tx, solicitacaoId: number) {
  const [s] = await tx.select({
    plano: planosConciliador.descricao, valorDevido: solicitacoesConciliador.valorDevido,
    aceiteId: solicitacoesConciliador.aceiteId, statusDoChamado: chamados.status,
  }).from(solicitacoesConciliador)
    .innerJoin(planosConciliador, eq(planosConciliador.planoId, solicitacoesConciliador.planoId))
    .leftJoin(chamados, eq(chamados.id, solicitacoesConciliador.chamadoId))
    .where(eq(solicitacoesConciliador.id, solicitacaoId));
  return { ...s!, statusChamado: statusChamadoDe(s!.statusDoChamado ?? null) };
}

/**
 * §4 the associate's requests, newest first. Ativo (status 1) when a charge of the request is paid; a
 * boleto awaiting payment is offered again (urlBoleto) and blocks Pagar.
 */
export async function solicitacoesDoAssociado(db: Db, codSocio: string, agora: Date): Promise<SolicitacaoConciliador[]> {
  const linhas = await db.select({
    id: solicitacoesConciliador.id, planoId: solicitacoesConciliador.planoId, descricao: planosConciliador.descricao,
    taxaAdesao: solicitacoesConciliador.taxaAdesao, mensalidade: solicitacoesConciliador.mensalidade,
    qtdeCnpjs: solicitacoesConciliador.qtdeCnpjs, valorMensal: solicitacoesConciliador.valorMensal, valorDevido: solicitacoesConciliador.valorDevido,
    dtAceite: aceites.dtAceite, statusDoChamado: chamados.status,
  }).from(solicitacoesConciliador)
    .innerJoin(planosConciliador, eq(planosConciliador.planoId, solicitacoesConciliador.planoId))
    .leftJoin(aceites, eq(aceites.id, solicitacoesConciliador.aceiteId))
    .leftJoin(chamados, eq(chamados.id, solicitacoesConciliador.chamadoId))
    .where(eq(solicitacoesConciliador.codSocio, codSocio))
    .orderBy(desc(solicitacoesConciliador.id));
  const ids = linhas.map((l) => l.id);
  const ops = await operadorasDe(db, ids);
  const cobradas = ids.length
    ? await db.select({
      referencia: cobrancas.referencia, situacao: cobrancas.situacao, arquivoId: cobrancas.arquivoId,
      linhaDigitavel: cobrancas.linhaDigitavel, vencimento: cobrancas.vencimento,
    }).from(cobrancas)
      .where(and(eq(cobrancas.codSocio, codSocio), inArray(cobrancas.referencia, ids.map(referenciaDaSolicitacao)), inArray(cobrancas.situacao, ['paga', 'aguardando'])))
    : [];
  const hoje = dataSaoPaulo(agora);
  // the cart's methods are the associate's (its row, not the login's): a naoAssociado has no monthly slip
  const naoAssociado = linhas.length > 0 && (await naoAssociadoDe(db, codSocio));
  return linhas.map((l) => {
    const daSolicitacao = cobradas.filter((c) => c.referencia === referenciaDaSolicitacao(l.id));
    // a boleto past its last settlement day is written off: Pagar comes back
    const boleto = daSolicitacao.find((c) => boletoEmAberto(c, hoje));
    const status = daSolicitacao.some((c) => c.situacao === 'paga') ? STATUS_SOLICITACAO.ativo : STATUS_SOLICITACAO.emAndamento;
    const dtAceite = l.dtAceite?.toISOString() ?? null;
    const statusChamado = statusChamadoDe(l.statusDoChamado ?? null);
    const pagavel = podePagar({ status, dtAceite, statusChamado, boletoAguardando: !!boleto });
    return {
      solicitacaoId: l.id,
      dtAceite,
      operadoras: ops.get(l.id) ?? [],
      status,
      statusChamado,
      plano: { planoId: l.planoId, descricao: l.descricao, taxaAdesao: l.taxaAdesao, mensalidade: l.mensalidade },
      qtdeCNPJs: l.qtdeCnpjs,
      valorMensal: l.valorMensal,
      valorDevido: l.valorDevido,
      podePagar: pagavel,
      urlBoleto: boleto?.arquivoId ? `/api/arquivos/${boleto.arquivoId}` : null,
      linhaDigitavel: boleto?.linhaDigitavel ?? null,
      vencimentoBoleto: boleto?.vencimento ?? null,
      ...(pagavel ? metodosDoCarrinho(METODOS_CONCILIADOR, naoAssociado) : { metodosPermitidos: [], metodosIndisponiveis: [] }),
    };
  });
}
