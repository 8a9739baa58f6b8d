import type { AnyMachineSnapshot } from 'xstate';
import type { AssistenciaSaude, Opcional, PlanoSaude } from '../../src/contracts/cdl-saude.contract';
import {
  problemaDaVigencia, type CadastroFinal, type ContatoPrincipal, type PessoaSaude, type PlanoEscolhido,
} from '../../src/domain/cdl-saude/cadastro';
import { saudeCadastroMachine, type CadastroContext, type EntradaCadastro } from '../../src/machines/cdl-saude/cadastro.machine';
import { saudePlanoDependenteMachine, saudePlanoTitularMachine, type EntradaPlano, type PlanoContext } from '../../src/machines/cdl-saude/plano.machine';
import { ApiFailure } from '../../src/services/comum/api';
import type { CatalogosFinais, Operadoras, PlanosEncontrados } from '../../src/services/cdl-saude/cadastro.service';
import { aviso } from '../support/cenarios';
import { cpfDe } from '../support/cpf';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';

export const HOJE = '2026-12-02';

// ── catalogue doubles (as the server's seed answers them) ────────────────────────────────
export const unimed = { codoperadora: '1', operadora: 'UNIMED BH' };
export const amil = { codoperadora: '2', operadora: 'AMIL' };
export const enfermaria: AssistenciaSaude = { codassist: '10', assistencia: 'Ambulatorial + Hospitalar' };
export const planoEnf: PlanoSaude = { codplanofx: '0101', tipoassistencia: 'Enfermaria', valor: 35_000 };
export const opcionais: Opcional[] = [
  { codopcional: '0002', opcional: 'Odontológico', valor: 2_500 },
  { codopcional: '0004', opcional: 'Odontológico Plus', valor: 4_000 },
  { codopcional: '0020', opcional: 'Resgate aéreo', valor: 900 },
  { codopcional: '0099', opcional: 'Não oferecido', valor: 100 },
];
const operadoras: Operadoras = { operadoras: [unimed, amil], aberta: '1', assistencias: [enfermaria] };
const encontrados: PlanosEncontrados = { planos: [planoEnf], opcionais };
const nada: PlanosEncontrados = { planos: [], opcionais: [] };
const recusa = new ApiFailure('rejected', 'Operadora não encontrada.', 400);

export const planoTitular: PlanoEscolhido = {
  operadora: 'UNIMED BH', assistencia: 'Ambulatorial + Hospitalar', acomodacao: 'Enfermaria', valor: 35_000,
  codPlanoFx: '0101', codAssistencia: '10', codOperadora: '1',
};

const planoModelo = (nome: string, machine: typeof saudePlanoTitularMachine, input: EntradaPlano) => ({
  nome,
  machine,
  input,
  events: [
    { type: 'name.change', valor: 'Nguyễn Łukasz 李 😀' }, { type: 'name.change', valor: '' },
    { type: 'birth.change', valor: '1990-05-10' }, { type: 'birth.change', valor: '' },
    { type: 'search' },
    { type: `xstate.done.actor.0.${machine.id}.loadingOperators`, output: operadoras },
    { type: `xstate.error.actor.0.${machine.id}.loadingOperators`, error: recusa },
    { type: `xstate.error.actor.0.${machine.id}.loadingOperators`, error: falhas.expirada },
    { type: 'operator.open', codoperadora: '2' },
    { type: `xstate.done.actor.0.${machine.id}.openingOperator`, output: [enfermaria] },
    { type: `xstate.error.actor.0.${machine.id}.openingOperator`, error: falhas.rede },
    { type: `xstate.error.actor.0.${machine.id}.openingOperator`, error: falhas.expirada },
    { type: 'assistance.choose', assistencia: enfermaria },
    { type: `xstate.done.actor.0.${machine.id}.loadingPlans`, output: encontrados },
    { type: `xstate.done.actor.0.${machine.id}.loadingPlans`, output: nada },
    { type: `xstate.error.actor.0.${machine.id}.loadingPlans`, error: falhas.rede },
    { type: `xstate.error.actor.0.${machine.id}.loadingPlans`, error: falhas.expirada },
    { type: 'plan.choose', plano: planoEnf },
    { type: 'optional.toggle', codopcional: '0002' }, { type: 'optional.toggle', codopcional: '0004' },
    { type: 'confirm' }, { type: 'back' }, { type: 'cancel' }, { type: 'retry' },
  ] as PathEvent<typeof saudePlanoTitularMachine>[],
  key: (s: AnyMachineSnapshot) => {
    const c = s.context as PlanoContext;
    return [
      s.value, c.nome !== '', c.dataNascimento !== '', Object.keys(c.problemas).filter((k) => c.problemas[k as 'nome']).sort(),
      c.operadoras !== null, c.aberta, c.assistencia !== null, c.planos?.length ?? null, c.plano !== null, [...c.escolhidos].sort(), c.notice !== null,
    ];
  },
  textos: { fatos: (s: AnyMachineSnapshot) => [aviso(s)] },
  recusas: [
    { estado: 'plans', quando: (s: AnyMachineSnapshot) => (s.context as PlanoContext).plano === null, evento: { type: 'confirm' }, porque: 'SALVAR sem plano escolhido' },
    { estado: 'form', quando: (s: AnyMachineSnapshot) => (s.context as PlanoContext).nome === '', evento: { type: 'confirm' }, porque: 'nada a salvar antes da busca' },
  ],
}) satisfies Modelo;

