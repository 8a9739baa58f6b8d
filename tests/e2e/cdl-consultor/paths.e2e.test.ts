/**
 * The consultant area's flows replayed through the UI: every path of each covering set (tests/support/paths.ts),
 * numbered as `npm run paths` numbers them. The screens are registered in ./telas.ts (the member's screens act for
 * associadoSelecionado, chosen before they mount; the invitation's page is logged out); the machinery is
 * tests/e2e/support/caminhos.ts. One path alone: `npm run test:e2e -- --caminho consultor-painel#1`.
 */
import { testarCaminhosNaTela } from '../support/caminhos';
import { telasDoConsultor } from './telas';

testarCaminhosNaTela({ fluxos: telasDoConsultor });
