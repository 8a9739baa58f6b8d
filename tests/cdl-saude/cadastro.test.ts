import { describe, expect, it } from 'vitest';
import { SubmissaoSaude } from '../../src/contracts/cdl-saude.contract';
import {
  alternarOpcional, comCampo, opcionaisOferecidos, problemaDaVigencia, problemasDaBusca, problemasDoCadastroFinal,
  totalMensal, vigenciaMinima,
} from '../../src/domain/cdl-saude/cadastro';
import { formatBRL } from '../../src/domain/comum/dinheiro';
import { submissaoDaFamilia } from '../../src/services/cdl-saude/cadastro.service';
import { conjuge, CPF_CONJUGE, CPF_TITULAR, HOJE, opcionais, titular } from './cadastro.model';

describe('CDL Saúde: regras do cadastro (§5, §9)', () => {
  it('opcionais: só 0002, 0004 e 0020; 0002 e 0004 se excluem', () => {
    expect(opcionaisOferecidos(opcionais).map((o) => o.codopcional)).toEqual(['0002', '0004', '0020']);
    expect(alternarOpcional(['0002', '0020'], '0004')).toEqual(['0020', '0004']);
    expect(alternarOpcional(['0004'], '0002')).toEqual(['0002']);
    expect(alternarOpcional(['0002'], '0002')).toEqual([]);
  });

  it('total por mês: planos e opcionais somados', () => {
    expect(formatBRL(totalMensal([titular, conjuge]))).toBe(formatBRL(35_000 + 2_500 + 35_000));
  });

  it('vigência: padrão e mínimo hoje + 8 (calendário de São Paulo)', () => {
    expect(vigenciaMinima(HOJE)).toBe('2026-12-10');
    expect(problemaDaVigencia('2026-12-09', HOJE)).toBe('A data de vigência deve ser a partir de 10/12/2026.');
    expect(problemaDaVigencia('2026-12-10', HOJE)).toBeNull();
    expect(problemaDaVigencia('', HOJE)).toBe('Informe a data de vigência.');
  });

  it('busca: nome e nascimento obrigatórios, nascimento não futuro', () => {
    expect(problemasDaBusca('', '', HOJE)).toEqual({ nome: 'Informe o nome.', dataNascimento: 'Informe a data de nascimento.' });
    expect(problemasDaBusca('Łukasz', '2026-12-03', HOJE)).toEqual({ dataNascimento: 'A data de nascimento não pode ser depois de hoje.' });
    expect(problemasDaBusca('Nguyễn 李 😀', '1990-01-01', HOJE)).toEqual({});
  });

  it("dados finais: 'CPF Inválido!', e-mail, telefone; cônjuge (05) exige casamento até ontem e estado civil C", () => {
    expect(problemasDoCadastroFinal(titular.cadastroFinal, { hoje: HOJE })).toEqual({});
    expect(problemasDoCadastroFinal({ ...titular.cadastroFinal, cpf: '123.456.789-00' }, { hoje: HOJE }).cpf).toBe('CPF Inválido!');
    expect(problemasDoCadastroFinal({ ...titular.cadastroFinal, email: 'x@' }, { hoje: HOJE }).email).toBe('Informe um e-mail válido.');
    expect(problemasDoCadastroFinal({ ...titular.cadastroFinal, telefone: '' }, { hoje: HOJE }).telefone).toBe('Informe o telefone.');
    expect(problemasDoCadastroFinal(titular.cadastroFinal, { hoje: HOJE, outrosCpfs: [CPF_TITULAR] }).cpf).toMatch(/outra pessoa/);
    const c = conjuge.cadastroFinal;
    expect(problemasDoCadastroFinal({ ...c, datacasamento: HOJE }, { hoje: HOJE }).datacasamento).toBe('A data de casamento deve ser até ontem.');
    expect(problemasDoCadastroFinal({ ...c, datacasamento: '2026-12-01' }, { hoje: HOJE })).toEqual({});
    expect(problemasDoCadastroFinal({ ...c, datacasamento: '' }, { hoje: HOJE }).datacasamento).toBe('Informe a data de casamento.');
    expect(problemasDoCadastroFinal({ ...c, estadoCivil: 'S' }, { hoje: HOJE }).estadoCivil).toBe('Cônjuge deve ter estado civil casado.');
    // choosing 05 forces C
    expect(comCampo({ ...titular.cadastroFinal, tipoDependente: '' }, 'tipoDependente', '05', 'Cônjuge').estadoCivil).toBe('C');
  });

  it('a família vai num pedido que o contrato aceita, titular primeiro, nomes Unicode inteiros', () => {
    const vidas = submissaoDaFamilia([titular, conjuge], '2026-12-10');
    expect(SubmissaoSaude.safeParse(vidas).success).toBe(true);
    expect(vidas[0]).toMatchObject({ cpF_TITULAR: CPF_TITULAR, cpF_DEPENDENTE: '', titularidade: '09', nome: 'Nguyễn Ana', ddd: '31', telefone: '988887777', cep: '30130000' });
    expect(vidas[1]).toMatchObject({ cpF_TITULAR: CPF_TITULAR, cpF_DEPENDENTE: CPF_CONJUGE, titularidade: '05', datacasamento: '2015-06-01', nome: '李 Bruno 😀' });
    expect(submissaoDaFamilia([titular], '2026-12-10', '123')[0]!.codSocio).toBe('123');
  });
});
