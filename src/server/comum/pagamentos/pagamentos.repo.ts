/**
 * Every product's charge goes through `cobrar` (docs/decisions/platform.md "Payments (issue 11, server kit)"):
 * one row of `cobrancas` per idempotency key, written in the caller's transaction with what the charge
 * unlocks, so a retry, a double click or a second tab charges once.
 */
import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { dataSaoPaulo } from '../../../domain/comum/datas';
import { mensagensPagamento, type MetodoPagamento, type SituacaoCobranca } from '../../../domain/comum/pagamentos';
import type { Produto } from '../../../domain/comum/produtos';
import type { Tx } from '../../db/database';
import { associados, cobrancas } from '../../db/schema/comum';
import { gravarArquivo } from '../arquivos.repo';
import { MIME } from '../arquivos';
import { linhaDigitavel, pdfDoBoleto, VALOR_MAXIMO_BOLETO, vencimentoEmDiasUteis } from './boleto';
import { recusaLocal, resumoDoCartao } from './cartoes';
import type { DadosCartao, PaymentGateway } from './gateway';
import { gatewaySandbox } from './sandbox';

/** A boleto is due this many São Paulo business days after it is issued, unless the product says otherwise. */
export const DIAS_UTEIS_BOLETO = 3;
/** Who the slip names as beneficiary. */
export const BENEFICIARIO = 'Portal do Associado';

interface PedidoBase {
  codSocio: string;
  /** The login that pressed Pagar (the associate's, or its consultant's). */
  usuarioId: number;
  produto: Produto;
  idempotencyKey: string;
  /** What the associate reads on the slip or statement, ≤ 120 characters. */
  descricao: string;
  /** Centavos, > 0. */
  valor: number;
  /** What is paid (`reserva:12`, `conciliador:3`…): a second charge of it under another key is a conflict. null: the caller guards repeats itself. */
  referencia: string | null;
}
export type PedidoDeCobranca = PedidoBase & (
  | { metodo: 'credito' | 'debito'; cartao: DadosCartao }
  | { metodo: 'boleto'; diasUteis?: number }
  | { metodo: 'mensalidade' }
);

/** A charge as products and the route layer see it: never a card number or CVC (there is none to show). */
export interface Cobranca {
  id: number;
  codSocio: string;
  produto: string;
  metodo: MetodoPagamento;
  situacao: SituacaoCobranca;
  descricao: string;
  valor: number;
  referencia: string | null;
  bandeira: string | null;
  finalCartao: string | null;
  linhaDigitavel: string | null;
  vencimento: string | null;
  /** The boleto's PDF: GET /api/arquivos/:id. */
  arquivoId: number | null;
}

export type ResultadoCobranca =
  /** The charge (new, or the first answer again when `repetida`): paga, recusada (a declined card) or aguardando (a boleto). */
  | { tipo: 'cobranca'; cobranca: Cobranca; repetida: boolean }
  /** Nothing charged: 409 for a reused key or something already charged, 400 for the monthly slip of a naoAssociado. */
  | { tipo: 'recusa'; status: 400 | 409; motivo: 'chaveReutilizada' | 'jaCobrado' | 'semMensalidade'; mensagem: string };

const vista = (r: typeof cobrancas.$inferSelect): Cobranca => ({
  id: r.id, codSocio: r.codSocio, produto: r.produto, metodo: r.metodo, situacao: r.situacao, descricao: r.descricao, valor: r.valor,
  referencia: r.referencia, bandeira: r.bandeira, finalCartao: r.finalCartao, linhaDigitavel: r.linhaDigitavel, vencimento: r.vencimento, arquivoId: r.arquivoId,
});

/** What makes two requests under one key "the same": never the card number or CVC, only what the row keeps of them. */
function hashDoPedido(p: PedidoDeCobranca): string {
  const cartao = p.metodo === 'credito' || p.metodo === 'debito' ? resumoDoCartao(p.cartao) : null;
  const partes = [p.metodo, p.produto, p.referencia, p.descricao, p.valor, cartao?.bandeira, cartao?.finalCartao, cartao?.validade, p.metodo === 'boleto' ? p.diasUteis ?? DIAS_UTEIS_BOLETO : null];
  return createHash('sha256').update(JSON.stringify(partes)).digest('hex');
}

