import type { VidaSaude } from '../../contracts/cdl-saude.contract';
import type { ItemLista } from '../../domain/comum/lista';
import { textosKit } from '../../domain/comum/textos';
import {
  linhaDoPlano, podeAlterarPlano, rotuloDaLinha, situacaoDaVida, type SecaoVidas, type SituacaoDaVida,
} from '../../domain/cdl-saude/situacao';
import { consultarVidas, type TitularDaLista } from '../../services/cdl-saude/vidas.service';
import { criarListaMachine } from '../comum/lista';

/** §9: health lives, 5 a page. */
export const LINHAS_VIDAS = 5;

/** One holder row as the Lista de Vidas draws it (§4): everything decided here, the view only draws it. */
export interface LinhaVida {
  cpfTitular: string;
  /** 'Titular + N dependente(s)' or 'Titular'. */
  rotulo: string;
  /** 'operadora, assistência (acomodação)'. */
  plano: string;
  situacao: SituacaoDaVida;
  /** §4: Alterar Plano only for an active life (VIDA). */
  alterarPlano: boolean;
}

/** §4: how the server's holder life reads as a row. */
export const linhaDaVida = (v: VidaSaude): LinhaVida => ({
  cpfTitular: v.cpF_TITULAR, rotulo: rotuloDaLinha(v), plano: linhaDoPlano(v), situacao: situacaoDaVida(v), alterarPlano: podeAlterarPlano(v),
});

/** A row for the list kit: the holder's name, the row's label and plan line; the view reads `dados` for the status. */
export const itemDaVida = (v: VidaSaude): ItemLista => {
  const linha = linhaDaVida(v);
  return { id: v.cpF_TITULAR, titulo: v.nome, detalhes: [linha.rotulo, linha.plano], dados: linha };
};

/** Whose lives and which section of them (§2). */
export interface EntradaVidas { quem: TitularDaLista; secao: SecaoVidas }

/**
 * §2 Lista de Vidas: one section (CADASTROS EM ANDAMENTO or VIDAS ATIVAS), the list kit over ConsultarSamVidaArta,
 * 5 a page read by the server; no removal. The page runs one actor per section; the consultant's variant is the same
 * machine with the member as input (Consultor + codSocio).
 */
export const vidasMachine = criarListaMachine<EntradaVidas>({
  id: 'vidas',
  linhasPorPagina: [LINHAS_VIDAS],
  carregar: async ({ quem, secao }, pagina, linhas) => {
    const r = await consultarVidas(quem, secao, pagina, linhas);
    return { itens: r.lista.map(itemDaVida), totalLinhas: r.totalLinhas };
  },
  falhaDeRede: textosKit.falhaDeRede,
});
