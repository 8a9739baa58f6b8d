/**
 * Every product's charge goes through `cobrar` (docs/decisions/platform.md "Payments"):
 * one row of `cobrancas` per idempotency key, written in the caller's transaction with what the charge
 * unlocks, so a retry, a double click or a second tab charges once.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { dataSaoPaulo, formatData, horaSaoPaulo } from '../../../domain/comum/datas';
import { mensagensPagamento, type MetodoPagamento, type SituacaoCobranca } from '../../../domain/comum/pagamentos';
import type { Produto } from '../../../domain/comum/produtos';
import type { Tx } from '../../db/database';
import { associados, cobrancas } from '../../db/schema/comum';
import { gravarArquivo } from '../arquivos.repo';
import { MIME } from '../arquivos';
import { linhaDigitavel, pdfDoBoleto, prazoDoBoleto, VALOR_MAXIMO_BOLETO, vencimentoMinimoLiquidavel } from './boleto';
import { recusaLocal, resumoDoCartao, type CartaoResumido } from './cartoes';
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
  | {
    metodo: 'boleto'; diasUteis?: number;
    /** What the boleto pays for starts on this São Paulo day (yyyy-mm-dd): its last settlement day must come before. null: nothing starts. */
    pagoAntesDe?: string | null;
  }
  | { metodo: 'mensalidade' }
);

/**
 * decided: declined card attempts allowed in the last hour (a 429 past them, nothing charged, the processor not called).
 * Per charge 5: a buyer who mistypes retries two or three times. Per login 10: a consultant may pay several associates.
 * Per card (brand + last four + expiry, across every login) 5: a stolen card tried on many accounts. Approved attempts do
 * not count: they are payments, not probes (a consultant may pay many requests with one card).
 */
export const LIMITES_DE_RECUSAS = { porReferencia: 5, porUsuario: 10, porCartao: 5 } as const;
const JANELA_DE_TENTATIVAS_MS = 3_600_000;

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
  /**
   * Nothing charged: 409 for a reused key, something already charged, or a boleto that would settle too late; 400 for
   * the monthly slip of a naoAssociado; 429 past the card attempt limits.
   */
  | {
    tipo: 'recusa'; status: 400 | 409 | 429; mensagem: string;
    motivo: 'chaveReutilizada' | 'jaCobrado' | 'semMensalidade' | 'boletoForaDoPrazo' | 'limiteDeTentativas';
  };

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
  const { agora } = opcoes;
  const hoje = dataSaoPaulo(agora);
  const pedidoSha256 = hashDoPedido(pedido);
  const cartao = pedido.metodo === 'credito' || pedido.metodo === 'debito' ? pedido.cartao : null;
  const resumo = cartao ? resumoDoCartao(cartao) : null;
  const recusa = cartao ? recusaLocal(cartao, hoje) : null;
  const mesmaChave = async () => {
    const [linha] = await tx.select().from(cobrancas)
      .where(and(eq(cobrancas.codSocio, pedido.codSocio), eq(cobrancas.idempotencyKey, pedido.idempotencyKey)));
    if (!linha) return null;
    return linha.pedidoSha256 === pedidoSha256
      ? { tipo: 'cobranca', cobranca: vista(linha), repetida: true } as const
      : { tipo: 'recusa', status: 409, motivo: 'chaveReutilizada', mensagem: mensagensPagamento.chaveReutilizada } as const;
  };

  // what depends on the moment (the boleto's dates, the card limits) refuses only a new attempt: a key already used answers as it did
  const barreira = pedido.metodo === 'boleto' ? boletoForaDoPrazo(pedido, hoje)
    : resumo ? await alemDoLimite(tx, pedido, resumo, agora) : null;
  if (barreira) return (await mesmaChave()) ?? barreira;
  if (pedido.referencia !== null) await baixarBoletosVencidos(tx, pedido.codSocio, pedido.referencia, hoje);

  for (let tentativa = 0; tentativa < 3; tentativa++) {
    const [nova] = await tx.insert(cobrancas).values({
      codSocio: pedido.codSocio, usuarioId: pedido.usuarioId, produto: pedido.produto, idempotencyKey: pedido.idempotencyKey,
      descricao: pedido.descricao, valor: pedido.valor, referencia: pedido.referencia, metodo: pedido.metodo, pedidoSha256,
      situacao: recusa ? 'recusada' : pedido.metodo === 'boleto' ? 'aguardando' : 'paga',
      motivoRecusa: recusa, bandeira: resumo?.bandeira ?? null, finalCartao: resumo?.finalCartao ?? null,
      validadeCartao: resumo && /^(0[1-9]|1[0-2])\/\d{2}$/.test(resumo.validade) ? resumo.validade : null,
      // the attempt limits count by the portal's clock, the one every rule reads
      criadoEm: agora,
    }).onConflictDoNothing().returning();
    if (nova) return { tipo: 'cobranca', cobranca: vista(await concluir(tx, nova, pedido, { recusa, hoje, agora, gateway })), repetida: false };

    const repetida = await mesmaChave();
    if (repetida) return repetida;
    if (pedido.referencia !== null) {
      const [jaCobrada] = await tx.select({ id: cobrancas.id }).from(cobrancas).where(and(
        eq(cobrancas.codSocio, pedido.codSocio), eq(cobrancas.referencia, pedido.referencia), inArray(cobrancas.situacao, ['paga', 'aguardando']),
      ));
      if (jaCobrada) return { tipo: 'recusa', status: 409, motivo: 'jaCobrado', mensagem: mensagensPagamento.jaCobrado };
    }
    // the row in the way was declined, written off or rolled back meanwhile: try the insert again
  }
  throw new Error('cobrança disputada demais: tente novamente');
}

