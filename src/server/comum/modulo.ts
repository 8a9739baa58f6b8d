/**
 * What a product gives the server (docs/kits.md "Um produto novo em uma hora"): its contracts and their routers, its
 * public routes, its checks before a body, its tables, its seed and what the staff desk reads of its tickets. Each
 * product exports one from src/server/<produto>/modulo.ts; src/server/produtos.ts lists them, and app.ts, the
 * database, the seed and the staff desk read that list. This file names no product.
 */
import type { AppRouter } from '@ts-rest/core';
import type { Produto } from '../../domain/comum/produtos';
import type { Tx } from '../db/database';
import type { AtendimentoDoProduto } from './atendimento/detalhes';
import type { Dependencias, Previas } from './context';

/** What the demo seed hands each product, after the portal's demo logins exist (db/seed.ts). */
export interface ContextoDaSemente {
  /** The id of each demo login, by its e-mail (USUARIOS_DEMO). */
  usuarios: Readonly<Record<string, number>>;
  senhaHash: string;
  agora: Date;
}

export interface ModuloDoServidor {
  produto: Produto;
  /**
   * The product's contracts by their key in the served contract (app.ts `produtosContract`), and the router of each,
   * by the same keys: `{ contratos: { varejo: cdlVarejoInteligenteContract }, routers: (deps) => ({ varejo: … }) }`.
   */
  contratos: Readonly<Record<string, AppRouter>>;
  routers: (deps: Dependencias) => Record<string, object>;
  /**
   * The fields of its routes that name one record of an associate (an ad, a reservation): another associate naming
   * one gets 404 and nothing written (tests/comum/autorizacao.api.test.ts tries each route with them).
   */
  recursos?: readonly string[];
  /** Routes any visitor may call (metadata `publica`): their contract and router, served without a session. */
  publicas?: { contrato: AppRouter; router: (deps: Dependencias) => object };
  /** Checks on a route's query and caller before its body is read (Previas, issue 26). */
  previas?: (deps: Dependencias) => Previas;
  /** The product's Drizzle tables (src/server/db/schema/<produto>.ts), as Drizzle's schema object sees them. */
  tabelas?: Readonly<Record<string, unknown>>;
  semente?: {
    /** Its catalogue, written where missing at every start, production included (each in its own transaction). */
    catalogo?: (tx: Tx) => Promise<void>;
    /** Its demo data, once, on a database without users (never in production). */
    demo?: (tx: Tx, contexto: ContextoDaSemente) => Promise<void>;
  };
  /** What the staff desk reads and does with the product's tickets (comum/atendimento/detalhes.ts). */
  atendimento?: AtendimentoDoProduto;
}
