/**
 * The bank slip (boleto de cobrança) as FEBRABAN / Carta-Circular BCB 2.926 define it, whatever bank
 * issues it: the 44-digit barcode, the 47-digit linha digitável with its check digits, the due-date
 * factor, the due date in São Paulo business days, and the PDF with the barcode drawn (ITF, 2 of 5 interleaved).
 */
import { getHolidays, isBusinessDay } from '@brazilian-utils/brazilian-utils';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatData } from '../../../domain/comum/datas';
import { formatBRL } from '../../../domain/comum/dinheiro';
import { formatarLinha } from '../../../domain/comum/pagamentos';

/** Mod 10 of the linha digitável's three fields: weights 2,1,2,1… from the right, a product's digits summed. */
export function modulo10(digitos: string): number {
  let soma = 0;
  for (let i = 0; i < digitos.length; i++) {
    const p = (digitos.charCodeAt(digitos.length - 1 - i) - 48) * (i % 2 === 0 ? 2 : 1);
    soma += p > 9 ? p - 9 : p;
  }
  return (10 - (soma % 10)) % 10;
}

/** The barcode's general check digit: mod 11, weights 2..9 from the right; 0, 10 and 11 become 1. */
export function modulo11Boleto(digitos: string): number {
  let soma = 0;
  for (let i = 0; i < digitos.length; i++) soma += (digitos.charCodeAt(digitos.length - 1 - i) - 48) * (2 + (i % 8));
  const dv = 11 - (soma % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

const BASE_FATOR = Date.UTC(1997, 9, 7);
const DIA = 86_400_000;

/**
 * Days from 07/10/1997 to the due date (yyyy-mm-dd), in 1000..9999: FEBRABAN restarted the count at
 * 1000 on 22/02/2025 (21/02/2025 was 9999), so it cycles every 9000 days.
 */
export function fatorVencimento(vencimento: string): string {
  const [a, m, d] = vencimento.split('-').map(Number) as [number, number, number];
  const dias = Math.round((Date.UTC(a, m - 1, d) - BASE_FATOR) / DIA);
  if (dias < 1000) throw new Error(`vencimento antes de 03/07/2000: ${vencimento}`);
  return String(((dias - 1000) % 9000) + 1000);
}

/** The largest value a barcode carries: ten digits of centavos. */
export const VALOR_MAXIMO_BOLETO = 99_999_999_99;

/** The 44-digit barcode: bank, currency 9 (real), general check digit, due-date factor, value, the bank's 25-digit free field. */
export function codigoDeBarras(b: { banco: string; vencimento: string; valor: number; campoLivre: string }): string {
  if (!/^\d{3}$/.test(b.banco) || !/^\d{25}$/.test(b.campoLivre)) throw new Error('banco ou campo livre inválido');
  if (!Number.isInteger(b.valor) || b.valor < 1 || b.valor > VALOR_MAXIMO_BOLETO) throw new Error('valor de boleto inválido');
  const semDv = `${b.banco}9${fatorVencimento(b.vencimento)}${String(b.valor).padStart(10, '0')}${b.campoLivre}`;
  return `${semDv.slice(0, 4)}${modulo11Boleto(semDv)}${semDv.slice(4)}`;
}

/** The 47-digit linha digitável of a barcode: three fields with their mod-10 digits, the general digit, factor and value. */
export function linhaDigitavel(codigo: string): string {
  if (!/^\d{44}$/.test(codigo)) throw new Error('código de barras deve ter 44 dígitos');
  const livre = codigo.slice(19);
  const campo = (s: string) => `${s}${modulo10(s)}`;
  return `${campo(codigo.slice(0, 4) + livre.slice(0, 5))}${campo(livre.slice(5, 15))}${campo(livre.slice(15, 25))}${codigo[4]}${codigo.slice(5, 19)}`;
}

// the printed form is the domain's: the payment screen shows it too
export { formatarLinha };

/** Whether São Paulo's banks open on this day (yyyy-mm-dd): see vencimentoEmDiasUteis. */
export function diaUtilSaoPaulo(dia: string): boolean {
  const [a, m, d] = dia.split('-').map(Number) as [number, number, number];
  // the library reads local calendar fields: a local noon keeps the day whatever the process's TZ
  const data = new Date(a, m - 1, d, 12);
  if (!isBusinessDay(data, { stateCode: 'SP' })) return false;
  if (m === 1 && d === 25) return false; // the city's anniversary (municipal holiday)
  // Carnaval Monday: banks close both days (FEBRABAN); the library lists only the Tuesday
  const amanha = new Date(a, m - 1, d + 1, 12);
  return !(data.getDay() === 1 && getHolidays({ year: a }).some((h) => h.name.startsWith('Carnaval') && h.date.getMonth() === amanha.getMonth() && h.date.getDate() === amanha.getDate()));
}

/**
 * The due date `dias` business days after São Paulo's day `hoje` (both yyyy-mm-dd): no weekends, no national
 * holidays (Carnaval Monday and Tuesday and Corpus Christi included: banks close), no São Paulo state holiday
 * (9 July) nor the city's (25 January). Holidays from @brazilian-utils (national and state, 1900–2099).
 */
export function vencimentoEmDiasUteis(hoje: string, dias: number): string {
  const [a, m, d] = hoje.split('-').map(Number) as [number, number, number];
  const cursor = new Date(Date.UTC(a, m - 1, d));
  let faltam = dias;
  while (faltam > 0) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    if (diaUtilSaoPaulo(cursor.toISOString().slice(0, 10))) faltam--;
  }
  return cursor.toISOString().slice(0, 10);
}

/**
 * São Paulo business days the bank takes to send its notice of a boleto paid up to its due date. The slip says
 * "Não receber após o vencimento.", so no payment is made later and no notice arrives after this.
 */
export const PRAZO_COMPENSACAO = 3;

/**
 * The last São Paulo day (yyyy-mm-dd) a boleto due on `vencimento` can be settled: PRAZO_COMPENSACAO business days
 * after its due date. Whatever waits for the boleto keeps its thing until the day after; staff settle none later.
 */
export function ultimoDiaDeLiquidacao(vencimento: string): string {
  return vencimentoEmDiasUteis(vencimento, PRAZO_COMPENSACAO);
}

/**
 * A pure function of a day, remembered for the last few days asked: every request of a day asks the same (a list of
 * 200 reservations took 29 ms working out the same boleto dates again). Not state: any process computes the same.
 */
function lembrado<T>(f: (chave: string) => T): (chave: string) => T {
  const feitos = new Map<string, T>();
  return (chave) => {
    const pronto = feitos.get(chave);
    if (pronto !== undefined) return pronto;
    const valor = f(chave);
    if (feitos.size >= 16) feitos.delete(feitos.keys().next().value!);
    feitos.set(chave, valor);
    return valor;
  };
}

/** `dia` (yyyy-mm-dd) plus `dias` calendar days. */
function somarDias(dia: string, dias: number): string {
  const [a, m, d] = dia.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d + dias)).toISOString().slice(0, 10);
}

