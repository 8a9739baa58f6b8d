import { assign, fromPromise, setup } from 'xstate';
import type { Agenda, Reserva } from '../../contracts/cdl-varejo-inteligente.contract';
import { boletoEmAberto, type BoletoEmAberto } from '../../domain/comum/pagamentos';
import { textosVarejo } from '../../domain/cdl-varejo-inteligente/textos-cliente';
import { consultarMinhaAgenda, listarAgendas } from '../../services/cdl-varejo-inteligente/varejo.service';
import { aoFalhar, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';

/**
 * A screen that reads one list and shows it (products, Meus espaços): loading → showing, a retry when the portal does
 * not answer, the products/dashboard when the server refuses (§8 "Other list load errors show server mensagem").
 */
function criarCargaMachine<T>(
  id: string, carregar: () => Promise<T[]>,
  descricoes: { carregando: string; mostrando: string; vazia: string },
  regras: { mostrando: string[]; vazia: string[] },
) {
  return setup({
    types: { context: {} as { itens: T[]; notice: string | null } },
    actors: { loadList: fromPromise<T[]>(() => carregar()) },
    guards: { ...guardasDeFalha, empty: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length === 0 },
    actions: {
      /** Provided by the view: toasts. */
      warn: () => {},
      keepServerMessage: assign({ notice: textoDaFalha(textosVarejo.falhaDeRede) }),
      clearNotice: assign({ notice: null }),
    },
  }).createMachine({
    id,
    context: { itens: [], notice: null },
    initial: 'loading',
    states: {
      loading: {
        description: descricoes.carregando,
        invoke: {
          id: 'loadList', src: 'loadList',
          onDone: [
            { guard: 'empty', target: 'empty', actions: assign({ itens: [] as T[] }), description: 'o servidor entrega a lista vazia' },
            { target: 'showing', actions: assign({ itens: ({ event }) => event.output }), description: 'o servidor entrega a lista' },
          ],
          onError: aoFalhar({ target: 'leftRefused', actions: ['keepServerMessage', 'warn'], description: 'o servidor recusa a consulta' }, falhouCarga),
        },
      },
      loadFailed: loadFailed(),
      showing: { description: descricoes.mostrando, meta: { regras: regras.mostrando } },
      empty: { description: descricoes.vazia, meta: { regras: regras.vazia } },
      leftRefused: { type: 'final', description: 'o painel de produtos, com o aviso do servidor' },
      sessionLost: { type: 'final', description: 'o login (sessão perdida)', meta: { regras: ['§8.12a'] } },
    },
  });
}

/** §2 products: the bookable spaces as cards (ListarAgendas; the two hidden agendas are never listed). */
export const varejoProdutosMachine = criarCargaMachine<Agenda>('varejoProdutos', listarAgendas,
  {
    carregando: 'os espaços carregando', mostrando: 'os cartões dos espaços: nome, capacidade e preço por unidade, com o link de cada um',
    vazia: 'nenhum espaço para reservar',
  },
  { mostrando: ['§2.32a'], vazia: [] });

/** A reservation as Meus espaços shows it: with its open boleto (line and due date) while it awaits payment, else null. */
export type LinhaReserva = Reserva & { boleto: BoletoEmAberto | null };
export const linhaDaReserva = (r: Reserva): LinhaReserva => ({ ...r, boleto: boletoEmAberto(r.status === 'aguardandoPagamento', r) });

/** §2 Meus espaços: the caller's reservations (ConsultarMinhaAgenda), newest first by the server. */
export const varejoMeusEspacosMachine = criarCargaMachine<LinhaReserva>('varejoMeusEspacos', async () => (await consultarMinhaAgenda()).map(linhaDaReserva),
  {
    carregando: 'as reservas carregando', mostrando: 'as reservas com situação, valor e período, Pagar nas que aguardam pagamento, e NOVA LOCAÇÃO',
    vazia: "'Nenhuma reserva encontrada.' e NOVA LOCAÇÃO",
  },
  { mostrando: ['§2.37a'], vazia: ['§2.37a', '§8.16c'] });