export const saudePlanoTitularModelo = planoModelo('saude-plano-titular', saudePlanoTitularMachine, {
  produto: 'GestaoSaude', hoje: HOJE, tipoCadastro: 'titular', planoDoTitular: null, pessoa: null,
});
export const saudePlanoDependenteModelo = planoModelo('saude-plano-dependente', saudePlanoDependenteMachine, {
  produto: 'Consultor', hoje: HOJE, tipoCadastro: 'dependente', planoDoTitular: planoTitular, pessoa: null,
});

// ── the wizard ───────────────────────────────────────────────────────────────────────────
export const CPF_TITULAR = cpfDe('529982247');
export const CPF_CONJUGE = cpfDe('111444777');

const final = (c: Partial<CadastroFinal>): CadastroFinal => ({
  tipoDependente: '09', descTipoDependente: 'Titular', datacasamento: '', estadoCivil: 'S', descEstadoCivil: 'Solteiro(a)', sexo: 'F',
  cpf: CPF_TITULAR, nomeMae: 'Maria Łukasz', email: 'ana@example.com', telefone: '(31) 98888-7777', cep: '30130-000', rua: 'Rua A',
  numero: '10', bairro: 'Centro', cidade: 'Belo Horizonte', estado: 'MG', complemento: '', ...c,
});
export const titular: PessoaSaude = {
  nome: 'Nguyễn Ana', tipoCadastro: 'titular', dataNascimento: '1990-05-10', plano: planoTitular,
  opcionais: [{ codopcional: '0002' }], descOpcionais: [{ opcional: { value: '0002', label: 'Odontológico', price: 2_500 } }],
  cadastroFinal: final({}), concluido: false, erro: null,
};
export const conjuge: PessoaSaude = {
  ...titular, nome: '李 Bruno 😀', tipoCadastro: 'dependente', dataNascimento: '1988-01-02', opcionais: [], descOpcionais: [],
  cadastroFinal: final({ tipoDependente: '05', descTipoDependente: 'Cônjuge', datacasamento: '2015-06-01', estadoCivil: 'C', cpf: CPF_CONJUGE, sexo: 'M' }),
};
export const catalogos: CatalogosFinais = {
  tiposDependentes: [{ codtipodepend: '05', tipO_DEPENDENCIA: 'Cônjuge' }, { codtipodepend: '03', tipO_DEPENDENCIA: 'Filho(a)' }],
  estadosCivis: [{ valor: 'C', descricao: 'Casado(a)' }, { valor: 'S', descricao: 'Solteiro(a)' }],
  sexos: [{ valor: 'F', descricao: 'Feminino' }, { valor: 'M', descricao: 'Masculino' }],
};
export const contatoAtivo: ContatoPrincipal = {
  ativo: true, nome: 'Ana', datA_NASCIMENTO: '1990-05-10', cpf: CPF_TITULAR, cep: '30130000', mae: 'Maria Łukasz', email: 'ana@example.com',
  telefone: '31988887777', numero: '10', complemento: null,
};
export const recusaDaFamilia = new ApiFailure('rejected', 'Ocorreu um erro ao cadastrar seus dados. Verifique:', 400, {
  erro: true, mensagem: 'Ocorreu um erro ao cadastrar seus dados. Verifique:', vidas: [{ nome: titular.nome, mensagem: 'CPF já cadastrado em outra vida.' }],
});

