/**
 * The bank slip (boleto de cobrança) as FEBRABAN / Carta-Circular BCB 2.926 define it, whatever bank
 * issues it: the 44-digit barcode, the 47-digit linha digitável with its check digits, the due-date
 * factor, the due date in São Paulo business days, and the PDF in the FEBRABAN layout with the barcode drawn (ITF, 2 of 5 interleaved).
 */
// one function per module: the package's index loads all of it (about 20 MB of resident memory a process)
import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { getHolidays } from '@brazilian-utils/brazilian-utils/get-holidays';
import { isBusinessDay } from '@brazilian-utils/brazilian-utils/is-business-day';
import type { PDFFont } from 'pdf-lib';
import { formatCPF, somenteDigitos } from '../../../domain/comum/cpf';
import { dataSaoPaulo, formatData, somarDias } from '../../../domain/comum/datas';
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

/** Mod 11 of the bank code, weights 2..9 from the right, printed beside it ('001-9', '237-2'): 10 is X, 11 is 0. */
export function digitoDoBanco(banco: string): string {
  let soma = 0;
  for (let i = 0; i < banco.length; i++) soma += (banco.charCodeAt(banco.length - 1 - i) - 48) * (2 + (i % 8));
  const dv = 11 - (soma % 11);
  return dv === 10 ? 'X' : dv === 11 ? '0' : String(dv);
}

/** The association as beneficiary: a demo CNPJ with valid check digits (docs/decisions/platform.md "Boleto"). */
export const CNPJ_BENEFICIARIO = '11222333000181';

/** The usual 'Local de pagamento' of a registered boleto. */
export const LOCAL_DE_PAGAMENTO = 'Pagável em qualquer banco até o vencimento';

/** What the sandbox's slips say of themselves, on the stub and in the instructions. */
export const AVISO_SANDBOX = 'Ambiente de testes (sandbox): este boleto não é pago em bancos.';

/** A CPF (11 digits) or CNPJ (14) with its mask and name ('CPF 123.456.789-01'); anything else as stored. */
export function documentoFormatado(documento: string): string {
  const d = somenteDigitos(documento);
  if (d.length === 11) return `CPF ${formatCPF(d)}`;
  if (d.length === 14) return `CNPJ ${formatCnpj(d)}`;
  return documento;
}

export interface DadosBoletoPdf {
  beneficiario: string;
  pagador: {
    nome: string;
    /** CPF or CNPJ as stored (digits), when the association has it. */
    documento: string | null;
    codSocio: string;
  };
  descricao: string;
  valor: number;
  vencimento: string;
  nossoNumero: string;
  codigoBarras: string;
  linhaDigitavel: string;
  emitidoEm: Date;
}

/**
 * The slip as a one-page A4 PDF in the FEBRABAN layout a payer and a bank teller expect: the 'Recibo do Pagador' stub,
 * a dashed cut line, then the 'Ficha de Compensação' (bank box with its code and digit, the linha digitável, the
 * standard boxes, payer, 'Autenticação mecânica') and its ITF barcode, 103 × 13 mm. Every text goes through
 * textoDesenhavel and is cut to its box ('…'), so no name breaks the slip.
 */
