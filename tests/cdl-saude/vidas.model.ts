import type { PaginaLista } from '../../src/domain/comum/lista';
import { itemDaVida, vidasMachine, type EntradaVidas } from '../../src/machines/cdl-saude/vidas.machine';
import { ApiFailure } from '../../src/services/comum/api';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';
import { dependente, vida } from './dados';

/** The consultant's variant: the same machine, the member as input (Consultor + codSocio). */
export const entradaConsultor: EntradaVidas = { quem: { product: 'Consultor', codSocio: '0002001' }, secao: 'andamento' };

/** 7 holders in progress: 5 a page gives 2 pages. */
export const pagina1: PaginaLista = {
  itens: [
    vida({ dependentes: [dependente('Łukasz Nowak', '11144477735'), dependente('李小龙', '39053344705')] }),
    vida({ cpF_TITULAR: '15350946056', nome: 'Maria 😀 Souza', codchamado: '12', statuschamado: 'Em Atendimento' }),
    vida({ cpF_TITULAR: '71428793860', nome: 'João Reprovado', codchamado: '13', statuschamado: 'Reprovado' }),
    vida({ cpF_TITULAR: '86288366757', nome: 'Ana Aprovada', codchamado: '14', statuschamado: 'Aprovado' }),
    vida({ cpF_TITULAR: '40873366044', nome: 'Pedro Documentos' }),
  ].map(itemDaVida),
  totalLinhas: 7,
};
const pagina2: PaginaLista = { itens: [vida({ cpF_TITULAR: '93541134780', nome: 'Carla' }), vida({ cpF_TITULAR: '04571280030', nome: 'Bruno' })].map(itemDaVida), totalLinhas: 7 };
const nenhuma: PaginaLista = { itens: [], totalLinhas: 0 };
/** A member outside the carteira (§6, associadoAtendido): 404 with the server's words. */
const foraDaCarteira = new ApiFailure('rejected', 'Associado não encontrado na sua carteira.', 404);

export const vidasModelo = {
  nome: 'saude-vidas',
  machine: vidasMachine,
  input: entradaConsultor,
  events: [
    { type: 'xstate.done.actor.loadPage', output: pagina1 },
    { type: 'xstate.done.actor.loadPage', output: pagina2 },
    { type: 'xstate.done.actor.loadPage', output: nenhuma },
    { type: 'xstate.error.actor.loadPage', error: foraDaCarteira },
    { type: 'xstate.error.actor.loadPage', error: falhas.rede },
    { type: 'xstate.error.actor.loadPage', error: falhas.expirada },
    { type: 'retry' },
    { type: 'page.go', pagina: 2 }, { type: 'page.go', pagina: 1 }, { type: 'page.go', pagina: 3 },
  ] satisfies PathEvent<typeof vidasMachine>[],
  key: (s) => [s.value, s.context.pagina, s.context.totalLinhas, s.context.itens.length, s.context.notice],
  textos: {
    estados: { loading: 'os cadastros em andamento carregando', showing: 'CADASTROS EM ANDAMENTO', loadFailed: 'a falha ao carregar as vidas, com o emoji triste e Tentar novamente' },
    eventos: { 'page.go': (e: { pagina: number }) => `vai para a página ${e.pagina}` },
    atores: { loadPage: 'a página das vidas' },
    respostas: { loadPage: (p: PaginaLista) => `${p.itens.length} titular(es) de ${p.totalLinhas}` },
    fatos: (s) => [(s.matches('showing') || s.matches('loading')) && `página ${s.context.pagina}`, aviso(s)],
  },
  recusas: [
    { estado: 'showing', quando: (s) => s.context.totalLinhas === 7, evento: { type: 'page.go', pagina: 3 }, porque: 'página além da última (7 titulares, 5 por página)' },
    { estado: 'showing', quando: (s) => s.context.pagina === 1, evento: { type: 'page.go', pagina: 1 }, porque: 'a página que já está na tela' },
  ],
} satisfies Modelo;
