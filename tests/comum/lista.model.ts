import { criarListaMachine } from '../../src/machines/comum/lista';
import type { PaginaLista } from '../../src/domain/comum/lista';
import { ApiFailure } from '../../src/services/comum/api';
import type { PathEvent } from '../support/paths';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';

/**
 * The paged-list kit with a rows-per-page choice, as the consultant's lists will use it (10/20/50). The club's
 * instance (5 a page, no choice) is modelled in tests/clube-vantagens/lista.model.ts.
 */
export const listaComEscolhaMachine = criarListaMachine<{ codSocio: string }, string | null>({
  id: 'listaComEscolha',
  linhasPorPagina: [10, 20, 50],
  // a server-side filter (a status, say): none at first
  filtroInicial: () => null,
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
/** The consultant's refusal of a codSocio outside the carteira (docs/decisions/platform.md, 403 or 404). */
const foraDaCarteira = new ApiFailure('rejected', 'Associado não encontrado na sua carteira.');

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
    { type: 'filter.set', filtro: 'Ativo' }, { type: 'filter.set', filtro: null },
    { type: 'item.remove', id: '1' }, { type: 'removal.cancel' }, { type: 'removal.confirm' },
    { type: 'xstate.done.actor.removeItem', output: 'Removido.' },
    { type: 'xstate.error.actor.removeItem', error: foraDaCarteira },
    { type: 'xstate.error.actor.removeItem', error: falhas.expirada },
  ] satisfies PathEvent<typeof listaComEscolhaMachine>[],
  key: (s) => [s.value, s.context.pagina, s.context.linhas, s.context.removendo, s.context.filtro],
  // the list kit's words (src/machines/comum/lista.ts) are product-neutral: what this list holds is said here
  textos: {
    estados: { loading: 'a lista de associados carregando', showing: 'a lista de associados' },
    eventos: {
      'rows.set': (e: { linhas: number }) => `escolhe ${e.linhas} itens por página`,
      'page.go': (e: { pagina: number }) => `vai para a página ${e.pagina}`,
      'item.remove': (e: { id: string }) => `clica em remover no associado ${e.id}`,
      'filter.set': (e: { filtro: string | null }) => (e.filtro ? `filtra por ${e.filtro}` : 'tira o filtro'),
    },
    atores: { loadPage: 'a página da lista', removeItem: 'a remoção' },
    respostas: { loadPage: (p: PaginaLista) => `${p.itens.length} associado(s) de ${p.totalLinhas}` },
    fatos: (s) => [(s.matches('showing') || s.matches('loading')) && `página ${s.context.pagina} de ${s.context.linhas} por página`, aviso(s)],
  },
  regras: { 'showing: rows.set if rowsOffered → loading': ['§9.1b'], sessionLost: ['§8.12a'] },
  recusas: [
    { estado: 'showing', evento: { type: 'rows.set', linhas: 15 }, porque: '15 não é uma das opções (10, 20, 50)', regras: ['§9.1b'] },
    { estado: 'showing', quando: (s) => s.context.linhas === 10, evento: { type: 'rows.set', linhas: 10 }, porque: 'o tamanho que já está escolhido' },
    { estado: 'showing', quando: (s) => s.context.linhas === 10, evento: { type: 'page.go', pagina: 4 }, porque: 'página além da última (25 linhas, 10 por página)' },
    { estado: 'showing', quando: (s) => s.context.filtro === null, evento: { type: 'filter.set', filtro: null }, porque: 'o filtro que já está escolhido' },
  ],
} satisfies Modelo;
