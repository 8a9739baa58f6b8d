import { createHash } from 'node:crypto';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fontesDoPortal, textoDesenhavel } from '../../src/server/comum/pdf-texto';
import { gerarTermoPdf, quebrar, type Termo } from '../../src/server/comum/termos-pdf';
import { TERMO_VAREJO } from '../../src/server/cdl-varejo-inteligente/termo';
import { TERMO_CLUBE } from '../../src/server/clube-vantagens/termo';
import { TERMO_CONCILIADOR } from '../../src/server/spc-conciliador/termo';

/**
 * The term PDF renderer measures each word once and reuses layouts and widths across documents (issue 12, the
 * reservations bench), and shares per process one parsed font, its layouts, a prebuilt fixed subset and the codes of
 * texts drawn with it (pdf-texto.ts). What none of it may change: where lines break and the bytes of the PDF. Both are
 * compared here with the first renderer, kept as it was but for its fonts (now the portal's, issue 19), embedded with
 * nothing remembered (`lembrar: false`: the TTFs parsed, the subsets built and deflated again for each document). It
 * measured the whole line again for every word it added and cached nothing.
 */
async function fontesSemLembranca(doc: PDFDocument) {
  return fontesDoPortal(doc, { lembrar: false });
}

function quebrarAntigo(texto: string, fonte: PDFFont, tamanho: number, largura: number): string[] {
  const linhas: string[] = [];
  let atual = '';
  for (const palavra of texto.split(/\s+/)) {
    const tentativa = atual ? `${atual} ${palavra}` : palavra;
    if (fonte.widthOfTextAtSize(tentativa, tamanho) > largura && atual) {
      linhas.push(atual);
      atual = palavra;
    } else atual = tentativa;
  }
  if (atual) linhas.push(atual);
  return linhas;
}

async function gerarTermoPdfAntigo(termo: Termo) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const data = new Date(`${termo.dtVersao}T12:00:00Z`);
  doc.setTitle(termo.titulo);
  doc.setCreationDate(data);
  doc.setModificationDate(data);
  doc.setLanguage('pt-BR');
  const { fonte, negrito } = await fontesSemLembranca(doc);
  const margem = 56;
  let pagina = doc.addPage([595, 842]);
  let y = 842 - margem;
  const largura = 595 - 2 * margem;
  const escrever = (texto: string, f: PDFFont, tamanho: number, espaco = 4) => {
    for (const linha of quebrarAntigo(textoDesenhavel(texto), f, tamanho, largura)) {
      if (y < margem + tamanho) {
        pagina = doc.addPage([595, 842]);
        y = 842 - margem;
      }
      pagina.drawText(linha, { x: margem, y, size: tamanho, font: f, color: rgb(0.1, 0.1, 0.1) });
      y -= tamanho + espaco;
    }
    y -= espaco;
  };
  escrever(termo.titulo, negrito, 16, 6);
  escrever(`Versão de ${termo.dtVersao.split('-').reverse().join('/')}`, fonte, 10);
  for (const linha of termo.identificacao) escrever(linha, fonte, 11, 2);
  y -= 8;
  termo.clausulas.forEach((clausula, i) => escrever(`${i + 1}. ${clausula}`, fonte, 11));
  const pdf = await doc.save({ useObjectStreams: false });
  return { pdf, sha256: createHash('sha256').update(pdf).digest('hex') };
}

const LARGURA = 595 - 2 * 56;
/** Names Helvetica could not encode (issue 19): each made its PDF a 500. */
const NOMES = ['Aniversário 🎉', 'Nguyễn', 'Łukasz', '李小龍', 'Ştefan', 'Jose\u0301', 'Ana\u200BMaria', 'Zoë Ørsted Ñuñez Đặng Thị', '👨‍👩‍👧 família 🇧🇷'];
const modelos = [TERMO_CLUBE, TERMO_CONCILIADOR, TERMO_VAREJO];

/** Identification lines like the products print, and the awkward cases: spaces at the ends, runs of spaces, a word wider than the line. */
const identificacao = (i: number) => [
  `Associado: Associado Bench ${i} (código B${String(i).padStart(6, '0')})`, `Reserva nº ${1000 + i}`, 'Espaço: Sala de Reunião 1',
  'Data: 12/01/2027, das 09:00 às 10:00 (1 hora)', 'Evento: Bench; pessoas: 5', 'Serviços: água e café, projetor e som',
  'Responsável: Fulana de Tal; telefone (31) 98888-7777; e-mail fulana.de.tal@exemplo.com.br', 'CNPJ: 12.345.678/0001-95, 98.765.432/0001-10',
  'Reserva guardada até 11/01/2027 10:15 (horário de Brasília), para o aceite deste termo',
];
const estranhas = [
  '', ' ', '  começa com espaços', 'termina com espaço ', 'vários    espaços\tno\nmeio', 'A'.repeat(120), `curta ${'W'.repeat(90)} curta`,
  'AV AT Ty Yo LT L\u2019 P, V. W; “aspas” ‘simples’ — travessão – meia-risca … reticências', 'palavra '.repeat(60),
];

