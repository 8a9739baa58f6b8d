import { editarMachine, type CampoEdicao } from '../../src/machines/cdl-consultor/editar.machine';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';
import { associado, foraDaCarteira, recusa } from './dados';

const muda = (campo: CampoEdicao, valor: string) => ({ type: 'field.change' as const, campo, valor });
export const emAberto = recusa(409, 'Você possui uma solicitação de atualização de dados em aberto. Aguarde a conclusão para solicitar uma nova atualização.');

export const editarModelo = {
  nome: 'consultor-editar',
  machine: editarMachine,
  input: { codSocio: '0001001' },
  events: [
    { type: 'xstate.done.actor.loadMember', output: associado() },
    { type: 'xstate.done.actor.loadMember', output: associado(true) },
    { type: 'xstate.error.actor.loadMember', error: foraDaCarteira },
    { type: 'xstate.error.actor.loadMember', error: falhas.rede },
    { type: 'xstate.error.actor.loadMember', error: falhas.expirada },
    { type: 'retry' },
    muda('lograd', ''),
    muda('lograd', 'Avenida Afonso Pena'),
    { type: 'form.submit' },
    { type: 'xstate.done.actor.saveUpdate', output: 'Solicitação registrada.' },
    { type: 'xstate.error.actor.saveUpdate', error: emAberto },
    { type: 'xstate.error.actor.saveUpdate', error: recusa(400, 'CEP inválido.') },
    { type: 'xstate.error.actor.saveUpdate', error: falhas.expirada },
  ] satisfies PathEvent<typeof editarMachine>[],
  key: (s) => [s.value, s.context.campos.lograd, s.context.chamadoAtualizacao, s.context.enviado, s.context.notice],
  textos: {
    eventos: { 'field.change': (e: { campo: string; valor: string }) => (e.valor ? `muda ${e.campo} para '${e.valor}'` : `apaga ${e.campo}`), 'form.submit': 'clica em Salvar' },
    atores: { loadMember: 'a consulta dos dados do associado', saveUpdate: 'a solicitação de atualização (AtualizarCadastroAssociado)' },
    fatos: (s) => [s.context.chamadoAtualizacao && 'o aviso de solicitação em aberto, Salvar desabilitado', aviso(s)],
  },
  recusas: [
    { estado: 'editing', quando: (s) => s.context.chamadoAtualizacao, evento: { type: 'form.submit' }, porque: 'há uma solicitação em aberto: Salvar desabilitado' },
  ],
} satisfies Modelo;
