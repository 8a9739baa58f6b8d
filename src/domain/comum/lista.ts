// The paged-list kit's rows (machines/comum/lista.ts, views/comum/ListaPaginada.tsx): what every product's list shows.

/** One row of a paged list, whatever it lists: what the row shows and the id that removes it. */
export interface ItemLista {
  id: string;
  titulo: string;
  detalhes: string[];
  /** A thumbnail's address (GET /api/arquivos/:id), when the item has an image. */
  miniatura?: string;
  /** A short status shown as a badge ('Ativo', 'Em análise'…), when the item has one. */
  status?: string;
  /** Where the row's title leads (its page), when it has one. */
  link?: string;
  /** Whether the row offers the list's row action (a sandbox boleto's Liquidar), when the list has one. */
  acaoDisponivel?: boolean;
  /** What a product's table columns read of the row (ListaPaginada's `colunas`), when it draws one. */
  dados?: unknown;
}
/** One page as the server answers it: its rows and how many there are in all. */
export interface PaginaLista { itens: ItemLista[]; totalLinhas: number }

