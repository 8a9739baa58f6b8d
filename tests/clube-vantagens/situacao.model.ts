import { clubeSituacaoMachine } from '../../src/machines/clube-vantagens/situacao.machine';
import type { PathEvent } from '../support/paths';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { SituacaoClube } from '../../src/services/clube-vantagens/situacao.service';

const situacao = (s: SituacaoClube) => (s.situacao === 'contratado' ? `contratado (${s.status}, termo ${s.termoAssinado ? 'assinado' : 'por assinar'})`
  : 'disponível');

/** The club's card on the products screen (issue 9): what the status call can answer (the same for associates and non-associates, issue 11). */
export const clubeSituacaoModelo = {
  nome: 'clube-situacao',
  machine: clubeSituacaoMachine,
  events: [
    { type: 'xstate.done.actor.loadSituation', output: { situacao: 'contratado', status: 'ATIVO', termoAssinado: true } },
    { type: 'xstate.done.actor.loadSituation', output: { situacao: 'disponivel' } },
    { type: 'xstate.error.actor.loadSituation', error: falhas.expirada },
    { type: 'xstate.error.actor.loadSituation', error: falhas.rede },
  ] satisfies PathEvent<typeof clubeSituacaoMachine>[],
  key: (s) => [s.value, s.context.situacao?.situacao ?? null],
  // states, transitions and their rules are named in the machine; here, the call and its answer
  textos: {
    atores: { loadSituation: 'a situação do clube' },
    respostas: { loadSituation: situacao },
    fatos: (s) => [s.context.situacao && situacao(s.context.situacao)],
  },
} satisfies Modelo;
