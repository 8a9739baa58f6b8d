import { describe, expect, it } from 'vitest';
import { DOCUMENTOS_ASSOCIADO } from '../../src/domain/cdl-consultor/carteira';
import { TAMANHO_MAXIMO_ARQUIVO } from '../../src/domain/comum/arquivos';
import { MAXIMO_IMAGENS_ANUNCIO } from '../../src/domain/clube-vantagens/gestao';
import { LIMITE_CORPO_SEM_ARQUIVO, limiteDaRota } from '../../src/server/infra/limite-corpo';

const MB = 1024 * 1024;

describe('limite do corpo por rota (§9: 10 MB por arquivo)', () => {
  it('uma rota multipart de um arquivo aceita 10 MB e os campos', () => {
    expect(TAMANHO_MAXIMO_ARQUIVO).toBe(10 * MB);
    expect(limiteDaRota('POST', '/api/Clube/IncluirBannerClubeVantagens').bytes).toBe(11 * MB);
    expect(limiteDaRota('POST', '/api/Clube/EnviarPlanilhaFuncionariosClubeVantagens').bytes).toBe(11 * MB);
  });
  it('rotas sem arquivo (JSON, ou caminho que nenhum contrato nomeia) aceitam 1 MB e nenhum multipart', () => {
    expect(LIMITE_CORPO_SEM_ARQUIVO).toBe(MB);
    for (const caminho of ['/login', '/api/Clube/IncluirFuncionariosClubeVantagens', '/api/Clube/AceitarTermoClubeVantagens', '/api/nada']) {
      expect(limiteDaRota('POST', caminho)).toEqual({ bytes: MB });
    }
  });
  it('os documentos do associado (consultor) cabem 4 de 10 MB; cada documento é uma parte com o seu nome', () => {
    expect(limiteDaRota('POST', '/api/Consultor/AnexarDocumentacaoAssociado')).toEqual({ bytes: 4 * 10 * MB + MB, partes: 1 + DOCUMENTOS_ASSOCIADO.length });
  });
  it('o anúncio leva a logomarca e até 5 imagens de 10 MB cada', () => {
    expect(limiteDaRota('POST', '/api/Clube/IncluirAnuncioClubeVantagens').bytes).toBe((1 + MAXIMO_IMAGENS_ANUNCIO) * 10 * MB + MB);
  });
  it('partes por corpo multipart: cada campo uma vez, um campo repetido o seu máximo', () => {
    expect(limiteDaRota('POST', '/api/Clube/EnviarPlanilhaFuncionariosClubeVantagens').partes).toBe(1);
    // the banner: the 4 acceptance fields, título, anuncioId, dtInicio, dtFim and the image
    expect(limiteDaRota('POST', '/api/Clube/IncluirBannerClubeVantagens').partes).toBe(9);
    const anuncio = limiteDaRota('POST', '/api/Clube/IncluirAnuncioClubeVantagens').partes!;
    expect(anuncio).toBeGreaterThan(1 + MAXIMO_IMAGENS_ANUNCIO);
    expect(anuncio).toBeLessThan(60);
  });
});
