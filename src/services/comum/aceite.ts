import type { AceiteTermo } from '../../contracts/comum/esquemas';

/**
 * The acceptance payload of spec §3. ipOrigem is not looked up from an outside service:
 * the server records the request's address itself (DESIGN.md), so the client sends none.
 */
export function aceite(dtVersao: string): AceiteTermo {
  return { dtVersao, dtAceite: new Date().toISOString(), browserData: navigator.userAgent.slice(0, 1000) };
}
