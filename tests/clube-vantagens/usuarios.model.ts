import { problemaDaPlanilha } from '../../src/domain/clube-vantagens/planilha';
import { problemaDosUsuarios, type LinhaUsuario } from '../../src/domain/clube-vantagens/usuarios';
import type { ContextoPlanilha } from '../../src/machines/clube-vantagens/planilha.machine';
import { clubeUsuariosMachine, planilhaUsuariosMachine } from '../../src/machines/clube-vantagens/usuarios.machine';
import type { ResultadoPlanilha } from '../../src/services/clube-vantagens/usuarios.service';
import type { PathEvent } from '../support/paths';
import { aviso, cpfMascarado, type Textos } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo, Recusa } from '../support/modelos';

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
/** The day the users form opened (the machine's input). */
export const HOJE = '2026-11-22';

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
  // which rows the events can name (1 and 2) are there, whether others are, and the id the next row gets: the walks
  // of a covering set replay from each node's first snapshot, so what `row.remove` does must follow from the key
  key: (s) => [
    s.value, ...[1, 2].map((id) => s.context.linhas.some((l: LinhaUsuario) => l.id === id)),
    s.context.linhas.some((l: LinhaUsuario) => l.id > 2), Math.min(s.context.proximoId, 3), problemaDosUsuarios(s.context.linhas),
    s.context.linhas.some((l: LinhaUsuario) => l.erroCpf !== null), s.context.linhas.some((l: LinhaUsuario) => l.erroNome !== null),
    s.context.problema, s.context.notice !== null,
  ],
  // the view gives São Paulo's today (the machine reads no clock); a fixed day shows the send carries that one
  input: { hoje: HOJE },
  // states, transitions and their rules are named in the machine (the spreadsheet child's ends too: not a server's answer);
  // here, which row and what is typed, the call and what shows
  textos: {
    eventos: {
      'row.remove': (e: { id: number }) => `remove o usuário ${e.id}`,
      'row.change': (e: { id: number; campo: 'cpf' | 'nome'; valor: string }) => (e.campo === 'nome' ? `digita no usuário ${e.id} o nome ${e.valor}`
        : `digita no usuário ${e.id} o ${e.valor.length === 11 ? cpfMascarado(e.valor) : `CPF incompleto '${e.valor}'`}`),
    },
    atores: { saveUsers: 'o cadastro dos usuários' },
    fatos: (s) => [
      s.matches('editing') && `${s.context.linhas.length} linha(s)`,
      s.context.linhas.some((l: LinhaUsuario) => l.erroCpf || l.erroNome) && 'erro em linha', s.context.problema && `problema '${s.context.problema}'`, aviso(s),
    ],
  },
  recusas: [
    {
      estado: 'editing', quando: (s) => s.context.linhas.length === 1 && !s.context.linhas[0].cpf && !s.context.linhas[0].nome,
      evento: { type: 'users.submit' }, porque: 'sem CPF e nome, nada é enviado: o formulário diz o que falta', regras: ['§5.3a'],
    },
    {
      estado: 'editing', quando: (s) => s.context.linhas.some((l: LinhaUsuario) => l.cpf.length === 11 && !l.nome),
      evento: { type: 'users.submit' }, porque: 'uma linha só com CPF não é enviada calada (issue 9)', regras: ['§5.3a'],
    },
    { estado: 'saving', evento: { type: 'users.submit' }, porque: 'um segundo SALVAR enquanto salva' },
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

/** The club's words for a spreadsheet screen, over the kit's (src/machines/clube-vantagens/planilha.machine.ts); `enviar` is its button. */
export const textosPlanilha = (enviar: string): Textos => ({
  estados: { leftToPanel: 'o painel do clube' },
  eventos: {
    'file.choose': (e: { file: File | null }) => (e.file ? `escolhe o arquivo ${e.file.name}` : 'limpa o arquivo escolhido'),
    'file.send': `clica em ${enviar}`,
  },
  atores: { sendSheet: 'o envio da planilha', downloadTemplate: 'o download da planilha modelo' },
  respostas: {
    sendSheet: (r: ResultadoPlanilha) => `'${r.mensagem}'${r.cpfsInvalidos.length ? `, com ${r.cpfsInvalidos.length + r.cpfsInvalidosNaoListados} CPFs inválidos` : ''}`,
  },
  fatos: (s) => {
    const c = s.context as ContextoPlanilha;
    return [s.matches('ready') && c.arquivo && `arquivo ${c.arquivo.name}`, c.comInvalidos && 'lista de CPFs inválidos à vista',
      c.problema && `problema '${c.problema}'`, aviso(s)];
  },
});
/** The rules a spreadsheet screen implements (both screens share the machine). */
export const regrasPlanilha: Modelo['regras'] = {
  'ready: file.choose → (stays)': ['§5.4a'],
  'ready: file.send #2 → (stays)': ['§5.4a'],
  'uploading: done sendSheet #1 if someInvalid → ready': ['§8.1a'],
  'uploading: done sendSheet #2 → sent': ['§8.1b'],
  'uploading: error sendSheet #2 → ready': ['§8.2a'],
  'downloadingTemplate: error downloadTemplate #1 if sessionLost → sessionLost': ['§8.3a'],
  'downloadingTemplate: error downloadTemplate #2 if rejected → leftToPanel': ['§8.3a'],
  sessionLost: ['§8.12a'],
};
/** What a spreadsheet screen must refuse. */
export const recusasPlanilha = (enviar: string): Recusa[] => [
  { estado: 'ready', quando: (s) => s.context.arquivo === null, evento: { type: 'file.send' }, porque: `${enviar} sem arquivo: a tela diz o que falta`, regras: ['§5.4a'] },
  {
    estado: 'ready', quando: (s) => s.context.arquivo === planilhas.xls, evento: { type: 'file.send' },
    porque: 'um .xls (Excel 97-2003) não é enviado', regras: ['§5.4a'],
  },
  { estado: 'uploading', evento: { type: 'file.send' }, porque: `um segundo ${enviar} enquanto o envio corre` },
];

export const planilhaUsuariosModelo = {
  nome: 'clube-planilha-usuarios',
  machine: planilhaUsuariosMachine,
  events: eventosPlanilha(resultados.importadaComInvalidos, resultados.importada),
  key: chavePlanilha,
  textos: textosPlanilha('Enviar planilha'),
  regras: regrasPlanilha,
  recusas: recusasPlanilha('Enviar planilha'),
} satisfies Modelo;
