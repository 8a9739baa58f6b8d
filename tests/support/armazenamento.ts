import type { Ambiente, TipoArmazenamento } from '../../src/services/comum/rascunho';

/** A Storage in memory, for the drafts kit's tests; `quebrado` makes it throw as a full or disabled storage does. */
export class Memoria implements Storage {
  dados = new Map<string, string>();
  quebrado: false | 'escrita' | 'tudo' = false;
  private checar(escrita: boolean) {
    if (this.quebrado === 'tudo' || (escrita && this.quebrado === 'escrita')) throw new DOMException('cheio', 'QuotaExceededError');
  }
  get length() { this.checar(false); return this.dados.size; }
  key(i: number) { this.checar(false); return [...this.dados.keys()][i] ?? null; }
  getItem(k: string) { this.checar(false); return this.dados.get(k) ?? null; }
  setItem(k: string, v: string) { this.checar(true); this.dados.set(k, String(v)); }
  removeItem(k: string) { this.checar(false); this.dados.delete(k); }
  clear() { this.dados.clear(); }
}

/** Both storages in memory and a clock the test moves (`relogio.agora`): what a draft test gives the drafts kit instead of the browser. */
export function ambienteEmMemoria(inicio: number) {
  const armazens: Record<TipoArmazenamento, Memoria> = { local: new Memoria(), sessao: new Memoria() };
  const relogio = { agora: inicio };
  const ambiente: Ambiente = { armazenamento: (tipo) => armazens[tipo], agora: () => relogio.agora };
  return { ambiente, local: armazens.local, sessao: armazens.sessao, relogio };
}
