import { criarListaMachine } from '../../src/machines/comum/lista';
import type { PaginaLista } from '../../src/domain/comum/lista';
import type { PathEvent } from '../support/paths';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';

/**
 * The paged-list kit with a rows-per-page choice, as the consultant's lists will use it (10/20/50). The club's
 * instance (5 a page, no choice) is modelled in tests/clube-vantagens/lista.model.ts.
 */
export const listaComEscolhaMachine = criarListaMachine<{ codSocio: string }>({
  id: 'listaComEscolha',
  linhasPorPagina: [10, 20, 50],
  carregar: () => Promise.reject(new Error('substituído nos testes')),
  remover: () => Promise.reject(new Error('substituído nos testes')),
  falhaDeRede: 'Sem conexão.',
  erroRemocao: () => 'Erro ao remover, tente novamente.',
});

const item = (id: number) => ({ id: String(id), titulo: `Associado ${id}`, detalhes: [], status: 'Ativo' });
/** 25 rows: 10 a page gives 3 pages; 20 a page, 2; 50, 1. */
export const pagina1: PaginaLista = { itens: Array.from({ length: 10 }, (_, i) => item(i + 1)), totalLinhas: 25 };
/** A page past the end after removals elsewhere: no rows, 5 in all. */
const sobrando: PaginaLista = { itens: [], totalLinhas: 5 };

export const listaComEscolhaModelo = {
  nome: 'lista-com-escolha',
  machine: listaComEscolhaMachine,
  input: { codSocio: '0001' },
  events: [
    { type: 'xstate.done.actor.loadPage', output: pagina1 },
    { type: 'xstate.done.actor.loadPage', output: sobrando },
    { type: 'xstate.error.actor.loadPage', error: falhas.rede },
    { type: 'xstate.error.actor.loadPage', error: falhas.expirada },
    { type: 'retry' },
    { type: 'rows.set', linhas: 20 }, { type: 'rows.set', linhas: 10 }, { type: 'rows.set', linhas: 15 },
    { type: 'page.go', pagina: 3 }, { type: 'page.go', pagina: 4 },
    { type: 'item.remove', id: '1' }, { type: 'removal.cancel' }, { type: 'removal.confirm' },
    { type: 'xstate.done.actor.removeItem', output: 'Removido.' },
    { type: 'xstate.error.actor.removeItem', error: falhas.rejeitada },
    { type: 'xstate.error.actor.removeItem', error: falhas.expirada },
  ] satisfies PathEvent<typeof listaComEscolhaMachine>[],
  key: (s) => [s.value, s.context.pagina, s.context.linhas, s.context.removendo],
} satisfies Modelo;
