/** SQLSTATE of a database error, through Drizzle's wrapper (both drivers put it on `code`). */
export function codigoDoErro(erro: unknown): string | undefined {
  for (let e: unknown = erro, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const codigo = (e as { code?: unknown }).code;
    if (typeof codigo === 'string') return codigo;
  }
  return undefined;
}
