import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, rgb, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fontesDoPortal, textoDesenhavel } from '../../src/server/comum/pdf-texto';
import { gerarTermoPdf, quebrar, type Termo } from '../../src/server/comum/termos-pdf';
import { TERMO_VAREJO } from '../../src/server/cdl-varejo-inteligente/termo';
import { TERMO_CLUBE } from '../../src/server/clube-vantagens/termo';
import { TERMO_CONCILIADOR } from '../../src/server/spc-conciliador/termo';

/**
 * The term PDF renderer measures each word once and reuses layouts and widths across documents (issue 12, the
 * reservations bench), shares per process one parsed font, its layouts, a prebuilt fixed subset and the codes of
 * texts drawn with it (pdf-texto.ts), and keeps the clauses' content per start (issue 26). What none of it may change:
 * where lines break and what the PDF draws (every text with its font, size, colour, place and glyphs; the embedded
 * fonts). Both are compared here with the first renderer, kept as it was but for its fonts (now the portal's, issue 19),
 * embedded with nothing remembered (`lembrar: false`: the TTFs parsed, the subsets built and deflated again for each
 * document). It measured the whole line again for every word it added and cached nothing.
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

/**
 * What a PDF draws, page by page: each text operator with its font (by the embedded font's name, whatever the page's
 * resource calls it), size, colour, position and glyph codes, read from all the page's content streams in order; and
 * each embedded font's dictionaries and streams (its glyphs, widths and ToUnicode map), decoded.
 */
async function desenhado(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  const ctx = doc.context;
  const bytes = (s: PDFRawStream) => (String(s.dict.get(PDFName.of('Filter'))) === '/FlateDecode' ? inflateSync(s.contents) : Buffer.from(s.contents)).toString('latin1');
  const paginas = doc.getPages().map((pagina) => {
    const conteudos = pagina.node.Contents();
    const fluxos = conteudos instanceof PDFArray ? conteudos.asArray().map((r) => ctx.lookup(r) as PDFRawStream) : [conteudos as unknown as PDFRawStream];
    const recursos = pagina.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    const nomeDa = (chave: string) => String((ctx.lookup(recursos.get(PDFName.of(chave)) as PDFRef) as PDFDict).get(PDFName.of('BaseFont')));
    const textos: string[] = [];
    let estado = '';
    for (const m of fluxos.map(bytes).join('\n').matchAll(/\/(\S+) ([\d.]+) Tf|([\d.]+ [\d.]+ [\d.]+) rg|1 0 0 1 ([\d.]+) ([\d.]+) Tm|<([0-9A-F]*)> Tj/g)) {
      if (m[1]) estado = `${nomeDa(m[1])} ${m[2]}`;
      else if (m[3]) estado = `${estado.split(' cor ')[0]} cor ${m[3]}`;
      else if (m[4]) textos.push(`${estado} em ${m[4]},${m[5]}`);
      else textos.push(`  ${m[6]}`);
    }
    return textos;
  });
  const fontes = ctx.enumerateIndirectObjects()
    .filter(([, o]) => o instanceof PDFDict && String(o.get(PDFName.of('Type'))) === '/Font' && String(o.get(PDFName.of('Subtype'))) === '/CIDFontType2')
    .map(([, o]) => {
      const cid = o as PDFDict;
      const descritor = ctx.lookup(cid.get(PDFName.of('FontDescriptor')) as PDFRef) as PDFDict;
      return { nome: String(cid.get(PDFName.of('BaseFont'))), w: String(cid.get(PDFName.of('W'))), ttf: bytes(ctx.lookup(descritor.get(PDFName.of('FontFile2')) as PDFRef) as PDFRawStream) };
    });
  const toUnicode = ctx.enumerateIndirectObjects()
    .filter(([, o]) => o instanceof PDFDict && String(o.get(PDFName.of('Subtype'))) === '/Type0')
    .map(([, o]) => bytes(ctx.lookup((o as PDFDict).get(PDFName.of('ToUnicode')) as PDFRef) as PDFRawStream));
  return { paginas, fontes, toUnicode, titulo: doc.getTitle(), criado: doc.getCreationDate()?.toISOString() };
}

describe('gerarTermoPdf: o mesmo documento do renderizador anterior', () => {
  it.each(modelos.map((m) => [m.produto, m] as const))('termo de %s', async (_, modelo) => {
    // glyphs outside the fixed subset (pdf-texto.ts FAIXAS), a different list in each document: ™ ₹ ∞ ≠ ½, and bold ones in titles
    const nomes = [...NOMES.map((n, i) => `Nome ${i}: ${n}`), 'Marca™ ₹ 5 ∞ ≠ ½'];
    for (const linhas of [identificacao(1), nomes, ['Os mesmos, noutra ordem: ½ ≠ ∞ 5 ₹ Marca™'], identificacao(2), [...identificacao(3), ...estranhas.slice(2)], Array.from({ length: 70 }, (_, i) => `Estação ${i + 1}: Pessoa ${i}`)]) {
      const termo: Termo = { titulo: modelo.titulo, dtVersao: modelo.versao, identificacao: linhas, clausulas: [...modelo.clausulas] };
      const antigo = await desenhado((await gerarTermoPdfAntigo(termo)).pdf);
      const novo = await gerarTermoPdf(termo);
      expect(await desenhado(novo.pdf)).toEqual(antigo);
      // and the same bytes each time (the acceptance hashes a second rendering), the clauses' content kept or not
      expect((await gerarTermoPdf(termo)).sha256).toBe(novo.sha256);
    }
  });

  it('as cláusulas de dois termos que começam na mesma altura: o mesmo conteúdo, guardado uma vez (issue 26: o PDF de cada reserva)', async () => {
    const termo = (i: number): Termo => ({ titulo: TERMO_VAREJO.titulo, dtVersao: TERMO_VAREJO.versao, identificacao: identificacao(i), clausulas: [...TERMO_VAREJO.clausulas] });
    const conteudos = async (pdf: Uint8Array) => {
      const doc = await PDFDocument.load(pdf);
      const c = doc.getPage(0).node.Contents();
      return c instanceof PDFArray ? c.asArray().map((r) => Buffer.from((doc.context.lookup(r) as PDFRawStream).contents).toString('base64')) : [];
    };
    const [um, dois] = [await conteudos((await gerarTermoPdf(termo(1))).pdf), await conteudos((await gerarTermoPdf(termo(2))).pdf)];
    // the page's own stream (title, version, the reservation's lines) differs; the clauses' is the same bytes
    expect(um).toHaveLength(2);
    expect(dois).toHaveLength(2);
    expect(um[0]).not.toBe(dois[0]);
    expect(um[1]).toBe(dois[1]);
  });
});
