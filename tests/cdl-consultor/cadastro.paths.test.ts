import { describe, expect, it } from 'vitest';
import { NovoAssociado } from '../../src/contracts/cdl-consultor.contract';
import { camposVazios, problemasDoCadastro } from '../../src/machines/cdl-consultor/cadastro.machine';
import { testarModelo } from '../support/modelo';
import { cadastroModelo, preenchido } from './cadastro.model';

testarModelo(cadastroModelo, (agora, calls) => {
  // what is sent passes the contract: the invited e-mail, an empty state registration as ISENTO
  for (const c of calls.filter((x) => x.id === 'register')) {
    const corpo = NovoAssociado.parse(c.input);
    expect(corpo.email).toBe('cadastro@exemplo.com.br');
    expect(corpo.inscrestadual).toBe('ISENTO');
  }
  if (agora.matches('done')) expect(agora.context.notice).toBe('Cadastro realizado com sucesso.');
  // after a send that found problems, each field says its own (the summary's lines)
  if (agora.matches('editing') && agora.context.enviado) expect(agora.context.problemas).toEqual(problemasDoCadastro(agora.context.campos, agora.context.email));
});

describe('cadastro do associado (§3, §5)', () => {
  const email = 'cadastro@exemplo.com.br';
  it('vazio: cada obrigatório diz o que falta, nas palavras do contrato', () => {
    const p = problemasDoCadastro(camposVazios(), email);
    expect(p).toMatchObject({ nomefantasia: 'Informe o nome fantasia.', codpacote: 'Escolha o pacote.', tp_empresa: 'Informe o tipo de empresa.', nome: 'Informe a razão social.', cpf: 'CPF Inválido!', sexo: 'Informe o sexo.' });
    expect(p.inscrestadual).toBeUndefined();
    expect(p.telefone).toBeUndefined();
  });
  it('CNPJ para PJ, CPF para PL e AUT', () => {
    expect(problemasDoCadastro(preenchido, email)).toEqual({});
    expect(problemasDoCadastro({ ...preenchido, tp_empresa: 'PL' }, email)).toEqual({ cgccfo: 'Informe o CPF.' });
    expect(problemasDoCadastro({ ...preenchido, tp_empresa: 'AUT', cgccfo: '52998224725' }, email)).toEqual({});
  });
});
