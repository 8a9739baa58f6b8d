import type { AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { quemChama } from '../../src/contracts/comum/acesso';
import { portalContract } from '../../src/contracts/portal.contract';
import { DOCUMENTOS_ASSOCIADO } from '../../src/domain/cdl-consultor/carteira';
import { TAMANHO_MAXIMO_ARQUIVO } from '../../src/domain/comum/arquivos';
import { MAXIMO_IMAGENS_ANUNCIO } from '../../src/domain/clube-vantagens/gestao';
import { LIMITE_CORPO_FORMULARIO, LIMITE_CORPO_PUBLICO, limiteDaRota, limiteDaRotaDe } from '../../src/server/infra/limite-corpo';
import { rotasDe } from '../../src/server/infra/rotas';

const KB = 1024;
const MB = 1024 * KB;
const CAMPOS = 64 * KB;

/**
 * The most bytes a valid JSON body of `schema` can take: every text at its maximum in 3-byte characters, every list
 * full. Infinity where a schema does not bound it (then the test cannot size the route).
 */
function maiorJson(s: z.ZodTypeAny): number {
  if (s instanceof z.ZodEffects) return maiorJson(s.innerType());
  if (s instanceof z.ZodDefault || s instanceof z.ZodOptional || s instanceof z.ZodNullable) return maiorJson(s._def.innerType);
  if (s instanceof z.ZodPipeline) return maiorJson(s._def.in);
  if (s instanceof z.ZodString) return s.maxLength === null ? Infinity : 3 * s.maxLength + 2;
  if (s instanceof z.ZodNumber) return 24;
  if (s instanceof z.ZodBoolean || s instanceof z.ZodNull) return 5;
  if (s instanceof z.ZodLiteral) return JSON.stringify(s.value).length;
  if (s instanceof z.ZodEnum) return Math.max(...(s.options as string[]).map((o) => 3 * o.length + 2));
  if (s instanceof z.ZodArray) {
    const maximo = s._def.maxLength?.value ?? s._def.exactLength?.value;
    return maximo === undefined ? Infinity : 2 + maximo * (maiorJson(s.element) + 1);
  }
  if (s instanceof z.ZodObject) return 2 + Object.entries(s.shape as Record<string, z.ZodTypeAny>).reduce((soma, [k, v]) => soma + k.length + 4 + maiorJson(v), 0);
  if (s instanceof z.ZodUnion || s instanceof z.ZodDiscriminatedUnion) return Math.max(...[...(s.options as Iterable<z.ZodTypeAny>)].map(maiorJson));
  if (s instanceof z.ZodIntersection) return maiorJson(s._def.left) + maiorJson(s._def.right);
  return Infinity;
}

const rotasJson = rotasDe(portalContract).filter((r): r is AppRoute & { body: z.ZodTypeAny } =>
  r.method !== 'GET' && !('contentType' in r && r.contentType === 'multipart/form-data') && 'body' in r && r.body instanceof z.ZodType);

describe('limite do corpo por rota (issue 26: o que a rota realmente recebe)', () => {
  it('rotas públicas (login, convite, definir senha): 8 KB', () => {
    expect(LIMITE_CORPO_PUBLICO).toBe(8 * KB);
    for (const caminho of ['/login', '/login/logout', '/api/Convite/Consultar', '/api/Convite/Aceitar', '/api/Convite/DefinirSenha']) {
      expect(limiteDaRota('POST', caminho), caminho).toEqual({ bytes: 8 * KB });
    }
  });

  it('um formulário com sessão: 16 KB; um caminho que nenhum contrato nomeia não tem corpo', () => {
    expect(LIMITE_CORPO_FORMULARIO).toBe(16 * KB);
    for (const caminho of ['/api/Clube/AceitarTermoClubeVantagens', '/api/Consultor/CadastrarAssociado']) expect(limiteDaRota('POST', caminho)).toEqual({ bytes: 16 * KB });
    expect(limiteDaRota('POST', '/api/nada')).toEqual({ bytes: 0 });
  });

  it.each(rotasJson.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: o maior corpo válido cabe, e o limite não passa de 2,5× ele (ou 16 KB)', (_, rota) => {
    const maior = maiorJson(rota.body);
    if (!Number.isFinite(maior)) return;
    const { bytes } = limiteDaRotaDe(rota);
    expect(bytes).toBeGreaterThanOrEqual(maior);
    expect(bytes).toBeLessThanOrEqual('publica' in quemChama(rota.metadata)! ? LIMITE_CORPO_PUBLICO : Math.max(LIMITE_CORPO_FORMULARIO, 2.5 * maior));
  });

  it('as listas dizem o seu máximo no contrato: 1 000 usuários do clube cabem em 640 KB', () => {
    expect(limiteDaRota('POST', '/api/Clube/IncluirFuncionariosClubeVantagens').bytes).toBe(640 * KB);
    expect(limiteDaRota('POST', '/api/Clube/CancelarFuncionariosClubeVantagens').bytes).toBe(64 * KB);
  });

  it('uma rota multipart de um arquivo aceita 10 MB e os campos (64 KB)', () => {
    expect(TAMANHO_MAXIMO_ARQUIVO).toBe(10 * MB);
    expect(limiteDaRota('POST', '/api/Clube/IncluirBannerClubeVantagens').bytes).toBe(10 * MB + CAMPOS);
    expect(limiteDaRota('POST', '/api/Clube/EnviarPlanilhaFuncionariosClubeVantagens').bytes).toBe(10 * MB + CAMPOS);
  });
  it('os documentos do associado (consultor) cabem 4 de 10 MB; cada documento é uma parte com o seu nome', () => {
    expect(limiteDaRota('POST', '/api/Consultor/AnexarDocumentacaoAssociado')).toEqual({ bytes: 4 * 10 * MB + CAMPOS, partes: 1 + DOCUMENTOS_ASSOCIADO.length });
  });
  it('o anúncio leva a logomarca e até 5 imagens de 10 MB cada', () => {
    expect(limiteDaRota('POST', '/api/Clube/IncluirAnuncioClubeVantagens').bytes).toBe((1 + MAXIMO_IMAGENS_ANUNCIO) * 10 * MB + CAMPOS);
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
