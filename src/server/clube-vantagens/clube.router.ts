import { and, eq } from 'drizzle-orm';
import { tsr } from '@ts-rest/serverless/fetch';
import { clubeVantagensContract } from '../../contracts/clube-vantagens.contract';
import { formatCPF } from '../../domain/comum/cpf';
import { dataSaoPaulo, formatData, primeiroDiaDoProximoMes } from '../../domain/comum/datas';
import { mensagensClube, metodosDaCompraDoClube, PRECO_CLUBE, valorComRetencao } from '../../domain/clube-vantagens/clube';
import { mensagensPagamento, metodosDoCarrinho } from '../../domain/comum/pagamentos';
import { associadoAtendido, naoAssociadoDe } from '../comum/acesso';
import { enfileirarEmail } from '../comum/outbox';
import type { Contexto, Dependencias } from '../comum/context';
import type { Database } from '../db/database';
import { arquivos, cobrancas, usuarios } from '../db/schema/comum';
import { clubes } from '../db/schema/clube-vantagens';
import {
  clubeVigente, clubeVigenteParaAlterar, proximoProtocolo, statusDoClube, type LinhaClube,
} from './clube.repo';
import { documentoDoTermo, registrarAceite, versaoVigente } from '../comum/termos';
import type { DadosCartao } from '../comum/pagamentos/gateway';
import { cobrar } from '../comum/pagamentos/pagamentos.repo';
import { TERMO_CLUBE } from './termo';

const recusa = (mensagem: string) => ({ status: 400 as const, body: { mensagem } });

/** The club term with the associate's data: what BuscarTermo shows and what an acceptance hashes. */
async function termoDoClube(deps: Dependencias, usuarioId: number) {
  const [u] = await deps.database.db.select().from(usuarios).where(eq(usuarios.id, usuarioId));
  return documentoDoTermo(TERMO_CLUBE.produto, [`Associado: ${u!.nome}`, `CPF: ${formatCPF(u!.cpf)}`, `E-mail: ${u!.email}`]);
}

/** How the club is paid: an associate on the monthly slip, a naoAssociado by credit card (one way per kind of member). */
type FormaDeCompra = { metodo: 'mensalidade' } | { metodo: 'credito'; cartao: DadosCartao };

type ResultadoCompra =
  /** Bought now, or the same key again after it bought: the club as it is now. */
  | { tipo: 'clube'; clube: LinhaClube }
  /** A declined card (now, or the same key again): no club. */
  | { tipo: 'recusado' }
  /** 429: past the card attempt limits (the payments kit's). */
  | { tipo: 'erro'; status: 400 | 409 | 429; mensagem: string };

const erroDeCompra = (status: 400 | 409 | 429, mensagem: string): ResultadoCompra => ({ tipo: 'erro', status, mensagem });
/** The refusal with one literal status per branch, as each route's contract types it. */
const comoErro = (r: { status: 400 | 409 | 429; mensagem: string }) => {
  if (r.status === 429) return { status: 429 as const, body: { mensagem: r.mensagem } };
  return r.status === 400 ? { status: 400 as const, body: { mensagem: r.mensagem } } : { status: 409 as const, body: { mensagem: r.mensagem } };
};

/**
 * The club's purchase, the same code for both ways to pay (issue 11). In one transaction holding the associate's row:
 * the kind of member is read from that row (a flag changed since login counts) and must match the way of paying;
 * a key already used answers its first outcome again through `cobrar` (paid: the club as it is now; declined: the
 * decline; another request under it: 409); a new key while a club is in force is 400 and charges nothing. Then
 * `cobrar` charges R$ 120,00 and the club is created in the same transaction: a decline or a failure leaves no club
 * (a declined charge stays recorded under its key, as the payments kit keeps every attempt).
 */
