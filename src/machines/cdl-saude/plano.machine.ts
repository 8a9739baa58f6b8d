import { assign, fromPromise, setup } from 'xstate';
import type { AssistenciaSaude, Opcional, PlanoSaude, ProdutoSaude } from '../../contracts/cdl-saude.contract';
import {
  alternarOpcional, cadastroFinalVazio, mensagensSaude, opcionaisOferecidos, problemasDaBusca,
  type PessoaSaude, type PlanoEscolhido, type TipoCadastro,
} from '../../domain/cdl-saude/cadastro';
import type { Operadoras, PedidoDePlanos, PlanosEncontrados } from '../../services/cdl-saude/cadastro.service';
import { aoFalhar, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';

export interface EntradaPlano {
  produto: ProdutoSaude;
  /** São Paulo's today, from the view. */
  hoje: string;
  tipoCadastro: TipoCadastro;
  /** A dependent's plan follows the holder's (§2): the holder's plan; null for the holder. */
  planoDoTitular: PlanoEscolhido | null;
  /** The person edited (§2 `id`), null when adding. */
  pessoa: PessoaSaude | null;
}

export interface PlanoContext extends EntradaPlano {
  nome: string;
  dataNascimento: string;
  problemas: { nome?: string; dataNascimento?: string };
  operadoras: Operadoras['operadoras'] | null;
  aberta: string | null;
  assistencias: AssistenciaSaude[];
  assistencia: AssistenciaSaude | null;
  planos: PlanoSaude[] | null;
  opcionais: Opcional[];
  plano: PlanoSaude | null;
  escolhidos: string[];
  notice: string | null;
}

/** How the plan search ended (the wizard's `planos` step reads it). */
export type SaidaPlano = { saida: 'done'; pessoa: PessoaSaude } | { saida: 'cancelled' } | { saida: 'sessionLost' };

export type PlanoEvento =
  | { type: 'name.change'; valor: string }
  | { type: 'birth.change'; valor: string }
  | { type: 'search' }
  | { type: 'operator.open'; codoperadora: string }
  | { type: 'assistance.choose'; assistencia: AssistenciaSaude }
  | { type: 'plan.choose'; plano: PlanoSaude }
  | { type: 'optional.toggle'; codopcional: string }
  | { type: 'confirm' } | { type: 'back' } | { type: 'cancel' } | { type: 'retry' };

/** The person the search made: the holder's plan names its operator and assistance; a dependent's are the holder's. */
function pessoaDaBusca(c: PlanoContext): PessoaSaude {
  const dono = c.planoDoTitular;
  const operadora = c.operadoras?.find((o) => o.codoperadora === c.aberta);
  const plano: PlanoEscolhido = {
    operadora: dono?.operadora ?? operadora?.operadora ?? '',
    assistencia: dono?.assistencia ?? c.assistencia?.assistencia ?? '',
    acomodacao: c.plano!.tipoassistencia,
    valor: c.plano!.valor,
    codPlanoFx: c.plano!.codplanofx,
    codAssistencia: dono?.codAssistencia ?? c.assistencia?.codassist ?? '',
    codOperadora: dono?.codOperadora ?? c.aberta ?? '',
  };
  const escolhidos = c.opcionais.filter((o) => c.escolhidos.includes(o.codopcional));
  return {
    nome: c.nome.trim(),
    tipoCadastro: c.tipoCadastro,
    dataNascimento: c.dataNascimento,
    plano,
    opcionais: escolhidos.map((o) => ({ codopcional: o.codopcional })),
    descOpcionais: escolhidos.map((o) => ({ opcional: { value: o.codopcional, label: o.opcional, price: o.valor } })),
    cadastroFinal: c.pessoa?.cadastroFinal ?? cadastroFinalVazio(c.tipoCadastro),
    concluido: c.pessoa?.concluido ?? false,
    erro: null,
  };
}

const limparBusca = (): Pick<PlanoContext, 'operadoras' | 'aberta' | 'assistencias' | 'assistencia' | 'planos' | 'opcionais' | 'plano'> => (
  { operadoras: null, aberta: null, assistencias: [], assistencia: null, planos: null, opcionais: [], plano: null });


/**
 * Plan search (spec §2 `/planos?tipoCadastro=titular|dependente[&id]`, §5): name and birth date required (the list
 * button waits for them); the holder sees the operators, UNIMED BH opened with its assistances, and the plans of the
 * assistance chosen priced by age (ListarPlanoSaude); a dependent's one plan follows the holder's (ListarPlanoDependente);
 * 'Nada Encontrado.' when none fits; optionals 0002, 0004, 0020 only, 0002 and 0004 exclusive; a new birth date clears
 * the operators. One graph per kind of person (the holder's has the operators, the dependent's not), so each stays small
 * and fully covered; the wizard (cadastro.machine.ts) invokes the one of the person as its `planos` step.
 */
function criarPlanoMachine(tipo: TipoCadastro) {
  const titular = tipo === 'titular';
  return setup({
    types: {
      context: {} as PlanoContext,
      events: {} as PlanoEvento,
      input: {} as EntradaPlano,
      output: {} as SaidaPlano,
    },
    actors: {
      loadOperators: fromPromise<Operadoras>(async () => { throw new Error('loadOperators: provided by the view'); }),
      openOperator: fromPromise<AssistenciaSaude[], string>(async () => { throw new Error('openOperator: provided by the view'); }),
      loadPlans: fromPromise<PlanosEncontrados, PedidoDePlanos>(async () => { throw new Error('loadPlans: provided by the view'); }),
    },
    guards: {
      ...guardasDeFalha,
      searchOk: ({ context }) => Object.keys(problemasDaBusca(context.nome, context.dataNascimento, context.hoje)).length === 0,
      planChosen: ({ context }) => context.plano !== null,
    },
    actions: {
      keepServerMessage: assign({ notice: textoDaFalha(mensagensSaude.cargaSemResposta) }),
      clearNotice: assign({ notice: null }),
      clearSearch: assign(limparBusca),
    },
  }).createMachine({
    id: titular ? 'saudePlanoTitular' : 'saudePlanoDependente',
    context: ({ input }) => ({
      ...input,
      nome: input.pessoa?.nome ?? '',
      dataNascimento: input.pessoa?.dataNascimento ?? '',
      problemas: {},
      ...limparBusca(),
      escolhidos: input.pessoa?.opcionais.map((o) => o.codopcional) ?? [],
      notice: null,
    }),
    initial: 'form',
    on: {
      'name.change': {
        actions: assign({ nome: ({ event }) => event.valor, problemas: ({ context }) => ({ ...context.problemas, nome: undefined }) }),
        description: 'digita o nome',
      },
      'birth.change': {
        target: '.form',
        actions: assign(({ context, event }) => ({ dataNascimento: event.valor, problemas: { ...context.problemas, dataNascimento: undefined } })),
        description: 'muda a data de nascimento: as operadoras e os planos somem', meta: { regras: ['§5.6a'] },
      },
      cancel: { target: '.cancelled', description: 'clica em VOLTAR (sem escolher)' },
    },
    states: {
      form: {
        description: 'nome e data de nascimento (o botão de listar espera os dois)',
        // the search starts over from here: no operator or plan of another birth date stays
        entry: 'clearSearch',
        on: {
          search: [
            {
              guard: 'searchOk', target: titular ? 'loadingOperators' : 'loadingPlans', actions: assign({ problemas: {} }),
              description: titular ? 'clica em LISTAR PLANOS com nome e nascimento: as operadoras' : 'clica em LISTAR PLANOS com nome e nascimento: o plano que segue o do titular',
            },
            {
              actions: assign({ problemas: ({ context }) => problemasDaBusca(context.nome, context.dataNascimento, context.hoje) }),
              description: 'clica em LISTAR PLANOS sem nome ou nascimento', meta: { regras: ['§5.6a'] },
            },
          ],
        },
      },
      ...(titular ? {
        loadingOperators: {
          description: 'carregando as operadoras',
          invoke: {
            src: 'loadOperators',
            onDone: {
              target: 'operators',
              actions: assign({ operadoras: ({ event }) => event.output.operadoras, aberta: ({ event }) => event.output.aberta, assistencias: ({ event }) => event.output.assistencias }),
              description: 'as operadoras chegam, UNIMED BH aberta com suas assistências',
            },
            onError: aoFalhar({ target: 'loadFailed', actions: 'keepServerMessage', description: 'a carga falha' }),
          },
        },
        operators: {
          description: 'as operadoras, uma aberta com suas assistências',
          on: {
            'operator.open': { target: 'openingOperator', actions: assign({ aberta: ({ event }) => event.codoperadora, assistencias: [] }), description: 'abre outra operadora' },
            'assistance.choose': {
              target: 'loadingPlans', actions: assign({ assistencia: ({ event }) => event.assistencia, plano: null }),
              description: 'escolhe uma assistência',
            },
          },
        },
        openingOperator: {
          description: 'carregando as assistências da operadora aberta',
          invoke: {
            src: 'openOperator', input: ({ context }) => context.aberta!,
            onDone: { target: 'operators', actions: assign({ assistencias: ({ event }) => event.output }), description: 'as assistências chegam' },
            onError: aoFalhar({ target: 'loadFailed', actions: 'keepServerMessage', description: 'a carga falha' }),
          },
        },
      } : {}),
      loadingPlans: {
        description: titular ? 'carregando os planos pela idade e os opcionais' : 'carregando o plano que segue o do titular e os opcionais',
        invoke: {
          src: 'loadPlans',
          input: ({ context }): PedidoDePlanos => (context.planoDoTitular
            ? { tipo: 'dependente', produto: context.produto, dtNascimento: context.dataNascimento, codPlanoFx: context.planoDoTitular.codPlanoFx, codAssistencia: context.planoDoTitular.codAssistencia }
            : { tipo: 'titular', produto: context.produto, aniversario: context.dataNascimento, codOperadora: context.aberta!, codAssistencia: context.assistencia!.codassist }),
          onDone: {
            target: 'plans',
            actions: assign({
              planos: ({ event }) => event.output.planos,
              opcionais: ({ event }) => opcionaisOferecidos(event.output.opcionais),
              // a plan stays chosen when it is offered again (editing); optionals not offered are dropped
              plano: ({ context, event }) => event.output.planos.find((p) => p.codplanofx === context.pessoa?.plano.codPlanoFx) ?? null,
              escolhidos: ({ context, event }) => context.escolhidos.filter((c) => opcionaisOferecidos(event.output.opcionais).some((o) => o.codopcional === c)),
            }),
            description: "os planos chegam (ou nenhum: 'Nada Encontrado.')",
          },
          onError: aoFalhar({ target: 'loadFailed', actions: 'keepServerMessage', description: 'a carga falha' }),
        },
      },
      plans: {
        description: "os planos com seus preços e os opcionais (ou 'Nada Encontrado.')",
        on: {
          'plan.choose': { actions: assign({ plano: ({ event }) => event.plano }), description: 'escolhe um plano' },
          'optional.toggle': {
            actions: assign({ escolhidos: ({ context, event }) => alternarOpcional(context.escolhidos, event.codopcional) }),
            description: 'marca ou desmarca um opcional (0002 e 0004 se excluem)', meta: { regras: ['§5.7a'] },
          },
          confirm: { guard: 'planChosen', target: 'done', description: 'clica em SALVAR com um plano escolhido' },
          back: titular
            ? { target: 'operators', actions: assign({ planos: null, plano: null }), description: 'volta às operadoras' }
            : { target: 'form', description: 'volta ao nome e nascimento' },
        },
      },
      loadFailed: loadFailed({ volta: 'form' }),
      done: { type: 'final', description: 'a pessoa com seu plano volta ao Novo Plano' },
      cancelled: { type: 'final', description: 'volta sem mudar nada' },
      sessionLost: { type: 'final', description: 'o login (sessão perdida)' },
    },
    // the event is the final state's done event (xstate.done.state.<id>.<state>)
    output: ({ context, event }): SaidaPlano => {
      if (event.type.endsWith('.done')) return { saida: 'done', pessoa: pessoaDaBusca(context) };
      return event.type.endsWith('.sessionLost') ? { saida: 'sessionLost' } : { saida: 'cancelled' };
    },
  });
}

/** The holder's plan search: operators, assistances, plans by age. */
export const saudePlanoTitularMachine = criarPlanoMachine('titular');
/** A dependent's plan search: the holder's plan at the dependent's age. */
export const saudePlanoDependenteMachine = criarPlanoMachine('dependente');
