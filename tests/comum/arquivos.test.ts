/**
 * The file-cards kit (issue 9) without a browser: the pure rules of domain/comum/arquivos.ts with a product's
 * config (here a PDF-or-image field of 3 files, as the health documents will be), the XHR fetcher that reports
 * upload progress (services/comum/envio.ts) against a fake XMLHttpRequest, and the machine side
 * (machines/comum/arquivos.ts): progress reaching the machine that invoked the upload, and the upload cancelled
 * when that machine stops. The error summary's order (domain/comum/formularios.ts) too.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, waitFor } from 'xstate';
import {
  aceitos, apresentacaoDoArquivo, escolherArquivos, escolherNaVaga, focoAposRemover, idDaVaga, legendaDaLista, percentualEnviado, primeiroProblema,
  problemaDoArquivo, problemasDaLista, problemasDasVagas, recusasNaLista, removerArquivo, removerDaVaga, semRecusa, tamanhoLegivel, textoDoBotao, vagasPorPessoa, vagasProntas,
  type ArquivoEscolhido, type RegrasDeArquivos, type Vaga,
} from '../../src/domain/comum/arquivos';
import { itensDoResumo } from '../../src/domain/comum/formularios';
import { envioComProgresso, progressoDoEnvio, recusasDaLista, type Envio, type UploadProgress } from '../../src/machines/comum/arquivos';
import { ApiFailure } from '../../src/services/comum/api';
import { apiComEnvio, enviarPorXhr } from '../../src/services/comum/envio';

const MB = 1024 * 1024;
/** A second product's field: up to 3 documents, PDF or image, 5 MB each. */
const documentos: RegrasDeArquivos = {
  mimes: ['application/pdf', 'image/jpeg', 'image/png'],
  extensoes: ['pdf', 'jpg', 'jpeg', 'png'],
  maximo: 3,
  tamanhoMaximo: 5 * MB,
  mensagens: {
    vazio: (a) => `O documento "${a.name}" está vazio.`,
    grande: (a) => `O documento "${a.name}" passa de 5 MB.`,
    tipo: (a) => `O documento "${a.name}" deve ser PDF, JPEG ou PNG.`,
    demais: 'Envie no máximo 3 documentos.',
  },
};
const unico: RegrasDeArquivos = { ...documentos, maximo: 1, mensagens: { ...documentos.mensagens, demais: 'Envie um só documento.' } };
const arq = (name: string, type = 'application/pdf', size = 1000): ArquivoEscolhido => ({ name, type, size });

