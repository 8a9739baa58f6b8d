import { rota } from './comum/rota';

/**
 * The platform's routes (spec §2); each product names its own in views/<produto>/rotas.ts, so two
 * products' `pagamento` or `agenda` never collide. Dashboard and clube-produtos are one screen.
 */
export const rotas = {
  login: rota('/login'),
  Dashboard: rota('/'),
  institucional: rota('/institucional'),
} as const;

/** Login with the path to come back to after logging in. */
export function loginVoltandoPara(destino: string): string {
  const login = rotas.login.link();
  return destino === '/' || destino.startsWith('/login') ? login : `${login}?voltar=${encodeURIComponent(destino)}`;
}
