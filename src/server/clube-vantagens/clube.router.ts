import { and, eq } from 'drizzle-orm';
import { tsr } from '@ts-rest/serverless/fetch';
import { clubeVantagensContract } from '../../contracts/clube-vantagens.contract';
import { formatCPF } from '../../domain/comum/cpf';
import { dataSaoPaulo, formatData, primeiroDiaDoProximoMes } from '../../domain/comum/datas';
import { mensagensClube, PRECO_CLUBE, valorComRetencao } from '../../domain/clube-vantagens/clube';
import { doAssociado, soPara } from '../comum/acesso';
import { enfileirarEmail } from '../comum/outbox';
import type { Contexto, Dependencias } from '../comum/context';
import { arquivos, cobrancas, usuarios } from '../db/schema/comum';
import { clubes } from '../db/schema/clube-vantagens';
import {
  clubeVigente, clubeVigenteParaAlterar, proximoProtocolo, statusDoClube,
} from './clube.repo';
import { documentoDoTermo, registrarAceite, versaoVigente } from '../comum/termos';
import { cobrar } from '../comum/pagamentos/pagamentos.repo';
import { TERMO_CLUBE } from './termo';

const recusa = (mensagem: string) => ({ status: 400 as const, body: { mensagem } });

/** The club term with the associate's data: what BuscarTermo shows and what an acceptance hashes. */
async function termoDoClube(deps: Dependencias, usuarioId: number) {
  const [u] = await deps.database.db.select().from(usuarios).where(eq(usuarios.id, usuarioId));
  return documentoDoTermo(TERMO_CLUBE.produto, [`Associado: ${u!.nome}`, `CPF: ${formatCPF(u!.cpf)}`, `E-mail: ${u!.email}`]);
}

