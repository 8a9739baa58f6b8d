import { assign, fromPromise, setup } from 'xstate';
import { NovoAssociado, type MembroCarteira } from '../../contracts/cdl-consultor.contract';
import { mensagensConsultor, pessoaFisicaOuJuridica, type TipoEmpresa } from '../../domain/cdl-consultor/carteira';
import { problemaDoNascimento } from '../../domain/comum/pessoa';
import { textosKit } from '../../domain/comum/textos';
import { cadastrarAssociado, consultarMembro } from '../../services/cdl-consultor/consultor.service';
import type { ConfigRascunho } from '../../services/comum/rascunho';
import { aoFalhar, guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';
import { acoesDaTelaDoFormulario, camposDigitados, envioComProblemas, problemasDoEsquema } from '../comum/formulario';
import { membroRecusado, recusaOuFalhaDoMembro } from './membro';

/** §3 Associate (registration): the fields the consultant types, in the form's order; e-mail is read-only. */
export const CAMPOS_CADASTRO = [
  'nomefantasia', 'codpacote', 'tp_empresa', 'nome', 'cgccfo', 'inscrestadual', 'contato', 'cpf', 'sexo', 'datanascimento', 'celular', 'telefone',
] as const;
export type CampoCadastro = (typeof CAMPOS_CADASTRO)[number];
export type CamposCadastro = Record<CampoCadastro, string>;
export type ProblemasCadastro = Partial<Record<CampoCadastro | 'email', string>>;

export const camposVazios = (): CamposCadastro => Object.fromEntries(CAMPOS_CADASTRO.map((c) => [c, ''])) as CamposCadastro;

/** The body CadastrarAssociado takes: what was typed (masks give digits) and the invited e-mail. */
export const corpoDoCadastro = (campos: CamposCadastro, email: string) => ({ ...campos, email }) as NovoAssociado;

/**
 * Each field's first problem, the contract's own messages (the server says the same words); a birth date after São
 * Paulo's `hoje` (yyyy-mm-dd, from the view: the machine never reads the clock) too, as the server refuses it.
 */
export function problemasDoCadastro(campos: CamposCadastro, email: string, hoje: string): ProblemasCadastro {
  const problemas = problemasDoEsquema<ProblemasCadastro>(NovoAssociado, corpoDoCadastro(campos, email));
  const nascimento = problemas.datanascimento ?? problemaDoNascimento(campos.datanascimento, hoje);
  return nascimento ? { ...problemas, datanascimento: nascimento } : problemas;
}

export interface CadastroContext {
  membroId: number;
  /** São Paulo's today (yyyy-mm-dd) when the form opened: a birth date after it is refused. */
  hoje: string;
  /** The invited e-mail (ConsultarMembro), read-only. */
  email: string;
  campos: CamposCadastro;
  problemas: ProblemasCadastro;
  /** A send found problems: from then on each field says its problem as it is typed. */
  enviado: boolean;
  notice: string | null;
  /** The member already registered (its code and name): the screen says so instead of the form (issue 27). */
  cadastrado: { codSocio: string; nome: string } | null;
}

type Evento = { type: 'field.change'; campo: CampoCadastro; valor: string } | { type: 'form.submit' } | { type: 'retry' };

/**
 * §2 Register-associate form (§3 fields, §5 rules): ConsultarMembro gives the invited e-mail; CADASTRAR validates on
 * the client with the contract's schema (inline errors and the summary) and sends CadastrarAssociado. Success: 'Cadastro
 * realizado com sucesso.' and the carteira; a refusal (409: already an associate, or not in stage Cadastro): the
 * server's sentence as a toast, the form kept.
 */
export const cadastroMachine = setup({
  types: {
    context: {} as CadastroContext,
    input: {} as { membroId: number; hoje: string },
    events: {} as Evento,
  },
  actors: {
    loadMember: fromPromise<MembroCarteira, { membroId: number }>(({ input }) => consultarMembro(input.membroId)),
    register: fromPromise<{ mensagem: string; codSocio: string }, NovoAssociado>(({ input }) => cadastrarAssociado(input)),
  },
  guards: {
    ...guardasDeFalha,
    formOk: ({ context }) => Object.keys(problemasDoCadastro(context.campos, context.email, context.hoje)).length === 0,
  },
  actions: {
    ...acoesDaTelaDoFormulario,
    keepServerMessage: assign({ notice: textoDaFalha(textosKit.falhaDeRede) }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'cadastroAssociado',
  context: ({ input }) => ({ membroId: input.membroId, hoje: input.hoje, email: '', campos: camposVazios(), problemas: {}, enviado: false, notice: null, cadastrado: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'a consulta do convidado (o e-mail)',
      invoke: {
        id: 'loadMember', src: 'loadMember', input: ({ context }) => ({ membroId: context.membroId }),
        onDone: [
          {
            guard: ({ event }) => event.output.codSocio !== null,
            target: 'registered',
            actions: assign({ email: ({ event }) => event.output.email, cadastrado: ({ event }) => ({ codSocio: event.output.codSocio!, nome: event.output.nomeSocio ?? event.output.email }) }),
            description: 'o convidado já foi cadastrado (Voltar depois do CADASTRAR, outra aba): o próximo passo em vez do formulário',
          },
          { target: 'editing', actions: assign({ email: ({ event }) => event.output.email }), description: 'o servidor entrega o convidado' },
        ],
        onError: recusaOuFalhaDoMembro,
      },
    },
    loadFailed: loadFailed({ descricao: 'a falha ao carregar o convidado, com Tentar novamente' }),
    refused: membroRecusado,
    editing: {
      description: 'o formulário de cadastro',
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const campos = { ...context.campos, [event.campo]: event.valor };
            // the mask of CPF/CNPJ follows the type: a document of the other kind is cleared
            if (event.campo === 'tp_empresa' && context.campos.tp_empresa && event.valor
              && pessoaFisicaOuJuridica(context.campos.tp_empresa as TipoEmpresa) !== pessoaFisicaOuJuridica(event.valor as TipoEmpresa)) campos.cgccfo = '';
            return camposDigitados(context, campos, (c) => problemasDoCadastro(c, context.email, context.hoje));
          }),
          description: 'preenche um campo',
        },
        'form.submit': [
          { guard: 'formOk', target: 'sending', actions: assign({ problemas: {}, notice: null }), description: 'clica em CADASTRAR com tudo preenchido' },
          {
            actions: [assign(({ context }) => envioComProblemas(context, (c) => problemasDoCadastro(c, context.email, context.hoje))), 'showProblems'],
            description: 'clica em CADASTRAR com campos a corrigir: cada um diz o que falta',
          },
        ],
      },
    },
    sending: {
      description: 'o cadastro em andamento',
      invoke: {
        id: 'register', src: 'register', input: ({ context }) => corpoDoCadastro(context.campos, context.email),
        onDone: { target: 'done', actions: [assign({ notice: mensagensConsultor.cadastroRealizado }), 'celebrate'], description: "o servidor cadastra: 'Cadastro realizado com sucesso.'" },
        onError: aoFalhar(
          { target: 'editing', actions: ['keepServerMessage', 'fail'], description: 'o servidor recusa (409): a frase dele como aviso' },
          { target: 'editing', actions: ['keepServerMessage', 'fail'], description: 'o cadastro fica sem resposta: aviso' },
        ),
      },
    },
    registered: { type: 'final', description: 'já cadastrado: o código do associado e os seus documentos, sem formulário' },
    done: { type: 'final', description: 'a carteira' },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)' },
  },
});

/**
 * The form's draft (platform.md "Drafts"): what was typed, in session storage, per membroId (escopo), while the form
 * waits; gone on success, at SAIR and after 24 h. decided (LGPD art. 7 V): only the typed fields, never anything else.
 */
export const rascunhoCadastro: ConfigRascunho<CadastroContext> = {
  chave: 'cdl-consultor-cadastro',
  versao: 2, // 2: the context keeps hoje (issue 27)
  emRepouso: ['editing'],
  paraGuardar: (c) => ({ ...c, notice: null }),
};
