import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { EMAIL_INVALIDO, MAXIMO_EMAIL } from '../../domain/comum/email';
import { Inteiro } from './numeros';
import './erros-zod';

/** One contract builder for every product, so routers can be merged into one API surface. */
export const c = initContract();

/** Every 400/401/403/404/409/413/429 body the portal answers: a pt-BR sentence for the user. */
export const Mensagem = z.object({ mensagem: z.string() });
/**
 * An upload's refusal (issue 27): the sentence, and the multipart part (the file) it is about when it is one file's;
 * `indice`, the file's place among the parts of that name (a list of N files: 0 the first sent).
 */
export const RecusaDeArquivo = Mensagem.extend({ campo: z.string().max(100).optional(), indice: z.number().int().min(0).max(99).optional() });

/**
 * Common answers of every call: no session (401), a session of a perfil the route does not name (403), and the
 * associate acted for not reachable (404: outside the consultant's carteira, or another associate's codSocio;
 * docs/decisions/platform.md "Access and identity").
 */
export const commonResponses = { 401: Mensagem, 403: Mensagem, 404: Mensagem } as const;

// Bounds of every client input (issue 7): each string has a maximum length, each list a maximum
// count, each number a finite range, so an oversized value is a 400 before any handler runs
// (tests/comum/contratos.test.ts walks every request schema to keep it so).

export const mensagemEmailLongo = `O e-mail pode ter no máximo ${MAXIMO_EMAIL} caracteres.`;
/** An e-mail as typed: trimmed and lower-cased; `invalido` is the message of a malformed one. */
export const Email = (invalido = EMAIL_INVALIDO) =>
  z.string().trim().toLowerCase().max(MAXIMO_EMAIL, mensagemEmailLongo).email(invalido);

/** A date or instant a client sends as text (yyyy-mm-dd, or an ISO instant with offset). */
const TextoData = z.string().max(30);

/**
 * The term-acceptance payload of spec §3. dtAceite and ipOrigem are accepted for
 * compatibility but the server records its own clock and the request's address (DESIGN.md).
 */
export const AceiteTermo = z.object({
  dtVersao: TextoData.min(1, 'Informe a versão do termo.'),
  dtAceite: TextoData.optional(),
  /** Longest textual IPv6 address (IPv4-mapped). */
  ipOrigem: z.string().max(45).optional(),
  browserData: z.string().max(1000).default(''),
});
export type AceiteTermo = z.infer<typeof AceiteTermo>;

/** A file as the spec's calls return it: base64 contents and a download name. */
export const Arquivo = z.object({
  file: z.object({ fileContents: z.string(), fileDownloadName: z.string() }),
});

/** Highest page a list accepts (ten million rows at 100 a page); past it a 400, never a database overflow on the offset. */
export const MAXIMO_PAGINA = 100_000;

/** Paging query of the spec's lists (linhas per page, pagina from 1), as plain digits. */
export const Paginacao = z.object({
  linhas: Inteiro(1, 100),
  pagina: Inteiro(1, MAXIMO_PAGINA),
});

/** A 'sucesso' answer of the spec's payment and submission calls. */
export const Sucesso = z.object({ sucesso: z.boolean(), mensagem: z.string().optional() });

/** DESIGN.md: every charge takes an idempotency key, so a double click never charges twice. */
export const Cobranca = z.object({ idempotencyKey: z.string().uuid('Chave de pagamento inválida.').max(36, 'Chave de pagamento inválida.') });

/**
 * §7 card fields, for every product that takes a card. decided: numeroCartao 13-19 digits,
 * dataExpiracaoCartao MM/AA, codigoValidacaoCartao 3 or 4 digits. The gateway checks Luhn and
 * expiry: a bad card is a decline (sucesso false, §8).
 */
export const Cartao = Cobranca.extend({
  nomeCartao: z.string().trim().min(1, 'Informe o nome impresso no cartão.').max(60, 'Nome do cartão longo demais.'),
  numeroCartao: z.string().regex(/^\d{13,19}$/, 'Número do cartão inválido.').max(19, 'Número do cartão inválido.'),
  dataExpiracaoCartao: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Validade do cartão inválida (MM/AA).').max(5, 'Validade do cartão inválida (MM/AA).'),
  codigoValidacaoCartao: z.string().regex(/^\d{3,4}$/, 'Código de segurança inválido.').max(4, 'Código de segurança inválido.'),
});
export type Cartao = z.infer<typeof Cartao>;

/** A card answer: sucesso false is a declined card (§8 'Erro ao processar seu pagamento, …'). */
export const ResultadoPagamento = Sucesso;
/**
 * A boleto answer: §7 urlBoleto (the PDF), and decided (issue 19) the 47-digit linha digitável to copy and the due date
 * (yyyy-mm-dd) the screen shows beside it.
 */
export const Boleto = z.object({
  sucesso: z.boolean(), urlBoleto: z.string().nullable(), mensagem: z.string().optional(),
  linhaDigitavel: z.string().nullable(), vencimento: z.string().nullable(),
});
