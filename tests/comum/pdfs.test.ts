import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { TERMO_VAREJO } from '../../src/server/cdl-varejo-inteligente/termo';
import { TERMO_CLUBE } from '../../src/server/clube-vantagens/termo';
import {
  AVISO_SANDBOX, CNPJ_BENEFICIARIO, digitoDoBanco, documentoFormatado, formatarLinha, INSTRUCAO_BOLETO, LOCAL_DE_PAGAMENTO, linhaDigitavel,
  pdfDoBoleto, type DadosBoletoPdf,
} from '../../src/server/comum/pagamentos/boleto';
import { gatewaySandbox } from '../../src/server/comum/pagamentos/sandbox';
import { SUBSTITUTO, textoDesenhavel } from '../../src/server/comum/pdf-texto';
import { documentoDoTermo } from '../../src/server/comum/termos';
import { TERMO_CONCILIADOR } from '../../src/server/spc-conciliador/termo';
import { textoDoPdf } from '../support/pdf';

// Issue 19: every PDF the server draws (the three terms, the boleto) takes any name a person types.

/** The names of the issue: each made a PDF a 500 under Helvetica (WinAnsi only). */
const NOMES = {
  evento: 'Aniversário 🎉', vietnamita: 'Nguyễn', polones: 'Łukasz', chines: '李小龍', romeno: 'Ştefan',
  decomposto: 'Jose\u0301', invisivel: 'Ana\u200BMaria', marca: 'Ca\u0301\u031Bu A\u031Bna q\u0301 a\u0000b',
};
/** How each comes out of the PDF: NFC, the zero-width space gone, one SUBSTITUTO per grapheme no font here draws (a mark fontkit cannot place on its letter, NUL). */
const ESPERADOS = [`Aniversário ${SUBSTITUTO}`, 'Nguyễn', 'Łukasz', SUBSTITUTO.repeat(3), 'Ştefan', 'José', 'AnaMaria', `C${SUBSTITUTO}u ${SUBSTITUTO}na q\u0301 a${SUBSTITUTO}b`];

const corrido = (pdf: Uint8Array) => textoDoPdf(Buffer.from(pdf)).replace(/\s+/g, ' ');

describe('textoDesenhavel', () => {
  it('NFC, sem caracteres de formato (Cf), um substituto por grafema que a fonte não desenha, nunca lança', () => {
    expect(Object.values(NOMES).map(textoDesenhavel)).toEqual(ESPERADOS);
    expect(textoDesenhavel('José')).toBe('José'); // already NFC: the same string back
    expect(textoDesenhavel('a\u00ADb\u200E\u2066c\uFEFF')).toBe('abc'); // soft hyphen, direction marks, BOM
    expect(textoDesenhavel('família 👨‍👩‍👧 🇧🇷 👍🏽 ❤️')).toBe(`família ${SUBSTITUTO} ${SUBSTITUTO} ${SUBSTITUTO} ${SUBSTITUTO}`);
    expect(textoDesenhavel('linha\num\ttab')).toBe('linha um tab');
    // glyphs Public Sans has outside the fixed subset: '?' too (a document never builds a subset of its own for a name)
    expect(textoDesenhavel('Marca™ ₹ ∞ ≠ ½')).toBe(`Marca${SUBSTITUTO} ${SUBSTITUTO} ${SUBSTITUTO} ${SUBSTITUTO} ½`);
    expect(textoDesenhavel('R$\u00a0120,00 – “aspas” ç ã õ ñ ő ș € …')).toBe('R$\u00a0120,00 – “aspas” ç ã õ ñ ő ș € …');
    expect(textoDesenhavel('\uD800 solto')).toBe(`${SUBSTITUTO} solto`); // a lone surrogate
    expect(textoDesenhavel('')).toBe('');
  });
});

/** A sandbox boleto with `pagador` as its payer (the payer's name is the associate's stored name). */
async function boleto(pagador: DadosBoletoPdf['pagador'], descricao = 'Reserva de sala') {
  const { codigoBarras } = await gatewaySandbox.registrarBoleto({ nossoNumero: 4321, valor: 12_345, vencimento: '2026-11-25' });
  const dados: DadosBoletoPdf = {
    beneficiario: 'Portal do Associado', pagador, descricao, valor: 12_345, vencimento: '2026-11-25', nossoNumero: '4321',
    codigoBarras, linhaDigitavel: linhaDigitavel(codigoBarras), emitidoEm: new Date('2026-11-23T02:30:00Z'), // 22/11 23:30 in São Paulo
  };
  return { dados, pdf: await pdfDoBoleto(dados) };
}

