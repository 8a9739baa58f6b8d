import { and, eq } from 'drizzle-orm';
import { tsr } from '@ts-rest/serverless/fetch';
import { clubeVantagensContract } from '../../contracts/clube-vantagens.contract';
import { formatCPF } from '../../domain/comum/cpf';
import { dataSaoPaulo, formatData, primeiroDiaDoProximoMes } from '../../domain/comum/datas';
import { formatBRL } from '../../domain/comum/dinheiro';
import {
  mensagensClube, PRECO_CLUBE, valorComRetencao, VERSAO_TERMO_CLUBE,
} from '../../domain/clube-vantagens/clube';
import { soPara } from '../comum/acesso';
import { enfileirarEmail } from '../comum/outbox';
import type { Contexto, Dependencias } from '../comum/context';
import { cobrancas, usuarios } from '../db/schema/comum';
import { clubes } from '../db/schema/clube-vantagens';
import {
  clubeVigente, clubeVigenteParaAlterar, proximoProtocolo, statusDoClube,
} from './clube.repo';
import { registrarAceite } from '../comum/aceites.repo';
import { gerarTermoPdf } from '../comum/termos-pdf';

const recusa = (mensagem: string) => ({ status: 400 as const, body: { mensagem } });

/** The club term with the associate's data: what BuscarTermo shows and what an acceptance hashes. */
async function termoDoClube(deps: Dependencias, usuarioId: number) {
  const [u] = await deps.database.db.select().from(usuarios).where(eq(usuarios.id, usuarioId));
  return gerarTermoPdf({
    titulo: 'Termo de Adesão ao Clube de Vantagens',
    dtVersao: VERSAO_TERMO_CLUBE,
    identificacao: [`Associado: ${u!.nome}`, `CPF: ${formatCPF(u!.cpf)}`, `E-mail: ${u!.email}`],
    clausulas: [
      `O Clube de Vantagens custa ${formatBRL(PRECO_CLUBE)} por mês, lançados na mensalidade do associado.`,
      'Com o clube o associado pode cadastrar anúncios com descontos, um banner em destaque por vez e os usuários do clube (CPF e nome) que podem usar os descontos.',
      'O associado declara que as informações e imagens dos anúncios são verdadeiras e que tem o direito de usá-las.',
      'O cancelamento pode ser pedido a qualquer momento pelo portal e vale a partir do primeiro dia do mês seguinte ao pedido; a partir dessa data os anúncios e os usuários do clube são suspensos. Cashback não resgatado não é coberto.',
      'O aceite deste termo é registrado com data e hora do servidor, o endereço IP de origem, os dados do navegador e a impressão digital (SHA-256) deste documento.',
    ],
  });
}

