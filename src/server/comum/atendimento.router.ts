import { tsr } from '@ts-rest/serverless/fetch';
import { atendimentoContract } from '../../contracts/comum/atendimento.contract';
import { formatData } from '../../domain/comum/datas';
import { boletosAguardando, liquidarBoletoDoSandbox } from './atendimento/boletos';
import { detalheDoChamado } from './atendimento/chamado';
import { mensagensEncerramento, recusaDoEncerramento, type RegistroDoAtendimento } from './atendimento/detalhes';
import { aplicarAtualizacao, revisarDocumentacao } from './atendimento/revisao';
import { chamadosAbertos, mudarStatusChamado } from './chamados';
import type { Contexto, Dependencias } from './context';

export const mensagensAtendimento = {
  chamadoAtualizado: 'Chamado atualizado.',
  chamadoNaoEncontrado: 'Chamado não encontrado.',
  chamadoJaEncerrado: 'Este chamado já foi encerrado.',
  ...mensagensEncerramento,
  revisaoConcluida: 'Análise concluída.',
  revisaoIncompleta: 'Revise todos os documentos do chamado.',
  atualizacaoAplicada: 'Atualização aplicada.',
  semCadastro: 'Este associado não tem cadastro para atualizar.',
  boletoLiquidado: 'Boleto liquidado.',
  boletoNaoEncontrado: 'Boleto não encontrado.',
  // a boleto leaves 'aguardando' only by being settled (a boleto is never declined)
  boletoJaLiquidado: 'Este boleto já foi liquidado.',
  boletoForaDoSandbox: 'Só boletos do ambiente de testes (banco 999) podem ser liquidados por aqui.',
  /** `ultimoDia` yyyy-mm-dd: the boleto's last settlement day (ultimoDiaDeLiquidacao). */
  boletoVencido: (ultimoDia: string) =>
    `Boleto vencido: o banco não recebe após o vencimento e o prazo de compensação terminou em ${formatData(ultimoDia)}.`,
} as const;

/**
 * Staff's console (DESIGN.md "Staff"): the ticket queue, one ticket with its request, cancel or finalize it (a
 * documentation ticket by its review, a data update by applying it, issue 21); the
 * boletos awaiting payment, settle a sandbox one. Staff only: the contract's metadata, checked by app.ts before the
 * body is read (any other perfil: 403, nothing written).
 */
export function atendimentoRouter(deps: Dependencias, registro: RegistroDoAtendimento) {
  const { database } = deps;
  return tsr.platformContext<Contexto>().router(atendimentoContract, {
    consultarChamadosAtendimento: async ({ query }) => ({ status: 200, body: await chamadosAbertos(database.db, query) }),

    atualizarChamadoAtendimento: async ({ body }, { usuario, agora }) => {
      const resultado = await database.tx((tx) => mudarStatusChamado(tx, { ...body, por: usuario.id, agora }, (chamado, status) => recusaDoEncerramento(registro, chamado, status)));
      switch (resultado) {
        case 'ok': return { status: 200, body: { mensagem: mensagensAtendimento.chamadoAtualizado } };
        case 'naoEncontrado': return { status: 404, body: { mensagem: mensagensAtendimento.chamadoNaoEncontrado } };
        case 'jaEncerrado': return { status: 409, body: { mensagem: mensagensAtendimento.chamadoJaEncerrado } };
        default: return { status: 409, body: { mensagem: resultado.recusa } };
      }
    },

    revisarDocumentacaoAtendimento: async ({ body }, { usuario, agora }) => {
      const resultado = await database.tx((tx) => revisarDocumentacao(registro, tx, body, usuario.id, agora));
      switch (resultado) {
        case 'ok': return { status: 200, body: { mensagem: mensagensAtendimento.revisaoConcluida } };
        case 'naoEncontrado': return { status: 404, body: { mensagem: mensagensAtendimento.chamadoNaoEncontrado } };
        case 'jaEncerrado': return { status: 409, body: { mensagem: mensagensAtendimento.chamadoJaEncerrado } };
        case 'incompleta': return { status: 400, body: { mensagem: mensagensAtendimento.revisaoIncompleta } };
      }
    },

    aplicarAtualizacaoAtendimento: async ({ body }, { usuario, agora }) => {
      const resultado = await database.tx((tx) => aplicarAtualizacao(registro, tx, body.chamadoId, usuario.id, agora));
      switch (resultado) {
        case 'ok': return { status: 200, body: { mensagem: mensagensAtendimento.atualizacaoAplicada } };
        case 'naoEncontrado': return { status: 404, body: { mensagem: mensagensAtendimento.chamadoNaoEncontrado } };
        case 'jaEncerrado': return { status: 409, body: { mensagem: mensagensAtendimento.chamadoJaEncerrado } };
        case 'semCadastro': return { status: 409, body: { mensagem: mensagensAtendimento.semCadastro } };
      }
    },

    consultarChamadoAtendimento: async ({ params }, { agora }) => {
      const detalhe = await detalheDoChamado(registro, database.db, params.chamadoId, agora);
      return detalhe ? { status: 200, body: detalhe } : { status: 404, body: { mensagem: mensagensAtendimento.chamadoNaoEncontrado } };
    },

    consultarBoletosAguardandoAtendimento: async ({ query }, { agora }) => ({ status: 200, body: await boletosAguardando(database.db, query, agora) }),

    liquidarBoletoAtendimento: async ({ body }, { agora }) => {
      const resultado = await database.tx((tx) => liquidarBoletoDoSandbox(tx, body.cobrancaId, agora));
      switch (resultado.tipo) {
        case 'ok': return { status: 200, body: { mensagem: mensagensAtendimento.boletoLiquidado } };
        case 'naoEncontrado': return { status: 404, body: { mensagem: mensagensAtendimento.boletoNaoEncontrado } };
        case 'foraDoSandbox': return { status: 400, body: { mensagem: mensagensAtendimento.boletoForaDoSandbox } };
        case 'jaLiquidado': return { status: 409, body: { mensagem: mensagensAtendimento.boletoJaLiquidado } };
        case 'vencido': return { status: 409, body: { mensagem: mensagensAtendimento.boletoVencido(resultado.ultimoDia) } };
      }
    },
  });
}
