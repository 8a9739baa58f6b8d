import type { BoletoAguardando, ChamadoAberto, DetalheChamado } from '../../src/contracts/comum/atendimento.contract';
import { LINHAS_ATENDIMENTO, nomeDoProduto } from '../../src/domain/atendimento/atendimento';
import { formatBRL } from '../../src/domain/comum/dinheiro';
import { atendimentoBoletosMachine } from '../../src/machines/atendimento/boletos.machine';
import { atendimentoChamadoMachine } from '../../src/machines/atendimento/chamado.machine';
import { atendimentoFilaMachine } from '../../src/machines/atendimento/fila.machine';
import { ultimaPagina } from '../../src/machines/comum/lista';
import { ApiFailure } from '../../src/services/comum/api';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';

// The staff console (issue 11, part H3): its queue, its ticket page and its boletos, with the server's answers as
// the API tests see them (tests/comum/atendimento.api.test.ts).

const chamado = (chamadoId: number): ChamadoAberto => ({
  chamadoId, codSocio: `T${chamadoId}`, nomeAssociado: `Padaria ${chamadoId}`, produto: 'spc-conciliador', tipo: 'classificacao',
  label: 'SPC Conciliador: classificar plano Essencial (2 CNPJ, 3 operadoras)', dataAbertura: '2026-11-19T15:00:00.000Z',
});
/** 12 open tickets: page 1 has 10, page 2 has 2. */
export const filaCheia = { chamados: Array.from({ length: 10 }, (_, i) => chamado(i + 1)), totalLinhas: 12 };
/** A page past the end after tickets were closed elsewhere: none on it, 5 in all. */
export const filaSobrando = { chamados: [], totalLinhas: 5 };
const resumoDaFila = (p: typeof filaCheia) => (p.chamados.length ? `${p.chamados.length} chamado(s) de ${p.totalLinhas}` : `nenhum nesta página, ${p.totalLinhas} no total`);

export const atendimentoFilaModelo = {
  nome: 'atendimento-fila',
  machine: atendimentoFilaMachine,
  input: { produto: null },
  events: [
    { type: 'xstate.done.actor.loadQueue', output: filaCheia },
    { type: 'xstate.done.actor.loadQueue', output: filaSobrando },
    { type: 'xstate.error.actor.loadQueue', error: falhas.rede },
    { type: 'xstate.error.actor.loadQueue', error: falhas.expirada },
    { type: 'retry' },
    { type: 'filter.set', produto: 'spc-conciliador' }, { type: 'filter.set', produto: null },
    { type: 'page.go', pagina: 2 }, { type: 'page.go', pagina: 3 },
  ] satisfies PathEvent<typeof atendimentoFilaMachine>[],
  // how many pages the last answer gave decides page.go: it is part of where the flow is
  key: (s) => [s.value, s.context.produto, s.context.pagina, ultimaPagina(s.context.totalLinhas, LINHAS_ATENDIMENTO)],
  textos: {
    eventos: {
      'filter.set': (e: { produto: string | null }) => `escolhe ${e.produto ? nomeDoProduto(e.produto) : 'Todos os produtos'} no filtro`,
      'page.go': (e: { pagina: number }) => `vai para a página ${e.pagina}`,
    },
    atores: { loadQueue: 'a fila de chamados' },
    respostas: { loadQueue: resumoDaFila },
    fatos: (s) => [
      (s.matches('showing') || s.matches('loading')) && `${s.context.produto ? nomeDoProduto(s.context.produto) : 'todos os produtos'}, página ${s.context.pagina}`,
      aviso(s),
    ],
  },
  recusas: [
    { estado: 'showing', quando: (s) => s.context.produto === null, evento: { type: 'filter.set', produto: null }, porque: 'o produto que já está escolhido' },
    { estado: 'showing', quando: (s) => s.context.pagina === 1, evento: { type: 'page.go', pagina: 3 }, porque: 'página além da última (12 chamados, 10 por página)' },
  ],
} satisfies Modelo;

