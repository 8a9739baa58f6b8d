import { assign, fromPromise, setup } from 'xstate';
import type { Associado } from '../../contracts/cdl-consultor.contract';
import { textosKit } from '../../domain/comum/textos';
import { consultarAssociado } from '../../services/cdl-consultor/consultor.service';
import type { MembroDaCarteira } from '../../services/comum/associado.store';
import { guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';
import { membroRecusado, recusaOuFalhaDoMembro } from './membro';

export interface PainelContext {
  codSocio: string;
  /** The title (§2): associadoSelecionado's nomeSocio, then ConsultarAssociado's razaosocial. */
  nome: string;
  notice: string | null;
}

/**
 * §2 Painel do Associado, for associadoSelecionado: its name as the title (refreshed from ConsultarAssociado), cards
 * Lista de Chamados, Editar Dados and CDL Saúde Gerenciar Vidas (the view sends to the carteira when none is chosen). A refusal (404 outside
 * the carteira): the server's sentence and nothing of the member.
 */
export const painelMachine = setup({
  types: {
    context: {} as PainelContext,
    input: {} as { associado: MembroDaCarteira },
    events: {} as { type: 'retry' },
  },
  actors: {
    loadMember: fromPromise<Associado, { codSocio: string }>(({ input }) => consultarAssociado(input.codSocio)),
  },
  guards: guardasDeFalha,
  actions: {
    keepServerMessage: assign({ notice: textoDaFalha(textosKit.falhaDeRede) }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'painelAssociado',
  context: ({ input }) => ({ codSocio: input.associado.codSocio, nome: input.associado.nomeSocio, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'a consulta do associado',
      invoke: {
        id: 'loadMember', src: 'loadMember', input: ({ context }) => ({ codSocio: context.codSocio }),
        onDone: {
          target: 'showing', actions: assign({ nome: ({ context, event }) => event.output.dadosCadastrais.razaosocial || context.nome }),
          description: 'o servidor entrega o associado: o nome dele no título',
        },
        onError: recusaOuFalhaDoMembro,
      },
    },
    loadFailed: loadFailed({ descricao: 'a falha ao carregar o associado, com Tentar novamente' }),
    showing: { description: 'o painel: Lista de Chamados, Editar Dados, CDL Saúde Gerenciar Vidas' },
    refused: membroRecusado,
    sessionLost: { type: 'final', description: 'o login (sessão perdida)' },
  },
});