/**
 * Charges once per (associate, idempotency key), in the caller's transaction `tx` (roll it back and nothing
 * was charged). The row is inserted first: a concurrent call with the same key (or the same `referencia`)
 * waits on the unique index until this transaction ends, then reads the outcome instead of charging.
 * The processor is called only by the call whose insert won. A card the portal's own checks refuse is
 * recorded as declined without reaching the processor.
 */
export async function cobrar(
  tx: Tx, pedido: PedidoDeCobranca, opcoes: { agora: Date; gateway?: PaymentGateway },
): Promise<ResultadoCobranca> {
  const gateway = opcoes.gateway ?? gatewaySandbox;
  if (!Number.isInteger(pedido.valor) || pedido.valor < 1 || pedido.valor > Math.min(VALOR_MAXIMO_BOLETO, 2_147_483_647)) {
    throw new Error(`valor de cobrança inválido: ${pedido.valor}`);
  }
  if (pedido.metodo === 'mensalidade') {
    // read from the associate's row, not the session: a flag changed since login counts
    const [dono] = await tx.select({ naoAssociado: associados.naoAssociado }).from(associados).where(eq(associados.codSocio, pedido.codSocio));
    if (!dono) throw new Error('associado inexistente');
    if (dono.naoAssociado) return { tipo: 'recusa', status: 400, motivo: 'semMensalidade', mensagem: mensagensPagamento.semMensalidade };
  }
  const hoje = dataSaoPaulo(opcoes.agora);
  const pedidoSha256 = hashDoPedido(pedido);
  const cartao = pedido.metodo === 'credito' || pedido.metodo === 'debito' ? pedido.cartao : null;
  const resumo = cartao ? resumoDoCartao(cartao) : null;
  const recusa = cartao ? recusaLocal(cartao, hoje) : null;

  for (let tentativa = 0; tentativa < 3; tentativa++) {
    const [nova] = await tx.insert(cobrancas).values({
      codSocio: pedido.codSocio, usuarioId: pedido.usuarioId, produto: pedido.produto, idempotencyKey: pedido.idempotencyKey,
      descricao: pedido.descricao, valor: pedido.valor, referencia: pedido.referencia, metodo: pedido.metodo, pedidoSha256,
      situacao: recusa ? 'recusada' : pedido.metodo === 'boleto' ? 'aguardando' : 'paga',
      motivoRecusa: recusa, bandeira: resumo?.bandeira ?? null, finalCartao: resumo?.finalCartao ?? null,
    }).onConflictDoNothing().returning();
    if (nova) return { tipo: 'cobranca', cobranca: vista(await concluir(tx, nova, pedido, { recusa, hoje, agora: opcoes.agora, gateway })), repetida: false };

    const [mesmaChave] = await tx.select().from(cobrancas)
      .where(and(eq(cobrancas.codSocio, pedido.codSocio), eq(cobrancas.idempotencyKey, pedido.idempotencyKey)));
    if (mesmaChave) {
      return mesmaChave.pedidoSha256 === pedidoSha256
        ? { tipo: 'cobranca', cobranca: vista(mesmaChave), repetida: true }
        : { tipo: 'recusa', status: 409, motivo: 'chaveReutilizada', mensagem: mensagensPagamento.chaveReutilizada };
    }
    if (pedido.referencia !== null) {
      const [jaCobrada] = await tx.select({ id: cobrancas.id }).from(cobrancas).where(and(
        eq(cobrancas.codSocio, pedido.codSocio), eq(cobrancas.referencia, pedido.referencia), ne(cobrancas.situacao, 'recusada'),
      ));
      if (jaCobrada) return { tipo: 'recusa', status: 409, motivo: 'jaCobrado', mensagem: mensagensPagamento.jaCobrado };
    }
    // the row in the way was declined or rolled back meanwhile: try the insert again
  }
  throw new Error('cobrança disputada demais: tente novamente');
}

