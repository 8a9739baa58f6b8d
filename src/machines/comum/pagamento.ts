/**
 * The payment kit (issue 11): the payment screen every product shares (reconciliation now; the club's card,
 * retail's Boleto, Cartao, Mensalidade later). A factory like criarTermoMachine: the product gives its methods,
 * its calls and its texts; the machine is the screen's flow.
 *
 *   loading ──► choosing ◄──────────────► cardForm          (loading, loadFailed, leftUnpayable, leftRefused:
 *     │            │ pay (boleto, slip)      │ pay (card ok)    only with `carregar`)
 *     ▼            └──────────► paying ◄─────┘
 *   leftUnpayable / leftRefused  │  ├─► paid (final: the product goes on after 2 s, §9)
 *                                │  ├─► boletoGenerated (final: 'Abrir boleto', opened in a new window; only with boleto)
 *                                │  ├─► backToForm (declined card: §8 text; refused: server mensagem) ─► cardForm | choosing
 *                                │  └─► noAnswer ── retry (same key) ─► paying; edit ─► backToForm
 *                                └──► sessionLost (401)
 *
 * Idempotency: one key (crypto.randomUUID) per attempt, made when Pagar leaves the form; a retry after no answer
 * sends the same attempt again (same key: never charged twice); a new Pagar after any answer is a new attempt
 * (new key: the server answers a key's decline again under it). A second Pagar while paying is refused.
 * Card data lives in `cartao` only while the screen is open: no product saves a draft of this machine (the
 * drafts kit refuses any key named like a card field, `cartao` included), and it is cleared when another method
 * is chosen. Card checks (Luhn, brand, expiry against São Paulo's `hoje`, CVC length) run here, before anything is
 * sent: the form shows each problem under its field and nothing leaves while one remains.
 * The server's cart says which methods this item may be paid with, for the associate it is for (issue 20: `permitidos`,
 * computed on the server from the associate's row: no monthly slip for a naoAssociado), and those it rules out with the
 * sentence the view prints (`indisponiveis`: a boleto the bank would confirm only after the event). The screen offers
 * exactly the product's methods the cart permits; when one card is all that is left it opens on its form, when none is
 * left there is nothing to pay here. Who is logged in plays no part (a consultant may pay for a member, later).
 * The structure follows the product's methods: without card methods there is no cardForm, without boleto no
 * boletoGenerated, without a second method of a kind no switch between them, so every state and transition of
 * each product's instance is reachable (its graph model covers all).
 * Toasts (`warn`, `celebrate`), the new window (`openBoleto`) and focus (`showProblems`) are the view's
 * (views/comum/Pagamento.tsx `comAvisosDePagamento`).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  bandeiraDo, cartaoExpirado, digitosCvc, luhnValido, mensagensCartao, mensagensPagamento, type MetodoIndisponivel, type MetodoPagamento,
} from '../../domain/comum/pagamentos';
import { aoFalhar, falhouCarga, guardasDeFalha, loadFailed, textoDaFalha } from './falhas';

export type MetodoCartao = 'credito' | 'debito';
/** Whether a method takes a card (the form). */
export const ehCartao = (m: MetodoPagamento | null | undefined): m is MetodoCartao => m === 'credito' || m === 'debito';

/** The card as typed: number, expiry (MMAA) and code as digits (the masks show the rest), the printed name. */
export interface DadosCartao { nome: string; numero: string; validade: string; cvc: string }
export type CampoCartao = keyof DadosCartao;
export type ProblemasCartao = Partial<Record<CampoCartao, string>>;
/** What the form shows under its fields and in its error summary: the card's problems, or no method chosen. */
export type ProblemasPagamento = ProblemasCartao & { metodo?: string };
export const CAMPOS_CARTAO: readonly CampoCartao[] = ['nome', 'numero', 'validade', 'cvc'];
const CARTAO_VAZIO: DadosCartao = { nome: '', numero: '', validade: '', cvc: '' };
// the contract's bounds: a pasted text never makes a field longer than what may be sent
const LIMITES: Record<CampoCartao, number> = { nome: 60, numero: 19, validade: 4, cvc: 4 };

