import { describe, expect, it, vi } from 'vitest';
import type { LinhaUsuario } from '../../src/domain/clube-vantagens/usuarios';
import type { ContextoPlanilha } from '../../src/machines/clube-vantagens/planilha.machine';
import { ApiFailure } from '../../src/services/comum/api';
import {
  baixarModeloPlanilha, cancelarPlanilhaUsuarios, corpoDaPlanilha, enviarPlanilhaUsuarios, incluirUsuarios, type ResultadoPlanilha,
} from '../../src/services/clube-vantagens/usuarios.service';
import { baixarArquivo } from '../../src/services/comum/download';
import { clubeRemoverUsuariosModelo } from './remover-usuarios.model';
import { CPF_VALIDO, HOJE, clubeUsuariosModelo, planilhas, planilhaUsuariosModelo, resultados } from './usuarios.model';
import { falhas } from '../support/fixtures';
import type { ActorCall } from '../support/paths';
import { testarModelo } from '../support/modelo';
import { responderFetch } from '../support/fetch';
import { mensagensPlanilha } from '../../src/domain/clube-vantagens/planilha';

vi.mock('../../src/services/comum/download', () => ({ baixarArquivo: vi.fn() }));

testarModelo(clubeUsuariosModelo, (fim, calls) => {
  for (const { input } of calls.filter((c) => c.id === 'saveUsers')) {
    // §5: only the complete row goes (an empty or half-typed one never does), dated the day the view gave (its today)
    expect(input).toEqual([{ cpf: CPF_VALIDO, nome: 'Ana Souza', dataSolicitacao: HOJE }]);
  }
  // nothing is sent while a row shows a problem, and no half row is ever left out in silence (issue 9)
  if (fim.matches('saving')) {
    expect(fim.context.linhas.every((l: LinhaUsuario) => l.erroCpf === null && l.erroNome === null)).toBe(true);
    expect(fim.context.linhas.every((l: LinhaUsuario) => !l.cpf === !l.nome.trim())).toBe(true);
  }
  // saved with rows: by the form (§8 text); without: by the spreadsheet child, which told the user itself
  if (fim.matches('saved') && fim.context.linhas.length) expect(fim.context.notice).toBe('Usuários cadastrados com sucesso!');
  // §8, word for word; the rows stay
  if (fim.matches('editing') && fim.context.notice !== null) {
    expect(fim.context.notice).toBe('Erro ao cadatrar usuários, tente novamente.');
    expect(fim.context.linhas.length).toBeGreaterThan(0);
  }
  // the empty state (§2) is exactly "no rows"
  if (fim.matches('choosing')) expect(fim.context.linhas).toEqual([]);
  if (fim.matches('editing')) expect(fim.context.linhas.length).toBeGreaterThan(0);
});

/** Checks shared by both spreadsheet screens: the file sent, and what the user is told. */
function verificarPlanilha(comInvalidos: ResultadoPlanilha, sucesso: string) {
  return (fim: { context: unknown; matches: (v: 'ready' | 'sent' | 'uploading') => boolean }, calls: ActorCall[]) => {
    const c = fim.context as ContextoPlanilha;
    for (const { input } of calls.filter((call) => call.id === 'sendSheet')) {
      // a fit .xlsx only, in the multipart part `file`
      const { arquivo } = input as { arquivo: File };
      expect(arquivo).toBe(planilhas.valida);
      const parte = corpoDaPlanilha(arquivo).get('file');
      expect(parte instanceof File && [parte.name, parte.size]).toEqual([arquivo.name, arquivo.size]);
    }
    // §8: invalid CPFs → the server's text and the list; success → its text, then the panel
    if (c.comInvalidos) expect(c.comInvalidos).toEqual(comInvalidos);
    if (fim.matches('uploading')) expect(c.comInvalidos).toBeNull(); // a new send forgets the last list
    if (fim.matches('sent')) expect(c.notice).toBe(sucesso);
    // what a toast says: the server's text (with the list, of success, or of refusal) or §8's fallback
    if (c.notice !== null) {
      expect([comInvalidos.mensagem, sucesso, falhas.rejeitada.message, mensagensPlanilha.erroEnvio, mensagensPlanilha.erroModelo])
        .toContain(c.notice);
    }
  };
}

