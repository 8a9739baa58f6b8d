import type { BoletoAguardando, ChamadoAberto, DetalheChamado } from '../../src/contracts/comum/atendimento.contract';
import { LINHAS_ATENDIMENTO, nomeDoProduto } from '../../src/domain/atendimento/atendimento';
import { formatBRL } from '../../src/domain/comum/dinheiro';
import { atendimentoBoletosMachine, itemDoBoleto } from '../../src/machines/atendimento/boletos.machine';
import { atendimentoChamadoMachine } from '../../src/machines/atendimento/chamado.machine';
import { criarFilaMachine, itemDaFila } from '../../src/machines/atendimento/fila.machine';
import { ultimaPagina } from '../../src/machines/comum/lista';
import { ApiFailure } from '../../src/services/comum/api';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { AnyMachineSnapshot } from 'xstate';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';

// The staff console (issue 11, part H3): its queue, its ticket page and its boletos, with the server's answers as
// the API tests see them (tests/comum/atendimento.api.test.ts).

const chamado = (chamadoId: number): ChamadoAberto => ({
  chamadoId, codSocio: `T${chamadoId}`, nomeAssociado: `Padaria ${chamadoId}`, produto: 'spc-conciliador', tipo: 'classificacao',
  label: 'SPC Conciliador: classificar plano Essencial (2 CNPJ, 3 operadoras)', dataAbertura: '2026-11-19T15:00:00.000Z',
});
const linkDoChamado = (chamadoId: number) => `/atendimento/chamado/${chamadoId}`;
/** The queue as the view makes it (the paged-list kit, the product its filter). */
export const atendimentoFilaMachine = criarFilaMachine(linkDoChamado);
/** 12 open tickets: page 1 has 10, page 2 has 2. */
export const filaCheia = { itens: Array.from({ length: 10 }, (_, i) => itemDaFila(chamado(i + 1), linkDoChamado(i + 1))), totalLinhas: 12 };
/** A page past the end after tickets were closed elsewhere: none on it, 5 in all. */
export const filaSobrando = { itens: [], totalLinhas: 5 };
const resumoDaFila = (p: typeof filaCheia) => (p.itens.length ? `${p.itens.length} chamado(s) de ${p.totalLinhas}` : `nenhum nesta página, ${p.totalLinhas} no total`);

