import { z } from 'zod';
import { Operadora, Plano } from '../../contracts/spc-conciliador.contract';
import {
  MAXIMO_CNPJS, problemasDosDadosAdicionais, QTDE_CNPJS_PADRAO, type ProblemasDadosAdicionais,
} from '../../domain/spc-conciliador/conciliador';
import { assign, setup } from 'xstate';
import type { ConfigRascunho } from '../../services/comum/rascunho';
import { criarAssistente, guardasDoTermo, type VisitaAoPasso } from '../comum/assistente';
import { conciliadorTermoMachine } from './termo.machine';

/**
 * The associate's choice, under the names of the spec's local storage `spc_conciliador` (§3): the plan (dadosPlano),
 * the number of CNPJ (qtdCnpj) and the operators (their ids, with names for the screens).
 */
export interface EscolhaConciliador {
  dadosPlano: Plano;
  qtdCnpj: number;
  operadoras: Operadora[];
}

/** The 'Dados Adicionais' modal while open: the plan it is for, the CNPJ count as typed, the operators ticked, its §5 problems. */
export interface DadosAdicionais {
  plano: Plano;
  qtdeCNPJs: string;
  operadoras: Operadora[];
  problemas: ProblemasDadosAdicionais;
}

export interface ContratacaoContext {
  /** Saved by the modal's Salvar: what the summary shows and the term is made of. */
  escolha: EscolhaConciliador | null;
  dialogo: DadosAdicionais | null;
}

/** The wizard's steps, as its routes name them (views/spc-conciliador/rotas.ts): plans, summary, term. */
export type PassoConciliador = 'planos' | 'resumo' | 'termo';

export type ContratacaoEvento =
  | { type: 'plan.select'; plano: Plano }
  | { type: 'extras.cnpj'; valor: string }
  | { type: 'extras.toggle'; operadora: Operadora }
  | { type: 'extras.save' } | { type: 'extras.cancel' }
  | { type: 'summary.back' } | { type: 'summary.confirm' }
  /** The address asked for a step (a reload, back/forward, a link): the machine goes there if the flow allows it (the wizard kit). */
  | VisitaAoPasso<PassoConciliador>;

const problemasDe = (d: DadosAdicionais) => problemasDosDadosAdicionais(d.qtdeCNPJs, d.operadoras.length);
const semProblema = (p: ProblemasDadosAdicionais) => Object.keys(p).length === 0;
/** The problems without the one of `campo` (the user is fixing it). */
const sem = (p: ProblemasDadosAdicionais, campo: keyof ProblemasDadosAdicionais): ProblemasDadosAdicionais =>
  Object.fromEntries(Object.entries(p).filter(([c]) => c !== campo));

/** The modal opens with the choice made so far, else §9's default of 1 CNPJ and no operator. */
function abrirDialogo(escolha: EscolhaConciliador | null, plano: Plano): DadosAdicionais {
  return {
    plano,
    qtdeCNPJs: String(escolha?.qtdCnpj ?? QTDE_CNPJS_PADRAO),
    operadoras: escolha?.operadoras ?? [],
    problemas: {},
  };
}

/**
 * The wizard's steps (the wizard kit builds the `step.visit` table, the address sync and the draft from them): the
 * plans (Back from the summary), the summary (once a choice is saved; Back from the term asks the term), the term (its
 * own child, from the summary: a reload of its address asks for it again).
 */
export const assistenteConciliador = criarAssistente<ContratacaoContext, PassoConciliador, 'choosingPlan' | 'extras' | 'summary' | 'term'>([
  { id: 'planos', estados: ['choosingPlan', 'extras'], de: ['summary'], descricao: 'volta ao endereço dos planos (voltar do navegador)' },
  {
    id: 'resumo', estados: ['summary'], de: ['choosingPlan', 'term'], quando: (c) => c.escolha !== null,
    descricao: 'volta ao endereço do resumo com a escolha já salva', regras: ['§2.28a'],
  },
  { id: 'termo', estados: ['term'], de: ['summary'], filho: 'termo', descricao: 'abre o endereço do termo (recarregar, avançar do navegador)' },
], {
  chave: 'spc_conciliador',
  versao: 1,
  armazenamento: 'local',
  validar: (context) => ContextoSalvo.safeParse(context).success,
});

