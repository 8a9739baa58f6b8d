import type { AnyMachineSnapshot } from 'xstate';
import type { NovoContrato, Operadora, Plano } from '../../src/contracts/spc-conciliador.contract';
import { formatBRL } from '../../src/domain/comum/dinheiro';
import { mensagensConciliador } from '../../src/domain/spc-conciliador/conciliador';
import { conciliadorCatalogoMachine } from '../../src/machines/spc-conciliador/catalogo.machine';
import { conciliadorContratacaoMachine, type ContratacaoContext } from '../../src/machines/spc-conciliador/contratacao.machine';
import { conciliadorTermoMachine } from '../../src/machines/spc-conciliador/termo.machine';
import { ApiFailure } from '../../src/services/comum/api';
import { TermoMudou, type Catalogo, type TermoDaContratacao } from '../../src/services/spc-conciliador/contratacao.service';
import { aviso } from '../support/cenarios';
import { falhas } from '../support/fixtures';
import type { Modelo } from '../support/modelos';
import type { PathEvent } from '../support/paths';

/** The seeded plans (src/server/spc-conciliador/catalogo.ts), as ConsultarPlanosSpcConciliador answers them. */
export const essencial: Plano = {
  planoId: 1, descricao: 'Essencial', taxaAdesao: 19_900, mensalidade: 9_990, qtdeCnpjs: 1, adquirentes: 2, transacoes: 1_000,
  excedentes: 5, adquirentesExtra: 2_990, custoOperadoras: 1_500, filialExtra: 4_990,
};
export const profissional: Plano = {
  planoId: 2, descricao: 'Profissional', taxaAdesao: 29_900, mensalidade: 19_990, qtdeCnpjs: 3, adquirentes: 4, transacoes: 5_000,
  excedentes: 4, adquirentesExtra: 2_490, custoOperadoras: 1_500, filialExtra: 3_990,
};
export const cielo: Operadora = { operadoraId: 1, descricao: 'Cielo' };
export const rede: Operadora = { operadoraId: 2, descricao: 'Rede' };
export const catalogo: Catalogo = { planos: [essencial, profissional], operadoras: [cielo, rede] };

/** §8: a 400 on the reconciliation calls (the server's mensagem). */
const recusada = new ApiFailure('rejected', mensagensConciliador.planoNaoEncontrado);

// ── the plans and operators (catalogo.machine.ts) ─────────────────────────────────────────

export const conciliadorCatalogoModelo = {
  nome: 'conciliador-catalogo',
  machine: conciliadorCatalogoMachine,
  events: [
    { type: 'xstate.done.actor.loadCatalog', output: catalogo },
    { type: 'xstate.done.actor.loadCatalog', output: { planos: [], operadoras: [cielo, rede] } },
    { type: 'xstate.error.actor.loadCatalog', error: recusada },
    { type: 'xstate.error.actor.loadCatalog', error: falhas.expirada },
    { type: 'xstate.error.actor.loadCatalog', error: falhas.rede },
    { type: 'retry' },
  ] satisfies PathEvent<typeof conciliadorCatalogoMachine>[],
  key: (s) => [s.value, s.context.notice !== null],
  textos: {
    atores: { loadCatalog: 'a consulta dos planos e das operadoras' },
    respostas: {
      loadCatalog: (c: Catalogo) => (c.planos.length
        ? `${c.planos.length} planos (${c.planos.map((p) => p.descricao).join(', ')}) e ${c.operadoras.length} operadoras`
        : 'nenhum plano'),
    },
    fatos: (s) => [aviso(s)],
  },
} satisfies Modelo;

// ── the wizard (contratacao.machine.ts) ───────────────────────────────────────────────────

/** What the term step answers as it ends (the term kit's output). */
const terminou = (saida: string) => ({ type: 'xstate.done.actor.termo', output: { saida } }) as const;

const contexto = (s: AnyMachineSnapshot) => s.context as ContratacaoContext;

/** The choice in words: 'Essencial, 3 CNPJ, Cielo'. */
export const resumoDaEscolha = (c: ContratacaoContext) => (c.escolha
  ? `${c.escolha.dadosPlano.descricao}, ${c.escolha.qtdCnpj} CNPJ, ${c.escolha.operadoras.map((o) => o.descricao).join(' e ')}`
  : null);

