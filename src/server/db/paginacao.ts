/** LIMIT/OFFSET of page `numero` (from 1) with `linhas` rows a page: every paged list of every product. */
export const pagina = (linhas: number, numero: number) => ({ limit: linhas, offset: (numero - 1) * linhas });
