/**
 * Every flow that has screens, for the UI replay of generated paths (caminhos.ts): a product lists its flows as
 * `telas` in tests/e2e/<produto>/telas.ts, found here for each product of the client's list (src/views/produtos.ts),
 * after the common ones (tests/e2e/comum/telas.ts). `npm run test:e2e -- --caminho <fluxo>#<n>` looks the flow up in
 * this list.
 */
import { existsSync } from 'node:fs';
import { modulosDoCliente } from '../../../src/views/produtos';
import type { Fluxo } from './caminhos';

const PASTAS = ['comum', ...modulosDoCliente.map((m) => m.produto)];

export const telas: Fluxo[] = (await Promise.all(PASTAS
  .filter((pasta) => existsSync(new URL(`../${pasta}/telas.ts`, import.meta.url)))
  .map(async (pasta) => ((await import(`../${pasta}/telas.ts`)) as { telas: Fluxo[] }).telas))).flat();