export const atendimentoFilaModelo = {
  nome: 'atendimento-fila',
  machine: atendimentoFilaMachine,
  input: { produto: null },
  events: [
    { type: 'xstate.done.actor.loadPage', output: filaCheia },
    { type: 'xstate.done.actor.loadPage', output: filaSobrando },
    { type: 'xstate.error.actor.loadPage', error: falhas.rede },
    { type: 'xstate.error.actor.loadPage', error: falhas.expirada },
    { type: 'retry' },
    { type: 'filter.set', filtro: 'spc-conciliador' }, { type: 'filter.set', filtro: null },
    { type: 'page.go', pagina: 2 }, { type: 'page.go', pagina: 3 },
  ] satisfies PathEvent<typeof atendimentoFilaMachine>[],
  // how many pages the last answer gave decides page.go: it is part of where the flow is
  key: (s) => [s.value, s.context.filtro, s.context.pagina, ultimaPagina(s.context.totalLinhas, LINHAS_ATENDIMENTO)],
  // the list kit's words are product-neutral: what this list holds is said here
  textos: {
    estados: { loading: 'a fila de chamados carregando', showing: 'a fila de chamados abertos', loadFailed: 'a falha ao carregar a fila, com Tentar novamente' },
    eventos: {
      'filter.set': (e: { filtro: string | null }) => `escolhe ${e.filtro ? nomeDoProduto(e.filtro) : 'Todos os produtos'} no filtro`,
      'page.go': (e: { pagina: number }) => `vai para a página ${e.pagina}`,
    },
    atores: { loadPage: 'a fila de chamados' },
    respostas: { loadPage: resumoDaFila },
    fatos: (s) => [
      (s.matches('showing') || s.matches('loading')) && `${s.context.filtro ? nomeDoProduto(s.context.filtro) : 'todos os produtos'}, página ${s.context.pagina}`,
      aviso(s),
    ],
  },
  regras: { sessionLost: ['§8.12a'] },
  recusas: [
    { estado: 'showing', quando: (s) => s.context.filtro === null, evento: { type: 'filter.set', filtro: null }, porque: 'o produto que já está escolhido' },
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

const documento = (documento: string, rotulo: string, arquivoId: number, revisao: string | null) => ({
  documento, rotulo, pessoa: null, revisao, arquivo: { arquivoId, nome: `${documento}.pdf`, url: `/api/arquivos/${arquivoId}` },
});
const documentacao = (status: 0 | 2): DetalheChamado => {
  const documentos = [
    documento('contratoSocial', 'Contrato social ou estatuto', 31, status ? 'INCORRETA: Documento ilegível.' : null),
    documento('documentoIdentificacao', 'Documento de identificação do responsável (RG ou CNH)', 32, status ? 'OK' : null),
  ];
  return {
    chamado: { ...chamado(8), codSocio: '0002004', nomeAssociado: 'Nguyễn Comércio', produto: 'cdl-consultor', tipo: 'documentacao', label: 'Documentação do associado', status, dataAtualizacao: '2026-11-19T15:00:00.000Z' },
    historico: [{ em: '2026-11-19T15:00:00.000Z', status: 0, nomeUsuario: 'Elisa Consultora', tipoSolucao: null, solucao: null }],
    arquivos: documentos.map((d) => d.arquivo),
    documentos,
    pedido: { titulo: 'Documentação de Nguyễn Comércio', campos: [{ rotulo: 'CNPJ', valor: '11.222.333/0001-81' }] },
  };
};
/** A consultant's member's documents, awaiting review. */
export const documentacaoAberta = documentacao(0);
/** The same, reviewed by someone else after this page was opened: each review read only. */
export const documentacaoRevisada = documentacao(2);
export const CONTRATO = '/contratoSocial';
export const IDENTIFICACAO = '/documentoIdentificacao';
export const PROBLEMA = 'Documento ilegível.';
/** A data-update request, awaiting staff. */
export const atualizacaoAberta: DetalheChamado = {
  chamado: { ...chamado(9), codSocio: '0002003', nomeAssociado: 'Łukasz Serviços', produto: 'cdl-consultor', tipo: 'atualizacao', label: 'Atualização de dados cadastrais', status: 0, dataAtualizacao: '2026-11-19T15:00:00.000Z' },
  historico: [{ em: '2026-11-19T15:00:00.000Z', status: 0, nomeUsuario: 'Elisa Consultora', tipoSolucao: null, solucao: null }],
  arquivos: [],
  documentos: [],
  pedido: { titulo: 'Atualização cadastral de Łukasz Serviços (código 0002003)', campos: [{ rotulo: 'Telefone', valor: '(31) 3333-4444 → (31) 3222-1111' }] },
};
export const MOTIVO = 'Telefone não confere com o contrato.';
export const MOTIVO_CANCELAMENTO = 'O associado desistiu da contratação por telefone.';
const naoEncontrado = new ApiFailure('rejected', 'Chamado não encontrado.');
const jaEncerrado = new ApiFailure('rejected', 'Este chamado já foi encerrado.');

const ROTULOS_DOS_TIPOS = { classificacao: 'classificação', documentacao: 'documentação', atualizacao: 'atualização cadastral' } as const;
/** A document's review on the page, in words. */
const revisaoEmPalavras = (s: AnyMachineSnapshot, chave: string) => {
  const r = (s.context as { revisoes: Record<string, { correto: boolean | null; comentario: string }> }).revisoes[chave];
  const escolha = r?.correto === true ? 'OK' : r?.correto === false ? 'INCORRETA' : 'sem escolha';
  return `${chave.slice(1)} ${escolha}${r?.comentario.trim() ? ' com comentário' : ''}`;
};

export const atendimentoChamadoModelo = {
  nome: 'atendimento-chamado',
  machine: atendimentoChamadoMachine,
  input: { chamadoId: 7 },
  events: [
    { type: 'xstate.done.actor.loadTicket', output: chamadoAberto },
    { type: 'xstate.done.actor.loadTicket', output: chamadoClassificado },
    { type: 'xstate.done.actor.loadTicket', output: documentacaoAberta },
    { type: 'xstate.done.actor.loadTicket', output: documentacaoRevisada },
    { type: 'xstate.done.actor.loadTicket', output: atualizacaoAberta },
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
    { type: 'review.mark', chave: CONTRATO, correto: false }, { type: 'review.mark', chave: CONTRATO, correto: true },
    { type: 'review.mark', chave: IDENTIFICACAO, correto: true }, { type: 'review.mark', chave: '/pisOuNid', correto: true },
    { type: 'review.comment', chave: CONTRATO, texto: PROBLEMA }, { type: 'review.comment', chave: CONTRATO, texto: ' ' },
    { type: 'review.submit' }, { type: 'review.cancel' }, { type: 'review.confirm' },
    { type: 'xstate.done.actor.reviewTicket', output: 'Análise concluída.' },
    { type: 'xstate.error.actor.reviewTicket', error: jaEncerrado },
    { type: 'xstate.error.actor.reviewTicket', error: falhas.expirada },
    { type: 'xstate.error.actor.reviewTicket', error: falhas.rede },
    { type: 'apply.submit' },
    { type: 'xstate.done.actor.applyUpdate', output: 'Atualização aplicada.' },
    { type: 'xstate.error.actor.applyUpdate', error: jaEncerrado },
    { type: 'xstate.error.actor.applyUpdate', error: falhas.expirada },
    { type: 'xstate.error.actor.applyUpdate', error: falhas.rede },
    { type: 'cancel.change', texto: ' ' }, { type: 'cancel.change', texto: MOTIVO_CANCELAMENTO }, { type: 'cancel.submit' },
    { type: 'xstate.done.actor.cancelTicket', output: 'Chamado atualizado.' },
    { type: 'xstate.error.actor.cancelTicket', error: jaEncerrado },
    { type: 'xstate.error.actor.cancelTicket', error: falhas.expirada },
    { type: 'xstate.error.actor.cancelTicket', error: falhas.rede },
  ] satisfies PathEvent<typeof atendimentoChamadoMachine>[],
  key: (s) => [
    s.value, s.context.detalhe?.chamado.tipo ?? null, s.context.detalhe?.chamado.status ?? null, s.context.comentario.trim() !== '',
    s.context.erroComentario !== null, s.context.notice !== null, s.context.motivo.trim() !== '', s.context.erroMotivo !== null,
    ...[CONTRATO, IDENTIFICACAO].map((k) => [s.context.revisoes[k]?.correto ?? null, (s.context.revisoes[k]?.comentario.trim() ?? '') !== '']),
    s.context.problemas === null ? null : Object.keys(s.context.problemas).length,
  ],
  // each kind's words: a reconciliation ticket's button is Classificar, a data update's Recusar (ACOES_DOS_TIPOS)
  textos: {
    eventos: {
      'comment.change': (e: { texto: string }) => (e.texto.trim() ? `escreve o comentário '${e.texto}'` : 'apaga o comentário (ou deixa só espaços)'),
      'review.mark': (e: { chave: string; correto: boolean }) => `marca ${e.correto ? 'OK' : 'INCORRETA'} em ${e.chave.slice(1)}`,
      'cancel.change': (e: { texto: string }) => (e.texto.trim() ? `escreve o motivo do cancelamento '${e.texto}'` : 'apaga o motivo do cancelamento (ou deixa só espaços)'),
      'review.comment': (e: { chave: string; texto: string }) => (e.texto.trim() ? `escreve '${e.texto}' em ${e.chave.slice(1)}` : `apaga o comentário de ${e.chave.slice(1)}`),
    },
    atores: {
      loadTicket: 'a leitura do chamado', closeTicket: 'o encerramento (Classificar ou Recusar)', cancelTicket: 'o cancelamento (status 1, com o motivo)', reviewTicket: 'a conclusão da análise', applyUpdate: 'a aplicação da atualização',
    },
    respostas: {
      loadTicket: (d: DetalheChamado) => `chamado ${d.chamado.chamadoId} de ${ROTULOS_DOS_TIPOS[d.chamado.tipo]} ${d.chamado.status === 0 ? 'aberto' : 'já encerrado'}, ${d.pedido?.campos[0]?.valor}`,
    },
    fatos: (s) => [
      s.matches('showing') && `chamado de ${ROTULOS_DOS_TIPOS[(s.context.detalhe as DetalheChamado).chamado.tipo]} ${s.context.detalhe?.chamado.status === 0 ? 'aberto' : 'encerrado, só leitura'}`,
      s.context.detalhe?.chamado.tipo === 'documentacao' && s.matches('showing') && [CONTRATO, IDENTIFICACAO].map((k) => revisaoEmPalavras(s, k)).join('; '),
      s.context.erroComentario && `erro no comentário '${s.context.erroComentario}'`,
      s.context.erroMotivo && `erro no motivo '${s.context.erroMotivo}'`,
      s.context.problemas && Object.keys(s.context.problemas).length > 0 && `'Corrija os campos abaixo' com ${Object.keys(s.context.problemas).length} documento(s)`,
      aviso(s),
    ],
  },
  recusas: [
    {
      estado: 'showing', quando: (s) => s.context.detalhe?.chamado.status === 2 && s.context.detalhe.chamado.tipo === 'classificacao', evento: { type: 'close.submit' },
      porque: 'um chamado já encerrado não se classifica de novo',
    },
    { estado: 'closing', evento: { type: 'close.submit' }, porque: 'um segundo Classificar enquanto a classificação corre' },
    {
      estado: 'showing', quando: (s) => s.context.detalhe?.chamado.tipo === 'documentacao' && s.context.detalhe.chamado.status === 2,
      evento: { type: 'review.mark', chave: CONTRATO, correto: true }, porque: 'as revisões de um chamado encerrado são só leitura',
    },
    {
      estado: 'showing', quando: (s) => s.context.detalhe?.chamado.tipo === 'documentacao' && s.context.detalhe.chamado.status === 2,
      evento: { type: 'review.submit' }, porque: 'um chamado já concluído não se conclui de novo',
    },
    {
      estado: 'showing', quando: (s) => s.context.detalhe?.chamado.tipo === 'documentacao' && s.context.detalhe.chamado.status === 0,
      evento: { type: 'review.mark', chave: '/pisOuNid', correto: true }, porque: 'um documento que não está no chamado',
    },
    {
      estado: 'showing', quando: (s) => s.context.detalhe?.chamado.tipo === 'documentacao',
      evento: { type: 'close.submit' }, porque: 'um chamado de documentação só se encerra por Concluir análise',
    },
    {
      estado: 'showing', quando: (s) => s.context.detalhe?.chamado.tipo === 'documentacao',
      evento: { type: 'apply.submit' }, porque: 'só uma atualização cadastral se aplica',
    },
    {
      estado: 'showing', quando: (s) => s.context.detalhe?.chamado.tipo === 'classificacao',
      evento: { type: 'review.submit' }, porque: 'só um chamado de documentação tem documentos a revisar',
    },
    {
      estado: 'showing', quando: (s) => s.context.detalhe?.chamado.tipo === 'documentacao',
      evento: { type: 'cancel.submit' }, porque: 'um chamado de documentação não se cancela: cada documento precisa da sua revisão',
    },
    {
      estado: 'showing', quando: (s) => s.context.detalhe?.chamado.tipo === 'atualizacao',
      evento: { type: 'cancel.submit' }, porque: 'uma atualização cadastral se cancela por Recusar, com o motivo',
    },
    {
      estado: 'showing', quando: (s) => s.context.detalhe?.chamado.status === 2 && s.context.detalhe.chamado.tipo === 'classificacao',
      evento: { type: 'cancel.submit' }, porque: 'um chamado já encerrado não se cancela',
    },
    { estado: 'showing', evento: { type: 'review.confirm' }, porque: 'confirmar sem ter clicado em Concluir análise' },
    { estado: 'cancelling', evento: { type: 'cancel.submit' }, porque: 'um segundo Cancelar chamado enquanto o cancelamento corre' },
    { estado: 'reviewing', evento: { type: 'review.submit' }, porque: 'um segundo Concluir análise enquanto a conclusão corre (botão desabilitado)' },
    { estado: 'reviewing', evento: { type: 'review.mark', chave: CONTRATO, correto: true }, porque: 'as revisões não mudam enquanto a conclusão corre' },
    { estado: 'applying', evento: { type: 'apply.submit' }, porque: 'um segundo Aplicar atualização enquanto a aplicação corre' },
    { estado: 'applying', evento: { type: 'close.submit' }, porque: 'Recusar enquanto a aplicação corre' },
  ],
} satisfies Modelo;

const boleto = (cobrancaId: number, sandbox = true): BoletoAguardando => ({
  cobrancaId, codSocio: `T${cobrancaId}`, nomeAssociado: `Padaria ${cobrancaId}`, produto: 'spc-conciliador', descricao: 'SPC Conciliador - plano Essencial',
  valor: 42_370, vencimento: '2026-11-25', linhaDigitavel: '99990.00000 00000.000000 00000.000000 0 00000000000000', emitidoEm: '2026-11-19T15:00:00.000Z', sandbox,
  urlBoleto: `/api/arquivos/${100 + cobrancaId}`,
});
/** 12 boletos: page 1 has 10 (boleto 2 is of another bank), page 2 has 2. */
export const boletosCheia = { itens: Array.from({ length: 10 }, (_, i) => itemDoBoleto(boleto(i + 1, i !== 1))), totalLinhas: 12 };
export const boletosSobrando = { itens: [], totalLinhas: 5 };
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
    { type: 'action.ask', id: '1' }, { type: 'action.ask', id: '2' }, { type: 'action.ask', id: '99' },
    { type: 'action.cancel' }, { type: 'action.confirm' },
    { type: 'xstate.done.actor.runAction', output: 'Boleto liquidado.' },
    { type: 'xstate.error.actor.runAction', error: jaLiquidado },
    { type: 'xstate.error.actor.runAction', error: falhas.expirada },
    { type: 'xstate.error.actor.runAction', error: falhas.rede },
  ] satisfies PathEvent<typeof atendimentoBoletosMachine>[],
  // the page's boletos decide Liquidar, and the page count decides page.go
  key: (s) => [
    s.value, s.context.pagina, ultimaPagina(s.context.totalLinhas, LINHAS_ATENDIMENTO), s.context.itens.length > 0, s.context.agindo, s.context.alerta !== null,
  ],
  // the list kit's words are product-neutral: what this list holds and its action (Liquidar) are said here
  textos: {
    estados: {
      loading: 'os boletos aguardando pagamento carregando', showing: 'os boletos aguardando pagamento',
      confirmingAction: 'a confirmação da liquidação', acting: 'a liquidação em andamento',
    },
    eventos: {
      'page.go': (e: { pagina: number }) => `vai para a página ${e.pagina}`,
      'action.ask': (e: { id: string }) => `clica em Liquidar no boleto nº ${e.id}`,
      'action.confirm': 'confirma a liquidação',
      'action.cancel': 'desiste de liquidar',
    },
    atores: { loadPage: 'a página de boletos', runAction: 'a liquidação' },
    respostas: {
      loadPage: (p: typeof boletosCheia) => (p.itens.length
        ? `${p.itens.length} boleto(s) de ${p.totalLinhas}, de ${formatBRL((p.itens[0]!.dados as { valor: number }).valor)} cada`
        : `nenhum nesta página, ${p.totalLinhas} no total`),
    },
    fatos: (s) => [
      (s.matches('showing') || s.matches('loading')) && `página ${s.context.pagina}`,
      s.context.agindo !== null && `boleto nº ${s.context.agindo}`,
      s.context.alerta !== null && `na tela: ${s.context.alerta}`,
      aviso(s),
    ],
  },
  regras: { sessionLost: ['§8.12a'] },
  recusas: [
    { estado: 'showing', evento: { type: 'action.ask', id: '2' }, porque: 'boleto de outro banco: quem liquida é o banco, não o console' },
    { estado: 'showing', evento: { type: 'action.ask', id: '99' }, porque: 'um boleto que não está na página' },
    { estado: 'showing', quando: (s) => s.context.pagina === 1, evento: { type: 'page.go', pagina: 3 }, porque: 'página além da última (12 boletos, 10 por página)' },
    { estado: 'acting', evento: { type: 'action.confirm' }, porque: 'uma segunda confirmação enquanto a liquidação corre' },
  ],
} satisfies Modelo;