testarModelo(planilhaUsuariosModelo, verificarPlanilha(resultados.importadaComInvalidos, resultados.importada.mensagem));
testarModelo(clubeRemoverUsuariosModelo, verificarPlanilha(resultados.removidaComInvalidos, resultados.removida.mensagem));

describe('serviço dos usuários do clube', () => {
  const falhaDe = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);

  it('IncluirFuncionarios envia a lista em JSON', async () => {
    const fetch = responderFetch([200, { mensagem: 'Usuários cadastrados com sucesso!' }]);
    const lista = [{ cpf: CPF_VALIDO, nome: 'Ana Souza', dataSolicitacao: '2026-11-22' }];
    await expect(incluirUsuarios(lista)).resolves.toBe('Usuários cadastrados com sucesso!');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/Clube/IncluirFuncionariosClubeVantagens');
    expect(JSON.parse(init.body as string)).toEqual(lista);
    responderFetch([400, { mensagem: 'CPF Inválido! 111.111.111-11' }]);
    expect(await falhaDe(incluirUsuarios(lista))).toMatchObject({ kind: 'rejected' });
  });

  it.each([
    ['EnviarPlanilha', enviarPlanilhaUsuarios, '/api/Clube/EnviarPlanilhaFuncionariosClubeVantagens'],
    ['CancelarPlanilha', cancelarPlanilhaUsuarios, '/api/Clube/CancelarPlanilhaFuncionariosClubeVantagens'],
  ] as const)('%s envia o arquivo num FormData e lê as respostas do §8', async (_, enviar, caminho) => {
    const fetch = responderFetch([200, resultados.importadaComInvalidos]);
    await expect(enviar(planilhas.valida)).resolves.toEqual(resultados.importadaComInvalidos);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(caminho);
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((init.body as FormData).get('file') as File).name).toBe('usuarios.xlsx');
    // a 400 that lists invalid CPFs (nothing written) is an outcome with its list
    const semValido = { mensagem: 'Nenhum CPF válido na planilha: nada foi cadastrado.', cpfsInvalidos: ['abc'], cpfsInvalidosNaoListados: 0 };
    responderFetch([400, semValido]);
    await expect(enviar(planilhas.valida)).resolves.toEqual(semValido);
    // any other 400, a 413 and a 401 are failures with the server's reason
    for (const [status, kind, mensagem] of [
      [400, 'rejected', 'A planilha deve ter uma coluna CPF na primeira linha.'],
      [413, 'rejected', 'Arquivo muito grande: o limite é de 10 MB por arquivo.'],
      [401, 'unauthorized', 'Sua sessão expirou. Entre novamente.'],
    ] as const) {
      responderFetch([status, { mensagem, ...(status === 400 ? { cpfsInvalidos: [] } : {}) }]);
      expect(await falhaDe(enviar(planilhas.valida))).toMatchObject({ kind, message: mensagem });
    }
    // a 400 with no mensagem: the machine falls back to §8's text
    responderFetch([400, { mensagem: '' }]);
    const semTexto = await falhaDe(enviar(planilhas.valida));
    expect(semTexto).toBeInstanceOf(ApiFailure);
    expect((semTexto as ApiFailure).message).toBe('');
  });

  it('BuscarPlanilha baixa o modelo com o nome do servidor', async () => {
    responderFetch([200, { file: { fileContents: 'UEsDBA==', fileDownloadName: 'modelo-usuarios-clube-vantagens.xlsx' } }]);
    await baixarModeloPlanilha();
    expect(baixarArquivo).toHaveBeenCalledWith('UEsDBA==', 'modelo-usuarios-clube-vantagens.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    responderFetch([400, { mensagem: 'Você ainda não possui o Clube de Vantagens.' }]);
    expect(await falhaDe(baixarModeloPlanilha())).toMatchObject({ kind: 'rejected', message: 'Você ainda não possui o Clube de Vantagens.' });
  });
});
