import { assign, fromPromise, setup } from 'xstate';
import type { Agenda, Ocupacao, OcupacaoDaAgenda, SimulacaoReserva, SuaReserva } from '../../contracts/cdl-varejo-inteligente.contract';
import { MAXIMO_EMAIL } from '../../domain/comum/email';
import { MAXIMO_NOME, MAXIMO_RG, problemasDaPessoa, problemasDoContato, type Contato, type Pessoa } from '../../domain/comum/pessoa';
import { precoDaReserva } from '../../domain/cdl-varejo-inteligente/preco';
import {
  fimDoPeriodo, LIMITE_ESTACOES_EM_ABERTO, MESES_MAXIMO, MESES_MINIMO, mensagensVarejo, problemaDoPeriodo, TOTAL_ESTACOES,
} from '../../domain/cdl-varejo-inteligente/reservas';
import { textosVarejo, ultimoDiaOcupado } from '../../domain/cdl-varejo-inteligente/textos-cliente';
import { agendaPorId, consultarAgenda } from '../../services/cdl-varejo-inteligente/varejo.service';
import { criarAssistente, guardasDoTermo, type VisitaAoPasso } from '../comum/assistente';
import { aoFalhar, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';
import type { ConfigRascunho } from '../../services/comum/rascunho';
import { aceiteDoTermo, conflitoDoTermo, passoDoTermo, varejoTermoMachine, type ComTermo } from './termo.machine';

/** One chair's record (§5 "per chair name, phone, RG, CPF"), as typed (phone and CPF as digits). */
export type RegistroEstacao = Pessoa;
export type CampoRegistro = keyof RegistroEstacao;
export type CampoDados = keyof Contato;
export type CampoPeriodo = 'inicio' | 'qtdMeses';

const REGISTRO_VAZIO: RegistroEstacao = { nome: '', telefone: '', rg: '', cpf: '' };
const LIMITES = { responsavel: MAXIMO_NOME, telefone: 11, email: MAXIMO_EMAIL, nome: MAXIMO_NOME, rg: MAXIMO_RG, cpf: 11, inicio: 10, qtdMeses: 2 } as const;

/** §5: a chair's record is complete when every field is filled and the CPF passes its check. */
export const registroCompleto = (r: RegistroEstacao | undefined) => r !== undefined && Object.keys(problemasDaPessoa(r)).length === 0;

/** §5 reservation form: responsible, phone, e-mail (valid). */

/**
 * §5 workstation: start date required, after today; months required, 1-12. The problems VER DISPONIBILIDADE shows,
 * each under its field ('Informe a quantidade de meses.', 'Informe o dia da reserva.' when missing).
 */
export function problemasDoPeriodo(inicio: string, qtdMeses: string, hoje: string): Partial<Record<CampoPeriodo, string>> {
  const p: Partial<Record<CampoPeriodo, string>> = {};
  const meses = Number(qtdMeses);
  if (qtdMeses.trim() === '') p.qtdMeses = mensagensVarejo.informeMeses;
  else if (!Number.isInteger(meses) || meses < MESES_MINIMO || meses > MESES_MAXIMO) p.qtdMeses = mensagensVarejo.mesesForaDoLimite;
  if (!inicio) p.inicio = mensagensVarejo.informeDia;
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(inicio)) p.inicio = mensagensVarejo.informeDia;
  else if (!p.qtdMeses) {
    const problema = problemaDoPeriodo({ inicio, qtdMeses: meses }, hoje);
    if (problema) p.inicio = problema;
  }
  return p;
}

/** The period the grid shows (after VER DISPONIBILIDADE): the total and 'Encerra no dia' are of this period. */
export interface Periodo { inicio: string; qtdMeses: number }

/** The wizard's routes (views/cdl-varejo-inteligente/rotas.ts): the grid, Dados da Reserva, the term. */
export type PassoEstacao = 'estacao' | 'dados' | 'termo';