describe('regras de uma lista de arquivos (domain/comum/arquivos.ts)', () => {
  it('o problema de um arquivo: vazio, grande demais, outro tipo; o tipo pelo declarado ou, sem ele, pela extensão', () => {
    expect(problemaDoArquivo(arq('rg.pdf'), documentos)).toBeNull();
    expect(problemaDoArquivo(arq('RG.PDF', ''), documentos)).toBeNull();
    expect(problemaDoArquivo(arq('rg.pdf', 'application/octet-stream'), documentos)).toBeNull();
    expect(problemaDoArquivo(arq('foto.png', 'IMAGE/PNG'), documentos)).toBeNull();
    expect(problemaDoArquivo(arq('rg.pdf', 'application/pdf', 0), documentos)).toBe('O documento "rg.pdf" está vazio.');
    expect(problemaDoArquivo(arq('rg.pdf', 'application/pdf', 5 * MB), documentos)).toBeNull();
    expect(problemaDoArquivo(arq('rg.pdf', 'application/pdf', 5 * MB + 1), documentos)).toBe('O documento "rg.pdf" passa de 5 MB.');
    expect(problemaDoArquivo(arq('rg.docx', 'application/msword'), documentos)).toBe('O documento "rg.docx" deve ser PDF, JPEG ou PNG.');
    // a declared type wins over the extension: a .pdf that says it is Word is not taken
    expect(problemaDoArquivo(arq('rg.pdf', 'application/msword'), documentos)).toBe('O documento "rg.pdf" deve ser PDF, JPEG ou PNG.');
    expect(aceitos(documentos)).toBe('application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png');
  });

  it('cada cartão com o seu problema; depois do máximo, os bons levam "demais" e os ruins não ocupam lugar', () => {
    const lista = [arq('a.pdf'), arq('b.exe', 'application/x-msdownload'), arq('c.pdf'), arq('d.pdf'), arq('e.pdf')];
    expect(problemasDaLista(lista, documentos)).toEqual([
      null, 'O documento "b.exe" deve ser PDF, JPEG ou PNG.', null, null, 'Envie no máximo 3 documentos.',
    ]);
    expect(primeiroProblema(lista, documentos)).toBe('O documento "b.exe" deve ser PDF, JPEG ou PNG.');
    // removing a good one lets the one past the maximum in
    expect(problemasDaLista(removerArquivo(lista, 0), documentos).filter((p) => p === 'Envie no máximo 3 documentos.')).toEqual([]);
    expect(primeiroProblema([arq('a.pdf')], documentos)).toBeNull();
  });

  it('escolher: um campo de um arquivo troca; os outros somam sem repetir; fechar sem escolher não muda nada', () => {
    expect(escolherArquivos([arq('velho.pdf')], [arq('novo.pdf')], unico)).toEqual([arq('novo.pdf')]);
    expect(escolherArquivos([arq('velho.pdf')], [arq('ruim.exe', 'x')], unico)).toEqual([arq('ruim.exe', 'x')]);
    const dois = escolherArquivos([arq('a.pdf')], [arq('a.pdf'), arq('b.pdf')], documentos);
    expect(dois.map((a) => a.name)).toEqual(['a.pdf', 'b.pdf']);
    // same name but another size is another file
    expect(escolherArquivos(dois, [arq('a.pdf', 'application/pdf', 2000)], documentos)).toHaveLength(3);
    expect(escolherArquivos(dois, [], documentos)).toEqual(dois);
  });

  it('o foco depois de Remover: o cartão que tomou o lugar, senão o anterior, senão o botão de escolher', () => {
    expect(focoAposRemover(0, 3)).toBe(0);
    expect(focoAposRemover(2, 3)).toBe(1);
    expect(focoAposRemover(1, 3)).toBe(1);
    expect(focoAposRemover(0, 1)).toBeNull();
  });

  it('textos: tamanho, legenda, botão, prévia, progresso', () => {
    // issue 27: under 1 kB in bytes (an empty file never reads '1 kB')
    expect([tamanhoLegivel(0), tamanhoLegivel(1), tamanhoLegivel(512), tamanhoLegivel(1023)]).toEqual(['0 bytes', '1 byte', '512 bytes', '1023 bytes']);
    expect([tamanhoLegivel(1024), tamanhoLegivel(MB - 1)]).toEqual(['1 kB', '1023 kB']);
    expect(tamanhoLegivel(820 * 1024)).toBe('820 kB');
    expect(tamanhoLegivel(1.44 * MB)).toBe('1,4 MB');
    expect(legendaDaLista(0, 1)).toBe('Nenhum arquivo escolhido.');
    expect(legendaDaLista(1, 1)).toBe('Arquivo escolhido:');
    expect(legendaDaLista(3, 5)).toBe('Arquivos escolhidos (3 de 5):');
    expect([textoDoBotao(0, 1), textoDoBotao(1, 1), textoDoBotao(0, 5), textoDoBotao(2, 5)])
      .toEqual(['Escolher arquivo', 'Trocar arquivo', 'Escolher arquivos', 'Adicionar arquivos']);
    expect(apresentacaoDoArquivo(arq('a.png', 'image/png'))).toBe('imagem');
    expect(apresentacaoDoArquivo(arq('a.pdf', ''))).toBe('pdf');
    expect(apresentacaoDoArquivo(arq('a.eps', 'application/postscript'))).toBe('documento');
    expect([percentualEnviado(0, 0), percentualEnviado(1, 3), percentualEnviado(3, 3), percentualEnviado(4, 3)]).toEqual([0, 33, 100, 100]);
  });
});