/** MMAA → MM/AA, as the payment contracts take it. */
const comBarra = (validade: string) => `${validade.slice(0, 2)}/${validade.slice(2)}`;

/** The card's problems on São Paulo's day `hoje` (yyyy-mm-dd), field by field; {} when it may be sent. */
export function problemasDoCartao(cartao: DadosCartao, hoje: string): ProblemasCartao {
  const p: ProblemasCartao = {};
  if (!cartao.nome.trim()) p.nome = mensagensCartao.informeNome;
  const bandeira = bandeiraDo(cartao.numero);
  if (!cartao.numero) p.numero = mensagensCartao.informeNumero;
  else if (!luhnValido(cartao.numero)) p.numero = mensagensCartao.numeroInvalido;
  else if (!bandeira) p.numero = mensagensCartao.bandeiraNaoAceita;
  if (!cartao.validade) p.validade = mensagensCartao.informeValidade;
  else if (!/^(0[1-9]|1[0-2])\d{2}$/.test(cartao.validade)) p.validade = mensagensCartao.validadeInvalida;
  else if (cartaoExpirado(comBarra(cartao.validade), hoje)) p.validade = mensagensCartao.cartaoVencido;
  const digitos = bandeira ? digitosCvc(bandeira) : null;
  if (!cartao.cvc) p.cvc = mensagensCartao.informeCvc;
  else if (digitos ? cartao.cvc.length !== digitos : !/^\d{3,4}$/.test(cartao.cvc)) p.cvc = mensagensCartao.cvcInvalido(digitos ?? 3);
  return p;
}
const semProblemas = (p: ProblemasCartao) => Object.keys(p).length === 0;

/** One line of the cart ('Informações do Plano'): a label and its value, as the product words them. */
export interface LinhaCarrinho { rotulo: string; valor: string }
export type { MetodoIndisponivel };
/**
 * What is being paid: the cart's lines, the amount due (centavos), the methods the server permits for it (its
 * metodosPermitidos) and those it rules out, with why (its metodosIndisponiveis).
 */
export interface Carrinho {
  linhas: LinhaCarrinho[]; valor: number; permitidos: readonly MetodoPagamento[]; indisponiveis?: readonly MetodoIndisponivel[];
}

/** The card as the payment contracts take it (§7 nomeCartao, numeroCartao, dataExpiracaoCartao, codigoValidacaoCartao). */
export interface CartaoParaEnvio { nomeCartao: string; numeroCartao: string; dataExpiracaoCartao: string; codigoValidacaoCartao: string }

/** One attempt, as the product's `pagar` sends it: its entrada (what names the item), the method and the key. */
export type PedidoPagamento<E> = { entrada: E; idempotencyKey: string } & (
  | { metodo: MetodoCartao; cartao: CartaoParaEnvio }
  | { metodo: 'boleto' | 'mensalidade' }
);
/**
 * A payment call's 200 (§7 sucesso; urlBoleto for a boleto, with its linha digitável and due date yyyy-mm-dd; sucesso
 * false is a declined card, §8).
 */
export interface RespostaPagamento {
  sucesso: boolean; urlBoleto?: string | null; mensagem?: string; linhaDigitavel?: string | null; vencimento?: string | null;
}

/** The machine's input: what its calls name, São Paulo's today and, without `carregar`, the cart. */
export interface EntradaPagamento<E> {
  entrada: E;
  /** São Paulo's yyyy-mm-dd, read by the view (a machine never reads the clock): the card's expiry is checked against it. */
  hoje: string;
  carrinho?: Carrinho | null;
}

/** The texts the machine keeps for its screen: defaults in domain/comum/pagamentos.ts, the outcomes the product's. */
export interface MensagensPagamento {
  /** No answer while loading (network, 5xx); also the fallback of a refusal without mensagem. */
  falhaDeRede: string;
  /** Card approved (a toast; the product goes on after 2 s). */
  pago: string;
  /** Amount posted to the monthly slip (a toast; the product goes on after 2 s). Products without it leave it ''. */
  mensalidadeRegistrada: string;
  /** Boleto generated (a toast; the screen keeps 'Abrir boleto'). Products without it leave it ''. */
  boletoGerado: string;
}