/** The new row's outcome: the processor's answer, the boleto's barcode and PDF. */
async function concluir(
  tx: Tx, linha: typeof cobrancas.$inferSelect, pedido: PedidoDeCobranca,
  c: { recusa: string | null; hoje: string; agora: Date; gateway: PaymentGateway },
): Promise<typeof cobrancas.$inferSelect> {
  const atualizar = async (campos: Partial<typeof cobrancas.$inferInsert>) =>
    (await tx.update(cobrancas).set(campos).where(eq(cobrancas.id, linha.id)).returning())[0]!;
  switch (pedido.metodo) {
    case 'credito':
    case 'debito': {
      if (c.recusa) return linha;
      const r = await c.gateway.autorizarCartao({ tipo: pedido.metodo, cartao: pedido.cartao, valor: pedido.valor, chave: pedido.idempotencyKey });
      return r.aprovado ? atualizar({ pagaEm: c.agora }) : atualizar({ situacao: 'recusada', motivoRecusa: r.motivo });
    }
    case 'mensalidade':
      await c.gateway.lancarNaMensalidade({ codSocio: pedido.codSocio, valor: pedido.valor, descricao: pedido.descricao, chave: pedido.idempotencyKey });
      return atualizar({ pagaEm: c.agora });
    case 'boleto': {
      const vencimento = vencimentoEmDiasUteis(c.hoje, pedido.diasUteis ?? DIAS_UTEIS_BOLETO);
      const { codigoBarras } = await c.gateway.registrarBoleto({ nossoNumero: linha.id, valor: pedido.valor, vencimento });
      const linhaDig = linhaDigitavel(codigoBarras);
      const [dono] = await tx.select({ nome: associados.nome, documento: associados.documento }).from(associados).where(eq(associados.codSocio, pedido.codSocio));
      const pdf = await pdfDoBoleto({
        beneficiario: BENEFICIARIO, pagador: { ...dono!, codSocio: pedido.codSocio }, descricao: pedido.descricao, valor: pedido.valor,
        vencimento, nossoNumero: String(linha.id), codigoBarras, linhaDigitavel: linhaDig, emitidoEm: c.agora,
      });
      const arquivoId = await gravarArquivo(tx, { codSocio: pedido.codSocio, produto: pedido.produto, finalidade: 'boleto' }, {
        nome: `boleto-${linha.id}.pdf`, tipo: 'pdf', mime: MIME.pdf, bytes: pdf, sha256: createHash('sha256').update(pdf).digest('hex'),
      });
      return atualizar({ linhaDigitavel: linhaDig, vencimento, arquivoId });
    }
  }
}

/** Staff settles a boleto (the staff console's "settle a sandbox boleto"): true when it was awaiting payment. */
export async function liquidarBoleto(tx: Tx, cobrancaId: number, agora: Date): Promise<boolean> {
  const feitas = await tx.update(cobrancas).set({ situacao: 'paga', pagaEm: agora })
    .where(and(eq(cobrancas.id, cobrancaId), eq(cobrancas.metodo, 'boleto'), eq(cobrancas.situacao, 'aguardando')))
    .returning({ id: cobrancas.id });
  return feitas.length === 1;
}

/**
 * The spec's answers for a charge (SPEC §7 `sucesso`, `urlBoleto`, `mensagem`): what a product's route returns.
 * A declined card is 200 `sucesso: false` with §8's text; a reused key or a thing already charged 409; the
 * monthly slip of a naoAssociado 400.
 */
export function respostaDaCobranca(r: ResultadoCobranca):
  | { status: 200; body: { sucesso: boolean; mensagem?: string; urlBoleto?: string | null } }
  | { status: 400 | 409; body: { mensagem: string } } {
  if (r.tipo === 'recusa') return { status: r.status, body: { mensagem: r.mensagem } };
  const { cobranca } = r;
  if (cobranca.situacao === 'recusada') return { status: 200, body: { sucesso: false, mensagem: mensagensPagamento.cartaoRecusado } };
  if (cobranca.metodo === 'boleto') return { status: 200, body: { sucesso: true, urlBoleto: `/api/arquivos/${cobranca.arquivoId}` } };
  return { status: 200, body: { sucesso: true } };
}
