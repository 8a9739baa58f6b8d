/** This folder's flow models, for tests/support/modelos.ts (which finds this file by its name). */
import type { Modelo } from '../support/modelos';
import { conciliadorPainelModelo } from './painel.model';
import { conciliadorCatalogoModelo, conciliadorContratacaoModelo, conciliadorTermoModelo } from './contratacao.model';
import { conciliadorPagamentoModelo, conciliadorPagamentoNaoAssociadoModelo } from './pagamento.model';

export const modelos: Modelo[] = [
  conciliadorPainelModelo, conciliadorPagamentoModelo, conciliadorPagamentoNaoAssociadoModelo, conciliadorCatalogoModelo, conciliadorContratacaoModelo, conciliadorTermoModelo,
];