export type PagamentoEvento =
  | { type: 'method.select'; metodo: MetodoPagamento }
  | { type: 'card.change'; campo: CampoCartao; valor: string }
  | { type: 'pay' } | { type: 'retry' } | { type: 'edit' };

export interface ContextoPagamento<E> {
  entrada: E;
  hoje: string;
  /** The methods offered, in the product's order: the product's the cart permits (`oferecidos`). */
  metodos: MetodoPagamento[];
  carrinho: Carrinho | null;
  metodo: MetodoPagamento | null;
  /** Never saved anywhere: the screen's memory only (see the header). */
  cartao: DadosCartao;
  /** The problems shown (after a Pagar that found them; a field the user edits drops its own). */
  problemas: ProblemasPagamento;
  /** The current attempt's idempotency key ('' before the first Pagar). */
  idempotencyKey: string;
  urlBoleto: string | null;
  /** The boleto generated: its 47 digits to copy and its due date (yyyy-mm-dd), shown beside 'Abrir boleto'. */
  linhaDigitavel: string | null;
  vencimento: string | null;
  notice: string | null;
}

/** What a product gives the kit. */
export interface ConfigPagamento<E> {
  /** The machine's id: the product's flow name (`conciliadorPagamento`). */
  id: string;
  /** The methods the product takes, in the order the screen lists them (§9). */
  metodos: readonly MetodoPagamento[];
  /** Reads what is to be paid; null when there is nothing to pay here (the screen leaves). Without it, the input's cart. */
  carregar?: (entrada: E) => Promise<Carrinho | null>;
  /** Sends one attempt to the product's call for its method. */
  pagar: (pedido: PedidoPagamento<E>) => Promise<RespostaPagamento>;
  mensagens: MensagensPagamento;
}

/** The product's methods the server's cart permits (and does not rule out), in the product's order. */
export const oferecidos = (metodos: readonly MetodoPagamento[], carrinho: Carrinho): MetodoPagamento[] =>
  metodos.filter((m) => carrinho.permitidos.includes(m) && !carrinho.indisponiveis?.some((i) => i.metodo === m));

const pedidoDe = <E>(c: ContextoPagamento<E>): PedidoPagamento<E> => {
  const base = { entrada: c.entrada, idempotencyKey: c.idempotencyKey };
  if (ehCartao(c.metodo)) {
    return {
      ...base, metodo: c.metodo,
      cartao: { nomeCartao: c.cartao.nome.trim(), numeroCartao: c.cartao.numero, dataExpiracaoCartao: comBarra(c.cartao.validade), codigoValidacaoCartao: c.cartao.cvc },
    };
  }
  return { ...base, metodo: c.metodo as 'boleto' | 'mensalidade' };
};

