import { mascararCPF } from '../domain/cpf';

// Bounded by "no digit around", not \b: a CPF glued to letters or an underscore (cpf52998224725,
// rg_52998224725.pdf, %3D52998224725 in an encoded URL) has no word boundary and would leak.
const CPF = /(?<!\d)\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?!\d)/g;
const CARTAO = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;

/** Masks CPFs and card numbers out of any text that goes to the logs. */
export function semDadosSensiveis(texto: string): string {
  return texto.replace(CARTAO, (m) => (m.replace(/\D/g, '').length === 11 ? m : '****')).replace(CPF, mascararCPF);
}

/** The server's only logger: one line, sensitive data masked. Silent under tests unless LOG=1. */
export const log = {
  info: (msg: string) => write('info', msg),
  error: (msg: string, err?: unknown) =>
    write('error', `${msg}${err ? ` ${err instanceof Error ? (err.stack ?? err.message) : String(err)}` : ''}`),
};

function write(level: string, msg: string) {
  if (process.env.VITEST && !process.env.LOG) return;
  const line = `${new Date().toISOString()} ${level} ${semDadosSensiveis(msg)}\n`;
  (level === 'error' ? process.stderr : process.stdout).write(line);
}
