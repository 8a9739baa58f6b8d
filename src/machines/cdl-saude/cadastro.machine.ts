import { z } from 'zod';
import { assign, fromPromise, setup } from 'xstate';
import type { ProdutoSaude, SubmissaoVida } from '../../contracts/cdl-saude.contract';
import {
  comCampo, cpfsDosOutros, MAXIMO_PESSOAS, mensagensSaude, preencherDoContato, problemaDaVigencia, problemasDoCadastroFinal,
  vigenciaMinima, type CampoFinal, type ContatoPrincipal, type PessoaSaude, type ProblemasFinal, type TipoCadastro,
} from '../../domain/cdl-saude/cadastro';
import type { CatalogosFinais, RecusaDoEnvio } from '../../services/cdl-saude/cadastro.service';
import { recusaDoEnvio, submissaoDaFamilia } from '../../services/cdl-saude/cadastro.service';
import { CHAVE_RASCUNHO_SAUDE } from '../../services/cdl-saude/rascunho';
import type { ConfigRascunho } from '../../services/comum/rascunho';
import { passoPelosEstados, visitou, type VisitaAoPasso } from '../comum/assistente';
import { aoFalhar, guardasDeFalha, textoDaFalha } from '../comum/falhas';
import { saudePlanoDependenteMachine, saudePlanoTitularMachine, type EntradaPlano, type SaidaPlano } from './plano.machine';

/** The wizard's steps, as its routes name them (views/cdl-saude/rotas.ts). */
export type PassoSaude = 'cadastro' | 'planos' | 'finalizar' | 'resumo';

export interface EntradaCadastro {
  produto: ProdutoSaude;
  /** The consultant variant's member (Consultor), null for the associate itself. */
  codSocio: string | null;
  /** São Paulo's today, from the view. */
  hoje: string;
  /** People a family may have (default the contract's 20; the graph tests use fewer). */
  maximoPessoas?: number;
}

export interface CadastroContext extends EntradaCadastro {
  /** §3 the local draft's list: the holder first, then the dependents. */
  pessoas: PessoaSaude[];
  /** The plan search open: for whom (§2 tipoCadastro and id). */
  editando: { tipoCadastro: TipoCadastro; indice: number | null } | null;
  catalogos: CatalogosFinais | null;
  /** The person whose final data the form shows. */
  selecionada: number;
  problemas: ProblemasFinal;
  /** 'Você deve preencher os dados de todas as pessoas.' after a Next with someone incomplete. */
  aviso: string | null;
  datavigencia: string;
  problemaVigencia: string | null;
  /** §8: the refused submission, with the per-life messages. */
  recusa: RecusaDoEnvio | null;
  notice: string | null;
}

export type CadastroEvento =
  | { type: 'person.add' } | { type: 'person.edit'; indice: number } | { type: 'person.remove'; indice: number }
  /** The address asked for the plan search with its query (`?tipoCadastro=…[&id=…]`). */
  | { type: 'plans.open'; tipoCadastro: TipoCadastro; indice: number | null }
  | { type: 'next' } | { type: 'back' }
  | { type: 'person.select'; indice: number }
  | { type: 'field.change'; campo: CampoFinal; valor: string; rotulo?: string }
  | { type: 'person.save' }
  | { type: 'autofill'; contato: ContatoPrincipal }
  | { type: 'date.change'; valor: string }
  | { type: 'person.change'; indice: number }
  | { type: 'submit' }
  | VisitaAoPasso<PassoSaude>;

const completa = (p: PessoaSaude) => p.concluido;
const primeiraIncompleta = (c: CadastroContext) => c.pessoas.findIndex((p) => !completa(p));
const tipoDoIndice = (indice: number): TipoCadastro => (indice === 0 ? 'titular' : 'dependente');

const problemasDe = (c: CadastroContext, indice = c.selecionada) =>
  problemasDoCadastroFinal(c.pessoas[indice]!.cadastroFinal, { hoje: c.hoje, outrosCpfs: cpfsDosOutros(c.pessoas, indice) });

const comPessoa = (pessoas: PessoaSaude[], indice: number, muda: (p: PessoaSaude) => PessoaSaude) =>
  pessoas.map((p, i) => (i === indice ? muda(p) : p));

