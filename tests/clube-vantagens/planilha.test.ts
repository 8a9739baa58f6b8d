import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mensagensGestao } from '../../src/domain/clube-vantagens/gestao';
import { cpfFormatado, cpfs } from '../support/cpf';
import { bomba, celulasVazias, deflateRepetido, MB, pastaDeTrabalho, zip } from '../support/zip';
import {
  gerarModeloUsuarios, LEITURAS_SIMULTANEAS, lerNoWorker, lerPlanilhaUsuarios,
} from '../../src/server/clube-vantagens/planilha';
import { folhaGrandeDemais, semLinhasEmBranco } from '../../src/server/clube-vantagens/planilha-grade';


// The parse belongs to the worker thread. Should it ever come back to the server's thread, every read
// here fails: this module's readSheet throws (the worker loads the real one, untouched by vitest).
vi.mock('read-excel-file/node', () => ({
  readSheet: () => { throw new Error('readSheet rodou na thread principal'); },
}));

const xlsx = async (linhas: unknown[][]) =>
  new Uint8Array(await writeXlsxFile(linhas as never, { dateFormat: 'dd/mm/yyyy' } as never).toBuffer());

/** Counts this process's worker threads alive at once while `fazer` runs. */
async function comWorkers<T>(fazer: () => Promise<T>): Promise<{ resultado: T; criados: number; maximoVivos: number }> {
  let vivos = 0;
  let criados = 0;
  let maximoVivos = 0;
  const aoCriar = (w: Worker) => {
    criados++;
    maximoVivos = Math.max(maximoVivos, ++vivos);
    w.once('exit', () => { vivos--; });
  };
  process.on('worker', aoCriar);
  try {
    const resultado = await fazer();
    return { resultado, criados, maximoVivos };
  } finally {
    process.off('worker', aoCriar);
  }
}

