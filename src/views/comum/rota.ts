/** The parameter names of a path pattern ('/a/:id/b/:cpf' → 'id' | 'cpf'). */
type Parametros<P extends string> = P extends `${string}:${infer Nome}/${infer Resto}`
  ? Nome | Parametros<`/${Resto}`>
  : P extends `${string}:${infer Nome}` ? Nome : never;

/** A route of the portal: its path pattern (for wouter's <Route path>) and a link builder (for <Link href>). */
export interface Rota<P extends string> {
  padrao: P;
  link: (...parametros: [Parametros<P>] extends [never] ? [] : [Record<Parametros<P>, string | number>]) => string;
}

/** One route from its pattern: `rota('/x/:cpfTitular').link({ cpfTitular })` fills and encodes each parameter. */
export function rota<P extends string>(padrao: P): Rota<P> {
  return {
    padrao,
    link: (...[parametros]) => padrao.replace(/:(\w+)/g, (_, nome: string) =>
      encodeURIComponent(String((parametros as Record<string, string | number>)[nome]))),
  };
}

/** A route's numeric id, when it is one (digits within the contracts' int4); anything else, 0: names no record. */
export const idDaRota = (texto: string | undefined): number =>
  (texto && /^\d{1,10}$/.test(texto) && Number(texto) >= 1 && Number(texto) <= 2_147_483_647 ? Number(texto) : 0);
