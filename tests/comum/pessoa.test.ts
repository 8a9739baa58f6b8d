import { describe, expect, it } from 'vitest';
import { diaDaSemana, horaSaoPaulo, inicioDoDiaSaoPaulo, somarDias } from '../../src/domain/comum/datas';
import { emailValido, MAXIMO_EMAIL } from '../../src/domain/comum/email';
import { mensagensPessoa, problemasDaPessoa, problemasDoContato } from '../../src/domain/comum/pessoa';

// person and contact rules and the São Paulo calendar: one definition for every product (issue 20)
describe('pessoa e contato', () => {
  const CPF = '52998224725';
  it('a person is complete with a name, a 10-11 digit phone, an RG and a CPF that passes its check', () => {
    expect(problemasDaPessoa({ nome: 'Ana', telefone: '3133334444', rg: 'MG1', cpf: CPF })).toEqual({});
    expect(problemasDaPessoa({ nome: ' ', telefone: '319', rg: ' ', cpf: '11111111111' })).toEqual({
      nome: mensagensPessoa.informeNome, telefone: mensagensPessoa.informeTelefone, rg: mensagensPessoa.informeRg, cpf: 'CPF Inválido!',
    });
  });
  it('a contact needs a responsible, a phone and a valid e-mail no longer than the portal takes', () => {
    expect(problemasDoContato({ responsavel: 'Ana', telefone: '31977776666', email: ' ana@x.com ' })).toEqual({});
    expect(Object.keys(problemasDoContato({ responsavel: '', telefone: '319777766661', email: 'ana@x' }))).toEqual(['responsavel', 'telefone', 'email']);
    expect(emailValido(`${'a'.repeat(MAXIMO_EMAIL - 6)}@x.com`)).toBe(true);
    expect(emailValido(`${'a'.repeat(MAXIMO_EMAIL - 5)}@x.com`)).toBe(false);
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