export interface EstacaoContext extends ComTermo {
  agendaId: number;
  /** São Paulo's today (yyyy-mm-dd), from the view. */
  hoje: string;
  agenda: Agenda | null;
  inicio: string;
  qtdMeses: string;
  problemasPeriodo: Partial<Record<CampoPeriodo, string>>;
  /** The period of the grid on screen; null before VER DISPONIBILIDADE or after the dates change. */
  periodo: Periodo | null;
  /** Reserved chairs in `periodo` (red, not clickable). */
  ocupadas: number[];
  /** Chairs a 409 of the term step named: red at once, whatever the next query says. */
  conflito: number[];
  /**
   * The caller's own holds still running in `periodo` (issue 27: ConsultarAgenda's `suaReserva`), their chairs among
   * `ocupadas` yet shown as the caller's, with where each continues.
   */
  suas: SuaOcupacao[];
  selecionadas: number[];
  responsavel: string;
  telefone: string;
  email: string;
  problemasDados: Partial<Record<CampoDados, string>>;
  /** Records per chair (key: the chair's number). */
  registros: Record<string, RegistroEstacao>;
  /** The chair whose side form is open, with what is typed in it. */
  editando: number | null;
  rascunhoRegistro: RegistroEstacao;
  problemasRegistro: Partial<Record<CampoRegistro, string>>;
  /** What the screen says inline: a query without answer, 'Preencha o cadastro de todas as estações.' */
  notice: string | null;
}

/** The machine's input: the agenda of the route and São Paulo's today. */
export interface EntradaEstacao {
  agendaId: number;
  hoje: string;
}

export type EstacaoEvento =
  | { type: 'periodo.change'; campo: CampoPeriodo; valor: string }
  | { type: 'availability.check' }
  | { type: 'chair.toggle'; posicao: number }
  | { type: 'next' } | { type: 'back' } | { type: 'retry' }
  | { type: 'dados.change'; campo: CampoDados; valor: string }
  | { type: 'record.open'; posicao: number }
  | { type: 'record.change'; campo: CampoRegistro; valor: string }
  | { type: 'record.save' } | { type: 'record.cancel' }
  | { type: 'submit' }
  /** The address asked for a step (a reload, back/forward, a link): the machine goes there if the flow allows it (the wizard kit). */
  | VisitaAoPasso<PassoEstacao>;

/** §5/§9: unit price × months × chairs, 0 when anything is missing. */
export function totalDaEscolha(c: Pick<EstacaoContext, 'agenda' | 'periodo' | 'selecionadas'>): number {
  if (!c.agenda || !c.periodo || c.selecionadas.length === 0) return 0;
  return precoDaReserva({ tipoReserva: 'estacao-trabalho', valor: c.agenda.valor, qtdMeses: c.periodo.qtdMeses, qtdEstacoes: c.selecionadas.length }).total;
}

/** 'Encerra no dia': start plus months (§5); null without a period. */
export const encerraEm = (periodo: Periodo | null) => (periodo ? fimDoPeriodo(periodo.inicio, periodo.qtdMeses) : null);

/** A hold of the caller's own on the grid: its reservation and chairs. */
export interface SuaOcupacao extends SuaReserva { posicoes: number[] }
const suasDe = (ocupacoes: OcupacaoDaAgenda[]): SuaOcupacao[] => ocupacoes.flatMap((o) =>
  (o.suaReserva ? [{ ...o.suaReserva, posicoes: o.estacoes.map((e) => e.posicao) }] : []));

const reservadas = (ocupacoes: Ocupacao[]) => [...new Set(ocupacoes.flatMap((o) => o.estacoes.map((e) => e.posicao)))].sort((a, b) => a - b);

/** The SimularReserva body of the choice (§3 Simulation payload, workstation). */
export function pedidoDaEscolha(c: EstacaoContext, idempotencyKey: string): SimulacaoReserva {
  return {
    tipoReserva: 'estacao-trabalho', agendaId: c.agendaId, idempotencyKey,
    inicio: c.periodo!.inicio, qtdMeses: c.periodo!.qtdMeses,
    responsavel: c.responsavel.trim(), telefone: c.telefone, email: c.email.trim(),
    estacoes: [...c.selecionadas].sort((a, b) => a - b).map((posicao) => {
      const r = c.registros[String(posicao)]!;
      return { posicao, nome: r.nome.trim(), telefone: r.telefone, rg: r.rg.trim(), cpf: r.cpf };
    }),
  };
}

function contextoInicial({ agendaId, hoje }: EntradaEstacao): EstacaoContext {
  return {
    agendaId, hoje, agenda: null, inicio: '', qtdMeses: '', problemasPeriodo: {}, periodo: null, ocupadas: [], conflito: [], suas: [],
    selecionadas: [], responsavel: '', telefone: '', email: '', problemasDados: {}, registros: {}, editando: null,
    rascunhoRegistro: REGISTRO_VAZIO, problemasRegistro: {}, notice: null, pedido: null, aceite: null,
  };
}

