import { clubeRemoverUsuariosMachine } from '../../src/machines/clube-remover-usuarios.machine';
import { chavePlanilha, eventosPlanilha, resultados } from './clube-usuarios.model';
import type { Modelo } from './index';

export const clubeRemoverUsuariosModelo = {
  nome: 'clube-remover-usuarios',
  machine: clubeRemoverUsuariosMachine,
  events: eventosPlanilha(resultados.removidaComInvalidos, resultados.removida),
  key: chavePlanilha,
} satisfies Modelo;