const detalhe = (status: 0 | 2): DetalheChamado => ({
  chamado: { ...chamado(7), status, dataAtualizacao: '2026-11-19T15:00:00.000Z' },
  historico: [{ em: '2026-11-19T15:00:00.000Z', status: 0, nomeUsuario: 'Padaria 7', tipoSolucao: null, solucao: null }],
  arquivos: [],
  documentos: [],
  pedido: { titulo: 'Solicitação nº 3 do SPC Conciliador', campos: [{ rotulo: 'Plano', valor: 'Essencial' }] },
});
/** The ticket open, waiting for its classification. */
export const chamadoAberto = detalhe(0);
/** The ticket classified (by someone else, after this page was opened). */
export const chamadoClassificado = detalhe(2);
export const COMENTARIO = 'Plano e operadoras conferidos.';
const naoEncontrado = new ApiFailure('rejected', 'Chamado não encontrado.');
const jaEncerrado = new ApiFailure('rejected', 'Este chamado já foi encerrado.');

export const atendimentoChamadoModelo = {
  nome: 'atendimento-chamado',
  machine: atendimentoChamadoMachine,
  input: { chamadoId: 7 },
  events: [
    { type: 'xstate.done.actor.loadTicket', output: chamadoAberto },
    { type: 'xstate.done.actor.loadTicket', output: chamadoClassificado },
    { type: 'xstate.error.actor.loadTicket', error: naoEncontrado },
    { type: 'xstate.error.actor.loadTicket', error: falhas.expirada },
    { type: 'xstate.error.actor.loadTicket', error: falhas.rede },
    { type: 'retry' },
    { type: 'comment.change', texto: '' }, { type: 'comment.change', texto: '   ' }, { type: 'comment.change', texto: COMENTARIO },
    { type: 'close.submit' },
    { type: 'xstate.done.actor.closeTicket', output: 'Chamado atualizado.' },
    { type: 'xstate.error.actor.closeTicket', error: jaEncerrado },
    { type: 'xstate.error.actor.closeTicket', error: falhas.expirada },
    { type: 'xstate.error.actor.closeTicket', error: falhas.rede },
  ] satisfies PathEvent<typeof atendimentoChamadoMachine>[],
  key: (s) => [
    s.value, s.context.detalhe?.chamado.status ?? null, s.context.comentario.trim() !== '', s.context.erroComentario !== null, s.context.notice !== null,
  ],
  // the reconciliation ticket's words: its button is Classificar (ACOES_DOS_TIPOS)
  textos: {
    eventos: {
      'comment.change': (e: { texto: string }) => (e.texto.trim() ? `escreve o comentário '${e.texto}'` : 'apaga o comentário (ou deixa só espaços)'),
    },
    atores: { loadTicket: 'a leitura do chamado', closeTicket: 'a classificação' },
    respostas: {
      loadTicket: (d: DetalheChamado) => `chamado ${d.chamado.chamadoId} ${d.chamado.status === 0 ? 'aberto' : 'já classificado'}, plano ${d.pedido?.campos[0]?.valor}`,
    },
    fatos: (s) => [
      s.matches('showing') && (s.context.detalhe?.chamado.status === 0 ? 'chamado aberto, com Classificar' : 'chamado encerrado, sem Classificar'),
      s.context.erroComentario && `erro no comentário '${s.context.erroComentario}'`,
      aviso(s),
    ],
  },
  recusas: [
    {
      estado: 'showing', quando: (s) => s.context.detalhe?.chamado.status === 2, evento: { type: 'close.submit' },
      porque: 'um chamado já encerrado não se classifica de novo',
    },
    { estado: 'closing', evento: { type: 'close.submit' }, porque: 'um segundo Classificar enquanto a classificação corre' },
  ],
} satisfies Modelo;

