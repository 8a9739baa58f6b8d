import { LINHAS_ATENDIMENTO, mensagensAtendimento, NOMES_DOS_TIPOS, nomeDoProduto } from '../../domain/atendimento/atendimento';
import { formatDataHora } from '../../domain/comum/datas';
import type { Produto } from '../../domain/comum/produtos';
import { consultarFila, type ChamadoAberto } from '../../services/atendimento/atendimento.service';
import { criarListaMachine, type ItemLista } from '../comum/lista';

/** A ticket as the queue's row: its label leads to its page (the link is the view's, which knows the routes). */
export const itemDaFila = (c: ChamadoAberto, link: string): ItemLista => ({
  id: String(c.chamadoId), titulo: c.label, link,
  detalhes: [
    `${c.nomeAssociado} (código ${c.codSocio})`,
    `${nomeDoProduto(c.produto)} · ${NOMES_DOS_TIPOS[c.tipo]} · chamado nº ${c.chamadoId}`,
    `Aberto em ${formatDataHora(c.dataAbertura)}`,
  ],
});

/** What the queue's count line says above the rows. */
export const resumoDaFila = (totalLinhas: number) =>
  `${totalLinhas} ${totalLinhas === 1 ? 'chamado aberto' : 'chamados abertos'}, o mais antigo primeiro.`;

/**
 * The staff console's queue (/atendimento) on the paged-list kit: open tickets of one product (or of all), oldest
 * first, LINHAS_ATENDIMENTO a page, the product its server-side filter (page 1 of each new one). The view keeps the
 * product in the address (`keepFilter`), so the ticket page can send staff back to it; no removal.
 */
export function criarFilaMachine(linkDoChamado: (chamadoId: number) => string) {
  return criarListaMachine<{ produto: Produto | null }, Produto | null>({
    id: 'atendimentoFila',
    linhasPorPagina: [LINHAS_ATENDIMENTO],
    filtroInicial: (input) => input.produto,
    carregar: async (_, pagina, _linhas, produto) => {
      const r = await consultarFila(produto, pagina);
      return { itens: r.chamados.map((c) => itemDaFila(c, linkDoChamado(c.chamadoId))), totalLinhas: r.totalLinhas };
    },
    falhaDeRede: mensagensAtendimento.falhaDeRede,
  });
}
