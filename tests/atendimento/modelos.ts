/** This folder's flow models, for tests/support/modelos.ts (which finds this file by its name). */
import type { Modelo } from '../support/modelos';
import { atendimentoBoletosModelo, atendimentoChamadoModelo, atendimentoFilaModelo } from './atendimento.model';

export const modelos: Modelo[] = [
  atendimentoFilaModelo, atendimentoChamadoModelo, atendimentoBoletosModelo,
];
