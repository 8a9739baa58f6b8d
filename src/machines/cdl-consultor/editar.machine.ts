import { and, assign, fromPromise, not, setup, type AnyEventObject } from 'xstate';
import { AtualizacaoCadastro, LIMITES_ENDERECO, type Associado } from '../../contracts/cdl-consultor.contract';
import { enderecoJunto, mensagensConsultor } from '../../domain/cdl-consultor/carteira';
import { somenteDigitos } from '../../domain/comum/cpf';
import { textosKit } from '../../domain/comum/textos';
import { failedWith } from '../../services/comum/api';
import { atualizarCadastro, consultarAssociado } from '../../services/cdl-consultor/consultor.service';
import { guardasDeFalha, loadFailed, textoDaFalha } from '../comum/falhas';
import { acoesDaTelaDoFormulario, camposDigitados, envioComProblemas, problemasDoEsquema } from '../comum/formulario';
import { membroRecusado, recusaOuFalhaDoMembro } from './membro';

/** §2 Editar associado: the editable address block and the phone, in the form's order. */
export const CAMPOS_EDICAO = ['cep', 'lograd', 'numero', 'complemento', 'bairro', 'cidade', 'uf', 'telefone'] as const;
export type CampoEdicao = (typeof CAMPOS_EDICAO)[number];
/** The free texts' limits, the contract's (said under each field before they are reached). */
export const LIMITES_EDICAO = LIMITES_ENDERECO;
export type CamposEdicao = Record<CampoEdicao, string>;
export type ProblemasEdicao = Partial<Record<CampoEdicao | 'email', string>>;

type Dados = Associado['dadosCadastrais'];

/** The form as the member's data fill it: CEP and phone in digits (the masks show them). */
export const camposDe = (d: Dados): CamposEdicao => ({
  cep: somenteDigitos(d.cep), lograd: d.lograd, numero: d.numero, complemento: d.complemento ?? '', bairro: d.bairro,
  cidade: d.cidade, uf: d.uf, telefone: somenteDigitos(`${d.ddd}${d.telefone}`),
});

/** §7 AtualizarCadastroAssociado's body: the e-mail sent as read, endereco joined from the fields, origem null. */
export const corpoDaAtualizacao = (codSocio: string, campos: CamposEdicao, email: string): AtualizacaoCadastro => ({
  codSocio, ...campos, uf: campos.uf.trim().toUpperCase(), email, endereco: enderecoJunto({ ...campos, uf: campos.uf.trim().toUpperCase() }), origem: null,
});

/** Each field's first problem, the contract's own messages. */
export const problemasDaEdicao = (codSocio: string, campos: CamposEdicao, email: string) =>
  problemasDoEsquema<ProblemasEdicao>(AtualizacaoCadastro, corpoDaAtualizacao(codSocio, campos, email));

/** 409: an update request is already open (§2): the banner. */
const updateAlreadyOpen = ({ event }: { event: AnyEventObject }) => 'error' in event && failedWith(event.error, 'rejected')
  && (event.error as { status?: number | null }).status === 409;

export interface EditarContext {
  codSocio: string;
  dados: Dados | null;
  /** §2: an update request is open: the banner, and Salvar disabled. */
  chamadoAtualizacao: boolean;
  /** Issue 27: the latest update request refused by staff (when, why): the notice above the form. */
  ultimaRecusa: Associado['ultimaRecusa'];
  campos: CamposEdicao;
  problemas: ProblemasEdicao;
  enviado: boolean;
  notice: string | null;
}

type Evento = { type: 'field.change'; campo: CampoEdicao; valor: string } | { type: 'form.submit' } | { type: 'retry' };

const vazios = (): CamposEdicao => Object.fromEntries(CAMPOS_EDICAO.map((c) => [c, ''])) as CamposEdicao;