export function clubeVantagensRouter(deps: Dependencias) {
  const { database } = deps;
  return soPara(['associado'], tsr.platformContext<Contexto>().router(clubeVantagensContract, {
    adquirirClubeVantagens: async ({ body }, { usuario, agora }) => {
      const codSocio = doAssociado(usuario);
      // the club is charged on the monthly slip (DESIGN.md: a naoAssociado has none): nothing is charged
      if (usuario.naoAssociado) return recusa(mensagensClube.semMensalidade);
      return database.tx(async (tx) => {
        const atual = await clubeVigenteParaAlterar(tx, codSocio, agora);
        const [repetida] = await tx.select().from(cobrancas)
          .where(and(eq(cobrancas.codSocio, codSocio), eq(cobrancas.idempotencyKey, body.idempotencyKey)));
        if (repetida) {
          // the same click again; a key whose subscription already ended never charges a second time
          return atual ? { status: 200, body: statusDoClube(atual) } : recusa(mensagensClube.compraJaProcessada);
        }
        if (atual) return recusa(mensagensClube.jaAdquirido);
        // charged on the monthly slip through the payment gateway, before anything else is written
        const cobranca = await cobrar(tx, {
          metodo: 'mensalidade', codSocio, usuarioId: usuario.id, produto: 'clube-vantagens', idempotencyKey: body.idempotencyKey,
          descricao: 'Clube de Vantagens', valor: PRECO_CLUBE, referencia: null, // the associate's row, locked above, guards a second purchase
        }, { agora });
        if (cobranca.tipo === 'recusa') return recusa(cobranca.motivo === 'semMensalidade' ? mensagensClube.semMensalidade : cobranca.mensagem);
        // a club whose cancellation took effect is replaced by a new subscription, without its ads, banners, users or images
        await tx.delete(clubes).where(eq(clubes.codSocio, codSocio));
        await tx.delete(arquivos).where(and(eq(arquivos.codSocio, codSocio), eq(arquivos.produto, 'clube-vantagens')));
        const [novo] = await tx.insert(clubes).values({ codSocio, adquiridoEm: agora, valorMensal: PRECO_CLUBE }).returning();
        return { status: 200, body: statusDoClube(novo!) };
      });
    },

    consultarClubeVantagens: async (_, { usuario, agora }) => {
      const clube = await clubeVigente(database.db, doAssociado(usuario), agora);
      return clube ? { status: 200, body: statusDoClube(clube) } : recusa(mensagensClube.naoAdquirido);
    },

    buscarTermoClubeVantagens: async (_, { usuario, agora }) => {
      if (!(await clubeVigente(database.db, doAssociado(usuario), agora))) return recusa(mensagensClube.naoAdquirido);
      const { pdf, versao, texto } = await termoDoClube(deps, usuario.id);
      return {
        status: 200,
        body: {
          file: { fileContents: Buffer.from(pdf).toString('base64'), fileDownloadName: 'termo-clube-vantagens.pdf' },
          dtVersao: versao,
          texto, // the lines the PDF was rendered from: phones read the term as page text
        },
      };
    },

    aceitarTermoClubeVantagens: async ({ body }, requisicao) => {
      const { usuario, agora } = requisicao;
      const codSocio = doAssociado(usuario);
      if (!versaoVigente(TERMO_CLUBE.produto, body.dtVersao)) return recusa(mensagensClube.termoDesatualizado);
      const { sha256 } = await termoDoClube(deps, usuario.id);
      return database.tx(async (tx) => {
        const clube = await clubeVigenteParaAlterar(tx, codSocio, agora);
        if (!clube) return recusa(mensagensClube.naoAdquirido);
        if (clube.termoAceiteId !== null) return { status: 200, body: { mensagem: mensagensClube.termoAssinado } }; // retry: same outcome
        const aceiteId = await registrarAceite(tx, requisicao, {
          usuarioId: usuario.id, codSocio, produto: 'clube-vantagens', finalidade: 'termo', dtVersao: body.dtVersao, browserData: body.browserData, pdfSha256: sha256,
        });
        await tx.update(clubes).set({ termoAceiteId: aceiteId }).where(eq(clubes.codSocio, codSocio));
        return { status: 200, body: { mensagem: mensagensClube.termoAssinado } };
      });
    },

    consultarRetencaoClubeVantagens: async (_, { usuario, agora }) => {
      const clube = await clubeVigente(database.db, doAssociado(usuario), agora);
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
      const codSocio = doAssociado(usuario);
      return database.tx(async (tx) => {
        const clube = await clubeVigenteParaAlterar(tx, codSocio, agora);
        if (!clube) return recusa(mensagensClube.naoAdquirido);
        if (clube.retencaoAceitaEm !== null || clube.dtCancelamento !== null) return recusa(mensagensClube.retencaoIndisponivel);
        const valorMensal = valorComRetencao(clube.valorMensal);
        await registrarAceite(tx, requisicao, { usuarioId: usuario.id, codSocio, produto: 'clube-vantagens', finalidade: 'retencao', dtVersao: body.dtVersao, browserData: body.browserData });
        await tx.update(clubes).set({ valorMensal, retencaoAceitaEm: agora }).where(eq(clubes.codSocio, codSocio));
        return { status: 200, body: { mensagem: mensagensClube.retencaoAceita(valorMensal), valorMensal } };
      });
    },

    cancelarClubeVantagens: async ({ body }, requisicao) => {
      const { usuario, agora } = requisicao;
      const codSocio = doAssociado(usuario);
      return database.tx(async (tx) => {
        const clube = await clubeVigenteParaAlterar(tx, codSocio, agora);
        if (!clube) return recusa(mensagensClube.naoAdquirido);
        if (clube.protocoloCancelamento) return recusa(mensagensClube.cancelamentoJaSolicitado(clube.protocoloCancelamento));
        const protocolo = await proximoProtocolo(tx, agora);
        const dtCancelamento = primeiroDiaDoProximoMes(agora);
        await registrarAceite(tx, requisicao, { usuarioId: usuario.id, codSocio, produto: 'clube-vantagens', finalidade: 'cancelamento', dtVersao: body.dtVersao, browserData: body.browserData });
        await tx.update(clubes).set({ cancelamentoSolicitadoEm: agora, dtCancelamento, protocoloCancelamento: protocolo })
          .where(eq(clubes.codSocio, codSocio));
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
