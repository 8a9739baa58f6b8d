import type { PaginaLista } from '../../src/domain/comum/lista';
import { carteiraMachine, enviarLoginMachine, itemDaCarteira } from '../../src/machines/cdl-consultor/carteira.machine';
import { ApiFailure } from '../../src/services/comum/api';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';
import { aCadastrar, convidado, membro, recusa, semArquivos } from './dados';

/** 25 members: 10 a page gives 3 pages; the filter 'nguyen' finds one. */
export const pagina1: PaginaLista = {
  itens: [membro(), convidado, aCadastrar, semArquivos, ...Array.from({ length: 6 }, (_, i) => membro({ membroId: 10 + i, codSocio: `00020${i}`, nomeSocio: `Associado ${i}` }))].map(itemDaCarteira),
  totalLinhas: 25,
};
const filtrada: PaginaLista = { itens: [itemDaCarteira(membro())], totalLinhas: 1 };
const nenhum: PaginaLista = { itens: [], totalLinhas: 0 };

export const carteiraModelo = {
  nome: 'consultor-carteira',
  machine: carteiraMachine,
  input: null,
  events: [
    { type: 'xstate.done.actor.loadPage', output: pagina1 },
    { type: 'xstate.done.actor.loadPage', output: filtrada },
    { type: 'xstate.done.actor.loadPage', output: nenhum },
    { type: 'xstate.error.actor.loadPage', error: falhas.rede },
    { type: 'xstate.error.actor.loadPage', error: falhas.expirada },
    { type: 'retry' },
    { type: 'rows.set', linhas: 20 }, { type: 'rows.set', linhas: 15 },
    { type: 'page.go', pagina: 2 }, { type: 'page.go', pagina: 4 },
    { type: 'filter.set', filtro: 'nguyen' }, { type: 'filter.set', filtro: '' },
  ] satisfies PathEvent<typeof carteiraMachine>[],
  key: (s) => [s.value, s.context.pagina, s.context.linhas, s.context.filtro, s.context.totalLinhas],
  textos: {
    estados: { loading: 'a carteira carregando', showing: 'a Lista de Associados' },
    eventos: {
      'rows.set': (e: { linhas: number }) => `escolhe ${e.linhas} itens por página`,
      'page.go': (e: { pagina: number }) => `vai para a página ${e.pagina}`,
      'filter.set': (e: { filtro: string }) => (e.filtro ? `digita '${e.filtro}' em Filtrar` : 'apaga o filtro'),
    },
    atores: { loadPage: 'a página da carteira' },
    respostas: { loadPage: (p: PaginaLista) => `${p.itens.length} associado(s) de ${p.totalLinhas}` },
    fatos: (s) => [(s.matches('showing') || s.matches('loading')) && `página ${s.context.pagina} de ${s.context.linhas} por página`, aviso(s)],
  },
  recusas: [
    { estado: 'showing', evento: { type: 'rows.set', linhas: 15 }, porque: '15 não é uma das opções (10, 20, 50)' },
    { estado: 'showing', quando: (s) => s.context.linhas === 10 && s.context.totalLinhas === 25, evento: { type: 'page.go', pagina: 4 }, porque: 'página além da última (25 associados, 10 por página)' },
    { estado: 'showing', quando: (s) => s.context.filtro === '', evento: { type: 'filter.set', filtro: '' }, porque: 'o filtro que já está escolhido' },
  ],
} satisfies Modelo;

export const enviarLoginModelo = {
  nome: 'consultor-enviar-login',
  machine: enviarLoginMachine,
  events: [
    { type: 'login.send', codSocio: '0001001' },
    { type: 'xstate.done.actor.sendLogin', output: 'Enviamos o login para flores@exemplo.com.br.' },
    // issue 27: the 429 carries the seconds left (the button waits that long), its sentence says them
    {
      type: 'xstate.error.actor.sendLogin',
      error: new ApiFailure('rejected', 'Aguarde 1 minuto e 10 segundos para enviar o login deste associado de novo.', 429, {
        mensagem: 'Aguarde 1 minuto e 10 segundos para enviar o login deste associado de novo.', segundos: 70,
      }),
    },
    { type: 'xstate.error.actor.sendLogin', error: recusa(400, 'Associado sem login.') },
    { type: 'xstate.error.actor.sendLogin', error: falhas.rede },
    { type: 'xstate.error.actor.sendLogin', error: falhas.expirada },
    // issue 26: 'Reenviar convite' of the row waiting for the Termo de Uso (dados.ts convidado, membroId 2)
    { type: 'convite.resend', membroId: 2 },
    { type: 'xstate.done.actor.resendInvite', output: 'Convite reenviado para novo@exemplo.com.br.' },
    { type: 'xstate.error.actor.resendInvite', error: recusa(409, 'O futuro associado já aceitou o Termo de Uso.') },
    { type: 'xstate.error.actor.resendInvite', error: recusa(400, 'Convite inválido.') },
    { type: 'xstate.error.actor.resendInvite', error: falhas.rede },
    { type: 'xstate.error.actor.resendInvite', error: falhas.expirada },
  ] satisfies PathEvent<typeof enviarLoginMachine>[],
  key: (s) => [s.value, s.context.codSocio, s.context.membroId, s.context.notice, Object.keys(s.context.esperas).join()],
  textos: {
    eventos: {
      'login.send': (e: { codSocio: string }) => `clica em Enviar Login do associado ${e.codSocio}`,
      'convite.resend': (e: { membroId: number }) => `clica em Reenviar convite da linha ${e.membroId}`,
    },
    atores: { sendLogin: 'o envio do login por e-mail', resendInvite: 'o reenvio do convite por e-mail' },
    fatos: (s) => [aviso(s), ...Object.keys(s.context.esperas).map((cod) => `Enviar Login de ${cod} desabilitado até o fim da espera`)],
  },
  recusas: [
    {
      estado: 'idle', quando: (s) => Object.keys(s.context.esperas).includes('0001001'), evento: { type: 'login.send', codSocio: '0001001' },
      porque: 'Enviar Login na espera (enviado há menos de 5 minutos, ou 429): o botão fica desabilitado até a hora dita',
    },
    { estado: 'sending', evento: { type: 'login.send', codSocio: '0001004' }, porque: 'um envio de cada vez: o botão fica desabilitado' },
    { estado: 'sending', evento: { type: 'convite.resend', membroId: 2 }, porque: 'um envio de cada vez: Reenviar convite fica desabilitado' },
    { estado: 'resending', evento: { type: 'login.send', codSocio: '0001001' }, porque: 'um envio de cada vez: Enviar Login fica desabilitado' },
  ],
} satisfies Modelo;
