import type { Convite } from '../../src/contracts/cdl-consultor.contract';
import { mensagensConvite } from '../../src/domain/cdl-consultor/convite';
import { problemaSenhaNova } from '../../src/domain/comum/senha';
import { textosKit } from '../../src/domain/comum/textos';
import { conviteMachine } from '../../src/machines/cdl-consultor/convite.machine';
import { ApiFailure } from '../../src/services/comum/api';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';

export const TOKEN = 'a'.repeat(43);
export const SENHA = 'senha-boa-123';

/** An invitation as ConsultarConvite answers it: the Termo de Uso with its lines. */
export const convite: Convite = {
  finalidade: 'filiacao', email: 'nguyen@empresa.com.br', nomeConsultor: 'Elisa Consultora', nomeAssociado: null,
  termo: {
    titulo: 'Termo de Uso do Portal do Associado', dtVersao: '2026-11-27',
    identificacao: ['E-mail do associado: nguyen@empresa.com.br', 'Consultor: Elisa Consultora'], clausulas: ['Primeira.', 'Segunda.'],
  },
};
/** 'Enviar Login''s link: a new password, no term. */
export const linkDeSenha: Convite = { ...convite, finalidade: 'senha', nomeAssociado: 'Nguyễn Comércio', termo: null };

const recusa = (status: number, mensagem: string) => new ApiFailure('rejected', mensagem, status, { mensagem });
export const desconhecido = recusa(404, mensagensConvite.desconhecido);
export const usado = recusa(410, mensagensConvite.usado);
export const termoMudou = recusa(409, textosKit.termoDesatualizado);
export const jaTemLogin = recusa(409, mensagensConvite.emailJaTemLogin);
export const dadosRecusados = recusa(400, 'As senhas não conferem.');

const senhaOk = (s: { context: { senha: string; confirmacao: string } }) => problemaSenhaNova(s.context.senha, s.context.confirmacao) === null;

export const conviteModelo = {
  nome: 'consultor-convite',
  machine: conviteMachine,
  input: { token: TOKEN },
  events: [
    { type: 'xstate.done.actor.loadInvitation', output: convite },
    { type: 'xstate.done.actor.loadInvitation', output: linkDeSenha },
    { type: 'xstate.error.actor.loadInvitation', error: desconhecido },
    { type: 'xstate.error.actor.loadInvitation', error: falhas.rede },
    { type: 'retry' },
    { type: 'field.change', field: 'senha', value: SENHA },
    { type: 'field.change', field: 'confirmacao', value: SENHA },
    { type: 'field.change', field: 'senha', value: 'curta' },
    { type: 'agree.toggle' },
    { type: 'form.submit' },
    { type: 'pdf.download' },
    { type: 'xstate.done.actor.downloadTerm', output: undefined },
    { type: 'xstate.error.actor.downloadTerm', error: usado },
    { type: 'xstate.error.actor.downloadTerm', error: falhas.rede },
    { type: 'xstate.done.actor.acceptInvitation', output: mensagensConvite.termoAceito },
    { type: 'xstate.error.actor.acceptInvitation', error: termoMudou },
    { type: 'xstate.error.actor.acceptInvitation', error: usado },
    { type: 'xstate.error.actor.acceptInvitation', error: jaTemLogin },
    { type: 'xstate.error.actor.acceptInvitation', error: dadosRecusados },
    { type: 'xstate.error.actor.acceptInvitation', error: falhas.rede },
    { type: 'xstate.done.actor.setPassword', output: mensagensConvite.senhaCriada },
    { type: 'xstate.error.actor.setPassword', error: usado },
    { type: 'xstate.error.actor.setPassword', error: dadosRecusados },
    { type: 'xstate.error.actor.setPassword', error: falhas.rede },
  ] satisfies PathEvent<typeof conviteMachine>[],
  key: (s) => [
    s.value, s.context.agreed, s.context.senha === SENHA, s.context.confirmacao === SENHA, Object.keys(s.context.problemas).sort().join(),
    s.context.notice !== null, s.context.motivo !== null,
  ],
  textos: {
    atores: {
      loadInvitation: 'a leitura do link', downloadTerm: 'o PDF do termo', acceptInvitation: 'o aceite com a senha', setPassword: 'a nova senha',
    },
    respostas: {
      loadInvitation: (c: Convite) => (c.finalidade === 'filiacao' ? `um convite para ${c.email}, com o Termo de Uso` : `um link de nova senha de ${c.email}`),
      downloadTerm: () => 'o PDF salvo',
      acceptInvitation: (m: string) => `'${m}'`,
      setPassword: (m: string) => `'${m}'`,
    },
    eventos: {
      'field.change': (e: { field: string; value: string }) => `digita ${e.field === 'senha' ? 'a senha' : 'a confirmação'} ${e.value === SENHA ? 'boa' : `'${e.value}'`}`,
    },
    fatos: (s) => [
      s.context.agreed && 'de acordo marcado',
      senhaOk(s) && 'senha e confirmação na regra',
      Object.keys(s.context.problemas).length > 0 && `problemas em ${Object.keys(s.context.problemas).join(', ')}`,
      aviso(s),
      s.context.motivo && `motivo '${s.context.motivo}'`,
    ],
  },
  recusas: [
    { estado: 'invitation.editing', quando: (s) => !s.context.agreed && senhaOk(s), evento: { type: 'form.submit' }, porque: 'Aceitar sem o de acordo: fica e diz o que falta' },
    { estado: 'invitation.editing', quando: (s) => s.context.agreed && !senhaOk(s), evento: { type: 'form.submit' }, porque: 'Aceitar com a senha fora da regra: fica e diz por quê' },
    { estado: 'password.editing', quando: (s) => !senhaOk(s), evento: { type: 'form.submit' }, porque: 'Criar senha fora da regra: fica e diz por quê' },
    { estado: 'invitation.sending', evento: { type: 'form.submit' }, porque: 'um segundo Aceitar enquanto o primeiro corre' },
    { estado: 'invitation.sending', evento: { type: 'field.change', field: 'senha', value: 'outra-senha-1' }, porque: 'a senha não muda enquanto é gravada' },
    { estado: 'invitation.sending', evento: { type: 'pdf.download' }, porque: 'o PDF não baixa enquanto o aceite corre' },
    { estado: 'invitation.downloading', evento: { type: 'form.submit' }, porque: 'Aceitar espera o PDF terminar' },
    { estado: 'invitation.downloading', evento: { type: 'pdf.download' }, porque: 'um segundo Baixar PDF enquanto o primeiro baixa' },
    { estado: 'password.sending', evento: { type: 'form.submit' }, porque: 'um segundo Criar senha enquanto o primeiro corre' },
    { estado: 'password.editing', evento: { type: 'agree.toggle' }, porque: 'o link de nova senha não tem termo a aceitar' },
    { estado: 'loading', evento: { type: 'form.submit' }, porque: 'sem o link lido não há formulário' },
  ],
} satisfies Modelo;