describe('lerPlanilhaUsuarios (em worker thread)', () => {
  it('lê como antes: cabeçalho em qualquer das 10 primeiras linhas, CPFs válidos uma vez, inválidos como escritos', async () => {
    const [a, b, c, d] = cpfs(4);
    const comZeroPerdido = '01234567890'; // a number cell: Excel drops the leading zero
    const bytes = await xlsx([
      ['Lista de usuários'],
      [null],
      ['Nome', 'C.P.F.'],
      ['Formatado', cpfFormatado(a!)],
      ['Só dígitos', b],
      ['Número', Number(comZeroPerdido)],
      ['Inválido', '111.111.111-11'],
      ['Sem CPF', null],
      [null, null],
      ['Data', { value: new Date(Date.UTC(2024, 0, 31)), format: 'dd/mm/yyyy' }],
      ['  ', c],
      [`  ${'Longo'.repeat(40)}  `, d],
      ['Repetido', a], // the last row of a repeated CPF wins, in the sheet's order of last appearance
    ]);
    expect(await lerPlanilhaUsuarios(bytes)).toEqual({
      ok: true,
      linhas: [
        { cpf: b, nome: 'Só dígitos' },
        { cpf: comZeroPerdido, nome: 'Número' },
        { cpf: c, nome: null },
        { cpf: d, nome: 'Longo'.repeat(24) },
        { cpf: a, nome: 'Repetido' },
      ],
      cpfsInvalidos: ['111.111.111-11', '(vazio na linha 8)', '2024-01-31'],
      cpfsInvalidosNaoListados: 0,
    });
  });

  it('lista os primeiros 100 CPFs inválidos (cada célula até 50 caracteres) e conta os outros', async () => {
    const longa = `  ${'x'.repeat(48)}😀${'y'.repeat(100)}  `; // the cut (49 + '…') falls inside the emoji's surrogate pair
    const [valido] = cpfs(1);
    const bytes = await xlsx([['CPF'], [longa], ...Array.from({ length: 4999 }, (_, i) => [`invalido ${i}`]), [valido]]);
    const lida = await lerPlanilhaUsuarios(bytes);
    expect(lida).toMatchObject({ ok: true, linhas: [{ cpf: valido }], cpfsInvalidosNaoListados: 4900 });
    if (!lida.ok) return;
    expect(lida.cpfsInvalidos).toHaveLength(100);
    expect(lida.cpfsInvalidos[0]).toBe(`${'x'.repeat(48)}…`);
    expect(lida.cpfsInvalidos.slice(1, 3)).toEqual(['invalido 0', 'invalido 1']);
    expect(lida.cpfsInvalidos.at(-1)).toBe('invalido 98');
  });

  it('as mesmas recusas em pt-BR: sem coluna CPF, sem linhas, o modelo intocado, .xls, zip sem workbook', async () => {
    const casos: [Uint8Array, string][] = [
      [await xlsx([['Nome', 'Documento'], ['Ana', '52998224725']]), mensagensGestao.planilhaSemColunaCpf],
      [await xlsx([...Array.from({ length: 10 }, () => ['x']), ['CPF'], ['52998224725']]), mensagensGestao.planilhaSemColunaCpf],
      [await xlsx([['CPF', 'Nome'], [null, null]]), mensagensGestao.planilhaVazia],
      [new Uint8Array(await gerarModeloUsuarios()), mensagensGestao.planilhaVazia],
      [new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(2040).fill(0)]), mensagensGestao.planilhaXls],
      [zip({ 'xl/outro.xml': '<a/>' }), mensagensGestao.planilhaInvalida],
      [new TextEncoder().encode('CPF;Nome\n52998224725;Ana\n'), mensagensGestao.planilhaInvalida],
    ];
    for (const [bytes, mensagem] of casos) expect(await lerPlanilhaUsuarios(bytes), mensagem).toEqual({ ok: false, mensagem });
  });

  it('uma planilha que faz o leitor lançar erro dentro do worker dá planilhaInvalida', async () => {
    const quebradas = [
      zip({ 'xl/workbook.xml': 'isto não é XML <<<' }),
      zip({
        ...pastaDeTrabalho,
        'xl/worksheets/sheet1.xml': '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>CPF</t></is></c></row><row',
      }),
    ];
    const { resultado, criados } = await comWorkers(() => Promise.all(quebradas.map((b) => lerPlanilhaUsuarios(b))));
    expect(criados).toBe(quebradas.length); // both pass the zip checks: the reader itself refuses them, in the worker
    expect(resultado).toEqual(quebradas.map(() => ({ ok: false, mensagem: mensagensGestao.planilhaInvalida })));
  });

  it('os bytes vão para o worker por transferência: o ArrayBuffer de quem chamou fica vazio', async () => {
    const bytes = await xlsx([['CPF'], ['52998224725']]);
    const proprio = new Uint8Array(bytes); // a view that spans its whole buffer: transferred
    expect(await lerPlanilhaUsuarios(proprio)).toMatchObject({ ok: true, linhas: [{ cpf: '52998224725' }] });
    expect(proprio.buffer.byteLength).toBe(0);
    // part of a larger buffer: only the file is copied, the rest of the caller's buffer is left alone
    const maior = new Uint8Array(bytes.length + 16);
    maior.set(bytes, 8);
    const trecho = maior.subarray(8, 8 + bytes.length);
    expect(await lerPlanilhaUsuarios(trecho)).toMatchObject({ ok: true, linhas: [{ cpf: '52998224725' }] });
    expect(maior.byteLength).toBe(bytes.length + 16);
    // likewise a Buffer over part of a larger buffer (Buffer#slice is a view, not a copy)
    const buffer = Buffer.from(maior.buffer, 8, bytes.length);
    expect(await lerPlanilhaUsuarios(buffer)).toMatchObject({ ok: true, linhas: [{ cpf: '52998224725' }] });
    expect(maior.byteLength).toBe(bytes.length + 16);
  });

  it(`no máximo ${LEITURAS_SIMULTANEAS} worker(s) ao mesmo tempo; os outros envios esperam a vez e todos respondem`, async () => {
    const lista = cpfs(7);
    const planilhas = await Promise.all(lista.map((cpf) => xlsx([['CPF'], [cpf]])));
    const { resultado, criados, maximoVivos } = await comWorkers(() => Promise.all(planilhas.map((p) => lerPlanilhaUsuarios(p))));
    expect(resultado.map((r) => (r.ok ? r.linhas[0]!.cpf : r.mensagem))).toEqual(lista);
    expect(criados).toBe(lista.length); // one worker per upload
    expect(maximoVivos).toBeLessThanOrEqual(LEITURAS_SIMULTANEAS);
  });
});

