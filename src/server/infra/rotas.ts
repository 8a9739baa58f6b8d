import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { quemChama, type QuemChama } from '../../contracts/comum/acesso';
import { portalContract } from '../../contracts/portal.contract';

/** Every route of a (nested) contract, in the order ts-rest registers them. */
export function rotasDe(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((valor) => (isAppRoute(valor) ? [valor] : rotasDe(valor)));
}

/** A contract path ('/api/:product/X') as a matcher of request paths. */
const padraoDe = (caminho: string) => new RegExp(`^${caminho.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

/** A HEAD is answered as the GET it mirrors. */
const chave = (metodo: string, caminho: string) => `${metodo === 'HEAD' ? 'GET' : metodo} ${caminho}`;

/**
 * Method and path → the contract's route, built once at start. A route whose metadata names no caller
 * (src/contracts/comum/acesso.ts) stops the start, and so does a fixed path a `:param` path also matches:
 * then one request could meet two routes, and which one answers would hang on their order.
 */
export function indiceDeRotas(rotas: AppRoute[]) {
  for (const rota of rotas) if (!quemChama(rota.metadata)) throw new Error(`${rota.method} ${rota.path}: a rota não diz quem a chama (metadata)`);
  const exatas = new Map(rotas.filter((r) => !r.path.includes(':')).map((r) => [chave(r.method, r.path), r]));
  const padroes = rotas.filter((r) => r.path.includes(':')).map((r) => ({ rota: r, padrao: padraoDe(r.path) }));
  for (const rota of exatas.values()) {
    const outra = padroes.find((p) => p.rota.method === rota.method && p.padrao.test(rota.path));
    if (outra) throw new Error(`${rota.method} ${rota.path} também casa com ${outra.rota.path}`);
  }
  /** The route of a request, or undefined; trailing slashes are ignored, as ts-rest's router ignores them. */
  return (metodo: string, caminho: string): AppRoute | undefined => {
    const semBarra = caminho.length > 1 ? caminho.replace(/\/+$/, '') : caminho;
    const get = metodo === 'HEAD' ? 'GET' : metodo;
    return exatas.get(chave(get, semBarra)) ?? padroes.find((p) => p.rota.method === get && p.padrao.test(semBarra))?.rota;
  };
}

/** The portal contract's route of a request (method and path), or undefined when it names none. */
export const rotaDoPedido = indiceDeRotas(rotasDe(portalContract));

/** A route's key by its method and path: the same for a product contract's route and the portal contract's copy of it. */
export const chaveDaRota = (rota: AppRoute) => chave(rota.method, rota.path);

/** Who may call a route of the portal contract (checked at start: every route says). */
export const quemChamaARota = (rota: AppRoute): QuemChama => quemChama(rota.metadata)!;