describe('a recusa do servidor a um arquivo da lista (issue 27)', () => {
  const [a, b, c] = [arq('a.pdf'), arq('b.pdf'), arq('c.pdf')];
  const recusa = (corpo: unknown) => new ApiFailure('rejected', 'x', 400, corpo);
  const motivo = 'O documento "b.pdf" deve ser PDF, JPEG ou PNG.';

  it('a recusa com campo e índice marca aquele arquivo, e o seu cartão diz o motivo', () => {
    const recusas = recusasDaLista(recusa({ mensagem: motivo, campo: 'docs', indice: 1 }), 'docs', [a, b, c], []);
    expect(recusas).toEqual([{ arquivo: b, mensagem: motivo }]);
    expect(problemasDaLista([a, b, c], documentos, recusas)).toEqual([null, motivo, null]);
    expect(primeiroProblema([a, b, c], documentos, recusas)).toBe(motivo);
    // the reason follows its file when another is removed before it, and leaves with it
    expect(problemasDaLista([b, c], documentos, recusasNaLista([b, c], recusas))).toEqual([motivo, null]);
    expect(recusasNaLista([a, c], recusas)).toEqual([]);
    // a refused file takes no place of the maximum (as a file with a problem of its own)
    expect(problemasDaLista([a, b, c, arq('d.pdf')], documentos, recusas)).toEqual([null, motivo, null, null]);
  });

  it('sem campo, de outro campo, sem índice ou com índice fora da lista: nenhum cartão marcado', () => {
    for (const corpo of [{ mensagem: motivo }, { mensagem: motivo, campo: 'outro', indice: 1 }, { mensagem: motivo, campo: 'docs' },
      { mensagem: motivo, campo: 'docs', indice: 3 }, null]) {
      expect(recusasDaLista(recusa(corpo), 'docs', [a, b, c], []), JSON.stringify(corpo)).toEqual([]);
    }
    expect(recusasDaLista(new Error('rede'), 'docs', [a, b, c], [])).toEqual([]);
  });
});

describe('resumo de erros (domain/comum/formularios.ts)', () => {
  it('na ordem do formulário, cada problema com o seu alvo; campo fora da ordem vai ao fim', () => {
    const problemas = { dtFim: 'Informe a data de término.', titulo: 'Informe o título.', extra: 'Outro.' };
    expect(itensDoResumo(problemas, ['titulo', 'descricao', 'dtFim'], (c) => `f-${c}`)).toEqual([
      { alvo: 'f-titulo', texto: 'Informe o título.' }, { alvo: 'f-dtFim', texto: 'Informe a data de término.' },
      { alvo: 'f-extra', texto: 'Outro.' },
    ]);
    expect(itensDoResumo({}, ['titulo'], (c) => c)).toEqual([]);
  });
});

/** A stand-in XMLHttpRequest: records what was sent, and the test drives progress and the answer. */
class XhrFalso {
  static ultimo: XhrFalso;
  metodo = ''; url = ''; corpo: unknown; cabecalhos: Record<string, string> = {}; abortado = false;
  status = 0; responseText = ''; withCredentials = false; respostaCabecalhos = '';
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null; onerror: (() => void) | null = null; onabort: (() => void) | null = null;
  constructor() { XhrFalso.ultimo = this; }
  open(metodo: string, url: string) { this.metodo = metodo; this.url = url; }
  setRequestHeader(nome: string, valor: string) { this.cabecalhos[nome] = valor; }
  getAllResponseHeaders() { return this.respostaCabecalhos; }
  send(corpo: unknown) { this.corpo = corpo; }
  abort() { this.abortado = true; this.onabort?.(); }
  responder(status: number, corpo: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(corpo);
    this.respostaCabecalhos = 'content-type: application/json; charset=utf-8\r\nx-outro: 1\r\n';
    this.onload?.();
  }
}