/** A boleto whose last settlement day is not before what it pays for starts: 409, nothing written (prazoDoBoleto). */
function boletoForaDoPrazo(pedido: Extract<PedidoDeCobranca, { metodo: 'boleto' }>, hoje: string): ResultadoCobranca | null {
  const mensagem = motivoSemBoleto(hoje, pedido.pagoAntesDe ?? null, pedido.diasUteis ?? DIAS_UTEIS_BOLETO);
  return mensagem ? { tipo: 'recusa', status: 409, motivo: 'boletoForaDoPrazo', mensagem } : null;
}

/** Why a boleto cannot pay for something starting on `pagoAntesDe` when issued on `hoje` (the screen's sentence); null when it can. */
export function motivoSemBoleto(hoje: string, pagoAntesDe: string | null, diasUteis = DIAS_UTEIS_BOLETO): string | null {
  const prazo = prazoDoBoleto(hoje, diasUteis, pagoAntesDe);
  return prazo.cabe ? null : mensagensPagamento.boletoForaDoPrazo(formatData(prazo.ultimoDia), formatData(pagoAntesDe!));
}

/** A transaction-scoped advisory lock's key: the first 8 bytes of the name's SHA-256, as PostgreSQL's bigint. */
const chaveDeTrava = (nome: string) => createHash('sha256').update(nome).digest().readBigInt64BE(0);

/**
 * The card attempt limits (LIMITES_DE_RECUSAS): null when this attempt may go on; else 429 with when the next is allowed.
 * Counting and inserting must not interleave: each counted thing (the charge, the login, the card) has an advisory lock,
 * taken in one global order (no deadlock) and held to the transaction's end, so 20 parallel attempts count one by one.
 * A row lock would not do: the login and the card span associates, and the card has no row.
 */
