import { z } from 'zod';
import { MAXIMO_COMENTARIO_REVISAO, mensagensRevisao, TIPOS_CHAMADO } from '../../domain/comum/chamados';
import { PRODUTOS } from '../../domain/comum/produtos';
import { para } from './acesso';
import { IdRegistro } from './campos';
import { lista } from './lista';
import { c, commonResponses, Mensagem, Paginacao } from './esquemas';

// Staff (perfil atendente) working the one ticket table (DESIGN.md "Staff"). Route names carry
// "Atendimento": OpenAPI operation ids are the route keys, and the consultant already has consultarChamados.

export const TipoChamado = z.enum(TIPOS_CHAMADO, { message: 'Tipo de chamado inválido.' });

/** An open ticket in staff's queue. */
export const ChamadoAberto = z.object({
  chamadoId: z.number().int(),
  codSocio: z.string(),
  nomeAssociado: z.string(),
  produto: z.string(),
  tipo: TipoChamado,
  label: z.string(),
  /** ISO instant of opening; the queue is oldest first. */
  dataAbertura: z.string(),
});
export type ChamadoAberto = z.infer<typeof ChamadoAberto>;

/** The product whose tickets the queue shows (the portal's slugs); absent: every product. */
export const ProdutoChamado = z.enum(PRODUTOS, { message: 'Produto inválido.' });

export const ConsultaChamadosAtendimento = Paginacao.extend({ tipo: TipoChamado.optional(), produto: ProdutoChamado.optional() });

/** SPEC §3 ticket statuses: 0 Aberto, 1 Cancelado, 2 Finalizado. */
const StatusChamado = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** A ticket, open or closed, as the ticket page shows it. */
export const Chamado = ChamadoAberto.extend({
  status: StatusChamado,
  /** ISO instant of its last change. */
  dataAtualizacao: z.string(),
});
export type Chamado = z.infer<typeof Chamado>;

/** One row of a ticket's history: its opening, then each status change with who made it and the solution. */
export const HistoricoChamado = z.object({
  /** ISO instant. */
  em: z.string(),
  status: StatusChamado,
  nomeUsuario: z.string(),
  tipoSolucao: z.string().nullable(),
  solucao: z.string().nullable(),
});
export type HistoricoChamado = z.infer<typeof HistoricoChamado>;

/** A file the ticket reviews (GET /api/arquivos/:id). */
export const ArquivoDoChamado = z.object({ arquivoId: z.number().int(), nome: z.string(), url: z.string() });
export type ArquivoDoChamado = z.infer<typeof ArquivoDoChamado>;

/**
 * What the associate asked for, as its product's reader tells it (src/server/comum/atendimento/detalhes.ts): labelled
 * lines already in the portal's formats (money in BRL, São Paulo dates), so a new ticket kind needs only its reader.
 */
export const PedidoDoChamado = z.object({
  titulo: z.string(),
  campos: z.array(z.object({ rotulo: z.string(), valor: z.string() })),
});
export type PedidoDoChamado = z.infer<typeof PedidoDoChamado>;

/**
 * A document a ticket reviews (the consultant's member documents; later a health life's), with staff's review text:
 * 'OK', or 'INCORRETA: <what is wrong>' (SPEC §4), null until reviewed.
 */
export const DocumentoEmAnalise = z.object({
  documento: z.string(),
  rotulo: z.string(),
  /** Whose document it is when a ticket holds several people's (a health holder's, a dependent's); null otherwise. */
  pessoa: z.string().nullable(),
  arquivo: ArquivoDoChamado,
  revisao: z.string().nullable(),
});
export type DocumentoEmAnalise = z.infer<typeof DocumentoEmAnalise>;

export const DetalheChamado = z.object({
  chamado: Chamado,
  /** Oldest first. */
  historico: z.array(HistoricoChamado),
  arquivos: z.array(ArquivoDoChamado),
  /** The documents a documentation ticket reviews, in the order of its list; empty for other kinds. */
  documentos: z.array(DocumentoEmAnalise),
  /** null when the ticket's product and kind have no reader (or its request is gone). */
  pedido: PedidoDoChamado.nullable(),
});
export type DetalheChamado = z.infer<typeof DetalheChamado>;

/** A boleto awaiting payment, as staff settle it. */
export const BoletoAguardando = z.object({
  cobrancaId: z.number().int(),
  codSocio: z.string(),
  nomeAssociado: z.string(),
  produto: z.string(),
  descricao: z.string(),
  /** Centavos. */
  valor: z.number().int(),
  /** yyyy-mm-dd. */
  vencimento: z.string().nullable(),
  /** As printed on the slip (groups of digits). */
  linhaDigitavel: z.string().nullable(),
  /** ISO instant it was issued; the list is oldest first. */
  emitidoEm: z.string(),
  /** Bank 999 (the payment sandbox): only these are settled from the console. */
  sandbox: z.boolean(),
  /** The slip's PDF (GET /api/arquivos/:id, which staff may read); null when none was stored. */
  urlBoleto: z.string().nullable(),
});
export type BoletoAguardando = z.infer<typeof BoletoAguardando>;

export const LiquidacaoBoleto = z.object({ cobrancaId: IdRegistro });

