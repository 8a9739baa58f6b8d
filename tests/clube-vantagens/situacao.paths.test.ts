import { describe, expect, it } from 'vitest';
import { situacaoDoClube } from '../../src/services/clube-vantagens/situacao.service';
import { mensagensClube } from '../../src/domain/clube-vantagens/clube';
import { resumoDaSituacao } from '../../src/domain/clube-vantagens/situacao';
import { clubeSituacaoModelo } from './situacao.model';
import { responderFetch } from '../support/fetch';
import { testarModelo } from '../support/modelo';

testarModelo(clubeSituacaoModelo, (fim, calls) => {
  // one status call, with who is asking
  expect(calls).toEqual([{ id: 'loadSituation', input: { naoAssociado: false } }]);
  if (fim.matches('known')) expect(fim.context.situacao).not.toBeNull();
  if (!fim.matches('known')) expect(fim.context.situacao).toBeNull();
});

describe('situação do clube no cartão dos produtos (issue 9)', () => {
  const clube = { status: 'ATIVO', termoAssinado: true, valorMensal: 12_000, dtCancelamento: null, protocoloCancelamento: null };
  it('200 é Contratado; 400 é Disponível, ou Indisponível com o motivo para um não associado', async () => {
    responderFetch([200, clube]);
    await expect(situacaoDoClube(false)).resolves.toEqual({ situacao: 'contratado', status: 'ATIVO', termoAssinado: true });
    responderFetch([200, { ...clube, status: 'CANCELAMENTO_SOLICITADO', termoAssinado: false }]);
    await expect(situacaoDoClube(true)).resolves.toEqual({ situacao: 'contratado', status: 'CANCELAMENTO_SOLICITADO', termoAssinado: false });
    responderFetch([400, { mensagem: mensagensClube.naoAdquirido }]);
    await expect(situacaoDoClube(false)).resolves.toEqual({ situacao: 'disponivel' });
    responderFetch([400, { mensagem: mensagensClube.naoAdquirido }]);
    await expect(situacaoDoClube(true)).resolves.toEqual({ situacao: 'indisponivel', motivo: mensagensClube.semMensalidade });
  });
  it('401 e falta de rede não viram situação: a máquina decide', async () => {
    responderFetch([401, { mensagem: 'Sua sessão expirou. Entre novamente.' }]);
    await expect(situacaoDoClube(false)).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});

describe('o que o cartão do clube diz (domain/clube-vantagens/situacao.ts)', () => {
  it.each([
    [{ situacao: 'contratado', status: 'ATIVO', termoAssinado: true }, { etiqueta: 'Contratado', detalhe: null }],
    [{ situacao: 'contratado', status: 'ATIVO', termoAssinado: false }, { etiqueta: 'Contratado', detalhe: 'Falta assinar o termo.' }],
    [{ situacao: 'contratado', status: 'CANCELAMENTO_SOLICITADO', termoAssinado: true }, { etiqueta: 'Contratado', detalhe: 'Cancelamento solicitado.' }],
    [{ situacao: 'disponivel' }, { etiqueta: 'Disponível', detalhe: null }],
    [{ situacao: 'indisponivel', motivo: mensagensClube.semMensalidade }, { etiqueta: 'Indisponível', detalhe: mensagensClube.semMensalidade }],
  ] as const)('%o', (situacao, resumo) => {
    expect(resumoDaSituacao(situacao)).toEqual(resumo);
  });
});