describe('envio com progresso (services/comum/envio.ts)', () => {
  afterEach(() => { vi.unstubAllGlobals(); });
  const args = (extra: object = {}) => ({
    route: { responses: {} } as never, path: '/api/x', method: 'POST', headers: {}, body: new FormData(), rawBody: null, rawQuery: null,
    contentType: 'multipart/form-data' as const, fetchOptions: {}, ...extra,
  });

  it('XHR: cada upload.onprogress chega a aoEnviar; a resposta volta como a do fetch do ts-rest', async () => {
    vi.stubGlobal('XMLHttpRequest', XhrFalso);
    const progresso: [number, number][] = [];
    const resposta = enviarPorXhr(args({ aoEnviar: (e: number, t: number) => progresso.push([e, t]) }));
    const xhr = XhrFalso.ultimo;
    expect([xhr.metodo, xhr.url]).toEqual(['POST', '/api/x']);
    expect(xhr.corpo).toBeInstanceOf(FormData);
    xhr.upload.onprogress!({ loaded: 0, total: 0, lengthComputable: false });
    xhr.upload.onprogress!({ loaded: 400, total: 1000, lengthComputable: true });
    xhr.upload.onprogress!({ loaded: 1000, total: 1000, lengthComputable: true });
    xhr.responder(400, { mensagem: 'A logomarca deve ser uma imagem JPEG, GIF, PNG ou EPS.' });
    const r = await resposta;
    expect(progresso).toEqual([[0, 0], [400, 1000], [1000, 1000]]);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ mensagem: 'A logomarca deve ser uma imagem JPEG, GIF, PNG ou EPS.' });
    expect(r.headers.get('x-outro')).toBe('1');
  });

  it('XHR: sem rede falha como o fetch (TypeError); o sinal cancela o envio', async () => {
    vi.stubGlobal('XMLHttpRequest', XhrFalso);
    const semRede = enviarPorXhr(args({ aoEnviar: () => {} }));
    XhrFalso.ultimo.onerror!();
    await expect(semRede).rejects.toBeInstanceOf(TypeError);
    const controle = new AbortController();
    const cancelado = enviarPorXhr(args({ aoEnviar: () => {}, fetchOptions: { signal: controle.signal } }));
    controle.abort();
    expect(XhrFalso.ultimo.abortado).toBe(true);
    await expect(cancelado).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sem aoEnviar a chamada vai pelo fetch de sempre', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('XMLHttpRequest', XhrFalso);
    XhrFalso.ultimo = undefined as never;
    const r = await apiComEnvio(args());
    expect(fetch).toHaveBeenCalledOnce();
    expect(XhrFalso.ultimo).toBeUndefined();
    expect(r.body).toEqual({ ok: true });
  });
});

