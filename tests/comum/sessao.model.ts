import { loginMachine } from '../../src/machines/comum/login.machine';
import { sessaoMachine } from '../../src/machines/comum/sessao.machine';
import type { Usuario } from '../../src/contracts/comum/auth.contract';
import { ApiFailure } from '../../src/services/comum/api';
import type { PathEvent } from '../support/paths';
import { aviso } from '../support/cenarios';
import { falhas, usuario } from '../support/fixtures';
import type { Modelo } from '../support/modelos';

/** The server's refusal of a login (src/server/comum/auth.ts, credenciaisInvalidas): unknown e-mail and wrong password alike. */
export const credenciaisInvalidas = new ApiFailure('rejected', 'E-mail ou senha inválidos.');
/** Issue 27: the invited company's right password before its registration (403, mensagensAuth.cadastroEmAndamento). */
export const cadastroEmAndamento = new ApiFailure('rejected', 'Seu cadastro está em andamento: seu consultor vai concluí-lo. Você receberá um e-mail quando puder entrar.', 403);
const quem = (u: Usuario | null) => (u ? `${u.dadosContatoPrincipal[0]?.nome ?? 'alguém'} (${u.perfil})` : 'ninguém logado');

export const sessaoModelo = {
  nome: 'sessao',
  machine: sessaoMachine,
  events: [
    { type: 'xstate.done.actor.loadUser', output: usuario },
    { type: 'xstate.done.actor.loadUser', output: null },
    { type: 'xstate.error.actor.loadUser', error: falhas.rede },
    { type: 'session.started', usuario },
    { type: 'session.expired' },
    { type: 'session.end' },
    { type: 'xstate.done.actor.logout', output: undefined },
    { type: 'xstate.error.actor.logout', error: falhas.rede },
  ] satisfies PathEvent<typeof sessaoMachine>[],
  key: (s) => [s.value, s.context.usuario !== null],
  // states and transitions are named in the machine (description, meta.regras); here, who logs in and the calls
  textos: {
    eventos: { 'session.started': (e: { usuario: Usuario }) => `entra pelo formulário como ${quem(e.usuario)}` },
    atores: { loadUser: 'a consulta do usuário logado', logout: 'a saída' },
    respostas: { loadUser: quem },
  },
  recusas: [
    { estado: 'loggingOut', evento: { type: 'session.end' }, porque: 'um segundo SAIR enquanto a saída corre' },
    { estado: 'checking', evento: { type: 'session.expired' }, porque: 'sem sessão aberta, não há sessão a expirar' },
  ],
} satisfies Modelo;

export const loginModelo = {
  nome: 'login',
  machine: loginMachine,
  events: [
    { type: 'field.change', field: 'email', value: 'associado@exemplo.com.br' },
    { type: 'field.change', field: 'senha', value: 'portal123' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.signIn', output: usuario },
    { type: 'xstate.error.actor.signIn', error: credenciaisInvalidas },
    { type: 'xstate.error.actor.signIn', error: cadastroEmAndamento },
    { type: 'xstate.error.actor.signIn', error: falhas.rede },
  ] satisfies PathEvent<typeof loginMachine>[],
  key: (s) => [s.value, s.context.email !== '', s.context.senha !== '', s.context.notice, s.context.pending],
  textos: {
    eventos: {
      'field.change': (e: { field: 'email' | 'senha'; value: string }) => (e.field === 'email' ? `digita o e-mail ${e.value}` : 'digita a senha'),
    },
    atores: { signIn: 'o login' },
    respostas: { signIn: (u: Usuario) => `entra como ${quem(u)}` },
    fatos: (s) => (s.matches('editing') ? [
      `e-mail ${s.context.email ? 'preenchido' : 'vazio'}`, `senha ${s.context.senha ? 'preenchida' : 'vazia'}`, aviso(s),
      ...(s.context.pending ? ['a página diz que o cadastro está em andamento'] : []),
    ] : []),
  },
  recusas: [
    { estado: 'submitting', evento: { type: 'form.submit' }, porque: 'um segundo Entrar enquanto o primeiro corre' },
    {
      estado: 'editing', quando: (s) => s.context.email === '', evento: { type: 'form.submit' },
      porque: 'sem e-mail válido, Entrar não envia: o formulário diz o que falta',
    },
  ],
} satisfies Modelo;
