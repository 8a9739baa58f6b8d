import type { SimulacaoReserva } from '../../contracts/cdl-varejo-inteligente.contract';
import type { StatusReserva } from '../../domain/cdl-varejo-inteligente/reservas';
import { textosVarejo } from '../../domain/cdl-varejo-inteligente/textos-cliente';
import { aceitarTermo, simularReserva, type TermoDaReserva } from '../../services/cdl-varejo-inteligente/varejo.service';
import { criarTermoMachine } from '../comum/termo';

/**
 * Where each accepted reservation stands, as AceitarTermoVarejoInteligente answered (boletoMensal: Meus espaços after
 * 2 s; aguardandoPagamento: the payment screen). The term kit's acceptance answers only a text; the screen reads the
 * status here by the event id of the term it showed.
 */
const aceites = new Map<number, StatusReserva>();
export const statusAceito = (eventoId: number): StatusReserva | undefined => aceites.get(eventoId);

/**
 * The reservation's term (§2 "Term screen (PDF, checkbox) then payment", §4 "term (simulates the reservation,
 * returns PDF and event id); accept"): the term kit with SimularReserva as its load (the hold, 15 minutes, and its
 * PDF) and AceitarTermoVarejoInteligente as its acceptance. A 400 or a 409 (chairs or time taken meanwhile) on the
 * simulation warns with the server's text and leaves (leftToPanel: the view goes back to where the reservation was
 * made). Leaving without accepting cancels the hold: the view's (VOLTAR, unmount, pagehide).
 */
export const varejoTermoMachine = criarTermoMachine<SimulacaoReserva, TermoDaReserva>({
  id: 'varejoTermo',
  carregar: (pedido) => simularReserva(pedido),
  aceitar: async ({ dtVersao, termo }) => {
    const r = await aceitarTermo(dtVersao, termo.reserva.eventoId);
    aceites.set(r.eventoId, r.status);
    return r.mensagem;
  },
  mensagens: {
    falhaDeRede: textosVarejo.falhaDeRede,
    marqueOAceite: textosVarejo.marqueOAceite,
    erroAoAceitar: textosVarejo.erroAoAceitar,
  },
});
