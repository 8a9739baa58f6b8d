import { assign, setup } from 'xstate';
import type { SimulacaoReserva } from '../../contracts/cdl-varejo-inteligente.contract';
import { fimDoPeriodo, MESES_MAXIMO, mensagensVarejo, problemaDoPeriodo } from '../../domain/cdl-varejo-inteligente/reservas';
import { mesesEntre, textosVarejo } from '../../domain/cdl-varejo-inteligente/textos-cliente';
import { MAXIMO_EMAIL } from '../../domain/comum/email';
import { MAXIMO_NOME, problemasDoContato, type Contato } from '../../domain/comum/pessoa';
import type { ConfigRascunho } from '../../services/comum/rascunho';
import { criarAssistente, guardasDoTermo, type VisitaAoPasso } from '../comum/assistente';
import { aceiteDoTermo, passoDoTermo, varejoTermoMachine, type ComTermo } from './termo.machine';

export type CampoEscritorio = keyof Contato | 'inicio' | 'fim';

/** The wizard's routes (views/cdl-varejo-inteligente/rotas.ts): Dados da Reserva, the term. */
export type PassoEscritorio = 'formulario' | 'termo';

export interface EscritorioContext extends ComTermo {
  agendaId: number;
  hoje: string;
  responsavel: string;
  telefone: string;
  email: string;
  inicio: string;
  fim: string;
  problemas: Partial<Record<CampoEscritorio, string>>;
}

const LIMITES: Record<CampoEscritorio, number> = { responsavel: MAXIMO_NOME, telefone: 11, email: MAXIMO_EMAIL, inicio: 10, fim: 10 };
const DIA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * §5 virtual office: responsible, phone, e-mail; start after today ('A Data Inicio deve ser posterior a {hoje}'), end
 * after one month from today ('A Data Final deve ser posterior a {hoje + 1 mês}') and after the start; at most 12 months.
 */
export function problemasDoEscritorio(c: Omit<EscritorioContext, 'problemas' | 'pedido' | 'aceite' | 'agendaId'>): Partial<Record<CampoEscritorio, string>> {
  const p: Partial<Record<CampoEscritorio, string>> = { ...problemasDoContato(c) };
  const umMes = fimDoPeriodo(c.hoje, 1);
  if (!DIA.test(c.inicio)) p.inicio = textosVarejo.informeInicio;
  else if (c.inicio <= c.hoje) p.inicio = mensagensVarejo.inicioDepoisDeHoje(c.hoje);
  if (!DIA.test(c.fim)) p.fim = textosVarejo.informeFim;
  else if (c.fim <= umMes) p.fim = textosVarejo.fimDepoisDe(umMes);
  else if (DIA.test(c.inicio) && c.fim <= c.inicio) p.fim = textosVarejo.fimDepoisDe(c.inicio);
  if (!p.inicio && !p.fim) {
    const meses = mesesEntre(c.inicio, c.fim);
    if (meses > MESES_MAXIMO) p.fim = mensagensVarejo.mesesForaDoLimite;
    else {
      const problema = problemaDoPeriodo({ inicio: c.inicio, qtdMeses: meses }, c.hoje);
      if (problema) p.inicio = problema;
    }
  }
  return p;
}

/** The SimularReserva body (§3, virtual office): the months from the two dates (mesesEntre). */
export const pedidoDoEscritorio = (c: EscritorioContext, idempotencyKey: string): SimulacaoReserva => ({
  tipoReserva: 'escritorio-virtual', agendaId: c.agendaId, idempotencyKey,
  inicio: c.inicio, qtdMeses: mesesEntre(c.inicio, c.fim),
  responsavel: c.responsavel.trim(), telefone: c.telefone, email: c.email.trim(),
});

export interface EntradaEscritorio {
  agendaId: number;
  hoje: string;
}

/**
 * The wizard's steps (the wizard kit): the form, and the term (its own child, reached by PRÓXIMO only: a reload of its
 * address comes back to the form, the hold let go as the page went); Back from the term asks the term. The draft
 * (session storage): the form survives a reload and a re-login; never the term.
 */
export const assistenteEscritorio = criarAssistente<EscritorioContext, PassoEscritorio, 'editing' | 'term'>([
  { id: 'formulario', estados: ['editing'], de: ['term'] },
  { id: 'termo', estados: ['term'], de: [], filho: 'termo' },
], {
  chave: 'varejo_escritorio',
  versao: 2,
  aoRestaurar: (salvo, fresco) => ({ ...salvo, hoje: fresco.hoje }),
});

/**
 * §2 virtual office's Dados da Reserva: responsible, contact phone and e-mail, start and end dates; PRÓXIMO opens the
 * term step (`passoDoTermo`: the hold and its term), whose VOLTAR or refusal comes back to the filled form. One actor
 * over the form's and the term's routes (the wizard kit).
 */
export const escritorioMachine = assistenteEscritorio.maquina(setup({
  types: {
    context: {} as EscritorioContext,
    events: {} as { type: 'change'; campo: CampoEscritorio; valor: string } | { type: 'submit' } | VisitaAoPasso<PassoEscritorio>,
    input: {} as EntradaEscritorio,
  },
  actors: { termo: varejoTermoMachine },
  guards: {
    valid: ({ context }) => Object.keys(problemasDoEscritorio(context)).length === 0,
    ...guardasDoTermo,
  },
  actions: {
    keepAcceptance: assign({ aceite: aceiteDoTermo }),
  },
}).createMachine({
  id: 'varejoEscritorio',
  context: ({ input: { agendaId, hoje } }) => ({
    agendaId, hoje, problemas: {}, pedido: null, aceite: null, responsavel: '', telefone: '', email: '', inicio: '', fim: '',
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'o formulário do escritório virtual: responsável, contato, data de início e data final',
      meta: { regras: ['§2.34a', '§2.34b'] },
      on: {
        change: {
          actions: assign(({ context, event }) => ({
            [event.campo]: event.valor.slice(0, LIMITES[event.campo]), problemas: { ...context.problemas, [event.campo]: undefined },
          })),
          description: 'digita um campo',
        },
        submit: [
          {
            guard: 'valid', target: 'term', actions: assign(({ context }) => ({ pedido: pedidoDoEscritorio(context, crypto.randomUUID()) })),
            description: 'clica em PRÓXIMO com tudo válido: a reserva vai para o termo',
            meta: { regras: ['§4.12a'] },
          },
          {
            actions: assign(({ context }) => ({ problemas: problemasDoEscritorio(context) })),
            description: "clica em PRÓXIMO com algo faltando ou as datas cedo demais ('A Data Inicio deve ser posterior a …', 'A Data Final deve ser posterior a …')",
            meta: { regras: ['§5.17c'] },
          },
        ],
      },
    },
    term: passoDoTermo({ voltar: 'editing', recusado: 'editing', aoRecusar: [] }),
    accepted: { type: 'final', description: 'o termo aceito: no boleto mensal, Meus espaços em 2 s; a pagar, o pagamento', meta: { regras: ['§4.12a'] } },
    sessionLost: { type: 'final', description: 'o login (sessão perdida); o preenchido fica no rascunho' },
  },
}));

/** The route whose screen shows this state (null: ended). */
export const passoDoEstado = assistenteEscritorio.passoDoEstado;

/** The draft (session storage): the form survives a reload and a re-login; never the term (a reload there comes back to the form). */
export const rascunhoEscritorio: ConfigRascunho<EscritorioContext> = assistenteEscritorio.rascunho;
