/**
 * Sessions read in the last few seconds, by token hash: a page's burst of calls then costs one
 * sessions query instead of one each. An ended session is dropped at once (Database announces
 * it to every process); expiry is still checked against the clock on every read.
 *
 * An item lives `validadeMs` from the database read that stored it: reading it never extends
 * that, so a session ended unheard (a lost NOTIFY) is served at most `validadeMs` after the read.
 */
export class CacheSessoes<T> {
  private readonly itens = new Map<string, { valor: T; lidoEm: number }>();
  private suspenso = false;
  private _geracao = 0;
  constructor(private readonly validadeMs = 5_000, private readonly maximo = 10_000) {}

  /**
   * Changes whenever a session may have ended (esquecer, suspender, retomar): take it before a
   * database read and hand it to `guardar`, so a row read before an ending heard meanwhile is not kept.
   */
  get geracao(): number {
    return this._geracao;
  }

  /** The value stored less than `validadeMs` ago, if any; never while suspended. */
  ler(chave: string, agora: number): T | undefined {
    if (this.suspenso) return undefined;
    const item = this.itens.get(chave);
    if (!item) return undefined;
    if (agora - item.lidoEm < this.validadeMs && agora >= item.lidoEm) return item.valor;
    this.itens.delete(chave);
    return undefined;
  }

  /** Keeps a value just read from the database at `agora`, unless anything ended since `geracao`. */
  guardar(chave: string, valor: T, agora: number, geracao: number): void {
    if (this.suspenso || geracao !== this._geracao) return;
    this.itens.delete(chave);
    if (this.itens.size >= this.maximo) this.itens.delete(this.itens.keys().next().value!); // the oldest goes
    this.itens.set(chave, { valor, lidoEm: agora });
  }

  esquecer(chave: string): void {
    this._geracao++;
    this.itens.delete(chave);
  }

  /** Ended sessions are no longer heard: empty, and neither serve nor keep anything until `retomar`. */
  suspender(): void {
    this._geracao++;
    this.suspenso = true;
    this.itens.clear();
  }

  /** Heard again (those ended in between were not): start empty. */
  retomar(): void {
    this._geracao++;
    this.suspenso = false;
    this.itens.clear();
  }
}
