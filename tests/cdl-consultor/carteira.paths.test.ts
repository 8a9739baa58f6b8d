import { describe, expect, it } from 'vitest';
import { carteiraVazia, linhaDoMembro } from '../../src/machines/cdl-consultor/carteira.machine';
import { testarModelo } from '../support/modelo';
import { carteiraModelo, enviarLoginModelo } from './carteira.model';
import { aCadastrar, convidado, membro, semArquivos } from './dados';

testarModelo(carteiraModelo, (agora, calls) => {
  // every page read names the page, its size and the filter on screen
  for (const c of calls) expect(c.id).toBe('loadPage');
  const ultima = calls.at(-1)?.input as { pagina: number; linhas: number; filtro: string } | undefined;
  if (ultima && agora.matches('loading')) expect(ultima).toMatchObject({ pagina: agora.context.pagina, linhas: agora.context.linhas, filtro: agora.context.filtro });
});

testarModelo(enviarLoginModelo, (agora, calls) => {
  if (agora.matches('sending')) expect(calls.at(-1)).toEqual({ id: 'sendLogin', input: { codSocio: '0001001' } });
  if (agora.matches('resending')) expect(calls.at(-1)).toEqual({ id: 'resendInvite', input: { membroId: 2 } });
  // a failure is §8's sentence unless the server's refusal says why (429/404/409)
  if (agora.matches('idle') && agora.context.notice?.startsWith('Associado sem')) throw new Error('a 400 mostra o texto do §8');
  if (agora.matches('idle') && agora.context.notice === 'Convite inválido.') throw new Error("a 400 do reenvio mostra 'Erro ao reenviar o convite, tente novamente.'");
});

describe('linha da carteira (§4)', () => {
  it('sem nome: o e-mail como nome, "-" no código e no documento, sem Enviar Login', () => {
    expect(linhaDoMembro(convidado)).toMatchObject({ codigo: '-', nome: 'novo@exemplo.com.br', documento: '-', podeEnviarLogin: false, router: null, action: 'Aguardando' });
    expect(linhaDoMembro(aCadastrar)).toMatchObject({ nome: 'cadastro@exemplo.com.br', podeEnviarLogin: false, router: 'cadastrarAssociado' });
  });
  it('Reenviar convite (issue 26): só na linha que espera o Termo de Uso', () => {
    expect(linhaDoMembro(convidado).podeReenviarConvite).toBe(true);
    for (const m of [aCadastrar, membro(), semArquivos]) expect(linhaDoMembro(m).podeReenviarConvite).toBe(false);
  });
  it('CNPJ 00.000.000/0000-00, CPF 000.000.000-00, nomes Unicode como vieram', () => {
    expect(linhaDoMembro(membro())).toMatchObject({ codigo: '0001001', nome: 'Nguyễn Comércio de Flores Ltda', documento: '11.222.333/0001-81', podeEnviarLogin: true });
    expect(linhaDoMembro(semArquivos)).toMatchObject({ nome: 'Łukasz Autônomo', documento: '529.982.247-25', router: 'consultorArquivos', color: 'perigo' });
  });
  it('os dois textos de lista vazia', () => {
    expect(carteiraVazia('')).toBe('Você ainda não possui associados em sua carteira.');
    expect(carteiraVazia('  ')).toBe('Você ainda não possui associados em sua carteira.');
    expect(carteiraVazia('nguyen')).toBe('Nenhum associado encontrado.');
  });
});
