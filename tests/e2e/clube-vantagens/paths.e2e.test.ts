/**
 * The club's flows replayed through the UI: every path of each covering set (tests/support/paths.ts),
 * numbered as `npm run paths` numbers them. The club's screens are registered in ./telas.ts; the
 * machinery is tests/e2e/support/caminhos.ts. One path alone: `npm run test:e2e -- --caminho clube-termo#3`.
 */
import { testarCaminhosNaTela } from '../support/caminhos';
import { telasDoClube } from './telas';

testarCaminhosNaTela({ fluxos: telasDoClube });