const boleto = (cobrancaId: number, sandbox = true): BoletoAguardando => ({
  cobrancaId, codSocio: `T${cobrancaId}`, nomeAssociado: `Padaria ${cobrancaId}`, produto: 'spc-conciliador', descricao: 'SPC Conciliador - plano Essencial',
  valor: 42_370, vencimento: '2026-11-25', linhaDigitavel: '99990.00000 00000.000000 00000.000000 0 00000000000000', emitidoEm: '2026-11-19T15:00:00.000Z', sandbox,
});
/** 12 boletos: page 1 has 10 (boleto 2 is of another bank), page 2 has 2. */
export const boletosCheia = { boletos: Array.from({ length: 10 }, (_, i) => boleto(i + 1, i !== 1)), totalLinhas: 12 };
export const boletosSobrando = { boletos: [], totalLinhas: 5 };
const jaLiquidado = new ApiFailure('rejected', 'Este boleto já foi liquidado.');

export const atendimentoBoletosModelo = {
  nome: 'atendimento-boletos',
  machine: atendimentoBoletosMachine,
  events: [
    { type: 'xstate.done.actor.loadPage', output: boletosCheia },
    { type: 'xstate.done.actor.loadPage', output: boletosSobrando },
    { type: 'xstate.error.actor.loadPage', error: falhas.rede },
    { type: 'xstate.error.actor.loadPage', error: falhas.expirada },
    { type: 'retry' },
    { type: 'page.go', pagina: 2 }, { type: 'page.go', pagina: 3 },
    { type: 'settle.ask', cobrancaId: 1 }, { type: 'settle.ask', cobrancaId: 2 }, { type: 'settle.ask', cobrancaId: 99 },
    { type: 'settle.cancel' }, { type: 'settle.confirm' },
    { type: 'xstate.done.actor.settleBoleto', output: 'Boleto liquidado.' },
    { type: 'xstate.error.actor.settleBoleto', error: jaLiquidado },
    { type: 'xstate.error.actor.settleBoleto', error: falhas.expirada },
    { type: 'xstate.error.actor.settleBoleto', error: falhas.rede },
  ] satisfies PathEvent<typeof atendimentoBoletosMachine>[],
  // the page's boletos decide Liquidar, and the page count decides page.go
  key: (s) => [
    s.value, s.context.pagina, ultimaPagina(s.context.totalLinhas, LINHAS_ATENDIMENTO), s.context.boletos.length > 0, s.context.liquidando, s.context.notice !== null,
  ],
  textos: {
    eventos: {
      'page.go': (e: { pagina: number }) => `vai para a página ${e.pagina}`,
      'settle.ask': (e: { cobrancaId: number }) => `clica em Liquidar no boleto nº ${e.cobrancaId}`,
    },
    atores: { loadPage: 'a página de boletos', settleBoleto: 'a liquidação' },
    respostas: {
      loadPage: (p: typeof boletosCheia) => (p.boletos.length
        ? `${p.boletos.length} boleto(s) de ${p.totalLinhas}, de ${formatBRL(p.boletos[0]!.valor)} cada`
        : `nenhum nesta página, ${p.totalLinhas} no total`),
    },
    fatos: (s) => [
      (s.matches('showing') || s.matches('loading')) && `página ${s.context.pagina}`,
      s.context.liquidando !== null && `boleto nº ${s.context.liquidando}`,
      aviso(s),
    ],
  },
  recusas: [
    { estado: 'showing', evento: { type: 'settle.ask', cobrancaId: 2 }, porque: 'boleto de outro banco: quem liquida é o banco, não o console' },
    { estado: 'showing', evento: { type: 'settle.ask', cobrancaId: 99 }, porque: 'um boleto que não está na página' },
    { estado: 'showing', quando: (s) => s.context.pagina === 1, evento: { type: 'page.go', pagina: 3 }, porque: 'página além da última (12 boletos, 10 por página)' },
    { estado: 'settling', evento: { type: 'settle.confirm' }, porque: 'uma segunda confirmação enquanto a liquidação corre' },
  ],
} satisfies Modelo;
