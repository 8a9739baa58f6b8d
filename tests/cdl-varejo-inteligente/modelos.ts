/** This folder's flow models, for tests/support/modelos.ts (which finds this file by its name). */
import type { Modelo } from '../support/modelos';
import { varejoEscritorioModelo, varejoEstacaoModelo, varejoMeusEspacosModelo, varejoPagamentoModelo, varejoPagamentoNaoAssociadoModelo, varejoProdutosModelo, varejoTermoModelo } from './varejo.model';
import { varejoEventoModelo } from './evento.model';

export const modelos: Modelo[] = [
  varejoProdutosModelo, varejoMeusEspacosModelo, varejoEstacaoModelo, varejoEscritorioModelo, varejoTermoModelo, varejoPagamentoModelo, varejoPagamentoNaoAssociadoModelo, varejoEventoModelo,
];
