import { cancelarPlanilhaUsuarios } from '../../services/clube-vantagens/usuarios.service';
import { planilhaMachine } from './planilha.machine';

/**
 * Remover Usuários (spec §2): a spreadsheet with a CPF column removes those club users (§5);
 * §8: invalid CPFs are listed and the valid ones removed; success goes back to the panel.
 */
export const clubeRemoverUsuariosMachine = planilhaMachine('clubeRemoverUsuarios', cancelarPlanilhaUsuarios);
