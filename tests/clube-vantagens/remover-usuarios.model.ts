import { clubeRemoverUsuariosMachine } from '../../src/machines/clube-vantagens/remover-usuarios.machine';
import { chavePlanilha, eventosPlanilha, recusasPlanilha, regrasPlanilha, resultados, textosPlanilha } from './usuarios.model';
import type { Modelo } from '../support/modelos';

export const clubeRemoverUsuariosModelo = {
  nome: 'clube-remover-usuarios',
  machine: clubeRemoverUsuariosMachine,
  events: eventosPlanilha(resultados.removidaComInvalidos, resultados.removida),
  key: chavePlanilha,
  textos: textosPlanilha('Remover usuários'),
  regras: regrasPlanilha,
  recusas: recusasPlanilha('Remover usuários'),
} satisfies Modelo;