export async function pdfDoBoleto(b: DadosBoletoPdf): Promise<Uint8Array> {
  // pdf-lib and the fonts load with the first PDF, not with the server (issue 26: the import's peak RSS)
  const [{ PDFDocument, rgb }, { fontesDoPortal, textoDesenhavel }] = await Promise.all([import('pdf-lib'), import('../pdf-texto')]);
  const CINZA = rgb(0.33, 0.33, 0.33);
  const PRETO = rgb(0, 0, 0);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`Boleto ${b.nossoNumero}`);
  doc.setCreationDate(b.emitidoEm);
  doc.setModificationDate(b.emitidoEm);
  doc.setLanguage('pt-BR');
  const { fonte, negrito } = await fontesDoPortal(doc);
  const pagina = doc.addPage([595, 842]); // A4
  const margem = 28;
  const largura = 595 - 2 * margem;
  const banco = b.codigoBarras.slice(0, 3);
  // the sandbox's free field (sandbox.ts): carteira (2 digits), nosso número (17), agency and beneficiary code (6)
  const livre = b.codigoBarras.slice(19);
  const carteira = livre.slice(0, 2);
  const nossoNumero = livre.slice(2, 19);
  const agenciaCodigo = `${livre.slice(19, 23)}/${livre.slice(23)}`;
  const emissao = formatData(dataSaoPaulo(b.emitidoEm));
  const pagador = [b.pagador.nome, b.pagador.documento ? documentoFormatado(b.pagador.documento) : null, `associado ${b.pagador.codSocio}`]
    .filter(Boolean).join(' — ');
  const beneficiario = `${b.beneficiario} — ${documentoFormatado(CNPJ_BENEFICIARIO)}`;
  const valor = formatBRL(b.valor);
  const vencimento = formatData(b.vencimento);

  /** `texto` drawable and cut with '…' to `maximo` points (measured a character at a time: no layout of each shorter try). */
  const caber = (texto: string, f: PDFFont, tamanho: number, maximo: number) => {
    const t = textoDesenhavel(texto);
    if (f.widthOfTextAtSize(t, tamanho) <= maximo) return t;
    let cabe = maximo - f.widthOfTextAtSize('…', tamanho);
    let cortado = '';
    for (const c of t) {
      if ((cabe -= f.widthOfTextAtSize(c, tamanho)) < 0) break;
      cortado += c;
    }
    return `${cortado.trimEnd()}…`;
  };
  const escrever = (texto: string, x: number, y: number, o: { tamanho: number; f?: PDFFont; maximo?: number; direita?: boolean; cor?: typeof PRETO }) => {
    const f = o.f ?? fonte;
    const t = caber(texto, f, o.tamanho, o.maximo ?? largura);
    const dx = o.direita ? -f.widthOfTextAtSize(t, o.tamanho) : 0;
    pagina.drawText(t, { x: x + dx, y, size: o.tamanho, font: f, color: o.cor ?? PRETO });
  };
  const linha = (x1: number, y1: number, x2: number, y2: number, espessura = 0.6) =>
    pagina.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: espessura, color: PRETO });

  /** A box of the form: its top and left rules, its label small and grey, its value below (right-aligned for sums and dates). */
  const caixa = (x: number, topo: number, w: number, h: number, rotulo: string, valor = '', o: { negrito?: boolean; direita?: boolean } = {}) => {
    linha(margem + x, topo, margem + x + w, topo);
    if (x > 0) linha(margem + x, topo, margem + x, topo - h);
    escrever(rotulo, margem + x + 2, topo - 7, { tamanho: 5.5, cor: CINZA, maximo: w - 4 });
    if (!valor) return;
    const f = o.negrito ? negrito : fonte;
    escrever(valor, o.direita ? margem + x + w - 3 : margem + x + 3, topo - h + 4, { tamanho: 8, f, maximo: w - 6, direita: o.direita });
  };
  /** The bank's header: its name, '| 999-7 |' in bold between two thick rules, and what comes on the right. */
  const cabecalho = (topo: number, direita: string, tamanhoDireita: number) => {
    escrever(banco === '999' ? 'Banco Sandbox' : `Banco ${banco}`, margem, topo - 16, { tamanho: 10, f: negrito, maximo: 120 });
    linha(margem + 122, topo - 2, margem + 122, topo - 22, 1.5);
    escrever(`${banco}-${digitoDoBanco(banco)}`, margem + 128, topo - 17, { tamanho: 13, f: negrito });
    linha(margem + 178, topo - 2, margem + 178, topo - 22, 1.5);
    escrever(direita, margem + largura, topo - 16, { tamanho: tamanhoDireita, f: negrito, direita: true, maximo: largura - 184 });
  };

  // Recibo do Pagador
  let y = 842 - margem;
  escrever(AVISO_SANDBOX, margem, y - 6, { tamanho: 7, cor: CINZA });
  y -= 14;
  cabecalho(y, 'Recibo do Pagador', 10);
  y -= 24;
  const h = 22;
  caixa(0, y, 300, h, 'Beneficiário', beneficiario);
  caixa(300, y, 120, h, 'Agência/Código do beneficiário', agenciaCodigo, { direita: true });
  caixa(420, y, 119, h, 'Vencimento', vencimento, { negrito: true, direita: true });
  y -= h;
  caixa(0, y, 150, h, 'Data do documento', emissao);
  caixa(150, y, 150, h, 'Nº do documento', b.nossoNumero);
  caixa(300, y, 120, h, 'Nosso número', nossoNumero, { direita: true });
  caixa(420, y, 119, h, '(=) Valor do documento', valor, { negrito: true, direita: true });
  y -= h;
  caixa(0, y, largura, h, 'Pagador', pagador);
  y -= h;
  caixa(0, y, largura, h, 'Demonstrativo', `Referente a: ${b.descricao}`);
  y -= h;
  linha(margem, y, margem + largura, y);
  escrever('Autenticação mecânica', margem + largura, y - 9, { tamanho: 6.5, cor: CINZA, direita: true });

  // the cut line
  y -= 34;
  pagina.drawLine({ start: { x: margem, y }, end: { x: margem + largura, y }, thickness: 0.6, color: CINZA, dashArray: [3, 3] });
  escrever('Corte na linha pontilhada', margem + largura, y + 3, { tamanho: 5.5, cor: CINZA, direita: true });

  // Ficha de Compensação
  y -= 16;
  cabecalho(y, formatarLinha(b.linhaDigitavel), 11);
  y -= 24;
  const esquerda = 399;
  const direita = largura - esquerda;
  caixa(0, y, esquerda, h, 'Local de pagamento', LOCAL_DE_PAGAMENTO);
  caixa(esquerda, y, direita, h, 'Vencimento', vencimento, { negrito: true, direita: true });
  y -= h;
  caixa(0, y, esquerda, h, 'Beneficiário', beneficiario);
  caixa(esquerda, y, direita, h, 'Agência/Código do beneficiário', agenciaCodigo, { direita: true });
  y -= h;
  caixa(0, y, 80, h, 'Data do documento', emissao);
  caixa(80, y, 110, h, 'Nº do documento', b.nossoNumero);
  caixa(190, y, 65, h, 'Espécie doc.', 'DS');
  caixa(255, y, 45, h, 'Aceite', 'N');
  caixa(300, y, 99, h, 'Data do processamento', emissao);
  caixa(esquerda, y, direita, h, 'Nosso número', nossoNumero, { direita: true });
  y -= h;
  caixa(0, y, 80, h, 'Uso do banco');
  caixa(80, y, 60, h, 'Carteira', carteira);
  caixa(140, y, 50, h, 'Espécie', 'R$');
  caixa(190, y, 110, h, 'Quantidade');
  caixa(300, y, 99, h, 'Valor');
  caixa(esquerda, y, direita, h, '(=) Valor do documento', valor, { negrito: true, direita: true });
  y -= h;
  caixa(0, y, esquerda, 5 * h, 'Instruções (texto de responsabilidade do beneficiário)');
  [INSTRUCAO_BOLETO, `Referente a: ${b.descricao}`, AVISO_SANDBOX].forEach((texto, i) =>
    escrever(texto, margem + 3, y - 20 - i * 12, { tamanho: 8, maximo: esquerda - 6 }));
  ['(-) Desconto / Abatimento', '(-) Outras deduções', '(+) Mora / Multa', '(+) Outros acréscimos', '(=) Valor cobrado']
    .forEach((rotulo, i) => caixa(esquerda, y - i * h, direita, h, rotulo));
  y -= 5 * h;
  caixa(0, y, largura, 26, 'Pagador', pagador);
  y -= 26;
  caixa(0, y, esquerda, 16, 'Sacador/Avalista');
  caixa(esquerda, y, direita, 16, 'Código de baixa');
  y -= 16;
  linha(margem, y, margem + largura, y);
  escrever('Autenticação mecânica - Ficha de Compensação', margem + largura, y - 9, { tamanho: 6.5, cor: CINZA, direita: true });

  // the barcode: 103 mm wide, 13 mm tall, its quiet zones white
  y -= 18;
  const mm = 72 / 25.4;
  const barras = barrasITF(b.codigoBarras);
  const total = barras.at(-1)!.x + barras.at(-1)!.largura;
  const unidade = (103 * mm) / total;
  const altura = 13 * mm;
  for (const barra of barras) {
    pagina.drawRectangle({ x: margem + 8 + barra.x * unidade, y: y - altura, width: barra.largura * unidade, height: altura, color: PRETO });
  }
  return doc.save({ useObjectStreams: false });
}
