import { chamadosMachine } from '../../src/machines/cdl-consultor/chamados.machine';
import { painelMachine } from '../../src/machines/cdl-consultor/painel.machine';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';
import { associado, chamados, foraDaCarteira } from './dados';

export const painelModelo = {
  nome: 'consultor-painel',
  machine: painelMachine,
  input: { associado: { codSocio: '0001001', nomeSocio: 'Flores' } },
  events: [
    { type: 'xstate.done.actor.loadMember', output: associado() },
    { type: 'xstate.error.actor.loadMember', error: foraDaCarteira },
    { type: 'xstate.error.actor.loadMember', error: falhas.rede },
    { type: 'xstate.error.actor.loadMember', error: falhas.expirada },
    { type: 'retry' },
  ] satisfies PathEvent<typeof painelMachine>[],
  key: (s) => [s.value, s.context.nome, s.context.notice],
  textos: { atores: { loadMember: 'a consulta do associado escolhido' }, fatos: (s) => [s.matches('showing') && `título: ${s.context.nome}`, aviso(s)] },
} satisfies Modelo;

export const chamadosModelo = {
  nome: 'consultor-chamados',
  machine: chamadosMachine,
  input: { codSocio: '0001001' },
  events: [
    { type: 'xstate.done.actor.loadTickets', output: chamados },
    { type: 'xstate.done.actor.loadTickets', output: [] },
    { type: 'xstate.error.actor.loadTickets', error: foraDaCarteira },
    { type: 'xstate.error.actor.loadTickets', error: falhas.rede },
    { type: 'xstate.error.actor.loadTickets', error: falhas.expirada },
    { type: 'retry' },
    { type: 'ticket.select', codigo: 'C-10' },
    { type: 'ticket.select', codigo: 'C-99' },
  ] satisfies PathEvent<typeof chamadosMachine>[],
  key: (s) => [s.value, s.context.selecionado, s.context.notice],
  textos: {
    eventos: { 'ticket.select': (e: { codigo: string }) => `escolhe o chamado ${e.codigo}` },
    atores: { loadTickets: 'a consulta dos chamados' },
    fatos: (s) => [s.matches('showing') && `no cartão: ${s.context.selecionado}`, aviso(s)],
  },
  recusas: [
    { estado: 'showing', evento: { type: 'ticket.select', codigo: 'C-99' }, porque: 'um chamado que não está na lista' },
    { estado: 'showing', quando: (s) => s.context.selecionado === 'C-12', evento: { type: 'ticket.select', codigo: 'C-12' }, porque: 'o chamado que já está no cartão' },
  ],
} satisfies Modelo;