describe('todo PDF com nomes de qualquer escrita', () => {
  const nomes = Object.values(NOMES);
  const termos = [
    ['clube', TERMO_CLUBE.produto, nomes.map((n) => `Associado: ${n}`)],
    ['conciliador', TERMO_CONCILIADOR.produto, nomes.map((n, i) => `Associado: ${n} (código ${i})`)],
    ['varejo', TERMO_VAREJO.produto, nomes.flatMap((n) => [`Evento: ${n}; pessoas: 5`, `Responsável: ${n}; telefone (31) 98888-7777`])],
  ] as const;

  it.each(termos)('termo do %s', async (_, produto, identificacao) => {
    // the last line: what the fixed subset lacks (™ ₹ ∞ ≠) is '?', what it has (½, the ligature 'ﬁ') is drawn and reads back
    const { pdf, sha256 } = await documentoDoTermo(produto, [...identificacao, 'Marca™ ₹ 5 ∞ ≠ ½ ﬁ fi']);
    const texto = corrido(pdf);
    for (const esperado of [...ESPERADOS, 'Marca? ? 5 ? ? ½ fi fi']) expect(texto).toContain(esperado);
    expect(texto).not.toContain('\u200B');
    // the same bytes again: the acceptance hashes a second rendering
    expect((await documentoDoTermo(produto, [...identificacao, 'Marca™ ₹ 5 ∞ ≠ ½ ﬁ fi'])).sha256).toBe(sha256);
  });

  it('boleto: pagador e descrição', async () => {
    for (const [i, nome] of nomes.entries()) {
      const { pdf } = await boleto({ nome, documento: '12345678909', codSocio: '000123' }, `Reserva: ${nome}`);
      const texto = corrido(pdf);
      expect(texto).toContain(`${ESPERADOS[i]} — CPF 123.456.789-09 — associado 000123`);
      expect(texto).toContain(`Referente a: Reserva: ${ESPERADOS[i]}`);
    }
  });

  it('um nome longo demais para a caixa é cortado com reticências, sem invadir a vizinha', async () => {
    const { pdf } = await boleto({ nome: 'Maria '.repeat(40).trim(), documento: null, codSocio: '000123' });
    const linhas = textoDoPdf(Buffer.from(pdf)).split('\n');
    const valores = linhas.filter((_, i) => linhas[i - 1] === 'Pagador');
    expect(valores).toHaveLength(2); // the stub's and the ficha's
    for (const valor of valores) expect(valor).toMatch(/^(Maria ){10,}M?a?r?i?a?…$/);
  });
});

/** Each embedded font file of `pdf` (inflated), with the glyph codes its ToUnicode map names (what the document draws). */
async function fontesEmbutidas(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  const fluxo = (ref: unknown) => inflateSync((doc.context.lookup(ref as never) as PDFRawStream).contents);
  return doc.context.enumerateIndirectObjects().flatMap(([, objeto]) => {
    if (!('get' in objeto) || String((objeto as PDFRawStream['dict']).get(PDFName.of('Subtype'))) !== '/Type0') return [];
    const tipo0 = objeto as unknown as PDFRawStream['dict'];
    const cid = doc.context.lookup((tipo0.get(PDFName.of('DescendantFonts')) as unknown as { get(i: number): never }).get(0)) as PDFRawStream['dict'];
    const descritor = doc.context.lookup(cid.get(PDFName.of('FontDescriptor'))) as PDFRawStream['dict'];
    const codigos = [...fluxo(tipo0.get(PDFName.of('ToUnicode'))).toString('latin1').matchAll(/^<([0-9A-F]{4})> </gm)].map((m) => parseInt(m[1]!, 16));
    return [{ ttf: fluxo(descritor.get(PDFName.of('FontFile2'))), codigos }];
  });
}

describe('as fontes embutidas levam só os glifos que o documento desenha (issue 26)', () => {
  it('termo do varejo com nomes de qualquer escrita: menos de 20 kB, cada glifo desenhado com o seu contorno, a fonte íntegra', async () => {
    const { pdf } = await documentoDoTermo(TERMO_VAREJO.produto, [`Associado: ${Object.values(NOMES).join(' ')}`, 'Espaço: Sala de Reunião 1', 'Valor: R$ 1.234,56']);
    // the whole fixed subset (566 glyphs regular, Basic Latin bold) made every term about 35 kB
    expect(pdf.length).toBeLessThan(20_000);
    const fontes = await fontesEmbutidas(pdf);
    expect(fontes).toHaveLength(2);
    for (const { ttf, codigos } of fontes) {
      // OpenType's whole-font checksum: the file's uint32 sum is 0xB1B0AFBA (head.checkSumAdjustment written again)
      let soma = 0;
      for (let i = 0; i < ttf.length; i += 4) soma = (soma + ttf.readUInt32BE(i)) >>> 0;
      expect(soma).toBe(0xb1b0afba);
      const fonte = fontkit.create(ttf);
      const comContorno = (id: number) => fonte.getGlyph(id).path.toSVG() !== '';
      expect(codigos.length).toBeGreaterThan(10);
      expect(codigos.filter((id) => !comContorno(id)).length).toBeLessThanOrEqual(2); // the space and the no-break space draw nothing
      // and nothing else: of the glyphs not drawn, only composites' components keep an outline
      const outros = Array.from({ length: fonte.numGlyphs }, (_, id) => id).filter((id) => id > 0 && !codigos.includes(id) && comContorno(id));
      expect(outros.length).toBeLessThan(codigos.length / 2);
    }
  });
});