describe('bomba zip: o que se descompacta é contado ao descompactar, nunca pelo tamanho que o zip declara', () => {
  const grande = { ok: false, mensagem: mensagensGestao.planilhaGrande };

  it('400 MB de XML declarados como 1 000 bytes: planilhaGrande em segundos, e a planilha enviada junto é lida', async () => {
    const cpf = cpfs(1)[0]!;
    const envios = [bomba(400), bomba(400, true), await xlsx([['CPF'], [cpf]])];
    expect(envios[0]!.length).toBeLessThan(MB); // about 400 KB
    const base = process.memoryUsage.rss();
    let pico = base;
    const amostra = setInterval(() => { pico = Math.max(pico, process.memoryUsage.rss()); }, 10);
    const inicio = performance.now();
    const respostas = await Promise.all(envios.map(async (bytes) => {
      const lida = await lerPlanilhaUsuarios(bytes);
      return { lida, ms: performance.now() - inicio };
    })).finally(() => clearInterval(amostra));
    expect(respostas.map((r) => r.lida)).toEqual([grande, grande, { ok: true, linhas: [{ cpf, nome: null }], cpfsInvalidos: [], cpfsInvalidosNaoListados: 0 }]);
    // the sheet queued behind both bombs answers in seconds, well before a parse's time limit (generous
    // bounds: this machine is shared). Measured: about 2 s and +120 MB; inflating it all took 7 s and +1.2 GB.
    expect(Math.max(...respostas.map((r) => r.ms))).toBeLessThan(10_000);
    expect(pico - base).toBeLessThan(400 * MB); // the worker runs in this process: its memory is in our RSS
  });

  it('o limite vale para a soma das entradas: duas abas de 50 MB declaradas como 1 000 bytes cada', async () => {
    const aba = () => ({
      dados: deflateRepetido('<worksheet><sheetData><row r="1">', celulasVazias, 50, '</row></sheetData></worksheet>'),
      declarado: 1000,
    });
    const bytes = zip({ ...pastaDeTrabalho, 'xl/worksheets/sheet1.xml': aba(), 'xl/worksheets/sheet2.xml': aba() });
    expect(await lerPlanilhaUsuarios(bytes)).toEqual(grande);
  });
});