describe('envio com progresso na máquina (machines/comum/arquivos.ts)', () => {
  /** A tiny flow that uses the kit as a product would: idle → saving (progress) → done. */
  function fluxo(enviar: (input: { n: number }, opcoes: { aoEnviar?: (e: number, t: number) => void; signal?: AbortSignal }) => Promise<string>) {
    return setup({
      types: { context: {} as { envio: Envio }, events: {} as { type: 'send' } | { type: 'cancel' } | UploadProgress },
      actors: { upload: envioComProgresso(enviar) },
    }).createMachine({
      context: { envio: null },
      initial: 'idle',
      states: {
        idle: { on: { send: 'saving' } },
        saving: {
          entry: assign({ envio: null }),
          on: { 'upload.progress': { actions: assign({ envio: progressoDoEnvio }) }, cancel: 'idle' },
          invoke: { src: 'upload', input: ({ self }) => ({ n: 1, destino: self }), onDone: 'done', onError: 'idle' },
        },
        done: { type: 'final' },
      },
    });
  }

  it('cada progresso do envio chega à máquina como upload.progress', async () => {
    let aoEnviar: ((e: number, t: number) => void) | undefined;
    let terminar: (v: string) => void = () => {};
    const actor = createActor(fluxo((_, opcoes) => { aoEnviar = opcoes.aoEnviar; return new Promise((ok) => { terminar = ok; }); })).start();
    actor.send({ type: 'send' });
    expect(actor.getSnapshot().context.envio).toBeNull();
    aoEnviar!(300, 1000);
    expect(actor.getSnapshot().context.envio).toEqual({ enviado: 300, total: 1000 });
    aoEnviar!(1000, 1000);
    expect(actor.getSnapshot().context.envio).toEqual({ enviado: 1000, total: 1000 });
    terminar('ok');
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('sair do estado (ou da página) cancela o envio', () => {
    let sinal: AbortSignal | undefined;
    const actor = createActor(fluxo((_, opcoes) => { sinal = opcoes.signal; return new Promise(() => {}); })).start();
    actor.send({ type: 'send' });
    expect(sinal?.aborted).toBe(false);
    actor.send({ type: 'cancel' });
    expect(sinal?.aborted).toBe(true);
  });
});

describe('vagas nomeadas: um documento por vaga, por pessoa', () => {
  const vagas: Vaga[] = [
    { chave: 'rg', rotulo: 'RG', pessoa: 'Titular' }, { chave: 'cpf', rotulo: 'CPF', pessoa: 'Titular', obrigatoria: false },
    { chave: 'rg', rotulo: 'RG', pessoa: 'Dependente 1' },
  ];
  const pdf = (name: string, size = 1000): ArquivoEscolhido => ({ name, size, type: 'application/pdf' });

  it('each slot holds one file, a new choice replaces it, and the same kind of two people are two slots', () => {
    let escolhidos = escolherNaVaga({}, idDaVaga(vagas[0]!), pdf('rg.pdf'));
    escolhidos = escolherNaVaga(escolhidos, idDaVaga(vagas[2]!), pdf('rg-dep.pdf'));
    escolhidos = escolherNaVaga(escolhidos, idDaVaga(vagas[0]!), pdf('rg-novo.pdf'));
    expect(escolhidos).toEqual({ 'Titular/rg': pdf('rg-novo.pdf'), 'Dependente 1/rg': pdf('rg-dep.pdf') });
    expect(removerDaVaga(escolhidos, 'Titular/rg')).toEqual({ 'Dependente 1/rg': pdf('rg-dep.pdf') });
  });

  it('a slot says its own file\'s problem; an empty required slot says so only once a send asked for it', () => {
    const escolhidos = { 'Titular/rg': pdf('rg.pdf', 0) };
    expect(problemasDasVagas(vagas, escolhidos, documentos, false)).toEqual({
      'Titular/rg': documentos.mensagens.vazio(pdf('rg.pdf', 0)), 'Titular/cpf': null, 'Dependente 1/rg': null,
    });
    expect(problemasDasVagas(vagas, escolhidos, documentos, true)['Dependente 1/rg']).toBe('Escolha o arquivo de RG (Dependente 1).');
    expect(vagasProntas(vagas, escolhidos, documentos)).toBe(false);
    // the optional slot may stay empty
    expect(vagasProntas(vagas, { 'Titular/rg': pdf('rg.pdf'), 'Dependente 1/rg': pdf('d.pdf') }, documentos)).toBe(true);
  });

  it("issue 27: the server's refusal of a file stays on its slot until another file is chosen", () => {
    const escolhidos = { 'Titular/rg': pdf('rg.pdf'), 'Dependente 1/rg': pdf('d.pdf') };
    const recusas = { 'Titular/rg': 'RG: envie um arquivo PNG, JPEG, GIF, EPS ou PDF.' };
    expect(problemasDasVagas(vagas, escolhidos, documentos, false, recusas)['Titular/rg']).toBe(recusas['Titular/rg']);
    expect(vagasProntas(vagas, escolhidos, documentos, recusas)).toBe(false);
    expect(vagasProntas(vagas, escolhidos, documentos, semRecusa(recusas, 'Titular/rg'))).toBe(true);
    // an empty slot has no file to refuse
    expect(problemasDasVagas(vagas, {}, documentos, false, recusas)['Titular/rg']).toBeNull();
  });

  it('slots are drawn by person, in their order', () => {
    expect(vagasPorPessoa(vagas).map((g) => [g.pessoa, g.vagas.map((v) => v.chave)])).toEqual([['Titular', ['rg', 'cpf']], ['Dependente 1', ['rg']]]);
  });
});
