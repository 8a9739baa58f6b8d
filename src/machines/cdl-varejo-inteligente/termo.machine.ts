import type { ActorRefFrom } from 'xstate';
import type { SimulacaoReserva } from '../../contracts/cdl-varejo-inteligente.contract';
import { textosVarejo } from '../../domain/cdl-varejo-inteligente/textos-cliente';
import {
  aceitarTermo, liberarReserva, ReservaEmConflito, simularReserva, type Aceite, type TermoDaReserva,
} from '../../services/cdl-varejo-inteligente/varejo.service';
import type { FimDoTermo } from '../comum/termo';
import { criarTermoMachine } from '../comum/termo';

/**
 * The reservation's term (§2 "Term screen (PDF, checkbox) then payment", §4 "term (simulates the reservation,
 * returns PDF and event id); accept"): the term kit with SimularReserva as its load (the hold, 15 minutes, and its
 * PDF) and AceitarTermoVarejoInteligente as its acceptance. A 400 or a 409 (chairs or time taken meanwhile) on the
 * simulation warns with the server's text and leaves (leftToPanel: the wizard goes back to where the reservation was
 * made). Leaving without accepting cancels the hold (§4 "Leaving the term screen cancels the simulated reservation"):
 * the kit's `liberar`, by the machine (VOLTAR, the page going away, the wizard stopped, a refused acceptance).
 * Each retail wizard invokes it as its last step (`passoDoTermo`).
 */
export const varejoTermoMachine = criarTermoMachine<SimulacaoReserva, TermoDaReserva, Aceite>({
  id: 'varejoTermo',
  carregar: (pedido) => simularReserva(pedido),
  // the answer (its status: boletoMensal → Meus espaços after 2 s; aguardandoPagamento → the payment screen) is the kit's `resposta`
  aceitar: ({ dtVersao, termo }) => aceitarTermo(dtVersao, termo.reserva.eventoId),
  liberar: (termo) => liberarReserva(termo.reserva.agendaId, termo.reserva.eventoId),
  mensagens: {
    falhaDeRede: textosVarejo.falhaDeRede,
    marqueOAceite: textosVarejo.marqueOAceite,
    erroAoAceitar: textosVarejo.erroAoAceitar,
  },
});

/** The term step's actor, as a wizard's snapshot holds it (`children.termo` while in `term`). */
export type TermoDaReservaRef = ActorRefFrom<typeof varejoTermoMachine>;
/** The running term step of a wizard's snapshot (its children are typed by all its actors at once). */
export const termoDoPasso = (estado: { children: object }) => (estado.children as { termo?: TermoDaReservaRef }).termo ?? null;

/** What a retail wizard keeps of its term step: the body it simulates and, once accepted, the acceptance's answer. */
export interface ComTermo {
  /** The SimularReserva body (idempotency key included), set when the last step before the term is done. */
  pedido: SimulacaoReserva | null;
  /** AceitarTermoVarejoInteligente's answer: where the reservation now stands (boletoMensal, aguardandoPagamento). */
  aceite: Aceite | null;
}

/** The acceptance's answer, from the term step's done event (the kit's output). */
export const aceiteDoTermo = ({ event }: { event: object }) => (event as { output: FimDoTermo<Aceite> }).output.resposta;

/** The chairs a refusal of the hold named (a 409 of SimularReserva: taken meanwhile); [] for any other refusal. */
export const conflitoDoTermo = ({ event }: { event: object }) => {
  const falha = (event as { output: FimDoTermo<Aceite> }).output.falha;
  return falha instanceof ReservaEmConflito ? falha.estacoes : [];
};

/**
 * The term step of a retail wizard (the wizard kit, as the conciliador's): the term kit invoked with the wizard's
 * `pedido`. Accepted: `accepted` (the wizard's action `keepAcceptance` keeps the answer); refused by the server (its
 * toast said why): `recusado`, with `aoRecusar` (the workstation's `keepConflict`: the chairs a 409 named); VOLTAR (the hold already let go) or an
 * unforeseen failure of the term: `voltar`; a 401: `sessionLost`. The browser's back to an earlier step's address is
 * the term's VOLTAR (the wizard kit: the step's `filho: 'termo'`): the term decides (while read, it lets go first).
 * The spec's rules of the term (§2.36a, §4.12, §8.12b) are tagged in the term's own flow (varejo-termo).
 */
export function passoDoTermo<const Acao extends string>({ voltar, recusado, aoRecusar }: {
  voltar: string; recusado: string; aoRecusar: readonly Acao[];
}) {
  return {
    description: "o Termo de Reserva (SimularReserva segura o espaço por 15 minutos; 'Aceitar e reservar')",
    invoke: {
      id: 'termo', src: 'termo',
      input: ({ context }: { context: ComTermo }) => context.pedido!,
      onDone: [
        { guard: 'termAccepted', target: 'accepted', actions: 'keepAcceptance', description: 'o termo é aceito' },
        {
          guard: 'termRefused', target: recusado, actions: aoRecusar,
          description: 'o servidor recusa a reserva ou o aceite (o aviso já foi dado): de volta a onde a reserva foi feita',
        },
        { guard: 'termLeftBack', target: voltar, description: 'VOLTAR no termo, a reserva simulada já cancelada' },
        { guard: 'termSessionLost', target: 'sessionLost', description: 'o servidor responde 401 (sessão expirada)' },
      ],
      // the term machine handles every answer of its calls; an error here is a defect: the step before, nothing lost
      onError: { target: voltar, description: 'o termo falha de um jeito não previsto: volta ao passo anterior' },
    },
  } as const;
}
