/** This folder's flow models, for tests/support/modelos.ts (which finds this file by its name). */
import type { Modelo } from '../support/modelos';
import { listaComEscolhaModelo } from './lista.model';
import { loginModelo, sessaoModelo } from './sessao.model';

export const modelos: Modelo[] = [
  sessaoModelo, loginModelo, listaComEscolhaModelo,
];
