import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caminhoDoCampo, camposDigitados, envioComProblemas, problemasDoEsquema, problemasEm } from '../../src/machines/comum/formulario';
import { Cpf } from '../../src/contracts/comum/campos';
import { itensDoResumo } from '../../src/domain/comum/formularios';
import { idDoCaminho } from '../../src/views/comum/Campo';

// The form kit (src/machines/comum/formulario.ts): checked when sent, then as typed.

const Esquema = z.object({
  nome: z.string().min(1, 'Informe o nome.').max(5, 'Nome longo demais.'),
  cep: z.string().regex(/^\d{8}$/, 'CEP inválido.'),
});
type Campos = z.infer<typeof Esquema>;
type Problemas = Partial<Record<keyof Campos, string>>;
const problemasDe = (c: Campos) => problemasDoEsquema<Problemas>(Esquema, c);

describe('problemasDoEsquema', () => {
  it('o primeiro problema de cada campo, nas palavras do esquema; nada quando passa', () => {
    expect(problemasDe({ nome: '', cep: '1' })).toEqual({ nome: 'Informe o nome.', cep: 'CEP inválido.' });
    expect(problemasDe({ nome: 'Ana', cep: '30160011' })).toEqual({});
  });
  it('um campo com dois problemas diz só o primeiro', () => {
    const Dois = z.object({ nome: z.string().min(8, 'Curto.').regex(/^\d+$/, 'Só dígitos.') });
    expect(problemasDoEsquema(Dois, { nome: 'ab' })).toEqual({ nome: 'Curto.' });
  });
});

describe('camposDigitados e envioComProblemas', () => {
  const vazio: Campos = { nome: '', cep: '' };
  it('antes de um envio: os valores mudam, os problemas ficam como estão', () => {
    const antes = { campos: vazio, problemas: {}, enviado: false };
    expect(camposDigitados(antes, { ...vazio, nome: 'Ana' }, problemasDe)).toEqual({ campos: { ...vazio, nome: 'Ana' }, problemas: {} });
  });
  it('um envio com problemas: cada campo diz o seu, e dali em diante conforme digita', () => {
    const enviado = { campos: vazio, ...envioComProblemas({ campos: vazio, problemas: {}, enviado: false }, problemasDe) };
    expect(enviado).toMatchObject({ enviado: true, problemas: { nome: 'Informe o nome.', cep: 'CEP inválido.' } });
    expect(camposDigitados(enviado, { ...vazio, nome: 'Ana' }, problemasDe).problemas).toEqual({ cep: 'CEP inválido.' });
  });
});

describe('problemas de uma lista (o caminho inteiro do campo)', () => {
  // a family as CDL Saúde sends it: a list of people, each with its own fields
  const Familia = z.object({
    titular: z.string().min(1, 'Informe o titular.'),
    pessoas: z.array(z.object({ nome: z.string().min(1, 'Informe o nome.').max(60, 'Nome longo demais.'), cpf: Cpf }))
      .min(1, 'Inclua ao menos uma pessoa.').max(3, 'No máximo 3 pessoas.'),
  });
  const ok = { nome: 'Nguyễn Łukasz 李 😀', cpf: '52998224725' };

  it('cada campo de cada pessoa com o seu problema, pela posição na lista; os de cima pelo nome', () => {
    const p = problemasDoEsquema(Familia, { titular: '', pessoas: [ok, { nome: '', cpf: '11111111111' }, { ...ok, cpf: '' }] });
    expect(p).toEqual({
      titular: 'Informe o titular.', 'pessoas.1.nome': 'Informe o nome.', 'pessoas.1.cpf': 'CPF Inválido!', 'pessoas.2.cpf': 'Informe o CPF.',
    });
    // the first person (Unicode name, valid CPF) has none; the list as a whole is under its own name
    expect(problemasEm(p, 'pessoas.0')).toEqual({});
    expect(problemasEm(p, 'pessoas.1')).toEqual({ nome: 'Informe o nome.', cpf: 'CPF Inválido!' });
    expect(problemasDoEsquema(Familia, { titular: 'A', pessoas: [] })).toEqual({ pessoas: 'Inclua ao menos uma pessoa.' });
    expect(problemasDoEsquema(Familia, { titular: 'A', pessoas: [ok, ok, ok, ok] })).toEqual({ pessoas: 'No máximo 3 pessoas.' });
    expect(problemasDoEsquema(Familia, { titular: 'A', pessoas: [ok] })).toEqual({});
  });

  it('pessoas.1 não leva os problemas de pessoas.10 (o prefixo é um caminho, não um texto)', () => {
    const p = { 'pessoas.1.cpf': 'CPF Inválido!', 'pessoas.10.cpf': 'Informe o CPF.' };
    expect(problemasEm(p, 'pessoas.1')).toEqual({ cpf: 'CPF Inválido!' });
  });

  it('o resumo de erros liga cada problema ao seu controle, na ordem do formulário', () => {
    const p = problemasDoEsquema(Familia, { titular: '', pessoas: [ok, { nome: '', cpf: '11111111111' }] });
    const ordem = ['titular', ...[0, 1].flatMap((i) => [caminhoDoCampo('pessoas', i, 'nome'), caminhoDoCampo('pessoas', i, 'cpf')])];
    expect(itensDoResumo(p, ordem, idDoCaminho)).toEqual([
      { alvo: 'titular', texto: 'Informe o titular.' },
      { alvo: 'pessoas-1-nome', texto: 'Informe o nome.' },
      { alvo: 'pessoas-1-cpf', texto: 'CPF Inválido!' },
    ]);
  });
});
