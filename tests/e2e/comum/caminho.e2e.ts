/**
 * One generated path through the UI: `npm run test:e2e -- --caminho clube-termo#3` (tests/e2e/run.ts sets
 * E2E_CAMINHO and runs this file alone). The path is the one `npm run paths` prints as clube-termo#3.
 * Not a `.e2e.test.ts`: the whole suite does not collect it (vitest.e2e.config.ts includes it only with E2E_CAMINHO).
 */
import { testarCaminhosNaTela } from '../support/caminhos';
import { telas } from '../support/telas';

const caminho = process.env.E2E_CAMINHO;
if (!caminho) throw new Error('sem caminho: npm run test:e2e -- --caminho <fluxo>#<n>');
testarCaminhosNaTela({ fluxos: telas, so: caminho });
