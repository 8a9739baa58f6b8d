import { LINHAS_ATENDIMENTO, mensagensAtendimento, nomeDoProduto } from '../../domain/atendimento/atendimento';
import { formatData, formatDataHora } from '../../domain/comum/datas';
import { formatBRL } from '../../domain/comum/dinheiro';
import { consultarBoletos, liquidarBoleto, type BoletoAguardando } from '../../services/atendimento/atendimento.service';
import { criarListaMachine, type ItemLista } from '../comum/lista';

export type { BoletoAguardando };

/** A boleto as its row: who owes what, for which product, its line; Liquidar only on a sandbox one (bank 999). */
export const itemDoBoleto = (b: BoletoAguardando): ItemLista => ({
  id: String(b.cobrancaId),
  titulo: `${b.nomeAssociado} (código ${b.codSocio})`,
  detalhes: [
    `${formatBRL(b.valor)}${b.vencimento ? ` · vence em ${formatData(b.vencimento)}` : ''}`,
    // the description usually names the product already ('SPC Conciliador - plano Essencial')
    b.descricao.startsWith(nomeDoProduto(b.produto)) ? b.descricao : `${nomeDoProduto(b.produto)} · ${b.descricao}`,
    `Boleto nº ${b.cobrancaId}, emitido em ${formatDataHora(b.emitidoEm)}`,
    ...(b.linhaDigitavel ? [`Linha digitável: ${b.linhaDigitavel}`] : []),
  ],
  acaoDisponivel: b.sandbox,
  dados: b,
});

/** What the boletos' count line says above the rows. */
export const resumoDosBoletos = (totalLinhas: number) =>
  `${totalLinhas} ${totalLinhas === 1 ? 'boleto aguardando' : 'boletos aguardando'} pagamento, o mais antigo primeiro.`;

/**
 * Boletos awaiting payment (/atendimento/boletos) on the paged-list kit, oldest first, LINHAS_ATENDIMENTO a page;
 * Liquidar is its row action, confirmed in place, on a sandbox boleto. Settled: a toast with the server's
 * confirmation and the page read again. Refused (settled by another staff member first: 409): the server's text on
 * the page, and the page read again. No answer: the text on the page.
 */
export const atendimentoBoletosMachine = criarListaMachine<null>({
  id: 'atendimentoBoletos',
  linhasPorPagina: [LINHAS_ATENDIMENTO],
  carregar: async (_, pagina) => {
    const r = await consultarBoletos(pagina);
    return { itens: r.boletos.map(itemDoBoleto), totalLinhas: r.totalLinhas };
  },
  acao: { executar: (_, id) => liquidarBoleto(Number(id)) },
  falhaDeRede: mensagensAtendimento.falhaDeRede,
});
