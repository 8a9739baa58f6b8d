/** This folder's flow models, for tests/support/modelos.ts (which finds this file by its name). */
import type { Modelo } from '../support/modelos';
import { carteiraModelo, enviarLoginModelo } from './carteira.model';
import { filiacaoModelo } from './filiacao.model';
import { cadastroModelo } from './cadastro.model';
import { documentosModelo } from './documentos.model';
import { chamadosModelo, painelModelo } from './painel.model';
import { editarModelo } from './editar.model';
import { conviteModelo } from './convite.model';

export const modelos: Modelo[] = [
  carteiraModelo, enviarLoginModelo, filiacaoModelo, cadastroModelo, documentosModelo, painelModelo, editarModelo, chamadosModelo, conviteModelo,
];
