/** The address of a stored file (GET /api/arquivos/:id; served to its owner, its consultant, or staff under review). */
export const enderecoDoArquivo = (id: number) => `/api/arquivos/${id}`;
