import { assign, fromPromise, setup, type AnyEventObject } from 'xstate';
import type { MembroCarteira } from '../../contracts/cdl-consultor.contract';
import { destinoDaAcao, INTERVALO_ENVIAR_LOGIN_S, LINHAS_CARTEIRA, linhaDaCarteira, mensagensConsultor, type DestinoDaAcao } from '../../domain/cdl-consultor/carteira';
import { textosKit } from '../../domain/comum/textos';
import { consultarCarteira, enviarLogin, reenviarConvite, type RespostasEnviarLogin } from '../../services/cdl-consultor/consultor.service';
import { guardasDeFalha } from '../comum/falhas';
import { criarListaMachine, type ItemLista } from '../comum/lista';
import { detalheDe, failedWith, messageOf } from '../../services/comum/api';

/** One carteira row as the table draws it (§2 columns, §4 row display): everything decided here, the view only draws it. */
export interface LinhaCarteira {
  membroId: number;
  codSocio: string | null;
  /** Código do Sócio ('-' before registration). */
  codigo: string;
  /** Nome do Sócio, or the e-mail when there is no name yet. */
  nome: string;
  email: string;
  /** CPF or CNPJ masked, '-' without one. */
  documento: string;
  etapa: MembroCarteira['etapa'];
  color: MembroCarteira['color'];
  /** Beside the etapa (issue 27): 'em análise', 'documentos recusados', or null. */
  detalhe: MembroCarteira['detalhe'];
  action: string;
  router: MembroCarteira['router'];
  /** Where the action leads, and whom it selects first. */
  destino: DestinoDaAcao;
  podeEnviarLogin: boolean;
  /** decided (issue 26): a row waiting for the Termo de Uso offers 'Reenviar convite' where Enviar Login would be. */
  podeReenviarConvite: boolean;
}

/** §4: how the server's member reads as a row. */
export function linhaDoMembro(m: MembroCarteira): LinhaCarteira {
  const linha = linhaDaCarteira(m);
  return {
    membroId: m.membroId, codSocio: m.codSocio, codigo: linha.codigo, nome: linha.nome, email: m.email, documento: linha.documento,
    etapa: m.etapa, color: m.color, detalhe: m.detalhe, action: m.action, router: m.router, podeEnviarLogin: linha.podeEnviarLogin,
    podeReenviarConvite: !m.aceiteTermoUso && !m.codSocio,
    destino: destinoDaAcao({ router: m.router, membroId: m.membroId, codSocio: m.codSocio, nome: linha.nome }),
  };
}

/** A row for the list kit: its table reads `dados`. */
export const itemDaCarteira = (m: MembroCarteira): ItemLista => {
  const linha = linhaDoMembro(m);
  return { id: String(m.membroId), titulo: linha.nome, detalhes: [linha.codigo, linha.documento], status: m.etapa, dados: linha };
};

/** The empty text: none in the carteira, or none for the filter typed (§2). */
export const carteiraVazia = (filtro: string) => (filtro.trim() ? mensagensConsultor.nenhumEncontrado : mensagensConsultor.carteiraVazia);

/**
 * §2 Minha carteira ('Lista de Associados'): the list kit over ConsultarCarteira, 10 a page (10, 20, 50), the global
 * filter 'Filtrar' read by the server (page 1 of each new filter); no removal.
 */
/** Where the carteira opens: the address's page, size and filter (ListaPaginada's `noEndereco`). */
export interface PosicaoDaCarteira { pagina: number; linhas?: number | undefined; filtro: string }

export const carteiraMachine = criarListaMachine<PosicaoDaCarteira | null, string>({
  id: 'carteira',
  linhasPorPagina: LINHAS_CARTEIRA,
  // issue 27: page, size and filter come back from the address (a reload, Back); none: page 1 of 10, no filter
  filtroInicial: (input) => input?.filtro ?? '',
  posicaoInicial: (input) => input,
  carregar: async (_, pagina, linhas, filtro) => {
    const r = await consultarCarteira(pagina, linhas, filtro);
    return { itens: r.associados.map(itemDaCarteira), totalLinhas: r.totalLinhas };
  },
  falhaDeRede: textosKit.falhaDeRede,
});

/** The waits with member `codSocio`'s until `segundos` from now (the one being sent, context.codSocio). */
const esperarAte = (context: { codSocio: string | null; esperas: Record<string, number> }, segundos: number) =>
  context.codSocio ? { ...context.esperas, [context.codSocio]: Date.now() + segundos * 1000 } : context.esperas;

/** Until when (epoch ms) member `codSocio`'s 'Enviar Login' waits at `agora`, or null: the guard's and the button's one rule. */
export const esperaDe = (esperas: Record<string, number>, codSocio: string | null, agora: number): number | null => {
  const ate = codSocio === null ? undefined : esperas[codSocio];
  return ate !== undefined && ate > agora ? ate : null;
};

/** A refusal whose sentence is the server's to say (429: too soon again or the day's limit; 404: not in the carteira; 409: accepted meanwhile); any other failure is §8's. */
export const refusalToSay = ({ event }: { event: AnyEventObject }) => 'error' in event && failedWith(event.error, 'rejected')
  && [404, 409, 429].includes((event.error as { status?: number | null }).status ?? 0);

