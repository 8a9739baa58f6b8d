import { clubeRemoverUsuariosMachine } from '../../src/machines/clube-vantagens/remover-usuarios.machine';
import { chavePlanilha, eventosPlanilha, resultados } from './usuarios.model';
import type { Modelo } from '../support/modelos';

export const clubeRemoverUsuariosModelo = {
  nome: 'clube-remover-usuarios',
  machine: clubeRemoverUsuariosMachine,
  events: eventosPlanilha(resultados.removidaComInvalidos, resultados.removida),
  key: chavePlanilha,
} satisfies Modelo;
