// A person's and a contact's rules (name, CPF, phone, e-mail, RG): one definition for every product's forms and the
// server's checks (issue 20). Values come as typed; phone and CPF as digits (the masks in mascaras.ts keep digits).
import { CPF_INVALIDO, cpfValido } from './cpf';
import { EMAIL_INVALIDO, emailValido } from './email';
import { problemaDoValor } from './formularios';

/** A person's name, a responsible's, a chair's record: the longest the portal takes. */
export const MAXIMO_NOME = 120;
/** An RG's longest (the issuing state's letters and digits). */
export const MAXIMO_RG = 20;

/** What a person's or a contact's field says when it is wrong (decided; CPF's is §5's). */
export const mensagensPessoa = {
  informeNome: 'Informe o nome completo.',
  informeResponsavel: 'Informe o responsável.',
  informeTelefone: 'Informe o telefone.',
  telefoneInvalido: 'Telefone inválido: informe o DDD e o número, fixo (##) ####-#### ou celular (##) 9####-####.',
  informeCelular: 'Informe o celular.',
  celularInvalido: 'Celular inválido: informe o DDD e os 9 dígitos, (##) 9####-####.',
  informeEmail: EMAIL_INVALIDO,
  informeRg: 'Informe o RG.',
  informeCpf: 'Informe o CPF.',
  cpfInvalido: CPF_INVALIDO,
  nascimentoFuturo: 'A data de nascimento não pode ser depois de hoje.',
} as const;

/** A phone's texts: empty, 'Informe o telefone.'; wrong, what a phone is (issue 27). */
export const textosTelefone = { informe: mensagensPessoa.informeTelefone, invalido: mensagensPessoa.telefoneInvalido } as const;
/** A mobile's texts. */
export const textosCelular = { informe: mensagensPessoa.informeCelular, invalido: mensagensPessoa.celularInvalido } as const;
/** A CPF's texts: empty, 'Informe o CPF.'; wrong, §5's 'CPF Inválido!'. */
export const textosCpf = { informe: mensagensPessoa.informeCpf, invalido: CPF_INVALIDO } as const;

/** Something was typed (a name, an RG). */
export const informado = (valor: string) => valor.trim() !== '';
/**
 * A Brazilian phone as digits with its DDD (issue 27, ANATEL's plan): a landline, 10 digits, 2 to 5 after the DDD
 * ((31) 3333-4444), or a mobile, 11 digits, 9 after the DDD ((31) 98888-7777, every mobile since 2016). DDDs are 11-99.
 */
export const TELEFONE = /^[1-9]{2}(?:[2-5]\d{7}|9\d{8})$/;
/** A mobile phone as digits: DDD, 9 and 8 digits ((##) 9####-####). */
export const CELULAR = /^[1-9]{2}9\d{8}$/;
export const telefoneValido = (digitos: string) => TELEFONE.test(digitos);
export const celularValido = (digitos: string) => CELULAR.test(digitos);
/** A CPF as digits: 11 of them, passing the check digits. */
export const cpfCompleto = (digitos: string) => /^\d{11}$/.test(digitos) && cpfValido(digitos);

/** A birth date (yyyy-mm-dd) after São Paulo's `hoje` (passed in: domain code never reads the clock): its problem, else null. */
export const problemaDoNascimento = (data: string, hoje: string) => (data > hoje ? mensagensPessoa.nascimentoFuturo : null);

/** A phone's digits as shown: (31) 97777-6666, (31) 3333-4444. */
export const formatTelefone = (t: string) =>
  (t.length === 11 ? `(${t.slice(0, 2)}) ${t.slice(2, 7)}-${t.slice(7)}` : `(${t.slice(0, 2)}) ${t.slice(2, 6)}-${t.slice(6)}`);

/** A person's record (a chair's, a life's): name, phone, RG, CPF. */
export interface Pessoa { nome: string; telefone: string; rg: string; cpf: string }
/** A contact: who answers for a booking, a phone and an e-mail. */
export interface Contato { responsavel: string; telefone: string; email: string }

/** Each field's problem of a person's record; empty when it is complete. */
export function problemasDaPessoa(p: Pessoa): Partial<Record<keyof Pessoa, string>> {
  const r: Partial<Record<keyof Pessoa, string>> = {};
  if (!informado(p.nome)) r.nome = mensagensPessoa.informeNome;
  const telefone = problemaDoValor(p.telefone, telefoneValido, textosTelefone);
  if (telefone) r.telefone = telefone;
  if (!informado(p.rg)) r.rg = mensagensPessoa.informeRg;
  const cpf = problemaDoValor(p.cpf, cpfCompleto, textosCpf);
  if (cpf) r.cpf = cpf;
  return r;
}

/** Each field's problem of a contact; empty when it is complete. */
export function problemasDoContato(c: Contato): Partial<Record<keyof Contato, string>> {
  const r: Partial<Record<keyof Contato, string>> = {};
  if (!informado(c.responsavel)) r.responsavel = mensagensPessoa.informeResponsavel;
  const telefone = problemaDoValor(c.telefone, telefoneValido, textosTelefone);
  if (telefone) r.telefone = telefone;
  if (!emailValido(c.email)) r.email = mensagensPessoa.informeEmail;
  return r;
}
