import { tsr } from '@ts-rest/serverless/fetch';
import { atendimentoContract } from '../../contracts/comum/atendimento.contract';
import { soPara } from './acesso';
import { chamadosAbertos, mudarStatusChamado } from './chamados';
import type { Contexto, Dependencias } from './context';

export const mensagensAtendimento = {
  chamadoAtualizado: 'Chamado atualizado.',
  chamadoNaoEncontrado: 'Chamado não encontrado.',
  chamadoJaEncerrado: 'Este chamado já foi encerrado.',
} as const;

/** Staff's ticket queue: list the open tickets, cancel or finalize one (DESIGN.md "Staff"). */
export function atendimentoRouter(deps: Dependencias) {
  const { database } = deps;
  return soPara(['atendente'], tsr.platformContext<Contexto>().router(atendimentoContract, {
    consultarChamadosAtendimento: async ({ query }) => ({ status: 200, body: await chamadosAbertos(database.db, query) }),

    atualizarChamadoAtendimento: async ({ body }, { usuario, agora }) => {
      const resultado = await database.tx((tx) => mudarStatusChamado(tx, { ...body, por: usuario.id, agora }));
      switch (resultado) {
        case 'ok': return { status: 200, body: { mensagem: mensagensAtendimento.chamadoAtualizado } };
        case 'naoEncontrado': return { status: 404, body: { mensagem: mensagensAtendimento.chamadoNaoEncontrado } };
        case 'jaEncerrado': return { status: 409, body: { mensagem: mensagensAtendimento.chamadoJaEncerrado } };
      }
    },
  }));
}
