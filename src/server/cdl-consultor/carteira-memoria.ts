/**
 * The consultants' carteiras in this process's memory (issue 21: ConsultarCarteira filtered and paged on 10 000
 * members). A consultant's rows are read once, whole (carteira.repo.ts `toda`: one statement), and every page is then
 * filtered, counted and cut here: no query, no count of every match in PostgreSQL.
 *
 * Never stale past an announcement: PostgreSQL announces each committed change to what a row shows (migration 0017's
 * triggers, NOTIFY carteira_mudou with the consultant's id, from whichever process or code wrote it) and the carteira
 * is forgotten, to be read again on its next page. A read that began before a change was heard is answered but not
 * kept. While announcements cannot be heard (the LISTEN connection is down) nothing is served from here: `pagina`
 * answers null and the caller reads the page from the database, as it does for a carteira over `porCarteira` rows.
 * The consultant's own writes also forget it in this process at once (`mudou`), before their answer leaves: the next
 * page never waits on the announcement's trip.
 */
import type { MembroCarteira } from '../../contracts/cdl-consultor.contract';
import { normalizarBusca } from '../../domain/cdl-consultor/carteira';
import type { Database } from '../db/database';
import { pagina as limitesDaPagina } from '../db/paginacao';
import { toda } from './carteira.repo';

/**
 * decided: how much is kept. Rows of every carteira together (the least recently paged carteira goes first; ~0.7 kB a
 * row), rows of one carteira (a larger one is paged by the database), filters remembered per carteira.
 */
export const LIMITES_CARTEIRAS = { membros: 100_000, porCarteira: 20_000, filtros: 16 } as const;
export type LimitesCarteiras = { [K in keyof typeof LIMITES_CARTEIRAS]: number };

interface Carteira {
  membros: MembroCarteira[];
  /** carteira.busca of each row, in the same order. */
  busca: string[];
  /** The positions matching each filter term used lately (the latest last). */
  filtros: Map<string, number[]>;
}

export type LerCarteira = (consultorId: number, limite: number) => Promise<{ membros: MembroCarteira[]; busca: string[] } | null>;

export class CarteirasEmMemoria {
  /** Least recently paged first. */
  private readonly carteiras = new Map<number, Carteira>();
  /** Reads in flight, so that a burst of pages reads a carteira once. */
  private readonly lendo = new Map<number, Promise<Carteira | 'grande'>>();
  /** Carteiras over `porCarteira`, at the version that found it out. */
  private readonly grandes = new Map<number, string>();
  /** Per consultant, how many changes were heard; `geral`, how many times hearing stopped or started. */
  private readonly mudancas = new Map<number, number>();
  private geral = 0;
  private membros = 0;

  constructor(private readonly ler: LerCarteira, private ouvindo = true, private readonly limites: LimitesCarteiras = LIMITES_CARTEIRAS) {}

  /** Page `numero` of the rows matching `filtro` (accents and case ignored), ordered by id; null: ask the database. */
  async pagina(consultorId: number, filtro: string, linhasPorPagina: number, numero: number): Promise<{ associados: MembroCarteira[]; totalLinhas: number } | null> {
    if (!this.ouvindo) return null;
    const carteira = this.usada(consultorId) ?? await this.carregar(consultorId);
    if (carteira === 'grande') return null;
    const { limit, offset } = limitesDaPagina(linhasPorPagina, numero);
    const termo = normalizarBusca(filtro);
    if (!termo) return { associados: carteira.membros.slice(offset, offset + limit), totalLinhas: carteira.membros.length };
    const posicoes = this.achados(carteira, termo);
    return { associados: posicoes.slice(offset, offset + limit).map((i) => carteira.membros[i]!), totalLinhas: posicoes.length };
  }

  /** A change to this consultant's carteira was committed: forget it (and any read in flight). */
  mudou(consultorId: number): void {
    this.mudancas.set(consultorId, (this.mudancas.get(consultorId) ?? 0) + 1);
    this.lendo.delete(consultorId);
    this.grandes.delete(consultorId);
    this.esquecer(consultorId);
  }

