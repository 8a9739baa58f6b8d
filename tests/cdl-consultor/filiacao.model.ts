import { filiacaoMachine } from '../../src/machines/cdl-consultor/filiacao.machine';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';
import { recusa } from './dados';

export const jaConvidado = recusa(409, 'Este e-mail já foi convidado ou já tem acesso ao portal.');

export const filiacaoModelo = {
  nome: 'consultor-filiacao',
  machine: filiacaoMachine,
  events: [
    { type: 'email.change', email: 'flores' },
    { type: 'email.change', email: 'Nguyen@Exemplo.com.br' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.requestAffiliation', output: 'Convite enviado para nguyen@exemplo.com.br.' },
    { type: 'xstate.error.actor.requestAffiliation', error: jaConvidado },
    { type: 'xstate.error.actor.requestAffiliation', error: recusa(400, 'Informe um e-mail válido.') },
    { type: 'xstate.error.actor.requestAffiliation', error: falhas.rede },
    { type: 'xstate.error.actor.requestAffiliation', error: falhas.expirada },
  ] satisfies PathEvent<typeof filiacaoMachine>[],
  key: (s) => [s.value, s.context.email, s.context.problema, s.context.notice],
  textos: {
    eventos: { 'email.change': (e: { email: string }) => `digita '${e.email}' no e-mail`, 'form.submit': 'clica em SOLICITAR' },
    atores: { requestAffiliation: 'o convite por e-mail (EnviarEmailFuturoAssociado)' },
    fatos: (s) => [s.context.problema && `sob o campo: ${s.context.problema}`, aviso(s)],
  },
  recusas: [
    { estado: 'sending', evento: { type: 'form.submit' }, porque: 'SOLICITAR fica desabilitado enquanto envia' },
  ],
} satisfies Modelo;
