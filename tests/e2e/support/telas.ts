/**
 * Every flow that has screens, for the UI replay of generated paths (caminhos.ts): a product lists its
 * flows in tests/e2e/<produto>/telas.ts and adds them here. `npm run test:e2e -- --caminho <fluxo>#<n>`
 * looks the flow up in this list.
 */
import { telasDoClube } from '../clube-vantagens/telas';
import { login } from '../comum/telas';
import { telasDoConsultor } from '../cdl-consultor/telas';
import type { Fluxo } from './caminhos';

export const telas: Fluxo[] = [login, ...telasDoClube, ...telasDoConsultor];