/**
 * The wizard's steps (the wizard kit): the grid (Back from Dados da Reserva closes the side form; Back from the term
 * asks the term), Dados da Reserva (with a total: a period and chairs; Back from the term asks the term), the term
 * (its own child, reached by PRÓXIMO only: a reload of its address comes back to Dados da Reserva, the hold let go as
 * the page went). The draft (session storage): the choice and the records survive a reload and a re-login, at the
 * grid and Dados da Reserva (never the term); the records hold personal data of the chairs' users, gone with the tab.
 */
export const assistenteEstacao = criarAssistente<EstacaoContext, PassoEstacao, 'choosing' | 'checking' | 'details' | 'term'>([
  {
    id: 'estacao', estados: ['choosing', 'checking'], repouso: ['choosing'], de: ['details', 'term'], acoes: ['closeRecord'],
    descricao: 'volta ao endereço da grade (voltar do navegador), com a escolha',
  },
  {
    id: 'dados', estados: ['details'], de: ['choosing', 'term'], quando: (c) => totalDaEscolha(c) > 0, acoes: ['clearNotice'],
    descricao: 'abre o endereço de Dados da Reserva com um valor total (recarregar, avançar do navegador)',
  },
  { id: 'termo', estados: ['term'], de: [], filho: 'termo' },
], {
  chave: 'varejo_estacao',
  versao: 2,
  aoRestaurar: (salvo, fresco) => ({ ...salvo, hoje: fresco.hoje, conflito: [], notice: null }),
  validar: (c) => typeof c.agendaId === 'number',
});

/**
 * §2/§5 workstation reservation: the start day and months, VER DISPONIBILIDADE (ConsultarAgenda of the period, up
 * to the day before the end: the end day is already free), the grid of 24 chairs, the total; then Dados da Reserva
 * (responsible, phone, e-mail and one record per chair) and the term step (`passoDoTermo`: the hold and its term),
 * one actor over the three routes (the wizard kit: the address follows the step). Coming back from the term (VOLTAR,
 * or a 409 naming taken chairs), the choice is still there, the taken chairs red and out of it, and the period's
 * chairs are asked again at once.
 */