const mensagemStatus = 'Escolha 1 (Cancelado) ou 2 (Finalizado).';
/** A ticket leaves Aberto once, to Cancelado (1) or Finalizado (2), with the solution the associate reads (SPEC §3). */
export const AtualizacaoChamado = z.object({
  chamadoId: IdRegistro,
  status: z.union([z.literal(1), z.literal(2)], { errorMap: () => ({ message: mensagemStatus }) }),
  tipoSolucao: z.string().trim().min(1, 'Informe o tipo da solução.').max(100, 'O tipo da solução pode ter no máximo 100 caracteres.'),
  solucao: z.string().trim().min(1, 'Descreva a solução.').max(2000, 'A solução pode ter no máximo 2000 caracteres.'),
});
export type AtualizacaoChamado = z.infer<typeof AtualizacaoChamado>;

/** One document's review: correct, or incorrect with what is wrong (the consultant reads it). */
export const RevisaoDocumento = z.object({
  documento: z.string().max(40, 'Documento inválido.'),
  pessoa: z.string().max(20).nullable().default(null),
  correto: z.boolean({ message: mensagensRevisao.escolha }),
  comentario: z.string().trim().max(MAXIMO_COMENTARIO_REVISAO, mensagensRevisao.comentarioLongo).default(''),
}).superRefine((r, ctx) => {
  if (!r.correto && !r.comentario) ctx.addIssue({ code: 'custom', path: ['comentario'], message: mensagensRevisao.comentario });
});
/**
 * decided (issue 21): staff finish a documentation ticket with every document's review at once; any INCORRETA sends
 * the member back to 'Arquivos' (§4), all OK makes it 'Ativo'. Once: 409 when already closed.
 */
export const RevisaoDocumentacao = z.object({
  chamadoId: IdRegistro,
  documentos: lista(RevisaoDocumento, 40, 'Revise no máximo 40 documentos.').min(1, 'Revise os documentos.'),
});
export type RevisaoDocumentacao = z.input<typeof RevisaoDocumentacao>;

/** decided (issue 21): staff apply a data-update request as it was asked (refusing it is AtualizarChamado status 1). */
export const AplicacaoAtualizacao = z.object({ chamadoId: IdRegistro });

export const atendimentoContract = c.router(
  {
    consultarChamadosAtendimento: {
      method: 'GET', path: '/api/Atendimento/ConsultarChamados', query: ConsultaChamadosAtendimento,
      responses: { 200: z.object({ chamados: z.array(ChamadoAberto), totalLinhas: z.number().int() }), 400: Mensagem },
      summary: 'Open tickets (of one product and/or kind, or all), oldest first (staff only).',
    },
    atualizarChamadoAtendimento: {
      method: 'POST', path: '/api/Atendimento/AtualizarChamado', body: AtualizacaoChamado,
      responses: { 200: Mensagem, 400: Mensagem, 404: Mensagem, 409: Mensagem },
      summary: 'Cancels (1) or finalizes (2) an open ticket, once; 409 when it was already closed (staff only).',
    },
    consultarChamadoAtendimento: {
      method: 'GET', path: '/api/Atendimento/Chamado/:chamadoId', pathParams: z.object({ chamadoId: IdRegistro }),
      responses: { 200: DetalheChamado, 400: Mensagem, 404: Mensagem },
      summary: 'One ticket with its history, files and the request it is about (staff only).',
    },
    consultarBoletosAguardandoAtendimento: {
      method: 'GET', path: '/api/Atendimento/BoletosAguardando', query: Paginacao,
      responses: { 200: z.object({ boletos: z.array(BoletoAguardando), totalLinhas: z.number().int() }), 400: Mensagem },
      summary: 'Boletos awaiting payment, oldest first (staff only).',
    },
    liquidarBoletoAtendimento: {
      method: 'POST', path: '/api/Atendimento/LiquidarBoleto', body: LiquidacaoBoleto,
      responses: { 200: Mensagem, 400: Mensagem, 404: Mensagem, 409: Mensagem },
      summary: 'Settles a sandbox boleto (bank 999) awaiting payment, once; 409 when it was already settled, or when its last settlement day (3 business days after its due date) has passed (staff only).',
    },
    revisarDocumentacaoAtendimento: {
      method: 'POST', path: '/api/Atendimento/RevisarDocumentacao', body: RevisaoDocumentacao,
      // 40 reviews with their comments: at most 70 kB of JSON
      metadata: { corpoMaximo: 128 * 1024 },
      responses: { 200: Mensagem, 400: Mensagem, 404: Mensagem, 409: Mensagem },
      summary: 'Finishes a documentation ticket with one review (OK or INCORRETA with a comment) per document, once; 409 when it was already closed (staff only).',
    },
    aplicarAtualizacaoAtendimento: {
      method: 'POST', path: '/api/Atendimento/AplicarAtualizacao', body: AplicacaoAtualizacao,
      responses: { 200: Mensagem, 400: Mensagem, 404: Mensagem, 409: Mensagem },
      summary: "Applies a data-update request to the associate's registration and finalizes its ticket, once; 409 when it was already closed (staff only).",
    },
  },
  { strictStatusCodes: true, commonResponses, metadata: para('atendente') },
);
