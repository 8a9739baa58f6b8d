import { problemaDaPlanilha } from '../../src/domain/clube-vantagens/planilha';
import { problemaDosUsuarios, type LinhaUsuario } from '../../src/domain/clube-vantagens/usuarios';
import type { ContextoPlanilha } from '../../src/machines/clube-vantagens/planilha.machine';
import { clubeUsuariosMachine, planilhaUsuariosMachine } from '../../src/machines/clube-vantagens/usuarios.machine';
import type { ResultadoPlanilha } from '../../src/services/clube-vantagens/usuarios.service';
import type { PathEvent } from '../support/paths';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';

/**
 * A File for events. Files stringify to {} and the graph tells events apart by their JSON:
 * each one says what it is.
 */
export function arquivo(nome: string, tipo: string, tamanho = 64): File {
  return Object.assign(new File([new Uint8Array(tamanho)], nome, { type: tipo }), { toJSON: () => ({ nome, tipo, tamanho }) });
}
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const planilhas = {
  valida: arquivo('usuarios.xlsx', XLSX),
  xls: arquivo('usuarios.xls', 'application/vnd.ms-excel'),
};

export const CPF_VALIDO = '52998224725';

export const clubeUsuariosModelo = {
  nome: 'clube-usuarios',
  machine: clubeUsuariosMachine,
  events: [
    { type: 'row.add' }, { type: 'row.remove', id: 1 }, { type: 'row.remove', id: 2 },
    { type: 'row.change', id: 1, campo: 'cpf', valor: CPF_VALIDO },
    { type: 'row.change', id: 1, campo: 'cpf', valor: '11111111111' }, // 11 digits that fail the check
    { type: 'row.change', id: 1, campo: 'cpf', valor: '529982' }, // still typing
    { type: 'row.change', id: 1, campo: 'nome', valor: 'Ana Souza' },
    { type: 'users.submit' },
    { type: 'xstate.done.actor.saveUsers', output: 'Usuários cadastrados com sucesso!' },
    { type: 'xstate.error.actor.saveUsers', error: falhas.rejeitada },
    { type: 'xstate.error.actor.saveUsers', error: falhas.expirada },
    { type: 'xstate.error.actor.saveUsers', error: falhas.rede },
    // the spreadsheet child (its own model below) ends in one of three ways
    { type: 'xstate.done.actor.planilha', output: 'sent' },
    { type: 'xstate.done.actor.planilha', output: 'leftToPanel' },
    { type: 'xstate.done.actor.planilha', output: 'sessionLost' },
    { type: 'xstate.error.actor.planilha', error: falhas.rede },
  ] satisfies PathEvent<typeof clubeUsuariosMachine>[],
  key: (s) => [
    s.value, Math.min(s.context.linhas.length, 2), problemaDosUsuarios(s.context.linhas),
    s.context.linhas.some((l: LinhaUsuario) => l.erroCpf !== null), s.context.linhas.some((l: LinhaUsuario) => l.erroNome !== null),
    s.context.problema, s.context.notice !== null,
  ],
} satisfies Modelo;

/** A spreadsheet machine's node: the file (none, fit or not), the invalid-CPF list, what is shown. */
export const chavePlanilha: Modelo['key'] = (s) => {
  const c = s.context as ContextoPlanilha;
  return [s.value, c.arquivo && problemaDaPlanilha(c.arquivo) === null, c.comInvalidos !== null, c.problema, c.notice !== null];
};

/** Outcomes of a spreadsheet call, in the server's words (tests/clube-vantagens/gestao.api.test.ts). */
export const resultados = {
  importadaComInvalidos: {
    mensagem: '4 usuários cadastrados. 101 CPFs inválidos não foram cadastrados:',
    cpfsInvalidos: ['111.111.111-11', ...Array.from({ length: 99 }, (_, i) => `abc ${i}`)], cpfsInvalidosNaoListados: 1,
  },
  importada: { mensagem: 'Usuários cadastrados com sucesso!', cpfsInvalidos: [], cpfsInvalidosNaoListados: 0 },
  removidaComInvalidos: {
    mensagem: 'Os CPFs válidos foram removidos (2 usuários removidos). 1 CPF inválido foi ignorado:', cpfsInvalidos: ['abc'], cpfsInvalidosNaoListados: 0,
  },
  removida: { mensagem: '2 usuários removidos com sucesso!', cpfsInvalidos: [], cpfsInvalidosNaoListados: 0 },
} satisfies Record<string, ResultadoPlanilha>;

/** The events of a spreadsheet machine, with the call's two kinds of success. */
export function eventosPlanilha(comInvalidos: ResultadoPlanilha, semInvalidos: ResultadoPlanilha) {
  return [
    { type: 'file.choose', file: planilhas.valida }, { type: 'file.choose', file: planilhas.xls }, { type: 'file.choose', file: null },
    { type: 'file.send' }, { type: 'template.download' },
    { type: 'xstate.done.actor.sendSheet', output: comInvalidos },
    { type: 'xstate.done.actor.sendSheet', output: semInvalidos },
    { type: 'xstate.error.actor.sendSheet', error: falhas.rejeitada },
    { type: 'xstate.error.actor.sendSheet', error: falhas.expirada },
    { type: 'xstate.error.actor.sendSheet', error: falhas.rede },
    { type: 'xstate.done.actor.downloadTemplate', output: undefined },
    { type: 'xstate.error.actor.downloadTemplate', error: falhas.rejeitada },
    { type: 'xstate.error.actor.downloadTemplate', error: falhas.expirada },
    { type: 'xstate.error.actor.downloadTemplate', error: falhas.rede },
  ] satisfies PathEvent<typeof planilhaUsuariosMachine>[];
}

export const planilhaUsuariosModelo = {
  nome: 'clube-planilha-usuarios',
  machine: planilhaUsuariosMachine,
  events: eventosPlanilha(resultados.importadaComInvalidos, resultados.importada),
  key: chavePlanilha,
} satisfies Modelo;