/**
 * SPC Conciliador contracting (spec §2 "Reconciliation", §4 "choose plan and operators, summary, term (creates
 * contract, returns PDF), accept, panel"): one actor over the plans, summary and term routes, whose state the
 * address follows (views/spc-conciliador/Assistente.tsx). SELECIONAR on a plan opens 'Dados Adicionais' (§5: CNPJ
 * count required, default 1 (§9); at least one operator); Salvar leads to the summary, which calls nothing (§2);
 * CONFIRMAR opens the term step: the term kit (termo.machine.ts), invoked with the choice, creates the pending
 * contract and returns its PDF. Accepted, or refused by the server (§8), the flow ends in the requests panel;
 * VOLTAR on the term comes back to the summary. Built on the wizard kit (machines/comum/assistente.ts). The plans and operators are loaded by the plans screen
 * (catalogo.machine.ts). The draft (`rascunhoContratacao`) keeps the choice through a reload and a re-login.
 */
export const conciliadorContratacaoMachine = assistenteConciliador.maquina(setup({
  types: {
    context: {} as ContratacaoContext,
    events: {} as ContratacaoEvento,
  },
  actors: {
    termo: conciliadorTermoMachine,
  },
  guards: {
    extrasOk: ({ context }) => context.dialogo !== null && semProblema(problemasDe(context.dialogo)),
    ...guardasDoTermo,
  },
  actions: {
    /** Provided by the view: focus the modal's error summary. */
    showProblems: () => {},
  },
}).createMachine({
  id: 'conciliadorContratacao',
  context: { escolha: null, dialogo: null },
  initial: 'choosingPlan',
  states: {
    choosingPlan: {
      description: 'a Escolha de Plano',
      meta: { regras: ['§2.27a'] },
      on: {
        'plan.select': {
          target: 'extras',
          actions: assign({ dialogo: ({ context, event }) => abrirDialogo(context.escolha, event.plano) }),
          description: 'clica em SELECIONAR num plano', meta: { regras: ['§2.27b', '§9.12d'] },
        },
      },
    },
    extras: {
      description: "o diálogo 'Dados Adicionais' aberto",
      meta: { regras: ['§2.27b'] },
      on: {
        'extras.cnpj': {
          actions: assign({
            dialogo: ({ context, event }) => ({ ...context.dialogo!, qtdeCNPJs: event.valor, problemas: sem(context.dialogo!.problemas, 'qtdeCNPJs') }),
          }),
          description: 'digita a quantidade de CNPJ',
        },
        'extras.toggle': {
          actions: assign({
            dialogo: ({ context, event }) => {
              const d = context.dialogo!;
              const marcada = d.operadoras.some((o) => o.operadoraId === event.operadora.operadoraId);
              const operadoras = marcada ? d.operadoras.filter((o) => o.operadoraId !== event.operadora.operadoraId) : [...d.operadoras, event.operadora];
              return { ...d, operadoras, problemas: sem(d.problemas, 'operadoras') };
            },
          }),
          description: 'marca ou desmarca uma operadora',
        },
        'extras.save': [
          {
            guard: 'extrasOk', target: 'summary',
            actions: assign(({ context }) => ({
              escolha: {
                dadosPlano: context.dialogo!.plano,
                qtdCnpj: Number(context.dialogo!.qtdeCNPJs.trim()),
                operadoras: [...context.dialogo!.operadoras].sort((a, b) => a.operadoraId - b.operadoraId),
              },
              dialogo: null,
            })),
            description: 'clica em Salvar', meta: { regras: ['§5.20a'] },
          },
          {
            actions: [assign({ dialogo: ({ context }) => ({ ...context.dialogo!, problemas: problemasDe(context.dialogo!) }) }), 'showProblems'],
            description: 'clica em Salvar sem operadora ou sem uma quantidade de CNPJ válida', meta: { regras: ['§5.20a'] },
          },
        ],
        'extras.cancel': { target: 'choosingPlan', actions: assign({ dialogo: null }), description: 'clica em Cancelar (ou Esc)' },
      },
    },
    summary: {
      description: 'o resumo da escolha (nenhuma chamada)',
      meta: { regras: ['§2.28a', '§2.28b'] },
      on: {
        'summary.back': { target: 'choosingPlan', description: 'clica em Voltar', meta: { regras: ['§2.28a'] } },
        'summary.confirm': { target: 'term', description: 'clica em CONFIRMAR', meta: { regras: ['§2.28a'] } },
      },
    },
    term: {
      description: "o termo ('Aceite do Termo Aditivo')",
      meta: { regras: ['§2.29a'] },
      invoke: {
        id: 'termo', src: 'termo',
        input: ({ context }) => ({
          planoId: context.escolha!.dadosPlano.planoId,
          qtdeCNPJs: context.escolha!.qtdCnpj,
          operadorasId: context.escolha!.operadoras.map((o) => o.operadoraId),
        }),
        onDone: [
          { guard: 'termAccepted', target: 'accepted', description: 'o termo é aceito' },
          { guard: 'termRefused', target: 'leftToPanel', description: 'o servidor recusa o contrato ou o aceite', meta: { regras: ['§8.12c'] } },
          { guard: 'termLeftBack', target: 'summary', description: 'clica em VOLTAR no termo' },
          { guard: 'termSessionLost', target: 'sessionLost', description: 'o servidor responde 401 (sessão expirada)', meta: { regras: ['§8.12a'] } },
        ],
        // the term machine handles every answer of its calls; an error here is a defect: the summary, nothing lost
        onError: { target: 'summary', description: 'o termo falha de um jeito não previsto: volta ao resumo' },
      },
    },
    accepted: { type: 'final', description: 'o painel de solicitações, contratação confirmada', meta: { regras: ['§4.11c'] } },
    leftToPanel: { type: 'final', description: 'o painel de solicitações, com o aviso', meta: { regras: ['§8.12c'] } },
    sessionLost: { type: 'final', description: 'o login (sessão perdida); a escolha fica no rascunho', meta: { regras: ['§8.12a'] } },
  },
}));