describe('quebrar: as mesmas linhas que a medida da linha inteira a cada palavra', () => {
  let fonte: PDFFont;
  let negrito: PDFFont;
  beforeAll(async () => {
    ({ fonte, negrito } = await fontesSemLembranca(await PDFDocument.create()));
  });

  it.each(modelos.map((m) => [m.produto, m] as const))('termo de %s: título, versão, identificação e cláusulas', (_, modelo) => {
    const casos: [string, PDFFont, number][] = [
      [modelo.titulo, negrito, 16], [`Versão de ${modelo.versao.split('-').reverse().join('/')}`, fonte, 10],
      ...identificacao(7).map((l): [string, PDFFont, number] => [l, fonte, 11]),
      ...modelo.clausulas.map((c, i): [string, PDFFont, number] => [`${i + 1}. ${c}`, fonte, 11]),
    ];
    let quebradas = 0;
    for (const [texto, f, tamanho] of casos) {
      const esperado = quebrarAntigo(texto, f, tamanho, LARGURA);
      if (esperado.length > 1) quebradas++;
      // twice: the second answer comes from the layout cache
      expect(quebrar(texto, f, tamanho, LARGURA)).toEqual(esperado);
      expect(quebrar(texto, f, tamanho, LARGURA)).toEqual(esperado);
    }
    expect(quebradas).toBeGreaterThan(0);
  });

  it('textos estranhos, larguras e tamanhos variados', () => {
    const textos = [...estranhas, ...modelos.flatMap((m) => m.clausulas)];
    for (const texto of textos) {
      for (const [f, tamanho, largura] of [[fonte, 11, LARGURA], [negrito, 16, LARGURA], [fonte, 9.5, 200], [negrito, 13, 57.3], [fonte, 11, 3]] as const) {
        expect(quebrar(texto, f, tamanho, largura), `${texto} ${f.name} ${tamanho} ${largura}`).toEqual(quebrarAntigo(texto, f, tamanho, largura));
      }
    }
  });

  it('cada largura de 20 a 200 pontos, meio ponto por vez: os pares com kerning junto ao espaço (“r ”, “ A”, “ T”, “ Y”…)', () => {
    const texto = 'Ar Vá Te Yo Lá Ta Wa Pe 1. A Ty. V, W; Y: L’ “A” ‘T’ f) r. y, LT AV AT AY AW Fa P. Vo Ty Yu';
    for (let largura = 20; largura <= 200; largura += 0.5) {
      for (const [f, tamanho] of [[fonte, 11], [negrito, 16]] as const) expect(quebrar(texto, f, tamanho, largura)).toEqual(quebrarAntigo(texto, f, tamanho, largura));
    }
  });

  it('nomes de qualquer escrita, como textoDesenhavel os deixa', () => {
    const texto = textoDesenhavel(`${NOMES.join(' ')} ${NOMES.join(' ')}`);
    for (const largura of [3, 57.3, 120, 200, LARGURA]) {
      for (const [f, tamanho] of [[fonte, 11], [negrito, 16]] as const) expect(quebrar(texto, f, tamanho, largura)).toEqual(quebrarAntigo(texto, f, tamanho, largura));
    }
  });
});

describe('gerarTermoPdf: os mesmos bytes do renderizador anterior', () => {
  it.each(modelos.map((m) => [m.produto, m] as const))('termo de %s', async (_, modelo) => {
    // glyphs outside the fixed subset (pdf-texto.ts FAIXAS), a different list in each document: ™ ₹ ∞ ≠ ½, and bold ones in titles
    const nomes = [...NOMES.map((n, i) => `Nome ${i}: ${n}`), 'Marca™ ₹ 5 ∞ ≠ ½'];
    for (const linhas of [identificacao(1), nomes, ['Os mesmos, noutra ordem: ½ ≠ ∞ 5 ₹ Marca™'], identificacao(2), [...identificacao(3), ...estranhas.slice(2)], Array.from({ length: 70 }, (_, i) => `Estação ${i + 1}: Pessoa ${i}`)]) {
      const termo: Termo = { titulo: modelo.titulo, dtVersao: modelo.versao, identificacao: linhas, clausulas: [...modelo.clausulas] };
      const antigo = await gerarTermoPdfAntigo(termo);
      const novo = await gerarTermoPdf(termo);
      expect(novo.sha256).toBe(antigo.sha256);
      expect(Buffer.from(novo.pdf).equals(Buffer.from(antigo.pdf))).toBe(true);
    }
  });
});
