/**
 * The shared flows with screens (the login) replayed through the UI: every path of each covering set,
 * numbered as `npm run paths` numbers them (screens in ./telas.ts, machinery in ../support/caminhos.ts).
 */
import { testarCaminhosNaTela } from '../support/caminhos';
import { login } from './telas';

testarCaminhosNaTela({ fluxos: [login] });