/** What the plan search of the person being edited starts with. */
const entradaDoPlano = ({ context }: { context: CadastroContext }): EntradaPlano => {
  const indice = context.editando?.indice ?? null;
  const tipoCadastro = context.editando?.tipoCadastro ?? 'titular';
  return {
    produto: context.produto, hoje: context.hoje, tipoCadastro,
    planoDoTitular: tipoCadastro === 'dependente' ? context.pessoas[0]?.plano ?? null : null,
    pessoa: indice === null ? null : context.pessoas[indice] ?? null,
  };
};

/**
 * CDL Saúde family enrollment (spec §2 Health plan: Novo Plano, plan search, Preencha seus dados, Resumo; §3 draft;
 * §4 enrollment; §5; §8): one actor over the step routes (wizard kit, views/cdl-saude/Assistente.tsx), each step a small
 * graph: `novoPlano` (the people, INCLUIR TITULAR/DEPENDENTE, edit and remove, the total), `planos` (the plan search,
 * an invoked child: plano.machine.ts), `finalizar` (§3 cadastroFinal per person), `resumo` (validity date, total,
 * submission of the whole family in one IncluirSamPrevidaArta). The same machine serves the consultant (input
 * produto 'Consultor' and the member's codSocio).
 */
export const saudeCadastroMachine = setup({
  types: {
    context: {} as CadastroContext,
    events: {} as CadastroEvento,
    input: {} as EntradaCadastro,
  },
  actors: {
    planoTitular: saudePlanoTitularMachine,
    planoDependente: saudePlanoDependenteMachine,
    loadCatalogs: fromPromise<CatalogosFinais, ProdutoSaude>(async () => { throw new Error('loadCatalogs: provided by the view'); }),
    submitFamily: fromPromise<string, { produto: ProdutoSaude; vidas: SubmissaoVida[] }>(async () => { throw new Error('submitFamily: provided by the view'); }),
  },
  guards: {
    ...guardasDeFalha,
    empty: ({ context }) => context.pessoas.length === 0,
    underLimit: ({ context }) => context.pessoas.length < (context.maximoPessoas ?? MAXIMO_PESSOAS),
    validIndex: ({ context, event }) => 'indice' in event && typeof event.indice === 'number' && event.indice >= 0 && event.indice < context.pessoas.length,
    // decided: the holder leaves only alone (dependents need a holder); remove the dependents first
    canRemove: ({ context, event }) => event.type === 'person.remove' && event.indice >= 0 && event.indice < context.pessoas.length
      && (event.indice > 0 || context.pessoas.length === 1),
    plansAddressOk: ({ context, event }) => {
      if (event.type !== 'plans.open') return false;
      const { tipoCadastro, indice } = event;
      if (indice === null) return tipoCadastro === (context.pessoas.length === 0 ? 'titular' : 'dependente') && context.pessoas.length < (context.maximoPessoas ?? MAXIMO_PESSOAS);
      return indice >= 0 && indice < context.pessoas.length && tipoCadastro === tipoDoIndice(indice);
    },
    hasHolder: ({ context }) => context.pessoas.length > 0,
    editingHolder: ({ context }) => context.editando?.tipoCadastro !== 'dependente',
    allComplete: ({ context }) => context.pessoas.length > 0 && context.pessoas.every(completa),
    catalogsKnown: ({ context }) => context.catalogos !== null && context.pessoas.length > 0,
    personOk: ({ context }) => Object.keys(problemasDe(context)).length === 0,
    autofillOk: ({ context, event }) => event.type === 'autofill' && context.selecionada === 0 && context.codSocio === null && event.contato.ativo,
    dateOk: ({ context }) => problemaDaVigencia(context.datavigencia, context.hoje) === null,
    planDone: ({ event }) => 'output' in event && (event.output as SaidaPlano).saida === 'done',
    planSessionLost: ({ event }) => 'output' in event && (event.output as SaidaPlano).saida === 'sessionLost',
    visitsCadastro: ({ event }) => visitou(event, 'cadastro'),
    visitsFinalizar: ({ context, event }) => visitou(event, 'finalizar') && context.catalogos !== null && context.pessoas.length > 0,
    visitsResumo: ({ context, event }) => visitou(event, 'resumo') && context.pessoas.length > 0 && context.pessoas.every(completa),
  },
  actions: {
    keepServerMessage: assign({ notice: textoDaFalha(mensagensSaude.cargaSemResposta) }),
    clearNotice: assign({ notice: null }),
    /** §8: the refusal and, on each life the server named, its message. */
    keepRefusal: assign(({ context, event }) => {
      const recusa = recusaDoEnvio('error' in event ? event.error : null);
      const pessoas = context.pessoas.map((p) => ({ ...p, erro: recusa.vidas.find((v) => v.nome.trim() === p.nome.trim())?.mensagem ?? null }));
      return { recusa, pessoas };
    }),
    keepSendFailure: assign({ notice: mensagensSaude.envioSemResposta }),
  },
}).createMachine({
  id: 'saudeCadastro',
  context: ({ input }) => ({
    ...input,
    pessoas: [], editando: null, catalogos: null, selecionada: 0, problemas: {}, aviso: null,
    datavigencia: vigenciaMinima(input.hoje), problemaVigencia: null, recusa: null, notice: null,
  }),
  initial: 'novoPlano',
  states: {
    novoPlano: {
      description: 'o Novo Plano: as pessoas, o total por mês, INCLUIR TITULAR ou INCLUIR DEPENDENTE',
      always: {
        guard: 'empty', target: 'planos', actions: assign({ editando: { tipoCadastro: 'titular', indice: null } }),
        description: 'a lista vazia leva a incluir o titular',
      },
      on: {
        'person.add': {
          guard: 'underLimit', target: 'planos',
          actions: assign({ editando: { tipoCadastro: 'dependente', indice: null }, notice: null }),
          description: 'clica em INCLUIR DEPENDENTE',
        },
        'person.edit': {
          guard: 'validIndex', target: 'planos',
          actions: assign({ editando: ({ event }) => ({ tipoCadastro: tipoDoIndice(event.indice), indice: event.indice }), notice: null }),
          description: 'clica em editar numa pessoa',
        },
        'plans.open': {
          guard: 'plansAddressOk', target: 'planos',
          actions: assign({ editando: ({ event }) => ({ tipoCadastro: event.tipoCadastro, indice: event.indice }) }),
          description: 'abre o endereço da busca de planos com tipoCadastro (e id)',
        },
        'person.remove': {
          guard: 'canRemove', target: 'novoPlano', reenter: true,
          actions: assign({ pessoas: ({ context, event }) => context.pessoas.filter((_, i) => i !== event.indice), selecionada: 0, notice: null }),
          description: 'clica em remover numa pessoa',
        },
        next: { guard: 'hasHolder', target: 'loadingCatalogs', actions: 'clearNotice', description: 'clica em próximo' },
        back: { target: 'left', description: 'clica em voltar (a Lista de Vidas)' },
        'step.visit': [
          { guard: 'visitsResumo', target: 'resumo', description: 'abre o endereço do resumo com todos completos' },
          { guard: 'visitsFinalizar', target: 'finalizar', description: 'abre o endereço de Preencha seus dados' },
        ],
      },
    },
    planos: {
      description: 'a busca de planos de uma pessoa',
      initial: 'choosing',
      states: {
        choosing: {
          always: [
            { guard: 'editingHolder', target: 'holder', description: 'a busca do titular' },
            { target: 'dependent', description: 'a busca de um dependente' },
          ],
        },
        holder: {
          description: 'a busca do titular: operadoras, assistências, planos pela idade',
          invoke: { id: 'plano', src: 'planoTitular', input: entradaDoPlano },
        },
        dependent: {
          description: 'a busca de um dependente: o plano do titular pela idade',
          invoke: { id: 'plano', src: 'planoDependente', input: entradaDoPlano },
        },
      },
      on: {
        // how either search ended (its output)
        'xstate.done.actor.plano': [
          {
            guard: 'planDone', target: 'novoPlano',
            actions: assign({
              pessoas: ({ context, event }) => {
                const indice = context.editando?.indice ?? null;
                // the position decides who is the holder (§2: the first), whatever the search answered
                const pessoa = { ...(event.output as Extract<SaidaPlano, { saida: 'done' }>).pessoa, tipoCadastro: context.editando?.tipoCadastro ?? 'titular' };
                return indice === null ? [...context.pessoas, pessoa] : comPessoa(context.pessoas, indice, () => pessoa);
              },
              editando: null,
            }),
            description: 'salva a pessoa com seu plano',
          },
          { guard: 'planSessionLost', target: 'sessionLost', description: 'o servidor responde 401 (sessão expirada)' },
          { guard: 'empty', target: 'left', description: 'volta sem titular: a Lista de Vidas' },
          { target: 'novoPlano', actions: assign({ editando: null }), description: 'volta sem mudar nada' },
        ],
        'step.visit': { guard: 'visitsCadastro', target: 'novoPlano', actions: assign({ editando: null }), description: 'volta ao endereço do Novo Plano (voltar do navegador)' },
      },
    },
    loadingCatalogs: {
      description: 'carregando tipos de dependente, estados civis e sexos',
      invoke: {
        src: 'loadCatalogs', input: ({ context }) => context.produto,
        onDone: {
          target: 'finalizar',
          actions: assign({ catalogos: ({ event }) => event.output, selecionada: ({ context }) => Math.max(0, primeiraIncompleta(context)), problemas: {}, aviso: null }),
          description: 'os catálogos chegam',
        },
        onError: aoFalhar({ target: 'novoPlano', actions: 'keepServerMessage', description: 'a carga falha: fica no Novo Plano com o aviso' }),
      },
    },
    finalizar: {
      description: 'Preencha seus dados: as pessoas marcadas completas ou não, o formulário da selecionada',
      on: {
        'person.select': {
          guard: 'validIndex', actions: assign({ selecionada: ({ event }) => event.indice, problemas: {}, aviso: null }),
          description: 'escolhe uma pessoa da lista',
        },
        'field.change': {
          actions: assign(({ context, event }) => {
            // the same value again is no change (a masked field reports its value when it mounts: a reload or another
            // person's form left a complete person incomplete, the browser walk)
            if (context.pessoas[context.selecionada]?.cadastroFinal[event.campo] === event.valor) return {};
            const pessoas = comPessoa(context.pessoas, context.selecionada, (p) => ({
              ...p, cadastroFinal: comCampo(p.cadastroFinal, event.campo, event.valor, event.rotulo), concluido: false, erro: null,
            }));
            const novo = { ...context, pessoas };
            return { pessoas, problemas: Object.keys(context.problemas).length ? problemasDe(novo) : {} };
          }),
          description: 'preenche um campo',
        },
        autofill: {
          guard: 'autofillOk',
          actions: assign({
            pessoas: ({ context, event }) => comPessoa(context.pessoas, 0, (p) => ({ ...p, cadastroFinal: preencherDoContato(p.cadastroFinal, event.contato), concluido: false })),
          }),
          description: 'preenche o titular com o contato principal ativo', meta: { regras: ['§6.4a'] },
        },
        'person.save': [
          {
            guard: 'personOk',
            actions: assign({
              pessoas: ({ context }) => comPessoa(context.pessoas, context.selecionada, (p) => ({ ...p, concluido: true })),
              problemas: {}, aviso: null,
            }),
            description: 'clica em SALVAR com os dados certos: a pessoa fica completa',
          },
          { actions: assign({ problemas: ({ context }) => problemasDe(context) }), description: 'clica em SALVAR com algum problema', meta: { regras: ['§5.8a'] } },
        ],
        next: [
          { guard: 'allComplete', target: 'resumo', actions: assign({ aviso: null, problemaVigencia: null }), description: 'clica em próximo com todos completos' },
          {
            actions: assign({ aviso: mensagensSaude.preenchaTodas, selecionada: ({ context }) => primeiraIncompleta(context), problemas: {} }),
            description: 'clica em próximo com alguém incompleto: a pessoa é selecionada', meta: { regras: ['§5.9a'] },
          },
        ],
        back: { target: 'novoPlano', description: 'clica em voltar' },
        'step.visit': [
          { guard: 'visitsCadastro', target: 'novoPlano', description: 'volta ao endereço do Novo Plano' },
          { guard: 'visitsResumo', target: 'resumo', description: 'abre o endereço do resumo com todos completos' },
        ],
      },
    },
    resumo: {
      description: 'o Resumo: titular e dependentes, a data de vigência, o total e o aviso da pro-rata',
      on: {
        'date.change': { actions: assign({ datavigencia: ({ event }) => event.valor, problemaVigencia: null }), description: 'muda a data de vigência' },
        'person.change': {
          guard: 'validIndex', target: 'finalizar',
          actions: assign({ selecionada: ({ event }) => event.indice, problemas: {}, aviso: null }),
          description: 'clica em alterar numa pessoa',
        },
        back: { target: 'finalizar', description: 'clica em voltar' },
        submit: [
          { guard: 'dateOk', target: 'submitting', actions: assign({ recusa: null, notice: null }), description: 'clica em próximo com a vigência certa' },
          {
            actions: assign({ problemaVigencia: ({ context }) => problemaDaVigencia(context.datavigencia, context.hoje) }),
            description: 'clica em próximo sem vigência ou antes de hoje + 8', meta: { regras: ['§5.10a'] },
          },
        ],
        'step.visit': [
          { guard: 'visitsCadastro', target: 'novoPlano', description: 'volta ao endereço do Novo Plano' },
          { guard: 'visitsFinalizar', target: 'finalizar', description: 'volta ao endereço de Preencha seus dados' },
        ],
      },
    },
    submitting: {
      description: 'enviando a família (IncluirSamPrevidaArta, um pedido)',
      invoke: {
        src: 'submitFamily',
        input: ({ context }) => ({ produto: context.produto, vidas: submissaoDaFamilia(context.pessoas, context.datavigencia, context.codSocio ?? undefined) }),
        onDone: { target: 'sent', description: 'o servidor aceita a família' },
        onError: aoFalhar(
          {
            target: 'resumo',
            actions: 'keepRefusal',
            description: "o servidor recusa: 'Ocorreu um erro ao cadastrar seus dados. Verifique:' e as mensagens por vida", meta: { regras: ['§8.9a'] },
          },
          { target: 'resumo', actions: 'keepSendFailure', description: 'o envio fica sem resposta (rede ou 5xx)' },
        ),
      },
    },
    sent: { type: 'final', description: 'a página do que vem a seguir (documentos)' },
    left: { type: 'final', description: 'a Lista de Vidas' },
    sessionLost: { type: 'final', description: 'o login (sessão perdida); o cadastro fica no rascunho' },
  },
});

