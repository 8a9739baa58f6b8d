import type { SolicitacaoConciliador } from '../../src/contracts/spc-conciliador.contract';
import { formatBRL } from '../../src/domain/comum/dinheiro';
import { conciliadorPainelMachine } from '../../src/machines/spc-conciliador/painel.machine';
import { ApiFailure } from '../../src/services/comum/api';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';

/** A request as ConsultarSpcConciliador answers it: Essencial, 2 CNPJ, 3 operators, accepted and classified (Pagar). */
export const solicitacao = (x: Partial<SolicitacaoConciliador> = {}): SolicitacaoConciliador => ({
  solicitacaoId: 7,
  dtAceite: '2026-11-19T15:00:00.000Z',
  operadoras: [{ operadoraId: 1, descricao: 'Cielo' }, { operadoraId: 2, descricao: 'Rede' }, { operadoraId: 3, descricao: 'Stone' }],
  status: 0,
  statusChamado: 'Classificado',
  plano: { planoId: 1, descricao: 'Essencial', taxaAdesao: 19_900, mensalidade: 9_900 },
  qtdeCNPJs: 2,
  valorMensal: 12_900,
  valorDevido: 44_800,
  podePagar: true,
  urlBoleto: null,
  linhaDigitavel: null,
  vencimentoBoleto: null,
  // the server's cart for an associate (issue 20): every method of the product
  metodosPermitidos: ['credito', 'debito', 'boleto', 'mensalidade'],
  metodosIndisponiveis: [],
  ...x,
});
/** The same associate's other requests: one paid (Ativo), one waiting for classification, one with its boleto open. */
export const ativa = solicitacao({ solicitacaoId: 5, status: 1, podePagar: false });
export const emClassificacao = solicitacao({ solicitacaoId: 8, statusChamado: 'Aberto', podePagar: false });
export const comBoleto = solicitacao({ solicitacaoId: 9, podePagar: false, urlBoleto: '/api/arquivos/42' });
export const semAceite = solicitacao({ solicitacaoId: 10, dtAceite: null, statusChamado: null, podePagar: false });

/** A 400 on the requests query (§8: warning, then the products screen). */
export const consultaRecusada = new ApiFailure('rejected', 'Não foi possível consultar suas solicitações agora.');

const resumo = (lista: SolicitacaoConciliador[]) => (lista.length === 0 ? 'nenhuma solicitação'
  : lista.map((s) => `#${s.solicitacaoId} ${s.plano.descricao} ${s.status === 1 ? 'paga' : s.statusChamado ?? 'sem aceite'}`
    + `${s.podePagar ? ` (a pagar ${formatBRL(s.valorDevido)})` : ''}${s.urlBoleto ? ' (boleto aberto)' : ''}`).join(', '));

export const conciliadorPainelModelo = {
  nome: 'conciliador-painel',
  machine: conciliadorPainelMachine,
  events: [
    { type: 'xstate.done.actor.loadRequests', output: [solicitacao(), ativa, emClassificacao, comBoleto, semAceite] },
    { type: 'xstate.done.actor.loadRequests', output: [] },
    { type: 'xstate.error.actor.loadRequests', error: consultaRecusada },
    { type: 'xstate.error.actor.loadRequests', error: falhas.expirada },
    { type: 'xstate.error.actor.loadRequests', error: falhas.rede },
    { type: 'retry' },
  ] satisfies PathEvent<typeof conciliadorPainelMachine>[],
  key: (s) => [s.value, s.context.linhas.map((l: { situacao: string; pagar: boolean }) => `${l.situacao}${l.pagar ? '+Pagar' : ''}`), s.context.notice !== null],
  // states, transitions and their rules are named in the machine; here, the call, its answer and what shows
  textos: {
    atores: { loadRequests: 'a consulta das solicitações' },
    respostas: { loadRequests: resumo },
    fatos: (s) => [
      s.context.linhas.length > 0 && s.context.linhas.map((l: { situacao: string; pagar: boolean }) => `${l.situacao}${l.pagar ? ' com Pagar' : ''}`).join(', '),
      aviso(s),
    ],
  },
} satisfies Modelo;
