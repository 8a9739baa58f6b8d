/**
 * Sessions read in the last few seconds, by token hash: a page's burst of calls then costs one
 * sessions query instead of one each. An ended session is dropped at once (Database announces
 * it to every process); expiry is still checked against the clock on every read.
 */
export class CacheSessoes<T> {
  private readonly itens = new Map<string, { valor: T; lidoEm: number }>();
  constructor(private readonly validadeMs = 5_000, private readonly maximo = 10_000) {}

  /** The value read less than `validadeMs` ago, if any. */
  ler(chave: string, agora: number): T | undefined {
    const item = this.itens.get(chave);
    if (!item) return undefined;
    if (agora - item.lidoEm < this.validadeMs && agora >= item.lidoEm) return item.valor;
    this.itens.delete(chave);
    return undefined;
  }

  guardar(chave: string, valor: T, agora: number): void {
    this.itens.delete(chave);
    if (this.itens.size >= this.maximo) this.itens.delete(this.itens.keys().next().value!); // the oldest goes
    this.itens.set(chave, { valor, lidoEm: agora });
  }

  esquecer(chave: string): void {
    this.itens.delete(chave);
  }
}
