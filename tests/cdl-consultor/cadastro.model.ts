import { cadastroMachine, problemasDoCadastro, type CampoCadastro } from '../../src/machines/cdl-consultor/cadastro.machine';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';
import { aCadastrar, foraDaCarteira, recusa, semArquivos } from './dados';

/** A whole registration of a company (PJ), field by field as typed (masks give digits). */
export const preenchido: Record<CampoCadastro, string> = {
  nomefantasia: 'Flores da Praça', codpacote: '0000335', tp_empresa: 'PJ', nome: 'Nguyễn Comércio de Flores Ltda', cgccfo: '11222333000181',
  inscrestadual: '', contato: 'Nguyễn Văn An', cpf: '52998224725', sexo: 'F', datanascimento: '1980-04-12', celular: '31987654321', telefone: '',
};
const muda = (campo: CampoCadastro, valor: string) => ({ type: 'field.change' as const, campo, valor });

/** São Paulo's today as the view passes it (a birth date after it is refused). */
export const HOJE = '2026-12-02';

export const jaAssociado = recusa(409, 'Este CNPJ já é de um associado.');

export const cadastroModelo = {
  nome: 'consultor-cadastro',
  machine: cadastroMachine,
  input: { membroId: 3, hoje: HOJE },
  events: [
    { type: 'xstate.done.actor.loadMember', output: aCadastrar },
    // issue 27: Back after CADASTRAR (or another tab): the member is registered already
    { type: 'xstate.done.actor.loadMember', output: semArquivos },
    { type: 'xstate.error.actor.loadMember', error: foraDaCarteira },
    { type: 'xstate.error.actor.loadMember', error: falhas.rede },
    { type: 'xstate.error.actor.loadMember', error: falhas.expirada },
    { type: 'retry' },
    ...(Object.entries(preenchido) as [CampoCadastro, string][]).filter(([, v]) => v !== '').map(([c, v]) => muda(c, v)),
    // the type goes to a person's (PL): the CNPJ typed is cleared, the mask becomes a CPF's
    muda('tp_empresa', 'PL'),
    muda('cpf', '11111111111'),
    // issue 27: a birth date after today (the view's São Paulo today) is refused like a wrong one
    muda('datanascimento', '2030-05-01'),
    { type: 'form.submit' },
    { type: 'xstate.done.actor.register', output: { mensagem: 'Associado cadastrado.', codSocio: '0001009' } },
    { type: 'xstate.error.actor.register', error: jaAssociado },
    { type: 'xstate.error.actor.register', error: falhas.rede },
    { type: 'xstate.error.actor.register', error: falhas.expirada },
  ] satisfies PathEvent<typeof cadastroMachine>[],
  // what the guards read: which fields are wrong (not how many), the type and document that clear each other
  key: (s) => [s.value, Object.keys(problemasDoCadastro(s.context.campos, s.context.email, s.context.hoje)).sort().join(), s.context.campos.tp_empresa, s.context.campos.cgccfo, s.context.enviado, s.context.notice],
  textos: {
    eventos: {
      'field.change': (e: { campo: string; valor: string }) =>
        `preenche ${e.campo} com '${e.valor}'${e.campo === 'datanascimento' && e.valor > HOJE ? ' (depois de hoje)' : ''}`,
      'form.submit': 'clica em CADASTRAR',
    },
    atores: { loadMember: 'a consulta do convidado', register: 'o cadastro (CadastrarAssociado)' },
    fatos: (s) => [s.context.enviado && `campos a corrigir: ${Object.keys(s.context.problemas).join(', ') || 'nenhum'}`, aviso(s)],
  },
  recusas: [
    { estado: 'sending', evento: { type: 'form.submit' }, porque: 'o cadastro já está indo' },
  ],
} satisfies Modelo;
