import type { Reserva } from '../../contracts/cdl-varejo-inteligente.contract';
import { formatBRL } from '../../domain/comum/dinheiro';
import { periodoDaReserva, textosVarejo } from '../../domain/cdl-varejo-inteligente/textos-cliente';
import { METODOS_VAREJO } from '../../domain/cdl-varejo-inteligente/reservas';
import { consultarReserva, pagarCredito, pagarMensalidade, registrarBoleto } from '../../services/cdl-varejo-inteligente/varejo.service';
import { criarPagamentoMachine, type Carrinho, type PedidoPagamento, type RespostaPagamento } from '../comum/pagamento';

/** What the payment screen names: the reservation of the route (pagamento/:eventoId). */
export interface EntradaVarejo { eventoId: number }

export { METODOS_VAREJO };

/**
 * The cart of a reservation (ConsultarReserva): space, period, the lines of its price and the amount to pay; null
 * when this screen has nothing to pay (not awaiting payment: held, on the slip, paid, cancelled, expired, or a boleto
 * already issued).
 */
export function carrinhoDaReserva(r: Reserva): Carrinho | null {
  if (r.status !== 'aguardandoPagamento' || r.urlBoleto) return null;
  return {
    linhas: [
      { rotulo: textosVarejo.espaco, valor: r.espaco },
      { rotulo: textosVarejo.periodo, valor: periodoDaReserva(r) },
      ...(r.estacoes.length ? [{ rotulo: textosVarejo.estacoes, valor: r.estacoes.map((e) => e.posicao).join(', ') }] : []),
      ...r.preco.linhas.map((l) => ({ rotulo: l.descricao, valor: formatBRL(l.valor) })),
      { rotulo: 'Valor total', valor: formatBRL(r.preco.total) },
    ],
    valor: r.valorAPagar,
    // the server's, for the reservation's associate (no Mensalidade for a naoAssociado); a boleto the bank would confirm
    // only after the reservation starts is not offered (the screen says why)
    permitidos: r.metodosPermitidos,
    indisponiveis: r.metodosIndisponiveis,
  };
}

function pagar(p: PedidoPagamento<EntradaVarejo>): Promise<RespostaPagamento> {
  const { eventoId } = p.entrada;
  switch (p.metodo) {
    case 'credito':
    case 'debito': return pagarCredito({ eventoId, idempotencyKey: p.idempotencyKey, ...p.cartao });
    case 'boleto': return registrarBoleto(eventoId, { idempotencyKey: p.idempotencyKey });
    case 'mensalidade': return pagarMensalidade(eventoId, { idempotencyKey: p.idempotencyKey });
  }
}

/**
 * /produto/cdl-varejo-inteligente/pagamento/:eventoId (§2 "then pagamentoVarejo"; §4 retail payment methods): the
 * payment kit for one reservation of the caller's that awaits payment; any other id (not theirs: 404, or nothing to
 * pay) leaves for Meus espaços. After a payment, Meus espaços 2 s later (§9).
 */
export const varejoPagamentoMachine = criarPagamentoMachine<EntradaVarejo>({
  id: 'varejoPagamento',
  metodos: METODOS_VAREJO,
  carregar: async ({ eventoId }) => (eventoId ? carrinhoDaReserva(await consultarReserva(eventoId)) : null),
  pagar,
  mensagens: {
    falhaDeRede: textosVarejo.falhaDeRede,
    pago: textosVarejo.pago,
    mensalidadeRegistrada: textosVarejo.mensalidadeRegistrada,
    boletoGerado: textosVarejo.boletoGerado,
  },
});