/** Whether a boleto due on `vencimento` is past its last settlement day on São Paulo's day `hoje`: written off ('baixada'). */
export const boletoVencido = (vencimento: string, hoje: string) => hoje > ultimoDiaDeLiquidacao(vencimento);

/**
 * The earliest due date whose boleto is still settleable on São Paulo's day `hoje`: ultimoDiaDeLiquidacao never goes
 * down as the due date goes up, so a boleto due before this day is written off (`vencimento < this` is SQL-ready).
 */
export const vencimentoMinimoLiquidavel = lembrado((hoje: string): string => {
  let dia = hoje;
  while (!boletoVencido(somarDias(dia, -1), hoje)) dia = somarDias(dia, -1);
  return dia;
});

/**
 * A boleto issued on São Paulo's day `hoje`, due `diasUteis` business days later, and whether it fits what it pays for:
 * `pagoAntesDe` (yyyy-mm-dd, e.g. a reservation's first day; null when nothing starts) must come after its last
 * settlement day, so the bank's notice always arrives before the thing begins.
 */
export function prazoDoBoleto(hoje: string, diasUteis: number, pagoAntesDe: string | null) {
  const { vencimento, ultimoDia } = datasDoBoleto(`${hoje}+${diasUteis}`);
  return { vencimento, ultimoDia, cabe: pagoAntesDe === null || ultimoDia < pagoAntesDe };
}
const datasDoBoleto = lembrado((chave: string) => {
  const [hoje, dias] = chave.split('+') as [string, string];
  const vencimento = vencimentoEmDiasUteis(hoje, Number(dias));
  return { vencimento, ultimoDia: ultimoDiaDeLiquidacao(vencimento) };
});

/** The slip's instruction to the bank: with it, a payment's notice never comes after ultimoDiaDeLiquidacao. */
export const INSTRUCAO_BOLETO = 'Não receber após o vencimento.';