describe('o tamanho da grade: a folha é medida antes de o leitor alocar uma célula por posição', () => {
  const grande = { ok: false, mensagem: mensagensGestao.planilhaGrande };
  const folha = (linhas: string) => zip({
    ...pastaDeTrabalho,
    'xl/worksheets/sheet1.xml': `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>CPF</t></is></c></row>${linhas}</sheetData></worksheet>`,
  });

  it.each([
    ['uma célula em XFD200000 (1 kB que pediria 200 000 × 16 384 posições)', '<row r="200000"><c r="XFD200000" t="inlineStr"><is><t>x</t></is></c></row>'],
    ['uma linha além de 200 000', '<row r="200001"><c r="A200001" t="inlineStr"><is><t>x</t></is></c></row>'],
    ['uma linha de número absurdo', '<row r="99999999999"><c t="inlineStr"><is><t>x</t></is></c></row>'],
    ['51 células sem referência numa linha', `<row>${'<c/>'.repeat(51)}</row>`],
    ['a coluna AY (51ª) com prefixo de namespace', '<x:row r="2"><x:c r="AY2" t="inlineStr"><x:is><x:t>x</x:t></x:is></x:c></x:row>'],
  ])('%s: planilhaGrande', async (_, linhas) => {
    expect(await lerPlanilhaUsuarios(folha(linhas))).toEqual(grande);
  });

  // apart, so that neither test is a measure of speed: 40 columns × 150 000 rows are 6 million cells for the reader
  it('uma planilha real de 40 colunas continua lida', async () => {
    const [a, b] = cpfs(2);
    const cabecalho = ['CPF', 'Nome', ...Array.from({ length: 38 }, (_, i) => `Extra ${i + 1}`)];
    const linha = (cpf: string) => [cpf, 'Ana', ...Array.from({ length: 38 }, () => 'x')];
    const bytes = await xlsx([cabecalho, linha(a!), linha(b!)]);
    expect(await lerPlanilhaUsuarios(bytes)).toEqual({ ok: true, linhas: [{ cpf: a, nome: 'Ana' }, { cpf: b, nome: 'Ana' }], cpfsInvalidos: [], cpfsInvalidosNaoListados: 0 });
  });

  // the guard's own verdict, measured on the sheet's XML before the reader allocates anything; the whole read of such
  // a sheet is the next describe's
  it('uma linha 150 000 mais abaixo (além das 100 000 de dados, aquém da grade de 200 000) passa pela grade; a 200 001 não', () => {
    const xml = (r: number) => new TextEncoder().encode('<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>CPF</t></is></c></row>'
      + `<row r="${r}"><c r="B${r}" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`);
    expect(folhaGrandeDemais(xml(150_000))).toBe(false);
    expect(folhaGrandeDemais(xml(200_001))).toBe(true);
  });
});

