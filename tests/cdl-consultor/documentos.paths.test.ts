import { describe, expect, it } from 'vitest';
import { regrasDocumentos, type DocumentosContext } from '../../src/machines/cdl-consultor/documentos.machine';
import { problemaDoArquivo } from '../../src/domain/comum/arquivos';
import { testarModelo } from '../support/modelo';
import { documentacao } from './dados';
import { documentosModelo } from './documentos.model';

testarModelo(documentosModelo, (agora, calls) => {
  // only the slots' files (the whole list, or after a review the rejected ones), each of an accepted type, go: one part
  // per document, named by its key
  for (const c of calls.filter((x) => x.id === 'sendDocuments')) {
    const { codSocio, arquivos } = c.input as { codSocio: string; arquivos: Record<string, File> };
    expect(codSocio).toBe('0001004');
    expect(Object.keys(arquivos).sort()).toEqual((agora.context as DocumentosContext).vagas.map((v) => v.chave).sort());
    for (const f of Object.values(arquivos)) expect(problemaDoArquivo(f, regrasDocumentos)).toBeNull();
  }
  if (agora.matches('choosing') && agora.context.notice && calls.every((c) => c.id !== 'sendDocuments')) {
    expect(agora.context.notice).toBe('Você deve adicionar todos os documentos da lista.');
  }
  // the slots and the rejection notice are the list's as read (domain/cdl-consultor/carteira.ts)
  // issue 27: after a review only the rejected one has a slot, the approved one is listed as approved
  if (agora.matches('choosing')) {
    const { vagas, aprovados, algumRejeitado } = agora.context as DocumentosContext;
    expect(vagas.map((v) => v.chave)).toEqual(algumRejeitado ? ['comprovanteConselho'] : documentacao().documentos.map((d) => d.documento));
    expect(aprovados.map((d) => d.documento)).toEqual(algumRejeitado ? ['documentoIdentificacao'] : []);
  }
  // a file the server refused keeps the reason on its card until another is chosen
  const { recusas, arquivos } = agora.context as DocumentosContext;
  for (const vaga of Object.keys(recusas)) expect(arquivos[vaga as keyof typeof arquivos]).toBeDefined();
  if (agora.matches('underReview') || agora.matches('approved')) expect((agora.context as DocumentosContext).documentos).toHaveLength(2);
  if (agora.matches('listFailed')) {
    expect(['Associado não encontrado na sua carteira.', 'Não foi possível lista os arquivos, volte para lista de associados e tente novamente!']).toContain(agora.context.notice);
  }
});

describe('documentos do associado (§5)', () => {
  it('png, jpeg, gif, eps e pdf até 10 MB', () => {
    const f = (nome: string, type: string, size = 10) => ({ name: nome, type, size });
    for (const ok of [f('a.png', 'image/png'), f('a.jpg', 'image/jpeg'), f('a.gif', 'image/gif'), f('a.pdf', 'application/pdf'), f('a.eps', '')]) {
      expect(problemaDoArquivo(ok, regrasDocumentos), ok.name).toBeNull();
    }
    expect(problemaDoArquivo(f('a.webp', 'image/webp'), regrasDocumentos)).toBe('a.webp: envie PNG, JPEG, GIF, EPS ou PDF.');
    expect(problemaDoArquivo(f('a.pdf', 'application/pdf', 10 * 1024 * 1024 + 1), regrasDocumentos)).toBe('Arquivo muito grande: o limite é de 10 MB por arquivo.');
  });
});