/** ITF patterns (N narrow, W wide) of the digits 0-9, five elements each. */
const ITF = ['NNWWN', 'WNNNW', 'NWNNW', 'WWNNN', 'NNWNW', 'WNWNN', 'NWWNN', 'NNNWW', 'WNNWN', 'NWNWN'];
/** FEBRABAN: wide is 3 times narrow (the norm allows 2.25 to 3). */
export const LARGO = 3;

/**
 * The bars of an Interleaved 2 of 5 code (an even number of digits): start NNNN, each pair with the first digit
 * in the bars and the second in the spaces between them, stop WNN. Bars only, as (start, width) in narrow units.
 */
export function barrasITF(digitos: string): { x: number; largura: number }[] {
  if (!/^(\d\d)+$/.test(digitos)) throw new Error('ITF precisa de um número par de dígitos');
  const elementos: number[] = [1, 1, 1, 1]; // start: bar, space, bar, space
  for (let i = 0; i < digitos.length; i += 2) {
    const barras = ITF[Number(digitos[i])]!;
    const espacos = ITF[Number(digitos[i + 1])]!;
    for (let k = 0; k < 5; k++) elementos.push(barras[k] === 'W' ? LARGO : 1, espacos[k] === 'W' ? LARGO : 1);
  }
  elementos.push(LARGO, 1, 1); // stop: wide bar, space, bar
  const barras: { x: number; largura: number }[] = [];
  let x = 0;
  elementos.forEach((largura, i) => {
    if (i % 2 === 0) barras.push({ x, largura });
    x += largura;
  });
  return barras;
}

export interface DadosBoletoPdf {
  beneficiario: string;
  pagador: string;
  descricao: string;
  valor: number;
  vencimento: string;
  nossoNumero: string;
  codigoBarras: string;
  linhaDigitavel: string;
  emitidoEm: Date;
}

/**
 * The slip as a one-page A4 PDF: who, what, value, due date, the linha digitável, the barcode (103 × 13 mm, FEBRABAN)
 * and the instruction not to receive it after its due date.
 */
export async function pdfDoBoleto(b: DadosBoletoPdf): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`Boleto ${b.nossoNumero}`);
  doc.setCreationDate(b.emitidoEm);
  doc.setModificationDate(b.emitidoEm);
  doc.setLanguage('pt-BR');
  const fonte = await doc.embedFont(StandardFonts.Helvetica);
  const negrito = await doc.embedFont(StandardFonts.HelveticaBold);
  const pagina = doc.addPage([595, 842]);
  const margem = 48;
  let y = 842 - margem;
  const linha = (rotulo: string, valor: string) => {
    pagina.drawText(rotulo, { x: margem, y, size: 9, font: fonte, color: rgb(0.35, 0.35, 0.35) });
    pagina.drawText(valor, { x: margem + 130, y, size: 11, font: negrito, color: rgb(0.1, 0.1, 0.1) });
    y -= 20;
  };
  pagina.drawText('Boleto de pagamento', { x: margem, y, size: 16, font: negrito });
  y -= 18;
  pagina.drawText('Ambiente de testes (sandbox): este boleto não é pago em bancos.', { x: margem, y, size: 9, font: fonte });
  y -= 30;
  linha('Beneficiário', b.beneficiario);
  linha('Pagador', b.pagador);
  linha('Referente a', b.descricao);
  linha('Nosso número', b.nossoNumero);
  linha('Vencimento', formatData(b.vencimento));
  linha('Valor', formatBRL(b.valor));
  y -= 10;
  pagina.drawText(formatarLinha(b.linhaDigitavel), { x: margem, y, size: 12, font: negrito });
  y -= 16;
  // 103 mm wide, 13 mm tall; the quiet zones stay white
  const mm = 72 / 25.4;
  const barras = barrasITF(b.codigoBarras);
  const total = barras.at(-1)!.x + barras.at(-1)!.largura;
  const unidade = (103 * mm) / total;
  const altura = 13 * mm;
  for (const barra of barras) {
    pagina.drawRectangle({ x: margem + barra.x * unidade, y: y - altura, width: barra.largura * unidade, height: altura, color: rgb(0, 0, 0) });
  }
  // below the barcode, so nothing above it moves
  y -= altura + 24;
  linha('Instruções', INSTRUCAO_BOLETO);
  return doc.save({ useObjectStreams: false });
}
