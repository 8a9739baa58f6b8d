import { assign, fromPromise, setup } from 'xstate';
import { mensagensContratacao } from '../../domain/spc-conciliador/conciliador';
import { consultarCatalogo, type Catalogo } from '../../services/spc-conciliador/contratacao.service';
import { aoFalhar, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';

/**
 * What 'Escolha de Plano' offers (spec §2): the plans and the operators, loaded when the plans screen opens. §8: an
 * empty plan list leaves for the institutional page; a 400 on either call shows the server's mensagem as a warning
 * and leaves for the requests panel. Apart from the wizard, so its draft holds only what the user chose.
 */
export const conciliadorCatalogoMachine = setup({
  types: {
    context: {} as { catalogo: Catalogo | null; notice: string | null },
    events: {} as { type: 'retry' },
  },
  actors: {
    loadCatalog: fromPromise<Catalogo>(() => consultarCatalogo()),
  },
  guards: {
    noPlans: ({ event }) => 'output' in event && (event.output as Catalogo).planos.length === 0,
    ...guardasDeFalha,
  },
  actions: {
    /** Provided by the view: the warning toast. */
    warn: () => {},
    keepServerMessage: assign({ notice: textoDaFalha(mensagensContratacao.falhaDeRede) }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'conciliadorCatalogo',
  context: { catalogo: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'os planos e as operadoras carregando',
      invoke: {
        id: 'loadCatalog', src: 'loadCatalog',
        onDone: [
          {
            guard: 'noPlans', target: 'leftToInstitutional', description: 'o servidor não tem plano a oferecer',
            meta: { regras: ['§8.12e'] },
          },
          {
            target: 'ready', actions: assign({ catalogo: ({ event }) => event.output }),
            description: 'o servidor entrega os planos e as operadoras', meta: { regras: ['§2.27a'] },
          },
        ],
        onError: aoFalhar(
          {
            target: 'leftToPanel', actions: ['keepServerMessage', 'warn'],
            description: 'o servidor recusa os planos ou as operadoras: a mensagem como aviso', meta: { regras: ['§8.12c'] },
          },
          falhouCarga,
        ),
      },
    },
    loadFailed: loadFailed({ descricao: 'a falha ao carregar os planos, com Tentar novamente' }),
    ready: { description: 'os cartões dos planos, cada um com SELECIONAR', meta: { regras: ['§2.27a'] } },
    leftToInstitutional: { type: 'final', description: 'a página institucional (nenhum plano)', meta: { regras: ['§8.12e'] } },
    leftToPanel: { type: 'final', description: 'o painel de solicitações, com o aviso', meta: { regras: ['§8.12c'] } },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)', meta: { regras: ['§8.12a'] } },
  },
});