const ctx = (s: AnyMachineSnapshot) => s.context as CadastroContext;
export const entradaAssociado: EntradaCadastro = { produto: 'GestaoSaude', codSocio: null, hoje: HOJE, maximoPessoas: 2 };

export const saudeCadastroModelo = {
  nome: 'saude-cadastro',
  machine: saudeCadastroMachine,
  input: entradaAssociado,
  events: [
    { type: 'xstate.done.actor.plano', output: { saida: 'done', pessoa: titular } },
    { type: 'xstate.done.actor.plano', output: { saida: 'cancelled' } },
    { type: 'xstate.done.actor.plano', output: { saida: 'sessionLost' } },
    { type: 'person.add' }, { type: 'person.edit', indice: 1 }, { type: 'person.remove', indice: 0 }, { type: 'person.remove', indice: 1 },
    { type: 'plans.open', tipoCadastro: 'dependente', indice: null },
    { type: 'next' }, { type: 'back' },
    { type: 'xstate.done.actor.0.saudeCadastro.loadingCatalogs', output: catalogos },
    { type: 'xstate.error.actor.0.saudeCadastro.loadingCatalogs', error: falhas.rede },
    { type: 'xstate.error.actor.0.saudeCadastro.loadingCatalogs', error: falhas.expirada },
    { type: 'person.select', indice: 1 }, { type: 'person.select', indice: 0 },
    { type: 'field.change', campo: 'cpf', valor: '123.456.789-00' },
    { type: 'field.change', campo: 'cpf', valor: CPF_CONJUGE },
    { type: 'person.save' },
    { type: 'autofill', contato: contatoAtivo },
    { type: 'date.change', valor: HOJE }, { type: 'date.change', valor: '2026-12-20' },
    { type: 'person.change', indice: 1 }, { type: 'submit' },
    { type: 'xstate.done.actor.0.saudeCadastro.submitting', output: 'Cadastro realizado com sucesso.' },
    { type: 'xstate.error.actor.0.saudeCadastro.submitting', error: recusaDaFamilia },
    { type: 'xstate.error.actor.0.saudeCadastro.submitting', error: falhas.rede },
    { type: 'xstate.error.actor.0.saudeCadastro.submitting', error: falhas.expirada },
    { type: 'step.visit', passo: 'cadastro' }, { type: 'step.visit', passo: 'finalizar' }, { type: 'step.visit', passo: 'resumo' },
  ] as PathEvent<typeof saudeCadastroMachine>[],
  key: (s) => {
    const c = ctx(s);
    return [
      // what guards and later steps read; messages shown (aviso, recusa, notice) are facts of the path, not of the node
      s.value, c.pessoas.map((p) => [p.concluido, p.cadastroFinal.cpf]), c.selecionada, c.editando, c.catalogos !== null,
      problemaDaVigencia(c.datavigencia, c.hoje) === null,
    ];
  },
  textos: {
    fatos: (s) => {
      const c = ctx(s);
      return [`${c.pessoas.length} pessoa(s), ${c.pessoas.filter((p) => p.concluido).length} completa(s)`, c.aviso && `aviso '${c.aviso}'`, aviso(s)];
    },
  },
  recusas: [
    { estado: 'novoPlano', quando: (s) => ctx(s).pessoas.length === 2, evento: { type: 'person.remove', indice: 0 }, porque: 'remover o titular com dependentes' },
    { estado: 'novoPlano', quando: (s) => ctx(s).pessoas.length === 1, evento: { type: 'plans.open', tipoCadastro: 'titular', indice: 1 }, porque: 'o endereço de planos com um id que não existe' },
    { estado: 'finalizar', quando: (s) => ctx(s).pessoas.length === 1, evento: { type: 'autofill', contato: { ...contatoAtivo, ativo: false } }, porque: '§6: contato principal inativo, sem preenchimento', regras: ['§6.4a'] },
    { estado: 'finalizar', quando: (s) => !ctx(s).pessoas.every((p) => p.concluido), evento: { type: 'step.visit', passo: 'resumo' }, porque: 'o endereço do resumo com alguém incompleto' },
    { estado: 'resumo', quando: (s) => problemaDaVigencia(ctx(s).datavigencia, ctx(s).hoje) !== null, evento: { type: 'submit' }, porque: '§5: vigência antes de hoje + 8 não é enviada' },
  ],
} satisfies Modelo;