export function clubeVantagensRouter(deps: Dependencias) {
  const { database } = deps;
  return soPara(['associado'], tsr.platformContext<Contexto>().router(clubeVantagensContract, {
    adquirirClubeVantagens: async ({ body }, { usuario, agora }) => {
      return database.tx(async (tx) => {
        const atual = await clubeVigenteParaAlterar(tx, usuario.id, agora);
        const [repetida] = await tx.select().from(cobrancas)
          .where(and(eq(cobrancas.usuarioId, usuario.id), eq(cobrancas.idempotencyKey, body.idempotencyKey)));
        if (repetida) {
          // the same click again; a key whose subscription already ended never charges a second time
          return atual ? { status: 200, body: statusDoClube(atual) } : recusa(mensagensClube.compraJaProcessada);
        }
        if (atual) return recusa(mensagensClube.jaAdquirido);
        // a club whose cancellation took effect is replaced by a new subscription
        await tx.delete(clubes).where(eq(clubes.usuarioId, usuario.id));
        await tx.insert(cobrancas).values({
          usuarioId: usuario.id, idempotencyKey: body.idempotencyKey, descricao: 'Clube de Vantagens', valor: PRECO_CLUBE,
        });
        const [novo] = await tx.insert(clubes).values({ usuarioId: usuario.id, adquiridoEm: agora, valorMensal: PRECO_CLUBE }).returning();
        return { status: 200, body: statusDoClube(novo!) };
      });
    },

    consultarClubeVantagens: async (_, { usuario, agora }) => {
      const clube = await clubeVigente(database.db, usuario.id, agora);
      return clube ? { status: 200, body: statusDoClube(clube) } : recusa(mensagensClube.naoAdquirido);
    },

    buscarTermoClubeVantagens: async (_, { usuario, agora }) => {
      if (!(await clubeVigente(database.db, usuario.id, agora))) return recusa(mensagensClube.naoAdquirido);
      const { pdf } = await termoDoClube(deps, usuario.id);
      return {
        status: 200,
        body: {
          file: { fileContents: Buffer.from(pdf).toString('base64'), fileDownloadName: 'termo-clube-vantagens.pdf' },
          dtVersao: VERSAO_TERMO_CLUBE,
        },
      };
    },

    aceitarTermoClubeVantagens: async ({ body }, requisicao) => {
      const { usuario, agora } = requisicao;
      if (body.dtVersao !== VERSAO_TERMO_CLUBE) return recusa(mensagensClube.termoDesatualizado);
      const { sha256 } = await termoDoClube(deps, usuario.id);
      return database.tx(async (tx) => {
        const clube = await clubeVigenteParaAlterar(tx, usuario.id, agora);
        if (!clube) return recusa(mensagensClube.naoAdquirido);
        if (clube.termoAceiteId !== null) return { status: 200, body: { mensagem: mensagensClube.termoAssinado } }; // retry: same outcome
        const aceiteId = await registrarAceite(tx, requisicao, {
          usuarioId: usuario.id, produto: 'clube-vantagens', finalidade: 'termo', dtVersao: body.dtVersao, browserData: body.browserData, pdfSha256: sha256,
        });
        await tx.update(clubes).set({ termoAceiteId: aceiteId }).where(eq(clubes.usuarioId, usuario.id));
        return { status: 200, body: { mensagem: mensagensClube.termoAssinado } };
      });
    },

    consultarRetencaoClubeVantagens: async (_, { usuario, agora }) => {
      const clube = await clubeVigente(database.db, usuario.id, agora);
      if (!clube) return recusa(mensagensClube.naoAdquirido);
      return {
        status: 200,
        body: {
          ofertarRetencao: clube.retencaoAceitaEm === null && clube.dtCancelamento === null,
          valorMensal: clube.valorMensal,
          valorComDesconto: valorComRetencao(clube.valorMensal),
          dtCancelamento: clube.dtCancelamento ?? primeiroDiaDoProximoMes(agora),
        },
      };
    },

    aceitarRetencaoClubeVantagens: async ({ body }, requisicao) => {
      const { usuario, agora } = requisicao;
      return database.tx(async (tx) => {
        const clube = await clubeVigenteParaAlterar(tx, usuario.id, agora);
        if (!clube) return recusa(mensagensClube.naoAdquirido);
        if (clube.retencaoAceitaEm !== null || clube.dtCancelamento !== null) return recusa(mensagensClube.retencaoIndisponivel);
        const valorMensal = valorComRetencao(clube.valorMensal);
        await registrarAceite(tx, requisicao, { usuarioId: usuario.id, produto: 'clube-vantagens', finalidade: 'retencao', dtVersao: body.dtVersao, browserData: body.browserData });
        await tx.update(clubes).set({ valorMensal, retencaoAceitaEm: agora }).where(eq(clubes.usuarioId, usuario.id));
        return { status: 200, body: { mensagem: mensagensClube.retencaoAceita(valorMensal), valorMensal } };
      });
    },

    cancelarClubeVantagens: async ({ body }, requisicao) => {
      const { usuario, agora } = requisicao;
      return database.tx(async (tx) => {
        const clube = await clubeVigenteParaAlterar(tx, usuario.id, agora);
        if (!clube) return recusa(mensagensClube.naoAdquirido);
        if (clube.protocoloCancelamento) return recusa(mensagensClube.cancelamentoJaSolicitado(clube.protocoloCancelamento));
        const protocolo = await proximoProtocolo(tx, agora);
        const dtCancelamento = primeiroDiaDoProximoMes(agora);
        await registrarAceite(tx, requisicao, { usuarioId: usuario.id, produto: 'clube-vantagens', finalidade: 'cancelamento', dtVersao: body.dtVersao, browserData: body.browserData });
        await tx.update(clubes).set({ cancelamentoSolicitadoEm: agora, dtCancelamento, protocoloCancelamento: protocolo })
          .where(eq(clubes.usuarioId, usuario.id));
        const mensagem = mensagensClube.cancelamentoSolicitado(protocolo, dtCancelamento);
        await enfileirarEmail(tx, {
          para: usuario.email,
          assunto: `Cancelamento do Clube de Vantagens: protocolo ${protocolo}`,
          corpo: `${mensagem}\n\nPedido registrado em ${formatData(dataSaoPaulo(agora))}.`,
        });
        return { status: 200, body: { mensagem, protocolo, dtCancelamento } };
      });
    },
  }));
}