/** The step whose route shows this state (null: ended). */
export const passoDoEstado = passoPelosEstados<PassoSaude>({
  cadastro: ['novoPlano', 'loadingCatalogs'], planos: ['planos'], finalizar: ['finalizar'], resumo: ['resumo', 'submitting'],
});

const Texto = (max: number) => z.string().max(max);
const CadastroFinalSalvo = z.object({
  tipoDependente: Texto(10), descTipoDependente: Texto(120), datacasamento: Texto(10), estadoCivil: Texto(10), descEstadoCivil: Texto(120),
  sexo: Texto(10), cpf: Texto(20), nomeMae: Texto(2000), email: Texto(2000), telefone: Texto(30), cep: Texto(20), rua: Texto(2000),
  numero: Texto(2000), bairro: Texto(2000), cidade: Texto(2000), estado: Texto(10), complemento: Texto(2000),
}).strict();
const PessoaSalva = z.object({
  nome: Texto(2000), tipoCadastro: z.enum(['titular', 'dependente']), dataNascimento: Texto(10),
  plano: z.object({
    operadora: Texto(200), assistencia: Texto(200), acomodacao: Texto(200), valor: z.number().int(), codPlanoFx: Texto(20),
    codAssistencia: Texto(20), codOperadora: Texto(20),
  }).strict(),
  opcionais: z.array(z.object({ codopcional: Texto(20) }).strict()).max(3),
  descOpcionais: z.array(z.object({ opcional: z.object({ value: Texto(20), label: Texto(200), price: z.number().int() }).strict() }).strict()).max(3),
  cadastroFinal: CadastroFinalSalvo, concluido: z.boolean(), erro: Texto(2000).nullable(),
}).strict();
const ContextoSalvo = z.object({ pessoas: z.array(PessoaSalva).max(MAXIMO_PESSOAS) }).passthrough();

