import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { CPF_INVALIDO } from '../../domain/comum/cpf';
import { cpfCompleto, mensagensPessoa, TELEFONE, textosCelular, textosCpf, textosTelefone, CELULAR } from '../../domain/comum/pessoa';
import { FUSO } from '../../domain/comum/datas';
import { mensagemDoLimite, problemaDoValor, type TextosDoCampo } from '../../domain/comum/formularios';
import './erros-zod';

// The field types every product's contract shares (issue 8, part 3), for requests and answers
// alike. Query strings are plain (`?codSocio=0001&linhas=5`): texts arrive as sent, numbers as
// their digits (Inteiro); a JSON-quoted value (`%225%22`) is the text `"5"` and fails its format.

/** A text of at most `maximo` characters that `valido` accepts, with one `mensagem` for either failure (not two). */
function texto(maximo: number, valido: (v: string) => boolean, mensagem: string) {
  return z.string().max(maximo, mensagem).refine((v) => v.length > maximo || valido(v), mensagem);
}

/**
 * A required field of at most `maximo` characters (issue 27): empty says `textos.informe` ('Informe o CPF.'), too long or
 * not `valido` says `textos.invalido` ('CPF Inválido!'): the form kit's rule (problemaDoValor), the server's words too.
 */
function exigido(maximo: number, valido: (v: string) => boolean, textos: TextosDoCampo) {
  return z.string().max(maximo, textos.invalido).superRefine((v, ctx) => {
    const problema = v.length > maximo ? null : problemaDoValor(v, valido, textos);
    if (problema) ctx.addIssue({ code: 'custom', message: problema });
  });
}

/**
 * A required text typed freely (a name, a razão social): trimmed; empty says `informe`, past `maximo` says so
 * ('A razão social pode ter no máximo 120 caracteres.'; `nome` with its article). The form shows the limit before it
 * is reached (views/comum/Campo.tsx `limite`): nothing is cut.
 */
export const TextoObrigatorio = (informe: string, maximo: number, nome: string) =>
  z.string().trim().min(1, informe).max(maximo, mensagemDoLimite(nome, maximo));

/** Documents a schema in /api/openapi.json (@anatine/zod-openapi reads `metaOpenApi`) without changing what it accepts. */
function documentado<T extends z.ZodTypeAny>(schema: T, meta: Record<string, unknown>): T {
  return Object.assign(schema, { metaOpenApi: meta });
}

// numbers live apart (numeros.ts): the login's bundle needs them, not the date and CPF checks below
export { IdRegistro, Inteiro, MAIOR_ID } from './numeros';

const DIA = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Earliest and latest year a date of ours may name (a birth date, a booking): past them it is a typo, and PostgreSQL has no year 0. */
const PRIMEIRO_ANO = 1900;
const ULTIMO_ANO = 2999;

/** Whether `texto` is yyyy-mm-dd naming a real calendar day (2025-02-31 and 2025-13-01 are not) of years 1900-2999. */
export function diaValido(texto: string): boolean {
  const partes = DIA.exec(texto);
  if (!partes) return false;
  const [ano, mes, dia] = [Number(partes[1]), Number(partes[2]), Number(partes[3])];
  if (ano < PRIMEIRO_ANO || ano > ULTIMO_ANO || mes < 1 || mes > 12 || dia < 1) return false;
  return dia <= new Date(Date.UTC(ano, mes, 0)).getUTCDate(); // day 0 of the next month: this month's last
}

const HORARIO = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Whether `texto` is yyyy-mm-ddTHH:mm naming a real São Paulo instant: a real day, 00:00-23:59,
 * and not a wall-clock time skipped by a daylight-saving start (2018-11-04T00:30 never happened).
 */
export function horarioValido(texto: string): boolean {
  const partes = HORARIO.exec(texto);
  if (!partes || !diaValido(partes[1]!)) return false;
  const [ano, mes, dia] = partes[1]!.split('-').map(Number) as [number, number, number];
  const [hora, minuto] = [Number(partes[2]), Number(partes[3])];
  const instante = new TZDate(ano, mes - 1, dia, hora, minuto, FUSO);
  return instante.getDate() === dia && instante.getHours() === hora && instante.getMinutes() === minuto;
}

/** A calendar date, yyyy-mm-dd (DESIGN.md: every date a real calendar date); empty says `informe` (issue 27). */
export const DataInformada = (informe: string) => documentado(
  exigido(10, diaValido, { informe, invalido: 'Data inválida.' }),
  { format: 'date', pattern: DIA.source },
);
/** A calendar date: empty, 'Informe a data.'; not a real day, 'Data inválida.'. */
export const Data = DataInformada('Informe a data.');

/** A São Paulo wall-clock time, yyyy-mm-ddTHH:mm (the smart-retail bookings): no seconds, no offset. */
export const DataHora = documentado(
  texto(16, horarioValido, 'Horário inválido.'),
  { pattern: HORARIO.source, example: '2030-01-10T09:00' },
);

/** §5: a CPF is 11 digits that pass the check digits, else 'CPF Inválido!'; none typed, 'Informe o CPF.' (issue 27). */
export const Cpf = documentado(
  exigido(11, cpfCompleto, textosCpf),
  { pattern: '^\\d{11}$' },
);

/**
 * 11 digits, check digits left to the server: the club users' calls answer the failing CPFs by
 * name ('CPF Inválido! 123.456.789-00', docs/decisions/clube-vantagens.md), which a contract cannot.
 */
export const CpfDigitos = z.string().max(11, CPF_INVALIDO).regex(/^\d{11}$/, CPF_INVALIDO);

/**
 * An associate's member code: 1 to 20 digits, a text so its leading zeros stay ('0001001').
 * Picked from the carteira, never typed, so anything else means no associate was chosen.
 */
export const CodSocio = z.string().max(20, 'Selecione o associado.').regex(/^\d{1,20}$/, 'Selecione o associado.');

/**
 * A phone with its DDD, digits only (issue 27, every phone of the portal): a landline (10) or a mobile (11, 9 after the
 * DDD); empty, 'Informe o telefone.'; anything else says what a phone is. The masks follow (MASCARA_TELEFONE).
 */
export const Telefone = (textos: TextosDoCampo = textosTelefone) =>
  documentado(exigido(11, (v) => TELEFONE.test(v), textos), { pattern: TELEFONE.source });
/** A phone that may be left empty ('' when not given). */
export const TelefoneOpcional = (invalido: string = mensagensPessoa.telefoneInvalido) =>
  documentado(z.string().max(11, invalido).refine((v) => v === '' || TELEFONE.test(v), invalido), { pattern: `^$|${TELEFONE.source}` }).default('');
/** A mobile with its DDD: 11 digits, 9 after the DDD. */
export const Celular = (textos: TextosDoCampo = textosCelular) =>
  documentado(exigido(11, (v) => CELULAR.test(v), textos), { pattern: CELULAR.source });
/** A CEP, with or without its dash, kept as 8 digits: empty 'Informe o CEP.', else not a CEP 'CEP inválido.' (the kit's rule). */
const CEP = /^\d{5}-?\d{3}$/;
export const Cep = () =>
  documentado(exigido(9, (v) => CEP.test(v), { informe: 'Informe o CEP.', invalido: 'CEP inválido.' }), { pattern: CEP.source })
    .transform((v) => v.replace('-', ''));