async function comprarClube(database: Database, { usuario, agora }: Contexto, idempotencyKey: string, forma: FormaDeCompra): Promise<ResultadoCompra> {
  return database.tx(async (tx) => {
    const codSocio = await associadoAtendido(tx, usuario);
    const atual = await clubeVigenteParaAlterar(tx, codSocio, agora);
    const noCartao = forma.metodo === 'credito';
    if ((await naoAssociadoDe(tx, codSocio)) !== noCartao) return erroDeCompra(400, noCartao ? mensagensClube.compraNaMensalidade : mensagensClube.compraNoCartao);
    const [anterior] = await tx.select({ id: cobrancas.id }).from(cobrancas)
      .where(and(eq(cobrancas.codSocio, codSocio), eq(cobrancas.idempotencyKey, idempotencyKey)));
    if (!anterior && atual) return erroDeCompra(400, mensagensClube.jaAdquirido);
    const cobranca = await cobrar(tx, {
      ...forma, codSocio, usuarioId: usuario.id, produto: 'clube-vantagens', idempotencyKey,
      descricao: 'Clube de Vantagens', valor: PRECO_CLUBE, referencia: null, // the associate's row, locked above, guards a second purchase
    }, { agora });
    if (cobranca.tipo === 'recusa') {
      return erroDeCompra(cobranca.status, cobranca.motivo === 'semMensalidade' ? mensagensClube.compraNoCartao : cobranca.mensagem);
    }
    if (cobranca.cobranca.situacao === 'recusada') return { tipo: 'recusado' };
    // the same click again; a key whose subscription already ended never charges a second time
    if (cobranca.repetida) return atual ? { tipo: 'clube', clube: atual } : erroDeCompra(400, mensagensClube.compraJaProcessada);
    // a club whose cancellation took effect is replaced by a new subscription, without its ads, banners, users or images
    await tx.delete(clubes).where(eq(clubes.codSocio, codSocio));
    await tx.delete(arquivos).where(and(eq(arquivos.codSocio, codSocio), eq(arquivos.produto, 'clube-vantagens')));
    const [novo] = await tx.insert(clubes).values({ codSocio, adquiridoEm: agora, valorMensal: PRECO_CLUBE }).returning();
    return { tipo: 'clube', clube: novo! };
  });
}

export function clubeVantagensRouter(deps: Dependencias) {
  const { database } = deps;
  return tsr.platformContext<Contexto>().router(clubeVantagensContract, {
    adquirirClubeVantagens: async ({ body }, ctx) => {
      const r = await comprarClube(database, ctx, body.idempotencyKey, { metodo: 'mensalidade' });
      if (r.tipo === 'clube') return { status: 200, body: statusDoClube(r.clube) };
      if (r.tipo === 'recusado') throw new Error('a mensalidade não recusa: só o cartão');
      if (r.status === 429) throw new Error('a mensalidade não tem limite de tentativas: só o cartão');
      return r.status === 400 ? { status: 400 as const, body: { mensagem: r.mensagem } } : { status: 409 as const, body: { mensagem: r.mensagem } };
    },

    pagamentoCartaoClubeVantagens: async ({ body }, ctx) => {
      // the card lives only for this call: never stored (cobrar keeps brand and last four), never logged
      const cartao = { nome: body.nomeCartao, numero: body.numeroCartao, validade: body.dataExpiracaoCartao, cvc: body.codigoValidacaoCartao };
      const r = await comprarClube(database, ctx, body.idempotencyKey, { metodo: 'credito', cartao });
      if (r.tipo === 'clube') return { status: 200, body: { sucesso: true, mensagem: mensagensClube.compraRealizada, clube: statusDoClube(r.clube) } };
      if (r.tipo === 'recusado') return { status: 200, body: { sucesso: false, mensagem: mensagensPagamento.cartaoRecusado, clube: null } };
      return comoErro(r);
    },

    consultarClubeVantagens: async (_, { usuario, agora }) => {
      const codSocio = await associadoAtendido(database.db, usuario);
      const clube = await clubeVigente(database.db, codSocio, agora);
      if (clube) return { status: 200, body: statusDoClube(clube) };
      // the purchase's cart: how this associate may buy (its row, not the login's)
      const naoAssociado = await naoAssociadoDe(database.db, codSocio);
      return { status: 400, body: { mensagem: mensagensClube.naoAdquirido, ...metodosDoCarrinho(metodosDaCompraDoClube(naoAssociado), naoAssociado) } };
    },

    buscarTermoClubeVantagens: async (_, { usuario, agora }) => {
      if (!(await clubeVigente(database.db, await associadoAtendido(database.db, usuario), agora))) return recusa(mensagensClube.naoAdquirido);
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
      if (!versaoVigente(TERMO_CLUBE.produto, body.dtVersao)) return recusa(mensagensClube.termoDesatualizado);
      const { sha256 } = await termoDoClube(deps, usuario.id);
      return database.tx(async (tx) => {
        const codSocio = await associadoAtendido(tx, usuario);
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
      const clube = await clubeVigente(database.db, await associadoAtendido(database.db, usuario), agora);
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
        const codSocio = await associadoAtendido(tx, usuario);
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
      return database.tx(async (tx) => {
        const codSocio = await associadoAtendido(tx, usuario);
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
  });
}
