// A person's and a contact's rules (name, CPF, phone, e-mail, RG): one definition for every product's forms and the
// server's checks (issue 20). Values come as typed; phone and CPF as digits (the masks in mascaras.ts keep digits).
import { CPF_INVALIDO, cpfValido } from './cpf';
import { EMAIL_INVALIDO, emailValido } from './email';

/** A person's name, a responsible's, a chair's record: the longest the portal takes. */
export const MAXIMO_NOME = 120;
/** An RG's longest (the issuing state's letters and digits). */
export const MAXIMO_RG = 20;

/** What a person's or a contact's field says when it is wrong (decided; CPF's is §5's). */
export const mensagensPessoa = {
  informeNome: 'Informe o nome completo.',
  informeResponsavel: 'Informe o responsável.',
  informeTelefone: 'Informe o telefone.',
  informeEmail: EMAIL_INVALIDO,
  informeRg: 'Informe o RG.',
  cpfInvalido: CPF_INVALIDO,
} as const;

/** Something was typed (a name, an RG). */
export const informado = (valor: string) => valor.trim() !== '';
/** A Brazilian phone as digits: area code and 8 or 9 digits. */
export const TELEFONE = /^\d{10,11}$/;
export const telefoneValido = (digitos: string) => TELEFONE.test(digitos);
/** A mobile phone as digits: area code and 9 digits ((##) #####-####). */
export const celularValido = (digitos: string) => /^\d{11}$/.test(digitos);
/** A CPF as digits: 11 of them, passing the check digits. */
export const cpfCompleto = (digitos: string) => /^\d{11}$/.test(digitos) && cpfValido(digitos);

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
  if (!telefoneValido(p.telefone)) r.telefone = mensagensPessoa.informeTelefone;
  if (!informado(p.rg)) r.rg = mensagensPessoa.informeRg;
  if (!cpfCompleto(p.cpf)) r.cpf = mensagensPessoa.cpfInvalido;
  return r;
}

/** Each field's problem of a contact; empty when it is complete. */
export function problemasDoContato(c: Contato): Partial<Record<keyof Contato, string>> {
  const r: Partial<Record<keyof Contato, string>> = {};
  if (!informado(c.responsavel)) r.responsavel = mensagensPessoa.informeResponsavel;
  if (!telefoneValido(c.telefone)) r.telefone = mensagensPessoa.informeTelefone;
  if (!emailValido(c.email)) r.email = mensagensPessoa.informeEmail;
  return r;
}
