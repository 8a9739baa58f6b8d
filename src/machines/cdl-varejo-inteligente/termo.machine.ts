import type { SimulacaoReserva } from '../../contracts/cdl-varejo-inteligente.contract';
import { textosVarejo } from '../../domain/cdl-varejo-inteligente/textos-cliente';
import { aceitarTermo, liberarReserva, simularReserva, type Aceite, type TermoDaReserva } from '../../services/cdl-varejo-inteligente/varejo.service';
import { criarTermoMachine } from '../comum/termo';

/**
 * The reservation's term (§2 "Term screen (PDF, checkbox) then payment", §4 "term (simulates the reservation,
 * returns PDF and event id); accept"): the term kit with SimularReserva as its load (the hold, 15 minutes, and its
 * PDF) and AceitarTermoVarejoInteligente as its acceptance. A 400 or a 409 (chairs or time taken meanwhile) on the
 * simulation warns with the server's text and leaves (leftToPanel: the view goes back to where the reservation was
 * made). Leaving without accepting cancels the hold: the machine's `liberar` (VOLTAR, `leave`, a refused acceptance).
 */
export const varejoTermoMachine = criarTermoMachine<SimulacaoReserva, TermoDaReserva, Aceite>({
  id: 'varejoTermo',
  carregar: (pedido) => simularReserva(pedido),
  // the answer (its status: boletoMensal → Meus espaços after 2 s; aguardandoPagamento → the payment screen) is the kit's `resposta`
  aceitar: ({ dtVersao, termo }) => aceitarTermo(dtVersao, termo.reserva.eventoId),
  // §4 "Leaving the term screen cancels the simulated reservation": VOLTAR, another route, the tab closing
  liberar: (termo) => liberarReserva(termo.reserva.agendaId, termo.reserva.eventoId),
  mensagens: {
    falhaDeRede: textosVarejo.falhaDeRede,
    marqueOAceite: textosVarejo.marqueOAceite,
    erroAoAceitar: textosVarejo.erroAoAceitar,
  },
});