/**
 * §2 Editar associado: ConsultarAssociado; read-only name, type, legal name, CPF/CNPJ and state registration; editable
 * address and phone; read-only e-mail. Salvar ('Aguarde' while it goes; disabled while an update request is open) sends
 * AtualizarCadastroAssociado: 'Solicitação de atualização de dados com sucesso.' (4 s) and the data read again (the
 * banner then shows); 409: the banner.
 */
export const editarMachine = setup({
  types: {
    context: {} as EditarContext,
    input: {} as { codSocio: string },
    events: {} as Evento,
  },
  actors: {
    loadMember: fromPromise<Associado, { codSocio: string }>(({ input }) => consultarAssociado(input.codSocio)),
    saveUpdate: fromPromise<string, AtualizacaoCadastro>(({ input }) => atualizarCadastro(input)),
  },
  guards: {
    ...guardasDeFalha,
    updateAlreadyOpen,
    updateOpen: ({ context }) => context.chamadoAtualizacao,
    formOk: ({ context }) => Object.keys(problemasDaEdicao(context.codSocio, context.campos, context.dados?.email ?? '')).length === 0,
  },
  actions: {
    ...acoesDaTelaDoFormulario,
    keepServerMessage: assign({ notice: textoDaFalha(textosKit.falhaDeRede) }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'editarAssociado',
  context: ({ input }) => ({ codSocio: input.codSocio, dados: null, chamadoAtualizacao: false, ultimaRecusa: null, campos: vazios(), problemas: {}, enviado: false, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'a consulta dos dados do associado',
      invoke: {
        id: 'loadMember', src: 'loadMember', input: ({ context }) => ({ codSocio: context.codSocio }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            dados: event.output.dadosCadastrais, chamadoAtualizacao: event.output.chamadoAtualizacao, ultimaRecusa: event.output.ultimaRecusa,
            campos: camposDe(event.output.dadosCadastrais), problemas: {}, enviado: false,
          })),
          description: 'o servidor entrega os dados (e se há uma solicitação em aberto)',
        },
        onError: recusaOuFalhaDoMembro,
      },
    },
    loadFailed: loadFailed({ descricao: 'a falha ao carregar os dados, com Tentar novamente' }),
    refused: membroRecusado,
    editing: {
      description: 'o formulário de edição (com o aviso quando há uma solicitação em aberto)',
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const campos = { ...context.campos, [event.campo]: event.valor };
            return camposDigitados(context, campos, (c) => problemasDaEdicao(context.codSocio, c, context.dados?.email ?? ''));
          }),
          description: 'altera um campo',
        },
        'form.submit': [
          { guard: and([not('updateOpen'), 'formOk']), target: 'saving', actions: assign({ problemas: {}, notice: null }), description: 'clica em Salvar com tudo certo' },
          {
            guard: not('updateOpen'),
            actions: [assign(({ context }) => envioComProblemas(context, (c) => problemasDaEdicao(context.codSocio, c, context.dados?.email ?? ''))), 'showProblems'],
            description: 'clica em Salvar com campos a corrigir',
          },
        ],
      },
    },
    saving: {
      description: "a solicitação em andamento (Salvar diz 'Aguarde')",
      invoke: {
        id: 'saveUpdate', src: 'saveUpdate', input: ({ context }) => corpoDaAtualizacao(context.codSocio, context.campos, context.dados?.email ?? ''),
        onDone: {
          target: 'loading', actions: [assign({ notice: mensagensConsultor.atualizacaoSolicitada }), 'celebrate'],
          description: "o servidor abre a solicitação: 'Solicitação de atualização de dados com sucesso.' e os dados de novo",
        },
        onError: [
          { guard: 'sessionLost', target: 'sessionLost', description: 'o servidor responde 401 (sessão expirada)' },
          { guard: 'updateAlreadyOpen', target: 'editing', actions: assign({ chamadoAtualizacao: true }), description: 'o servidor diz que já há uma solicitação em aberto (409): o aviso' },
          { target: 'editing', actions: ['keepServerMessage', 'fail'], description: 'o servidor recusa ou não responde: aviso' },
        ],
      },
    },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)' },
  },
});
