import { describe, expect, it } from 'vitest';
import { diaDaSemana, horaSaoPaulo, inicioDoDiaSaoPaulo, somarDias } from '../../src/domain/comum/datas';
import { emailValido, MAXIMO_EMAIL } from '../../src/domain/comum/email';
import { contagemDeCaracteres, problemaDoValor } from '../../src/domain/comum/formularios';
import {
  celularValido, formatTelefone, mensagensPessoa, problemaDoNascimento, problemasDaPessoa, problemasDoContato, telefoneValido,
} from '../../src/domain/comum/pessoa';

// person and contact rules and the São Paulo calendar: one definition for every product (issue 20)
describe('pessoa e contato', () => {
  const CPF = '52998224725';
  it('a person is complete with a name, a 10-11 digit phone, an RG and a CPF that passes its check', () => {
    expect(problemasDaPessoa({ nome: 'Ana', telefone: '3133334444', rg: 'MG1', cpf: CPF })).toEqual({});
    expect(problemasDaPessoa({ nome: ' ', telefone: '319', rg: ' ', cpf: '11111111111' })).toEqual({
      nome: mensagensPessoa.informeNome, telefone: mensagensPessoa.telefoneInvalido, rg: mensagensPessoa.informeRg, cpf: 'CPF Inválido!',
    });
    // issue 27: nothing typed asks for it; only a wrong value reads as invalid
    expect(problemasDaPessoa({ nome: 'Ana', telefone: '', rg: 'MG1', cpf: '' })).toEqual({ telefone: 'Informe o telefone.', cpf: 'Informe o CPF.' });
  });
  it('a contact needs a responsible, a phone and a valid e-mail no longer than the portal takes', () => {
    expect(problemasDoContato({ responsavel: 'Ana', telefone: '31977776666', email: ' ana@x.com ' })).toEqual({});
    expect(Object.keys(problemasDoContato({ responsavel: '', telefone: '319777766661', email: 'ana@x' }))).toEqual(['responsavel', 'telefone', 'email']);
    expect(emailValido(`${'a'.repeat(MAXIMO_EMAIL - 6)}@x.com`)).toBe(true);
    expect(emailValido(`${'a'.repeat(MAXIMO_EMAIL - 5)}@x.com`)).toBe(false);
  });
});

describe('telefones e o kit de formulários (issue 27)', () => {
  it('um telefone é fixo (10 dígitos, 2 a 5 depois do DDD) ou celular (11, 9 depois do DDD); o celular só o segundo', () => {
    for (const t of ['3133334444', '1125252525', '31988887777', '99999999999']) expect(telefoneValido(t), t).toBe(true);
    for (const t of ['3193334444', '31388887777', '0133334444', '3033334444', '313333444', '319888877771', '']) expect(telefoneValido(t), t).toBe(false);
    expect(celularValido('31988887777')).toBe(true);
    expect(celularValido('3133334444')).toBe(false);
    expect(formatTelefone('31988887777')).toBe('(31) 98888-7777');
    expect(formatTelefone('3133334444')).toBe('(31) 3333-4444');
  });
  it('vazio pede o campo; errado diz inválido; certo, nada', () => {
    const textos = { informe: 'Informe o CPF.', invalido: 'CPF Inválido!' };
    const onze = (v: string) => /^\d{11}$/.test(v);
    expect(problemaDoValor('', onze, textos)).toBe('Informe o CPF.');
    expect(problemaDoValor('   ', onze, textos)).toBe('Informe o CPF.');
    expect(problemaDoValor('123', onze, textos)).toBe('CPF Inválido!');
    expect(problemaDoValor('12345678901', onze, textos)).toBeNull();
  });
  it('nascimento: depois do hoje de São Paulo passado, recusado; hoje e antes, aceitos', () => {
    expect(problemaDoNascimento('2030-01-01', '2026-12-02')).toBe(mensagensPessoa.nascimentoFuturo);
    expect(problemaDoNascimento('2026-12-03', '2026-12-02')).toBe(mensagensPessoa.nascimentoFuturo);
    expect(problemaDoNascimento('2026-12-02', '2026-12-02')).toBeNull();
    expect(problemaDoNascimento('1980-04-12', '2026-12-02')).toBeNull();
  });
  it('o limite de um texto é dito antes de cortar: a dica, o que resta, o excesso', () => {
    expect(contagemDeCaracteres(0, 120)).toEqual({ texto: 'Até 120 caracteres.', excedido: false });
    expect(contagemDeCaracteres(101, 120)).toEqual({ texto: 'Até 120 caracteres.', excedido: false });
    expect(contagemDeCaracteres(110, 120)).toEqual({ texto: 'Restam 10 caracteres.', excedido: false });
    expect(contagemDeCaracteres(119, 120)).toEqual({ texto: 'Resta 1 caractere.', excedido: false });
    expect(contagemDeCaracteres(120, 120)).toEqual({ texto: 'Limite de 120 caracteres atingido.', excedido: false });
    expect(contagemDeCaracteres(121, 120)).toEqual({ texto: '1 caractere além do limite de 120: apague o excesso.', excedido: true });
    expect(contagemDeCaracteres(135, 120)).toEqual({ texto: '15 caracteres além do limite de 120: apague o excesso.', excedido: true });
  });
});

describe('calendário de São Paulo', () => {
  it('adds days across months and years, and names the weekday', () => {
    expect(somarDias('2026-12-31', 1)).toBe('2027-01-01');
    expect(somarDias('2026-03-01', -1)).toBe('2026-02-28');
    expect(diaDaSemana('2026-11-27')).toBe(5);
  });
  it('reads the time and the start of a day in São Paulo (UTC-3), not the machine zone', () => {
    expect(horaSaoPaulo(new Date('2026-11-19T15:04:30Z'))).toBe('12:04');
    expect(inicioDoDiaSaoPaulo('2026-11-20').toISOString()).toBe('2026-11-20T03:00:00.000Z');
  });
});