/**
 * The e-mails of a carteira row, one at a time: 'Enviar Login' of a registered member (§7
 * EnviarEmailCredenciaisAssociado; failure §8's 'Erro ao enviar o login do associado, tente novamente.') and, decided
 * (issue 26), 'Reenviar convite' of a row waiting for the Termo de Uso (a new link, the old one ended; failure 'Erro
 * ao reenviar o convite, tente novamente.'). Success is a toast with the server's mensagem (6 s, §9); a 429, 404 or
 * 409 says the server's sentence.
 */
export const enviarLoginMachine = setup({
  types: {
    context: {} as {
      codSocio: string | null; membroId: number | null; notice: string | null;
      /**
       * decided (issue 27): per member code, until when (epoch ms) 'Enviar Login' waits: 5 minutes after a send, or
       * the seconds a 429 carries (another tab, another consultant's send). The button stays disabled until then.
       */
      esperas: Record<string, number>;
    },
    events: {} as { type: 'login.send'; codSocio: string } | { type: 'convite.resend'; membroId: number },
  },
  actors: {
    sendLogin: fromPromise<string, { codSocio: string }>(({ input }) => enviarLogin(input.codSocio)),
    resendInvite: fromPromise<string, { membroId: number }>(({ input }) => reenviarConvite(input.membroId)),
  },
  guards: {
    ...guardasDeFalha, refusalToSay,
    /** The member's 'Enviar Login' is not waiting (its button is enabled). */
    notWaiting: ({ context, event }) => event.type !== 'login.send' || esperaDe(context.esperas, event.codSocio, Date.now()) === null,
  },
  actions: {
    /** Provided by the view: toasts with context.notice. */
    celebrate: () => {},
    fail: () => {},
    /** The member's login just went: the next one in 5 minutes. */
    waitAfterSend: assign({ esperas: ({ context }) => esperarAte(context, INTERVALO_ENVIAR_LOGIN_S) }),
    /** A 429: the seconds the server says are left (its body's `segundos`, never its sentence). */
    waitAsTold: assign({ esperas: ({ context, event }) => {
      const segundos = 'error' in event ? detalheDe<RespostasEnviarLogin, 429>(event.error, 429)?.segundos : undefined;
      return typeof segundos === 'number' ? esperarAte(context, segundos) : context.esperas;
    } }),
  },
}).createMachine({
  id: 'enviarLogin',
  context: { codSocio: null, membroId: null, notice: null, esperas: {} },
  initial: 'idle',
  states: {
    idle: {
      description: 'a carteira, com Enviar Login em cada associado cadastrado e Reenviar convite em cada convite aguardando',
      on: {
        'login.send': {
          guard: 'notWaiting', target: 'sending', actions: assign({ codSocio: ({ event }) => event.codSocio, notice: null }),
          description: 'clica em Enviar Login (habilitado: o associado não está na espera de 5 minutos)',
        },
        'convite.resend': { target: 'resending', actions: assign({ membroId: ({ event }) => event.membroId, notice: null }), description: 'clica em Reenviar convite' },
      },
    },
    sending: {
      description: 'o envio do login em andamento (os botões da carteira desabilitados)',
      invoke: {
        id: 'sendLogin', src: 'sendLogin', input: ({ context }) => ({ codSocio: context.codSocio! }),
        onDone: {
          target: 'idle', actions: ['waitAfterSend', assign({ notice: ({ event }) => event.output, codSocio: null }), 'celebrate'],
          description: 'o servidor envia o e-mail: a mensagem dele como aviso (6 s); o botão espera 5 minutos',
        },
        onError: [
          { guard: 'sessionLost', target: 'sessionLost', description: 'o servidor responde 401 (sessão expirada)' },
          {
            guard: 'refusalToSay', target: 'idle',
            actions: ['waitAsTold', assign({ notice: ({ event }) => messageOf(event.error, mensagensConsultor.erroEnviarLogin), codSocio: null }), 'fail'],
            description: 'o servidor recusa (429: quanto falta, e o botão espera até lá; 404): a frase dele',
          },
          { target: 'idle', actions: [assign({ notice: mensagensConsultor.erroEnviarLogin, codSocio: null }), 'fail'], description: "a falha: 'Erro ao enviar o login do associado, tente novamente.'" },
        ],
      },
    },
    resending: {
      description: 'o reenvio do convite em andamento (os botões da carteira desabilitados)',
      invoke: {
        id: 'resendInvite', src: 'resendInvite', input: ({ context }) => ({ membroId: context.membroId! }),
        onDone: {
          target: 'idle', actions: [assign({ notice: ({ event }) => event.output, membroId: null }), 'celebrate'],
          description: 'o servidor envia o novo convite: a mensagem dele como aviso (6 s)',
        },
        onError: [
          { guard: 'sessionLost', target: 'sessionLost', description: 'o servidor responde 401 (sessão expirada)' },
          { guard: 'refusalToSay', target: 'idle', actions: [assign({ notice: ({ event }) => messageOf(event.error, mensagensConsultor.erroReenviarConvite), membroId: null }), 'fail'], description: 'o servidor recusa (429, 404 ou 409): a frase dele' },
          { target: 'idle', actions: [assign({ notice: mensagensConsultor.erroReenviarConvite, membroId: null }), 'fail'], description: "a falha: 'Erro ao reenviar o convite, tente novamente.'" },
        ],
      },
    },
    sessionLost: { type: 'final', description: 'o login (sessão perdida)' },
  },
});
