/** This folder's flow models, for tests/support/modelos.ts (which finds this file by its name). */
import type { Modelo } from '../support/modelos';
import { vidasModelo } from './vidas.model';
import { saudeCadastroModelo, saudePlanoDependenteModelo, saudePlanoTitularModelo } from './cadastro.model';

export const modelos: Modelo[] = [vidasModelo, saudePlanoTitularModelo, saudePlanoDependenteModelo, saudeCadastroModelo];
