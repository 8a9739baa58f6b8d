import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { camposDigitados, envioComProblemas, problemasDoEsquema } from '../../src/machines/comum/formulario';

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