export const conciliadorContratacaoModelo = {
  nome: 'conciliador-contratacao',
  machine: conciliadorContratacaoMachine,
  events: [
    { type: 'plan.select', plano: essencial },
    { type: 'extras.cnpj', valor: '3' },
    { type: 'extras.cnpj', valor: '' },
    { type: 'extras.toggle', operadora: cielo },
    { type: 'extras.save' }, { type: 'extras.cancel' },
    { type: 'summary.back' }, { type: 'summary.confirm' },
    { type: 'step.visit', passo: 'planos' }, { type: 'step.visit', passo: 'resumo' }, { type: 'step.visit', passo: 'termo' },
    terminou('accepted'), terminou('leftToPanel'), terminou('leftBack'), terminou('sessionLost'),
    { type: 'xstate.error.actor.termo', error: new Error('defeito no termo') },
  ] satisfies PathEvent<typeof conciliadorContratacaoMachine>[],
  // what decides the next step: the choice saved (and its CNPJ count, which the term gets), the modal's operators,
  // its CNPJ as typed and the problems it shows
  key: (s) => {
    const { escolha, dialogo } = contexto(s);
    return [
      s.value, escolha && [escolha.qtdCnpj, escolha.operadoras.length],
      dialogo && [dialogo.qtdeCNPJs, dialogo.operadoras.length, Object.keys(dialogo.problemas).sort()],
    ];
  },
  textos: {
    eventos: {
      'plan.select': (e: { plano: Plano }) => `clica em SELECIONAR no plano ${e.plano.descricao} (${formatBRL(e.plano.mensalidade)} por mês)`,
      'extras.cnpj': (e: { valor: string }) => (e.valor ? `digita ${e.valor} em Quantidade de CNPJ` : 'apaga a Quantidade de CNPJ'),
      'extras.toggle': (e: { operadora: Operadora }) => `marca ou desmarca a operadora ${e.operadora.descricao}`,
      'step.visit': (e: { passo: string }) => `abre o endereço do passo ${e.passo} (recarregar, voltar ou avançar do navegador)`,
    },
    atores: { termo: 'o termo (IncluirSpcConciliador e o aceite)' },
    respostas: {
      termo: (o: { saida: string }) => ({
        accepted: 'termo aceito', leftToPanel: 'recusado pelo servidor', leftBack: 'VOLTAR no termo', sessionLost: 'sessão expirada',
      } as Record<string, string>)[o.saida] ?? o.saida,
    },
    fatos: (s) => {
      const { escolha, dialogo } = contexto(s);
      return [
        escolha && `escolha: ${resumoDaEscolha(contexto(s))}`,
        dialogo && `no diálogo: ${dialogo.qtdeCNPJs || 'sem'} CNPJ, ${dialogo.operadoras.length} operadora(s)`,
        ...Object.values(dialogo?.problemas ?? {}).map((p) => `erro '${p}'`),
      ];
    },
  },
  recusas: [
    {
      estado: 'extras', quando: (s) => contexto(s).dialogo?.operadoras.length === 0, evento: { type: 'extras.save' },
      porque: "Salvar sem operadora: o diálogo fica aberto e diz 'Obrigatório selecionar pelo menos 1 operadora'", regras: ['§5.20a'],
    },
    {
      estado: 'extras', quando: (s) => contexto(s).dialogo?.qtdeCNPJs === '', evento: { type: 'extras.save' },
      porque: 'Salvar sem a quantidade de CNPJ: o diálogo fica aberto e pede a quantidade', regras: ['§5.20a'],
    },
    {
      estado: 'choosingPlan', quando: (s) => contexto(s).escolha === null, evento: { type: 'summary.confirm' },
      porque: 'CONFIRMAR sem uma escolha salva: não há contrato a criar', regras: ['§2.28a'],
    },
    {
      estado: 'choosingPlan', quando: (s) => contexto(s).escolha === null, evento: { type: 'step.visit', passo: 'termo' },
      porque: 'o endereço do termo sem escolha: fica nos planos (o endereço volta a ser o dos planos)',
    },
    {
      estado: 'choosingPlan', quando: (s) => contexto(s).escolha === null, evento: { type: 'step.visit', passo: 'resumo' },
      porque: 'o endereço do resumo sem escolha: fica nos planos',
    },
  ],
} satisfies Modelo;

// ── the term (termo.machine.ts: the term kit) ─────────────────────────────────────────────

