import { documentosMachine } from '../../src/machines/cdl-consultor/documentos.machine';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';
import { ApiFailure } from '../../src/services/comum/api';
import { documentacao, foraDaCarteira, recusa } from './dados';

const arquivo = (nome: string, tipo: string, tamanho = 2048) => new File([new Uint8Array(tamanho)], nome, { type: tipo });
export const conselho = arquivo('conselho.pdf', 'application/pdf');
export const rg = arquivo('rg-Łukasz.png', 'image/png');
export const planilha = arquivo('rg.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
export const emAnalise = recusa(409, 'Os documentos deste associado estão em análise.');
/** Issue 27: the server refuses one file by its bytes, naming its part. */
const naoEPdf = 'Documento de identificação do responsável (RG ou CNH): envie um arquivo PNG, JPEG, GIF, EPS ou PDF.';
export const arquivoRecusado = new ApiFailure('rejected', naoEPdf, 400, { mensagem: naoEPdf, campo: 'documentoIdentificacao' });
/** Issue 27: the latest ticket still open, and one whose review approved every document. */
export const emRevisao = { ...documentacao(), chamado: { codigo: 'C-10', status: 0 as const } };
export const aprovada = documentacao('OK');

export const documentosModelo = {
  nome: 'consultor-documentos',
  machine: documentosMachine,
  input: { codSocio: '0001004' },
  events: [
    { type: 'xstate.done.actor.loadDocuments', output: documentacao() },
    { type: 'xstate.done.actor.loadDocuments', output: documentacao('INCORRETA: ilegível') },
    { type: 'xstate.done.actor.loadDocuments', output: emRevisao },
    { type: 'xstate.done.actor.loadDocuments', output: aprovada },
    { type: 'xstate.error.actor.loadDocuments', error: foraDaCarteira },
    { type: 'xstate.error.actor.loadDocuments', error: falhas.rede },
    { type: 'xstate.error.actor.loadDocuments', error: falhas.expirada },
    { type: 'file.choose', vaga: 'comprovanteConselho', arquivo: conselho },
    { type: 'file.choose', vaga: 'documentoIdentificacao', arquivo: rg },
    { type: 'file.choose', vaga: 'documentoIdentificacao', arquivo: planilha },
    { type: 'file.remove', vaga: 'comprovanteConselho' },
    { type: 'form.submit' },
    { type: 'upload.progress', enviado: 1024, total: 4096 },
    { type: 'xstate.done.actor.sendDocuments', output: 'Documentos recebidos.' },
    { type: 'xstate.error.actor.sendDocuments', error: emAnalise },
    { type: 'xstate.error.actor.sendDocuments', error: arquivoRecusado },
    { type: 'xstate.error.actor.sendDocuments', error: falhas.rede },
    { type: 'xstate.error.actor.sendDocuments', error: falhas.expirada },
  ] satisfies PathEvent<typeof documentosMachine>[],
  key: (s) => [s.value, Object.entries(s.context.arquivos).map(([k, f]) => `${k}:${(f as File).name}`).sort().join(), s.context.exigir, s.context.notice,
    s.context.algumRejeitado, s.context.envio !== null, Object.keys(s.context.recusas).sort().join()],
  textos: {
    eventos: {
      'file.choose': (e: { vaga: string; arquivo: File }) => `escolhe ${e.arquivo.name} para ${e.vaga}`,
      'file.remove': (e: { vaga: string }) => `remove o arquivo de ${e.vaga}`,
      'form.submit': 'clica em ENVIAR',
    },
    atores: { loadDocuments: 'a lista de documentos do tipo de empresa', sendDocuments: 'o envio dos documentos (AnexarDocumentacaoAssociado)' },
    fatos: (s) => [aviso(s)],
  },
} satisfies Modelo;