describe('boleto no leiaute FEBRABAN', () => {
  it('dígito do código do banco: 001-9, 237-2, 341-7, 033-7, 104 (resto 1), 748-X, e o sandbox 999-7', () => {
    expect(['001', '237', '341', '033', '748', '999'].map((b) => `${b}-${digitoDoBanco(b)}`))
      .toEqual(['001-9', '237-2', '341-7', '033-7', '748-X', '999-7']);
  });

  it('CPF e CNPJ com as máscaras; o CNPJ do beneficiário tem dígitos válidos', async () => {
    expect(documentoFormatado('12345678909')).toBe('CPF 123.456.789-09');
    expect(documentoFormatado('11222333000181')).toBe('CNPJ 11.222.333/0001-81');
    const { isValidCNPJ } = await import('@brazilian-utils/brazilian-utils');
    expect(isValidCNPJ(CNPJ_BENEFICIARIO)).toBe(true);
  });

  it('recibo do pagador, linha de corte e ficha de compensação: cada campo com o seu valor', async () => {
    const { dados, pdf } = await boleto({ nome: 'Empresa Łódź Ltda', documento: '11444777000161', codSocio: '000777' });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const texto = textoDoPdf(Buffer.from(pdf));
    const linhas = texto.split('\n');
    const linha = formatarLinha(dados.linhaDigitavel);
    const pagador = 'Empresa Łódź Ltda — CNPJ 11.444.777/0001-61 — associado 000777';
    const beneficiario = 'Portal do Associado — CNPJ 11.222.333/0001-81';
    // label → value, in the order drawn: the stub first, then the ficha
    const recibo: [string, string][] = [
      ['Beneficiário', beneficiario], ['Agência/Código do beneficiário', '0000/00'], ['Vencimento', '25/11/2026'],
      ['Data do documento', '22/11/2026'], ['Nº do documento', '4321'], ['Nosso número', '00000000000004321'],
      ['(=) Valor do documento', 'R$\u00a0123,45'], ['Pagador', pagador], ['Demonstrativo', 'Referente a: Reserva de sala'],
    ];
    const ficha: [string, string][] = [
      ['Local de pagamento', LOCAL_DE_PAGAMENTO], ['Vencimento', '25/11/2026'], ['Beneficiário', beneficiario],
      ['Agência/Código do beneficiário', '0000/00'], ['Data do documento', '22/11/2026'], ['Nº do documento', '4321'],
      ['Espécie doc.', 'DS'], ['Aceite', 'N'], ['Data do processamento', '22/11/2026'], ['Nosso número', '00000000000004321'],
      ['Carteira', '00'], ['Espécie', 'R$'], ['(=) Valor do documento', 'R$\u00a0123,45'], ['Pagador', pagador],
    ];
    const ordem: string[] = [];
    for (const [rotulo, valor] of [...recibo, ...ficha]) ordem.push(rotulo, valor);
    let desde = 0;
    for (const [i, esperado] of ordem.entries()) {
      const achado = linhas.indexOf(esperado, desde);
      expect(achado, `${esperado} (${i % 2 ? 'valor' : 'rótulo'}) depois da linha ${desde}`).toBeGreaterThanOrEqual(0);
      // a value is drawn right after its label
      if (i % 2 === 1) expect(achado, esperado).toBe(desde);
      desde = achado + 1;
    }
    for (const rotulo of ['Recibo do Pagador', 'Autenticação mecânica', 'Corte na linha pontilhada', 'Uso do banco', 'Quantidade', 'Valor',
      'Instruções (texto de responsabilidade do beneficiário)', '(-) Desconto / Abatimento', '(-) Outras deduções', '(+) Mora / Multa',
      '(+) Outros acréscimos', '(=) Valor cobrado', 'Sacador/Avalista', 'Autenticação mecânica - Ficha de Compensação']) expect(linhas).toContain(rotulo);
    expect(linhas.filter((l) => l === '999-7')).toHaveLength(2); // the bank box, on the stub and on the ficha
    expect(linhas).toContain(linha);
    expect(linhas).toContain(INSTRUCAO_BOLETO);
    expect(linhas).toContain(AVISO_SANDBOX);
    // the ficha's order: bank box, linha digitável, then its boxes; the mechanical authentication closes it
    expect(linhas.lastIndexOf('999-7')).toBeLessThan(linhas.indexOf(linha));
    expect(linhas.indexOf(linha)).toBeLessThan(linhas.indexOf('Local de pagamento'));
    expect(linhas.indexOf('Recibo do Pagador')).toBeLessThan(linhas.indexOf('Corte na linha pontilhada'));
    expect(linhas.indexOf('Corte na linha pontilhada')).toBeLessThan(linhas.indexOf(linha));
    // the same bytes for the same charge
    expect(Buffer.from((await boleto(dados.pagador)).pdf).equals(Buffer.from(pdf))).toBe(true);
  });

  it('pagador sem CPF/CNPJ cadastrado: nome e código do associado', async () => {
    const { pdf } = await boleto({ nome: 'Joana', documento: null, codSocio: '000123' });
    expect(textoDoPdf(Buffer.from(pdf)).split('\n')).toContain('Joana — associado 000123');
  });
});