/** The choice the wizard invokes the term with: the Essencial plan, 1 CNPJ, Cielo and Rede. */
export const pedido: NovoContrato = { planoId: 1, qtdeCNPJs: 1, operadorasId: [1, 2] };

const termo = (solicitacaoId: number, sha: string): TermoDaContratacao => ({
  texto: {
    titulo: 'Termo Aditivo de Contratação do SPC Conciliador', identificacao: ['Associado: Ana Associada'],
    clausulas: ['Plano Essencial, 1 CNPJ, operadoras Cielo e Rede.', 'Adesão de R$ 199,00.'],
  },
  base64: 'JVBERi0xLjQ=', nomeArquivo: `termo-spc-conciliador-${solicitacaoId}.pdf`, dtVersao: '2026-11-20', solicitacaoId, sha256: sha.repeat(64),
});
/** The term as first loaded, and as loaded again after another tab changed the choice (another PDF, another hash). */
export const termoLido = termo(7, 'a');
export const termoAtual = termo(7, 'b');

export const conciliadorTermoModelo = {
  nome: 'conciliador-termo',
  machine: conciliadorTermoMachine,
  input: pedido,
  events: [
    { type: 'xstate.done.actor.loadTerm', output: termoLido },
    { type: 'xstate.done.actor.loadTerm', output: termoAtual },
    { type: 'xstate.error.actor.loadTerm', error: recusada },
    { type: 'xstate.error.actor.loadTerm', error: falhas.expirada },
    { type: 'xstate.error.actor.loadTerm', error: falhas.rede },
    { type: 'retry' }, { type: 'agree.toggle' }, { type: 'term.accept' }, { type: 'back' },
    { type: 'xstate.done.actor.acceptTerm', output: mensagensConciliador.termoAceito },
    { type: 'xstate.error.actor.acceptTerm', error: new TermoMudou(mensagensConciliador.termoMudou) },
    { type: 'xstate.error.actor.acceptTerm', error: new ApiFailure('rejected', mensagensConciliador.solicitacaoNaoEncontrada) },
    { type: 'xstate.error.actor.acceptTerm', error: falhas.expirada },
    { type: 'xstate.error.actor.acceptTerm', error: falhas.rede },
  ] satisfies PathEvent<typeof conciliadorTermoMachine>[],
  key: (s) => [s.value, s.context.agreed, s.context.notice !== null, (s.context.termo as TermoDaContratacao | null)?.sha256.slice(0, 1) ?? null],
  // the term kit's words are product-neutral: the reconciliation's button, its calls and where it goes are here
  textos: {
    estados: {
      reading: "o termo aberto ('Aceite do Termo Aditivo')",
      accepting: 'a confirmação em andamento (Aguarde, salvando termo)',
      accepted: 'o painel de solicitações, contratação confirmada',
      leftToPanel: 'o painel de solicitações, com o aviso',
      leftBack: 'o resumo (VOLTAR, sem aceitar)',
    },
    eventos: { 'term.accept': 'clica em Confirmar Contratação' },
    atores: { loadTerm: 'a criação do contrato e do seu termo (IncluirSpcConciliador)', acceptTerm: 'o aceite do termo' },
    respostas: {
      loadTerm: (t: TermoDaContratacao) => `o termo da solicitação ${t.solicitacaoId} (PDF ${t.sha256.slice(0, 4)}…), versão ${t.dtVersao}`,
    },
    fatos: (s) => [s.matches('reading') && (s.context.agreed ? 'de acordo marcado' : 'de acordo desmarcado'), aviso(s)],
  },
  regras: {
    reading: ['§2.29a'],
    'reading: term.accept #2 → (stays)': ['§5.5a'],
    'loading: error loadTerm #2 if rejected → leftToPanel': ['§8.12c'],
    'accepting: error acceptTerm #3 if rejected → leftToPanel': ['§8.12c'],
    accepted: ['§4.11c'],
    sessionLost: ['§8.12a'],
  },
  recusas: [
    {
      estado: 'reading', quando: (s) => !s.context.agreed, evento: { type: 'term.accept' },
      porque: 'Confirmar Contratação sem o de acordo: fica no termo e diz o que falta', regras: ['§5.5a'],
    },
    { estado: 'accepting', evento: { type: 'term.accept' }, porque: 'um segundo Confirmar Contratação enquanto o aceite corre' },
    { estado: 'accepting', evento: { type: 'back' }, porque: 'VOLTAR durante o aceite: ele já foi enviado' },
  ],
} satisfies Modelo;
