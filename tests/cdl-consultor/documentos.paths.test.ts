import { describe, expect, it } from 'vitest';
import { algumRejeitado, regrasDocumentos, vagasDosDocumentos } from '../../src/machines/cdl-consultor/documentos.machine';
import { problemaDoArquivo } from '../../src/domain/comum/arquivos';
import { testarModelo } from '../support/modelo';
import { documentacao } from './dados';
import { documentosModelo } from './documentos.model';

testarModelo(documentosModelo, (agora, calls) => {
  // only the whole list, each file of an accepted type, goes: one part per document, named by its key
  for (const c of calls.filter((x) => x.id === 'sendDocuments')) {
    const { codSocio, arquivos } = c.input as { codSocio: string; arquivos: Record<string, File> };
    expect(codSocio).toBe('0001004');
    expect(Object.keys(arquivos).sort()).toEqual(['comprovanteConselho', 'documentoIdentificacao']);
    for (const f of Object.values(arquivos)) expect(problemaDoArquivo(f, regrasDocumentos)).toBeNull();
  }
  if (agora.matches('choosing') && agora.context.notice && calls.every((c) => c.id !== 'sendDocuments')) {
    expect(agora.context.notice).toBe('Você deve adicionar todos os documentos da lista.');
  }
  if (agora.matches('listFailed')) {
    expect(['Associado não encontrado na sua carteira.', 'Não foi possível lista os arquivos, volte para lista de associados e tente novamente!']).toContain(agora.context.notice);
  }
});

describe('documentos do associado (§4, §5)', () => {
  it('uma vaga por documento da lista, com o nome dele; a revisão INCORRETA aparece na vaga', () => {
    expect(vagasDosDocumentos(documentacao()).map((v) => [v.chave, v.rotulo, v.nota])).toEqual([
      ['comprovanteConselho', 'Registro no conselho de classe', undefined],
      ['documentoIdentificacao', 'Documento de identificação do responsável (RG ou CNH)', undefined],
    ]);
    const revisada = documentacao('INCORRETA: ilegível');
    expect(vagasDosDocumentos(revisada)[0]!.nota).toEqual({ texto: 'INCORRETA: ilegível', problema: true });
    expect(vagasDosDocumentos(revisada)[1]!.nota).toBeUndefined();
    expect(algumRejeitado(revisada)).toBe(true);
    expect(algumRejeitado(documentacao())).toBe(false);
  });
  it('png, jpeg, gif, eps e pdf até 10 MB', () => {
    const f = (nome: string, type: string, size = 10) => ({ name: nome, type, size });
    for (const ok of [f('a.png', 'image/png'), f('a.jpg', 'image/jpeg'), f('a.gif', 'image/gif'), f('a.pdf', 'application/pdf'), f('a.eps', '')]) {
      expect(problemaDoArquivo(ok, regrasDocumentos), ok.name).toBeNull();
    }
    expect(problemaDoArquivo(f('a.webp', 'image/webp'), regrasDocumentos)).toBe('a.webp: envie PNG, JPEG, GIF, EPS ou PDF.');
    expect(problemaDoArquivo(f('a.pdf', 'application/pdf', 10 * 1024 * 1024 + 1), regrasDocumentos)).toBe('Arquivo muito grande: o limite é de 10 MB por arquivo.');
  });
});
