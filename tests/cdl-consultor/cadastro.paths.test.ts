import { describe, expect, it } from 'vitest';
import { NovoAssociado } from '../../src/contracts/cdl-consultor.contract';
import { camposVazios, problemasDoCadastro } from '../../src/machines/cdl-consultor/cadastro.machine';
import { testarModelo } from '../support/modelo';
import { cadastroModelo, HOJE, preenchido } from './cadastro.model';

testarModelo(cadastroModelo, (agora, calls) => {
  // what is sent passes the contract: the invited e-mail, an empty state registration as ISENTO
  for (const c of calls.filter((x) => x.id === 'register')) {
    const corpo = NovoAssociado.parse(c.input);
    expect(corpo.email).toBe('cadastro@exemplo.com.br');
    expect(corpo.inscrestadual).toBe('ISENTO');
  }
  if (agora.matches('done')) expect(agora.context.notice).toBe('Cadastro realizado com sucesso.');
  // issue 27: a member registered already never reaches the form (Back after CADASTRAR answered 'já foi cadastrado')
  if (agora.matches('editing') || agora.matches('sending')) expect(agora.context.cadastrado).toBeNull();
  if (agora.matches('registered')) expect(agora.context.cadastrado).toEqual({ codSocio: '0001004', nome: 'Łukasz Autônomo' });
  // after a send that found problems, each field says its own (the summary's lines)
  if (agora.matches('editing') && agora.context.enviado) expect(agora.context.problemas).toEqual(problemasDoCadastro(agora.context.campos, agora.context.email, agora.context.hoje));
});

describe('cadastro do associado (§3, §5)', () => {
  const email = 'cadastro@exemplo.com.br';
  const problemas = (campos: typeof preenchido) => problemasDoCadastro(campos, email, HOJE);
  it("vazio: cada obrigatório diz 'Informe …', nunca 'inválido' (issue 27)", () => {
    expect(problemas(camposVazios())).toEqual({
      nomefantasia: 'Informe o nome fantasia.', codpacote: 'Escolha o pacote.', tp_empresa: 'Informe o tipo de empresa.', nome: 'Informe a razão social.',
      cgccfo: 'Informe o CPF/CNPJ.', contato: 'Informe o contato.', cpf: 'Informe o CPF.', sexo: 'Informe o sexo.',
      datanascimento: 'Informe a data de nascimento.', celular: 'Informe o celular.',
    });
  });
  it("um valor errado diz que é inválido, com o texto de §5 onde há um ('CPF Inválido!')", () => {
    expect(problemas({ ...preenchido, cpf: '52998224700', cgccfo: '11222333000100', datanascimento: '1980-02-30', celular: '3133334444', telefone: '319' })).toEqual({
      cpf: 'CPF Inválido!', cgccfo: 'CPF/CNPJ inválido.', datanascimento: 'Data inválida.',
      celular: 'Celular inválido: informe o DDD e os 9 dígitos, (##) 9####-####.',
      telefone: 'Telefone inválido: informe o DDD e o número, fixo (##) ####-#### ou celular (##) 9####-####.',
    });
  });
  it('nascimento depois de hoje (o hoje de São Paulo que a tela passa) é recusado; hoje passa', () => {
    expect(problemas({ ...preenchido, datanascimento: '2030-01-01' })).toEqual({ datanascimento: 'A data de nascimento não pode ser depois de hoje.' });
    expect(problemas({ ...preenchido, datanascimento: '2026-12-03' })).toEqual({ datanascimento: 'A data de nascimento não pode ser depois de hoje.' });
    expect(problemas({ ...preenchido, datanascimento: HOJE })).toEqual({});
  });
  it('inscrição estadual: números com pontos, traços e barras, ou ISENTO; nada mais (issue 27)', () => {
    for (const ie of ['062.307.904/0081', '110.042.490.114', 'P-01100424.3/002', '0623079040081', 'isento', ''])
      expect(problemas({ ...preenchido, inscrestadual: ie }), ie).toEqual({});
    for (const ie of ['abc!@#', '12 34', 'ISENTO!', '1', '---', '1'.repeat(21)])
      expect(problemas({ ...preenchido, inscrestadual: ie }).inscrestadual, ie).toMatch(/^Inscrição estadual inválida/);
    expect(NovoAssociado.parse({ ...preenchido, inscrestadual: 'isento', email }).inscrestadual).toBe('ISENTO');
  });
  it('razão social, nome fantasia e contato: o limite de 120 dito, nunca cortado', () => {
    expect(problemas({ ...preenchido, nome: 'a'.repeat(120) })).toEqual({});
    expect(problemas({ ...preenchido, nome: 'a'.repeat(121) })).toEqual({ nome: 'A razão social pode ter no máximo 120 caracteres.' });
    expect(problemas({ ...preenchido, contato: 'ł'.repeat(121) })).toEqual({ contato: 'O contato pode ter no máximo 120 caracteres.' });
  });
  it('celular: só celular (11 dígitos, 9 depois do DDD); telefone: fixo ou celular, ou vazio', () => {
    expect(problemas({ ...preenchido, celular: '31988887777', telefone: '3133334444' })).toEqual({});
    expect(problemas({ ...preenchido, telefone: '31988887777' })).toEqual({});
    expect(Object.keys(problemas({ ...preenchido, celular: '31388887777' }))).toEqual(['celular']);
  });
  it('CNPJ para PJ, CPF para PL e AUT', () => {
    expect(problemas(preenchido)).toEqual({});
    expect(problemas({ ...preenchido, tp_empresa: 'PL' })).toEqual({ cgccfo: 'Profissional Liberal e Autônomo se cadastram pelo CPF.' });
    expect(problemas({ ...preenchido, tp_empresa: 'AUT', cgccfo: '52998224725' })).toEqual({});
  });
});
