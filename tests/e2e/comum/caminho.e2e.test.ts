/**
 * One generated path through the UI: `npm run test:e2e -- --caminho clube-termo#3` (tests/e2e/run.ts sets
 * E2E_CAMINHO and runs this file alone). The path is the one `npm run paths` prints as clube-termo#3.
 * In a run of the whole suite it has nothing to do and says so as one skipped test.
 */
import { describe, it } from 'vitest';
import { testarCaminhosNaTela } from '../support/caminhos';
import { telas } from '../support/telas';

const caminho = process.env.E2E_CAMINHO;
if (caminho) testarCaminhosNaTela({ fluxos: telas, so: caminho });
else describe('um caminho pela interface', () => it.skip('sem --caminho: npm run test:e2e -- --caminho <fluxo>#<n>', () => {}));
