import { clubeListaMachine } from '../../src/machines/clube-vantagens/lista.machine';
import type { PaginaLista } from '../../src/services/clube-vantagens/lista.service';
import { mensagensGestao } from '../../src/domain/clube-vantagens/gestao';
import { ApiFailure } from '../../src/services/comum/api';
import type { PathEvent } from '../support/paths';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';

const item = (id: string) => ({ id, titulo: `Anúncio ${id}`, detalhes: ['01/12/2026 a 31/12/2026'] });
/** 7 rows: page 1 has 5, page 2 has 2. */
export const paginaCheia: PaginaLista = { itens: ['1', '2', '3', '4', '5'].map(item), totalLinhas: 7 };
/** What a page past the end answers after removals: no rows, and a total that fits one page. */
export const paginaSobrando: PaginaLista = { itens: [], totalLinhas: 5 };
export const vazia: PaginaLista = { itens: [], totalLinhas: 0 };
/** §4: a cancelled club's lists are suspended (the server's 400, docs/decisions/clube-vantagens.md). */
export const clubeSuspenso = new ApiFailure('rejected', mensagensGestao.clubeCancelado('2026-12-01'));

export const clubeListaModelo = {
  nome: 'clube-lista',
  machine: clubeListaMachine,
  // the graph starts from the ads list; the three lists share the machine and differ only in their calls
  input: { tipo: 'anuncios' },
  events: [
    { type: 'xstate.done.actor.loadPage', output: paginaCheia },
    { type: 'xstate.done.actor.loadPage', output: paginaSobrando },
    { type: 'xstate.done.actor.loadPage', output: vazia },
    { type: 'xstate.error.actor.loadPage', error: clubeSuspenso },
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
  // the list kit's words (src/machines/comum/lista.ts) are product-neutral: what this list holds is said here
  textos: {
    estados: { loading: 'a lista de anúncios carregando', showing: 'a lista de anúncios' },
    eventos: {
      'page.go': (e: { pagina: number }) => `vai para a página ${e.pagina}`,
      'item.remove': (e: { id: string }) => `clica em remover no anúncio ${e.id}`,
    },
    atores: { loadPage: 'a página da lista', removeItem: 'a remoção' },
    respostas: { loadPage: (p: PaginaLista) => `${p.itens.length} anúncio(s) de ${p.totalLinhas}` },
    fatos: (s) => [(s.matches('showing') || s.matches('loading')) && `página ${s.context.pagina}`, aviso(s)],
  },
  regras: {
    loading: ['§9.1a'],
    'loading: error loadPage #2 → loadFailed': ['§4.2b'],
    'removing: error removeItem #2 → showing': ['§8.6a'],
    sessionLost: ['§8.12a'],
  },
  recusas: [
    {
      estado: 'showing', quando: (s) => s.context.totalLinhas === 7 && s.context.pagina === 1, evento: { type: 'page.go', pagina: 3 },
      porque: 'página além da última (7 anúncios, 5 por página)', regras: ['§9.1a'],
    },
    { estado: 'showing', quando: (s) => s.context.pagina === 1, evento: { type: 'page.go', pagina: 1 }, porque: 'a página que já está aberta' },
    { estado: 'removing', evento: { type: 'removal.confirm' }, porque: 'uma segunda confirmação enquanto a remoção corre' },
  ],
} satisfies Modelo;
