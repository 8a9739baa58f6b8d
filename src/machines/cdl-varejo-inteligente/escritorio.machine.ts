import { assign, setup } from 'xstate';
import type { SimulacaoReserva } from '../../contracts/cdl-varejo-inteligente.contract';
import { fimDoPeriodo, MESES_MAXIMO, mensagensVarejo, problemaDoPeriodo } from '../../domain/cdl-varejo-inteligente/reservas';
import { mesesEntre, textosVarejo } from '../../domain/cdl-varejo-inteligente/textos-cliente';
import { MAXIMO_EMAIL } from '../../domain/comum/email';
import { MAXIMO_NOME, problemasDoContato, type Contato } from '../../domain/comum/pessoa';
import type { ConfigRascunho } from '../../services/comum/rascunho';

export type CampoEscritorio = keyof Contato | 'inicio' | 'fim';

export interface EscritorioContext {
  agendaId: number;
  hoje: string;
  responsavel: string;
  telefone: string;
  email: string;
  inicio: string;
  fim: string;
  problemas: Partial<Record<CampoEscritorio, string>>;
  pedido: SimulacaoReserva | null;
}

const LIMITES: Record<CampoEscritorio, number> = { responsavel: MAXIMO_NOME, telefone: 11, email: MAXIMO_EMAIL, inicio: 10, fim: 10 };
const DIA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * §5 virtual office: responsible, phone, e-mail; start after today ('A Data Inicio deve ser posterior a {hoje}'), end
 * after one month from today ('A Data Final deve ser posterior a {hoje + 1 mês}') and after the start; at most 12 months.
 */
export function problemasDoEscritorio(c: Omit<EscritorioContext, 'problemas' | 'pedido' | 'agendaId'>): Partial<Record<CampoEscritorio, string>> {
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
  anterior?: Extract<SimulacaoReserva, { tipoReserva: 'escritorio-virtual' }> | null;
}

/**
 * §2 virtual office's Dados da Reserva: responsible, contact phone and e-mail, start and end dates; PRÓXIMO hands
 * the reservation to the term (`pedido`, kept by the view in the `reserva` session).
 */
export const escritorioMachine = setup({
  types: {
    context: {} as EscritorioContext,
    events: {} as { type: 'change'; campo: CampoEscritorio; valor: string } | { type: 'submit' },
    input: {} as EntradaEscritorio,
  },
  guards: {
    valid: ({ context }) => Object.keys(problemasDoEscritorio(context)).length === 0,
  },
}).createMachine({
  id: 'varejoEscritorio',
  context: ({ input: { agendaId, hoje, anterior } }) => {
    const volta = anterior && anterior.agendaId === agendaId ? anterior : null;
    return {
      agendaId, hoje, problemas: {}, pedido: null,
      responsavel: volta?.responsavel ?? '', telefone: volta?.telefone ?? '', email: volta?.email ?? '',
      inicio: volta?.inicio ?? '', fim: volta ? fimDoPeriodo(volta.inicio, volta.qtdMeses) : '',
    };
  },
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
            guard: 'valid', target: 'done', actions: assign(({ context }) => ({ pedido: pedidoDoEscritorio(context, crypto.randomUUID()) })),
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
    done: { type: 'final', description: 'a reserva entregue ao termo (sessão `reserva`)' },
  },
});

export const rascunhoEscritorio: ConfigRascunho<EscritorioContext> = {
  chave: 'varejo_escritorio',
  versao: 1,
  emRepouso: ['editing'],
  aoRestaurar: (salvo, fresco) => ({ ...salvo, hoje: fresco.hoje }),
};