/** The step whose route shows this state (null: the flow ended, the view redirects). */
export const passoDoEstado = assistenteConciliador.passoDoEstado;

const OperadoraSalva = Operadora.strict();
/** What a restored draft must hold: plans and operators whole (a shape changed since is no draft). */
const ContextoSalvo = z.object({
  escolha: z.object({
    dadosPlano: Plano.strict(), qtdCnpj: z.number().int().min(1).max(MAXIMO_CNPJS), operadoras: z.array(OperadoraSalva).min(1),
  }).strict().nullable(),
  dialogo: z.object({
    plano: Plano.strict(), qtdeCNPJs: z.string().max(20), operadoras: z.array(OperadoraSalva),
    problemas: z.object({ qtdeCNPJs: z.string().optional(), operadoras: z.string().optional() }),
  }).strict().nullable(),
}).strict();

/**
 * The draft of the contracting (services/comum/rascunho.ts), in local storage under the spec's key `spc_conciliador`
 * (§3, §9): the plan, the CNPJ count and the operators (ids and names), at the plans (modal open or not) and the
 * summary. Never the term (its PDF names the associate: it is asked for again) and never card data (payment is
 * another screen). A reload or a re-login on the term comes back to the summary and, its address asking for the
 * term, to the term again. Accepted or refused by the server: deleted. Raise `versao` when the context changes.
 */
export const rascunhoContratacao: ConfigRascunho<ContratacaoContext> = assistenteConciliador.rascunho;