async function alemDoLimite(tx: Tx, pedido: PedidoDeCobranca, cartao: CartaoResumido, agora: Date): Promise<ResultadoCobranca | null> {
  const travas = [
    ...(pedido.referencia !== null ? [`cobranca:${pedido.codSocio}:${pedido.referencia}`] : []),
    `usuario:${pedido.usuarioId}`,
    `cartao:${cartao.bandeira}:${cartao.finalCartao}:${cartao.validade}`,
  ].map(chaveDeTrava).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const chave of travas) await tx.execute(sql`select pg_advisory_xact_lock(${chave.toString()}::bigint)`);

  const porReferencia = pedido.referencia !== null
    ? and(eq(cobrancas.codSocio, pedido.codSocio), eq(cobrancas.referencia, pedido.referencia))!
    : sql`false`;
  const porUsuario = eq(cobrancas.usuarioId, pedido.usuarioId);
  const porCartao = and(
    eq(cobrancas.finalCartao, cartao.finalCartao), eq(cobrancas.validadeCartao, cartao.validade),
    sql`${cobrancas.bandeira} is not distinct from ${cartao.bandeira}`,
  )!;
  const contagem = (filtro: ReturnType<typeof sql> | typeof porUsuario) => ({
    n: sql<number>`(count(*) filter (where ${filtro}))::int`,
    // when the oldest counted decline leaves the window (epoch ms)
    desde: sql<number | null>`(extract(epoch from min(${cobrancas.criadoEm}) filter (where ${filtro})) * 1000)::float8`,
  });
  const [r] = await tx.select({
    referencia: contagem(porReferencia), usuario: contagem(porUsuario), cartao: contagem(porCartao),
  }).from(cobrancas).where(and(
    eq(cobrancas.situacao, 'recusada'), gt(cobrancas.criadoEm, new Date(agora.getTime() - JANELA_DE_TENTATIVAS_MS)),
    or(porReferencia, porUsuario, porCartao),
  ));
  const excedidos = [
    [r!.referencia, LIMITES_DE_RECUSAS.porReferencia], [r!.usuario, LIMITES_DE_RECUSAS.porUsuario], [r!.cartao, LIMITES_DE_RECUSAS.porCartao],
  ] as const;
  const livreEm = excedidos.filter(([c, limite]) => c.n >= limite).map(([c]) => Number(c.desde) + JANELA_DE_TENTATIVAS_MS);
  if (livreEm.length === 0) return null;
  // the next whole minute after the last window ends: the time said is never too early
  const hora = horaSaoPaulo(new Date(Math.ceil(Math.max(...livreEm) / 60_000) * 60_000));
  return { tipo: 'recusa', status: 429, motivo: 'limiteDeTentativas', mensagem: mensagensPagamento.limiteDeTentativas(hora) };
}

/**
 * Whether a charge is a boleto still awaiting payment on São Paulo's day `hoje`: 'aguardando' and not past its last
 * settlement day. One past it reads as written off everywhere before `baixarBoletosVencidos` marks it (readers never write).
 */
export const boletoEmAberto = (c: { situacao: SituacaoCobranca; vencimento: string | null }, hoje: string) =>
  c.situacao === 'aguardando' && !(c.vencimento !== null && c.vencimento < vencimentoMinimoLiquidavel(hoje));

/** The same in SQL: boletos awaiting payment and still settleable on `hoje` (the staff list). */
export const boletosEmAberto = (hoje: string) => and(
  eq(cobrancas.metodo, 'boleto'), eq(cobrancas.situacao, 'aguardando'), gte(cobrancas.vencimento, vencimentoMinimoLiquidavel(hoje)),
);

/**
 * Writes off the associate's boletos of `referencia` past their last settlement day on São Paulo's day `hoje` ('baixada'):
 * the bank no longer takes them, so what they paid for may be charged again. A staff settlement of the same row locks it
 * FOR UPDATE first; this update then waits and finds it paid (and staff settle none past that day anyway).
 */
export async function baixarBoletosVencidos(tx: Tx, codSocio: string, referencia: string, hoje: string) {
  await tx.update(cobrancas).set({ situacao: 'baixada' }).where(and(
    eq(cobrancas.codSocio, codSocio), eq(cobrancas.referencia, referencia), eq(cobrancas.metodo, 'boleto'),
    eq(cobrancas.situacao, 'aguardando'), lt(cobrancas.vencimento, vencimentoMinimoLiquidavel(hoje)),
  ));
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
      const { vencimento } = prazoDoBoleto(c.hoje, pedido.diasUteis ?? DIAS_UTEIS_BOLETO, null);
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
  | { status: 200; body: { sucesso: boolean; mensagem?: string; urlBoleto?: string | null; linhaDigitavel?: string | null; vencimento?: string | null } }
  | { status: 400 | 409 | 429; body: { mensagem: string } } {
  if (r.tipo === 'recusa') return { status: r.status, body: { mensagem: r.mensagem } };
  const { cobranca } = r;
  if (cobranca.situacao === 'recusada') return { status: 200, body: { sucesso: false, mensagem: mensagensPagamento.cartaoRecusado } };
  if (cobranca.metodo === 'boleto') {
    // issue 19: the line to copy and the due date travel with the slip's address
    return {
      status: 200,
      body: { sucesso: true, urlBoleto: `/api/arquivos/${cobranca.arquivoId}`, linhaDigitavel: cobranca.linhaDigitavel, vencimento: cobranca.vencimento },
    };
  }
  return { status: 200, body: { sucesso: true } };
}