describe('linhas em branco: o leitor não as vê, e a leitura não depende da velocidade da máquina', () => {
  const [a] = cpfs(1);
  // header, one data row, 149 997 blank rows (written out, as sheet writers do: 2.4 MB of <row r="…"/>), a cell at row 150 000
  let longe: Uint8Array;
  let pasta: string;
  /**
   * The real worker on a clock that moves 8 ms at every look: every chunk read-excel-file parses seems to take over its
   * 7 ms, as on a loaded machine, deterministically. Before the blank rows were taken out, this read of `longe` answered
   * planilhaInvalida in half a second (its chunks halved to nothing until the stack overflowed); on a clock only 8 times
   * fast (what 1/8 of a core looks like) the same end took 57 s, each chunk copying all the rows read so far.
   */
  let relogioLento: string;
  beforeAll(async () => {
    longe = await xlsx([['CPF', 'Nome'], [a, 'Ana'], ...Array.from({ length: 150_000 - 3 }, () => [null]), [null, 'x']]);
    pasta = mkdtempSync(join(tmpdir(), 'planilhas-relogio-'));
    relogioLento = join(pasta, 'relogio-lento.cjs');
    const worker = fileURLToPath(new URL('../../src/server/clube-vantagens/planilha-worker.ts', import.meta.url));
    writeFileSync(relogioLento, `let agora = Date.now(); Date.now = () => (agora += 8); require(${JSON.stringify(worker)});`);
  });
  afterAll(() => { rmSync(pasta, { recursive: true, force: true }); });
  const lidaLonge = { ok: true, linhas: [{ cpf: a, nome: 'Ana' }], cpfsInvalidos: ['(vazio na linha 150000)'], cpfsInvalidosNaoListados: 0 };

  // the bound is the worker's own time limit (LIMITE_LEITURA_MS, 15 s: past it the answer is planilhaInvalida); this
  // read measured 0.5–0.8 s, on the real clock or one 8 times fast
  it('uma linha 150 000 mais abaixo: lida inteira, a linha dela com o número que tem na planilha', async () => {
    expect(await lerPlanilhaUsuarios(new Uint8Array(longe))).toEqual(lidaLonge);
  });

  it('a mesma planilha com cada pedaço do leitor parecendo lento (máquina carregada): a mesma resposta', async () => {
    expect(await lerNoWorker(new Uint8Array(longe), relogioLento)).toEqual(lidaLonge);
  });

  it('linhas em branco ainda contam para a posição do cabeçalho (entre as 10 primeiras) e para os números das linhas', async () => {
    const brancas = (n: number) => Array.from({ length: n }, () => [null]);
    expect(await lerPlanilhaUsuarios(await xlsx([...brancas(10), ['CPF'], [a]])))
      .toEqual({ ok: false, mensagem: mensagensGestao.planilhaSemColunaCpf });
    expect(await lerPlanilhaUsuarios(await xlsx([...brancas(9), ['CPF', 'Nome'], [a, 'Ana'], ...brancas(5), [null, 'Sem CPF']])))
      .toEqual({ ok: true, linhas: [{ cpf: a, nome: 'Ana' }], cpfsInvalidos: ['(vazio na linha 17)'], cpfsInvalidosNaoListados: 0 });
  });

  const bytes = (xml: string) => new TextEncoder().encode(xml);
  const texto = (xml: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(xml); // the BOM kept, to be compared

  it('tira só as linhas sem valor (sem células, ou só células vazias, com ou sem prefixo); o resto fica byte a byte', () => {
    const cheias = [
      '<row r="1" spans="1:2"><c r="A1" t="inlineStr"><is><t>CPF</t></is></c><c r="B1" t="inlineStr"><is><t>Nome çã 😀</t></is></c></row>',
      '<row r="6"><c r="A6" s="1"/><c r="B6"><v>7</v></c></row>', // an empty cell beside a value: the row stays
      '<row r="7" x="/>"><c r="A7"><v>1</v></c></row>', // a `/>` inside a quoted value does not end the tag
      '<row r="8"><c r="A8" t="zzz"/></row>', // an empty cell of an unknown type: the reader refuses it, so it stays
      '<row r="9"><c r="A9"><f>1+1</f></c></row>', // a formula without its value: left to the reader
    ];
    const brancas = [
      '<row r="2"/>', '<row r="3" ht="20" customHeight="1"></row>', '<row r="4" s="2" customFormat="1"><c r="A4" s="2"/> <c r="B4" s="2"></c></row>',
      '<x:row r="5"><x:c r="A5" s="1"/></x:row>',
    ];
    const xml = `<?xml version="1.0"?><worksheet><sheetData>${cheias[0]}${brancas.join('\n')}${cheias.slice(1).join('')}</sheetData></worksheet>`;
    expect(texto(semLinhasEmBranco(bytes(xml)))).toBe(xml.replace(brancas.join('\n'), '\n\n\n'));
  });

  it('sem linha em branco, ou com comentário, CDATA ou instrução de processamento (onde um <row/> pode ser texto): a folha como veio', () => {
    const linha = '<row r="1"><c r="A1"><v>1</v></c></row>';
    for (const xml of [
      `<worksheet><sheetData>${linha}</sheetData></worksheet>`,
      `<worksheet><sheetData>${linha}<!-- <row r="2"/> --><row r="3"/></sheetData></worksheet>`,
      `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t><![CDATA[<row r="2"/>]]></t></is></c></row></sheetData></worksheet>`,
      `<worksheet><sheetData>${linha}<?pi <row r="2"/>?></sheetData></worksheet>`,
    ]) {
      const original = bytes(xml);
      expect(semLinhasEmBranco(original), xml).toBe(original);
    }
    // the XML declaration (after a BOM or not) is no reason to leave the blank rows in
    for (const inicio of ['<?xml version="1.0"?>', '\uFEFF<?xml version="1.0"?>']) {
      expect(texto(semLinhasEmBranco(bytes(`${inicio}<worksheet><sheetData>${linha}<row r="2"/></sheetData></worksheet>`))))
        .toBe(`${inicio}<worksheet><sheetData>${linha}</sheetData></worksheet>`);
    }
  });
});

describe('worker que falha', () => {
  let pasta: string;
  const entrada = (nome: string, codigo: string) => {
    const caminho = join(pasta, nome);
    writeFileSync(caminho, codigo);
    return caminho;
  };
  beforeAll(() => { pasta = mkdtempSync(join(tmpdir(), 'planilhas-worker-')); });
  afterAll(() => { rmSync(pasta, { recursive: true, force: true }); });

  it('lança erro, sai sem responder ou trava: sempre planilhaInvalida, e a vaga volta para os próximos', async () => {
    const bytes = () => new Uint8Array(8);
    const invalida = { ok: false, mensagem: mensagensGestao.planilhaInvalida };
    const falhas = [
      lerNoWorker(bytes(), entrada('lanca.cjs', "throw new Error('falha de teste');")),
      lerNoWorker(bytes(), entrada('sai.cjs', 'process.exit(3);')),
      lerNoWorker(bytes(), entrada('inexistente.cjs', "require('./nao-existe.cjs');")),
      // never answers: stopped by the time limit (the outcome does not depend on the machine's speed)
      lerNoWorker(bytes(), entrada('trava.cjs', 'setInterval(() => {}, 1000);'), 200),
    ];
    const { resultado, maximoVivos } = await comWorkers(() => Promise.all(falhas));
    expect(resultado).toEqual([invalida, invalida, invalida, invalida]);
    expect(maximoVivos).toBeLessThanOrEqual(LEITURAS_SIMULTANEAS);
    expect(await lerPlanilhaUsuarios(await xlsx([['CPF'], ['52998224725']]))).toMatchObject({ ok: true });
  });
});

describe('o que o worker carrega (issue 26: o pico de memória da importação de 50 000 linhas)', () => {
  let pasta: string;
  beforeAll(() => { pasta = mkdtempSync(join(tmpdir(), 'planilhas-modulos-')); });
  afterAll(() => { rmSync(pasta, { recursive: true, force: true }); });

  it('só as regras da planilha e a conta do CPF: nem date-fns nem o índice inteiro de @brazilian-utils (~30 MB por importação)', async () => {
    // the real worker, its answer carrying the modules it loaded
    const worker = fileURLToPath(new URL('../../src/server/clube-vantagens/planilha-worker.ts', import.meta.url));
    const entrada = join(pasta, 'modulos.cjs');
    writeFileSync(entrada, [
      "const { parentPort } = require('node:worker_threads');",
      'const enviar = parentPort.postMessage.bind(parentPort);',
      'parentPort.postMessage = (lida) => enviar({ ...lida, modulos: Object.keys(require.cache) });',
      `require(${JSON.stringify(worker)});`,
    ].join('\n'));
    const lida = (await lerNoWorker(await xlsx([['CPF'], ['52998224725']]), entrada)) as unknown as { ok: boolean; modulos: string[] };
    expect(lida.ok).toBe(true);
    expect(lida.modulos.some((m) => m.includes('read-excel-file'))).toBe(true);
    expect(lida.modulos.filter((m) => /[\\/]date-fns[\\/]|brazilian-utils\.umd|[\\/]gestao\.ts$/.test(m))).toEqual([]);
  });
});

describe('o event loop segue livre durante a leitura', () => {
  const linhas = 20_000;
  let grande: Uint8Array;
  beforeAll(async () => {
    grande = await xlsx([['CPF', 'Nome'], ...cpfs(linhas).map((cpf, i) => [cpf, `Usuário ${i}`])]);
  });

  it('um timer marcado quando o worker começa dispara antes de a planilha grande ficar pronta', async () => {
    const ordem: string[] = [];
    const { resultado } = await comWorkers(async () => {
      const comecou = (w: Worker) => w.once('online', () => setTimeout(() => ordem.push('timer'), 0));
      process.once('worker', comecou);
      const lida = await lerPlanilhaUsuarios(grande);
      ordem.push('planilha lida');
      process.off('worker', comecou);
      return lida;
    });
    // without a worker there is no 'online' and no timer; a parse on this thread would hold the timer back
    expect(ordem).toEqual(['timer', 'planilha lida']);
    expect(resultado.ok && resultado.linhas.length).toBe(linhas);
  });
});
