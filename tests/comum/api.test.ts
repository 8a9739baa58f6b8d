import { UnknownStatusError } from '@ts-rest/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { c, commonResponses, Mensagem } from '../../src/contracts/comum/esquemas';
import { cdlSaudeContract } from '../../src/contracts/cdl-saude.contract';
import { ApiFailure, clienteDe, detalheDe, failedWith, SESSAO_EXPIRADA, valorDe } from '../../src/services/comum/api';
import { entrar } from '../../src/services/comum/auth.service';
import { sessaoStore } from '../../src/services/comum/sessao.store';
import { responderFetch } from '../support/fetch';

/** A call as the products declare them: its 200, the portal's refusals and the common 401/403/404. */
const contrato = c.router({
  ler: {
    method: 'GET', path: '/api/Teste/Ler',
    responses: { 200: z.object({ itens: z.array(z.string()), total: z.number() }), 400: Mensagem, 409: Mensagem, 413: Mensagem, 429: Mensagem, ...commonResponses },
  },
}, { strictStatusCodes: true });
const client = clienteDe(contrato);

const expiracoes = () => sessaoStore.getSnapshot().context.expiracoes;
const falhaDe = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);
const ler = async (opcoes?: Parameters<typeof valorDe>[1]) => valorDe(await client.ler(), opcoes);

describe('valorDe: a resposta do ts-rest como valor ou ApiFailure', () => {
  it('200: o corpo, com o tipo que o contrato dá ao 200', async () => {
    responderFetch([200, { itens: ['a'], total: 1 }]);
    const valor = await ler();
    expect(valor).toEqual({ itens: ['a'], total: 1 });
    expectTypeOf(valor).toEqualTypeOf<{ itens: string[]; total: number }>();
  });

  it('401: sessão expirada, avisada ao store da sessão (uma vez), tipo unauthorized', async () => {
    responderFetch([401, { mensagem: 'Faça login.' }]);
    const antes = expiracoes();
    const erro = await falhaDe(ler());
    expect(erro).toBeInstanceOf(ApiFailure);
    expect(erro).toMatchObject({ kind: 'unauthorized', message: SESSAO_EXPIRADA });
    expect(expiracoes()).toBe(antes + 1);
  });

  it.each([400, 403, 404, 409, 413, 429])('%i: recusada com a mensagem do servidor, sem tocar na sessão', async (status) => {
    responderFetch([status, { mensagem: 'Você ainda não possui o Clube de Vantagens.' }]);
    const antes = expiracoes();
    expect(await falhaDe(ler())).toMatchObject({ kind: 'rejected', message: 'Você ainda não possui o Clube de Vantagens.' });
    expect(expiracoes()).toBe(antes);
  });

  it('mensagem vazia ou ausente: o texto de reserva da chamada (por omissão vazio: a máquina põe o seu)', async () => {
    responderFetch([400, { mensagem: '' }]);
    expect(await falhaDe(ler({ fallback: 'Não foi possível salvar.' }))).toMatchObject({ kind: 'rejected', message: 'Não foi possível salvar.' });
    responderFetch([409, {}]);
    expect(await falhaDe(ler())).toMatchObject({ kind: 'rejected', message: '' });
  });

  it("on401: 'rejected' (o login): o 401 é senha errada, recusada com o texto do servidor, e a sessão não expira", async () => {
    const antes = expiracoes();
    responderFetch([401, { mensagem: 'E-mail ou senha inválidos.' }]);
    expect(await falhaDe(ler({ on401: 'rejected' }))).toMatchObject({ kind: 'rejected', message: 'E-mail ou senha inválidos.' });
    // the real login call says so
    responderFetch([401, { mensagem: 'E-mail ou senha inválidos.' }]);
    expect(await falhaDe(entrar({ email: 'associado@exemplo.com.br', senha: 'errada' })))
      .toMatchObject({ kind: 'rejected', message: 'E-mail ou senha inválidos.' });
    expect(expiracoes()).toBe(antes);
  });

  it('um status que o contrato não lista (500, 418): o cliente lança um erro comum, que as máquinas tratam como falta de resposta', async () => {
    const antes = expiracoes();
    for (const status of [500, 418]) {
      responderFetch([status, { mensagem: 'Erro interno.' }]);
      const erro = await falhaDe(ler());
      expect(erro).toBeInstanceOf(UnknownStatusError); // throwOnUnknownStatus: valorDe never sees it
      expect(failedWith(erro, 'rejected') || failedWith(erro, 'unauthorized')).toBe(false);
    }
    expect(expiracoes()).toBe(antes);
  });

  it('a recusa guarda o corpo inteiro (detalhe), tipado pelo contrato: as mensagens por vida da submissão do CDL Saúde chegam à máquina', async () => {
    const saude = clienteDe(cdlSaudeContract);
    const enviar = () => saude.incluirSamPrevidaArta({ params: { product: 'GestaoSaude' }, body: [] as never });
    type Respostas = Awaited<ReturnType<typeof enviar>>;
    const vidas = [{ nome: 'Ana', mensagem: 'CPF Inválido!' }, { nome: 'Beto', mensagem: 'Informe o plano.' }];
    responderFetch([400, { erro: true, mensagem: 'Revise as vidas abaixo.', vidas }]);
    const erro = await falhaDe(enviar().then((res) => valorDe(res)));
    expect(erro).toMatchObject({ kind: 'rejected', message: 'Revise as vidas abaixo.', status: 400 });
    const detalhe = detalheDe<Respostas, 400>(erro, 400);
    expectTypeOf(detalhe).toEqualTypeOf<{ mensagem: string; erro?: true | undefined; vidas?: { nome: string; mensagem: string }[] | undefined } | null>();
    expect(detalhe?.vidas).toEqual(vidas);
    // another status, or not a refusal: no detail
    expect(detalheDe<Respostas, 403>(erro, 403)).toBeNull();
    expect(detalheDe<Respostas, 400>(new Error('rede'), 400)).toBeNull();
    responderFetch([403, { mensagem: 'Você não tem acesso a esta função.' }]);
    expect(await falhaDe(enviar().then((res) => valorDe(res)))).toMatchObject({ status: 403, detalhe: { mensagem: 'Você não tem acesso a esta função.' } });
  });
});