/**
 * The draft (§3 `cdlsaude_cadastro`, local storage as the spec says): the people with their plans and final data,
 * the catalogues and the validity date, at Novo Plano, Preencha seus dados and Resumo (the plan search is not a
 * resting step: a reload there comes back to Novo Plano and the address opens the search again). It holds CPFs, the
 * mother's name and an address: see docs/decisions/cdl-saude.md (per login, 24 h, swept at SAIR and another login,
 * deleted when sent and when the lives list opens). `escopo` is the consultant's member. Raise `versao` when the context changes.
 */
export const rascunhoCadastroSaude: ConfigRascunho<CadastroContext> = {
  chave: CHAVE_RASCUNHO_SAUDE,
  versao: 1,
  armazenamento: 'local',
  emRepouso: ['novoPlano', 'finalizar', 'resumo'],
  // a draft may come back another day: today is the view's, and the validity date never before today + 8
  aoRestaurar: (salvo, fresco) => ({
    ...salvo, hoje: fresco.hoje, produto: fresco.produto, codSocio: fresco.codSocio,
    datavigencia: salvo.datavigencia < vigenciaMinima(fresco.hoje) ? vigenciaMinima(fresco.hoje) : salvo.datavigencia,
    recusa: null, notice: null,
  }),
  validar: (context) => ContextoSalvo.safeParse(context).success,
};
