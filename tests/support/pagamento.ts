import { problemasDoCartao, type Carrinho } from '../../src/machines/comum/pagamento';
import type { Modelo, Recusa } from './modelos';

/**
 * What every product's payment-kit model (tests/<produto>/pagamento.model.ts) says alike about the card form:
 * today, the test card typed, its fields in words, what is still missing, and the refusal of an incomplete card.
 */

/** São Paulo's today the view gives the machine (a card through 12/30 is good, 01/20 expired). */
export const HOJE = '2026-11-25';

/** The sandbox's approved Visa (README), as the user types it (digits only: the masks show the rest). */
export const cartaoDeTeste = (nome: string) => ({ nome, numero: '4111111111111111', validade: '1230', cvc: '123' });

type Snap = Parameters<Modelo['key']>[0];
/** The card fields still with a problem, in form order (what decides whether Pagar sends). */
export const faltam = (s: Snap) => Object.keys(problemasDoCartao(s.context.cartao, s.context.hoje));

const CAMPO = { nome: 'o nome', numero: 'o número', validade: 'a validade', cvc: 'o código de segurança' } as const;
type Campo = keyof typeof CAMPO;

/** The card typed field by field, then a number that fails Luhn and an expired date. */
export const eventosDoCartao = (cartao: ReturnType<typeof cartaoDeTeste>) => [
  ...(['nome', 'numero', 'validade', 'cvc'] as const).map((campo) => ({ type: 'card.change' as const, campo, valor: cartao[campo] })),
  { type: 'card.change' as const, campo: 'numero' as const, valor: '4111111111111112' }, // fails Luhn
  { type: 'card.change' as const, campo: 'validade' as const, valor: '0120' }, // expired
];

/** A `card.change` in words: the field, with the number's last four or the date. */
export const digitaNoCartao = (e: { campo: Campo; valor: string }) => `digita ${CAMPO[e.campo]} do cartão`
  + `${e.campo === 'numero' ? ` final ${e.valor.slice(-4)}` : e.campo === 'validade' ? ` ${e.valor.slice(0, 2)}/${e.valor.slice(2)}` : ''}`;

/** On the card form: what is missing, or that the card is filled in. */
export const situacaoDoCartao = (s: Snap) =>
  s.matches('cardForm') && (faltam(s).length ? `falta ${faltam(s).map((f) => CAMPO[f as Campo]).join(', ')}` : 'cartão preenchido');

/** Pagar with the card incomplete or invalid sends nothing. */
export const cartaoIncompleto: Recusa = {
  estado: 'cardForm', quando: (s) => faltam(s).length > 0, evento: { type: 'pay' },
  porque: 'Pagar com o cartão incompleto ou inválido: nada é enviado, cada problema aparece no seu campo',
};

/**
 * A model's events as a naoAssociado's server answers them (issue 20): every cart it loads permits no monthly slip, and
 * choosing it is left to the model's refusals (neither offered nor accepted).
 */
export function paraNaoAssociado<E extends { type: string }>(eventos: readonly E[]): E[] {
  return eventos
    .filter((e) => !(e.type === 'method.select' && (e as { metodo?: string }).metodo === 'mensalidade'))
    .map((e) => {
      const carrinho = e.type === 'xstate.done.actor.loadCart' ? (e as { output?: Carrinho | null }).output : null;
      return carrinho ? { ...e, output: { ...carrinho, permitidos: carrinho.permitidos.filter((m) => m !== 'mensalidade') } } : e;
    });
}
