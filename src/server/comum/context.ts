import type { Perfil } from '../../domain/comum/perfil';
import type { Database } from '../db/database';
import type { documentoDoTermo } from './termos';

/** The logged-in user as the routers see it (resolved once per request by app.ts). */
export interface UsuarioSessao {
  id: number;
  email: string;
  perfil: Perfil;
  /** The associate this login belongs to (perfil associado), else null: whose records `associadoAtendido` reaches. */
  codSocio: string | null;
  naoAssociado: boolean;
}

/** What every route implementation receives besides its validated input. */
export interface Contexto {
  usuario: UsuarioSessao;
  /** The request's address (never a value the client claims): recorded with acceptances. */
  ip: string;
  userAgent: string;
  /** The server's clock for this request: one instant per request, injectable in tests. */
  agora: Date;
}

/** Everything the server needs from the outside: the database and the clock. */
export interface Dependencias {
  database: Database;
  relogio: () => Date;
  /** Password-hash cost; tests lower it so a login takes milliseconds. */
  kdf?: { memoryCost: number; timeCost: number };
  /**
   * Renders a term's PDF (default: termos.ts documentoDoTermo). Read on each request, so a test can make it throw
   * and prove a failure after a write leaves nothing behind (the retail hold).
   */
  documentoDoTermo?: typeof documentoDoTermo;
}

/**
 * A route's checks on its validated query and its caller before the body is read (issue 26): an answer of its own
 * (a refusal) ends the request with the body unread; null lets it go on. Keyed by `chaveDaRota` (method and path).
 */
export type Previas = Record<string, (consulta: unknown, usuario: UsuarioSessao) => Promise<Response | null>>;
