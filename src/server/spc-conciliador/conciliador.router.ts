import { eq } from 'drizzle-orm';
import { tsr } from '@ts-rest/serverless/fetch';
import type { z } from 'zod';
import { spcConciliadorContract, type CartaoConciliador } from '../../contracts/spc-conciliador.contract';
import { mensagensConciliador, referenciaDaSolicitacao } from '../../domain/spc-conciliador/conciliador';
import { associadoAtendido } from '../comum/acesso';
import { abrirChamado } from '../comum/chamados';
import type { Contexto, Dependencias } from '../comum/context';
import { cobrar, respostaDaCobranca, type PedidoDeCobranca } from '../comum/pagamentos/pagamentos.repo';
import { documentoDoTermo, registrarAceite, versaoVigente } from '../comum/termos';
import type { Database, Tx } from '../db/database';
import { solicitacoesConciliador } from '../db/schema/spc-conciliador';
import {
  gravarPendente, identificacaoDoTermo, operadoras, paraPagar, planos, solicitacoesDoAssociado, travarSolicitacao,
} from './conciliador.repo';
import { TERMO_CONCILIADOR } from './termo';

const recusa = (mensagem: string) => ({ status: 400 as const, body: { mensagem } });
const naoEncontrada = { status: 404 as const, body: { mensagem: mensagensConciliador.solicitacaoNaoEncontrada } };

/** The request's term: its PDF, and the lines it was rendered from (what the screen shows and the acceptance hashes). */
async function termoDa(db: Parameters<typeof identificacaoDoTermo>[0], solicitacaoId: number) {
  const id = await identificacaoDoTermo(db, solicitacaoId);
  return { ...(await documentoDoTermo(TERMO_CONCILIADOR.produto, id.linhas)), ...id };
}

type Metodo =
  | { metodo: 'credito' | 'debito'; cartao: z.infer<typeof CartaoConciliador> }
  | { metodo: 'boleto' }
  | { metodo: 'mensalidade' };

/**
 * One payment of a request (§7): the request is locked, must be the caller's (else 404) and await payment
 * (term accepted, ticket Classificado: else 400), then `cobrar` charges its amount under referencia
 * `conciliador:<id>` (a second charge of it under another key: 409; the same key: the first answer again).
 * Paid, the request reads Ativo (solicitacoesDoAssociado); a boleto when settled.
 */
async function pagar(database: Database, ctx: Contexto, solicitacaoId: number, idempotencyKey: string, m: Metodo) {
  const { usuario, agora } = ctx;
  return database.tx(async (tx: Tx) => {
    const codSocio = await associadoAtendido(tx, usuario);
    if (!(await travarSolicitacao(tx, codSocio, solicitacaoId))) return naoEncontrada;
    const s = await paraPagar(tx, solicitacaoId);
    if (s.aceiteId === null || s.statusChamado !== 'Classificado') return recusa(mensagensConciliador.naoAguardaPagamento);
    const base = {
      codSocio, usuarioId: usuario.id, produto: 'spc-conciliador' as const, idempotencyKey,
      descricao: mensagensConciliador.descricaoCobranca(s.plano), valor: s.valorDevido, referencia: referenciaDaSolicitacao(solicitacaoId),
    };
    const pedido: PedidoDeCobranca = m.metodo === 'credito' || m.metodo === 'debito'
      ? {
        ...base, metodo: m.metodo,
        cartao: { nome: m.cartao.nomeCartao, numero: m.cartao.numeroCartao, validade: m.cartao.dataExpiracaoCartao, cvc: m.cartao.codigoValidacaoCartao },
      }
      : { ...base, metodo: m.metodo };
    return comoResposta(respostaDaCobranca(await cobrar(tx, pedido, { agora })));
  });
}

/** The gateway kit's answer with one literal status per branch, as each route's contract types it. */
function comoResposta(r: ReturnType<typeof respostaDaCobranca>) {
  if (r.status === 200) return { status: 200 as const, body: r.body };
  if (r.status === 429) return { status: 429 as const, body: r.body };
  return r.status === 400 ? { status: 400 as const, body: r.body } : { status: 409 as const, body: r.body };
}
/** A boleto's answer always names its URL (§7 urlBoleto), its line and due date; a boleto is never past a card limit (no 429). */
async function comBoleto(r: ReturnType<typeof pagar>) {
  const x = await r;
  if (x.status === 429) throw new Error('boleto recusado por limite de cartão');
  return x.status === 200
    ? { status: 200 as const, body: { ...x.body, urlBoleto: x.body.urlBoleto ?? null, linhaDigitavel: x.body.linhaDigitavel ?? null, vencimento: x.body.vencimento ?? null } }
    : x;
}
/** The monthly slip has no card limit (no 429). */
async function semLimite(r: ReturnType<typeof pagar>) {
  const x = await r;
  if (x.status === 429) throw new Error('mensalidade recusada por limite de cartão');
  return x;
}

