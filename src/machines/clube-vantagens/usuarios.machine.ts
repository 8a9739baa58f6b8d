import { assign, fromPromise, setup } from 'xstate';
import { mensagensGestao } from '../../domain/clube-vantagens/gestao';
import {
  errosDaLinha, linhaDigitada, mensagensUsuarios, problemaDoFormulario, problemaDosUsuarios, usuariosParaEnvio, type LinhaUsuario,
} from '../../domain/clube-vantagens/usuarios';
import { enviarPlanilhaUsuarios, incluirUsuarios } from '../../services/clube-vantagens/usuarios.service';
import { planilhaMachine, type DesfechoPlanilha } from './planilha.machine';
import { aoFalhar, guardasDeFalha } from '../comum/falhas';

/** The users form's spreadsheet path (§7 EnviarPlanilhaFuncionariosClubeVantagens). */
export const planilhaUsuariosMachine = planilhaMachine('clubePlanilhaUsuarios', enviarPlanilhaUsuarios);

type Novo = ReturnType<typeof usuariosParaEnvio>;

const linhaVazia = (id: number): LinhaUsuario => ({ id, cpf: '', nome: '', erroCpf: null, erroNome: null });

/**
 * /produto/clube-vantagens/formulario/usuarios (spec §2, §3, §5, §8). With no rows it offers
 * two ways, separated by OU: add users by hand or upload a spreadsheet (a child actor, shared
 * with Remover Usuários). Rows hold cpf digits and nome; only complete rows are sent (§5), and a row
 * with only one of the two stops the send with an error on that row (issue 9), so nothing typed is lost in silence.
 */
const adicionar = 'clica em Adicionar usuário';

export const clubeUsuariosMachine = setup({
  types: {
    context: {} as {
      /** São Paulo's date (yyyy-mm-dd) when the form opened: the view gives it (input), the machine never reads a clock. */
      hoje: string;
      linhas: LinhaUsuario[];
      /** Id of the next row (rows are removed from anywhere, so ids are not positions). */
      proximoId: number;
      /** What the user must fix before sending (inline). */
      problema: string | null;
      /** What just happened (a toast). */
      notice: string | null;
    },
    input: {} as { hoje: string },
    events: {} as
      | { type: 'row.add' } | { type: 'row.remove'; id: number }
      | { type: 'row.change'; id: number; campo: 'cpf' | 'nome'; valor: string }
      | { type: 'users.submit' },
  },
  actors: {
    planilha: planilhaUsuariosMachine,
    saveUsers: fromPromise<string, Novo>(({ input }) => incluirUsuarios(input)),
  },
  guards: {
    lastRow: ({ context, event }) => event.type === 'row.remove' && context.linhas.every((l) => l.id === event.id),
    usersOk: ({ context }) => problemaDosUsuarios(context.linhas) === null,
    sheetSent: ({ event }) => 'output' in event && (event.output as DesfechoPlanilha) === 'sent',
    sheetLeft: ({ event }) => 'output' in event && (event.output as DesfechoPlanilha) === 'leftToPanel',
    ...guardasDeFalha,
  },
  actions: {
    /** Provided by the view: toasts with context.notice, and focus on the first thing to fix. */
    fail: () => {},
    showProblems: () => {},
    celebrate: () => {},
    // §8, word for word; the rows stay as typed
    keepSaveFailure: assign({ notice: mensagensUsuarios.erroCadastro }),
    addRow: assign({
      linhas: ({ context }) => [...context.linhas, linhaVazia(context.proximoId)],
      proximoId: ({ context }) => context.proximoId + 1,
    }),
  },
}).createMachine({
  id: 'clubeUsuarios',
  context: ({ input }) => ({ hoje: input.hoje, linhas: [], proximoId: 1, problema: null, notice: null }),
  initial: 'choosing',
  states: {
    // §2: the empty state: add user OU upload spreadsheet
    choosing: {
      description: 'o cadastro de usuários vazio (Adicionar usuário OU Enviar planilha)',
      invoke: {
        id: 'planilha', src: 'planilha',
        onDone: [
          { guard: 'sheetSent', target: 'saved', description: 'a planilha é aceita (tela da planilha)' }, // the child already told the user (§8 success toast)
          { guard: 'sheetLeft', target: 'leftToPanel', description: 'a tela da planilha volta ao painel' },
          { target: 'sessionLost', description: 'a tela da planilha perde a sessão' },
        ],
        onError: { target: 'choosing', reenter: true, description: 'a tela da planilha quebra' },
      },
      on: { 'row.add': { target: 'editing', actions: 'addRow', description: adicionar } },
    },
    editing: {
      description: 'as linhas de usuários',
      on: {
        'row.add': { actions: 'addRow', description: adicionar },
        'row.remove': [
          { guard: 'lastRow', target: 'choosing', actions: assign({ linhas: [], problema: null }), description: 'remove o último usuário' },
          {
            actions: assign({ linhas: ({ context, event }) => context.linhas.filter((l) => l.id !== event.id), problema: null }),
            description: 'remove um usuário',
          },
        ],
        'row.change': {
          actions: assign({
            // §5 'CPF Inválido!' as soon as 11 digits fail the check; a partial CPF or a half row only on sending
            linhas: ({ context, event }) => context.linhas.map((l) => (l.id === event.id ? linhaDigitada(l, event.campo, event.valor) : l)),
            problema: null,
          }),
          description: 'digita numa linha',
        },
        'users.submit': [
          {
            guard: 'usersOk', target: 'saving', actions: assign({ problema: null, notice: null }),
            description: 'clica em SALVAR', meta: { regras: ['§5.3a'] },
          },
          {
            actions: [assign({
              linhas: ({ context }) => context.linhas.map((l) => ({ ...l, ...errosDaLinha(l) })),
              // a row's problem is said on its row (one error, one place); the form says the rest
              problema: ({ context }) => problemaDoFormulario(context.linhas),
            }), 'showProblems'],
            description: 'clica em SALVAR com linha incompleta ou CPF inválido', meta: { regras: ['§5.3a'] },
          },
        ],
      },
    },
    saving: {
      description: 'os usuários sendo salvos',
      invoke: {
        id: 'saveUsers', src: 'saveUsers',
        // §5: only rows with both cpf and nome are sent, dated today (São Paulo, from the input)
        input: ({ context }) => usuariosParaEnvio(context.linhas, context.hoje),
        onDone: {
          target: 'saved', actions: [assign({ notice: mensagensGestao.usuariosCadastrados }), 'celebrate'],
          description: 'o servidor cadastra os usuários', meta: { regras: ['§8.15a'] },
        },
        onError: aoFalhar({
          target: 'editing', actions: ['keepSaveFailure', 'fail'], description: 'o cadastro falha: a mensagem como aviso', meta: { regras: ['§8.4a'] },
        }),
      },
    },
    saved: { type: 'final', description: 'o painel, usuários cadastrados' },
    leftToPanel: { type: 'final', description: 'o painel do clube' },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)', meta: { regras: ['§8.12a'] } },
  },
});