/** The payment kit's machine for one product (see the header). */
export function criarPagamentoMachine<E>({ id, metodos, carregar, pagar, mensagens }: ConfigPagamento<E>) {
  const cartoes = metodos.filter((m) => ehCartao(m));
  const outros = metodos.filter((m) => !ehCartao(m));
  const comCartao = cartoes.length > 0;
  const comOutros = outros.length > 0;
  const comBoleto = metodos.includes('boleto');
  // one method, a card (the club): nothing to choose, the screen opens on the card form with it chosen
  const unicoCartao = metodos.length === 1 && comCartao;
  const inicio = unicoCartao ? 'cardForm' : 'choosing';
  type Ctx = ContextoPagamento<E>;
  type Ev = PagamentoEvento;
  /** The method a `method.select` picks, when it is offered (the cart permits it); else null. */
  const escolhido = (context: Ctx, event: Ev): MetodoPagamento | null =>
    (event.type === 'method.select' && context.metodos.includes(event.metodo) ? event.metodo : null);

  const maquina = setup({
    types: {
      context: {} as Ctx,
      events: {} as Ev,
      input: {} as EntradaPagamento<E>,
    },
    // inputs typed `unknown` inside, as in criarTermoMachine: with a generic E, setup cannot tell the actors apart
    actors: {
      loadCart: fromPromise<Carrinho | null, unknown>(({ input }) =>
        (carregar ? carregar(input as E) : Promise.resolve(null))),
      pay: fromPromise<RespostaPagamento, unknown>(({ input }) => pagar(input as PedidoPagamento<E>)),
    },
    guards: {
      ...guardasDeFalha,
      /** A cart with at least one method offered (none permitted, e.g. an associate on the club's card screen: nothing here). */
      somethingToPay: ({ event }) => 'output' in event && event.output !== null && oferecidos(metodos, event.output as Carrinho).length > 0,
      /** The cart leaves a single method, a card (the others ruled out by the server): the card form opens with it. */
      onlyCardLeft: ({ context, event }) => {
        if (!('output' in event) || event.output === null) return false;
        const restam = oferecidos(metodos, event.output as Carrinho);
        return restam.length === 1 && ehCartao(restam[0]);
      },
      cardSelected: ({ context, event }) => ehCartao(escolhido(context, event)),
      otherCardSelected: ({ context, event }) => {
        const m = escolhido(context, event);
        return ehCartao(m) && m !== context.metodo;
      },
      otherSelected: ({ context, event }) => {
        const m = escolhido(context, event);
        return m !== null && !ehCartao(m) && m !== context.metodo;
      },
      methodChosen: ({ context }) => context.metodo !== null,
      cardOk: ({ context }) => semProblemas(problemasDoCartao(context.cartao, context.hoje)),
      cardChosen: ({ context }) => ehCartao(context.metodo),
      boletoIssued: ({ context, event }) => context.metodo === 'boleto' && 'output' in event
        && (event.output as RespostaPagamento).sucesso && !!(event.output as RespostaPagamento).urlBoleto,
      succeeded: ({ context, event }) => context.metodo !== 'boleto' && 'output' in event && (event.output as RespostaPagamento).sucesso,
      cardDeclined: ({ context, event }) => ehCartao(context.metodo) && 'output' in event && !(event.output as RespostaPagamento).sucesso,
    },
    actions: {
      /** Provided by the view: a warning toast with `notice` (§8). */
      warn: () => {},
      /** Provided by the view: a success toast with `notice`. */
      celebrate: () => {},
      /** Provided by the view: opens `urlBoleto` in a new window (§7). */
      openBoleto: () => {},
      /** Provided by the view: focus on the form's problems. */
      showProblems: () => {},
      keepServerMessage: assign({ notice: textoDaFalha(mensagens.falhaDeRede) }),
      clearNotice: assign({ notice: null }),
      chooseMethod: assign(({ context, event }) => {
        if (event.type !== 'method.select') return {};
        const { metodo: _, ...doCartao } = context.problemas;
        // card data does not outlive the card form: another method forgets it
        return ehCartao(event.metodo)
          ? { metodo: event.metodo, problemas: doCartao, notice: null }
          : { metodo: event.metodo, cartao: CARTAO_VAZIO, problemas: {}, notice: null };
      }),
      /** Pagar after an answer (or the first): a new attempt, a new key. */
      newAttempt: assign({ idempotencyKey: () => crypto.randomUUID(), problemas: {}, notice: null }),
      // every assign is named here, typed by the machine's events (falhas.ts: one built in a transition does not fit a done event)
      // the methods the server rules out for this item leave the choice (the view says why)
      keepCart: assign(({ context, event }) => {
        const carrinho = 'output' in event ? event.output as Carrinho : null;
        return { carrinho, metodos: carrinho ? oferecidos(metodos, carrinho) : context.metodos };
      }),
      chooseOnlyMethod: assign({ metodo: ({ context }) => context.metodos[0] ?? null }),
      askForMethod: assign({ problemas: { metodo: mensagensCartao.escolhaMetodo }, notice: null }),
      typeCard: assign(({ context, event }) => {
        if (event.type !== 'card.change') return {};
        const valor = event.campo === 'nome' ? event.valor : event.valor.replace(/\D/g, '');
        const { [event.campo]: _, ...problemas } = context.problemas;
        return { cartao: { ...context.cartao, [event.campo]: valor.slice(0, LIMITES[event.campo]) }, problemas, notice: null };
      }),
      keepCardProblems: assign({ problemas: ({ context }) => problemasDoCartao(context.cartao, context.hoje), notice: null }),
      keepBoleto: assign({
        urlBoleto: ({ event }) => ('output' in event ? (event.output as RespostaPagamento).urlBoleto ?? null : null),
        linhaDigitavel: ({ event }) => ('output' in event ? (event.output as RespostaPagamento).linhaDigitavel ?? null : null),
        vencimento: ({ event }) => ('output' in event ? (event.output as RespostaPagamento).vencimento ?? null : null),
        notice: mensagens.boletoGerado,
      }),
      keepPaid: assign({
        notice: ({ context }) => (context.metodo === 'mensalidade' ? mensagens.mensalidadeRegistrada : mensagens.pago),
        cartao: CARTAO_VAZIO,
      }),
      // §8: a card not successful says the one text, whatever the reason
      keepDecline: assign({ notice: mensagensPagamento.cartaoRecusado }),
      keepPaymentFailure: assign({
        notice: ({ event }) => ('output' in event && (event.output as RespostaPagamento).mensagem) || mensagens.falhaDeRede,
      }),
      keepNoAnswer: assign({ notice: mensagensCartao.semResposta }),
    },
  });

  const paraOFormulario = { target: 'backToForm', actions: ['keepServerMessage', 'warn'] } as const;
  // xstate infers a transition array's element types from the literal: spreading optional branches keeps them readable
  const ramos = <T>(sim: boolean, ...r: T[]): T[] => (sim ? r : []);

  return maquina.createMachine({
    id,
    context: ({ input }) => ({
      entrada: input.entrada, hoje: input.hoje, metodos: input.carrinho ? oferecidos(metodos, input.carrinho) : [], // nothing offered before the cart
      carrinho: input.carrinho ?? null, metodo: unicoCartao ? metodos[0]! : null, cartao: CARTAO_VAZIO, problemas: {}, idempotencyKey: '', urlBoleto: null,
      linhaDigitavel: null, vencimento: null, notice: null,
    }),
    initial: carregar ? 'loading' : inicio,
    // product-neutral words (issue 10): a product's own (its call, where each exit goes) are in its test model
    states: {
      ...(carregar ? {
        loading: {
          description: 'o que pagar carregando',
          invoke: {
            id: 'loadCart', src: 'loadCart', // id === src: test doubles rely on it
            input: ({ context }: { context: Ctx }) => context.entrada,
            onDone: [
              ...ramos(comCartao && !unicoCartao, {
                guard: 'onlyCardLeft', target: 'cardForm', actions: ['keepCart', 'chooseOnlyMethod'],
                description: 'o servidor entrega o que pagar e só o cartão serve (o motivo na tela)',
              } as const),
              {
                guard: 'somethingToPay', target: inicio, actions: 'keepCart', description: 'o servidor entrega o que pagar',
              },
              { target: 'leftUnpayable', description: 'não há nada a pagar aqui' },
            ],
            onError: aoFalhar({ target: 'leftRefused', actions: ['keepServerMessage', 'warn'], description: 'o servidor recusa a consulta' }, falhouCarga),
          },
        },
        loadFailed: loadFailed(),
        leftUnpayable: { type: 'final', description: 'a saída: nada a pagar nesta tela' },
        leftRefused: { type: 'final', description: 'a saída: o servidor recusou a consulta' },
      } as const : {}),
      ...(unicoCartao ? {} : {
        choosing: {
        description: 'a escolha da forma de pagamento',
        on: {
          'method.select': [
            ...ramos(comCartao, { guard: 'cardSelected', target: 'cardForm', actions: 'chooseMethod', description: 'escolhe pagar com cartão' } as const),
            ...ramos(comOutros, { guard: 'otherSelected', actions: 'chooseMethod', description: 'escolhe outra forma de pagamento' } as const),
          ],
          pay: [
            ...ramos(comOutros, { guard: 'methodChosen', target: 'paying', actions: 'newAttempt', description: 'clica em Pagar' } as const),
            { actions: ['askForMethod', 'showProblems'], description: 'clica em Pagar sem escolher a forma de pagamento' },
          ],
        },
        },
      } as const),
      ...(comCartao ? {
        cardForm: {
          description: 'o formulário do cartão',
          on: {
            'card.change': { actions: 'typeCard', description: 'digita um campo do cartão' },
            ...(cartoes.length > 1 || comOutros ? {
              'method.select': [
                ...ramos(cartoes.length > 1, { guard: 'otherCardSelected', actions: 'chooseMethod', description: 'troca crédito por débito ou o contrário' } as const),
                ...ramos(comOutros, { guard: 'otherSelected', target: 'choosing', actions: 'chooseMethod', description: 'escolhe outra forma de pagamento' } as const),
              ],
            } : {}),
            pay: [
              { guard: 'cardOk', target: 'paying', actions: 'newAttempt', description: 'clica em Pagar com o cartão preenchido' },
              { actions: ['keepCardProblems', 'showProblems'], description: 'clica em Pagar com problemas no cartão: nada é enviado' },
            ],
          },
        },
      } as const : {}),
      paying: {
        description: 'o pagamento em andamento',
        // no `pay` here: a second Pagar while the first is on its way is refused
        invoke: {
          id: 'pay', src: 'pay',
          input: ({ context }: { context: Ctx }) => pedidoDe(context),
          onDone: [
            ...ramos(comBoleto, {
              guard: 'boletoIssued', target: 'boletoGenerated', description: 'o servidor gera o boleto',
              actions: ['keepBoleto', 'celebrate', 'openBoleto'],
            } as const),
            {
              guard: 'succeeded', target: 'paid', description: 'o servidor confirma o pagamento',
              actions: ['keepPaid', 'celebrate'],
            },
            ...ramos(comCartao, {
              guard: 'cardDeclined', target: 'cardForm', actions: ['keepDecline', 'warn'], description: 'o servidor recusa o cartão (sucesso false)',
            } as const),
            // not a card and not successful: what the server said, else the fallback
            ...ramos(comOutros, {
              target: 'backToForm', description: 'o servidor não conclui o pagamento',
              actions: ['keepPaymentFailure', 'warn'],
            } as const),
          ],
          onError: aoFalhar(
            { ...paraOFormulario, description: 'o servidor recusa o pagamento' },
            { target: 'noAnswer', actions: 'keepNoAnswer', description: 'o pagamento fica sem resposta' },
          ),
        },
      },
      noAnswer: {
        description: 'o pagamento sem resposta, com Tentar novamente',
        on: {
          retry: { target: 'paying', actions: 'clearNotice', description: 'clica em Tentar novamente (a mesma tentativa, a mesma chave)' },
          edit: { target: 'backToForm', actions: 'clearNotice', description: 'clica em Alterar dados' },
        },
      },
      backToForm: {
        description: 'de volta ao formulário da forma escolhida',
        // with one kind of method only, one way back (a branch no path could take would be a transition never covered)
        always: comCartao && comOutros
          ? [
            { guard: 'cardChosen', target: 'cardForm', description: 'a forma escolhida é cartão' },
            { target: 'choosing', description: 'a forma escolhida não é cartão' },
          ]
          : [{ target: comCartao ? 'cardForm' : 'choosing', description: 'volta ao formulário' }],
      },
      ...(comBoleto ? { boletoGenerated: { type: 'final', description: 'o boleto gerado, com Abrir boleto' } } as const : {}),
      paid: { type: 'final', description: 'o pagamento concluído' },
      sessionLost: { type: 'final', description: 'o login (sessão perdida)' },
    },
  });
}

/**
 * Every state a product's instance may have (flat: the value is one of these). xstate cannot type the value of a
 * machine whose states depend on its config (it reads `{}`), so views read it through `estadoDoPagamento`.
 */
export type EstadoPagamento =
  | 'loading' | 'loadFailed' | 'leftUnpayable' | 'leftRefused'
  | 'choosing' | 'cardForm' | 'paying' | 'noAnswer' | 'backToForm' | 'boletoGenerated' | 'paid' | 'sessionLost';
export const estadoDoPagamento = (s: { value: unknown }): EstadoPagamento => s.value as EstadoPagamento;

export type PagamentoMachine<E = unknown> = ReturnType<typeof criarPagamentoMachine<E>>;
export type PagamentoSnapshot<E = unknown> = SnapshotFrom<PagamentoMachine<E>>;