export const estacaoMachine = assistenteEstacao.maquina(setup({
  types: {
    context: {} as EstacaoContext,
    events: {} as EstacaoEvento,
    input: {} as EntradaEstacao,
  },
  actors: {
    loadAgenda: fromPromise<Agenda | null, number>(({ input }) => agendaPorId(input)),
    checkAvailability: fromPromise<OcupacaoDaAgenda[], { agendaId: number; periodo: Periodo }>(({ input: { agendaId, periodo } }) =>
      consultarAgenda(agendaId, periodo.inicio, ultimoDiaOcupado(periodo.inicio, periodo.qtdMeses))),
    termo: varejoTermoMachine,
  },
  guards: {
    ...guardasDeFalha,
    agendaFound: ({ event }) => 'output' in event && event.output !== null && (event.output as Agenda).tipoReserva === 'estacao-trabalho',
    periodOk: ({ context }) => Object.keys(problemasDoPeriodo(context.inicio, context.qtdMeses, context.hoje)).length === 0,
    // a chosen chair is let go; a free one is taken while the choice has room (issue 19: at most LIMITE_ESTACOES_EM_ABERTO)
    chairFree: ({ context, event }) => event.type === 'chair.toggle' && context.periodo !== null
      && event.posicao >= 1 && event.posicao <= TOTAL_ESTACOES
      && !context.ocupadas.includes(event.posicao) && !context.conflito.includes(event.posicao)
      && (context.selecionadas.includes(event.posicao) || context.selecionadas.length < LIMITE_ESTACOES_EM_ABERTO),
    hasTotal: ({ context }) => totalDaEscolha(context) > 0,
    recordOk: ({ context }) => Object.keys(problemasDaPessoa(context.rascunhoRegistro)).length === 0,
    recordOpen: ({ context }) => context.editando !== null,
    chosenChair: ({ context, event }) => event.type === 'record.open' && context.selecionadas.includes(event.posicao),
    allComplete: ({ context }) => Object.keys(problemasDoContato(context)).length === 0
      && context.selecionadas.every((p) => registroCompleto(context.registros[String(p)])),
    ...guardasDoTermo,
  },
  actions: {
    /** Provided by the view: toasts. */
    warn: () => {},
    keepServerMessage: assign({ notice: textoDaFalha(textosVarejo.falhaDeRede) }),
    clearNotice: assign({ notice: null }),
    closeRecord: assign({ editando: null, problemasRegistro: {} }),
    forgetPeriod: assign({ periodo: null }),
    keepAcceptance: assign({ aceite: aceiteDoTermo }),
    // a 409 named chairs taken meanwhile: red at once and out of the choice (the grid asks the period again)
    keepConflict: assign(({ context, event }) => {
      const conflito = conflitoDoTermo({ event });
      return { conflito, selecionadas: context.selecionadas.filter((p) => !conflito.includes(p)) };
    }),
  },
}).createMachine({
  id: 'varejoEstacao',
  context: ({ input }) => contextoInicial(input),
  initial: 'loading',
  states: {
    loading: {
      description: 'o espaço (estação de trabalho) carregando: nome e preço por estação',
      invoke: {
        id: 'loadAgenda', src: 'loadAgenda', input: ({ context }) => context.agendaId,
        onDone: [
          { guard: 'agendaFound', target: 'choosing', actions: assign({ agenda: ({ event }) => event.output }), description: 'o servidor entrega o espaço' },
          { target: 'leftToProducts', description: 'o espaço não existe ou não é de estações de trabalho: a tela de produtos' },
        ],
        onError: aoFalhar({ target: 'leftToProducts', actions: ['keepServerMessage', 'warn'], description: 'o servidor recusa a consulta dos espaços' }, falhouCarga),
      },
    },
    loadFailed: loadFailed(),
    choosing: {
      description: 'a escolha do período e das estações',
      meta: { regras: ['§2.33a', '§9.10a'] },
      on: {
        'periodo.change': {
          actions: assign(({ context, event }) => ({
            [event.campo]: event.valor.slice(0, LIMITES[event.campo]),
            problemasPeriodo: { ...context.problemasPeriodo, [event.campo]: undefined },
            // another period is another availability: the grid waits for VER DISPONIBILIDADE again
            periodo: null, ocupadas: [], suas: [], selecionadas: [], notice: null,
          })),
          description: 'muda a data de início ou os meses: a grade some até ver a disponibilidade de novo',
        },
        'availability.check': [
          {
            guard: 'periodOk', target: 'checking',
            actions: assign(({ context }) => ({ problemasPeriodo: {}, notice: null, periodo: { inicio: context.inicio, qtdMeses: Number(context.qtdMeses) } })),
            description: 'clica em VER DISPONIBILIDADE com o período válido',
          },
          {
            actions: assign(({ context }) => ({ problemasPeriodo: problemasDoPeriodo(context.inicio, context.qtdMeses, context.hoje) })),
            description: "clica em VER DISPONIBILIDADE sem o dia ou os meses: 'Informe o dia da reserva.' / 'Informe a quantidade de meses.'",
            meta: { regras: ['§5.16a'] },
          },
        ],
        'chair.toggle': {
          guard: 'chairFree',
          actions: assign({
            selecionadas: ({ context, event }) => (context.selecionadas.includes(event.posicao)
              ? context.selecionadas.filter((p) => p !== event.posicao)
              : [...context.selecionadas, event.posicao].sort((a, b) => a - b)),
          }),
          description: 'marca ou desmarca uma estação livre (amarela quando escolhida)',
          meta: { regras: ['§2.33a'] },
        },
        next: {
          guard: 'hasTotal', target: 'details', actions: assign({ notice: null }),
          description: 'clica em PRÓXIMO com um valor total (período e ao menos uma estação)',
          meta: { regras: ['§2.33b', '§5.16b', '§9.10a'] },
        },
      },
    },
    checking: {
      description: 'as estações do período sendo consultadas (VER DISPONIBILIDADE)',
      invoke: {
        id: 'checkAvailability', src: 'checkAvailability',
        input: ({ context }) => ({ agendaId: context.agendaId, periodo: context.periodo! }),
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => {
            const ocupadas = [...new Set([...reservadas(event.output), ...context.conflito])].sort((a, b) => a - b);
            return { ocupadas, suas: suasDe(event.output), selecionadas: context.selecionadas.filter((p) => !ocupadas.includes(p)) };
          }),
          description: 'o servidor entrega as estações reservadas no período: vermelhas, fora da escolha',
          meta: { regras: ['§2.33a'] },
        },
        onError: aoFalhar(
          { target: 'choosing', actions: ['forgetPeriod', 'keepServerMessage', 'warn'], description: 'o servidor recusa a consulta do período' },
          { target: 'choosing', actions: ['forgetPeriod', 'keepServerMessage'], description: 'a consulta fica sem resposta: o aviso na tela' },
        ),
      },
    },
    details: {
      description: 'Dados da Reserva: responsável, contato e o cadastro de cada estação',
      meta: { regras: ['§2.34a', '§2.34c'] },
      on: {
        'dados.change': {
          actions: assign(({ context, event }) => ({
            [event.campo]: event.valor.slice(0, LIMITES[event.campo]),
            problemasDados: { ...context.problemasDados, [event.campo]: undefined },
          })),
          description: 'digita o responsável, o telefone ou o e-mail',
        },
        'record.open': {
          guard: 'chosenChair',
          actions: assign(({ context, event }) => ({
            editando: event.posicao, rascunhoRegistro: context.registros[String(event.posicao)] ?? REGISTRO_VAZIO, problemasRegistro: {},
          })),
          description: 'abre o cadastro de uma estação (Reserva n) no formulário ao lado',
        },
        'record.change': {
          guard: 'recordOpen',
          actions: assign(({ context, event }) => ({
            rascunhoRegistro: { ...context.rascunhoRegistro, [event.campo]: event.valor.slice(0, LIMITES[event.campo]) },
            problemasRegistro: { ...context.problemasRegistro, [event.campo]: undefined },
          })),
          description: 'digita o nome, o telefone, o RG ou o CPF da estação aberta',
        },
        'record.save': [
          {
            guard: 'recordOk',
            actions: assign(({ context }) => ({
              registros: { ...context.registros, [String(context.editando)]: context.rascunhoRegistro },
              editando: null, rascunhoRegistro: REGISTRO_VAZIO, problemasRegistro: {}, notice: null,
            })),
            description: 'clica em Salvar com o cadastro completo: a estação fica com Cadastro completo',
            meta: { regras: ['§2.34c'] },
          },
          {
            guard: 'recordOpen',
            actions: assign(({ context }) => ({ problemasRegistro: problemasDaPessoa(context.rascunhoRegistro) })),
            description: "clica em Salvar com o cadastro incompleto ou o CPF errado ('CPF Inválido!'): nada é salvo",
            meta: { regras: ['§5.17a'] },
          },
        ],
        'record.cancel': {
          guard: 'recordOpen',
          actions: assign({ editando: null, rascunhoRegistro: REGISTRO_VAZIO, problemasRegistro: {} }),
          description: 'fecha o formulário da estação sem salvar',
        },
        submit: [
          {
            guard: 'allComplete', target: 'term',
            actions: assign(({ context }) => ({ pedido: pedidoDaEscolha(context, crypto.randomUUID()), notice: null })),
            description: 'clica em PRÓXIMO com tudo preenchido: a reserva vai para o termo',
            meta: { regras: ['§5.17b', '§4.12a'] },
          },
          {
            actions: assign(({ context }) => ({
              problemasDados: problemasDoContato(context),
              notice: context.selecionadas.every((p) => registroCompleto(context.registros[String(p)])) ? null : textosVarejo.preenchaTodos,
            })),
            description: 'clica em PRÓXIMO com algo faltando: os problemas aparecem e nada é enviado',
            meta: { regras: ['§5.17b'] },
          },
        ],
        back: { target: 'choosing', actions: 'closeRecord', description: 'clica em VOLTAR: a grade, com a escolha' },
      },
    },
    // back from the term (VOLTAR, a refusal): the period's chairs asked again, the chairs a 409 named red
    term: passoDoTermo({ voltar: 'checking', recusado: 'checking', aoRecusar: ['keepConflict'] }),
    accepted: {
      type: 'final', description: 'o termo aceito: no boleto mensal, Meus espaços em 2 s; a pagar, o pagamento', meta: { regras: ['§4.12a'] },
    },
    leftToProducts: { type: 'final', description: 'a tela de produtos' },
    sessionLost: { type: 'final', description: 'o login (sessão perdida); a escolha fica no rascunho', meta: { regras: ['§8.12a'] } },
  },
}));

/** The route whose screen shows this state (null: loading, failed or ended). */
export const passoDoEstado = assistenteEstacao.passoDoEstado;

/** The draft (drafts kit, session storage): see `assistenteEstacao`. */
export const rascunhoEstacao: ConfigRascunho<EstacaoContext> = assistenteEstacao.rascunho;
