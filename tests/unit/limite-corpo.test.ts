import { describe, expect, it } from 'vitest';
import { TAMANHO_MAXIMO_ARQUIVO } from '../../src/contracts/common';
import { MAXIMO_IMAGENS_ANUNCIO } from '../../src/domain/clube-gestao';
import { LIMITE_CORPO, limiteDoCorpo } from '../../src/server/limite-corpo';

const MB = 1024 * 1024;

describe('limite do corpo por rota (§9: 10 MB por arquivo)', () => {
  it('uma rota comum aceita um arquivo de 10 MB e os campos', () => {
    expect(LIMITE_CORPO).toBe(TAMANHO_MAXIMO_ARQUIVO + MB);
    expect(limiteDoCorpo('/api/Clube/IncluirBannerClubeVantagens')).toBe(11 * MB);
    expect(limiteDoCorpo('/api/Clube/EnviarPlanilhaFuncionariosClubeVantagens')).toBe(11 * MB);
    expect(limiteDoCorpo('/login')).toBe(11 * MB);
  });
  it('os documentos do associado (consultor) cabem 4 de 10 MB', () => {
    expect(limiteDoCorpo('/api/Consultor/AnexarDocumentacaoAssociado')).toBe(4 * 10 * MB + MB);
  });
  it('o anúncio leva a logomarca e até 5 imagens de 10 MB cada', () => {
    expect(limiteDoCorpo('/api/Clube/IncluirAnuncioClubeVantagens')).toBe((1 + MAXIMO_IMAGENS_ANUNCIO) * 10 * MB + MB);
  });
});
