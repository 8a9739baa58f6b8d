import type { NovoContrato } from '../../contracts/spc-conciliador.contract';
import { mensagensContratacao } from '../../domain/spc-conciliador/conciliador';
import { aceitarContrato, incluirContrato, termoMudou, type TermoDaContratacao } from '../../services/spc-conciliador/contratacao.service';
import { criarTermoMachine } from '../comum/termo';

/**
 * The contract's term (spec §2 'Aceite do Termo Aditivo', §4 "term (creates contract, returns PDF), accept"): the
 * term kit with IncluirSpcConciliador as its load (the pending contract is created, or its choices replaced, and
 * its PDF comes back) and AceitarTermoSpcConciliador as its acceptance, which names the request and the hash of
 * the PDF that was read. A 409 (another tab confirmed other choices since) loads the term again (`termoMudou`).
 * The wizard (contratacao.machine.ts) invokes it as its term step with the choice as input.
 */
export const conciliadorTermoMachine = criarTermoMachine<NovoContrato, TermoDaContratacao>({
  id: 'conciliadorTermo',
  carregar: (pedido) => incluirContrato(pedido),
  aceitar: ({ dtVersao, termo }) => aceitarContrato(dtVersao, termo),
  termoMudou,
  mensagens: {
    falhaDeRede: mensagensContratacao.falhaDeRede,
    marqueOAceite: mensagensContratacao.marqueOAceite,
    erroAoAceitar: mensagensContratacao.erroAoAceitar,
  },
});
