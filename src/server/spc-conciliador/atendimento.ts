/**
 * The SPC Conciliador's request as staff read it on a classification ticket (the staff console's registry,
 * src/server/comum/atendimento/detalhes.ts): who asks, the plan, CNPJ count, operators, the amounts the term
 * stated, when the term was accepted, and where the request stands (§4). Read only: staff classify by closing
 * the ticket (docs/decisions/spc-conciliador.md), and a settled boleto makes it Ativo through `cobrancas`.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PedidoDoChamado } from '../../contracts/comum/atendimento.contract';
import { dataSaoPaulo, formatDataHora } from '../../domain/comum/datas';
import { formatBRL } from '../../domain/comum/dinheiro';
import {
  referenciaDaSolicitacao, situacaoExibida, STATUS_SOLICITACAO, statusChamadoDe,
} from '../../domain/spc-conciliador/conciliador';
import { boletoEmAberto } from '../comum/pagamentos/pagamentos.repo';
import type { Db, Tx } from '../db/database';
import { aceites, associados, chamados, cobrancas } from '../db/schema/comum';
import {
  operadorasConciliador, operadorasSolicitacaoConciliador, planosConciliador, solicitacoesConciliador,
} from '../db/schema/spc-conciliador';

/** The request whose classification ticket is `chamadoId`, in labelled lines; null when no request has that ticket. */
export async function pedidoDaClassificacaoConciliador(db: Db | Tx, chamadoId: number, agora: Date): Promise<PedidoDoChamado | null> {
  const [s] = await db.select({
    id: solicitacoesConciliador.id, codSocio: solicitacoesConciliador.codSocio, nome: associados.nome,
    plano: planosConciliador.descricao, qtdeCnpjs: solicitacoesConciliador.qtdeCnpjs,
    taxaAdesao: solicitacoesConciliador.taxaAdesao, valorMensal: solicitacoesConciliador.valorMensal,
    valorDevido: solicitacoesConciliador.valorDevido, dtAceite: aceites.dtAceite, statusDoChamado: chamados.status,
  }).from(solicitacoesConciliador)
    .innerJoin(associados, eq(associados.codSocio, solicitacoesConciliador.codSocio))
    .innerJoin(planosConciliador, eq(planosConciliador.planoId, solicitacoesConciliador.planoId))
    .leftJoin(aceites, eq(aceites.id, solicitacoesConciliador.aceiteId))
    .leftJoin(chamados, eq(chamados.id, solicitacoesConciliador.chamadoId))
    .where(eq(solicitacoesConciliador.chamadoId, chamadoId));
  if (!s) return null;
  const operadoras = await db.select({ descricao: operadorasConciliador.descricao }).from(operadorasSolicitacaoConciliador)
    .innerJoin(operadorasConciliador, eq(operadorasConciliador.operadoraId, operadorasSolicitacaoConciliador.operadoraId))
    .where(eq(operadorasSolicitacaoConciliador.solicitacaoId, s.id))
    .orderBy(asc(operadorasConciliador.operadoraId));
  const cobradas = await db.select({ situacao: cobrancas.situacao, vencimento: cobrancas.vencimento }).from(cobrancas).where(and(
    eq(cobrancas.codSocio, s.codSocio), eq(cobrancas.referencia, referenciaDaSolicitacao(s.id)), inArray(cobrancas.situacao, ['paga', 'aguardando']),
  ));
  const status = cobradas.some((c) => c.situacao === 'paga') ? STATUS_SOLICITACAO.ativo : STATUS_SOLICITACAO.emAndamento;
  const boletoAguardando = cobradas.some((c) => boletoEmAberto(c, dataSaoPaulo(agora)));
  const dtAceite = s.dtAceite?.toISOString() ?? null;
  const situacao = situacaoExibida({ status, dtAceite, statusChamado: statusChamadoDe(s.statusDoChamado ?? null) });
  return {
    titulo: `Solicitação nº ${s.id} do SPC Conciliador`,
    campos: [
      { rotulo: 'Associado', valor: `${s.nome} (código ${s.codSocio})` },
      { rotulo: 'Plano', valor: s.plano },
      { rotulo: 'Quantidade de CNPJ', valor: String(s.qtdeCnpjs) },
      { rotulo: 'Operadoras', valor: operadoras.map((o) => o.descricao).join(', ') },
      { rotulo: 'Taxa de adesão', valor: formatBRL(s.taxaAdesao) },
      { rotulo: 'Mensalidade', valor: `${formatBRL(s.valorMensal)} por mês` },
      { rotulo: 'Valor a pagar na contratação', valor: formatBRL(s.valorDevido) },
      { rotulo: 'Aceite do termo', valor: dtAceite ? formatDataHora(dtAceite) : 'Não aceito' },
      { rotulo: 'Situação', valor: boletoAguardando && status === STATUS_SOLICITACAO.emAndamento ? `${situacao}, boleto aguardando pagamento` : situacao },
    ],
  };
}