/** SPC Conciliador (§7 "Reconciliation"): catalogue, contract + term, acceptance, requests and payments. Associates only. */
export function spcConciliadorRouter(deps: Dependencias) {
  const { database } = deps;
  return tsr.platformContext<Contexto>().router(spcConciliadorContract, {
    consultarPlanosSpcConciliador: async () => ({ status: 200, body: await planos(database.db) }),

    consultarOperadorasSpcConciliador: async () => ({ status: 200, body: await operadoras(database.db) }),

    incluirSpcConciliador: async ({ body }, { usuario, agora }) => {
      const r = await database.tx(async (tx) => gravarPendente(tx, { codSocio: await associadoAtendido(tx, usuario), usuarioId: usuario.id, agora, ...body }));
      if (!r.ok) return recusa(r.motivo === 'plano' ? mensagensConciliador.planoNaoEncontrado : mensagensConciliador.operadoraNaoEncontrada);
      const { pdf, versao, texto, sha256 } = await termoDa(database.db, r.solicitacaoId);
      return {
        status: 200,
        body: {
          file: { fileContents: Buffer.from(pdf).toString('base64'), fileDownloadName: `termo-spc-conciliador-${r.solicitacaoId}.pdf` },
          dtVersao: versao,
          solicitacaoId: r.solicitacaoId,
          sha256,
          texto,
        },
      };
    },

    aceitarTermoSpcConciliador: async ({ body }, requisicao) => {
      const { usuario, agora } = requisicao;
      if (!versaoVigente(TERMO_CONCILIADOR.produto, body.dtVersao)) return recusa(mensagensConciliador.termoDesatualizado);
      const aceito = { status: 200 as const, body: { mensagem: mensagensConciliador.termoAceito, solicitacaoId: body.solicitacaoId } };
      return database.tx(async (tx) => {
        const codSocio = await associadoAtendido(tx, usuario);
        const linha = await travarSolicitacao(tx, codSocio, body.solicitacaoId);
        if (!linha) return naoEncontrada;
        if (linha.aceiteId !== null) return aceito; // a retry: same outcome, one acceptance, one ticket
        const termo = await termoDa(tx, linha.id);
        // the term read is the term accepted: another tab may have confirmed other choices since (one pending contract)
        if (termo.sha256 !== body.sha256) return { status: 409 as const, body: { mensagem: mensagensConciliador.termoMudou, motivo: 'termoMudou' as const } };
        // issue 19: one request in the staff's classification queue per associate, opened first so a refusal writes nothing
        const chamadoId = await abrirChamado(tx, {
          codSocio, produto: 'spc-conciliador', tipo: 'classificacao', por: usuario.id, agora,
          label: mensagensConciliador.rotuloChamado(termo.plano, termo.qtdeCNPJs, termo.qtdeOperadoras),
        });
        if (chamadoId === null) return { status: 409 as const, body: { mensagem: mensagensConciliador.classificacaoEmAberto, motivo: 'classificacaoEmAberto' as const } };
        const aceiteId = await registrarAceite(tx, requisicao, {
          usuarioId: usuario.id, codSocio, produto: 'spc-conciliador', finalidade: 'termo', dtVersao: body.dtVersao, browserData: body.browserData, pdfSha256: termo.sha256,
        });
        await tx.update(solicitacoesConciliador).set({ aceiteId, chamadoId, atualizadoEm: agora }).where(eq(solicitacoesConciliador.id, linha.id));
        return aceito;
      });
    },

    consultarSpcConciliador: async (_, { usuario, agora }) => ({ status: 200, body: await solicitacoesDoAssociado(database.db, await associadoAtendido(database.db, usuario), agora) }),

    registrarBoletoSpcConciliador: ({ body }, ctx) => comBoleto(pagar(database, ctx, body.solicitacaoId, body.idempotencyKey, { metodo: 'boleto' })),
    pagamentoCreditoSpcConciliador: ({ body }, ctx) => pagar(database, ctx, body.solicitacaoId, body.idempotencyKey, { metodo: 'credito', cartao: body }),
    pagamentoDebitoSpcConciliador: ({ body }, ctx) => pagar(database, ctx, body.solicitacaoId, body.idempotencyKey, { metodo: 'debito', cartao: body }),
    pagamentoBoletoMensalSpcConciliador: ({ body }, ctx) => semLimite(pagar(database, ctx, body.solicitacaoId, body.idempotencyKey, { metodo: 'mensalidade' })),
  });
}
