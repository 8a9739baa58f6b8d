import { DrizzleQueryError } from 'drizzle-orm/errors';
import { mascararCPF } from '../../domain/comum/cpf';

// Bounded by "no digit around", not \b: a CPF glued to letters or an underscore (cpf52998224725,
// rg_52998224725.pdf, %3D52998224725 in an encoded URL) has no word boundary and would leak.
const CPF = /(?<!\d)\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?!\d)/g;
const CARTAO = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;

// an `email=` value of a query string or form (issue 21: §7's EnviarEmailFuturoAssociado?email=), raw or %-encoded
const EMAIL_EM_QUERY = /((?:^|[?&;\s])email=)([^&#;\s]*)/gi;

/** 'ana.souza@empresa.com.br' → 'a***@empresa.com.br' (the domain stays: it tells which company, not who). */
export function mascararEmail(valor: string): string {
  let email = valor;
  try { email = decodeURIComponent(valor.replace(/\+/g, ' ')); } catch { /* a broken escape: masked as it is */ }
  const arroba = email.lastIndexOf('@');
  if (arroba < 0) return email ? `${[...email][0]}***` : email;
  return `${[...email][0] === '@' ? '' : [...email][0]}***${email.slice(arroba)}`;
}

/** Masks CPFs, card numbers and `email=` values out of any text that goes to the logs. */
export function semDadosSensiveis(texto: string): string {
  return texto.replace(EMAIL_EM_QUERY, (_, chave: string, valor: string) => `${chave}${mascararEmail(valor)}`)
    .replace(CARTAO, (m) => (m.replace(/\D/g, '').length === 11 ? m : '****')).replace(CPF, mascararCPF);
}

/** The longest line the logger writes: a 10 MB value in an error must not become 10 MB of log. */
export const MAXIMO_LINHA_LOG = 4000;

/** A database error as `pg` and PGlite raise them: SQLSTATE and where, never the message or detail, which quote values. */
interface ErroDoBanco { code: string; severity: string; constraint?: string; table?: string; column?: string }
const ehErroDoBanco = (e: unknown): e is ErroDoBanco =>
  e instanceof Error && typeof (e as Partial<ErroDoBanco>).code === 'string' && typeof (e as Partial<ErroDoBanco>).severity === 'string';

/**
 * What a log line says of an error, without the personal data errors carry: a failed query keeps its
 * SQL (placeholders, not the params), a database error its SQLSTATE, constraint, table and column.
 */
export function descreverErro(erro: unknown): string {
  if (erro instanceof DrizzleQueryError) return `consulta recusada: ${erro.query.slice(0, 500)}; causa: ${descreverErro(erro.cause)}`;
  if (ehErroDoBanco(erro)) {
    const onde = [erro.table && `tabela ${erro.table}`, erro.column && `coluna ${erro.column}`, erro.constraint && `restrição ${erro.constraint}`].filter(Boolean);
    return `erro do banco SQLSTATE ${erro.code}${onde.length ? ` (${onde.join(', ')})` : ''}`;
  }
  if (erro instanceof Error) return erro.stack ?? `${erro.name}: ${erro.message}`;
  return String(erro);
}

/** The server's only logger: one line, sensitive data masked, at most MAXIMO_LINHA_LOG characters. Silent under tests unless LOG=1. */
export const log = {
  info: (msg: string) => write('info', msg),
  error: (msg: string, err?: unknown) => write('error', `${msg}${err ? ` ${descreverErro(err)}` : ''}`),
};

function write(level: string, msg: string) {
  if (process.env.VITEST && !process.env.LOG) return;
  const cortada = msg.length > MAXIMO_LINHA_LOG ? `${msg.slice(0, MAXIMO_LINHA_LOG)}… (${msg.length - MAXIMO_LINHA_LOG} caracteres cortados)` : msg;
  const line = `${new Date().toISOString()} ${level} ${semDadosSensiveis(cortada)}\n`;
  (level === 'error' ? process.stderr : process.stdout).write(line);
}
