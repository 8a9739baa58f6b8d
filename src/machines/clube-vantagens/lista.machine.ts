import { errosRemocao, mensagensClube } from '../../domain/clube-vantagens/clube';
import { LINHAS_POR_PAGINA } from '../../domain/clube-vantagens/gestao';
import { consultarPagina, removerItem, type TipoLista } from '../../services/clube-vantagens/lista.service';
import { criarListaMachine } from '../comum/lista';

/** One list of the club panel (the paged-list kit): 5 a page (§9), removal after a confirmation, §8 texts. */
export const clubeListaMachine = criarListaMachine<{ tipo: TipoLista }>({
  id: 'clubeLista',
  linhasPorPagina: [LINHAS_POR_PAGINA],
  carregar: ({ tipo }, pagina) => consultarPagina(tipo, pagina),
  remover: ({ tipo }, id) => removerItem(tipo, id),
  falhaDeRede: mensagensClube.falhaDeRede,
  erroRemocao: ({ tipo }) => errosRemocao[tipo],
});
