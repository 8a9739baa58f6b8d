import { describe, expect, it } from 'vitest';
import { situacaoDoClube } from '../../src/services/clube-vantagens/situacao.service';
import { mensagensClube } from '../../src/domain/clube-vantagens/clube';
import { resumoDaSituacao } from '../../src/domain/clube-vantagens/situacao';
import { clubeSituacaoModelo } from './situacao.model';
import { responderFetch } from '../support/fetch';
import { testarModelo } from '../support/modelo';

testarModelo(clubeSituacaoModelo, (fim, calls) => {
  // one status call; who asks does not matter (issue 11: a non-associate may buy it too)
  expect(calls).toEqual([{ id: 'loadSituation', input: undefined }]);
  if (fim.matches('known')) expect(fim.context.situacao).not.toBeNull();
  if (!fim.matches('known')) expect(fim.context.situacao).toBeNull();
});

describe('situação do clube no cartão dos produtos (issue 9)', () => {
  const clube = { status: 'ATIVO', termoAssinado: true, valorMensal: 12_000, dtCancelamento: null, protocoloCancelamento: null };
  it('200 é Contratado; 400 é Disponível, para associados e não associados (issue 11: estes compram no cartão)', async () => {
    responderFetch([200, clube]);
    await expect(situacaoDoClube()).resolves.toEqual({ situacao: 'contratado', status: 'ATIVO', termoAssinado: true });
    responderFetch([200, { ...clube, status: 'CANCELAMENTO_SOLICITADO', termoAssinado: false }]);
    await expect(situacaoDoClube()).resolves.toEqual({ situacao: 'contratado', status: 'CANCELAMENTO_SOLICITADO', termoAssinado: false });
    responderFetch([400, { mensagem: mensagensClube.naoAdquirido }]);
    await expect(situacaoDoClube()).resolves.toEqual({ situacao: 'disponivel' });
  });
  it('401 e falta de rede não viram situação: a máquina decide', async () => {
    responderFetch([401, { mensagem: 'Sua sessão expirou. Entre novamente.' }]);
    await expect(situacaoDoClube()).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});

describe('o que o cartão do clube diz (domain/clube-vantagens/situacao.ts)', () => {
  it.each([
    [{ situacao: 'contratado', status: 'ATIVO', termoAssinado: true }, { etiqueta: 'Contratado', detalhe: null }],
    [{ situacao: 'contratado', status: 'ATIVO', termoAssinado: false }, { etiqueta: 'Contratado', detalhe: 'Falta assinar o termo.' }],
    [{ situacao: 'contratado', status: 'CANCELAMENTO_SOLICITADO', termoAssinado: true }, { etiqueta: 'Contratado', detalhe: 'Cancelamento solicitado.' }],
    [{ situacao: 'disponivel' }, { etiqueta: 'Disponível', detalhe: null }],
  ] as const)('%o', (situacao, resumo) => {
    expect(resumoDaSituacao(situacao)).toEqual(resumo);
  });
});
