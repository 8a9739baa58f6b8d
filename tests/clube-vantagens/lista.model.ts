import { clubeListaMachine } from '../../src/machines/clube-vantagens/lista.machine';
import type { PaginaLista } from '../../src/services/clube-vantagens/lista.service';
import type { PathEvent } from '../support/paths';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';

const item = (id: string) => ({ id, titulo: `Anúncio ${id}`, detalhes: ['01/12/2026 a 31/12/2026'] });
/** 7 rows: page 1 has 5, page 2 has 2. */
export const paginaCheia: PaginaLista = { itens: ['1', '2', '3', '4', '5'].map(item), totalLinhas: 7 };
/** What a page past the end answers after removals: no rows, and a total that fits one page. */
export const paginaSobrando: PaginaLista = { itens: [], totalLinhas: 5 };
export const vazia: PaginaLista = { itens: [], totalLinhas: 0 };

export const clubeListaModelo = {
  nome: 'clube-lista',
  machine: clubeListaMachine,
  // the graph starts from the ads list; the three lists share the machine and differ only in their calls
  input: { tipo: 'anuncios' },
  events: [
    { type: 'xstate.done.actor.loadPage', output: paginaCheia },
    { type: 'xstate.done.actor.loadPage', output: paginaSobrando },
    { type: 'xstate.done.actor.loadPage', output: vazia },
    { type: 'xstate.error.actor.loadPage', error: falhas.rejeitada },
    { type: 'xstate.error.actor.loadPage', error: falhas.expirada },
    { type: 'xstate.error.actor.loadPage', error: falhas.rede },
    { type: 'retry' },
    { type: 'page.go', pagina: 2 }, { type: 'page.go', pagina: 1 }, { type: 'page.go', pagina: 3 },
    { type: 'item.remove', id: '1' }, { type: 'removal.cancel' }, { type: 'removal.confirm' },
    { type: 'xstate.done.actor.removeItem', output: 'Anúncio removido com sucesso!' },
    { type: 'xstate.error.actor.removeItem', error: falhas.rejeitada },
    { type: 'xstate.error.actor.removeItem', error: falhas.expirada },
  ] satisfies PathEvent<typeof clubeListaMachine>[],
  key: (s) => [s.value, s.context.pagina, s.context.totalLinhas > 0, s.context.removendo, s.context.notice !== null],
} satisfies Modelo;