  /** Announcements heard (true) or not (false): either way whatever was kept may be stale; while false nothing is served. */
  escuta(ativa: boolean): void {
    this.ouvindo = ativa;
    this.geral++;
    this.carteiras.clear();
    this.lendo.clear();
    this.grandes.clear();
    this.membros = 0;
  }

  private versao(consultorId: number): string {
    return `${this.geral}:${this.mudancas.get(consultorId) ?? 0}`;
  }

  /** The kept carteira, now the most recently paged. */
  private usada(consultorId: number): Carteira | undefined {
    const carteira = this.carteiras.get(consultorId);
    if (carteira) {
      this.carteiras.delete(consultorId);
      this.carteiras.set(consultorId, carteira);
    }
    return carteira;
  }

  /** The carteira read (or being read) now; 'grande' when it is over `porCarteira` (known since its last change: not read again). */
  private carregar(consultorId: number): Promise<Carteira | 'grande'> {
    const emCurso = this.lendo.get(consultorId);
    if (emCurso) return emCurso;
    const versao = this.versao(consultorId);
    if (this.grandes.get(consultorId) === versao) return Promise.resolve('grande');
    const leitura = this.ler(consultorId, this.limites.porCarteira).then((lida) => {
      const atual = this.versao(consultorId) === versao && this.ouvindo;
      if (!lida) {
        if (atual) this.grandes.set(consultorId, versao);
        return 'grande' as const;
      }
      const carteira: Carteira = { ...lida, filtros: new Map() };
      // answered either way (it was read after this page was asked for); kept only when nothing changed meanwhile
      if (atual) this.guardar(consultorId, carteira);
      return carteira;
    }).finally(() => {
      if (this.lendo.get(consultorId) === leitura) this.lendo.delete(consultorId);
    });
    this.lendo.set(consultorId, leitura);
    return leitura;
  }

  private guardar(consultorId: number, carteira: Carteira): void {
    this.esquecer(consultorId);
    this.carteiras.set(consultorId, carteira);
    this.membros += carteira.membros.length;
    for (const [outro, velha] of this.carteiras) {
      if (this.membros <= this.limites.membros || outro === consultorId) break;
      this.esquecer(outro, velha);
    }
  }

  private esquecer(consultorId: number, carteira = this.carteiras.get(consultorId)): void {
    if (!carteira) return;
    this.carteiras.delete(consultorId);
    this.membros -= carteira.membros.length;
  }

  /** Positions of the rows whose key holds `termo`: remembered per carteira, the least recently used forgotten first. */
  private achados(carteira: Carteira, termo: string): number[] {
    let posicoes = carteira.filtros.get(termo);
    if (posicoes) carteira.filtros.delete(termo);
    else {
      posicoes = [];
      for (let i = 0; i < carteira.busca.length; i++) if (carteira.busca[i]!.includes(termo)) posicoes.push(i);
    }
    carteira.filtros.set(termo, posicoes);
    if (carteira.filtros.size > this.limites.filtros) carteira.filtros.delete(carteira.filtros.keys().next().value!);
    return posicoes;
  }
}

/** Per database: the carteiras kept, listening to the announcements of its changes. */
const porBanco = new WeakMap<Database, CarteirasEmMemoria>();
export function carteirasDe(database: Database): CarteirasEmMemoria {
  let carteiras = porBanco.get(database);
  if (!carteiras) {
    const criadas = new CarteirasEmMemoria((consultorId, limite) => toda(database.db, consultorId, limite));
    database.ouvir('carteira', {
      aviso: (conteudo) => {
        const consultorId = Number(conteudo);
        if (Number.isSafeInteger(consultorId)) criadas.mudou(consultorId);
      },
      escuta: (ativa) => criadas.escuta(ativa),
    });
    porBanco.set(database, (carteiras = criadas));
  }
  return carteiras;
}
